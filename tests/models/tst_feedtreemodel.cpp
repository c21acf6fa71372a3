#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "testregistry.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QLocale>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;
using Kind = FeedTreeItem::Kind;

class TestFeedTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyHasSmartShelves();
    void shelvesHoldTheirFeeds();
    void countChangesKeepRows();
    void countUpdatesAnnounceEachItemOnce();
    void newFeedResets();
    void failedFeedShowsMarkAndTooltip();
    void recoveredFeedLosesItsMark();
    void feedsAndArticlesDropOnShelves();
    void pagesFromABrowserDropOnShelves();
    void savedPagesSitWithTheSmartShelves();
    void shelvesAreRenamedInPlace();

private:
    static FeedTreeModel::Content sample()
    {
        FeedTreeModel::Content content;
        content.shelves = {{1, 0, u"Systems"_s, 0, 3, 12}, {2, 1, u"GPU"_s, 0, 3, 10}};
        FeedRecord a;
        a.id = 7;
        a.title = u"Compilers Weekly"_s;
        a.unreadCount = 3;
        a.totalCount = 10;
        a.shelfId = 2;
        FeedRecord b;
        b.id = 9;
        b.title = u"Paper Readings"_s;
        b.totalCount = 4;
        b.lastError = u"HTTP 500"_s;
        content.feeds = {a, b};
        content.all = {3, 14};
        content.starred = {1, 2};
        content.today = {2, 2};
        content.offline = {0, 0};
        return content;
    }
};

void TestFeedTreeModel::emptyHasSmartShelves()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 6);
    const QList<Kind> kinds = {Kind::AllArticles, Kind::Unread,  Kind::Starred,
                               Kind::Today,       Kind::Offline, Kind::Highlights};
    for (int row = 0; row < 5; ++row)
        QCOMPARE(model.index(row, 0).data(NodeKindRole).toInt(), int(kinds[row]));
    QVERIFY(!model.index(0, FeedTreeModel::CountColumn).data().isValid());
}

void TestFeedTreeModel::shelvesHoldTheirFeeds()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setContent(sample());
    QCOMPARE(model.rowCount(), 8); // 6 smart shelves, Systems, the feed on no shelf
    const QModelIndex systems = model.indexForShelf(1);
    QCOMPARE(systems.row(), 6);
    QCOMPARE(systems.data(ShelfIdRole).toLongLong(), 1);
    const QModelIndex gpu = model.indexForShelf(2);
    QCOMPARE(gpu.parent(), systems);
    const QModelIndex compilers = model.indexForFeed(7);
    QCOMPARE(compilers.parent(), gpu);
    QCOMPARE(compilers.data().toString(), u"Compilers Weekly"_s);
    QCOMPARE(compilers.siblingAtColumn(FeedTreeModel::CountColumn).data().toInt(), 3);
    QCOMPARE(compilers.data(FeedIdRole).toLongLong(), 7);
    const QModelIndex papers = model.indexForFeed(9);
    QVERIFY(!papers.parent().isValid());
    QVERIFY(!papers.siblingAtColumn(FeedTreeModel::CountColumn).data().isValid()); // no "0"
    QVERIFY(papers.data(Qt::ToolTipRole).toString().contains(u"HTTP 500"_s));
    QCOMPARE(model.allArticlesIndex().siblingAtColumn(1).data().toInt(), 3);
    // Every count is what is left to read, Starred's too; the tooltip adds what it holds.
    const QModelIndex starred = model.indexOfKind(Kind::Starred);
    QCOMPARE(starred.siblingAtColumn(1).data().toInt(), 1);
    QCOMPARE(starred.data(TotalCountRole).toInt(), 2);
    QCOMPARE(starred.data(Qt::ToolTipRole).toString(), u"Starred: 1 unread of 2"_s);
    QCOMPARE(model.indexOfKind(Kind::Today).data(TotalCountRole).toInt(), 2);
    QVERIFY(!model.allArticlesIndex().data(FeedIdRole).isValid());
}

void TestFeedTreeModel::countChangesKeepRows()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setContent(sample());
    QPersistentModelIndex kept = model.indexForFeed(7);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    auto content = sample();
    content.feeds[0].unreadCount = 2;
    content.all.unread = 2;
    model.setContent(content);
    QCOMPARE(resets.count(), 0);
    QVERIFY(changes.count() >= 1);
    QVERIFY(kept.isValid());
    QCOMPARE(kept.sibling(kept.row(), FeedTreeModel::CountColumn).data().toInt(), 2);
    QCOMPARE(model.allArticlesIndex().data(UnreadCountRole).toInt(), 2);
}

void TestFeedTreeModel::countUpdatesAnnounceEachItemOnce()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setContent(sample());
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    FeedTreeModel::CountUpdate update;
    FeedRecord compilers = sample().feeds.at(0);
    compilers.unreadCount += 2;
    compilers.totalCount += 2;
    FeedRecord papers = sample().feeds.at(1);
    papers.unreadCount += 1;
    papers.totalCount += 1;
    update.feeds = {compilers, papers};
    model.updateCounts(update);
    // The two feeds, GPU and Systems above the first, All Articles and Unread: once each,
    // though All Articles and Unread changed with both feeds.
    QCOMPARE(changes.count(), 6);
    QCOMPARE(model.allArticlesIndex().data(UnreadCountRole).toInt(), 6);
    QCOMPARE(model.allArticlesIndex().data(TotalCountRole).toInt(), 17);
}

void TestFeedTreeModel::newFeedResets()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setContent(sample());
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    auto content = sample();
    FeedRecord c;
    c.id = 11;
    c.title = u"Kernel Notes"_s;
    c.shelfId = 1;
    content.feeds.append(c);
    model.setContent(content);
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.indexForFeed(11).parent(), model.indexForShelf(1));
}

void TestFeedTreeModel::failedFeedShowsMarkAndTooltip()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto content = sample();
    FeedRecord &failed = content.feeds[1];
    failed.lastError = u"http://example.org/feed answered HTTP 503 Service Unavailable"_s;
    failed.lastErrorAt = QDateTime(QDate(2026, 2, 3), QTime(4, 5), QTimeZone::UTC);
    failed.httpStatus = 503;
    failed.retryNotBefore = QDateTime(QDate(2026, 2, 3), QTime(5, 5), QTimeZone::UTC);
    model.setContent(content);

    const QModelIndex papers = model.indexForFeed(9);
    const QVariant mark = papers.data(Qt::DecorationRole);
    QVERIFY(mark.canConvert<QIcon>());
    QVERIFY(!mark.value<QIcon>().isNull());
    QVERIFY(!mark.value<QIcon>().pixmap(16, 16).isNull());
    QVERIFY(!papers.siblingAtColumn(FeedTreeModel::CountColumn).data(Qt::DecorationRole).isValid());
    QCOMPARE(papers.data(LastErrorRole).toString(), failed.lastError);

    const QString tip = papers.data(Qt::ToolTipRole).toString();
    const QLocale locale;
    QVERIFY2(tip.contains(u"Last refresh failed: "_s + failed.lastError), qPrintable(tip));
    QVERIFY2(tip.contains(locale.toString(failed.lastErrorAt.toLocalTime(), QLocale::ShortFormat)),
             qPrintable(tip));
    QVERIFY2(tip.contains(u"HTTP status 503"_s), qPrintable(tip));
    QVERIFY2(
        tip.contains(locale.toString(failed.retryNotBefore.toLocalTime(), QLocale::ShortFormat)),
        qPrintable(tip));

    // A feed that works has no mark, and its tooltip gives its counts.
    const QModelIndex compilers = model.indexForFeed(7);
    QVERIFY(!compilers.data(Qt::DecorationRole).isValid());
    QVERIFY(compilers.data(Qt::ToolTipRole).toString().contains(u"3 unread of 10"_s));
}

void TestFeedTreeModel::recoveredFeedLosesItsMark()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setContent(sample());
    const QPersistentModelIndex papers = model.indexForFeed(9);
    QVERIFY(papers.data(Qt::DecorationRole).isValid());
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    auto content = sample();
    content.feeds[1].lastError.clear();
    model.setContent(content);
    QVERIFY(papers.isValid()); // same rows: only the mark went
    QVERIFY(changes.count() >= 1);
    QVERIFY(!papers.data(Qt::DecorationRole).isValid());
    QVERIFY(!papers.data(Qt::ToolTipRole).toString().contains(u"failed"_s));
}

void TestFeedTreeModel::feedsAndArticlesDropOnShelves()
{
    FeedTreeModel model;
    model.setContent(sample());
    const QModelIndex compilers = model.indexForFeed(7);
    const QModelIndex papers = model.indexForFeed(9);
    QVERIFY(model.flags(compilers) & Qt::ItemIsDragEnabled);
    QVERIFY(!(model.flags(model.indexForShelf(1)) & Qt::ItemIsDragEnabled));
    QVERIFY(!(model.flags(model.allArticlesIndex()) & Qt::ItemIsDropEnabled));
    std::unique_ptr<QMimeData> dragged(model.mimeData({papers, papers.siblingAtColumn(1)}));
    QVERIFY(dragged);
    QCOMPARE(FeedTreeModel::idsIn(dragged.get(), FeedTreeModel::feedMimeType()),
             QList<qint64>({9}));

    QSignalSpy feeds(&model, &FeedTreeModel::feedsDropped);
    QSignalSpy articles(&model, &FeedTreeModel::articlesDropped);
    // On a shelf; on a feed, meaning its shelf; on empty space, meaning no shelf.
    QVERIFY(!model.dropMimeData(dragged.get(), Qt::MoveAction, -1, -1, model.indexForShelf(2)));
    QVERIFY(!model.dropMimeData(dragged.get(), Qt::MoveAction, -1, -1, compilers));
    QVERIFY(!model.dropMimeData(dragged.get(), Qt::MoveAction, -1, -1, {}));
    QCOMPARE(feeds.size(), 3);
    QCOMPARE(feeds.at(0).at(1).toLongLong(), 2);
    QCOMPARE(feeds.at(1).at(1).toLongLong(), 2);
    QCOMPARE(feeds.at(2).at(1).toLongLong(), 0);
    // Never on a smart shelf.
    QVERIFY(!model.canDropMimeData(dragged.get(), Qt::MoveAction, -1, -1,
                                   model.indexOfKind(Kind::Starred)));

    QMimeData picked;
    picked.setData(FeedTreeModel::articleMimeType(), "41,42");
    QVERIFY(model.canDropMimeData(&picked, Qt::MoveAction, -1, -1, model.indexForShelf(1)));
    QVERIFY(!model.canDropMimeData(&picked, Qt::MoveAction, -1, -1, {})); // "no shelf": no
    model.dropMimeData(&picked, Qt::MoveAction, -1, -1, model.indexForShelf(1));
    QCOMPARE(articles.size(), 1);
    QCOMPARE(articles.first().at(0).value<QList<qint64>>(), QList<qint64>({41, 42}));
    QCOMPARE(articles.first().at(1).toLongLong(), 1);
    QCOMPARE(feeds.size(), 3);
}

void TestFeedTreeModel::pagesFromABrowserDropOnShelves()
{
    FeedTreeModel model;
    model.setContent(sample());
    QVERIFY(model.mimeTypes().contains(u"text/uri-list"_s));
    QSignalSpy pages(&model, &FeedTreeModel::pagesDropped);
    QMimeData link;
    link.setUrls({QUrl(u"https://blog.example.org/raft/"_s), QUrl(u"file:///etc/passwd"_s)});
    QVERIFY(model.canDropMimeData(&link, Qt::CopyAction, -1, -1, model.indexForShelf(2)));
    QVERIFY(model.canDropMimeData(&link, Qt::CopyAction, -1, -1, {})); // saved on no shelf
    model.dropMimeData(&link, Qt::CopyAction, -1, -1, model.indexForShelf(2));
    QCOMPARE(pages.size(), 1);
    QCOMPARE(pages.first().at(0).value<QList<QUrl>>(),
             QList<QUrl>{QUrl(u"https://blog.example.org/raft/"_s)});
    QCOMPARE(pages.first().at(1).toLongLong(), 2);
    // Nothing of the web: no drop.
    QMimeData local;
    local.setUrls({QUrl(u"file:///home/a/notes.txt"_s)});
    QVERIFY(!model.canDropMimeData(&local, Qt::CopyAction, -1, -1, model.indexForShelf(2)));
}

void TestFeedTreeModel::savedPagesSitWithTheSmartShelves()
{
    FeedTreeModel::Content content = sample();
    FeedRecord saved;
    saved.id = 12;
    saved.title = u"Saved pages"_s;
    saved.saved = true;
    saved.shelfId = 2; // wherever it was put, it stays where the smart shelves are
    saved.unreadCount = 3;
    saved.totalCount = 4;
    content.feeds.append(saved);
    FeedTreeModel model;
    model.setContent(content);
    const QModelIndex index = model.indexForFeed(12);
    QVERIFY(index.isValid());
    QVERIFY(!index.parent().isValid());
    QCOMPARE(index.row(), model.indexOfKind(Kind::Highlights).row() + 1);
    QCOMPARE(index.data().toString(), u"Saved pages"_s);
    QCOMPARE(index.siblingAtColumn(1).data().toInt(), 3);
}

void TestFeedTreeModel::shelvesAreRenamedInPlace()
{
    FeedTreeModel model;
    model.setContent(sample());
    const QModelIndex gpu = model.indexForShelf(2);
    QVERIFY(model.flags(gpu) & Qt::ItemIsEditable);
    QVERIFY(!(model.flags(model.indexForFeed(7)) & Qt::ItemIsEditable));
    QVERIFY(!(model.flags(model.allArticlesIndex()) & Qt::ItemIsEditable));
    QCOMPARE(gpu.data(Qt::EditRole).toString(), u"GPU"_s);
    QSignalSpy renamed(&model, &FeedTreeModel::shelfRenamed);
    QVERIFY(model.setData(gpu, u"  GPU Internals "_s));
    QCOMPARE(renamed.size(), 1);
    QCOMPARE(renamed.first().at(0).toLongLong(), 2);
    QCOMPARE(renamed.first().at(1).toString(), u"GPU Internals"_s);
    QVERIFY(!model.setData(gpu, u"   "_s)); // no empty names
    QVERIFY(!model.setData(model.indexForFeed(7), u"x"_s));
    QCOMPARE(renamed.size(), 1);
}

LECTERN_TEST_MAIN(tst_feedtreemodel, TestFeedTreeModel)
#include "tst_feedtreemodel.moc"
