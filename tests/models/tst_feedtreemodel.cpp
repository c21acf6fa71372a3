#include "models/feedtreemodel.h"
#include "models/itemroles.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestFeedTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyHasAllArticles();
    void showsFeedsWithCounts();
    void countChangesKeepRows();
    void newFeedResets();

private:
    static QList<FeedRecord> twoFeeds()
    {
        FeedRecord a;
        a.id = 7;
        a.title = u"Compilers Weekly"_s;
        a.unreadCount = 3;
        a.totalCount = 10;
        FeedRecord b;
        b.id = 9;
        b.title = u"GPU Deep Dives"_s;
        b.unreadCount = 0;
        b.totalCount = 4;
        b.lastError = u"HTTP 500"_s;
        return {a, b};
    }
};

void TestFeedTreeModel::emptyHasAllArticles()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.allArticlesIndex().data(NodeKindRole).toInt(), int(FeedTreeItem::Kind::AllArticles));
}

void TestFeedTreeModel::showsFeedsWithCounts()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFeeds(twoFeeds());
    QCOMPARE(model.rowCount(), 3);
    const QModelIndex first = model.indexForFeed(7);
    QCOMPARE(first.data().toString(), u"Compilers Weekly"_s);
    QCOMPARE(first.siblingAtColumn(FeedTreeModel::UnreadColumn).data().toInt(), 3);
    QCOMPARE(first.data(FeedIdRole).toLongLong(), 7);
    const QModelIndex second = model.indexForFeed(9);
    QVERIFY(!second.siblingAtColumn(FeedTreeModel::UnreadColumn).data().isValid()); // no "0"
    QVERIFY(second.data(Qt::ToolTipRole).toString().contains(u"HTTP 500"_s));
    QCOMPARE(model.allArticlesIndex().data(UnreadCountRole).toInt(), 3);
    QCOMPARE(model.allArticlesIndex().data(TotalCountRole).toInt(), 14);
    QVERIFY(!model.allArticlesIndex().data(FeedIdRole).isValid());
}

void TestFeedTreeModel::countChangesKeepRows()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFeeds(twoFeeds());
    QPersistentModelIndex kept = model.indexForFeed(9);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    auto feeds = twoFeeds();
    feeds[1].unreadCount = 2;
    model.setFeeds(feeds);
    QCOMPARE(resets.count(), 0);
    QCOMPARE(changes.count(), 1);
    QVERIFY(kept.isValid());
    QCOMPARE(kept.sibling(kept.row(), FeedTreeModel::UnreadColumn).data().toInt(), 2);
    QCOMPARE(model.allArticlesIndex().data(UnreadCountRole).toInt(), 5);
}

void TestFeedTreeModel::newFeedResets()
{
    FeedTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFeeds(twoFeeds());
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    auto feeds = twoFeeds();
    FeedRecord c;
    c.id = 11;
    c.title = u"Paper Readings"_s;
    feeds.append(c);
    model.setFeeds(feeds);
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.rowCount(), 4);
    QVERIFY(model.indexForFeed(11).isValid());
}

QTEST_MAIN(TestFeedTreeModel)
#include "tst_feedtreemodel.moc"
