#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/searchfile.h"
#include "library/ingest/feedingest.h"
#include "library/search/searchindexer.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "library/stores/articlestore.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/capturewrites.h"
#include "library/writes/feedwrites.h"
#include "library/writes/librarywriter.h"
#include "testregistry.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestLibraryWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void refusesMemoryDatabase();
    void ingestAnnouncesWhatChanged();
    void flagsAnnounceArticles();
    void writesCommittedTogetherAreAnnouncedOnce();
    void feedPropertiesAreKeptAcrossRefreshes();
    void aFeedIsRenamedWhileItsArticlesWaitForTheIndex();
    void aFeedMovesToANewAddress();
    void unknownArticleChangesNothing();
    void queuedWritesLandBeforeShutdown();
    void readingPositionIsKept();
    void failedWriteAmongQueuedOnesChangesNothing();
    void indexesStoredArticlesWhenIdle();
    void indexesWhatAnEarlierSessionLeft();
    void indexesWhileTheLibraryIsBeingWritten();
    void capturesGoThroughTheWriter();

private:
    static ParsedFeed feed(int entries);
    qint64 queued();
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Database> m_reader; // the window's side: reads only
};

ParsedFeed TestLibraryWriter::feed(int entries)
{
    ParsedFeed parsed;
    parsed.title = u"Writer Notes"_s;
    for (int i = 0; i < entries; ++i) {
        ParsedEntry entry;
        entry.id = u"e%1"_s.arg(i);
        entry.title = u"Entry %1"_s.arg(i);
        entry.published = QDateTime(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::UTC).addSecs(i * 60);
        parsed.entries.append(entry);
    }
    return parsed;
}

void TestLibraryWriter::init()
{
    static int n = 0;
    m_path = m_dir.filePath(u"lib-%1.sqlite"_s.arg(++n));
    m_reader = std::make_unique<Database>(m_path);
    QVERIFY(m_reader->open());
}

void TestLibraryWriter::cleanup()
{
    m_reader.reset();
}

void TestLibraryWriter::refusesMemoryDatabase()
{
    LibraryWriter writer(u":memory:"_s);
    QVERIFY(!writer.start());
    QVERIFY(writer.errorString().contains(u"file"_s));
}

void TestLibraryWriter::ingestAnnouncesWhatChanged()
{
    LibraryWriter writer(m_path);
    QVERIFY2(writer.start(), qPrintable(writer.errorString()));
    QSignalSpy changed(&writer, &LibraryWriter::changed);
    const QUrl url(u"http://127.0.0.1/writer.xml"_s);
    QFuture<IngestResult> first = writer.ingest(url, feed(3));
    first.waitForFinished();
    QVERIFY(first.result().ok);
    QCOMPARE(first.result().added, 3);
    QTRY_COMPARE(changed.count(), 1);
    auto change = changed.takeFirst().at(0).value<LibraryChange>();
    QCOMPARE(change.feeds, QList<qint64>{first.result().feedId});
    QVERIFY(change.structure); // a new feed
    // The reading connection sees the committed write.
    QCOMPARE(ArticleStore(m_reader->connection()).articles(0).size(), 3);

    QFuture<IngestResult> second = writer.ingest(url, feed(4));
    second.waitForFinished();
    QCOMPARE(second.result().added, 1);
    QTRY_COMPARE(changed.count(), 1);
    QVERIFY(!changed.takeFirst().at(0).value<LibraryChange>().structure);
}

void TestLibraryWriter::feedPropertiesAreKeptAcrossRefreshes()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    const QUrl url(u"http://127.0.0.1/props.xml"_s);
    QSignalSpy changed(&writer, &LibraryWriter::changed);
    QFuture<IngestResult> first = writer.ingest(url, feed(2));
    first.waitForFinished();
    QTRY_COMPARE(changed.count(), 1); // the ingest's own announcement
    changed.clear();
    const qint64 id = first.result().feedId;
    const QString own = FeedStore(m_reader->connection()).feed(id)->title;

    // A title of the reader's own survives the feed's next fetch.
    QVERIFY(writer.feeds().rename(id, u"  My GPU reading  "_s).result());
    QTRY_COMPARE(changed.count(), 1);
    QVERIFY(changed.takeFirst().at(0).value<LibraryChange>().structure);
    writer.ingest(url, feed(3)).waitForFinished();
    QCOMPARE(FeedStore(m_reader->connection()).feed(id)->title, u"My GPU reading"_s);
    // An empty one gives the feed's own back at its next fetch.
    QVERIFY(writer.feeds().rename(id, QString()).result());
    writer.ingest(url, feed(3)).waitForFinished();
    QCOMPARE(FeedStore(m_reader->connection()).feed(id)->title, own);

    QTRY_COMPARE(changed.count(), 3); // an ingest, the reset, an ingest
    changed.clear();
    QVERIFY(writer.feeds().setInterval(id, 90).result());
    QVERIFY(writer.feeds().setRetention(id, 30).result());
    QTRY_COMPARE(changed.count(), 2);
    QCOMPARE(changed.first().at(0).value<LibraryChange>().feeds, QList<qint64>{id});
    auto record = FeedStore(m_reader->connection()).feed(id);
    QCOMPARE(record->intervalMinutes, std::optional<int>(90));
    QCOMPARE(record->retentionDays, std::optional<int>(30));
    QVERIFY(writer.feeds().setInterval(id, std::nullopt).result());
    QVERIFY(writer.feeds().setRetention(id, std::nullopt).result());
    record = FeedStore(m_reader->connection()).feed(id);
    QVERIFY(!record->intervalMinutes && !record->retentionDays);
    QVERIFY(!writer.feeds().rename(id + 100, u"nobody"_s).result()); // no such feed
}

// A feed's new title queues its articles for the index again; some are still queued from their
// fetch. The feed's upsert (INSERT ... ON CONFLICT DO UPDATE) turned the queueing trigger's
// INSERT OR IGNORE into an abort, and the refresh failed (schema 23 as first written).
void TestLibraryWriter::aFeedIsRenamedWhileItsArticlesWaitForTheIndex()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    const QUrl url(u"http://127.0.0.1/renamed.xml"_s);
    const IngestResult first = writer.ingest(url, feed(2)).result();
    QVERIFY2(first.ok, qPrintable(first.error));
    QVERIFY(writer.feeds().rename(first.feedId, u"Mine"_s).result());
    QVERIFY(writer.feeds().rename(first.feedId, QString()).result());
    const IngestResult again = writer.ingest(url, feed(3)).result(); // the feed's title again
    QVERIFY2(again.ok, qPrintable(again.error));
    QCOMPARE(FeedStore(m_reader->connection()).feed(first.feedId)->title, u"Writer Notes"_s);
    QTRY_COMPARE(queued(), 0);
    // Indexed under the title it has now, once each.
    SearchStore search(m_reader->connection());
    QCOMPARE(search.count(SearchQuery::parse(u"writer notes"_s)), 3);
    QCOMPARE(search.count(SearchQuery::parse(u"mine"_s)), 0);
}

void TestLibraryWriter::aFeedMovesToANewAddress()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    const QUrl old(u"http://127.0.0.1/old.xml"_s);
    const QUrl other(u"http://127.0.0.1/other.xml"_s);
    const qint64 id = writer.ingest(old, feed(2)).result().feedId;
    writer.ingest(other, feed(1)).waitForFinished();
    FeedStore feeds(m_reader->connection());
    const QDateTime stored = feeds.feed(id)->lastSuccessAt;
    QVERIFY(stored.isValid()); // as Feed Properties says
    QVERIFY(qAbs(stored.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    // What the old server said (validators, body hash, a failure) is forgotten.
    FeedFetchOutcome failed;
    failed.error = u"HTTP 404"_s;
    failed.httpStatus = 404;
    QVERIFY(writer.feeds().recordFetch(id, failed).result());
    QVERIFY(!feeds.feed(id)->lastError.isEmpty());
    QCOMPARE(feeds.feed(id)->lastSuccessAt, stored); // a failure is no success

    const QUrl moved(u"https://127.0.0.1/new/feed.xml"_s);
    QVERIFY(writer.feeds().setUrl(id, moved).result());
    const auto record = feeds.feed(id);
    QCOMPARE(record->url, moved);
    QVERIFY(record->lastError.isEmpty());
    const FeedFetchState state = feeds.fetchStates({id}).value(0);
    QVERIFY(state.etag.isEmpty() && state.bodyHash.isEmpty() && state.errorCount == 0);
    QCOMPARE(ArticleStore(m_reader->connection()).articles(ArticleFilter::forFeed(id)).size(), 2);
    // Another feed's address, or one that is not on the web, is refused; nothing changes.
    QVERIFY(!writer.feeds().setUrl(id, other).result());
    QVERIFY(!writer.feeds().setUrl(id, QUrl(u"ftp://127.0.0.1/feed.xml"_s)).result());
    QCOMPARE(feeds.feed(id)->url, moved);
}

void TestLibraryWriter::flagsAnnounceArticles()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    QSignalSpy changed(&writer, &LibraryWriter::changed);
    writer.ingest(QUrl(u"http://127.0.0.1/f.xml"_s), feed(2)).waitForFinished();
    QTRY_COMPARE(changed.count(), 1); // the ingest's own announcement
    changed.clear();
    const auto listed = ArticleStore(m_reader->connection()).articles(0);
    QFuture<bool> done = writer.articles().setRead({listed[0].id, listed[1].id}, true);
    done.waitForFinished();
    QVERIFY(done.result());
    QTRY_COMPARE(changed.count(), 1);
    const auto change = changed.first().at(0).value<LibraryChange>();
    QCOMPARE(change.articles, (QList<qint64>{listed[0].id, listed[1].id}));
    QCOMPARE(change.feeds, QList<qint64>{listed[0].feedId});
    QCOMPARE(ArticleStore(m_reader->connection()).count({}).unread, 0);
    writer.articles().setStarred({listed[1].id}, true).waitForFinished();
    QVERIFY(ArticleStore(m_reader->connection()).article(listed[1].id)->summary.starred);
}

// Writes that share a commit share an announcement: the window looks for new articles once per
// announcement, and a refresh commits dozens of feeds at a time.
void TestLibraryWriter::writesCommittedTogetherAreAnnouncedOnce()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    writer.ingest(QUrl(u"http://127.0.0.1/f.xml"_s), feed(40)).waitForFinished();
    const auto listed = ArticleStore(m_reader->connection()).articles(0);
    QCOMPARE(listed.size(), 40);
    QSignalSpy changed(&writer, &LibraryWriter::changed);
    QTRY_COMPARE(changed.count(), 1); // the ingest's own announcement
    changed.clear();

    // A long write first, so that the forty after it wait in the queue together.
    QFuture<IngestResult> big = writer.ingest(QUrl(u"http://127.0.0.1/big.xml"_s), feed(2000));
    QList<QFuture<bool>> stars;
    for (const ArticleSummary &article : listed)
        stars << writer.articles().setStarred({article.id}, true);
    for (QFuture<bool> &star : stars) {
        star.waitForFinished();
        QVERIFY(star.result());
    }
    QVERIFY(big.result().ok);
    // Forty-one writes, in two or three commits (the first may take some stars along).
    QList<qint64> announced;
    QTRY_VERIFY([&] {
        announced.clear();
        for (const QList<QVariant> &arguments : std::as_const(changed))
            announced += arguments.at(0).value<LibraryChange>().articles;
        return announced.size() >= 40;
    }());
    QTest::qWait(50);
    QVERIFY2(changed.count() <= 3, qPrintable(QString::number(changed.count())));
    QCOMPARE(announced.size(), 40); // each article once
    for (const ArticleSummary &article : listed)
        QVERIFY(announced.contains(article.id));
}

void TestLibraryWriter::unknownArticleChangesNothing()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    writer.ingest(QUrl(u"http://127.0.0.1/f.xml"_s), feed(1)).waitForFinished();
    const qint64 id = ArticleStore(m_reader->connection()).articles(0).first().id;
    QFuture<bool> done = writer.articles().setRead({id, 999999}, true);
    done.waitForFinished();
    QVERIFY(!done.result());
    QCOMPARE(ArticleStore(m_reader->connection()).count({}).unread, 1); // all or nothing
}

void TestLibraryWriter::queuedWritesLandBeforeShutdown()
{
    QList<qint64> ids;
    {
        LibraryWriter writer(m_path);
        QVERIFY(writer.start());
        writer.ingest(QUrl(u"http://127.0.0.1/f.xml"_s), feed(40)).waitForFinished();
        for (const ArticleSummary &article : ArticleStore(m_reader->connection()).articles(0))
            ids.append(article.id);
        for (int round = 0; round < 4; ++round) { // more than one batch of 64
            for (qint64 id : std::as_const(ids))
                writer.articles().setStarred({id}, round % 2 ==
                                                       1); // not waited for; the last round stars
        }
    } // the writer goes away with the writes still queued
    ArticleFilter starred;
    starred.starredOnly = true;
    QCOMPARE(ArticleStore(m_reader->connection()).count(starred).total, int(ids.size()));
}

void TestLibraryWriter::readingPositionIsKept()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    QSignalSpy changed(&writer, &LibraryWriter::changed);
    writer.ingest(QUrl(u"http://127.0.0.1/f.xml"_s), feed(2)).waitForFinished();
    QTRY_COMPARE(changed.count(), 1); // the ingest's own announcement
    changed.clear();
    const auto listed = ArticleStore(m_reader->connection()).articles(0);
    const ArticleStore store(m_reader->connection());
    QCOMPARE(store.article(listed[0].id)->readingPosition, 0.0); // a new article starts at the top

    QFuture<bool> done = writer.articles().setReadingPosition(listed[0].id, 0.625);
    done.waitForFinished();
    QVERIFY(done.result());
    QCOMPARE(store.article(listed[0].id)->readingPosition, 0.625);
    QCOMPARE(store.article(listed[1].id)->readingPosition, 0.0); // only that article

    // Out-of-range and NaN fractions are clamped, never stored as they came.
    writer.articles().setReadingPosition(listed[1].id, 7.5).waitForFinished();
    QCOMPARE(store.article(listed[1].id)->readingPosition, 1.0);
    writer.articles().setReadingPosition(listed[1].id, -0.5).waitForFinished();
    QCOMPARE(store.article(listed[1].id)->readingPosition, 0.0);
    writer.articles().setReadingPosition(listed[1].id, std::nan("")).waitForFinished();
    QCOMPARE(store.article(listed[1].id)->readingPosition, 0.0);

    // An unknown article is a failed write.
    done = writer.articles().setReadingPosition(999999, 0.5);
    done.waitForFinished();
    QVERIFY(!done.result());

    // Nothing to announce: counts and rows are unchanged by a scroll.
    QTest::qWait(50);
    QCOMPARE(changed.count(), 0);
    // Reading state is independent of the position.
    QVERIFY(!store.article(listed[0].id)->summary.read);
}

// Writes queued together share one commit; each is still all or nothing on its own.
void TestLibraryWriter::failedWriteAmongQueuedOnesChangesNothing()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    writer.ingest(QUrl(u"http://127.0.0.1/f.xml"_s), feed(3)).waitForFinished();
    const auto listed = ArticleStore(m_reader->connection()).articles(0);
    QCOMPARE(listed.size(), 3);
    QList<QFuture<bool>> flags;
    flags << writer.articles().setRead({listed[0].id}, true);
    flags << writer.articles().setRead({listed[1].id, 999999},
                                       true); // fails: the known id stays unread
    flags << writer.articles().setStarred({listed[2].id}, true);
    QFuture<IngestResult> other = writer.ingest(QUrl(u"http://127.0.0.1/g.xml"_s), feed(2));
    for (QFuture<bool> &flag : flags)
        flag.waitForFinished();
    other.waitForFinished();
    QVERIFY(flags[0].result());
    QVERIFY(!flags[1].result());
    QVERIFY(flags[2].result());
    QVERIFY(other.result().ok);
    const ArticleStore articles(m_reader->connection());
    QVERIFY(articles.article(listed[0].id)->summary.read);
    QVERIFY(!articles.article(listed[1].id)->summary.read);
    QVERIFY(articles.article(listed[2].id)->summary.starred);
    QCOMPARE(articles.count({}).total, 5);
}

// The search file is written by a thread of its own and needs no write lock on the library: a
// refresh goes on storing while what it stored is indexed (schema 24). Before, indexing took
// the library's one write lock and waited for the feeds to be in.
void TestLibraryWriter::indexesWhileTheLibraryIsBeingWritten()
{
    LibraryWriter writer(m_path);
    QVERIFY2(writer.start(), qPrintable(writer.errorString()));
    auto lockFile = [](const QString &path, const QString &name) {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        return db.open() && QSqlQuery(db).exec(u"BEGIN IMMEDIATE"_s);
    };
    // The indexer kept out while the articles are stored...
    QVERIFY(lockFile(SearchFile::pathFor(m_path), u"search-lock"_s));
    QFuture<IngestResult> stored = writer.ingest(QUrl(u"http://127.0.0.1/held.xml"_s), feed(40));
    stored.waitForFinished();
    QVERIFY(stored.result().ok);
    QCOMPARE(queued(), 40);
    // ...and let in while another connection holds the library's write lock.
    QVERIFY(lockFile(m_path, u"library-lock"_s));
    QSqlQuery(QSqlDatabase::database(u"search-lock"_s)).exec(u"ROLLBACK"_s);
    QTRY_COMPARE(queued(), 0);
    SearchStore search(m_reader->connection());
    QCOMPARE(search.count(SearchQuery::parse(u"entry"_s)), 40);
    QSqlQuery(QSqlDatabase::database(u"library-lock"_s)).exec(u"ROLLBACK"_s);
    for (const QString &name : {u"search-lock"_s, u"library-lock"_s}) {
        QSqlDatabase::database(name).close();
        QSqlDatabase::removeDatabase(name);
    }
}

// Offline capture's writes: queue by policy, store a capture (announced), record failures.
void TestLibraryWriter::capturesGoThroughTheWriter()
{
    LibraryWriter writer(m_path);
    QVERIFY(writer.start());
    ParsedFeed parsed = feed(2);
    for (ParsedEntry &entry : parsed.entries)
        entry.link = QUrl(u"http://127.0.0.1/posts/"_s + entry.id);
    QSignalSpy changed(&writer, &LibraryWriter::changed);
    writer.ingest(QUrl(u"http://127.0.0.1/f.xml"_s), parsed).waitForFinished();
    QTRY_COMPARE(changed.count(), 1); // the ingest's own announcement
    changed.clear();
    // Decided as they were stored: no text at all, both are teasers.
    QCOMPARE(CaptureStore(m_reader->connection()).waiting().value_or(-1), 2);
    QFuture<int> decided = writer.captures().decide();
    decided.waitForFinished();
    QCOMPARE(decided.result(), 0);
    const auto listed = ArticleStore(m_reader->connection()).articles(0);
    CapturedArticle captured;
    captured.articleId = listed[0].id;
    captured.html = u"<p>The whole post.</p>"_s;
    captured.text = u"The whole post."_s;
    QFuture<CaptureState> stored = writer.captures().store(captured);
    stored.waitForFinished();
    QCOMPARE(stored.result(), CaptureState::Done);
    QTRY_COMPARE(changed.count(), 1);
    const auto change = changed.first().at(0).value<LibraryChange>();
    QCOMPARE(change.articles, QList<qint64>{listed[0].id});
    QCOMPARE(change.feeds, QList<qint64>{listed[0].feedId});
    QVERIFY(ArticleStore(m_reader->connection()).article(listed[0].id)->summary.captured);
    QFuture<bool> failed = writer.captures().recordFailure(listed[1].id, u"HTTP 500"_s);
    failed.waitForFinished();
    QVERIFY(failed.result());
    QCOMPARE(CaptureStore(m_reader->connection()).lastError(listed[1].id), u"HTTP 500"_s);
    QFuture<bool> policy = writer.captures().setPolicy(listed[0].feedId, CapturePolicy::Never);
    QFuture<bool> rule = writer.captures().setRule(listed[0].feedId, u"article"_s, u".share"_s);
    rule.waitForFinished();
    QVERIFY(rule.result());
    QCOMPARE(CaptureStore(m_reader->connection()).target(listed[0].id)->selector, u"article"_s);
    policy.waitForFinished();
    QVERIFY(policy.result());
    QCOMPARE(
        CaptureStore(m_reader->connection()).policy(listed[0].feedId).value_or(CapturePolicy::Auto),
        CapturePolicy::Never);
}

LECTERN_TEST_GUILESS_MAIN(tst_librarywriter, TestLibraryWriter)
qint64 TestLibraryWriter::queued()
{
    return SearchIndexer(m_reader->connection()).queuedCount().value_or(-1);
}

void TestLibraryWriter::indexesStoredArticlesWhenIdle()
{
    LibraryWriter writer(m_path);
    QVERIFY2(writer.start(), qPrintable(writer.errorString()));
    // More than one indexing batch: the writer keeps going until the queue is empty.
    QFuture<IngestResult> stored = writer.ingest(QUrl(u"http://127.0.0.1/idle.xml"_s), feed(300));
    stored.waitForFinished();
    QVERIFY(stored.result().ok);
    // Searchable at once, indexed or not.
    SearchStore search(m_reader->connection());
    QCOMPARE(search.count(SearchQuery::parse(u"entry"_s)), 300);
    QTRY_COMPARE(queued(), 0);
    QCOMPARE(search.count(SearchQuery::parse(u"entry"_s)), 300);
    QSqlQuery query(m_reader->connection());
    QVERIFY(query.exec(u"SELECT count(*) FROM search_words WHERE search_words MATCH 'entry'"_s) &&
            query.next());
    QCOMPARE(query.value(0).toInt(), 300);
}

void TestLibraryWriter::indexesWhatAnEarlierSessionLeft()
{
    {
        // A session that ends with articles still queued.
        QVERIFY(m_reader->connection().transaction());
        const IngestResult stored =
            FeedIngest::ingest(m_reader->connection(), QUrl(u"http://127.0.0.1/left.xml"_s),
                               feed(5), FeedIngest::SearchIndexing::Later);
        QVERIFY(stored.ok);
        QVERIFY(m_reader->connection().commit());
        QCOMPARE(queued(), 5);
    }
    LibraryWriter writer(m_path);
    QVERIFY2(writer.start(), qPrintable(writer.errorString()));
    QTRY_COMPARE(queued(), 0);
    QFuture<int> rest = writer.indexSearchQueue();
    rest.waitForFinished();
    QCOMPARE(rest.result(), 0);
}

#include "tst_librarywriter.moc"
