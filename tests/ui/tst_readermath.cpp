// Math in the real reader: TeX typeset by the bundled KaTeX through reader.js, served from
// lectern://app under the page's CSP; and the app-asset paths the scheme handler accepts.
#include "content/articlepagerenderer.h"
#include "ui/reader/readerschemehandler.h"
#include "ui/reader/readerview.h"
#include "ui/window/windowapplication.h"

#include "pagescript.h"
#include "testregistry.h"
#include <QApplication>
#include <QSignalSpy>
#include <QTest>
#include <QWebEnginePage>
#include <QWebEngineScript>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;
using Lectern::Testing::evaluate;

class TestReaderMath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void appAssetPaths_data();
    void appAssetPaths();
    void texIsTypeset();

private:
};

void TestReaderMath::appAssetPaths_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("resource");
    QTest::newRow("script") << u"lectern://app/reader.js"_s << u":/lectern/app/reader.js"_s;
    QTest::newRow("welcome is a page") << u"lectern://app/welcome"_s << QString();
    QTest::newRow("other host") << u"lectern://article/reader.js"_s << QString();
    QTest::newRow("missing") << u"lectern://app/nothing.js"_s << QString();
    QTest::newRow("dot dot") << u"lectern://app/katex/../reader.js"_s << QString();
    QTest::newRow("encoded dot dot") << u"lectern://app/katex/%2e%2e/reader.js"_s << QString();
    QTest::newRow("encoded slash") << u"lectern://app/katex%2F..%2Freader.js"_s << QString();
    QTest::newRow("backslash") << u"lectern://app/katex\\..\\reader.js"_s << QString();
    QTest::newRow("hidden") << u"lectern://app/.reader.js"_s << QString();
    QTest::newRow("query") << u"lectern://app/reader.js?x=1"_s << QString();
    QTest::newRow("html template") << u"lectern://app/article.html"_s << QString();
    QTest::newRow("other resource") << u"lectern://app/../reader/reader.css"_s << QString();
    if (ArticlePageRenderer::hasMath()) {
        QTest::newRow("katex css")
            << u"lectern://app/katex/katex.min.css"_s << u":/lectern/app/katex/katex.min.css"_s;
        QTest::newRow("katex font") << u"lectern://app/katex/fonts/KaTeX_Main-Regular.woff2"_s
                                    << u":/lectern/app/katex/fonts/KaTeX_Main-Regular.woff2"_s;
    }
}

void TestReaderMath::appAssetPaths()
{
    QFETCH(QString, url);
    QFETCH(QString, resource);
    QCOMPARE(ReaderSchemeHandler::appResourcePath(QUrl(url)), resource);
    QCOMPARE(ReaderSchemeHandler::mimeTypeFor(u"a/b.js"_s), "text/javascript;charset=utf-8"_ba);
    QCOMPARE(ReaderSchemeHandler::mimeTypeFor(u"a/b.woff2"_s), "font/woff2"_ba);
    QVERIFY(ReaderSchemeHandler::mimeTypeFor(u"a/b.html"_s).isEmpty());
}

void TestReaderMath::texIsTypeset()
{
    if (!ArticlePageRenderer::hasMath())
        QSKIP("built without KaTeX");
    const ArticlePageRenderer renderer(nullptr);
    ArticlePage article;
    article.title = u"Fractions"_s;
    article.html =
        u"<p>Display: $$\\frac{a}{b}$$</p><p>Inline \\(x^2\\), a price of $5 and $10.</p>"
        "<pre><code>echo $$ \\(not math\\)</code></pre>"_s;
    ReaderView view([&](const QUrl &url) -> std::optional<QString> {
        if (ReaderSchemeHandler::articleIdOf(url) != 1)
            return std::nullopt;
        return renderer.renderArticle(article, {});
    });
    QSignalSpy loaded(&view, &QWebEngineView::loadFinished);
    view.resize(800, 600);
    view.show();
    view.showArticle(1);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QVERIFY(loaded.first().at(0).toBool());
    QWebEnginePage *page = view.page();

    // reader.js runs after KaTeX (deferred); poll, the engine may still be executing them.
    const QString count = u"document.querySelectorAll('.article-body .katex').length"_s;
    int typeset = 0;
    for (int i = 0; i < 50 && typeset < 2; ++i) {
        typeset = evaluate(page, count).toInt();
        if (typeset < 2)
            QTest::qWait(100);
    }
    if (typeset == 0 &&
        evaluate(page, u"document.documentElement.dataset.reader"_s).toString() != u"ready"_s) {
        QFAIL("reader.js did not run: is JavaScript enabled in the reader's main world?");
    }
    QCOMPARE(typeset, 2); // display and inline; not the prices, not the code
    // The app's scripts leave no element behind; the page holds article content only.
    QCOMPARE(evaluate(page, u"document.querySelectorAll('script').length"_s).toInt(), 0);
    QCOMPARE(evaluate(page, u"document.querySelectorAll('.katex-display .katex').length"_s).toInt(),
             1);
    QCOMPARE(evaluate(page, u"document.querySelectorAll('.katex .mfrac').length"_s).toInt(), 1);
    QCOMPARE(evaluate(page, u"document.querySelector('pre code').innerText"_s).toString(),
             u"echo $$ \\(not math\\)"_s);
    QVERIFY(evaluate(page, u"document.querySelector('.article-body').innerText"_s)
                .toString()
                .contains(u"$5 and $10"_s));
    // KaTeX's stylesheet and fonts came from lectern://app despite the CSP (fonts load lazily).
    QCOMPARE(evaluate(page, u"getComputedStyle(document.querySelector('.katex')).fontFamily"_s)
                 .toString(),
             u"KaTeX_Main, \"Times New Roman\", serif"_s);
    const QString fontsLoaded = u"Array.from(document.fonts).filter(f => f.status === 'loaded' &&"
                                " f.family.replace(/\"/g, '').startsWith('KaTeX_')).length"_s;
    int fonts = 0;
    for (int i = 0; i < 50 && fonts == 0; ++i) {
        fonts = evaluate(page, fontsLoaded).toInt();
        if (fonts == 0)
            QTest::qWait(100);
    }
    QVERIFY2(fonts > 0, "no KaTeX font loaded");
}

LECTERN_TEST_FUNCTION(tst_readermath)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestReaderMath test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_readermath.moc"
