// The reading page around an article: its CSP, the app's script, escaping, the single-dollar
// math heuristic, the table of contents, the colour scheme and code themes, line numbers, the
// copy buttons' labels and tracking pixels.
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "content/htmlsanitizer.h"
#include "content/mathdetector.h"
#include "content/tableofcontents.h"
#include "testregistry.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestArticlePageRenderer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wordEquivalentsSkipTags_data();
    void wordEquivalentsSkipTags();
    void cspAllowsOnlyAppScripts();
    void remoteImagesOnlyOnRequest();
    void pageLoadsReaderScript();
    void titleAndBylineAreEscaped();
    void originalLink();
    void tooLargeArticleGetsANotice();
    void versionsAreNamedForWhatTheyAre();
    void singleDollarHeuristic_data();
    void singleDollarHeuristic();
    void delimitedTex_data();
    void delimitedTex();
    void mathScriptsOnlyForTex();
    void contentsForLongArticles();
    void noContentsForShortArticles();
    void schemeAndLineNumbers();
    void codeThemes();
    void copyButtonLabels();
    void trackingPixelsAreDropped_data();
    void trackingPixelsAreDropped();

private:
    static QString csp(const QString &page);
    static QString longBody(const QStringList &headings, int words);
};

QString TestArticlePageRenderer::csp(const QString &page)
{
    static const QRegularExpression meta(
        u"<meta http-equiv=\"Content-Security-Policy\" content=\"([^\"]*)\">"_s);
    return meta.match(page).captured(1);
}

QString TestArticlePageRenderer::longBody(const QStringList &headings, int words)
{
    QString body;
    const int perSection = words / qMax(1, int(headings.size()));
    for (const QString &h : headings) {
        body += u"<h2>"_s + h + u"</h2><p>"_s;
        for (int i = 0; i < perSection; ++i)
            body += u"word "_s;
        body += u"</p>"_s;
    }
    return body;
}

void TestArticlePageRenderer::wordEquivalentsSkipTags_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<int>("expected");
    QTest::newRow("paragraphs") << u"<p>one two</p><p>three</p>"_s << 3;
    QTest::newRow("a tag splits a word") << u"foo<b>bar</b>"_s << 2;
    QTest::newRow("attributes are not read")
        << u"<a href=\"https://example.com/a b c\" title=\"x y\">link</a>"_s << 1;
    QTest::newRow("a lone < is text") << u"a < b and c"_s << 4;
    QTest::newRow("digits and accents") << u"<li>3 caf\u00e9s, 12 ms</li>"_s << 4;
    // 400 CJK characters read like 230 words.
    QTest::newRow("cjk") << u"<p>"_s + QString(400, QChar(0x4e2d)) + u"</p>"_s << 230;
    QTest::newRow("empty") << QString() << 0;
}

void TestArticlePageRenderer::wordEquivalentsSkipTags()
{
    QFETCH(QString, html);
    QFETCH(int, expected);
    QCOMPARE(ArticlePageRenderer::wordEquivalents(html), expected);
}

void TestArticlePageRenderer::cspAllowsOnlyAppScripts()
{
    const ArticlePageRenderer renderer(nullptr);
    for (const QString &page : {renderer.renderArticle({}, {}), renderer.renderWelcome({})}) {
        const QString policy = csp(page);
        QVERIFY2(!policy.isEmpty(), qPrintable(page.left(400)));
        QVERIFY(!policy.contains(u"unsafe-inline"_s));
        QVERIFY(!policy.contains(u"unsafe-eval"_s));
        QVERIFY(policy.startsWith(u"default-src 'none';"_s));
        QVERIFY2(policy.contains(u"; script-src lectern://app;"_s), qPrintable(policy));
        QVERIFY(policy.contains(u"font-src lectern://app"_s));
        QVERIFY(
            policy.contains(QRegularExpression(u"style-src 'nonce-[0-9a-z]+' lectern://app;"_s)));
        QVERIFY(policy.contains(u"object-src 'none'"_s));
    }
}

void TestArticlePageRenderer::remoteImagesOnlyOnRequest()
{
    const ArticlePageRenderer renderer(nullptr);
    ArticlePageRenderer::Style style;
    QVERIFY(csp(renderer.renderArticle({}, style)).contains(u"img-src lectern: data:;"_s));
    style.allowRemoteImages = true;
    QVERIFY(
        csp(renderer.renderArticle({}, style)).contains(u"img-src lectern: data: https: http:;"_s));
}

void TestArticlePageRenderer::pageLoadsReaderScript()
{
    const ArticlePageRenderer renderer(nullptr);
    const QString page = renderer.renderArticle({}, {});
    QVERIFY(page.contains(u"<script src=\"lectern://app/reader.js\" defer></script>"_s));
    // The only scripts are the app's own, by URL.
    static const QRegularExpression scripts(u"<script\\b[^>]*>"_s);
    auto it = scripts.globalMatch(page);
    while (it.hasNext()) {
        const QString tag = it.next().captured(0);
        QVERIFY2(tag.contains(u"src=\"lectern://app/"_s), qPrintable(tag));
    }
    QCOMPARE(page.count(u"{{"_s), 0);
}

void TestArticlePageRenderer::titleAndBylineAreEscaped()
{
    const ArticlePageRenderer renderer(nullptr);
    ArticlePage article;
    article.title = u"<script>alert(1)</script> & more"_s;
    article.authors = u"<b>Eve</b>"_s;
    article.feedTitle = u"\"Feed\" <i>"_s;
    article.html = u"<p>Hi <script>alert(2)</script></p>"_s;
    const QString page = renderer.renderArticle(article, {});
    QVERIFY(!page.contains(u"<script>"_s));
    QVERIFY(page.contains(u"<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</title>"_s));
    QVERIFY(page.contains(u"<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</h1>"_s));
    QVERIFY(page.contains(u"&lt;b&gt;Eve&lt;/b&gt;"_s));
    QVERIFY(page.contains(u"&quot;Feed&quot; &lt;i&gt;"_s));
}

void TestArticlePageRenderer::originalLink()
{
    const ArticlePageRenderer renderer(nullptr);
    ArticlePage article;
    article.title = u"Post"_s;
    article.link = QUrl(u"https://example.org/a?b=1&c=\"2\""_s);
    const QString page = renderer.renderArticle(article, {});
    QVERIFY2(
        page.contains(u"<p class=\"original\"><a href=\"https://example.org/a?b=1&amp;c=%222%22\">"
                      "View original</a></p>"_s),
        qPrintable(page));
    article.link = QUrl(u"javascript:alert(1)"_s);
    QVERIFY(!renderer.renderArticle(article, {}).contains(u"class=\"original\""_s));
}

void TestArticlePageRenderer::tooLargeArticleGetsANotice()
{
    // Past MaxShownChars the window's reader shows a notice (the original, a way to show it in
    // full) instead of spending seconds on its thread; in full, or under the limit, the text.
    const ArticlePageRenderer renderer(nullptr);
    ArticlePage article;
    article.title = u"Huge"_s;
    article.link = QUrl(u"https://example.org/huge"_s);
    article.html = u"<p>"_s + u"words "_s.repeated(ArticlePageRenderer::MaxShownChars / 6 + 10) +
                   u"<script>alert(1)</script></p>"_s;
    article.inFull = false;
    const QString notice = renderer.renderArticle(article, {});
    QVERIFY(notice.contains(u"class=\"too-large\""_s));
    QVERIFY(notice.contains(u"too large to show here"_s));
    QVERIFY(notice.contains(u"<a href=\"https://example.org/huge\">Read it on its site</a>"_s));
    QVERIFY(notice.contains(u"<a href=\"?full=1\">"_s));
    QVERIFY(!notice.contains(u"words words"_s));
    QVERIFY(notice.size() < 100000);
    // The feed's version of a captured article keeps its version when shown in full.
    article.hasCapture = true;
    article.showsCapture = false;
    QVERIFY(renderer.renderArticle(article, {}).contains(u"?version=feed&amp;full=1"_s));

    article.inFull = true;
    const QString full = renderer.renderArticle(article, {});
    QVERIFY(full.contains(u"words words"_s));
    QVERIFY(!full.contains(u"class=\"too-large\""_s));
    QVERIFY(!full.contains(u"<script>alert"_s));
    article.inFull = false;
    article.html = u"<p>A normal post.</p>"_s;
    QVERIFY(renderer.renderArticle(article, {}).contains(u"A normal post."_s));
}

void TestArticlePageRenderer::versionsAreNamedForWhatTheyAre()
{
    // A captured article links its other version by what it is: a feed's text, or for a page
    // saved outside any feed, the summary the page gave of itself.
    const ArticlePageRenderer renderer(nullptr);
    ArticlePage article;
    article.title = u"Kept"_s;
    article.html = u"<p>The whole post.</p>"_s;
    article.hasCapture = true;
    article.showsCapture = true;
    QString page = renderer.renderArticle(article, {});
    QVERIFY(page.contains(u"<a href=\"?version=feed\">Feed version</a>"_s));
    QVERIFY(!page.contains(u"Page summary"_s));
    article.savedPage = true;
    page = renderer.renderArticle(article, {});
    QVERIFY(page.contains(u"<a href=\"?version=feed\">Page summary</a>"_s));
    QVERIFY(!page.contains(u"Feed version"_s));
}

void TestArticlePageRenderer::singleDollarHeuristic_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<bool>("single");
    QTest::newRow("two fractions")
        << u"<p>Let $\\frac{a}{b}$ and $\\alpha$ be given.</p>"_s << true;
    QTest::newRow("powers") << u"<p>We have $x^{2}$, and $y_{i}$ too.</p>"_s << true;
    QTest::newRow("short sub/superscripts") << u"<p>So $x^2$ and $a_i$.</p>"_s << true;
    QTest::newRow("prices") << u"<p>It costs $5 and $10 later.</p>"_s << false;
    QTest::newRow("price range") << u"<p>From $5 to $10, or $20^{*}.</p>"_s << false;
    QTest::newRow("one span") << u"<p>Only $\\frac{a}{b}$ here, for $3.</p>"_s << false;
    QTest::newRow("plain words") << u"<p>Set $name$ and $other$ in the template.</p>"_s << false;
    QTest::newRow("shell in code")
        << u"<pre><code>echo $\\frac{x}{y}$ $x^{2}$</code></pre><p>$HOME</p>"_s << false;
    QTest::newRow("inline code") << u"<p><code>$x^{2}$</code> and <code>$\\alpha$</code></p>"_s
                                 << false;
    QTest::newRow("display math only") << u"<p>$$\\frac{a}{b}$$ and $$x^{2}$$</p>"_s << false;
    QTest::newRow("escaped dollars") << u"<p>\\$x^{2}\\$ and \\$\\alpha\\$</p>"_s << false;
    QTest::newRow("spaced dollars") << u"<p>$ \\alpha $ and $ x^{2} $</p>"_s << false;
    QTest::newRow("across paragraphs")
        << u"<p>Pay $5 for \\alpha</p><p>and x^{2} $6</p>"_s << false;
}

void TestArticlePageRenderer::singleDollarHeuristic()
{
    QFETCH(QString, html);
    QFETCH(bool, single);
    QCOMPARE(MathDetector::usesSingleDollarMath(html), single);
    QCOMPARE(MathDetector::detect(html).singleDollarMath, single);
}

void TestArticlePageRenderer::delimitedTex_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<bool>("tex");
    QTest::newRow("display dollars") << u"<p>$$\\frac{a}{b}$$</p>"_s << true;
    QTest::newRow("brackets") << u"<p>\\[ x^2 \\]</p>"_s << true;
    QTest::newRow("parens") << u"<p>so \\(x\\) holds</p>"_s << true;
    QTest::newRow("none") << u"<p>It costs $5.</p>"_s << false;
    QTest::newRow("in code") << u"<pre><code>echo $$ \\(x\\)</code></pre>"_s << false;
}

void TestArticlePageRenderer::delimitedTex()
{
    QFETCH(QString, html);
    QFETCH(bool, tex);
    QCOMPARE(MathDetector::hasDelimitedTex(html), tex);
    QCOMPARE(MathDetector::detect(html).delimitedTex, tex);
}

void TestArticlePageRenderer::mathScriptsOnlyForTex()
{
    const ArticlePageRenderer renderer(nullptr);
    ArticlePage article;
    article.html = u"<p>Plain prose at $5.</p>"_s;
    QVERIFY(!renderer.renderArticle(article, {}).contains(u"katex.min.js"_s));
    article.html = u"<p>Let $\\frac{a}{b}$ and $\\alpha$ be given.</p>"_s;
    const QString page = renderer.renderArticle(article, {});
    if (!ArticlePageRenderer::hasMath()) {
        QVERIFY(!page.contains(u"katex"_s));
        QVERIFY(!page.contains(u"data-math-dollars"_s));
        QSKIP("built without KaTeX");
    }
    QVERIFY(page.contains(QRegularExpression(u"<body [^>]*data-math-dollars=\"single\">"_s)));
    const qsizetype katex = page.indexOf(u"lectern://app/katex/katex.min.js"_s);
    const qsizetype autoRender = page.indexOf(u"lectern://app/katex/contrib/auto-render.min.js"_s);
    const qsizetype reader = page.indexOf(u"lectern://app/reader.js"_s);
    QVERIFY(katex > 0 && katex < autoRender && autoRender < reader); // deferred: in this order
    QVERIFY(page.contains(u"href=\"lectern://app/katex/katex.min.css\""_s));
    // Display math alone loads KaTeX but does not opt into single dollars.
    article.html = u"<p>$$x^2$$ costs $5 and $10</p>"_s;
    const QString display = renderer.renderArticle(article, {});
    QVERIFY(display.contains(u"katex.min.js"_s));
    QVERIFY(!display.contains(u"data-math-dollars"_s));
}

void TestArticlePageRenderer::contentsForLongArticles()
{
    const QStringList headings = {u"Intro"_s, u"The <em>cost</em> model"_s, u"Intro"_s,
                                  u"Résumé &amp; notes"_s, u"!!!"_s};
    const QString body = longBody(headings, 2000);
    const TableOfContents::Result toc = TableOfContents::build(body, 2000, u"Contents"_s);
    QVERIFY(toc.nav.startsWith(u"<nav class=\"toc\"><h2>Contents</h2><ol>"_s));
    static const QRegularExpression ids(u"<h2 id=\"([^\"]+)\">"_s);
    QStringList anchors;
    auto it = ids.globalMatch(toc.body);
    while (it.hasNext())
        anchors << it.next().captured(1);
    QCOMPARE(anchors, (QStringList{u"h-intro"_s, u"h-the-cost-model"_s, u"h-intro-2"_s,
                                   u"h-résumé-notes"_s, u"h-section"_s}));
    QCOMPARE(QSet<QString>(anchors.cbegin(), anchors.cend()).size(), anchors.size());
    for (const QString &id : std::as_const(anchors))
        QVERIFY2(toc.nav.contains(u"href=\"#"_s + id + u'"'), qPrintable(id));
    QVERIFY(toc.nav.contains(u">The cost model</a>"_s)); // text only, still escaped
    QVERIFY(toc.nav.contains(u">Résumé &amp; notes</a>"_s));
    QVERIFY(toc.body.contains(u"<h2 id=\"h-the-cost-model\">The <em>cost</em> model</h2>"_s));

    // Through the renderer, from feed HTML.
    ArticlePage article;
    article.html = longBody({u"One"_s, u"Two"_s, u"Three"_s}, 1800);
    const QString page = ArticlePageRenderer(nullptr).renderArticle(article, {});
    QVERIFY(page.contains(u"<nav class=\"toc\">"_s));
    QVERIFY(page.contains(u"<a href=\"#h-three\">Three</a>"_s));
}

void TestArticlePageRenderer::noContentsForShortArticles()
{
    const QString twoHeadings = longBody({u"One"_s, u"Two"_s}, 3000);
    QVERIFY(TableOfContents::build(twoHeadings, 3000, u"Contents"_s).nav.isEmpty());
    const QString shortBody = longBody({u"One"_s, u"Two"_s, u"Three"_s}, 300);
    const TableOfContents::Result toc = TableOfContents::build(shortBody, 300, u"Contents"_s);
    QVERIFY(toc.nav.isEmpty());
    QCOMPARE(toc.body, shortBody);
    ArticlePage article;
    article.html = shortBody;
    QVERIFY(!ArticlePageRenderer(nullptr).renderArticle(article, {}).contains(u"class=\"toc\""_s));
}

void TestArticlePageRenderer::schemeAndLineNumbers()
{
    const ArticlePageRenderer renderer(nullptr);
    ArticlePageRenderer::Style style;
    QString page = renderer.renderArticle({}, style);
    QVERIFY2(page.contains(QRegularExpression(u"<html lang=\"[^\"]*\">"_s)),
             qPrintable(page.left(80)));
    QVERIFY(page.contains(u"prefers-color-scheme: dark"_s)); // follows the system

    style.dark = true;
    page = renderer.renderArticle({}, style);
    QVERIFY(page.contains(QRegularExpression(u"<html lang=\"[^\"]*\" class=\"dark\">"_s)));

    style.dark = false;
    style.lineNumbers = true;
    page = renderer.renderWelcome(style);
    QVERIFY(page.contains(u" class=\"light line-numbers\">"_s));
    style.dark.reset();
    page = renderer.renderArticle({}, style);
    QVERIFY(page.contains(QRegularExpression(u"<html lang=\"[^\"]*\" class=\"line-numbers\">"_s)));
    // The gutter is generated content: the stylesheet numbers the highlighter's line spans and
    // keeps the numbers out of selections.
    QVERIFY(page.contains(u":root.line-numbers pre.code .line::before"_s));
    QVERIFY(page.contains(u"content: counter(line);"_s));
    QVERIFY(page.contains(u"user-select: none;"_s));
}

void TestArticlePageRenderer::codeThemes()
{
    const CodeHighlighter highlighter;
    const ArticlePageRenderer renderer(&highlighter);
    QCOMPARE(renderer.highlighter(), &highlighter);
    const QString light = highlighter.themeCss(highlighter.defaultThemeName(false));
    const QString dark = highlighter.themeCss(highlighter.defaultThemeName(true));
    ArticlePageRenderer::Style style;
    // Following the system: both, the dark one under the media query.
    QString page = renderer.renderArticle({}, style);
    QVERIFY(page.contains(light));
    QVERIFY(page.contains(u"@media (prefers-color-scheme: dark) {\n"_s + dark));
    // A forced look: its theme only.
    style.dark = true;
    page = renderer.renderArticle({}, style);
    QVERIFY(page.contains(dark));
    QVERIFY(!page.contains(light));
    // A chosen theme holds whatever the look.
    const QStringList themes = highlighter.themeNames();
    const auto chosen = std::find_if(themes.cbegin(), themes.cend(), [&](const QString &name) {
        return highlighter.themeCss(name) != light && highlighter.themeCss(name) != dark;
    });
    QVERIFY(chosen != themes.cend());
    style.codeTheme = *chosen;
    for (const std::optional<bool> scheme :
         {std::optional<bool>(), std::optional<bool>(false), std::optional<bool>(true)}) {
        style.dark = scheme;
        page = renderer.renderArticle({}, style);
        QVERIFY2(page.contains(highlighter.themeCss(*chosen)), qPrintable(*chosen));
        QVERIFY(!page.contains(dark));
    }
}

void TestArticlePageRenderer::copyButtonLabels()
{
    const ArticlePageRenderer renderer(nullptr);
    const QString page = renderer.renderArticle({}, {});
    QVERIFY2(page.contains(u"<body data-copy-label=\"Copy\" data-copied-label=\"Copied\">"_s),
             qPrintable(page));
}

void TestArticlePageRenderer::trackingPixelsAreDropped_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<bool>("kept");
    QTest::newRow("figure")
        << u"<img src=\"https://example.org/a.png\" width=\"640\" height=\"480\">"_s << true;
    QTest::newRow("no size") << u"<img src=\"https://example.org/a.png\">"_s << true;
    QTest::newRow("thin rule")
        << u"<img src=\"https://example.org/a.png\" width=\"600\" height=\"2\">"_s << true;
    QTest::newRow("one by one")
        << u"<img src=\"https://example.org/o.png\" width=\"1\" height=\"1\">"_s << false;
    QTest::newRow("zero width") << u"<img src=\"https://example.org/o.png\" width=\"0\">"_s
                                << false;
    QTest::newRow("zero height")
        << u"<img src=\"https://example.org/o.png\" width=\"300\" height=\"0\">"_s << false;
    QTest::newRow("width one only")
        << u"<img src=\"https://example.org/o.png\" width=\"1\">"_s << false;
    QTest::newRow("spaces and a leading zero")
        << u"<img src=\"https://example.org/o.png\" width=\" 01 \" height=\"1\">"_s << false;
    QTest::newRow("lazy source")
        << u"<img data-src=\"https://example.org/o.png\" width=\"1\" height=\"1\">"_s << false;
    QTest::newRow("alt that looks like a size")
        << u"<img src=\"https://example.org/a.png\" alt=\"width=&quot;1&quot; height=&quot;1&quot;\">"_s
        << true;
}

void TestArticlePageRenderer::trackingPixelsAreDropped()
{
    QFETCH(QString, html);
    QFETCH(bool, kept);
    const QString paragraph = u"<p>Before "_s + html + u" after.</p>"_s;
    // Through the sanitizer, as an article comes.
    ArticlePage article;
    article.html = paragraph;
    article.baseUrl = QUrl(u"https://example.org/"_s);
    ArticlePageRenderer::Style style;
    style.allowRemoteImages = true; // even then
    const QString page = ArticlePageRenderer(nullptr).renderArticle(article, style);
    QCOMPARE(page.contains(u"<img"_s), kept);
    QVERIFY(page.contains(u"<p>Before "_s) && page.contains(u" after.</p>"_s));
    // The sanitizer drops them only when asked: the reader asks, `lectern show` does not.
    HtmlSanitizer::Options options;
    options.baseUrl = article.baseUrl;
    QVERIFY(HtmlSanitizer::sanitize(paragraph, options).contains(u"<img"_s));
    options.dropTrackingPixels = true;
    QCOMPARE(HtmlSanitizer::sanitize(paragraph, options).contains(u"<img"_s), kept);
}

LECTERN_TEST_GUILESS_MAIN(tst_articlepagerenderer, TestArticlePageRenderer)
#include "tst_articlepagerenderer.moc"
