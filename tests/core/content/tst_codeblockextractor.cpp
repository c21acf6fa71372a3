#include "testregistry.h"

#include <content/codeblockextractor.h>

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using Lectern::CodeBlockExtractor;

namespace {

QString readFixture(const QString &fileName)
{
    QFile file(QStringLiteral(LECTERN_TEST_DATA "/content/code/") + fileName);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(file.fileName()));
    return QString::fromUtf8(file.readAll());
}

} // namespace

class TestCodeBlockExtractor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data()
    {
        // Each fixture NAME.html holds one markup style; NAME.expected.txt the exact code.
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("language");
        QTest::newRow("pre > code.language-x") << u"pre-code-language"_s << u"cpp"_s;
        QTest::newRow("pre > code.lang-x") << u"pre-code-lang"_s << u"rust"_s;
        QTest::newRow("pre[lang=x]") << u"pre-lang-attr"_s << u"go"_s;
        QTest::newRow("pre.x (known language)") << u"pre-bare-class"_s << u"python"_s;
        QTest::newRow("Rouge div.language-x.highlighter-rouge") << u"rouge-div"_s << u"ruby"_s;
        QTest::newRow("Rouge table.rouge-table in wrapper") << u"rouge-table"_s << u"js"_s;
        QTest::newRow("Rouge table.rouge-table alone") << u"rouge-table-bare"_s << QString();
        QTest::newRow("Pygments div.highlight") << u"pygments-div"_s << QString();
        QTest::newRow("Pygments/Sphinx inline linenos")
            << u"pygments-inline-linenos"_s << u"python3"_s;
        QTest::newRow("Pygments table.highlighttable") << u"pygments-table"_s << QString();
        QTest::newRow("highlight.js code.hljs.language-x") << u"hljs"_s << u"typescript"_s;
        QTest::newRow("highlight.js line numbers table") << u"hljs-line-numbers"_s << u"python"_s;
        QTest::newRow("Prism pre.language-x with line numbers") << u"prism"_s << u"bash"_s;
        QTest::newRow("GitHub div.highlight-source-x") << u"github"_s << u"shell"_s;
        QTest::newRow("Chroma code[data-lang] with span.ln") << u"chroma-inline"_s << u"go"_s;
        QTest::newRow("Chroma table.lntable") << u"chroma-table"_s << u"yaml"_s;
        QTest::newRow("<br> as newline, entities") << u"br-lines"_s << u"c"_s;
        QTest::newRow("Pandoc sourceCode") << u"pandoc"_s << u"haskell"_s;
        QTest::newRow("plain pre keeps whitespace") << u"plain-pre-whitespace"_s << QString();
        QTest::newRow("div.highlight around prose is no wrapper")
            << u"callout-not-wrapper"_s << u"sh"_s;
    }

    void fixtures()
    {
        QFETCH(QString, name);
        QFETCH(QString, language);
        const auto block = CodeBlockExtractor::findFirst(readFixture(name + u".html"_s));
        QVERIFY(block.has_value());
        QCOMPARE(block->language, language);
        QCOMPARE(block->code, readFixture(name + u".expected.txt"_s));
    }

    void notCodeBlocks_data()
    {
        QTest::addColumn<QString>("html");
        QTest::newRow("inline code") << u"<p>Call <code class=\"language-c\">f()</code>.</p>"_s;
        QTest::newRow("div.highlight without pre") << u"<div class=\"highlight\">Note</div>"_s;
        QTest::newRow("plain table") << u"<table><tr><td>1</td><td>x</td></tr></table>"_s;
        QTest::newRow("math only") << u"<math><mi>x</mi></math>"_s;
    }

    void notCodeBlocks()
    {
        QFETCH(QString, html);
        QVERIFY(!CodeBlockExtractor::findFirst(html).has_value());
    }

    void languagePriority()
    {
        // data-lang beats classes, classes beat the lang attribute and bare names.
        auto block = CodeBlockExtractor::findFirst(
            u"<pre class=\"python\" lang=\"ruby\"><code class=\"language-go\" data-lang=\"c\">x</code></pre>"_s);
        QVERIFY(block);
        QCOMPARE(block->language, u"c"_s);
        block = CodeBlockExtractor::findFirst(
            u"<pre class=\"python\" lang=\"ruby\"><code class=\"language-go\">x</code></pre>"_s);
        QVERIFY(block);
        QCOMPARE(block->language, u"go"_s);
        // A class that is not a language is no hint.
        block = CodeBlockExtractor::findFirst(u"<pre class=\"wp-block-code\">x</pre>"_s);
        QVERIFY(block);
        QCOMPARE(block->language, QString());
    }

    void classListsSplitOnAsciiWhitespace()
    {
        // Tabs, newlines and form feeds separate class names as spaces do; other spaces do not.
        auto block = CodeBlockExtractor::findFirst(
            u"<div class=\"x\t highlighter-rouge\n\flanguage-ruby\"><pre>x</pre></div>"_s);
        QVERIFY(block);
        QCOMPARE(block->language, u"ruby"_s);
        block = CodeBlockExtractor::findFirst(
            u"<pre><code class=\"language-go\u00a0x\">y</code></pre>"_s);
        QVERIFY(block);
        QCOMPARE(block->language, u"go\u00a0x"_s);
    }

    void firstNewlineAfterPreIsDropped()
    {
        // As in browsers, one newline right after <pre> is not content.
        const auto block = CodeBlockExtractor::findFirst(u"<pre>\nx\n</pre>"_s);
        QVERIFY(block);
        QCOMPARE(block->code, u"x\n"_s);
    }
};

LECTERN_TEST_GUILESS_MAIN(tst_codeblockextractor, TestCodeBlockExtractor)
#include "tst_codeblockextractor.moc"
