// Many captures at once: a page holds its place only until its article is found, so images on a
// slow server do not hold back the pages after it; and the images of a server that did not
// answer fail at once instead of each waiting for the same timeout. Fetching is real (a local
// server); the page extractor is a stand-in that keeps each page's paragraphs and images.
#include "capture/articlecapturer.h"
#include "capture/capturerunner.h"
#include "capture/pageextractor.h"
#include "library/stores/assetstore.h"
#include "testhttpserver.h"
#include "testimages.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

class PageWithImagesExtractor : public PageExtractor
{
public:
    void extract(const ExtractionRequest &request,
                 std::function<void(const ExtractedPage &)> done) override
    {
        static const QRegularExpression part(u"<p>(.*?)</p>|<img src=\"([^\"]+)\">"_s);
        ExtractedPage page;
        for (auto it = part.globalMatch(request.html); it.hasNext();) {
            const auto match = it.next();
            if (match.hasCaptured(1)) {
                page.html += u"<p>"_s + match.captured(1) + u"</p>"_s;
                page.text += match.captured(1) + u'\n';
            } else {
                page.html +=
                    u"<img src=\""_s + ExtractedPage::imageToken(page.images.size()) + u"\">"_s;
                page.images.append(request.pageUrl.resolved(QUrl(match.captured(2))).toString());
            }
        }
        done(page);
    }
};

CaptureTarget targetFor(const QUrl &link, qint64 id)
{
    CaptureTarget target;
    target.articleId = id;
    target.link = link;
    target.feedUrl = link.resolved(QUrl(u"/feed.xml"_s));
    return target;
}

// A port on this machine that nothing listens on: a connection to it is refused.
QUrl refusingUrl(const QString &path)
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    const quint16 port = probe.serverPort();
    probe.close();
    return QUrl(u"http://127.0.0.1:%1%2"_s.arg(port).arg(path));
}

} // namespace

class TestCaptureRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void imagesDoNotHoldThePages();
    void imagesWaitTheirTurnAcrossArticles();
    void anUnreachableHostIsAskedOnce();
};

void TestCaptureRunner::imagesDoNotHoldThePages()
{
    TestHttpServer server;
    QVERIFY(server.start());
    TestHttpServer::Response slowImage;
    slowImage.delayMs = 5000;
    slowImage.body = pngOfSize(40, 20, Qt::darkGreen);
    slowImage.headers.append({"Content-Type"_ba, "image/png"_ba});
    server.serve("/slow.png", slowImage);
    QList<CaptureTarget> targets;
    for (int i = 0; i < 6; ++i) {
        const QByteArray path = "/posts/" + QByteArray::number(i);
        server.serveBody(
            path, "<p>Post " + QByteArray::number(i) + " in full.</p><img src=\"/slow.png\">",
            "text/html");
        targets.append(targetFor(server.url(QString::fromLatin1(path)), i + 1));
    }
    QTemporaryDir dir;
    AssetStore assets(dir.path());
    HttpClient network;
    PageWithImagesExtractor extractor;
    ArticleCapturer capturer(&network, &extractor, &assets);
    CaptureRunner runner(&capturer, nullptr);
    runner.setParallelPages(1); // one page at a time: only images may overlap

    int captured = 0, images = 0;
    bool done = false;
    runner.run(
        targets,
        [&](const CaptureTarget &, const ArticleCapturer::Outcome &outcome) {
            captured += outcome.ok() ? 1 : 0;
            images += int(outcome.article.images.size());
        },
        [&] { done = true; });
    // Every page was fetched while the first article's image was still on its way.
    QTRY_COMPARE_WITH_TIMEOUT(server.requestsFor("/posts/5").size(), 1, 4000);
    QCOMPARE(captured, 0);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QCOMPARE(captured, 6);
    QCOMPARE(images, 6);
}

// With one image at a time for all articles, the articles whose images wait still end.
void TestCaptureRunner::imagesWaitTheirTurnAcrossArticles()
{
    TestHttpServer server;
    QVERIFY(server.start());
    QList<CaptureTarget> targets;
    for (int i = 0; i < 3; ++i) {
        QByteArray page = "<p>Post " + QByteArray::number(i) + ".</p>";
        for (int j = 0; j < 3; ++j) {
            const QByteArray image = "/img/" + QByteArray::number(i * 3 + j) + ".png";
            server.serveBody(image, pngOfSize(20 + i * 3 + j, 10, Qt::blue), "image/png");
            page += "<img src=\"" + image + "\">";
        }
        const QByteArray path = "/posts/" + QByteArray::number(i);
        server.serveBody(path, page, "text/html");
        targets.append(targetFor(server.url(QString::fromLatin1(path)), i + 1));
    }
    QTemporaryDir dir;
    AssetStore assets(dir.path());
    HttpClient network;
    PageWithImagesExtractor extractor;
    ArticleCapturer capturer(&network, &extractor, &assets);
    ArticleCapturer::Limits limits;
    limits.parallelImagesInAll = 1;
    capturer.setLimits(limits);
    CaptureRunner runner(&capturer, nullptr);
    int captured = 0, images = 0;
    bool done = false;
    runner.run(
        targets,
        [&](const CaptureTarget &, const ArticleCapturer::Outcome &outcome) {
            captured += outcome.ok() ? 1 : 0;
            images += int(outcome.article.images.size());
        },
        [&] { done = true; });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QCOMPARE(captured, 3);
    QCOMPARE(images, 9);
}

void TestCaptureRunner::anUnreachableHostIsAskedOnce()
{
    TestHttpServer server;
    QVERIFY(server.start());
    const QUrl gone = refusingUrl(u"/img/"_s);
    QByteArray page = "<p>A post whose figures live on a server that is down.</p>";
    for (int i = 0; i < 8; ++i)
        page += "<img src=\"" + gone.resolved(QUrl(u"fig%1.png"_s.arg(i))).toEncoded() + "\">";
    server.serveBody("/posts/down", page, "text/html");
    QTemporaryDir dir;
    AssetStore assets(dir.path());
    HttpClient network;
    PageWithImagesExtractor extractor;
    ArticleCapturer capturer(&network, &extractor, &assets);
    ArticleCapturer::Limits limits;
    limits.parallelImages = 1; // one after another: the first failure is known to the rest
    capturer.setLimits(limits);

    std::optional<ArticleCapturer::Outcome> outcome;
    capturer.capture(targetFor(server.url(u"/posts/down"_s), 1), {},
                     [&](const ArticleCapturer::Outcome &o) { outcome = o; });
    QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000);
    QVERIFY2(outcome->ok(), qPrintable(outcome->error));
    QCOMPARE(outcome->failedImages, 8);
    QCOMPARE(outcome->imageErrors.size(), 8);
    const int atOnce = int(outcome->imageErrors.filter(u"did not answer a moment ago"_s).size());
    QCOMPARE(atOnce, 7);
    // Not kept, each image keeps its own address in the article.
    QVERIFY2(outcome->article.html.contains(gone.resolved(QUrl(u"fig7.png"_s)).toString()),
             qPrintable(outcome->article.html));
    QVERIFY(!outcome->article.html.contains(u"lectern-capture-image:"_s));
}

LECTERN_TEST_GUILESS_MAIN(tst_capturerunner, TestCaptureRunner)
#include "tst_capturerunner.moc"
