#include "feeds/text/htmltext.h"

#include "testregistry.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestHtmlText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plainText_data();
    void plainText();
    void decodesEntities_data();
    void decodesEntities();
    void agreesWithCharacterByCharacterReading();
    void resolvesRelativeLinks_data();
    void resolvesRelativeLinks();
    void titleText_data();
    void titleText();
};

void TestHtmlText::plainText_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("text");
    QTest::newRow("blocks keep words apart") << u"<p>a</p><p>b</p>"_s << u"a b"_s;
    QTest::newRow("text-level tags part no words")
        << u"X<b>H</b>TML, <code>malloc</code>s"_s << u"XHTML, mallocs"_s;
    QTest::newRow("a break parts words") << u"one<br>two<img src=x>three"_s << u"one two three"_s;
    QTest::newRow("a custom element is not a link") << u"x<a-b>y</a-b>z"_s << u"x y z"_s;
    QTest::newRow("attributes are markup")
        << u"<a href=\"https://example.org/x\" class=\"lede\">link</a>"_s << u"link"_s;
    QTest::newRow("comment") << u"a<!-- <p>hidden</p> -->b"_s << u"ab"_s;
    QTest::newRow("unterminated comment") << u"a<!-- never closed"_s << u"a"_s;
    QTest::newRow("unterminated tag") << u"a <p class=x"_s << u"a"_s;
    QTest::newRow("less-than in text") << u"a < b and 3<4"_s << u"a < b and 3<4"_s;
    QTest::newRow("entities after tags") << u"<p>fish &amp; chips</p>"_s << u"fish & chips"_s;
    QTest::newRow("escaped markup stays text") << u"&lt;script&gt;"_s << u"<script>"_s;
    QTest::newRow("white space collapses") << u"  a\n\t\n b  "_s << u"a b"_s;
    QTest::newRow("CJK") << u"<p>内存屏障</p>与<b>调度器</b>"_s << u"内存屏障 与调度器"_s;
}

void TestHtmlText::plainText()
{
    QFETCH(QString, html);
    QFETCH(QString, text);
    QCOMPARE(HtmlText::toPlainText(html), text);
}

void TestHtmlText::decodesEntities_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("decoded");
    QTest::newRow("named") << u"&lt;&gt;&amp;&quot;&eacute;"_s << u"<>&\"é"_s;
    QTest::newRow("decimal and hex") << u"&#65;&#x42;&#X43;"_s << u"ABC"_s;
    QTest::newRow("astral") << u"&#x1F600;"_s << QString::fromUcs4(U"\U0001F600", 1);
    QTest::newRow("zero and surrogates")
        << u"&#0;&#xD800;"_s << QString(QChar::ReplacementCharacter) + QChar::ReplacementCharacter;
    QTest::newRow("unknown name stays") << u"&nosuch; &"_s << u"&nosuch; &"_s;
    QTest::newRow("bad number stays") << u"&#xZZ;"_s << u"&#xZZ;"_s;
    QTest::newRow("semicolon too far")
        << u"&amp"_s + QString(40, u'x') + u';' << u"&amp"_s + QString(40, u'x') + u';';
    QTest::newRow("bare ampersands") << u"a & b && c"_s << u"a & b && c"_s;
}

void TestHtmlText::decodesEntities()
{
    QFETCH(QString, text);
    QFETCH(QString, decoded);
    QCOMPARE(HtmlText::decodeEntities(text), decoded);
}

namespace {
// The earlier reading, a character at a time: the runs-based one must give the same text.
QString referencePlainText(QStringView html)
{
    QString stripped;
    for (qsizetype i = 0; i < html.size(); ++i) {
        const QStringView rest = html.mid(i);
        if (rest.startsWith(u"<!--")) {
            const qsizetype end = html.indexOf(u"-->", i + 4);
            i = end < 0 ? html.size() : end + 2;
            continue;
        }
        const bool tag = rest.size() >= 2 && rest[0] == u'<' &&
                         ((rest[1].isLetter() && rest[1].unicode() < 128) || rest[1] == u'/' ||
                          rest[1] == u'!' || rest[1] == u'?');
        if (tag) {
            const qsizetype end = html.indexOf(u'>', i);
            if (end < 0)
                break;
            // Of the names this test's alphabet spells, only "a" is a text-level element.
            const qsizetype name = rest.startsWith(u"</") ? 2 : 1;
            qsizetype after = name;
            while (after < rest.size() &&
                   (rest[after] == u'a' || rest[after] == u'x' || rest[after] == u'p' ||
                    (after > name && (rest[after] == u'1' || rest[after] == u'-'))))
                ++after;
            if (rest.sliced(name, after - name) != u"a")
                stripped.append(u' ');
            i = end;
            continue;
        }
        stripped.append(html[i]);
    }
    return stripped;
}
} // namespace

void TestHtmlText::agreesWithCharacterByCharacterReading()
{
    // Random strings over the characters that matter to both readings.
    const QString alphabet = u"<>!-/?&;#xa1 p内"_s;
    QRandomGenerator random(20261201);
    for (int round = 0; round < 5000; ++round) {
        QString html;
        const int length = random.bounded(40);
        for (int i = 0; i < length; ++i)
            html.append(alphabet.at(random.bounded(int(alphabet.size()))));
        const QString expected = HtmlText::decodeEntities(referencePlainText(html)).simplified();
        QCOMPARE(HtmlText::toPlainText(html), expected);
    }
}

void TestHtmlText::resolvesRelativeLinks_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("expected");
    QTest::newRow("relative path") << u"<a href=\"next.html\">n</a>"_s
                                   << u"<a href=\"https://example.org/blog/next.html\">n</a>"_s;
    QTest::newRow("root and protocol relative")
        << u"<img src='/i.png'><img src=\"//cdn.example.org/j.png\">"_s
        << u"<img src=\"https://example.org/i.png\"><img src=\"https://cdn.example.org/j.png\">"_s;
    QTest::newRow("absolute stays") << u"<a href=\"HTTPS://other.example/x\">x</a>"_s
                                    << u"<a href=\"HTTPS://other.example/x\">x</a>"_s;
    QTest::newRow("other schemes stay")
        << u"<a href=\" mailto:a@example.org\">m</a><img src=\"data:image/png;base64,AA\">"_s
        << u"<a href=\" mailto:a@example.org\">m</a><img src=\"data:image/png;base64,AA\">"_s;
    QTest::newRow("fragment stays")
        << u"<a href=\"#note-1\">1</a>"_s << u"<a href=\"#note-1\">1</a>"_s;
    // Not a scheme: a path with a colon after a slash, and an entity hiding the characters.
    QTest::newRow("colon after a slash")
        << u"<a href=\"wiki/a:b\">w</a>"_s
        << u"<a href=\"https://example.org/blog/wiki/a:b\">w</a>"_s;
    QTest::newRow("every attribute that holds a link")
        << u"<blockquote cite=\"q.html\"><object data='d.svg'><form action=\"/s\">"
           "<img src=\"a.png\" longdesc=\"a.html\"><table background=\"bg.png\">"_s
        << u"<blockquote cite=\"https://example.org/blog/q.html\"><object "
           "data=\"https://example.org/blog/d.svg\"><form action=\"https://example.org/s\">"
           "<img src=\"https://example.org/blog/a.png\" "
           "longdesc=\"https://example.org/blog/a.html\">"
           "<table background=\"https://example.org/blog/bg.png\">"_s;
    QTest::newRow("data- attributes are not links")
        << u"<div data-src=\"x.png\" data-id=\"7\">d</div>"_s
        << u"<div data-src=\"x.png\" data-id=\"7\">d</div>"_s;
    QTest::newRow("entity in the value")
        << u"<a href=\"p?a=1&amp;b=2\">q</a>"_s
        << u"<a href=\"https://example.org/blog/p?a=1&amp;b=2\">q</a>"_s;
}

void TestHtmlText::resolvesRelativeLinks()
{
    QFETCH(QString, html);
    QFETCH(QString, expected);
    QCOMPARE(HtmlText::resolveLinks(html, QUrl(u"https://example.org/blog/post"_s)), expected);
}

void TestHtmlText::titleText_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("text");
    QTest::newRow("generic type") << u"Vec<T> and Box<[T]>"_s << u"Vec<T> and Box<[T]>"_s;
    QTest::newRow("template argument") << u"std::vector<int>"_s << u"std::vector<int>"_s;
    QTest::newRow("an element named as text")
        << u"The <template> element"_s << u"The <template> element"_s;
    QTest::newRow("title elements go")
        << u"<b>Bold</b> and <code class=\"x\">code</code><br/>"_s << u"Bold and code"_s;
    QTest::newRow("case and headings") << u"<H2>Up</H2><Em>e</Em>"_s << u"Up e"_s;
    QTest::newRow("entities decoded") << u"Option&lt;T&gt; &amp; more"_s << u"Option<T> & more"_s;
    QTest::newRow("a prefix of a known name is not it")
        << u"<bold> <spanner> <iframe>"_s << u"<bold> <spanner> <iframe>"_s;
    QTest::newRow("comparison") << u"a < b && c > d"_s << u"a < b && c > d"_s;
}

void TestHtmlText::titleText()
{
    QFETCH(QString, title);
    QFETCH(QString, text);
    QCOMPARE(HtmlText::titleToPlainText(title), text);
}

LECTERN_TEST_GUILESS_MAIN(tst_htmltext, TestHtmlText)
#include "tst_htmltext.moc"
