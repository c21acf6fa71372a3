// The library session without a window: what a refresh, a mark and a shelf switch do to the
// models the window shows.
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/librarychange.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/feedwrites.h"
#include "library/writes/librarywriter.h"
#include "library/writes/rulewrites.h"
#include "library/writes/shelfwrites.h"
#include "models/articlelistmodel.h"
#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "models/librarysession.h"
#include "testregistry.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestLibrarySession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void smartShelvesAreDefinedOnce();
    void aRefreshAddsRowsToTheListShown();
    void announcementsOfATurnAreAppliedOnce();
    void arrivalsOfOtherFeedsStayOut();
    void marksMoveTheCountsOfTheirFeedShelvesAndSmartShelves();
    void marksChangeTheRowInPlace();
    void aChangedArticleChangesItsRow();
    void aRuleThatMutesTakesRowsOutOfTheList();
    void aFailedRefreshMarksItsFeedInPlace();
    void aShelfSwitchReadsPagesLazily();
    void readingPositionsAreReadOnceAndWrittenWhenMoved();
    void pagesComeFromTheSession();
    void searchesListWhatTheyFindWithinAShelfOrNot();
    void markingTheListReadReachesRowsNotLoaded();
    void theHomePageShowsShelvesAndFeedsAsCards();
    void aRenamedFeedIsRenamedInTheListShown();
    void savedSearchesAreSmartShelvesWithCounts();

private:
    // Entries first..first+count-1 of a feed, one minute apart, the later newer.
    static ParsedFeed feed(const QString &title, int first, int count);
    qint64 ingest(const QString &url, const ParsedFeed &parsed);
    qint64 articleTitled(const QString &title) const;
    int rowOf(const QString &title) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
    CodeHighlighter m_highlighter;
    std::unique_ptr<ArticlePageRenderer> m_renderer;
    std::unique_ptr<LibrarySession> m_session;
};

ParsedFeed TestLibrarySession::feed(const QString &title, int first, int count)
{
    ParsedFeed parsed;
    parsed.format = FeedFormat::Rss;
    parsed.title = title;
    for (int i = first; i < first + count; ++i) {
        ParsedEntry entry;
        entry.id = u"%1-%2"_s.arg(title).arg(i);
        entry.title = u"%1 %2"_s.arg(title).arg(i);
        entry.summary = u"<p>Notes on part %1 of %2.</p>"_s.arg(i).arg(title);
        entry.published = QDateTime(QDate(2026, 3, 1), QTime(8, 0), QTimeZone::UTC).addSecs(i * 60);
        parsed.entries.append(entry);
    }
    return parsed;
}

qint64 TestLibrarySession::ingest(const QString &url, const ParsedFeed &parsed)
{
    // The change is announced through the event loop: wait until it has reached the session
    // (connected before the spy, so told first).
    QSignalSpy announced(m_writer.get(), &LibraryWriter::changed);
    auto future = m_writer->ingest(QUrl(url), parsed);
    future.waitForFinished();
    if (announced.isEmpty())
        announced.wait(5000);
    return future.result().feedId;
}

qint64 TestLibrarySession::articleTitled(const QString &title) const
{
    for (const ArticleSummary &article : ArticleStore(m_db->connection()).articles({}, 10'000)) {
        if (article.title == title)
            return article.id;
    }
    return 0;
}

int TestLibrarySession::rowOf(const QString &title) const
{
    const ArticleListModel *list = m_session->articleModel();
    for (int row = 0; row < list->rowCount(); ++row) {
        if (list->articleAt(row)->title == title)
            return row;
    }
    return -1;
}

void TestLibrarySession::init()
{
    static int n = 0;
    m_db = std::make_unique<Database>(m_dir.filePath(u"library-%1.sqlite"_s.arg(++n)));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
    m_renderer = std::make_unique<ArticlePageRenderer>(&m_highlighter);
    m_session = std::make_unique<LibrarySession>(m_db->connection(), LibraryEngine{m_writer.get()},
                                                 m_renderer.get(), ReaderSettings());
}

void TestLibrarySession::cleanup()
{
    m_session.reset();
    m_writer.reset();
    m_db.reset();
}

void TestLibrarySession::smartShelvesAreDefinedOnce()
{
    const QDateTime now(QDate(2026, 12, 1), QTime(15, 30));
    QVERIFY(ArticleFilter::forSmartShelf(SmartShelf::Unread, now).unreadOnly);
    QVERIFY(ArticleFilter::forSmartShelf(SmartShelf::Starred, now).starredOnly);
    QVERIFY(ArticleFilter::forSmartShelf(SmartShelf::Offline, now).offlineOnly);
    QCOMPARE(ArticleFilter::forSmartShelf(SmartShelf::Today, now).since,
             QDateTime(QDate(2026, 12, 1), QTime(0, 0)));
    QCOMPARE(ArticleFilter::forSmartShelf(SmartShelf::AllArticles, now), ArticleFilter());
    // The side panel's items stand for the same filters.
    const FeedTreeModel *tree = m_session->feedModel();
    const auto filterOf = [&](FeedTreeItem::Kind kind) {
        return LibrarySession::filterFor(*tree->itemFor(tree->indexOfKind(kind)), now);
    };
    QCOMPARE(filterOf(FeedTreeItem::Kind::Unread),
             ArticleFilter::forSmartShelf(SmartShelf::Unread, now));
    QCOMPARE(filterOf(FeedTreeItem::Kind::Today),
             ArticleFilter::forSmartShelf(SmartShelf::Today, now));
}

void TestLibrarySession::aRefreshAddsRowsToTheListShown()
{
    const QString url = u"http://127.0.0.1:1/gpu.xml"_s;
    const qint64 feedId = ingest(url, feed(u"GPU"_s, 10, 3));
    QVERIFY(feedId > 0);
    m_session->showArticles(ArticleFilter::forFeed(feedId));
    ArticleListModel *list = m_session->articleModel();
    QCOMPARE(list->rowCount(), 3);
    QCOMPARE(list->articleAt(0)->title, u"GPU 12"_s);

    QSignalSpy reset(list, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(list, &QAbstractItemModel::rowsInserted);
    QSignalSpy arrived(m_session.get(), &LibrarySession::articlesArrived);
    QSignalSpy arriving(m_session.get(), &LibrarySession::articlesArriving);
    // The refresh brings two newer entries and one older than all shown.
    ParsedFeed next = feed(u"GPU"_s, 10, 5);
    next.entries.append(feed(u"GPU"_s, 2, 1).entries);
    ingest(url, next);
    QCOMPARE(arrived.size(), 1);
    QCOMPARE(arrived.first().first().toInt(), 3);
    QCOMPARE(arriving.size(), 1);
    QCOMPARE(reset.size(), 0);    // rows inserted, never the list read again
    QCOMPARE(inserted.size(), 2); // the two newer ones as one block at the top, then the older
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(inserted.at(0).at(2).toInt(), 1);
    QCOMPARE(list->rowCount(), 6);
    QStringList titles;
    for (int row = 0; row < list->rowCount(); ++row)
        titles << list->articleAt(row)->title;
    QCOMPARE(titles, QStringList({u"GPU 14"_s, u"GPU 13"_s, u"GPU 12"_s, u"GPU 11"_s, u"GPU 10"_s,
                                  u"GPU 2"_s}));
    // The same refresh again brings nothing new.
    ingest(url, next);
    QCOMPARE(list->rowCount(), 6);
    QCOMPARE(arrived.size(), 1);
}

// What the writer announces is taken in as it comes and applied once, on the next turn of the
// event loop: a refresh's commits arrive several to a turn, and each application looks for new
// articles.
void TestLibrarySession::announcementsOfATurnAreAppliedOnce()
{
    ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 2));
    m_session->showArticles({});
    ArticleListModel *list = m_session->articleModel();
    QCOMPARE(list->rowCount(), 2);
    // Two writes stored; nothing has run the event loop since, so neither is announced yet.
    const qint64 db =
        m_writer->ingest(QUrl(u"http://127.0.0.1:1/db.xml"_s), feed(u"DB"_s, 0, 2)).result().feedId;
    const qint64 qa =
        m_writer->ingest(QUrl(u"http://127.0.0.1:1/qa.xml"_s), feed(u"QA"_s, 0, 3)).result().feedId;
    QSignalSpy arrived(m_session.get(), &LibrarySession::articlesArrived);
    LibraryChange first;
    first.feeds = {db};
    LibraryChange second;
    second.feeds = {qa};
    Q_EMIT m_writer->changed(first);
    Q_EMIT m_writer->changed(second);
    QCOMPARE(list->rowCount(), 2); // taken in, not applied yet
    QTRY_COMPARE(list->rowCount(), 7);
    QTest::qWait(50); // the writer's own announcements, delivered meanwhile, bring nothing more
    QCOMPARE(arrived.size(), 1);
    QCOMPARE(arrived.first().first().toInt(), 5);
}

void TestLibrarySession::arrivalsOfOtherFeedsStayOut()
{
    const qint64 gpu = ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 2));
    ingest(u"http://127.0.0.1:1/db.xml"_s, feed(u"DB"_s, 0, 2));
    m_session->showArticles(ArticleFilter::forFeed(gpu));
    ingest(u"http://127.0.0.1:1/db.xml"_s, feed(u"DB"_s, 0, 4));
    QCOMPARE(m_session->articleModel()->rowCount(), 2);
    // All Articles takes them in.
    m_session->showArticles({});
    QCOMPARE(m_session->articleModel()->rowCount(), 6);
    ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 3));
    QCOMPARE(m_session->articleModel()->rowCount(), 7);
    // In the place a fresh read of the list gives it (GPU 2 at 08:02 follows DB 3 at 08:03).
    QCOMPARE(rowOf(u"GPU 2"_s), 1);
    const QList<ArticleSummary> fresh = ArticleStore(m_db->connection()).articles({});
    for (int row = 0; row < fresh.size(); ++row)
        QCOMPARE(m_session->articleModel()->articleAt(row)->id, fresh[row].id);
}

void TestLibrarySession::marksMoveTheCountsOfTheirFeedShelvesAndSmartShelves()
{
    const qint64 gpu = ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 4));
    ingest(u"http://127.0.0.1:1/db.xml"_s, feed(u"DB"_s, 0, 3));
    m_session->reloadFeeds();
    FeedTreeModel *tree = m_session->feedModel();
    const QModelIndex feedRow = tree->indexForFeed(gpu);
    const QModelIndex all = tree->allArticlesIndex();
    const QModelIndex unread = tree->indexOfKind(FeedTreeItem::Kind::Unread);
    const QModelIndex starred = tree->indexOfKind(FeedTreeItem::Kind::Starred);
    QCOMPARE(feedRow.data(UnreadCountRole).toInt(), 4);
    QCOMPARE(all.data(UnreadCountRole).toInt(), 7);

    QSignalSpy reset(tree, &QAbstractItemModel::modelReset);
    m_writer->articles().setRead({articleTitled(u"GPU 0"_s), articleTitled(u"GPU 1"_s)}, true);
    m_writer->articles().setStarred({articleTitled(u"DB 2"_s)}, true).waitForFinished();
    QTRY_COMPARE(feedRow.data(UnreadCountRole).toInt(), 2);
    QCOMPARE(feedRow.data(TotalCountRole).toInt(), 4);
    QCOMPARE(all.data(UnreadCountRole).toInt(), 5);
    QCOMPARE(all.data(TotalCountRole).toInt(), 7);
    QCOMPARE(unread.data(UnreadCountRole).toInt(), 5);
    // The smart shelves counted over their own indexes follow within a second.
    QTRY_COMPARE(starred.data(TotalCountRole).toInt(), 1);
    QCOMPARE(reset.size(), 0);
    // What the counts moved to is what counting the whole library again gives.
    m_session->reloadFeeds();
    QCOMPARE(feedRow.data(UnreadCountRole).toInt(), 2);
    QCOMPARE(all.data(UnreadCountRole).toInt(), 5);
    QCOMPARE(starred.data(TotalCountRole).toInt(), 1);
}

void TestLibrarySession::aFailedRefreshMarksItsFeedInPlace()
{
    const qint64 gpu = ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 2));
    m_session->reloadFeeds();
    FeedTreeModel *tree = m_session->feedModel();
    QVERIFY(tree->indexForFeed(gpu).data(LastErrorRole).toString().isEmpty());
    QSignalSpy reset(tree, &QAbstractItemModel::modelReset);
    FeedFetchOutcome failed;
    failed.httpStatus = 503;
    failed.error = u"the server answered 503"_s;
    m_writer->feeds().recordFetch(gpu, failed);
    QTRY_COMPARE(tree->indexForFeed(gpu).data(LastErrorRole).toString(),
                 u"the server answered 503"_s);
    QVERIFY(tree->indexForFeed(gpu).data(Qt::DecorationRole).isValid()); // the warning mark
    QCOMPARE(reset.size(), 0);
    m_writer->feeds().recordFetch(gpu, FeedFetchOutcome());
    QTRY_VERIFY(tree->indexForFeed(gpu).data(LastErrorRole).toString().isEmpty());
}

void TestLibrarySession::marksChangeTheRowInPlace()
{
    ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 3));
    m_session->showArticles(ArticleFilter::forSmartShelf(SmartShelf::Unread, {}));
    ArticleListModel *list = m_session->articleModel();
    QCOMPARE(list->rowCount(), 3);
    const int row = rowOf(u"GPU 1"_s);
    m_writer->articles().setRead({articleTitled(u"GPU 1"_s)}, true);
    QTRY_VERIFY(list->index(row, 0).data(ReadRole).toBool());
    // Still listed in Unread until the list is shown again: a row must not vanish under the
    // reader's pointer.
    QCOMPARE(list->rowCount(), 3);
    m_writer->articles().setStarred({articleTitled(u"GPU 1"_s)}, true);
    QTRY_VERIFY(list->index(row, 0).data(StarredRole).toBool());
    m_session->showArticles(ArticleFilter::forSmartShelf(SmartShelf::Unread, {}));
    QCOMPARE(list->rowCount(), 2);
}

// A refresh that rewrites a stored article (its author fixed the title): the writer names it,
// and its row shows the new title where it was.
void TestLibrarySession::aChangedArticleChangesItsRow()
{
    const QString url = u"http://127.0.0.1:1/gpu.xml"_s;
    const qint64 feedId = ingest(url, feed(u"GPU"_s, 1, 3));
    m_session->showArticles(ArticleFilter::forFeed(feedId));
    ArticleListModel *list = m_session->articleModel();
    const int row = rowOf(u"GPU 2"_s);
    QVERIFY(row >= 0);
    const qint64 id = list->articleAt(row)->id;
    QSignalSpy announced(m_writer.get(), &LibraryWriter::changed);
    ParsedFeed next = feed(u"GPU"_s, 1, 3);
    next.entries[1].title = u"GPU 2, revised"_s;
    ingest(url, next);
    QCOMPARE(announced.size(), 1);
    QCOMPARE(announced.first().first().value<LibraryChange>().articles, QList<qint64>{id});
    QTRY_COMPARE(list->articleAt(row)->title, u"GPU 2, revised"_s);
    QCOMPARE(list->articleAt(row)->id, id);
    QCOMPARE(list->rowCount(), 3);
}

// A rule applied to the stored articles mutes two of them: they leave the list shown and its
// counts, as they would on the next showing; a list of the muted ones keeps them.
void TestLibrarySession::aRuleThatMutesTakesRowsOutOfTheList()
{
    ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 4));
    m_session->showArticles(ArticleFilter{});
    ArticleListModel *list = m_session->articleModel();
    QCOMPARE(list->rowCount(), 4);
    Rule rule;
    rule.name = u"Quiet"_s;
    rule.matchAll = false;
    rule.conditions = {*Rule::parseCondition(u"title=\"GPU 1\""_s, nullptr),
                       *Rule::parseCondition(u"title=\"GPU 2\""_s, nullptr)};
    rule.actions.mute = true;
    auto added = m_writer->rules().add(rule);
    added.waitForFinished();
    QVERIFY(added.result().id > 0);
    auto applied = m_writer->rules().apply(added.result().id);
    applied.waitForFinished();
    QCOMPARE(applied.result(), 2);
    QTRY_COMPARE(list->rowCount(), 2);
    QCOMPARE(rowOf(u"GPU 1"_s), -1);
    QTRY_COMPARE(m_session->feedModel()->allArticlesIndex().data(TotalCountRole).toInt(), 2);
    ArticleFilter muted;
    muted.mutedOnly = true;
    m_session->showArticles(muted);
    QCOMPARE(list->rowCount(), 2);
    m_writer->articles().setRead({list->articleAt(0)->id}, true);
    QTRY_VERIFY(list->articleAt(0)->read);
    QCOMPARE(list->rowCount(), 2);
}

void TestLibrarySession::aShelfSwitchReadsPagesLazily()
{
    const qint64 big = ingest(u"http://127.0.0.1:1/big.xml"_s, feed(u"Big"_s, 0, 450));
    ingest(u"http://127.0.0.1:1/small.xml"_s, feed(u"Small"_s, 0, 5));
    ArticleListModel *list = m_session->articleModel();
    m_session->showArticles(ArticleFilter::forFeed(big));
    QCOMPARE(list->rowCount(), 200); // one page, not 450 rows
    QVERIFY(list->canFetchMore({}));
    list->fetchMore({});
    QCOMPARE(list->rowCount(), 400);
    // An entry older than every row loaded waits for its page, then comes once.
    ParsedFeed older = feed(u"Big"_s, 0, 450);
    older.entries.append(feed(u"Big"_s, -5, 1).entries);
    ingest(u"http://127.0.0.1:1/big.xml"_s, older);
    QCOMPARE(list->rowCount(), 400);
    while (list->canFetchMore({}))
        list->fetchMore({});
    QCOMPARE(list->rowCount(), 451);
    QCOMPARE(list->articleAt(450)->title, u"Big -5"_s);
    QCOMPARE(list->articleAt(449)->title, u"Big 0"_s);
    // Another shelf: a new list, read from its start.
    m_session->showArticlesOf(m_session->feedModel()->itemFor(
        m_session->feedModel()->indexOfKind(FeedTreeItem::Kind::AllArticles)));
    QCOMPARE(list->rowCount(), 200);
    QCOMPARE(m_session->shownFilter(), ArticleFilter());
}

void TestLibrarySession::readingPositionsAreReadOnceAndWrittenWhenMoved()
{
    ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 2));
    const qint64 id = articleTitled(u"GPU 1"_s);
    m_writer->articles().setReadingPosition(id, 0.25).waitForFinished();
    m_session->showArticles({});
    QCOMPARE(m_session->readingPosition(id), 0.25);       // from the row the list read
    QVERIFY(!m_session->keepReadingPosition(id, 0.2502)); // not moved: nothing written
    QVERIFY(m_session->keepReadingPosition(id, 0.75));
    QCOMPARE(m_session->readingPosition(id), 0.75);
    QTRY_COMPARE(ArticleStore(m_db->connection()).summary(id)->readingPosition, 0.75);
    // An article not in the list is asked of the library.
    m_session->showArticles(ArticleFilter::forFeed(12345));
    QCOMPARE(LibrarySession(m_db->connection(), LibraryEngine{m_writer.get()}, m_renderer.get(), {})
                 .readingPosition(id),
             0.75);
}

void TestLibrarySession::pagesComeFromTheSession()
{
    ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 1));
    const qint64 id = articleTitled(u"GPU 0"_s);
    const auto page = m_session->articlePage(id, {});
    QVERIFY(page.has_value());
    QVERIFY(page->contains(u"Notes on part 0 of GPU."_s));
    QVERIFY(!m_session->articlePage(id + 1000, {}).has_value());
    ReaderSettings dark;
    dark.theme = ReaderSettings::Theme::Dark;
    m_session->setReaderSettings(dark);
    QVERIFY(*m_session->articlePage(id, {}) != *page); // the settings shape the page
    QVERIFY(!m_session->welcomePage().isEmpty());
}

void TestLibrarySession::theHomePageShowsShelvesAndFeedsAsCards()
{
    const qint64 gpu = ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 7));
    ingest(u"http://127.0.0.1:1/db.xml"_s, feed(u"DB"_s, 10, 2)); // newer than GPU's
    ParsedFeed hostile = feed(u"<b>Q</b> & A"_s, 0, 1);
    hostile.entries[0].title = u"<script>alert(1)</script> Vec<T>"_s;
    ingest(u"http://127.0.0.1:1/qa.xml"_s, hostile);
    QVERIFY(m_writer->shelves().add(u"Systems & GPUs"_s).result());
    const qint64 shelf = ShelfStore(m_db->connection()).shelves().constFirst().id;
    QSignalSpy moved(m_writer.get(), &LibraryWriter::changed);
    QVERIFY(m_writer->shelves().moveFeed(gpu, shelf).result());
    QVERIFY(moved.wait(5000) || !moved.isEmpty());
    QTRY_VERIFY(m_session->feedModel()->indexForShelf(shelf).isValid());

    const QString page = m_session->homePage();
    // The shelf's card: its name (escaped), counts, its five newest articles, links to each
    // and to the shelf.
    QVERIFY(page.contains(u"Systems &amp; GPUs"_s));
    QVERIFY(page.contains(u"lectern://shelf/%1"_s.arg(shelf)));
    QVERIFY(page.contains(u"GPU 6"_s) && page.contains(u"GPU 2"_s));
    QVERIFY(!page.contains(u"GPU 1<"_s)); // the sixth newest is not on the card
    QVERIFY(page.contains(u"lectern://article/%1"_s.arg(articleTitled(u"GPU 6"_s))));
    // Feeds on no shelf have cards of their own, the most recently active first.
    const qsizetype db = page.indexOf(u"lectern://feed/"_s);
    QVERIFY(db > 0 && page.indexOf(u"DB 11"_s) > db);
    QVERIFY(page.indexOf(u"DB 11"_s) < page.indexOf(u"&lt;b&gt;Q"_s));
    // Titles are text: nothing of a feed's markup gets into the page as markup.
    QVERIFY(page.contains(u"&lt;script&gt;alert(1)&lt;/script&gt; Vec&lt;T&gt;"_s));
    QVERIFY(!page.contains(u"<script>alert"_s));
    // The summary counts the whole library.
    QVERIFY2(page.contains(u"10 article(s) in this library"_s) ||
                 page.contains(u"10 articles in this library"_s),
             qPrintable(page.left(2000)));
}

void TestLibrarySession::aRenamedFeedIsRenamedInTheListShown()
{
    const qint64 gpu = ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 3));
    ingest(u"http://127.0.0.1:1/db.xml"_s, feed(u"DB"_s, 0, 2));
    m_session->showArticlesOf(
        m_session->feedModel()->itemFor(m_session->feedModel()->allArticlesIndex()));
    ArticleListModel *list = m_session->articleModel();
    QCOMPARE(list->rowCount(), 5);
    QSignalSpy reset(list, &QAbstractItemModel::modelReset);
    QVERIFY(m_writer->feeds().rename(gpu, u"Shader Notes"_s).result());
    QTRY_COMPARE(list->articleAt(rowOf(u"GPU 0"_s))->feedTitle, u"Shader Notes"_s);
    QCOMPARE(list->articleAt(rowOf(u"DB 0"_s))->feedTitle, u"DB"_s);
    QCOMPARE(reset.count(), 0); // changed in place, not read again
    const FeedTreeModel *tree = m_session->feedModel();
    QCOMPARE(tree->itemFor(tree->indexForFeed(gpu))->title(), u"Shader Notes"_s);
}

void TestLibrarySession::searchesListWhatTheyFindWithinAShelfOrNot()
{
    const qint64 gpu = ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 3));
    ingest(u"http://127.0.0.1:1/db.xml"_s, feed(u"DB"_s, 0, 2));
    ArticleListModel *list = m_session->articleModel();
    // Searched as indexed: until then queued articles match by substring.
    QVERIFY(m_writer->indexSearchQueue().result() >= 0);
    m_session->showSearch(SearchQuery::parse(u"part 1"_s));
    QVERIFY(m_session->isSearching());
    QCOMPARE(m_session->searchNeedles(), QStringList({u"part"_s, u"1"_s}));
    QSet<QString> titles;
    for (int row = 0; row < list->rowCount(); ++row)
        titles.insert(list->articleAt(row)->title);
    QCOMPARE(titles, QSet<QString>({u"GPU 1"_s, u"DB 1"_s}));

    SearchQuery within = SearchQuery::parse(u"\"part 1\""_s);
    const FeedTreeModel *tree = m_session->feedModel();
    LibrarySession::narrowTo(within, *tree->itemFor(tree->indexForFeed(gpu)), {});
    m_session->showSearch(within);
    QCOMPARE(list->rowCount(), 1);
    QCOMPARE(list->articleAt(0)->title, u"GPU 1"_s);
    QCOMPARE(m_session->searchNeedles(), QStringList({u"part 1"_s}));
    // A refresh does not slip its articles into search results.
    ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 5));
    QCOMPARE(list->rowCount(), 1);
    // Back to a shelf: no search, no needles.
    m_session->showArticles({});
    QVERIFY(!m_session->isSearching());
    QVERIFY(m_session->searchNeedles().isEmpty());
    QCOMPARE(list->rowCount(), 7);
}

void TestLibrarySession::savedSearchesAreSmartShelvesWithCounts()
{
    ingest(u"http://127.0.0.1:1/gpu.xml"_s, feed(u"GPU"_s, 0, 3));
    ingest(u"http://127.0.0.1:1/db.xml"_s, feed(u"DB"_s, 0, 2));
    QSignalSpy changed(m_writer.get(), &LibraryWriter::changed);
    const qint64 id = m_writer->shelves().saveSearch(u"Part one"_s, u"\"part 1\""_s).result();
    QVERIFY(id > 0);
    QTRY_COMPARE(changed.count(), 1);

    // After the smart shelves, with what it finds unread and in all.
    const FeedTreeModel *tree = m_session->feedModel();
    const QModelIndex saved = tree->indexForSavedSearch(id);
    QCOMPARE(saved.row(), 6);
    QCOMPARE(saved.data().toString(), u"Part one"_s);
    // Counted on a worker thread, then shown.
    QTRY_COMPARE(tree->indexForSavedSearch(id).data(UnreadCountRole).toInt(), 2);
    QCOMPARE(tree->indexForSavedSearch(id).data(TotalCountRole).toInt(), 2);
    QVERIFY(tree->flags(saved) & Qt::ItemIsEditable);
    QVERIFY(!(tree->flags(saved) & Qt::ItemIsDropEnabled));

    // Chosen, it lists its results as a search does, its words to be marked.
    m_session->showArticlesOf(tree->itemFor(saved));
    QVERIFY(m_session->isSearching());
    QCOMPARE(m_session->searchNeedles(), QStringList({u"part 1"_s}));
    ArticleListModel *list = m_session->articleModel();
    QSet<QString> titles;
    for (int row = 0; row < list->rowCount(); ++row)
        titles.insert(list->articleAt(row)->title);
    QCOMPARE(titles, QSet<QString>({u"GPU 1"_s, u"DB 1"_s}));
    QVERIFY(m_session->emptyListPage().contains(u"Part one"_s));

    // Reading one moves its unread count (with the smart shelves', within a second).
    m_writer->articles().setRead({articleTitled(u"GPU 1"_s)}, true);
    QTRY_COMPARE_WITH_TIMEOUT(tree->indexForSavedSearch(id).data(UnreadCountRole).toInt(), 1, 5000);
    QCOMPARE(tree->indexForSavedSearch(id).data(TotalCountRole).toInt(), 2);

    // Renamed in place (announced, then written), then deleted.
    QSignalSpy renamed(tree, &FeedTreeModel::savedSearchRenamed);
    QVERIFY(m_session->feedModel()->setData(tree->indexForSavedSearch(id), u"First parts"_s));
    QCOMPARE(renamed.count(), 1);
    QVERIFY(m_writer->shelves().renameSavedSearch(id, u"First parts"_s).result());
    QTRY_COMPARE(tree->indexForSavedSearch(id).data().toString(), u"First parts"_s);
    QVERIFY(m_writer->shelves().removeSavedSearch(id).result());
    QTRY_VERIFY(!tree->indexForSavedSearch(id).isValid());
    QCOMPARE(tree->rowCount(), 8); // six smart shelves, two feeds
}

void TestLibrarySession::markingTheListReadReachesRowsNotLoaded()
{
    const qint64 big = ingest(u"http://127.0.0.1:1/big.xml"_s, feed(u"Big"_s, 0, 300));
    const qint64 small = ingest(u"http://127.0.0.1:1/small.xml"_s, feed(u"Small"_s, 0, 3));
    m_session->reloadFeeds();
    m_session->showArticles(ArticleFilter::forFeed(big));
    ArticleListModel *list = m_session->articleModel();
    QCOMPARE(list->rowCount(), 200);
    m_session->markShownRead();
    const FeedTreeModel *tree = m_session->feedModel();
    QTRY_COMPARE(tree->indexForFeed(big).data(UnreadCountRole).toInt(), 0);
    QCOMPARE(tree->indexForFeed(small).data(UnreadCountRole).toInt(), 3);
    QCOMPARE(tree->allArticlesIndex().data(UnreadCountRole).toInt(), 3);
    QTRY_VERIFY(list->index(199, 0).data(ReadRole).toBool());
    QCOMPARE(ArticleStore(m_db->connection()).count(ArticleFilter::forFeed(big)).unread, 0);
    // A search's results: only those.
    QVERIFY(m_writer->indexSearchQueue().result() >= 0); // as indexed, not by substring
    m_session->showSearch(SearchQuery::parse(u"part 2"_s));
    QCOMPARE(list->rowCount(), 2); // Small 2 and Big 2
    m_session->markShownRead();
    QTRY_COMPARE(tree->indexForFeed(small).data(UnreadCountRole).toInt(), 2);
}

LECTERN_TEST_MAIN(tst_librarysession, TestLibrarySession)
#include "tst_librarysession.moc"
