#include "testregistry.h"

#include <content/codehighlighter.h>

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using Lectern::CodeHighlighter;

namespace {

// Drops the tags and decodes the four escapes the highlighter writes.
QString plainTextOf(const QString &html)
{
    QString text = html;
    text.remove(QRegularExpression(u"<[^>]*>"_s));
    text.replace(u"&lt;"_s, u"<"_s);
    text.replace(u"&gt;"_s, u">"_s);
    text.replace(u"&quot;"_s, u"\""_s);
    text.replace(u"&amp;"_s, u"&"_s);
    return text;
}

} // namespace

class TestCodeHighlighter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_highlighter = std::make_unique<CodeHighlighter>(); }

    void relativesColourWhatHasNoDefinition_data()
    {
        QTest::addColumn<QString>("hint");
        QTest::addColumn<QString>("label");
        QTest::newRow("cuda") << u"cuda"_s << u"CUDA (highlighted as C++)"_s;
        QTest::newRow("cu") << u"cu"_s << u"CUDA (highlighted as C++)"_s;
        QTest::newRow("hip") << u"hip"_s << u"hip (highlighted as C++)"_s;
        QTest::newRow("triton") << u"triton"_s << u"triton (highlighted as Python)"_s;
    }

    void relativesColourWhatHasNoDefinition()
    {
        // A CUDA block in Rouge markup beside a C++ one: both coloured, and the label of the
        // CUDA one says whose colours it wears.
        QFETCH(QString, hint);
        QFETCH(QString, label);
        const QString html =
            m_highlighter->toHtml(u"__global__ void add(int *a) { a[0] += 1; }"_s, hint);
        QVERIFY2(html.contains(u"data-label=\""_s + label.toHtmlEscaped() + u'"'),
                 qPrintable(html));
        QVERIFY2(html.contains(u"<span class=\"hl-"_s), qPrintable(html));
    }

    void definitionNameFor_data()
    {
        QTest::addColumn<QString>("hint");
        QTest::addColumn<QString>("expected");
        QTest::newRow("c++") << u"c++"_s << u"C++"_s;
        QTest::newRow("cpp") << u"cpp"_s << u"C++"_s;
        QTest::newRow("cc") << u"cc"_s << u"C++"_s;
        QTest::newRow("CPP upper") << u"CPP"_s << u"C++"_s;
        QTest::newRow("c") << u"c"_s << u"C"_s;
        QTest::newRow("cu") << u"cu"_s << u"CUDA"_s;
        QTest::newRow("cuda") << u"cuda"_s << u"CUDA"_s;
        QTest::newRow("py") << u"py"_s << u"Python"_s;
        QTest::newRow("python") << u"python"_s << u"Python"_s;
        QTest::newRow("python3") << u"python3"_s << u"Python"_s;
        QTest::newRow("sh") << u"sh"_s << u"Bash"_s;
        QTest::newRow("shell") << u"shell"_s << u"Bash"_s;
        QTest::newRow("bash") << u"bash"_s << u"Bash"_s;
        QTest::newRow("console") << u"console"_s << u"Bash"_s;
        QTest::newRow("rs") << u"rs"_s << u"Rust"_s;
        QTest::newRow("rust") << u"rust"_s << u"Rust"_s;
        QTest::newRow("ts") << u"ts"_s << u"TypeScript"_s;
        QTest::newRow("js") << u"js"_s << u"JavaScript"_s;
        QTest::newRow("javascript") << u"javascript"_s << u"JavaScript"_s;
        QTest::newRow("yml") << u"yml"_s << u"YAML"_s;
        QTest::newRow("yaml") << u"yaml"_s << u"YAML"_s;
        QTest::newRow("dockerfile") << u"dockerfile"_s << u"Dockerfile"_s;
        QTest::newRow("Dockerfile") << u"Dockerfile"_s << u"Dockerfile"_s;
        QTest::newRow("golang") << u"golang"_s << u"Go"_s;
        QTest::newRow("go") << u"go"_s << u"Go"_s;
        QTest::newRow("md") << u"md"_s << u"Markdown"_s;
        QTest::newRow("java") << u"java"_s << u"Java"_s;
        QTest::newRow("json") << u"json"_s << u"JSON"_s;
        QTest::newRow("rb") << u"rb"_s << u"Ruby"_s;
        QTest::newRow("kt") << u"kt"_s << u"Kotlin"_s;
        QTest::newRow("cmake") << u"cmake"_s << u"CMake"_s;
        QTest::newRow("diff") << u"diff"_s << u"Diff"_s;
        QTest::newRow("toml") << u"toml"_s << u"TOML"_s;
        QTest::newRow("sql") << u"sql"_s << u"SQL"_s;
        QTest::newRow("html") << u"html"_s << u"HTML"_s;
        QTest::newRow("spaces trimmed") << u"  rust "_s << u"Rust"_s;
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("text") << u"text"_s << QString();
        QTest::newRow("plaintext") << u"plaintext"_s << QString();
        QTest::newRow("nohighlight") << u"nohighlight"_s << QString();
        QTest::newRow("unknown") << u"no-such-language"_s << QString();
        QTest::newRow("path trick") << u"../../etc/passwd"_s << QString();
        QTest::newRow("markup") << u"<b>"_s << QString();
    }

    void definitionNameFor()
    {
        QFETCH(QString, hint);
        QFETCH(QString, expected);
        QCOMPARE(m_highlighter->definitionNameFor(hint), expected);
    }

    void cppKeywords()
    {
        const QString html =
            m_highlighter->toHtml(u"int main() {\n    return 0; // done\n}\n"_s, u"cpp"_s);
        QVERIFY2(
            html.startsWith(u"<pre class=\"code\" data-lang=\"C++\" data-label=\"C++\"><code>"_s),
            qPrintable(html));
        QVERIFY(html.endsWith(u"</code></pre>"_s));
        QVERIFY2(html.contains(u"<span class=\"hl-DataType\">int</span>"_s) ||
                     html.contains(u"<span class=\"hl-Keyword\">int</span>"_s),
                 qPrintable(html));
        QVERIFY2(html.contains(u"<span class=\"hl-ControlFlow\">return</span>"_s) ||
                     html.contains(u"<span class=\"hl-Keyword\">return</span>"_s),
                 qPrintable(html));
        QVERIFY2(html.contains(u"<span class=\"hl-Comment\">// done</span>"_s), qPrintable(html));
        QVERIFY(html.contains(u"hl-Keyword"_s) || html.contains(u"hl-ControlFlow"_s));
        // Spans never run across lines.
        const QStringList lines = html.split(u'\n');
        for (const QString &line : lines)
            QCOMPARE(line.count(u"<span"_s), line.count(u"</span>"_s));
    }

    void escaping_data()
    {
        QTest::addColumn<QString>("hint");
        QTest::newRow("cpp") << u"cpp"_s;
        QTest::newRow("plain") << u"text"_s;
        QTest::newRow("unknown") << u"zzz-unknown"_s;
    }

    void escaping()
    {
        QFETCH(QString, hint);
        const QString html =
            m_highlighter->toHtml(u"if (a < b && c > d) s = \"<script>\";"_s, hint);
        QVERIFY2(!html.contains(u"<script"_s), qPrintable(html));
        QVERIFY2(html.contains(u"&lt;"_s) && html.contains(u"&amp;&amp;"_s), qPrintable(html));
        QVERIFY2(html.contains(u"&gt;"_s), qPrintable(html));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("hint");
        QTest::newRow("cpp")
            << u"#include <vector>\ntemplate <typename T>\nT f(T a) { return a && !a ? a : a; }\n"_s
            << u"cpp"_s;
        QTest::newRow("python") << u"def f(x):\n    \"\"\"doc\n    string\"\"\"\n    return x<1\n"_s
                                << u"py"_s;
        QTest::newRow("bash crlf") << u"echo \"a&b\" > out\r\nls -l | grep x\r\n"_s << u"sh"_s;
        QTest::newRow("rust") << u"fn main() {\n\tlet s = \"<&>\";\n}\n\n\n"_s << u"rust"_s;
        QTest::newRow("multiline comment") << u"/* a\n * <b>\n */\nint x;"_s << u"c"_s;
        QTest::newRow("plain") << u"  <not> & code  \n"_s << QString();
        QTest::newRow("empty") << QString() << u"cpp"_s;
        QTest::newRow("only newlines") << u"\n\n"_s << u"go"_s;
        QTest::newRow("unicode") << u"let s = \"日本語 ✓\";"_s << u"js"_s;
    }

    void roundTrip()
    {
        QFETCH(QString, code);
        QFETCH(QString, hint);
        QCOMPARE(plainTextOf(m_highlighter->toHtml(code, hint)), code);
    }

    void guessesFromShebang_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("env python3") << u"#!/usr/bin/env python3\nprint(1)\n"_s << u"Python"_s;
        QTest::newRow("bin bash") << u"#!/bin/bash -e\necho hi\n"_s << u"Bash"_s;
        QTest::newRow("xml") << u"<?xml version=\"1.0\"?>\n<a/>"_s << u"XML"_s;
        QTest::newRow("nothing") << u"x = 1\n"_s << QString();
    }

    void guessesFromShebang()
    {
        QFETCH(QString, code);
        QFETCH(QString, expected);
        const QString html = m_highlighter->toHtml(code, QString());
        const QString label =
            expected.isEmpty() ? QString() : u" data-label=\""_s + expected + u'"';
        QVERIFY2(html.startsWith(u"<pre class=\"code\" data-lang=\""_s + expected + u'"' + label +
                                 u"><code>"_s),
                 qPrintable(html));
    }

    void unknownHintStaysPlain()
    {
        const QString html = m_highlighter->toHtml(u"#!/bin/sh\nx"_s, u"no-such-language"_s);
        QCOMPARE(html,
                 u"<pre class=\"code\" data-lang=\"\"><code><span class=\"line\">#!/bin/sh</span>\n"
                 "<span class=\"line\">x</span></code></pre>"_s);
    }

    // One span per line, highlighted or plain, for the page's line numbers: the newlines stay
    // between the spans, and a final newline opens no empty numbered line.
    void lineSpans_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("hint");
        QTest::addColumn<int>("lines");
        QTest::newRow("cpp") << u"int a;\nint b;\nint c;"_s << u"cpp"_s << 3;
        QTest::newRow("cpp trailing newline") << u"int a;\nint b;\n"_s << u"cpp"_s << 2;
        QTest::newRow("blank lines kept") << u"a = 1\n\n\nb = 2\n"_s << u"py"_s << 4;
        QTest::newRow("plain") << u"one\ntwo"_s << u"text"_s << 2;
        QTest::newRow("only newlines") << u"\n\n"_s << u"go"_s << 2;
        QTest::newRow("empty") << QString() << u"cpp"_s << 0;
        QTest::newRow("crlf") << u"a\r\nb\r\n"_s << u"sh"_s << 2;
        QTest::newRow("multiline comment") << u"/* a\n * b\n */\nint x;"_s << u"c"_s << 4;
    }

    void lineSpans()
    {
        QFETCH(QString, code);
        QFETCH(QString, hint);
        QFETCH(int, lines);
        const QString html = m_highlighter->toHtml(code, hint);
        QCOMPARE(html.count(u"<span class=\"line\">"_s), lines);
        const QString body = html.section(u"<code>"_s, 1).section(u"</code>"_s, 0, 0);
        // Each newline closes one line and the next line's span opens right after it.
        QCOMPARE(body.count(u"</span>\n<span class=\"line\">"_s), qMax(0, lines - 1));
        if (lines > 0) {
            QVERIFY2(body.startsWith(u"<span class=\"line\">"_s), qPrintable(body));
            QVERIFY2(body.endsWith(u"</span>"_s) || body.endsWith(u"</span>\n"_s),
                     qPrintable(body));
        }
        QCOMPARE(plainTextOf(html), code);
    }

    void themes_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void themes()
    {
        QFETCH(bool, dark);
        const QString name = m_highlighter->defaultThemeName(dark);
        QVERIFY(!name.isEmpty());
        QVERIFY(m_highlighter->themeNames().contains(name));
        const QString css = m_highlighter->themeCss(name);
        QVERIFY2(css.startsWith(u"pre.code { background-color: #"_s), qPrintable(css));
        QVERIFY2(css.contains(u"pre.code .hl-Keyword {"_s), qPrintable(css));
        QVERIFY2(css.contains(u"pre.code .hl-Comment {"_s), qPrintable(css));
        QVERIFY(!css.contains(u"hl-Normal"_s));
    }

    void lightAndDarkDiffer()
    {
        QVERIFY(m_highlighter->themeCss(m_highlighter->defaultThemeName(false)) !=
                m_highlighter->themeCss(m_highlighter->defaultThemeName(true)));
        // An unknown theme falls back to the light default.
        QCOMPARE(m_highlighter->themeCss(u"No Such Theme"_s),
                 m_highlighter->themeCss(m_highlighter->defaultThemeName(false)));
    }

private:
    std::unique_ptr<CodeHighlighter> m_highlighter;
};

LECTERN_TEST_GUILESS_MAIN(tst_codehighlighter, TestCodeHighlighter)
#include "tst_codehighlighter.moc"
