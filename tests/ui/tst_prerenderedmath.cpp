// Math a site had already rendered, in the real reader: the sanitizer hands back its TeX (or
// its MathML) and the bundled KaTeX typesets it again; the site's own glyph spans are gone.
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

class TestPrerenderedMath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void typesetAgain();

private:
};

void TestPrerenderedMath::typesetAgain()
{
    if (!ArticlePageRenderer::hasMath())
        QSKIP("built without KaTeX");
    const ArticlePageRenderer renderer(nullptr);
    ArticlePage article;
    article.title = u"Pre-rendered"_s;
    article.html =
        u"<p>KaTeX: <span class=\"katex\"><span class=\"katex-mathml\"><math><semantics><mrow>"
        "<mfrac><mi>a</mi><mi>b</mi></mfrac></mrow><annotation encoding=\"application/x-tex\">"
        "\\frac{a}{b}</annotation></semantics></math></span><span class=\"katex-html\" "
        "aria-hidden=\"true\"><span class=\"mord\">sitesglyphs</span></span></span> end.</p>"
        "<span class=\"MathJax_Preview\"></span><div class=\"MathJax_Display\"><span "
        "class=\"MathJax\">mathjaxglyphs</span></div>"
        "<script type=\"math/tex; mode=display\">x^{2}</script>"
        "<p>MathJax 3: <mjx-container jax=\"CHTML\"><mjx-math>chtmlglyphs</mjx-math>"
        "<mjx-assistive-mml><math><mi>y</mi></math></mjx-assistive-mml></mjx-container>.</p>"_s;
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

    const QString count = u"document.querySelectorAll('.article-body .katex').length"_s;
    int typeset = 0;
    for (int i = 0; i < 50 && typeset < 2; ++i) {
        typeset = evaluate(page, count).toInt();
        if (typeset < 2)
            QTest::qWait(100);
    }
    QCOMPARE(typeset, 2); // the KaTeX fraction and the MathJax display, typeset by KaTeX
    QCOMPARE(evaluate(page, u"document.querySelectorAll('.katex .mfrac').length"_s).toInt(), 1);
    QCOMPARE(
        evaluate(page, u"document.querySelectorAll('.katex-display .msupsub').length"_s).toInt(),
        1);
    // MathJax 3's assistive MathML is left to the engine.
    QCOMPARE(evaluate(page, u"Array.from(document.querySelectorAll('.article-body math'))"
                            ".filter(m => !m.closest('.katex')).length"_s)
                 .toInt(),
             1);
    const QString text =
        evaluate(page, u"document.querySelector('.article-body').innerText"_s).toString();
    for (const QString &left : {u"glyphs"_s, u"\\frac"_s, u"x^{2}"_s, u"\\("_s, u"\\["_s})
        QVERIFY2(!text.contains(left), qPrintable(left + u" in "_s + text));
}

LECTERN_TEST_FUNCTION(tst_prerenderedmath)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestPrerenderedMath test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_prerenderedmath.moc"
