// The private-network guard in the HTTP layer, on loopback alone: this test calls 127.0.0.2
// (and 127.0.0.3) the person's own network and 127.0.0.1 the internet, and names test hosts
// with libcurl's own resolve override. What content causes never reaches a private address
// (after a redirect, through a name that resolves there, over a connection kept open), except
// its own host when that host is itself private; a person's own address reaches anywhere.
#include "net/feedfetcher.h"
#include "net/httpclient.h"
#include "net/httptransferthread.h"

#include "testhttpserver.h"
#include "testregistry.h"

#include <QTest>

#include <optional>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

AddressSpace::Kind loopbackSplit(const QHostAddress &address)
{
    const QString text = address.toString();
    if (text == u"127.0.0.2"_s || text == u"127.0.0.3"_s)
        return AddressSpace::Kind::Private;
    if (text == u"127.0.0.1"_s)
        return AddressSpace::Kind::Public;
    return AddressSpace::of(address);
}

} // namespace

class TestPrivateNetwork : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void contentNeverReachesAPrivateAddress();
    void aPersonsOwnAddressReachesAnywhere();
    void aRedirectFromPublicToPrivateIsRefused();
    void aPrivateOriginReachesItsOwnHostOnly();
    void aNameThatResolvesToBothConnectsToThePublicOne();
    void aNameThatResolvesPrivateIsRefusedAtConnectTime();
    void aConnectionKeptOpenIsCheckedAgain();
    void throughAProxyTheWrittenAddressIsChecked();
    void ipv6AndMappedFormsAreChecked();

private:
    FetchResult fetch(const QUrl &url, const NetworkReach &reach);

    HttpClient m_http;
    TestHttpServer m_public;  // 127.0.0.1
    TestHttpServer m_private; // 127.0.0.2, on the same port
    TestHttpServer m_other;   // 127.0.0.3, another private host
};

void TestPrivateNetwork::initTestCase()
{
    QVERIFY(m_public.start(QHostAddress(u"127.0.0.1"_s)));
    if (!m_private.start(QHostAddress(u"127.0.0.2"_s), m_public.port()))
        QSKIP("127.0.0.2 cannot be listened on here");
    QVERIFY(m_other.start(QHostAddress(u"127.0.0.3"_s), m_public.port()));
    for (TestHttpServer *server : {&m_public, &m_private, &m_other}) {
        server->serveBody("/image.png", "PNG of " + server->url({}).host().toLatin1(), "image/png");
        server->serveBody("/feed.xml", "<rss/>", "application/rss+xml");
        TestHttpServer::Response kept;
        kept.body = "<rss/>";
        kept.keepAlive = true;
        server->serve("/kept.xml", kept);
    }
    m_http.setProxy(QNetworkProxy::NoProxy);
    m_http.transfers()->setAddressSpaceOf(loopbackSplit);
    const QByteArray port = QByteArray::number(m_public.port());
    m_http.transfers()->setResolveOverrides({"both.test:" + port + ":127.0.0.2,127.0.0.1",
                                             "rebind.test:" + port + ":127.0.0.2",
                                             "public.test:" + port + ":127.0.0.1"});
}

FetchResult TestPrivateNetwork::fetch(const QUrl &url, const NetworkReach &reach)
{
    FeedFetcher fetcher(&m_http);
    FetchOptions options;
    options.feedOnly = false;
    options.reach = reach;
    std::optional<FetchResult> result;
    fetcher.fetch(url, options, [&](const FetchResult &r) { result = r; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 15000))
        return {};
    return *result;
}

void TestPrivateNetwork::contentNeverReachesAPrivateAddress()
{
    const int before = int(m_private.requests().size());
    const FetchResult r = fetch(m_private.url(u"/image.png"_s), NetworkReach::content());
    QVERIFY(!r.ok());
    QVERIFY(r.refused);
    QCOMPARE(r.addressSpace, AddressSpace::Kind::Private);
    QVERIFY2(r.error.contains(u"your local network (127.0.0.2)"_s), qPrintable(r.error));
    QCOMPARE(int(m_private.requests().size()), before); // not a single byte sent
    // The public one is fetched as ever.
    const FetchResult ok = fetch(m_public.url(u"/image.png"_s), NetworkReach::content());
    QVERIFY2(ok.ok(), qPrintable(ok.error));
    QCOMPARE(ok.body, "PNG of 127.0.0.1"_ba);
    QCOMPARE(ok.addressSpace, AddressSpace::Kind::Public);
}

void TestPrivateNetwork::aPersonsOwnAddressReachesAnywhere()
{
    const FetchResult r = fetch(m_private.url(u"/feed.xml"_s), NetworkReach::anywhere());
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.addressSpace, AddressSpace::Kind::Private); // so the feed is known as the LAN's
}

void TestPrivateNetwork::aRedirectFromPublicToPrivateIsRefused()
{
    // Even from a person's own address: where a public server redirects is the server's choice.
    m_public.redirect("/to-router", 302, m_private.url(u"/image.png"_s).toEncoded());
    const int before = int(m_private.requests().size());
    for (const NetworkReach &reach : {NetworkReach::anywhere(), NetworkReach::content()}) {
        const FetchResult r = fetch(m_public.url(u"/to-router"_s), reach);
        QVERIFY(r.refused);
        QVERIFY2(r.error.contains(u"127.0.0.2"_s), qPrintable(r.error));
    }
    QCOMPARE(int(m_private.requests().size()), before);
    // A private server redirecting within itself, for the person's own feed: followed.
    m_private.redirect("/moved", 301, m_private.url(u"/feed.xml"_s).toEncoded());
    const FetchResult moved = fetch(m_private.url(u"/moved"_s), NetworkReach::anywhere());
    QVERIFY2(moved.ok(), qPrintable(moved.error));
    // But not on to another host of the same network.
    m_private.redirect("/elsewhere", 302, m_other.url(u"/feed.xml"_s).toEncoded());
    const FetchResult elsewhere = fetch(m_private.url(u"/elsewhere"_s), NetworkReach::anywhere());
    QVERIFY(elsewhere.refused);
}

void TestPrivateNetwork::aPrivateOriginReachesItsOwnHostOnly()
{
    const NetworkReach own = NetworkReach::content(u"127.0.0.2"_s);
    const FetchResult image = fetch(m_private.url(u"/image.png"_s), own);
    QVERIFY2(image.ok(), qPrintable(image.error));
    QCOMPARE(image.body, "PNG of 127.0.0.2"_ba);
    const int before = int(m_other.requests().size());
    const FetchResult other = fetch(m_other.url(u"/image.png"_s), own);
    QVERIFY(other.refused);
    QCOMPARE(int(m_other.requests().size()), before);
}

void TestPrivateNetwork::aNameThatResolvesToBothConnectsToThePublicOne()
{
    QUrl url = m_public.url(u"/image.png"_s);
    url.setHost(u"both.test"_s);
    const int before = int(m_private.requests().size());
    const FetchResult r = fetch(url, NetworkReach::content());
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.body, "PNG of 127.0.0.1"_ba);
    QCOMPARE(int(m_private.requests().size()), before);
}

void TestPrivateNetwork::aNameThatResolvesPrivateIsRefusedAtConnectTime()
{
    // What the name resolves to now decides, however public it looked before (DNS rebinding).
    QUrl url = m_public.url(u"/image.png"_s);
    url.setHost(u"rebind.test"_s);
    const FetchResult r = fetch(url, NetworkReach::content());
    QVERIFY(r.refused);
    QVERIFY2(r.error.contains(u"rebind.test"_s) && r.error.contains(u"127.0.0.2"_s),
             qPrintable(r.error));
}

void TestPrivateNetwork::aConnectionKeptOpenIsCheckedAgain()
{
    // The person's own fetch leaves a connection to 127.0.0.2 open; content asking the same
    // host and port is refused all the same, with nothing sent on it.
    const FetchResult mine = fetch(m_private.url(u"/kept.xml"_s), NetworkReach::anywhere());
    QVERIFY2(mine.ok(), qPrintable(mine.error));
    const int before = int(m_private.requests().size());
    const FetchResult theirs = fetch(m_private.url(u"/image.png"_s), NetworkReach::content());
    QVERIFY(theirs.refused);
    QCOMPARE(int(m_private.requests().size()), before);
    // The same kept connection still serves the person's own requests.
    const FetchResult again = fetch(m_private.url(u"/kept.xml"_s), NetworkReach::anywhere());
    QVERIFY2(again.ok(), qPrintable(again.error));
    QCOMPARE(int(m_private.requests().size()), before + 1);
}

void TestPrivateNetwork::throughAProxyTheWrittenAddressIsChecked()
{
    // The proxy resolves names, so only an address written in the URL (or a name of this
    // machine) can be refused; nothing reaches the proxy for it.
    TestHttpServer proxy;
    QVERIFY(proxy.start());
    m_http.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, proxy.port()));
    const FetchResult written = fetch(m_private.url(u"/image.png"_s), NetworkReach::content());
    QVERIFY(written.refused);
    QUrl local = m_public.url(u"/image.png"_s);
    local.setHost(u"localhost"_s);
    const FetchResult named = fetch(local, NetworkReach::content());
    QVERIFY(named.refused);
    QVERIFY(proxy.requests().isEmpty());
    m_http.setProxy(QNetworkProxy::NoProxy);
}

void TestPrivateNetwork::ipv6AndMappedFormsAreChecked()
{
    // IPv4 written inside IPv6 is the IPv4 address it carries.
    QUrl mapped = m_private.url(u"/image.png"_s);
    mapped.setHost(u"::ffff:127.0.0.2"_s);
    const int before = int(m_private.requests().size());
    const FetchResult viaMapped = fetch(mapped, NetworkReach::content());
    QVERIFY2(viaMapped.refused, qPrintable(viaMapped.error));
    QCOMPARE(int(m_private.requests().size()), before);
    // The IPv6 loopback is this computer.
    TestHttpServer six;
    if (!six.start(QHostAddress::LocalHostIPv6))
        QSKIP("::1 cannot be listened on here");
    six.serveBody("/image.png", "PNG of ::1", "image/png");
    const FetchResult refused = fetch(six.url(u"/image.png"_s), NetworkReach::content());
    QVERIFY(refused.refused);
    QCOMPARE(refused.addressSpace, AddressSpace::Kind::Loopback);
    QVERIFY(six.requests().isEmpty());
    const FetchResult mine = fetch(six.url(u"/image.png"_s), NetworkReach::anywhere());
    QVERIFY2(mine.ok(), qPrintable(mine.error));
}

LECTERN_TEST_GUILESS_MAIN(tst_privatenetwork, TestPrivateNetwork)
#include "tst_privatenetwork.moc"
