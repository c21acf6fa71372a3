#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/networklanes.h"
#include "testhttpserver.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSet>
#include <QTest>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestNetworkLanes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void aHostStaysOnItsLane();
    void eachLaneIsAManagerOfItsOwn();
    void everyLaneGoesThroughTheFirstManagersProxy();
    void fetchesSpreadOverTheDefaultLanes();

private:
    // A host name of lane `lane` of two, under the reserved .invalid domain (no DNS answers it).
    static QString hostOnLane(int lane);
    FetchResult fetch(FeedFetcher &fetcher, const QUrl &url);

    TestHttpServer m_server;
};

void TestNetworkLanes::initTestCase()
{
    QVERIFY(m_server.start());
    m_server.serveBody("/feed.xml", "<rss version=\"2.0\"><channel/></rss>", "application/rss+xml");
}

QString TestNetworkLanes::hostOnLane(int lane)
{
    for (int n = 0;; ++n) {
        const QString host = u"feeds%1.invalid"_s.arg(n);
        if (NetworkLanes::laneOf(host, 2) == lane)
            return host;
    }
}

FetchResult TestNetworkLanes::fetch(FeedFetcher &fetcher, const QUrl &url)
{
    std::optional<FetchResult> result;
    fetcher.fetch(url, [&](const FetchResult &r) { result = r; });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000); }();
    return result.value_or(FetchResult{});
}

void TestNetworkLanes::aHostStaysOnItsLane()
{
    QCOMPARE(NetworkLanes::laneOf(u"blog.example.org"_s, 1), 0);
    const int lane = NetworkLanes::laneOf(u"blog.example.org"_s, 3);
    QVERIFY(lane >= 0 && lane < 3);
    QCOMPARE(NetworkLanes::laneOf(u"blog.example.org"_s, 3), lane);
    QCOMPARE(NetworkLanes::laneOf(u"Blog.Example.ORG"_s, 3), lane); // host names ignore case
    // Many hosts share the lanes out.
    QList<int> perLane(2, 0);
    for (int n = 1; n <= 50; ++n)
        ++perLane[NetworkLanes::laneOf(u"127.0.1.%1"_s.arg(n), 2)];
    QVERIFY2(perLane[0] >= 10 && perLane[1] >= 10,
             qPrintable(u"%1 and %2"_s.arg(perLane[0]).arg(perLane[1])));
    QVERIFY(NetworkLanes::defaultCount() >= 1 && NetworkLanes::defaultCount() <= 4);
    // A refresh keeps eight fetches going per lane.
    QCOMPARE(FeedRefresher::defaultConcurrency(), 8 * NetworkLanes::defaultCount());
}

void TestNetworkLanes::eachLaneIsAManagerOfItsOwn()
{
    QNetworkAccessManager first;
    NetworkLanes lanes(&first, 2);
    QCOMPARE(lanes.count(), 2);
    const QUrl onFirst(u"http://%1/feed"_s.arg(hostOnLane(0)));
    const QUrl onSecond(u"http://%1/feed"_s.arg(hostOnLane(1)));
    QCOMPARE(lanes.managerFor(onFirst), &first);
    QNetworkAccessManager *second = lanes.managerFor(onSecond);
    QVERIFY(second && second != &first);
    QCOMPARE(lanes.managerFor(onSecond.resolved(QUrl(u"/other"_s))), second);

    NetworkLanes one(&first, 1);
    QCOMPARE(one.managerFor(onSecond), &first);

    // Two fetchers on one manager (a capture's pages and images) share its lanes, and the lanes
    // go with it.
    NetworkLanes other(&first, 2);
    QCOMPARE(other.managerFor(onSecond), second);
    QCOMPARE(second->parent(), &first);
}

void TestNetworkLanes::everyLaneGoesThroughTheFirstManagersProxy()
{
    // The test server answers as a proxy would: the request names the feed's whole address.
    QNetworkAccessManager first;
    first.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, m_server.port()));
    FeedFetcher fetcher(&first);
    fetcher.setLaneCount(2);
    for (int lane : {0, 1}) {
        const QUrl url(u"http://%1/feed.xml"_s.arg(hostOnLane(lane)));
        const FetchResult r = fetch(fetcher, url);
        QVERIFY2(r.ok(), qPrintable(u"lane %1: %2"_s.arg(lane).arg(r.error)));
        QCOMPARE(r.body, "<rss version=\"2.0\"><channel/></rss>"_ba);
        QCOMPARE(m_server.requests().last().target, url.toEncoded());
    }
    // Without the proxy the name resolves nowhere, on the other lane too: the proxy is asked
    // for at each request, not copied once.
    first.setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
    const int before = int(m_server.requests().size());
    const FetchResult direct = fetch(fetcher, QUrl(u"http://%1/feed.xml"_s.arg(hostOnLane(1))));
    QVERIFY(!direct.ok());
    QCOMPARE(int(m_server.requests().size()), before);
}

void TestNetworkLanes::fetchesSpreadOverTheDefaultLanes()
{
    QNetworkAccessManager first;
    first.setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
    FeedFetcher fetcher(&first);
    QCOMPARE(fetcher.laneCount(), NetworkLanes::defaultCount());
    // Both spellings of the server's address: on two lanes whenever there are two.
    for (const QString &host : {u"127.0.0.1"_s, u"localhost"_s}) {
        QUrl url = m_server.url(u"/feed.xml"_s);
        url.setHost(host);
        const FetchResult r = fetch(fetcher, url);
        QVERIFY2(r.ok(), qPrintable(host + u": "_s + r.error));
        QCOMPARE(r.httpStatus, 200);
    }
}

QTEST_GUILESS_MAIN(TestNetworkLanes)
#include "tst_networklanes.moc"
