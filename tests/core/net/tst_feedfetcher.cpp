#include "net/feedfetcher.h"
#include "testhttpserver.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestFeedFetcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
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

private:
    FetchResult fetch(const QUrl &url, const FeedFetcher::Limits &limits = {});

    TestHttpServer m_server;
    QNetworkAccessManager m_network;
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
}

FetchResult TestFeedFetcher::fetch(const QUrl &url, const FeedFetcher::Limits &limits)
{
    FeedFetcher fetcher(&m_network);
    fetcher.setLimits(limits);
    std::optional<FetchResult> result;
    fetcher.fetch(url, [&](const FetchResult &r) { result = r; });
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

QTEST_GUILESS_MAIN(TestFeedFetcher)
#include "tst_feedfetcher.moc"
