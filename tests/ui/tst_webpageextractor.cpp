// The article extractor on a page built like a blog post: the article is found and its chrome
// left out, and its pages load nothing from the network, neither what the fetched page names
// nor an image put into the extractor's own page.
#include "ui/webpageextractor.h"
#include "ui/windowapplication.h"

#include "testhttpserver.h"

#include <QApplication>
#include <QTest>
#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <QWebEngineScript>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// Chrome around an article, a script of its own and an image.
QString blogPage(const QUrl &image, const QUrl &script)
{
    QString paragraphs;
    for (int i = 0; i < 8; ++i) {
        paragraphs +=
            u"<p>Paragraph %1 on warp schedulers: why a stalled warp gives its issue slot "
            "to another, and what that costs the register file.</p>"_s.arg(i);
    }
    return u"<!doctype html><html><head><title>Warp scheduling</title><script src=\""_s +
           script.toString() +
           u"\"></script></head><body><nav><a href=\"/\">Home</a></nav><article><h1>Warp "
           "scheduling</h1>"_s +
           paragraphs + u"<img src=\""_s + image.toString() +
           u"\" alt=\"a warp\"></article><script>document.title = 'pwned';</script>"
           "<footer>Powered by a static site generator</footer></body></html>"_s;
}

ExtractedPage extract(WebPageExtractor &extractor, const ExtractionRequest &request)
{
    std::optional<ExtractedPage> result;
    extractor.extract(request, [&result](const ExtractedPage &page) { result = page; });
    if (!QTest::qWaitFor([&result] { return result.has_value(); }, 30000)) {
        ExtractedPage late;
        late.error = u"no answer within 30 s"_s;
        return late;
    }
    return *result;
}

} // namespace

class TestWebPageExtractor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsTheArticleAndLoadsNothing();
};

void TestWebPageExtractor::findsTheArticleAndLoadsNothing()
{
    if (!WebPageExtractor::isAvailable())
        QSKIP("this build has no Readability");
    TestHttpServer server;
    QVERIFY(server.start());
    const QByteArray png =
        QByteArray::fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwA"
                               "EhQGAhKmMIQAAAABJRU5ErkJggg==");
    server.serveBody("/warp.png", png, "image/png");
    server.serveBody("/put-in.png", png, "image/png");
    server.serveBody("/theme.js", "document.title = 'pwned';", "text/javascript");

    WebPageExtractor extractor;
    auto *page = extractor.findChild<QWebEnginePage *>();
    QVERIFY(page);
    QVERIFY(page->profile()->isOffTheRecord());

    ExtractionRequest request;
    request.pageUrl = server.url(u"/posts/warp/"_s);
    request.html = blogPage(server.url(u"/warp.png"_s), server.url(u"/theme.js"_s));
    const ExtractedPage found = extract(extractor, request);
    QVERIFY2(found.ok(), qPrintable(found.error));
    QCOMPARE(found.title, u"Warp scheduling"_s);
    QVERIFY(found.text.contains(u"Paragraph 5 on warp schedulers"_s));
    QVERIFY(!found.text.contains(u"Powered by"_s));
    QCOMPARE(found.images, QStringList{server.url(u"/warp.png"_s).toString()});

    // An image put into the extractor's own page is not fetched either.
    std::optional<QVariant> added;
    page->runJavaScript(u"(() => { const i = new Image(); i.src = '%1';"
                        " document.body.appendChild(i); return true; })()"_s.arg(
                            server.url(u"/put-in.png"_s).toString()),
                        QWebEngineScript::ApplicationWorld,
                        [&added](const QVariant &value) { added = value; });
    QTRY_VERIFY_WITH_TIMEOUT(added.has_value(), 10000);
    QVERIFY(added->toBool());
    QTest::qWait(500);
    QVERIFY(server.requestsFor("/put-in.png").isEmpty());
    QVERIFY(server.requestsFor("/warp.png").isEmpty());
    QVERIFY(server.requestsFor("/theme.js").isEmpty());
}

int main(int argc, char *argv[])
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestWebPageExtractor test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_webpageextractor.moc"
