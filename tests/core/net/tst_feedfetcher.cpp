#include "net/feedfetcher.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include <QElapsedTimer>
#include <QNetworkCookieJar>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestFeedFetcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void lostBody_data();
    void lostBody();
    void fetchesBody();
    void sendsUserAgent();
    void followsRedirect();
    void refusesRedirectToOtherScheme();
    void reportsHttpError();
    void refusesNonWebUrl();
    void capsDeclaredSize();
    void capsStreamedSize();
    void timesOutOnStall();
    void reportsDeadServer();
    void userAgentNamesVersion();
    void storesAndSendsNoCookies();
    void followsRedirectChains_data();
    void followsRedirectChains();
    void namesRedirectLoop();
    void limitsRedirects();
    void readsRetryAfter_data();
    void readsRetryAfter();
    void reportsServerErrors_data();
    void reportsServerErrors();
    void timesOutOnStalledBody();
    void stopsEndlessBody();
    void decompressesGzip();
    void capsGzipBombAfterDecompression();
    void corruptGzipSaysSo();
    void refusesContentThatIsNeverAFeed();
    void acceptsMislabelledFeed();
    void reportsResetMidBody();
    void endsSlowResponseAtTotalTimeout();
    void sendsBasicAuth();
    void reportsMissingCredentials();
    void reportsRefusedCredentials();
    void keepsCredentialsOffOtherHosts();
    void goesThroughTheManagersProxyAtEachRequest();
    void fetchersOfOneManagerShareItsThread();
    void namesProxiesTheWayLibcurlReadsThem_data();
    void namesProxiesTheWayLibcurlReadsThem();

private:
    FetchResult fetch(const QUrl &url, const FeedFetcher::Limits &limits = {},
                      const FetchOptions &options = {});

    TestHttpServer m_server;
    HttpClient m_network;
    QByteArray m_bomb; // a small gzip body that inflates far beyond the cap
};

void TestFeedFetcher::initTestCase()
{
    QVERIFY(m_server.start());
    m_server.serveBody("/feed.xml", "<rss version=\"2.0\"><channel/></rss>", "application/rss+xml");
    m_server.redirect("/old", 301, "/feed.xml");
    m_server.redirect("/to-ftp", 302, "ftp://127.0.0.1/feed.xml");
    TestHttpServer::Response gone;
    gone.status = 410;
    gone.reason = "Gone";
    m_server.serve("/gone", gone);
    m_server.serveBody("/big", QByteArray(4096, 'x'), "text/xml");
    TestHttpServer::Response unannounced;
    unannounced.omitLength = true;
    unannounced.body = QByteArray(64 * 1024, 'y');
    m_server.serve("/unannounced", unannounced);
    TestHttpServer::Response stalled;
    stalled.stall = true;
    m_server.serve("/stall", stalled);

    TestHttpServer::Response cookie;
    cookie.headers = {{"Content-Type", "application/rss+xml"},
                      {"Set-Cookie", "session=tracker; Path=/"}};
    cookie.body = "<rss version=\"2.0\"><channel/></rss>";
    m_server.serve("/cookie", cookie);
    m_server.redirect("/chain-301", 301, "/chain-308");
    m_server.redirect("/chain-308", 308, "/feed.xml");
    m_server.redirect("/chain-302", 302, "/chain-307");
    m_server.redirect("/chain-307", 307, "/feed.xml");
    m_server.redirect("/chain-mixed", 308, "/chain-302");
    m_server.redirect("/loop-a", 301, "/loop-b");
    m_server.redirect("/loop-b", 302, "/loop-a");
    for (int hop = 0; hop < 8; ++hop)
        m_server.redirect("/hop" + QByteArray::number(hop), 302,
                          "/hop" + QByteArray::number(hop + 1));
    const auto status = [this](const QByteArray &path, int code, const QByteArray &reason,
                               QList<QPair<QByteArray, QByteArray>> headers = {}) {
        TestHttpServer::Response response;
        response.status = code;
        response.reason = reason;
        response.headers = std::move(headers);
        response.body = "no";
        m_server.serve(path, response);
    };
    status("/busy-seconds", 429, "Too Many Requests", {{"Retry-After", "120"}});
    status("/busy-date", 503, "Service Unavailable",
           {{"Retry-After", "Wed, 21 Oct 2037 07:28:00 GMT"}});
    status("/busy-garbage", 503, "Service Unavailable", {{"Retry-After", "soon, maybe"}});
    status("/busy-none", 429, "Too Many Requests");
    status("/broken", 500, "Internal Server Error");
    TestHttpServer::Response stalledBody;
    stalledBody.stall = true;
    stalledBody.headers = {{"Content-Type", "application/rss+xml"}};
    stalledBody.body = "<rss version=\"2.0\"><channel><title>half";
    m_server.serve("/stalled-body", stalledBody);
    TestHttpServer::Response endless;
    endless.endless = true;
    endless.headers = {{"Content-Type", "application/rss+xml"}};
    m_server.serve("/endless", endless);
    TestHttpServer::Response gzipped;
    gzipped.headers = {{"Content-Type", "application/rss+xml"}, {"Content-Encoding", "gzip"}};
    gzipped.body =
        TestHttpServer::gzip("<rss version=\"2.0\"><channel><title>zipped</title></channel></rss>");
    m_server.serve("/gzipped", gzipped);
    TestHttpServer::Response bomb;
    bomb.headers = {{"Content-Type", "application/rss+xml"}, {"Content-Encoding", "gzip"}};
    m_bomb = TestHttpServer::gzip(QByteArray(8 * 1024 * 1024, ' '));
    bomb.body = m_bomb;
    m_server.serve("/bomb", bomb);
    TestHttpServer::Response corrupt = gzipped; // a gzip header, then no valid deflate block
    corrupt.body = gzipped.body.left(10) + QByteArray(40, '\xff');
    m_server.serve("/corrupt-gzip", corrupt);
    m_server.serveBody("/picture", "\x89PNG\r\n\x1a\n not a feed", "image/png");
    m_server.serveBody("/mislabelled", "<rss version=\"2.0\"><channel/></rss>", "text/plain");
    TestHttpServer::Response reset;
    reset.resetMidBody = true;
    reset.headers = {{"Content-Type", "application/rss+xml"}};
    reset.body = QByteArray(200 * 1024, 'r');
    m_server.serve("/reset", reset);
    TestHttpServer::Response slow;
    slow.delayMs = 3000;
    slow.body = "late";
    m_server.serve("/slow", slow);
    TestHttpServer::Response locked;
    locked.basicAuth = "reader:s3cret:with colon";
    locked.headers = {{"Content-Type", "application/rss+xml"}};
    locked.body = "<rss version=\"2.0\"><channel><title>private</title></channel></rss>";
    m_server.serve("/private", locked);
}

FetchResult TestFeedFetcher::fetch(const QUrl &url, const FeedFetcher::Limits &limits,
                                   const FetchOptions &options)
{
    FeedFetcher fetcher(&m_network);
    fetcher.setLimits(limits);
    std::optional<FetchResult> result;
    fetcher.fetch(url, options, [&](const FetchResult &r) { result = r; });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000); }();
    return result.value_or(FetchResult{});
}

void TestFeedFetcher::fetchesBody()
{
    const FetchResult r = fetch(m_server.url(u"/feed.xml"_s));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.httpStatus, 200);
    QCOMPARE(r.body, "<rss version=\"2.0\"><channel/></rss>"_ba);
    QCOMPARE(r.contentType, u"application/rss+xml"_s);
}

void TestFeedFetcher::sendsUserAgent()
{
    fetch(m_server.url(u"/feed.xml"_s));
    const auto requests = m_server.requests();
    QVERIFY(!requests.isEmpty());
    QVERIFY(requests.last().headers.value("user-agent").startsWith("Lectern/"));
    QVERIFY(!requests.last().headers.contains("cookie"));
}

void TestFeedFetcher::followsRedirect()
{
    const FetchResult r = fetch(m_server.url(u"/old"_s));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.finalUrl, m_server.url(u"/feed.xml"_s));
    QVERIFY(r.body.startsWith("<rss"));
}

void TestFeedFetcher::refusesRedirectToOtherScheme()
{
    const FetchResult r = fetch(m_server.url(u"/to-ftp"_s));
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"not http or https"_s), qPrintable(r.error));
    QVERIFY(r.body.isEmpty());
}

void TestFeedFetcher::reportsHttpError()
{
    const FetchResult r = fetch(m_server.url(u"/gone"_s));
    QVERIFY(!r.ok());
    QCOMPARE(r.httpStatus, 410);
    QVERIFY2(r.error.contains(u"410"_s), qPrintable(r.error));
    QVERIFY(r.error.contains(u"/gone"_s));
}

void TestFeedFetcher::refusesNonWebUrl()
{
    const FetchResult r = fetch(QUrl(u"file:///etc/passwd"_s));
    QVERIFY(!r.ok());
    QVERIFY(r.error.contains(u"not an http or https address"_s));
}

void TestFeedFetcher::capsDeclaredSize()
{
    FeedFetcher::Limits limits;
    limits.maxBytes = 1024;
    const FetchResult r = fetch(m_server.url(u"/big"_s), limits);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"too large"_s), qPrintable(r.error));
    QVERIFY(r.body.isEmpty());
}

void TestFeedFetcher::capsStreamedSize()
{
    // No Content-Length: the cap must be enforced while reading.
    FeedFetcher::Limits limits;
    limits.maxBytes = 1000;
    const FetchResult r = fetch(m_server.url(u"/unannounced"_s), limits);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"more than"_s), qPrintable(r.error));
    QVERIFY(r.body.isEmpty());
}

void TestFeedFetcher::timesOutOnStall()
{
    FeedFetcher::Limits limits;
    limits.stallTimeoutMs = 300;
    const FetchResult r = fetch(m_server.url(u"/stall"_s), limits);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"timed out"_s), qPrintable(r.error));
}

void TestFeedFetcher::reportsDeadServer()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close(); // nothing listens there now
    const FetchResult r = fetch(QUrl(u"http://127.0.0.1:%1/feed.xml"_s.arg(port)));
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"cannot fetch"_s), qPrintable(r.error));
}

void TestFeedFetcher::userAgentNamesVersion()
{
    fetch(m_server.url(u"/feed.xml"_s));
    const QByteArray agent = m_server.requests().last().headers.value("user-agent");
    QCOMPARE(agent, "Lectern/" LECTERN_VERSION " (feed reader)"_ba);
}

void TestFeedFetcher::storesAndSendsNoCookies()
{
    QVERIFY(fetch(m_server.url(u"/cookie"_s)).ok());
    QVERIFY(fetch(m_server.url(u"/cookie"_s)).ok());
    const auto requests = m_server.requestsFor("/cookie");
    QCOMPARE(requests.size(), 2);
    QVERIFY(!requests.last().headers.contains("cookie"));
}

void TestFeedFetcher::followsRedirectChains_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("moves");
    QTest::newRow("301 then 308") << u"/chain-301"_s << true;
    QTest::newRow("302 then 307") << u"/chain-302"_s << false;
    QTest::newRow("308 then 302, 307") << u"/chain-mixed"_s << false;
}

void TestFeedFetcher::followsRedirectChains()
{
    QFETCH(QString, path);
    QFETCH(bool, moves);
    const FetchResult r = fetch(m_server.url(path));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.httpStatus, 200);
    QCOMPARE(r.finalUrl, m_server.url(u"/feed.xml"_s));
    QCOMPARE(r.movedTo, moves ? m_server.url(u"/feed.xml"_s) : QUrl());
    QVERIFY(r.body.startsWith("<rss"));
}

void TestFeedFetcher::namesRedirectLoop()
{
    const qsizetype before = m_server.requests().size();
    const FetchResult r = fetch(m_server.url(u"/loop-a"_s));
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"loop"_s) && r.error.contains(u"/loop-b"_s), qPrintable(r.error));
    QCOMPARE(m_server.requests().size() - before, 2); // found at once, not after the limit
}

void TestFeedFetcher::limitsRedirects()
{
    FeedFetcher::Limits limits;
    limits.maxRedirects = 3;
    const FetchResult r = fetch(m_server.url(u"/hop0"_s), limits);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"more than 3 times"_s), qPrintable(r.error));
    QVERIFY(m_server.requestsFor("/hop4").isEmpty());
}

void TestFeedFetcher::readsRetryAfter_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("status");
    QTest::addColumn<QDateTime>("expected"); // null: none; else the time (seconds: from now)
    QTest::newRow("seconds") << u"/busy-seconds"_s << 429
                             << QDateTime::currentDateTimeUtc().addSecs(120);
    QTest::newRow("HTTP-date") << u"/busy-date"_s << 503
                               << QDateTime(QDate(2037, 10, 21), QTime(7, 28), QTimeZone::UTC);
    QTest::newRow("unreadable") << u"/busy-garbage"_s << 503 << QDateTime();
    QTest::newRow("absent") << u"/busy-none"_s << 429 << QDateTime();
}

void TestFeedFetcher::readsRetryAfter()
{
    QFETCH(QString, path);
    QFETCH(int, status);
    QFETCH(QDateTime, expected);
    const FetchResult r = fetch(m_server.url(path));
    QVERIFY(!r.ok());
    QCOMPARE(r.httpStatus, status);
    QVERIFY2(r.error.contains(QString::number(status)), qPrintable(r.error));
    QCOMPARE(r.retryAfter.isValid(), expected.isValid());
    if (expected.isValid()) {
        QVERIFY2(qAbs(r.retryAfter.secsTo(expected)) <= 5, qPrintable(r.retryAfter.toString()));
        QVERIFY2(r.error.contains(u"not to come back before"_s), qPrintable(r.error));
    }
}

void TestFeedFetcher::reportsServerErrors_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("says");
    QTest::newRow("404") << u"/nowhere"_s << 404 << u"HTTP 404 Not Found"_s;
    QTest::newRow("410") << u"/gone"_s << 410 << u"no longer checked"_s;
    QTest::newRow("500") << u"/broken"_s << 500 << u"HTTP 500 Internal Server Error"_s;
}

void TestFeedFetcher::reportsServerErrors()
{
    QFETCH(QString, path);
    QFETCH(int, status);
    QFETCH(QString, says);
    const FetchResult r = fetch(m_server.url(path));
    QVERIFY(!r.ok());
    QCOMPARE(r.httpStatus, status);
    QVERIFY2(r.error.contains(says) && r.error.contains(path), qPrintable(r.error));
    QVERIFY(r.body.isEmpty());
}

void TestFeedFetcher::timesOutOnStalledBody()
{
    FeedFetcher::Limits limits;
    limits.stallTimeoutMs = 300;
    const FetchResult r = fetch(m_server.url(u"/stalled-body"_s), limits);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"timed out"_s), qPrintable(r.error));
    QVERIFY(r.body.isEmpty()); // half a feed is not handed on
}

void TestFeedFetcher::stopsEndlessBody()
{
    FeedFetcher::Limits limits;
    limits.maxBytes = 512 * 1024;
    const FetchResult r = fetch(m_server.url(u"/endless"_s), limits);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"more than 0.5 MB"_s), qPrintable(r.error));
    QVERIFY(r.body.isEmpty());
}

void TestFeedFetcher::decompressesGzip()
{
    const FetchResult r = fetch(m_server.url(u"/gzipped"_s));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY2(r.body.contains("<title>zipped</title>"), r.body.constData());
}

void TestFeedFetcher::corruptGzipSaysSo()
{
    // Qt hands over an empty 200 for a body it cannot inflate: the error must say what it was.
    const FetchResult r = fetch(m_server.url(u"/corrupt-gzip"_s));
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"compressed"_s) && r.error.contains(u"gzip"_s) &&
                 r.error.contains(u"/corrupt-gzip"_s),
             qPrintable(r.error));
}

void TestFeedFetcher::capsGzipBombAfterDecompression()
{
    // 8 MB of spaces compress to some 8 KB: the declared length passes, the inflated bytes not.
    FeedFetcher::Limits limits;
    limits.maxBytes = 1024 * 1024;
    QVERIFY(m_bomb.size() < 64 * 1024);
    const FetchResult r = fetch(m_server.url(u"/bomb"_s), limits);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"more than 1.0 MB (decompressed)"_s), qPrintable(r.error));
    QVERIFY(r.body.isEmpty());
}

void TestFeedFetcher::refusesContentThatIsNeverAFeed()
{
    const FetchResult r = fetch(m_server.url(u"/picture"_s));
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"sent image/png, not a feed"_s), qPrintable(r.error));
}

void TestFeedFetcher::acceptsMislabelledFeed()
{
    const FetchResult r = fetch(m_server.url(u"/mislabelled"_s));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.contentType, u"text/plain"_s);
}

void TestFeedFetcher::reportsResetMidBody()
{
    const FetchResult r = fetch(m_server.url(u"/reset"_s));
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"/reset"_s), qPrintable(r.error));
    QVERIFY(r.body.isEmpty());
}

void TestFeedFetcher::endsSlowResponseAtTotalTimeout()
{
    FeedFetcher::Limits limits;
    limits.totalTimeoutMs = 300;
    QElapsedTimer clock;
    clock.start();
    const FetchResult r = fetch(m_server.url(u"/slow"_s), limits);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"took longer than 0.3 s"_s), qPrintable(r.error));
    QVERIFY(clock.elapsed() < 2500);
}

void TestFeedFetcher::sendsBasicAuth()
{
    FetchOptions options;
    options.credentials = {u"reader"_s, u"s3cret:with colon"_s};
    const FetchResult r = fetch(m_server.url(u"/private"_s), {}, options);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.httpStatus, 200);
    QVERIFY(r.body.contains("private"));
}

void TestFeedFetcher::reportsMissingCredentials()
{
    const FetchResult r = fetch(m_server.url(u"/private"_s));
    QVERIFY(!r.ok());
    QCOMPARE(r.httpStatus, 401);
    QVERIFY(r.needsCredentials);
    QVERIFY2(r.error.contains(u"needs a user name and password"_s), qPrintable(r.error));
}

void TestFeedFetcher::reportsRefusedCredentials()
{
    FetchOptions options;
    options.credentials = {u"reader"_s, u"wrong"_s};
    const FetchResult r = fetch(m_server.url(u"/private"_s), {}, options);
    QVERIFY(!r.ok());
    QCOMPARE(r.httpStatus, 401);
    QVERIFY2(r.error.contains(u"refused the user name and password of reader"_s),
             qPrintable(r.error));
}

void TestFeedFetcher::keepsCredentialsOffOtherHosts()
{
    // The same server under another name is another host: a redirect there gets no password.
    QUrl elsewhere = m_server.url(u"/feed.xml"_s);
    elsewhere.setHost(u"localhost"_s);
    m_server.redirect("/away", 302, elsewhere.toEncoded());
    FetchOptions options;
    options.credentials = {u"reader"_s, u"s3cret:with colon"_s};
    // Loopback counted as public here: a redirect from one host of the person's network to
    // another is refused (tst_privatenetwork), and this is about credentials.
    m_network.transfers()->setAddressSpaceOf(
        [](const QHostAddress &) { return AddressSpace::Kind::Public; });
    const FetchResult r = fetch(m_server.url(u"/away"_s), {}, options);
    m_network.transfers()->setAddressSpaceOf(
        [](const QHostAddress &address) { return AddressSpace::of(address); });
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(m_server.requestsFor("/away").last().headers.contains("authorization"));
    QVERIFY(!m_server.requestsFor("/feed.xml").last().headers.contains("authorization"));
}

void TestFeedFetcher::lostBody_data()
{
    QTest::addColumn<qint64>("declared");
    QTest::addColumn<bool>("encoded");
    QTest::addColumn<qint64>("received");
    QTest::addColumn<bool>("lost");
    QTest::newRow("whole") << qint64(49988) << false << qint64(49988) << false;
    QTest::newRow("nothing came") << qint64(49988) << false << qint64(0) << true;
    QTest::newRow("part came") << qint64(49988) << false << qint64(1000) << true;
    QTest::newRow("no length declared") << qint64(-1) << false << qint64(0) << false;
    QTest::newRow("declared empty") << qint64(0) << false << qint64(0) << false;
    // Content-Length counts compressed bytes: only an empty body tells.
    QTest::newRow("compressed, inflated") << qint64(900) << true << qint64(4000) << false;
    QTest::newRow("compressed, nothing came") << qint64(900) << true << qint64(0) << true;
}

void TestFeedFetcher::lostBody()
{
    QFETCH(qint64, declared);
    QFETCH(bool, encoded);
    QFETCH(qint64, received);
    QFETCH(bool, lost);
    QCOMPARE(FeedFetcher::lostBody(declared, encoded, received), lost);
}

void TestFeedFetcher::goesThroughTheManagersProxyAtEachRequest()
{
    // The test server answers as a proxy would: the request names the feed's whole address.
    HttpClient network;
    network.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, m_server.port()));
    FeedFetcher fetcher(&network);
    const QUrl url(u"http://feeds.example.invalid/feed.xml"_s);
    const auto fetchWith = [&] {
        std::optional<FetchResult> result;
        fetcher.fetch(url, [&](const FetchResult &r) { result = r; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000); }();
        return result.value_or(FetchResult{});
    };
    const FetchResult proxied = fetchWith();
    QVERIFY2(proxied.ok(), qPrintable(proxied.error));
    QCOMPARE(proxied.body, "<rss version=\"2.0\"><channel/></rss>"_ba);
    QCOMPARE(m_server.requests().last().target, url.toEncoded());
    // Without the proxy the name resolves nowhere: the proxy is asked for at each request,
    // not copied once, and the environment's proxy is not used in its place.
    network.setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
    const qsizetype before = m_server.requests().size();
    QVERIFY(!fetchWith().ok());
    QCOMPARE(m_server.requests().size(), before);
}

void TestFeedFetcher::fetchersOfOneManagerShareItsThread()
{
    HttpClient network;
    auto leaving = std::make_unique<FeedFetcher>(&network);
    FeedFetcher staying(&network);
    bool leavingAnswered = false;
    std::optional<FetchResult> stayed;
    leaving->fetch(m_server.url(u"/slow"_s), [&](const FetchResult &) { leavingAnswered = true; });
    leaving.reset(); // its fetch still going on the shared thread must not call back
    staying.fetch(m_server.url(u"/feed.xml"_s), [&](const FetchResult &r) { stayed = r; });
    QTRY_VERIFY(stayed.has_value());
    QVERIFY2(stayed->ok(), qPrintable(stayed->error));
    QCOMPARE(network.findChildren<HttpTransferThread *>().size(), 1);
    QTest::qWait(3500); // past the slow answer
    QVERIFY(!leavingAnswered);
}

void TestFeedFetcher::namesProxiesTheWayLibcurlReadsThem_data()
{
    QTest::addColumn<QNetworkProxy>("proxy");
    QTest::addColumn<QByteArray>("named");
    QTest::newRow("http") << QNetworkProxy(QNetworkProxy::HttpProxy, u"proxy.example.org"_s, 3128)
                          << "http://proxy.example.org:3128"_ba;
    QTest::newRow("socks5, names resolved by the proxy")
        << QNetworkProxy(QNetworkProxy::Socks5Proxy, u"10.0.0.2"_s, 1080)
        << "socks5h://10.0.0.2:1080"_ba;
    QTest::newRow("an IPv6 address in brackets")
        << QNetworkProxy(QNetworkProxy::HttpProxy, u"::1"_s, 8080) << "http://[::1]:8080"_ba;
    QTest::newRow("no proxy") << QNetworkProxy(QNetworkProxy::NoProxy) << QByteArray();
    QTest::newRow("the application's, unresolved")
        << QNetworkProxy(QNetworkProxy::DefaultProxy) << QByteArray();
}

void TestFeedFetcher::namesProxiesTheWayLibcurlReadsThem()
{
    QFETCH(QNetworkProxy, proxy);
    QFETCH(QByteArray, named);
    QCOMPARE(FeedFetcher::curlProxy(proxy), named);
}

LECTERN_TEST_GUILESS_MAIN(tst_feedfetcher, TestFeedFetcher)
#include "tst_feedfetcher.moc"
