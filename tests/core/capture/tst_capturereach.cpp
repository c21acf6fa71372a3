// Offline capture behind the private-network guard, with the real fetcher, queue and store (the
// extractor is a stand-in that keeps paragraphs and images): a feed's articles and images that
// point into the person's own network are refused, counted, and never tried again, and the rest
// of the article is kept; a feed that is itself there reaches its own host, and only that.
#include "capture/backgroundcapture.h"
#include "capture/pageextractor.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "library/writes/librarywriter.h"
#include "net/httpclient.h"
#include "net/httptransferthread.h"

#include "testhttpserver.h"
#include "testimages.h"
#include "testregistry.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

// Keeps the page's paragraphs and images, as Readability would keep an article's.
class ParagraphsAndImages : public PageExtractor
{
public:
    void extract(const ExtractionRequest &request,
                 std::function<void(const ExtractedPage &)> done) override
    {
        static const QRegularExpression part(u"<p>(.*?)</p>|<img src=\"([^\"]+)\">"_s);
        ExtractedPage page;
        for (auto it = part.globalMatch(request.html); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            if (match.hasCaptured(2)) {
                page.html +=
                    u"<img src=\""_s + ExtractedPage::imageToken(page.images.size()) + u"\">"_s;
                page.images.append(request.pageUrl.resolved(QUrl(match.captured(2))).toString());
            } else {
                page.html += u"<p>"_s + match.captured(1) + u"</p>"_s;
                page.text += match.captured(1) + u'\n';
            }
        }
        done(page);
    }
};

QByteArray post(const QByteArray &images)
{
    return "<html><body><p>The whole post, with every paragraph of it and more words than the "
           "teaser had.</p>" +
           images + "</body></html>";
}

ParsedEntry entry(const QString &id, const QUrl &link)
{
    ParsedEntry entry;
    entry.id = id;
    entry.title = id;
    entry.link = link;
    entry.summary = u"A teaser."_s;
    return entry;
}

} // namespace

class TestCaptureReach : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusesWhatPointsIntoTheLocalNetwork();
};

void TestCaptureReach::refusesWhatPointsIntoTheLocalNetwork()
{
    // 127.0.0.1 is this computer, where the person's own feed is served; 127.0.0.2 another
    // host of their network (a router, say); intranet.test a server there, by name.
    TestHttpServer own;
    QVERIFY(own.start(QHostAddress(u"127.0.0.1"_s)));
    TestHttpServer router;
    if (!router.start(QHostAddress(u"127.0.0.2"_s)))
        QSKIP("127.0.0.2 cannot be listened on here");
    const QByteArray png = pngOfSize(40, 30);
    own.serveBody("/own.png", png, "image/png");
    own.serveBody("/a1",
                  post("<img src=\"/own.png\"><img src=\"" +
                       router.url(u"/router.png"_s).toEncoded() + "\">"),
                  "text/html");
    own.serveBody("/b1", post(""), "text/html");
    router.serveBody("/router.png", png, "image/png");
    router.serveBody("/admin", post(""), "text/html");
    QUrl intranet = router.url(u"/"_s);
    intranet.setHost(u"intranet.test"_s);
    router.serveBody(
        "/c1",
        post("<img src=\"/router.png\"><img src=\"" + own.url(u"/own.png"_s).toEncoded() + "\">"),
        "text/html");

    QTemporaryDir dir;
    Database database(dir.filePath(u"library.sqlite"_s));
    QVERIFY(database.open());
    // A: the person's own feed on this computer (its address written as one).
    ParsedFeed a;
    a.title = u"Own"_s;
    a.entries = {entry(u"a1"_s, own.url(u"/a1"_s)), entry(u"a2"_s, router.url(u"/admin"_s))};
    QVERIFY(FeedIngest::ingest(database.connection(), own.url(u"/feed.xml"_s), a).ok);
    // B: a feed on the internet whose article points at this computer.
    ParsedFeed b;
    b.title = u"Stranger"_s;
    b.entries = {entry(u"b1"_s, own.url(u"/b1"_s))};
    QVERIFY(
        FeedIngest::ingest(database.connection(), QUrl(u"https://blog.example/feed.xml"_s), b).ok);
    // C: an intranet feed by name, known as the network's from its last fetch.
    ParsedFeed c;
    c.title = u"Intranet"_s;
    c.entries = {entry(u"c1"_s, intranet.resolved(QUrl(u"/c1"_s)))};
    const QUrl intranetFeed = intranet.resolved(QUrl(u"/feed.xml"_s));
    QVERIFY(FeedIngest::ingest(database.connection(), intranetFeed, c).ok);
    FeedStore feeds(database.connection());
    QVERIFY(feeds.setPrivateAddress(*feeds.idForUrl(intranetFeed), true));

    LibraryWriter writer(database.path());
    QVERIFY(writer.start());
    HttpClient network;
    network.setProxy(QNetworkProxy::NoProxy);
    network.transfers()->setResolveOverrides(
        {"intranet.test:" + QByteArray::number(router.port()) + ":127.0.0.2"});
    BackgroundCapture capture(database.connection(), &writer, &network, dir.path(),
                              [] { return std::make_unique<ParagraphsAndImages>(); });
    QSignalSpy finished(&capture, &BackgroundCapture::finished);
    capture.captureDue();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    const QList<QVariant> summary = finished.first();
    QCOMPARE(summary.at(0).toInt(), 2); // captured: a1 and c1, each with its own host's image
    QCOMPARE(summary.at(1).toInt(), 0); // failed
    QCOMPARE(summary.at(3).toInt(), 2); // refused: a2 (the router) and b1 (a stranger's)
    QCOMPARE(summary.at(4).toInt(), 2); // images refused: the router's, and this computer's

    // Nothing went to the router but the intranet feed's own requests.
    QStringList routerPaths;
    for (const TestHttpServer::Request &request : router.requests())
        routerPaths.append(QString::fromLatin1(request.path));
    QCOMPARE(routerPaths.count(u"/admin"_s), 0);
    QCOMPARE(routerPaths.count(u"/c1"_s), 1);
    QCOMPARE(routerPaths.count(u"/router.png"_s), 1); // c1's, on its own host
    QCOMPARE(own.requestsFor("/b1").size(), 0);
    QCOMPARE(own.requestsFor("/own.png").size(), 1); // a1's; c1's was refused

    CaptureStore captures(database.connection());
    const auto idOf = [&](const QString &guid) {
        QSqlQuery query(database.connection());
        query.prepare(u"SELECT id FROM articles WHERE guid = ?"_s);
        query.addBindValue(guid);
        return query.exec() && query.next() ? query.value(0).toLongLong() : qint64(0);
    };
    QCOMPARE(captures.state(idOf(u"a1"_s)), CaptureState::Done);
    QCOMPARE(captures.state(idOf(u"c1"_s)), CaptureState::Done);
    QCOMPARE(captures.state(idOf(u"a2"_s)), CaptureState::Skipped);
    QCOMPARE(captures.state(idOf(u"b1"_s)), CaptureState::Skipped);
    QVERIFY2(captures.lastError(idOf(u"a2"_s)).contains(u"points into this computer (127.0.0.2)"_s),
             qPrintable(captures.lastError(idOf(u"a2"_s))));
    QVERIFY2(captures.lastError(idOf(u"b1"_s)).contains(u"this computer (127.0.0.1)"_s),
             qPrintable(captures.lastError(idOf(u"b1"_s))));
    // A refused image is no missing image: nothing is tried again.
    QVERIFY(captures.due(QDateTime::currentDateTimeUtc().addYears(1), 10).isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_capturereach, TestCaptureReach)
#include "tst_capturereach.moc"
