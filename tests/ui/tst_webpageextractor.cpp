// The article extractor on a page built like a blog post: the article is found and its chrome
// left out, and its pages load nothing from the network, neither what the fetched page names
// nor an image put into the extractor's own page. Then the shapes of real pages that
// Readability alone gets wrong (tests/data/capture/, written for the project): boilerplate
// inside the article, a listing page, a page whose text is all in <noscript>, a lead outside
// the body, a Chirpy code block, ruby and soft hyphens in the text.
#include "ui/offscreen/webpageextractor.h"
#include "ui/window/windowapplication.h"

#include "testhttpserver.h"
#include "testregistry.h"

#include <QApplication>
#include <QFile>
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
    void initTestCase();
    void findsTheArticleAndLoadsNothing();
    void keepsTheArticleOfRealShapes_data();
    void keepsTheArticleOfRealShapes();
    void chirpyCodeHasNoEmptyBoxes();

private:
    ExtractedPage extractFile(const QString &name, const QString &pageUrl);
    std::unique_ptr<WebPageExtractor> m_extractor;
};

void TestWebPageExtractor::initTestCase()
{
    if (!WebPageExtractor::isAvailable())
        QSKIP("this build has no Readability");
    m_extractor = std::make_unique<WebPageExtractor>();
}

ExtractedPage TestWebPageExtractor::extractFile(const QString &name, const QString &pageUrl)
{
    QFile file(QStringLiteral(LECTERN_TEST_DATA "/capture/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        ExtractedPage missing;
        missing.error = u"cannot read "_s + file.fileName();
        return missing;
    }
    ExtractionRequest request;
    request.html = QString::fromUtf8(file.readAll());
    request.pageUrl = QUrl(pageUrl);
    return extract(*m_extractor, request);
}

void TestWebPageExtractor::keepsTheArticleOfRealShapes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pageUrl");
    QTest::addColumn<QStringList>("kept");
    QTest::addColumn<QStringList>("leftOut");
    const QString post = u"https://blog.example/posts/page-cache/"_s;
    QTest::newRow("share rows, ads, breadcrumbs, related posts, subscribe box")
        << u"boilerplate.html"_s << post
        << QStringList{u"A write to a file lands in the page cache first."_s,
                       u"Tuning knobs such as dirty_ratio"_s}
        << QStringList{u"Whatsapp"_s,  u"Advert"_s,           u"12 comments"_s,
                       u"Home"_s,      u"How swap chooses"_s, u"Filed under"_s,
                       u"Subscribe"_s, u"Related posts"_s,    u"Transparent huge pages"_s};
    QTest::newRow("a listing page keeps the article its address names")
        << u"listing.html"_s << u"https://blog.example/posts/register-allocation/"_s
        << QStringList{u"Linear scan walks the live intervals"_s}
        << QStringList{u"Static single assignment"_s, u"Inlining trades code size"_s};
    QTest::newRow("a page whose text is all in noscript")
        << u"noscript-page.html"_s << post
        << QStringList{u"Rangers counted at least nine females"_s,
                       u"need corridors between the valleys"_s}
        << QStringList{};
    QTest::newRow("a lead set apart from the body")
        << u"lead.html"_s << post
        << QStringList{u"Probing each die before it is cut"_s, u"The catch is heat"_s}
        << QStringList{u"Most read this week"_s};
    QTest::newRow("ruby readings, soft hyphens, paragraphs without white space")
        << u"text-forms.html"_s << post
        << QStringList{u"子どもへの虐待をなくすための法律ができました"_s,
                       u"Die Werkzeugtypen wurden"_s, u"vom ersten.\n\nEin dritter"_s}
        << QStringList{u"ぎゃくたい"_s, u"\u00ad"_s};
}

// What extraction keeps is the article's text: search, `lectern show` and the capture's own
// check (less text than the feed?) all read it.
void TestWebPageExtractor::keepsTheArticleOfRealShapes()
{
    QFETCH(QString, file);
    QFETCH(QString, pageUrl);
    QFETCH(QStringList, kept);
    QFETCH(QStringList, leftOut);
    const ExtractedPage found = extractFile(file, pageUrl);
    QVERIFY2(found.ok(), qPrintable(found.error));
    for (const QString &text : kept)
        QVERIFY2(found.text.contains(text), qPrintable(text + u"\n---\n"_s + found.text));
    for (const QString &text : leftOut)
        QVERIFY2(!found.text.contains(text), qPrintable(text + u"\n---\n"_s + found.text));
}

// Chirpy puts Rouge's table in a <code> of its own under a bar with the language and a copy
// button: the block comes out as one <pre><code>, with nothing empty before it.
void TestWebPageExtractor::chirpyCodeHasNoEmptyBoxes()
{
    const ExtractedPage found = extractFile(u"chirpy-code.html"_s, u"https://blog.example/w/"_s);
    QVERIFY2(found.ok(), qPrintable(found.error));
    QVERIFY2(found.html.contains(u"<pre><code class=\"language-cuda\">__device__ float"_s),
             qPrintable(found.html));
    QVERIFY2(!found.html.contains(u"<code></code>"_s), qPrintable(found.html));
    QVERIFY2(!found.html.contains(u"<p></p>"_s), qPrintable(found.html));
    QCOMPARE(found.html.count(u"<pre>"_s), 1);
    QVERIFY2(found.text.contains(u"warp_sum(float v) {\n    for (int o = 16;"_s),
             qPrintable(found.text));
}

void TestWebPageExtractor::findsTheArticleAndLoadsNothing()
{
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

LECTERN_TEST_FUNCTION(tst_webpageextractor)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestWebPageExtractor test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_webpageextractor.moc"
