#include "net/feedfetcher.h"
#include "net/networksettings.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestNetworkSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void defaultsToSystemProxy();
    void savesAndLoads();
    void validatesManualProxy();
    void fetchDeadlineIsKeptAndApplied();
    void manualProxyCarriesTheRequests();
    void noProxyGoesDirect();
    void systemProxyIsAskedPerRequest();
    void systemProxyFromTheEnvironmentIsUsed();

private:
    FetchResult fetch(HttpClient &network, const QUrl &url);

    TestHttpServer m_proxy; // answers like a forwarding proxy would
    QTemporaryDir m_dir;
};

void TestNetworkSettings::initTestCase()
{
    QVERIFY(m_proxy.start());
    m_proxy.serveBody("/proxied.xml", "<rss version=\"2.0\"><channel/></rss>",
                      "application/rss+xml");
}

FetchResult TestNetworkSettings::fetch(HttpClient &network, const QUrl &url)
{
    FeedFetcher fetcher(&network);
    FeedFetcher::Limits limits;
    limits.totalTimeoutMs = 5000;
    fetcher.setLimits(limits);
    std::optional<FetchResult> result;
    fetcher.fetch(url, [&](const FetchResult &r) { result = r; });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000); }();
    return result.value_or(FetchResult{});
}

void TestNetworkSettings::defaultsToSystemProxy()
{
    QSettings empty(m_dir.filePath(u"empty.ini"_s), QSettings::IniFormat);
    const NetworkSettings loaded = NetworkSettings::load(empty);
    QCOMPARE(loaded.proxyMode, NetworkSettings::ProxyMode::System);
    QVERIFY(loaded.validate().isEmpty());
}

void TestNetworkSettings::savesAndLoads()
{
    NetworkSettings settings;
    settings.proxyMode = NetworkSettings::ProxyMode::Manual;
    settings.manualType = QNetworkProxy::Socks5Proxy;
    settings.manualHost = u"proxy.example.org"_s;
    settings.manualPort = 1080;
    settings.manualUser = u"ann"_s;
    settings.fetchDeadlineSeconds = 90;
    {
        QSettings file(m_dir.filePath(u"saved.ini"_s), QSettings::IniFormat);
        settings.save(file);
    }
    QSettings file(m_dir.filePath(u"saved.ini"_s), QSettings::IniFormat);
    QCOMPARE(NetworkSettings::load(file), settings);
}

void TestNetworkSettings::fetchDeadlineIsKeptAndApplied()
{
    QSettings file(m_dir.filePath(u"deadline.ini"_s), QSettings::IniFormat);
    QCOMPARE(NetworkSettings::load(file).fetchDeadlineSeconds, 60); // nothing stored
    file.setValue(u"network/fetch_deadline_seconds"_s, 1);          // edited by hand: held in range
    QCOMPARE(NetworkSettings::load(file).fetchDeadlineSeconds,
             NetworkSettings::MinFetchDeadlineSeconds);
    file.setValue(u"network/fetch_deadline_seconds"_s, 120);
    const NetworkSettings settings = NetworkSettings::load(file);
    QCOMPARE(settings.fetchDeadlineSeconds, 120);
    HttpClient network;
    FeedFetcher fetcher(&network);
    FeedFetcher::Limits limits = fetcher.limits();
    limits.maxBytes = 1234;
    fetcher.setLimits(limits);
    settings.applyTo(fetcher);
    QCOMPARE(fetcher.limits().totalTimeoutMs, 120'000);
    QCOMPARE(fetcher.limits().maxBytes, 1234); // the other limits stay
}

void TestNetworkSettings::validatesManualProxy()
{
    NetworkSettings settings;
    settings.proxyMode = NetworkSettings::ProxyMode::Manual;
    QVERIFY2(settings.validate().contains(u"no host name"_s), qPrintable(settings.validate()));
    settings.manualHost = u"proxy.example.org"_s;
    QVERIFY2(settings.validate().contains(u"no port"_s), qPrintable(settings.validate()));
    settings.manualPort = 3128;
    QVERIFY(settings.validate().isEmpty());
}

void TestNetworkSettings::manualProxyCarriesTheRequests()
{
    NetworkSettings settings;
    settings.proxyMode = NetworkSettings::ProxyMode::Manual;
    settings.manualHost = u"127.0.0.1"_s;
    settings.manualPort = m_proxy.port();
    HttpClient network;
    settings.applyTo(network);
    // The host does not exist: only a proxy can answer for it.
    const FetchResult r = fetch(network, QUrl(u"http://feeds.example.invalid/proxied.xml"_s));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(m_proxy.requests().last().target, "http://feeds.example.invalid/proxied.xml"_ba);
}

void TestNetworkSettings::noProxyGoesDirect()
{
    NetworkSettings settings;
    settings.proxyMode = NetworkSettings::ProxyMode::None;
    HttpClient network;
    settings.applyTo(network);
    QCOMPARE(network.proxy().type(), QNetworkProxy::NoProxy);
    const FetchResult r = fetch(network, m_proxy.url(u"/proxied.xml"_s));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(m_proxy.requests().last().target, "/proxied.xml"_ba);
}

void TestNetworkSettings::systemProxyIsAskedPerRequest()
{
    NetworkSettings settings; // System, the default
    HttpClient network;
    settings.applyTo(network);
    QVERIFY(network.proxyFactory() != nullptr);
    const QNetworkProxyQuery query(QUrl(u"http://feeds.example.invalid/x.xml"_s));
    QCOMPARE(network.proxyFactory()->queryProxy(query),
             QNetworkProxyFactory::systemProxyForQuery(query));
}

void TestNetworkSettings::systemProxyFromTheEnvironmentIsUsed()
{
    // On Linux the system's proxy is the one the environment names.
    const QByteArray proxy = "http://127.0.0.1:" + QByteArray::number(m_proxy.port());
    qputenv("http_proxy", proxy);
    qputenv("HTTP_PROXY", proxy);
    const QNetworkProxyQuery query(QUrl(u"http://feeds.example.invalid/proxied.xml"_s));
    if (QNetworkProxyFactory::systemProxyForQuery(query).value(0).port() != m_proxy.port())
        QSKIP("this platform's system proxy does not come from http_proxy");
    HttpClient network;
    NetworkSettings().applyTo(network);
    const FetchResult r = fetch(network, QUrl(u"http://feeds.example.invalid/proxied.xml"_s));
    qunsetenv("http_proxy");
    qunsetenv("HTTP_PROXY");
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(m_proxy.requests().last().target, "http://feeds.example.invalid/proxied.xml"_ba);
}

LECTERN_TEST_GUILESS_MAIN(tst_networksettings, TestNetworkSettings)
#include "tst_networksettings.moc"
