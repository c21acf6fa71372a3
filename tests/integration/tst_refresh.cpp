// Refreshing several feeds from a local server: conditional GET, unchanged bodies, failures
// recorded per feed, recovery, waits after Retry-After and backoff, per-host and global
// concurrency limits, Basic auth, and every injected fault ending in a clear per-feed error with
// nothing stored lost.
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/memorycredentialstore.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

Q_DECLARE_METATYPE(TestHttpServer::Response)

class TestRefresh : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void refreshesAllAndRecordsFailures();
    void secondRefreshCostsNoParse();
    void aRewrittenArticleIsCountedAsChanged();
    void conditionalRequestsSendOneValidator();
    void recoveredFeedClearsItsError();
    void oneJobAtATimeStillFinishes();
    void fetchesGoOnWhileTheWriterStores();
    void largeFeedIsStoredAsItIsRead();
    void permanentRedirectMovesTheFeed();
    void temporaryRedirectKeepsTheAddress();
    void goneFeedIsNoLongerPolled();
    void retryAfterHoldsTheFeed();
    void backoffGrowsAndSuccessResetsIt();
    void perHostLimitHolds();
    void globalLimitHoldsAcrossHosts();
    void basicAuthWithStoredPassword();
    void basicAuthFailuresAreClear_data();
    void basicAuthFailuresAreClear();
    void faultsEndInAClearErrorAndLoseNothing_data();
    void faultsEndInAClearErrorAndLoseNothing();

private:
    struct Setup
    {
        int jobs = 8;
        int perHost = 8;
        FeedRefresher::Waits waits = FeedRefresher::Waits::Respect;
        CredentialStore *credentials = nullptr;
        FeedFetcher::Limits limits;
    };
    RefreshSummary refresh(const QList<qint64> &feeds = {}, int jobs = 8);
    RefreshSummary refresh(const QList<qint64> &feeds, const Setup &setup);
    qint64 addFeed(const QString &path);
    qint64 addFeed(const QUrl &url);
    FeedFetchState stateOf(qint64 id);

    QByteArray m_rss;
    TestHttpServer m_server;
    HttpClient m_network;
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
    return addFeed(m_server.url(path));
}

qint64 TestRefresh::addFeed(const QUrl &url)
{
    const auto added = FeedStore(m_db->connection()).addUnfetched(url, url.path(), {}, 0);
    return added ? *FeedStore(m_db->connection()).idForUrl(url) : 0;
}

FeedFetchState TestRefresh::stateOf(qint64 id)
{
    return FeedStore(m_db->connection()).fetchStates({id}).value(0);
}

RefreshSummary TestRefresh::refresh(const QList<qint64> &feeds, int jobs)
{
    Setup setup;
    setup.jobs = jobs;
    return refresh(feeds, setup);
}

RefreshSummary TestRefresh::refresh(const QList<qint64> &feeds, const Setup &setup)
{
    FeedFetcher fetcher(&m_network);
    fetcher.setLimits(setup.limits);
    FeedRefresher refresher(m_db->connection(), m_writer.get(), &fetcher);
    refresher.setConcurrency(setup.jobs);
    refresher.setPerHostLimit(setup.perHost);
    refresher.setCredentialStore(setup.credentials);
    QSignalSpy finished(&refresher, &FeedRefresher::finished);
    refresher.refresh(feeds, setup.waits);
    [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000); }();
    // The outcome records are queued behind the ingests: wait until they landed.
    m_writer->articles().setRead({}, true).waitForFinished();
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

// The author fixed a title: the refresh stores no new article but says one changed.
void TestRefresh::aRewrittenArticleIsCountedAsChanged()
{
    m_server.serveBody("/edited.rss", m_rss, "application/rss+xml");
    addFeed(u"/edited.rss"_s);
    QCOMPARE(refresh().newArticles, 2);
    QByteArray edited = m_rss;
    edited.replace("<title>SSA in forty lines</title>", "<title>SSA in forty-two lines</title>");
    QVERIFY(edited != m_rss);
    m_server.serveBody("/edited.rss", edited, "application/rss+xml");
    const RefreshSummary summary = refresh();
    QCOMPARE(summary.newArticles, 0);
    QCOMPARE(summary.changedArticles, 1);
    QCOMPARE(summary.changed, 1);
}

void TestRefresh::conditionalRequestsSendOneValidator()
{
    // A feed with a date only is asked with If-Modified-Since; one with an entity tag too is
    // asked with If-None-Match alone, which a server must prefer (RFC 9110, 13.1.3).
    const QByteArray date = "Tue, 01 Dec 2026 08:00:00 GMT";
    TestHttpServer::Response dated;
    dated.headers = {{"Content-Type", "application/rss+xml"}, {"Last-Modified", date}};
    dated.body = m_rss;
    m_server.serve("/dated.rss", dated);
    TestHttpServer::Response both = dated;
    both.headers.append(qMakePair("ETag"_ba, "\"v2\""_ba));
    m_server.serve("/both.rss", both);
    addFeed(u"/dated.rss"_s);
    addFeed(u"/both.rss"_s);
    QCOMPARE(refresh().changed, 2);
    const qsizetype before = m_server.requests().size();
    QCOMPARE(refresh().unchanged, 2);
    const auto requests = m_server.requests().mid(before);
    QCOMPARE(requests.size(), 2);
    for (const auto &request : requests) {
        if (request.path == "/dated.rss") {
            QCOMPARE(request.headers.value("if-modified-since"), date);
            QVERIFY(!request.headers.contains("if-none-match"));
        } else {
            QCOMPARE(request.headers.value("if-none-match"), "\"v2\""_ba);
            QVERIFY(!request.headers.contains("if-modified-since"));
        }
    }
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
    QCOMPARE(refresh().waiting, 1); // backing off: a refresh of all leaves it alone
    Setup asked;
    asked.waits = FeedRefresher::Waits::Override; // the user asks for this feed
    QCOMPARE(refresh({id}, asked).changed, 1);
    QVERIFY(FeedStore(m_db->connection()).feed(id)->lastError.isEmpty());
}

void TestRefresh::largeFeedIsStoredAsItIsRead()
{
    // A feed past FeedIngest::LargeDocumentBytes is parsed by the writer as it stores it; one
    // that is no feed at that size fails with the same clear error as a small one.
    TestHttpServer server;
    QVERIFY(server.start());
    QByteArray items;
    int count = 0;
    while (items.size() < FeedIngest::LargeDocumentBytes + 4096) {
        items += "<item><guid>p" + QByteArray::number(count) + "</guid><title>Post " +
                 QByteArray::number(count) + "</title><description>" +
                 QByteArray("Words of the post. ").repeated(10) + "</description></item>\n";
        ++count;
    }
    server.serveBody(
        "/big.rss", "<rss version=\"2.0\"><channel><title>Big</title>" + items + "</channel></rss>",
        "application/rss+xml");
    server.serveBody("/big.txt", QByteArray("not a feed at all ").repeated(250000), "text/plain");
    const auto big =
        FeedStore(m_db->connection()).addUnfetched(server.url(u"/big.rss"_s), {}, {}, 0);
    const auto text =
        FeedStore(m_db->connection()).addUnfetched(server.url(u"/big.txt"_s), {}, {}, 0);
    QVERIFY(big && text);
    const RefreshSummary summary = refresh();
    QCOMPARE(summary.changed, 1);
    QCOMPARE(summary.newArticles, count);
    QCOMPARE(summary.failed, 1);
    const qint64 textId = *FeedStore(m_db->connection()).idForUrl(server.url(u"/big.txt"_s));
    const QString error = FeedStore(m_db->connection()).feed(textId)->lastError;
    QVERIFY2(error.contains(u"/big.txt"_s) && error.contains(u"neither XML nor JSON"_s),
             qPrintable(error));
    const qint64 bigId = *FeedStore(m_db->connection()).idForUrl(server.url(u"/big.rss"_s));
    QCOMPARE(FeedStore(m_db->connection()).feed(bigId)->totalCount, count);
}

void TestRefresh::oneJobAtATimeStillFinishes()
{
    addFeed(u"/tagged.rss"_s);
    addFeed(u"/plain.rss"_s);
    const qint64 missing = addFeed(u"/missing.rss"_s);
    const RefreshSummary summary = refresh({}, 1);
    QCOMPARE(summary.total, 3);
    QCOMPARE(summary.changed + summary.unchanged + summary.failed, 3);
    Setup asked;
    asked.waits = FeedRefresher::Waits::Override;
    QCOMPARE(refresh({missing}, asked).total, 1); // one feed only
}

void TestRefresh::fetchesGoOnWhileTheWriterStores()
{
    // One fetch at a time, and the writer kept from storing (this connection holds the write
    // lock): a feed handed to the writer frees its fetch slot, so all three are fetched before
    // any is stored, and the writer finds them waiting together.
    m_server.serveBody("/third.rss", m_rss, "application/rss+xml");
    addFeed(u"/tagged.rss"_s);
    addFeed(u"/plain.rss"_s);
    addFeed(u"/third.rss"_s);
    const qsizetype before = m_server.requests().size();
    QSqlQuery lock(m_db->connection());
    QVERIFY(lock.exec(u"BEGIN IMMEDIATE"_s));
    FeedFetcher fetcher(&m_network);
    FeedRefresher refresher(m_db->connection(), m_writer.get(), &fetcher);
    refresher.setConcurrency(1);
    QSignalSpy finished(&refresher, &FeedRefresher::finished);
    refresher.refresh({}, FeedRefresher::Waits::Respect);
    QTRY_COMPARE_WITH_TIMEOUT(m_server.requests().size() - before, qsizetype(3), 3000);
    QCOMPARE(finished.count(), 0);
    QVERIFY(lock.exec(u"COMMIT"_s));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000);
    const auto summary = finished.first().at(0).value<RefreshSummary>();
    QCOMPARE(summary.changed, 3);
    QCOMPARE(summary.failed, 0);
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

void TestRefresh::retryAfterHoldsTheFeed()
{
    TestHttpServer::Response busy;
    busy.status = 429;
    busy.reason = "Too Many Requests";
    busy.headers = {{"Retry-After", "3600"}};
    m_server.serve("/busy.rss", busy);
    const qint64 id = addFeed(u"/busy.rss"_s);
    const QDateTime before = QDateTime::currentDateTimeUtc();
    QCOMPARE(refresh().failed, 1);
    const FeedFetchState state = stateOf(id);
    QCOMPARE(state.errorCount, 1);
    QVERIFY2(state.retryNotBefore >= before.addSecs(3600),
             qPrintable(state.retryNotBefore.toString()));
    QVERIFY(FeedStore(m_db->connection()).feed(id)->lastError.contains(u"429"_s));

    // A refresh of everything does not ask the server again before that time.
    const qsizetype asked = m_server.requestsFor("/busy.rss").size();
    const RefreshSummary again = refresh();
    QCOMPARE(again.total, 0);
    QCOMPARE(again.waiting, 1);
    QCOMPARE(m_server.requestsFor("/busy.rss").size(), asked);

    // Asking for the feed by name does, and a success clears the wait.
    m_server.serveBody("/busy.rss", m_rss, "application/rss+xml");
    Setup byName;
    byName.waits = FeedRefresher::Waits::Override;
    QCOMPARE(refresh({id}, byName).changed, 1);
    QCOMPARE(stateOf(id).errorCount, 0);
    QVERIFY(!stateOf(id).retryNotBefore.isValid());
    QVERIFY(FeedStore(m_db->connection()).feed(id)->lastError.isEmpty());
}

void TestRefresh::backoffGrowsAndSuccessResetsIt()
{
    TestHttpServer::Response failing;
    failing.status = 500;
    failing.reason = "Internal Server Error";
    m_server.serve("/failing.rss", failing);
    const qint64 id = addFeed(u"/failing.rss"_s);
    Setup byName;
    byName.waits = FeedRefresher::Waits::Override;
    qint64 previousDelay = 0;
    for (int attempt = 1; attempt <= 3; ++attempt) {
        const QDateTime before = QDateTime::currentDateTimeUtc();
        QCOMPARE(refresh({id}, byName).failed, 1);
        const FeedFetchState state = stateOf(id);
        QCOMPARE(state.errorCount, attempt);
        // 10 min * 2^(n-1), up to 20% more for jitter.
        const qint64 delay = before.secsTo(state.retryNotBefore);
        const qint64 base = 600LL << (attempt - 1);
        QVERIFY2(delay >= base - 2 && delay <= base * 12 / 10 + 2,
                 qPrintable(QString::number(delay)));
        QVERIFY(delay > previousDelay);
        previousDelay = delay;
    }
    m_server.serveBody("/failing.rss", m_rss, "application/rss+xml");
    QCOMPARE(refresh({id}, byName).changed, 1);
    QCOMPARE(stateOf(id).errorCount, 0);
    QVERIFY(!stateOf(id).retryNotBefore.isValid());
}

void TestRefresh::perHostLimitHolds()
{
    TestHttpServer server;
    QVERIFY(server.start());
    QList<qint64> ids;
    for (int i = 0; i < 6; ++i) {
        TestHttpServer::Response slow;
        slow.delayMs = 150;
        slow.headers = {{"Content-Type", "application/rss+xml"}};
        slow.body = m_rss;
        const QByteArray path = "/slow-" + QByteArray::number(i) + ".rss";
        server.serve(path, slow);
        ids.append(addFeed(server.url(QString::fromLatin1(path))));
    }
    Setup polite;
    polite.jobs = 8;
    polite.perHost = 2;
    const RefreshSummary summary = refresh({}, polite);
    QCOMPARE(summary.total, 6);
    QCOMPARE(summary.failed, 0);
    QCOMPARE(server.requests().size(), 6);
    // Eight jobs were allowed, but never more than two requests reached the one server at once;
    // and two did (the limit is used, not a queue of one).
    QCOMPARE(server.maxActiveRequests(), 2);
}

void TestRefresh::globalLimitHoldsAcrossHosts()
{
    // Three servers on three loopback addresses are three hosts to the refresher.
    std::vector<std::unique_ptr<TestHttpServer>> servers;
    int active = 0;
    int maxActive = 0;
    for (int n = 1; n <= 3; ++n) {
        auto server = std::make_unique<TestHttpServer>();
        if (!server->start(QHostAddress(u"127.0.0.%1"_s.arg(n))))
            QSKIP("this system does not route 127.0.0.2 and 127.0.0.3 to loopback");
        connect(server.get(), &TestHttpServer::activeRequestsChanged, this, [&] {
            active = 0;
            for (const auto &each : servers)
                active += each->activeRequests();
            maxActive = qMax(maxActive, active);
        });
        for (int i = 0; i < 3; ++i) {
            TestHttpServer::Response slow;
            slow.delayMs = 150;
            slow.headers = {{"Content-Type", "application/rss+xml"}};
            slow.body = m_rss;
            const QByteArray path = "/g-" + QByteArray::number(i) + ".rss";
            server->serve(path, slow);
            addFeed(server->url(QString::fromLatin1(path)));
        }
        servers.push_back(std::move(server));
    }
    Setup limited;
    limited.jobs = 3;
    limited.perHost = 2;
    const RefreshSummary summary = refresh({}, limited);
    QCOMPARE(summary.total, 9);
    QCOMPARE(summary.failed, 0);
    QCOMPARE(maxActive, 3);
    for (const auto &server : servers)
        QVERIFY(server->maxActiveRequests() <= 2);
}

void TestRefresh::basicAuthWithStoredPassword()
{
    TestHttpServer::Response locked;
    locked.basicAuth = "reader:open sesame";
    locked.headers = {{"Content-Type", "application/rss+xml"}};
    locked.body = m_rss;
    m_server.serve("/private.rss", locked);
    const qint64 id = addFeed(u"/private.rss"_s);
    QVERIFY(FeedStore(m_db->connection()).setAuthUser(id, u"reader"_s));
    MemoryCredentialStore passwords;
    passwords.writePassword(CredentialStore::keyFor(m_server.url(u"/private.rss"_s), u"reader"_s),
                            u"open sesame"_s, [](const QString &) {});
    Setup setup;
    setup.credentials = &passwords;
    const RefreshSummary summary = refresh({}, setup);
    QCOMPARE(summary.changed, 1);
    QCOMPARE(ArticleStore(m_db->connection()).articles(id).size(), 2);
    QVERIFY(FeedStore(m_db->connection()).feed(id)->lastError.isEmpty());
}

void TestRefresh::basicAuthFailuresAreClear_data()
{
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password"); // empty: none stored
    QTest::addColumn<bool>("store");
    QTest::addColumn<QString>("says");
    QTest::newRow("no user name") << QString() << QString() << true
                                  << u"needs a user name and password (HTTP 401)"_s;
    QTest::newRow("wrong password")
        << u"reader"_s << u"guess"_s << true << u"refused the user name and password of reader"_s;
    QTest::newRow("no password stored")
        << u"reader"_s << QString() << true << u"needs a user name and password: no password"_s;
    QTest::newRow("no password store")
        << u"reader"_s << QString() << false << u"no password store is available"_s;
}

void TestRefresh::basicAuthFailuresAreClear()
{
    QFETCH(QString, user);
    QFETCH(QString, password);
    QFETCH(bool, store);
    QFETCH(QString, says);
    TestHttpServer::Response locked;
    locked.basicAuth = "reader:open sesame";
    locked.body = m_rss;
    m_server.serve("/locked.rss", locked);
    const qint64 id = addFeed(u"/locked.rss"_s);
    if (!user.isEmpty())
        QVERIFY(FeedStore(m_db->connection()).setAuthUser(id, user));
    MemoryCredentialStore passwords;
    if (!password.isEmpty()) {
        passwords.writePassword(CredentialStore::keyFor(m_server.url(u"/locked.rss"_s), user),
                                password, [](const QString &) {});
    }
    Setup setup;
    setup.credentials = store ? &passwords : nullptr;
    QCOMPARE(refresh({}, setup).failed, 1);
    const QString error = FeedStore(m_db->connection()).feed(id)->lastError;
    QVERIFY2(error.contains(says), qPrintable(error));
    QCOMPARE(stateOf(id).errorCount, 1);
}

void TestRefresh::faultsEndInAClearErrorAndLoseNothing_data()
{
    QTest::addColumn<TestHttpServer::Response>("fault");
    QTest::addColumn<QString>("says");
    QTest::addColumn<bool>("gone");
    const auto status = [](int code, const QByteArray &reason) {
        TestHttpServer::Response response;
        response.status = code;
        response.reason = reason;
        response.body = "error page";
        return response;
    };
    QTest::newRow("404") << status(404, "Not Found") << u"HTTP 404 Not Found"_s << false;
    QTest::newRow("410") << status(410, "Gone") << u"no longer checked"_s << true;
    TestHttpServer::Response busy = status(429, "Too Many Requests");
    busy.headers = {{"Retry-After", "120"}};
    QTest::newRow("429") << busy << u"not to come back before"_s << false;
    QTest::newRow("500") << status(500, "Internal Server Error") << u"HTTP 500"_s << false;
    TestHttpServer::Response stalled;
    stalled.stall = true;
    stalled.body = "<rss version=\"2.0\"><channel><title>half";
    QTest::newRow("stalled body") << stalled << u"timed out"_s << false;
    TestHttpServer::Response endless;
    endless.endless = true;
    QTest::newRow("endless body") << endless << u"more than"_s << false;
    TestHttpServer::Response bomb;
    bomb.headers = {{"Content-Type", "application/rss+xml"}, {"Content-Encoding", "gzip"}};
    bomb.body = TestHttpServer::gzip(QByteArray(8 * 1024 * 1024, '<'));
    QTest::newRow("gzip bomb") << bomb << u"(decompressed)"_s << false;
    TestHttpServer::Response picture;
    picture.headers = {{"Content-Type", "image/jpeg"}};
    picture.body = "\xff\xd8\xff\xe0 jpeg";
    QTest::newRow("wrong content type") << picture << u"sent image/jpeg, not a feed"_s << false;
    TestHttpServer::Response html;
    html.headers = {{"Content-Type", "text/html; charset=utf-8"}};
    html.body = "<!doctype html><html><head><title>Welcome</title></head><body>hi</body></html>";
    QTest::newRow("HTML instead of a feed") << html << u"HTML page, not a feed"_s << false;
    TestHttpServer::Response reset;
    reset.resetMidBody = true;
    reset.body = QByteArray(256 * 1024, 'x');
    QTest::newRow("reset mid-body") << reset << u"/fault.rss"_s << false;
    TestHttpServer::Response loop;
    loop.status = 302;
    loop.reason = "Found";
    loop.headers = {{"Location", "/fault-hop.rss"}};
    QTest::newRow("redirect loop") << loop << u"redirects in a loop"_s << false;
}

void TestRefresh::faultsEndInAClearErrorAndLoseNothing()
{
    QFETCH(TestHttpServer::Response, fault);
    QFETCH(QString, says);
    QFETCH(bool, gone);
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/fault.rss", m_rss, "application/rss+xml");
    server.redirect("/fault-hop.rss", 301, "/fault.rss");
    const qint64 id = addFeed(server.url(u"/fault.rss"_s));
    QCOMPARE(refresh().changed, 1);
    QCOMPARE(ArticleStore(m_db->connection()).articles(id).size(), 2);

    server.serve("/fault.rss", fault);
    Setup setup;
    setup.waits = FeedRefresher::Waits::Override;
    setup.limits.stallTimeoutMs = 500;
    setup.limits.maxBytes = 1024 * 1024;
    const RefreshSummary summary = refresh({id}, setup);
    QCOMPARE(summary.failed, 1);
    const auto feed = FeedStore(m_db->connection()).feed(id);
    QVERIFY(feed);
    QVERIFY2(feed->lastError.contains(says), qPrintable(feed->lastError));
    qInfo("%s", qPrintable(feed->lastError)); // shown with -v1, to read the messages
    QVERIFY(feed->lastErrorAt.isValid());
    QCOMPARE(feed->url, server.url(u"/fault.rss"_s));
    QCOMPARE(ArticleStore(m_db->connection()).articles(id).size(), 2); // nothing stored is lost
    QCOMPARE(FeedStore(m_db->connection()).fetchStates({id}).isEmpty(), gone);
    if (!gone) {
        QCOMPARE(stateOf(id).errorCount, 1);
        QVERIFY(stateOf(id).retryNotBefore > QDateTime::currentDateTimeUtc());
    }
}

LECTERN_TEST_GUILESS_MAIN(tst_refresh, TestRefresh)
#include "tst_refresh.moc"
