#include "testregistry.h"

#include <content/articlepagerenderer.h>
#include <content/codehighlighter.h>
#include <content/htmlsanitizer.h>
#include <content/mathdetector.h>
#include <content/tableofcontents.h>
#include <content/urlpolicy.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using Lectern::ArticlePageRenderer;
using Lectern::HtmlSanitizer;
using Lectern::MathDetector;
using Lectern::TableOfContents;
using Lectern::UrlPolicy;

namespace {

const QUrl Base(u"https://example.com/blog/post/"_s);

QString goldenDir()
{
    return QStringLiteral(LECTERN_TEST_DATA "/content/sanitizer/");
}

QString readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

QString sanitized(const QString &html, const Lectern::CodeHighlighter *highlighter = nullptr)
{
    HtmlSanitizer::Options options;
    options.baseUrl = Base;
    options.highlighter = highlighter;
    return HtmlSanitizer::sanitize(html, options);
}

// The sanitizer's own class attributes do not survive a second pass; all else must.
QString withoutClasses(QString html)
{
    return html.remove(QRegularExpression(u" class=\"[^\"]*\""_s));
}

} // namespace

class TestHtmlSanitizer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_highlighter = std::make_unique<Lectern::CodeHighlighter>(); }

    void parsesAsTheReadersPageWill()
    {
        // Found by tst_mutations: without a doctype a table stays inside its paragraph, and the
        // paragraphs a stray end tag and the table's misplaced content make end up inside it
        // too; written out, the reader's page (which has a doctype) parsed that into another
        // tree. Parsed in the reader's mode, it is the same tree on both sides.
        const QString out =
            sanitized(u"<p>behavior<table></p><p>binding</p><span>x</span></table><p>after</p>"_s);
        QVERIFY2(!out.contains(u"<p>behavior<p>"_s), qPrintable(out));
        QVERIFY2(out.startsWith(u"<p>behavior</p>"_s), qPrintable(out));
        QCOMPARE(sanitized(out), out); // a second pass changes nothing
    }

    void remoteImagesBecomePlaceholders()
    {
        // In the window's reader with remote images off: the alt text (escaped) and a link that
        // loads them; inside a link, the words alone; local and data images stay images.
        HtmlSanitizer::Options options;
        options.baseUrl = Base;
        options.remoteImageLink = u"?images=1"_s;
        const QString out = HtmlSanitizer::sanitize(
            u"<p><img src=\"/a.png\" alt=\"Plot <b>&amp; axes\"></p>"
            "<p><a href=\"/x\"><img src=\"https://example.org/b.png\"></a></p>"
            "<p><img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"inline\"></p>"_s,
            options);
        QVERIFY2(out.contains(u"<span class=\"image-placeholder\" role=\"img\" aria-label=\"Plot "
                              "&lt;b&gt;&amp; axes\"><span class=\"image-alt\">Plot &lt;b&gt;&amp; "
                              "axes</span> <a class=\"load-images\" href=\"?images=1\">Load "
                              "images</a></span>"_s),
                 qPrintable(out));
        QVERIFY2(out.contains(u"<span class=\"image-alt\">Image</span></span></a>"_s),
                 qPrintable(out));
        QVERIFY(out.contains(u"<img src=\"data:image/png"_s));
        QVERIFY(!out.contains(u"example.org/b.png"_s));
        // Without the option, images are images.
        QVERIFY(sanitized(u"<img src=\"/a.png\" alt=\"x\">"_s).startsWith(u"<img"_s));
    }

    // Outside the window (show --html, exported pages) a remote image is its words, with no
    // link to load it.
    void remoteImagePlaceholdersWithoutALink()
    {
        HtmlSanitizer::Options options;
        options.baseUrl = Base;
        options.remoteImagePlaceholders = true;
        const QString out = HtmlSanitizer::sanitize(
            u"<p><img src=\"https://example.org/b.png\" alt=\"A plot\"></p>"_s, options);
        QCOMPARE(out, u"<p><span class=\"image-placeholder\" role=\"img\" aria-label=\"A plot\">"
                      "<span class=\"image-alt\">A plot</span></span></p>"_s);
    }

    // Captures made before images kept their own address wrote an image they could not keep
    // as a link whose words named it: it is shown as that image, the words left out.
    void oldMissingImageLinksAreImages()
    {
        const QString html = u"<p>Before.</p><a class=\"missing-image\" "
                             "href=\"https://example.org/fig.png\">Image not kept offline: "
                             "https://example.org/fig.png</a><p>After.</p>"_s;
        const QString plain = sanitized(html);
        QVERIFY2(plain.contains(u"<img src=\"https://example.org/fig.png\">"_s), qPrintable(plain));
        QVERIFY2(!plain.contains(u"not kept offline"_s), qPrintable(plain));
        HtmlSanitizer::Options options;
        options.baseUrl = Base;
        options.remoteImageLink = u"?images=1"_s;
        const QString reader = HtmlSanitizer::sanitize(html, options);
        QVERIFY2(reader.contains(u"<span class=\"image-alt\">Image</span>"_s), qPrintable(reader));
        QVERIFY2(!reader.contains(u"not kept offline"_s), qPrintable(reader));
    }

    void goldens_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList inputs =
            QDir(goldenDir()).entryList({u"*.input.html"_s}, QDir::Files, QDir::Name);
        QVERIFY(inputs.size() >= 8);
        for (const QString &input : inputs) {
            const QString name = input.chopped(QStringLiteral(".input.html").size());
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    // NAME.input.html sanitized against https://example.com/blog/post/ without a highlighter
    // gives NAME.expected.html (scripts/regenerate-content-goldens rewrites them).
    void goldens()
    {
        QFETCH(QString, name);
        const QString output = sanitized(readFile(goldenDir() + name + u".input.html"_s));
        QString expected = readFile(goldenDir() + name + u".expected.html"_s);
        if (expected.endsWith(u'\n'))
            expected.chop(1);
        QCOMPARE(output, expected);
        // Parsing the result again changes nothing: it is well-formed and stable.
        QCOMPARE(withoutClasses(sanitized(output)), withoutClasses(output));
    }

    void nothingRuns_data()
    {
        QTest::addColumn<QString>("html");
        QTest::newRow("script") << u"<script>alert(1)</script>"_s;
        QTest::newRow("unclosed script") << u"<p>x<script>alert(1)"_s;
        QTest::newRow("img onerror") << u"<img src=x onerror=alert(1)>"_s;
        QTest::newRow("svg onload") << u"<svg/onload=alert(1)>"_s;
        QTest::newRow("body onload") << u"<body onload=alert(1)>x</body>"_s;
        QTest::newRow("javascript href") << u"<a href='javascript:alert(1)'>x</a>"_s;
        QTest::newRow("entity colon") << u"<a href='javascript&colon;alert(1)'>x</a>"_s;
        QTest::newRow("newline entity") << u"<a href='jav&NewLine;ascript:alert(1)'>x</a>"_s;
        QTest::newRow("nul in scheme") << u"<a href='java\u0000script:alert(1)'>x</a>"_s;
        QTest::newRow("data html") << u"<a href='data:text/html,<script>alert(1)</script>'>x</a>"_s;
        QTest::newRow("data svg image")
            << u"<img src='data:image/svg+xml,<svg onload=alert(1)>'>"_s;
        QTest::newRow("iframe") << u"<iframe src='javascript:alert(1)'></iframe>"_s;
        QTest::newRow("iframe srcdoc") << u"<iframe srcdoc='<script>alert(1)</script>'></iframe>"_s;
        QTest::newRow("meta refresh")
            << u"<meta http-equiv=refresh content='0;url=javascript:alert(1)'>"_s;
        QTest::newRow("style expression") << u"<div style='x:expression(alert(1))'>x</div>"_s;
        QTest::newRow("style element") << u"<style>@import 'javascript:alert(1)'</style>"_s;
        QTest::newRow("form action") << u"<form action='javascript:alert(1)'><input></form>"_s;
        QTest::newRow("button formaction")
            << u"<button formaction='javascript:alert(1)'>x</button>"_s;
        QTest::newRow("object") << u"<object data='javascript:alert(1)'></object>"_s;
        QTest::newRow("embed") << u"<embed src='javascript:alert(1)'>"_s;
        QTest::newRow("math href") << u"<math href='javascript:alert(1)'><mi>x</mi></math>"_s;
        QTest::newRow("mxss noscript")
            << u"<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">"_s;
        QTest::newRow("mxss math style")
            << u"<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"_s;
        QTest::newRow("comment breakout") << u"<!--><script>alert(1)</script>-->"_s;
        QTest::newRow("attribute quote breakout")
            << u"<a title='\"><script>alert(1)</script>' href='/x'>y</a>"_s;
        QTest::newRow("xmp") << u"<xmp><script>alert(1)</script></xmp>"_s;
        QTest::newRow("tex annotation with markup")
            << u"<span class=katex><math><semantics><mi>x</mi><annotation "
               "encoding='application/x-tex'><img src=x onerror=alert(1)>x</annotation>"
               "</semantics></math></span>"_s;
        QTest::newRow("math/tex script breakout")
            << u"<script type='math/tex'></script><script>alert(1)</script>"_s;
        QTest::newRow("math/mml script markup")
            << u"<script type='math/mml'><math><mtext><iframe src='javascript:alert(1)'>"
               "</iframe></mtext></math><img src=x onerror=alert(1)></script>"_s;
        QTest::newRow("data-mathml markup")
            << u"<span class=MathJax data-mathml='<svg onload=alert(1)><math "
               "href=\"javascript:alert(1)\"><mi>x</mi></math>'></span>"_s;
        QTest::newRow("mjx-container svg")
            << u"<mjx-container><svg><script>alert(1)</script></svg></mjx-container>"_s;
        QTest::newRow("code in pre")
            << u"<pre><code class='language-html'><script>alert(1)</script></code></pre>"_s;
    }

    void nothingRuns()
    {
        QFETCH(QString, html);
        const Lectern::CodeHighlighter *const highlighters[] = {nullptr, m_highlighter.get()};
        for (const Lectern::CodeHighlighter *h : highlighters) {
            const QString out = sanitized(html, h).toLower();
            for (const QString &bad :
                 {u"<script"_s, u"javascript:"_s, u"onerror"_s, u"onload"_s, u"<iframe"_s,
                  u"<svg"_s, u"<style"_s, u"style="_s, u"data:text"_s, u"data:image/svg"_s,
                  u"<object"_s, u"<embed"_s, u"<form"_s, u"<meta"_s, u"<button"_s, u"<input"_s,
                  u"srcdoc"_s, u"<xmp"_s, u"<noscript"_s}) {
                QVERIFY2(!out.contains(bad), qPrintable(bad + u" in "_s + out));
            }
        }
    }

    void urlPolicy_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<int>("use");
        QTest::addColumn<QString>("expected");
        const int link = int(UrlPolicy::Use::Link);
        const int image = int(UrlPolicy::Use::Image);
        const int media = int(UrlPolicy::Use::Media);
        QTest::newRow("relative") << u"a/b.html"_s << link
                                  << u"https://example.com/blog/post/a/b.html"_s;
        QTest::newRow("root") << u"/x"_s << link << u"https://example.com/x"_s;
        QTest::newRow("protocol relative")
            << u"//example.org/x"_s << link << u"https://example.org/x"_s;
        QTest::newRow("http") << u"http://example.org/"_s << link << u"http://example.org/"_s;
        QTest::newRow("trimmed") << u" \t https://example.org/\n"_s << link
                                 << u"https://example.org/"_s;
        QTest::newRow("mailto link")
            << u"mailto:a@example.com"_s << link << u"mailto:a@example.com"_s;
        QTest::newRow("mailto image") << u"mailto:a@example.com"_s << image << QString();
        QTest::newRow("mailto media") << u"mailto:a@example.com"_s << media << QString();
        QTest::newRow("javascript") << u"javascript:alert(1)"_s << link << QString();
        QTest::newRow("javascript case") << u"JAVASCRIPT:alert(1)"_s << link << QString();
        QTest::newRow("javascript tab") << u"java\tscript:alert(1)"_s << link << QString();
        QTest::newRow("javascript control") << u"\u0001javascript:alert(1)"_s << link << QString();
        QTest::newRow("inner control") << u"java\u0002script:alert(1)"_s << link << QString();
        QTest::newRow("vbscript") << u"vbscript:x"_s << link << QString();
        QTest::newRow("data html") << u"data:text/html,x"_s << image << QString();
        QTest::newRow("data png") << u"data:image/png;base64,AAAA"_s << image
                                  << u"data:image/png;base64,AAAA"_s;
        QTest::newRow("data webp case")
            << u"DATA:image/WEBP;base64,AA=="_s << image << u"DATA:image/WEBP;base64,AA=="_s;
        QTest::newRow("data png as link") << u"data:image/png;base64,AAAA"_s << link << QString();
        QTest::newRow("data svg") << u"data:image/svg+xml;base64,AAAA"_s << image << QString();
        QTest::newRow("data png with markup") << u"data:image/png,<svg>"_s << image << QString();
        QTest::newRow("file") << u"file:///etc/passwd"_s << image << QString();
        QTest::newRow("empty") << QString() << link << QString();
        QTest::newRow("http without host") << u"http:///x"_s << link << QString();
        QTest::newRow("spaces encoded")
            << u"/a b\"c"_s << link << u"https://example.com/a%20b%22c"_s;
    }

    void urlPolicy()
    {
        QFETCH(QString, raw);
        QFETCH(int, use);
        QFETCH(QString, expected);
        QCOMPARE(UrlPolicy::resolve(raw, Base, UrlPolicy::Use(use)), expected);
    }

    void relativeUrlsNeedABase()
    {
        QCOMPARE(UrlPolicy::resolve(u"a.png"_s, QUrl(), UrlPolicy::Use::Image), QString());
        QCOMPARE(UrlPolicy::resolve(u"https://example.org/a.png"_s, QUrl(), UrlPolicy::Use::Image),
                 u"https://example.org/a.png"_s);
        QCOMPARE(HtmlSanitizer::sanitize(u"<a href=\"x\">t</a>"_s, {}), u"t"_s);
    }

    void srcset_data()
    {
        QTest::addColumn<QString>("srcset");
        QTest::addColumn<QString>("expected");
        QTest::newRow("descriptors")
            << u"a.png 1x, b.png 2x"_s
            << u"https://example.com/blog/post/a.png 1x, https://example.com/blog/post/b.png 2x"_s;
        QTest::newRow("no spaces after comma")
            << u"a.png 100w,b.png 200w"_s
            << u"https://example.com/blog/post/a.png 100w, https://example.com/blog/post/b.png 200w"_s;
        QTest::newRow("bad scheme dropped")
            << u"javascript:x 1x, /ok.png"_s << u"https://example.com/ok.png"_s;
        QTest::newRow("bad descriptor dropped")
            << u"a.png onerror, b.png 1.5x"_s << u"https://example.com/blog/post/b.png 1.5x"_s;
        QTest::newRow("empty") << u" , "_s << QString();
    }

    void srcset()
    {
        QFETCH(QString, srcset);
        QFETCH(QString, expected);
        QCOMPARE(UrlPolicy::resolveSrcset(srcset, Base), expected);
    }

    void codeIsHighlighted()
    {
        const QString out = sanitized(
            u"<p>x</p><pre><code class=\"language-cpp\">int main() { return 0; }</code></pre>"_s,
            m_highlighter.get());
        QVERIFY2(out.contains(u"<pre class=\"code\" data-lang=\"C++\" data-label=\"C++\"><code>"_s),
                 qPrintable(out));
        QVERIFY2(out.contains(u"<span class=\"hl-"_s), qPrintable(out));
    }

    // Rendered math comes back as its TeX between delimiters, which the reader's KaTeX finds.
    void prerenderedMathBecomesTex_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("expected");
        QTest::newRow("katex inline")
            << u"<p>a <span class=\"katex\"><span class=\"katex-mathml\"><math><semantics>"
               "<mi>x</mi><annotation encoding=\"application/x-tex\">x^2</annotation>"
               "</semantics></math></span><span class=\"katex-html\">x2</span></span> b</p>"_s
            << u"<p>a \\(x^2\\) b</p>"_s;
        QTest::newRow("katex display")
            << u"<span class=\"katex-display\"><span class=\"katex\"><math display=\"block\">"
               "<semantics><mi>y</mi><annotation encoding=\"application/x-tex\">y</annotation>"
               "</semantics></math></span></span>"_s
            << u"\\[y\\]"_s;
        QTest::newRow("mathjax v2 script after its rendering")
            << u"<p><span class=\"MathJax_Preview\"></span><span class=\"MathJax\">n</span>"
               "<script type=\"math/tex\">n \\ge 1</script></p>"_s
            << u"<p>\\(n \\ge 1\\)</p>"_s;
        QTest::newRow("mathjax v2 display script")
            << u"<p>x</p><script type=\"math/tex; mode=display\">a&lt;b</script>"_s
            << u"<p>x</p>\\[a&amp;lt;b\\]"_s;
        QTest::newRow("script opening the article")
            << u"<script type=\"math/tex\">a</script> b"_s << u"\\(a\\) b"_s;
        QTest::newRow("mathjax v3 assistive mathml")
            << u"<mjx-container display=\"true\"><mjx-math>glyphs</mjx-math><mjx-assistive-mml>"
               "<math><mi>z</mi></math></mjx-assistive-mml></mjx-container>"_s
            << u"<math display=\"block\"><mi>z</mi></math>"_s;
    }

    void prerenderedMathBecomesTex()
    {
        QFETCH(QString, html);
        QFETCH(QString, expected);
        const QString out = sanitized(html);
        QCOMPARE(out, expected);
        QCOMPARE(MathDetector::hasDelimitedTex(out), expected.contains(u'\\'));
        // The prose gathered while writing holds the delimiters too.
        HtmlSanitizer::Options options;
        options.baseUrl = Base;
        const HtmlSanitizer::Article article = HtmlSanitizer::sanitizeArticle(html, options);
        QCOMPARE(MathDetector::detectInProse(article.prose).delimitedTex, expected.contains(u'\\'));
    }

    // What the sanitizer notes while writing (headings, words, prose) must tell the reader what
    // reading the written page again would: the table of contents, reading time and math.
    void articleFindings_data()
    {
        QTest::addColumn<QString>("html");
        QTest::newRow("headings") << u"<h2 lang=\"en\">The <em>cost</em>\n model</h2><p>one two</p>"
                                     "<h3>Next</h3><div><h4>Deep <a href=\"/x\">link</a></h4></div>"
                                     "<h5>not listed</h5><h2>Next</h2><h3> </h3>"
                                     "<h2>R&eacute;sum&eacute; &amp; <b>notes</b></h2>"_s;
        QTest::newRow("dollars in code and prose")
            << u"<p>Costs $5 and $10.</p><pre><code class=\"language-bash\">echo $HOME $x^2$"
               "</code></pre><p>$a^{2}$ and $b_{i}$</p>"_s;
        QTest::newRow("tex in inline code") << u"<p><code>\\(x\\)</code> is not math, "
                                               "<kbd>$$a$$</kbd> <samp>\\[b\\]</samp></p>"_s;
        QTest::newRow("tex in prose") << u"<p>Let \\(x\\) be <b>$$y$$</b>.</p>"_s;
        QTest::newRow("script tex") << u"<script type=\"math/tex\">a</script> b"_s;
        QTest::newRow("cjk and words split by tags")
            << u"<p>\u4e2d\u6587\u5b57 foo<b>bar</b> <i>baz</i>qux</p>"_s;
        QTest::newRow("code block words")
            << u"<p>intro</p><div class=\"highlight\"><pre><span class=\"n\">alpha</span>"
               "beta gamma\ndelta</pre></div>"_s;
    }

    void articleFindings()
    {
        QFETCH(QString, html);
        HtmlSanitizer::Options options;
        options.baseUrl = Base;
        options.highlighter = m_highlighter.get();
        const HtmlSanitizer::Article plain = HtmlSanitizer::sanitizeArticle(html, options);
        QCOMPARE(plain.html, sanitized(html, m_highlighter.get()));
        QVERIFY(plain.headings.isEmpty()); // not asked for
        options.anchorHeadings = true;
        const HtmlSanitizer::Article article = HtmlSanitizer::sanitizeArticle(html, options);
        const TableOfContents::Result searched = TableOfContents::build(plain.html, 2000, u"C"_s);
        QCOMPARE(article.html, searched.body);
        QCOMPARE(TableOfContents::nav(article.headings, 2000, u"C"_s), searched.nav);
        const MathDetector::Verdict fromProse = MathDetector::detectInProse(article.prose);
        const MathDetector::Verdict fromPage = MathDetector::detect(plain.html);
        QCOMPARE(fromProse.delimitedTex, fromPage.delimitedTex);
        QCOMPARE(fromProse.singleDollarMath, fromPage.singleDollarMath);
        // Reading the page again counts an entity's name as a word; the sanitizer does not.
        if (!html.contains(u'&'))
            QCOMPARE(article.wordEquivalents, ArticlePageRenderer::wordEquivalents(plain.html));
    }

    void findingsCountDecodedText()
    {
        HtmlSanitizer::Options options;
        const auto article =
            HtmlSanitizer::sanitizeArticle(u"<p>fish &amp; chips &lt;3</p>"_s, options);
        QCOMPARE(article.wordEquivalents, 3); // the page's "&amp;" is no word
        QCOMPARE(article.prose, u"fish & chips <3"_s);
        QVERIFY(article.headings.isEmpty());
    }

    void deepNestingIsCut()
    {
        QString html;
        for (int i = 0; i < 5000; ++i)
            html += u"<span>"_s;
        html += u"deep"_s;
        const QString out = sanitized(html);
        QVERIFY(!out.contains(u"deep"_s));
        QCOMPARE(out.count(u"<span>"_s), out.count(u"</span>"_s));
    }

private:
    std::unique_ptr<Lectern::CodeHighlighter> m_highlighter;
};

LECTERN_TEST_GUILESS_MAIN(tst_htmlsanitizer, TestHtmlSanitizer)
#include "tst_htmlsanitizer.moc"
