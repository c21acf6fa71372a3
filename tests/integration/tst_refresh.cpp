// Refreshing several feeds from a local server: conditional GET, unchanged bodies, failures
// recorded per feed, recovery.
#include "library/articlestore.h"
#include "library/database.h"
#include "library/feedstore.h"
#include "library/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "testhttpserver.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestRefresh : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void refreshesAllAndRecordsFailures();
    void secondRefreshCostsNoParse();
    void recoveredFeedClearsItsError();
    void oneJobAtATimeStillFinishes();
    void permanentRedirectMovesTheFeed();
    void temporaryRedirectKeepsTheAddress();
    void goneFeedIsNoLongerPolled();

private:
    RefreshSummary refresh(const QList<qint64> &feeds = {}, int jobs = 8);
    qint64 addFeed(const QString &path);

    QByteArray m_rss;
    TestHttpServer m_server;
    QNetworkAccessManager m_network;
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
};

void TestRefresh::initTestCase()
{
    QVERIFY(m_server.start());
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    m_rss = fixture.readAll();
    TestHttpServer::Response tagged;
    tagged.headers = {{"Content-Type", "application/rss+xml"}, {"ETag", "\"v1\""}};
    tagged.body = m_rss;
    m_server.serve("/tagged.rss", tagged);
    m_server.serveBody("/plain.rss", m_rss, "application/rss+xml");
    m_server.redirect("/moved.rss", 301, "/hop.rss");
    m_server.redirect("/hop.rss", 308, "/plain.rss");
    m_server.redirect("/temporary.rss", 302, "/plain.rss");
    m_server.redirect("/mixed.rss", 301, "/temporary.rss");
    TestHttpServer::Response gone;
    gone.status = 410;
    gone.reason = "Gone";
    m_server.serve("/gone.rss", gone);
}

void TestRefresh::init()
{
    static int n = 0;
    m_db = std::make_unique<Database>(m_dir.filePath(u"refresh-%1.sqlite"_s.arg(++n)));
    QVERIFY(m_db->open());
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
}

void TestRefresh::cleanup()
{
    m_writer.reset();
    m_db.reset();
}

qint64 TestRefresh::addFeed(const QString &path)
{
    const auto added = FeedStore(m_db->connection()).addUnfetched(m_server.url(path), path, {}, 0);
    return added ? *FeedStore(m_db->connection()).idForUrl(m_server.url(path)) : 0;
}

RefreshSummary TestRefresh::refresh(const QList<qint64> &feeds, int jobs)
{
    FeedFetcher fetcher(&m_network);
    FeedRefresher refresher(m_db->connection(), m_writer.get(), &fetcher);
    refresher.setConcurrency(jobs);
    QSignalSpy finished(&refresher, &FeedRefresher::finished);
    refresher.refresh(feeds);
    [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000); }();
    // The outcome records are queued behind the ingests: wait until they landed.
    m_writer->setRead({}, true).waitForFinished();
    return finished.isEmpty() ? RefreshSummary{} : finished.first().at(0).value<RefreshSummary>();
}

void TestRefresh::refreshesAllAndRecordsFailures()
{
    const qint64 good = addFeed(u"/tagged.rss"_s);
    const qint64 bad = addFeed(u"/missing.rss"_s);
    const RefreshSummary summary = refresh();
    QCOMPARE(summary.total, 2);
    QCOMPARE(summary.changed, 1);
    QCOMPARE(summary.failed, 1);
    QCOMPARE(summary.newArticles, 2);
    QVERIFY(summary.errors.first().contains(u"404"_s));
    FeedStore feeds(m_db->connection());
    QVERIFY(feeds.feed(good)->lastError.isEmpty());
    QCOMPARE(feeds.feed(good)->title, u"Compiler Field Notes"_s);
    QVERIFY(feeds.feed(bad)->lastError.contains(u"404"_s));
    QCOMPARE(ArticleStore(m_db->connection()).articles(good).size(), 2);
}

void TestRefresh::secondRefreshCostsNoParse()
{
    const qint64 tagged = addFeed(u"/tagged.rss"_s);
    const qint64 plain = addFeed(u"/plain.rss"_s);
    QCOMPARE(refresh().changed, 2);
    const qsizetype before = m_server.requests().size();
    const RefreshSummary again = refresh();
    QCOMPARE(again.unchanged, 2);
    QCOMPARE(again.changed, 0);
    // The tagged feed was asked conditionally and answered 304.
    const auto requests = m_server.requests().mid(before);
    bool conditional = false;
    for (const auto &request : requests)
        conditional = conditional || (request.path == "/tagged.rss" &&
                                      request.headers.value("if-none-match") == "\"v1\"");
    QVERIFY(conditional);
    QVERIFY(FeedStore(m_db->connection()).feed(tagged)->lastError.isEmpty());
    QVERIFY(FeedStore(m_db->connection()).feed(plain)->lastError.isEmpty());
}

void TestRefresh::recoveredFeedClearsItsError()
{
    TestHttpServer server;
    QVERIFY(server.start());
    TestHttpServer::Response failing;
    failing.status = 500;
    failing.reason = "Internal Server Error";
    server.serve("/flaky.rss", failing);
    const auto added =
        FeedStore(m_db->connection()).addUnfetched(server.url(u"/flaky.rss"_s), u"flaky"_s, {}, 0);
    QVERIFY(added && *added);
    const qint64 id = *FeedStore(m_db->connection()).idForUrl(server.url(u"/flaky.rss"_s));
    QCOMPARE(refresh().failed, 1);
    QVERIFY(FeedStore(m_db->connection()).feed(id)->lastError.contains(u"500"_s));
    server.serveBody("/flaky.rss", m_rss, "application/rss+xml");
    QCOMPARE(refresh().changed, 1);
    QVERIFY(FeedStore(m_db->connection()).feed(id)->lastError.isEmpty());
}

void TestRefresh::oneJobAtATimeStillFinishes()
{
    addFeed(u"/tagged.rss"_s);
    addFeed(u"/plain.rss"_s);
    const qint64 missing = addFeed(u"/missing.rss"_s);
    const RefreshSummary summary = refresh({}, 1);
    QCOMPARE(summary.total, 3);
    QCOMPARE(summary.changed + summary.unchanged + summary.failed, 3);
    QCOMPARE(refresh({missing}).total, 1); // one feed only
}

void TestRefresh::permanentRedirectMovesTheFeed()
{
    const qint64 id = addFeed(u"/moved.rss"_s);
    const RefreshSummary summary = refresh();
    QCOMPARE(summary.changed, 1);
    QCOMPARE(FeedStore(m_db->connection()).feed(id)->url, m_server.url(u"/plain.rss"_s));
    QCOMPARE(ArticleStore(m_db->connection()).articles(id).size(), 2);
}

void TestRefresh::temporaryRedirectKeepsTheAddress()
{
    const qint64 temporary = addFeed(u"/temporary.rss"_s);
    const qint64 mixed = addFeed(u"/mixed.rss"_s); // 301 then 302: not a move
    QCOMPARE(refresh().failed, 0);
    QCOMPARE(FeedStore(m_db->connection()).feed(temporary)->url, m_server.url(u"/temporary.rss"_s));
    QCOMPARE(FeedStore(m_db->connection()).feed(mixed)->url, m_server.url(u"/mixed.rss"_s));
}

void TestRefresh::goneFeedIsNoLongerPolled()
{
    const qint64 id = addFeed(u"/gone.rss"_s);
    addFeed(u"/plain.rss"_s);
    const RefreshSummary first = refresh();
    QCOMPARE(first.total, 2);
    QCOMPARE(first.failed, 1);
    QVERIFY(FeedStore(m_db->connection()).feed(id)->lastError.contains(u"410"_s));
    const RefreshSummary second = refresh();
    QCOMPARE(second.total, 1); // the gone feed is left alone
    QCOMPARE(second.failed, 0);
    QVERIFY(FeedStore(m_db->connection()).feed(id)); // and kept, with its articles
}

QTEST_GUILESS_MAIN(TestRefresh)
#include "tst_refresh.moc"
