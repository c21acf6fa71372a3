// Markdown from the reader's sanitized HTML, for export.
#include "content/codehighlighter.h"
#include "content/htmlsanitizer.h"
#include "content/markdownwriter.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestMarkdownWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void blocks_data();
    void blocks();
    void codeKeepsItsLanguageAndText();
    void imagesGoWhereTheyAreToldTo();
    void fenceLanguages();
};

void TestMarkdownWriter::blocks_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("markdown");
    QTest::newRow("heading and paragraph") << u"<h2>Occupancy</h2><p>Warps  wait\nhere.</p>"_s
                                           << u"## Occupancy\n\nWarps wait here.\n"_s;
    QTest::newRow("emphasis and links")
        << u"<p><strong>Bold</strong>, <em>it</em> and <a href=\"https://a.test/x\">a link</a></p>"_s
        << u"**Bold**, *it* and [a link](https://a.test/x)\n"_s;
    QTest::newRow("markdown characters are escaped")
        << u"<p>a*b_c [d] `e`</p>"_s << u"a\\*b\\_c \\[d\\] \\`e\\`\n"_s;
    QTest::newRow("inline code with a backtick")
        << u"<p>Use <code>a`b</code> here</p>"_s << u"Use ``a`b`` here\n"_s;
    QTest::newRow("tex stays tex")
        << u"<p>Occupancy is \\(W_{a} / W_{m}\\).</p><p>\\[x_1 = 2\\]</p>"_s
        << u"Occupancy is $W_{a} / W_{m}$.\n\n$$x_1 = 2$$\n"_s;
    QTest::newRow("nested lists")
        << u"<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul><ol><li>a</li><li>b</li></ol>"_s
        << u"- one\n\n  - inner\n- two\n\n1. a\n2. b\n"_s;
    QTest::newRow("quote") << u"<blockquote><p>First.</p><p>Second.</p></blockquote>"_s
                           << u"> First.\n>\n> Second.\n"_s;
    QTest::newRow("table")
        << u"<table><tr><th>GPU</th><th>SMs</th></tr><tr><td>A|B</td><td>132</td></tr></table>"_s
        << u"| GPU | SMs |\n| --- | --- |\n| A\\|B | 132 |\n"_s;
    QTest::newRow("no html passes through")
        << u"<p>x</p><script>alert(1)</script><p>y &lt;b&gt;</p>"_s << u"x\n\ny \\<b>\n"_s;
}

void TestMarkdownWriter::blocks()
{
    QFETCH(QString, html);
    QFETCH(QString, markdown);
    QCOMPARE(MarkdownWriter::fromHtml(html), markdown);
}

void TestMarkdownWriter::codeKeepsItsLanguageAndText()
{
    const CodeHighlighter highlighter;
    HtmlSanitizer::Options options;
    options.highlighter = &highlighter;
    const QString html = HtmlSanitizer::sanitize(
        u"<pre><code class=\"language-cpp\">int main() {\n  return a &lt; b;\n}\n</code></pre>"_s,
        options);
    QCOMPARE(MarkdownWriter::fromHtml(html), u"```cpp\nint main() {\n  return a < b;\n}\n```\n"_s);
    // A fence longer than any run of backticks in the code.
    QCOMPARE(MarkdownWriter::fromHtml(
                 u"<pre class=\"code\" data-lang=\"\"><code>a ``` b</code></pre>"_s),
             u"````\na ``` b\n````\n"_s);
}

void TestMarkdownWriter::imagesGoWhereTheyAreToldTo()
{
    const QString markdown = MarkdownWriter::fromHtml(
        u"<p><img src=\"lectern://asset/abc.png\" alt=\"The pipeline\"></p>"_s,
        [](const QString &source) -> QString { return u"images/"_s + source.section(u'/', -1); });
    QCOMPARE(markdown, u"![The pipeline](images/abc.png)\n"_s);
}

void TestMarkdownWriter::fenceLanguages()
{
    QCOMPARE(MarkdownWriter::fenceLanguage(u"C++"_s), u"cpp"_s);
    QCOMPARE(MarkdownWriter::fenceLanguage(u"Python"_s), u"python"_s);
    QCOMPARE(MarkdownWriter::fenceLanguage(u"GLSL"_s), u"glsl"_s);
    QCOMPARE(MarkdownWriter::fenceLanguage(u"Bash"_s), u"bash"_s);
    QCOMPARE(MarkdownWriter::fenceLanguage(QString()), QString());
}

LECTERN_TEST_GUILESS_MAIN(tst_markdownwriter, TestMarkdownWriter)
#include "tst_markdownwriter.moc"
