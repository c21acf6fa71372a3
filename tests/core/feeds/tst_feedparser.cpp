#include "feeds/entrybatches.h"
#include "feeds/feedparser.h"
#include "feeds/parsedfeedjson.h"
#include "feeds/xml/xmlhazards.h"
#include "testregistry.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringEncoder>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestFeedParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void goldens_data();
    void goldens();
    void status_data();
    void status();
    void tooLarge();
    void billionLaughsFailsFast();
    void externalEntityNotResolved();
    void internalEntityStillWorks();
    void entityChainsAreNotExpanded();
    void manyAttributesAreCapped();
    void longRunsReadInPieces();
    void spaceEntitiesStayInTitles();
    void atom03Base64Content();
    void jsonWrittenEntryByEntry_data();
    void jsonWrittenEntryByEntry();
    void encodings_data();
    void encodings();
    void problemsHavePositions();
    void truncatedKeepsCompleteEntries();
    void stableIds();
    void jsonKeysAndNulls();
    void jsonFeedsSimdjsonRefusesAreStillRead();
    void attributeUrlsKeepTheirAmpersands();
    void siteLinkIsTheLastBase();
    void refreshIntervals_data();
    void refreshIntervals();
    void atomSyndicationHints();
};

namespace {

const QString kFeedsDir = QStringLiteral(LECTERN_TEST_DATA "/feeds");

QByteArray readFeedFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The document URL the golden tool uses too.
QUrl documentUrlFor(const QString &fileName)
{
    return QUrl(u"https://example.com/feeds/"_s + fileName);
}

QByteArray rss(const QByteArray &channelContent, const QByteArray &prolog = {})
{
    return "<?xml version=\"1.0\"?>\n" + prolog + "<rss version=\"2.0\"><channel>" +
           channelContent + "</channel></rss>\n";
}

} // namespace

void TestFeedParser::goldens_data()
{
    QTest::addColumn<QString>("fixture");
    const QDir dir(kFeedsDir);
    const QStringList fixtures =
        dir.entryList({u"*.xml"_s, u"*.jsonfeed"_s}, QDir::Files, QDir::Name);
    QVERIFY(!fixtures.isEmpty());
    for (const QString &fixture : fixtures) {
        if (QFile::exists(dir.filePath(QFileInfo(fixture).completeBaseName() + u".json"_s)))
            QTest::newRow(qPrintable(fixture)) << fixture;
    }
}

void TestFeedParser::goldens()
{
    QFETCH(QString, fixture);
    const QDir dir(kFeedsDir);
    const FeedParseResult result =
        FeedParser::parse(readFeedFile(dir.filePath(fixture)), documentUrlFor(fixture));
    QVERIFY2(result.ok(), qPrintable(result.error));
    const QByteArray actual = QJsonDocument(toJson(result.feed)).toJson(QJsonDocument::Indented);
    const QByteArray goldenBytes =
        readFeedFile(dir.filePath(QFileInfo(fixture).completeBaseName() + u".json"_s));
    // Compare normalised JSON so key order and spacing in the golden do not matter.
    const QByteArray expected =
        QJsonDocument::fromJson(goldenBytes).toJson(QJsonDocument::Indented);
    QVERIFY2(!expected.isEmpty(), "golden is not valid JSON");
    if (actual != expected) {
        const QList<QByteArray> a = actual.split('\n');
        const QList<QByteArray> e = expected.split('\n');
        for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
            if (a.value(i) != e.value(i)) {
                QFAIL(qPrintable(
                    u"first difference at line %1\n  actual:   %2\n  expected: %3\n"
                    "(run scripts/regenerate-feed-goldens after checking the change)"_s.arg(i + 1)
                        .arg(QString::fromUtf8(a.value(i)), QString::fromUtf8(e.value(i)))));
            }
        }
    }
}

void TestFeedParser::status_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("errorContains");
    const int html = int(FeedParseResult::Status::HtmlPage);
    const int notFeed = int(FeedParseResult::Status::NotAFeed);
    const int ok = int(FeedParseResult::Status::Ok);

    QTest::newRow("html5") << QByteArray("<!DOCTYPE html>\n<html><head><title>Hi</title></head>"
                                         "<body><p>Hello&nbsp;there</body></html>")
                           << html << u"HTML page"_s;
    QTest::newRow("html bare") << QByteArray("\n\n  <html lang=en><body>x<br></body></html>")
                               << html << u"HTML page"_s;
    QTest::newRow("xhtml") << QByteArray("<?xml version=\"1.0\"?>\n<!DOCTYPE html PUBLIC "
                                         "\"-//W3C//DTD XHTML 1.0 Strict//EN\" "
                                         "\"xhtml1-strict.dtd\">\n<html "
                                         "xmlns=\"http://www.w3.org/1999/xhtml\"><body/></html>")
                           << html << u"HTML page"_s;
    QTest::newRow("html comment first")
        << QByteArray("<!-- generated -->\n<HTML><BODY>x</BODY></HTML>") << html << u"HTML page"_s;
    QTest::newRow("empty") << QByteArray() << notFeed << u"empty"_s;
    QTest::newRow("whitespace") << QByteArray(" \n\t ") << notFeed << u"empty"_s;
    QTest::newRow("plain text") << QByteArray("Service temporarily unavailable") << notFeed
                                << u"neither XML nor JSON"_s;
    QTest::newRow("other xml root") << QByteArray("<?xml version=\"1.0\"?><opml version=\"2.0\">"
                                                  "<body/></opml>")
                                    << notFeed << u"<opml>"_s;
    QTest::newRow("broken json") << QByteArray("{\"version\": ") << notFeed << u"not valid JSON"_s;
    QTest::newRow("json not a feed")
        << QByteArray("{\"name\": \"package\"}") << notFeed << u"not a JSON Feed"_s;
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << notFeed
                            << u"not a feed"_s;
    QTest::newRow("atom wrong namespace case")
        << QByteArray("<feed xmlns=\"http://www.w3.org/2005/atom\"><title>t</title></feed>") << ok
        << QString();
    QTest::newRow("feed in another namespace")
        << QByteArray("<feed xmlns=\"urn:example:other\"><title>t</title></feed>") << ok
        << QString();
    QTest::newRow("rss after an html doctype")
        << QByteArray("<!DOCTYPE html>\n<rss version=\"2.0\"><channel><title>t</title></channel>"
                      "</rss>")
        << ok << QString();
    QTest::newRow("xhtml page without <html>, an XML declaration first")
        << QByteArray("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<meta charset=\"utf-8\" />\n"
                      "<title>Archive</title><body><ul><li><a href=\"/a/\">A</a></li></ul></body>")
        << html << u"HTML page"_s;
    QTest::newRow("well-formed xml whose root is an html element")
        << QByteArray("<?xml version=\"1.0\"?><div class=\"archive\"><ul><li>x</li></ul></div>")
        << html << u"HTML page"_s;
    QTest::newRow("html doctype, no html element")
        << QByteArray("<!doctype html>\n<meta charset=utf-8>\n<title>Page</title><p>Hi") << html
        << u"HTML page"_s;
    QTest::newRow("html warning before the declaration")
        << QByteArray("<br />\n<b>Warning</b>: headers already sent<br />\n<?xml version=\"1.0\"?>"
                      "<rss version=\"2.0\"><channel><title>t</title></channel></rss>")
        << ok << QString();
    QTest::newRow("html warning before the root")
        << QByteArray("<b>Notice</b>: undefined index\n<rss version=\"2.0\"><channel><title>t"
                      "</title></channel></rss>")
        << ok << QString();
    QTest::newRow("other root, a feed's name later in its text")
        << QByteArray("<?xml version=\"1.0\"?><opml version=\"2.0\"><body><outline "
                      "text=\"see &lt;rss&gt;\"/></body></opml>")
        << notFeed << u"<opml>"_s;
    QTest::newRow("minimal rss") << rss("<title>t</title>") << ok << QString();
    QTest::newRow("bare channel") << QByteArray("<channel><title>t</title><item><title>i</title>"
                                                "</item></channel>")
                                  << ok << QString();
}

void TestFeedParser::status()
{
    QFETCH(QByteArray, data);
    QFETCH(int, status);
    QFETCH(QString, errorContains);
    const FeedParseResult result = FeedParser::parse(data);
    QCOMPARE(int(result.status), status);
    if (status != int(FeedParseResult::Status::Ok)) {
        QVERIFY2(result.error.contains(errorContains), qPrintable(result.error));
    } else {
        QVERIFY(result.error.isEmpty());
    }
    // Read in batches (large documents), the verdict is the same.
    EntryBatches batches([](const ParsedFeed &, QList<ParsedEntry> &&) { return true; }, {});
    QCOMPARE(int(FeedParser::parseInBatches(data, batches).status), status);
}

void TestFeedParser::tooLarge()
{
    const QByteArray data = rss("<title>big</title>");
    FeedParseResult result = FeedParser::parse(data, {}, {}, data.size() - 1);
    QCOMPARE(result.status, FeedParseResult::Status::TooLarge);
    QVERIFY(result.error.contains(QString::number(data.size())));
    result = FeedParser::parse(data, {}, {}, data.size());
    QVERIFY(result.ok());
}

void TestFeedParser::billionLaughsFailsFast()
{
    QByteArray prolog = "<!DOCTYPE rss [\n<!ENTITY lol \"lol\">\n";
    for (int i = 1; i <= 9; ++i) {
        prolog += "<!ENTITY lol" + QByteArray::number(i) + " \"";
        for (int k = 0; k < 10; ++k)
            prolog += "&lol" + (i == 1 ? QByteArray() : QByteArray::number(i - 1)) + ';';
        prolog += "\">\n";
    }
    prolog += "]>\n";
    const QByteArray data = rss("<title>&lol9;</title><item><title>x</title></item>", prolog);
    QElapsedTimer timer;
    timer.start();
    const FeedParseResult result = FeedParser::parse(data);
    QVERIFY2(timer.elapsed() < 2000, "entity expansion was not limited");
    // Either refused or read without expanding: never a title of a billion "lol"s.
    if (result.ok()) {
        QVERIFY(result.feed.title.size() < 100000);
        QVERIFY(result.feed.recovered);
    }
}

void TestFeedParser::externalEntityNotResolved()
{
    QFile secret(QDir::temp().filePath(u"lectern-xxe-secret.txt"_s));
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("TOP-SECRET-CONTENT");
    secret.close();
    const QByteArray prolog = "<!DOCTYPE rss [\n<!ENTITY xxe SYSTEM \"" +
                              QUrl::fromLocalFile(secret.fileName()).toEncoded() +
                              "\">\n<!ENTITY % pe SYSTEM \"https://example.com/evil.dtd\">\n]>\n";
    const QByteArray data = rss("<title>before &xxe; after</title>", prolog);
    const FeedParseResult result = FeedParser::parse(data);
    secret.remove();
    QVERIFY(!QJsonDocument(toJson(result.feed)).toJson().contains("TOP-SECRET"));
    QVERIFY(!result.error.contains(u"TOP-SECRET"_s));
}

void TestFeedParser::internalEntityStillWorks()
{
    const QByteArray prolog = "<!DOCTYPE rss [ <!ENTITY brand \"Lamp &amp; Co\"> ]>\n";
    const FeedParseResult result = FeedParser::parse(rss("<title>&brand; news</title>", prolog));
    QVERIFY(result.ok());
    QCOMPARE(result.feed.title, u"Lamp & Co news"_s);
    QVERIFY(!result.feed.recovered);
}

void TestFeedParser::entityChainsAreNotExpanded()
{
    // Each use of a chained entity walks the whole chain: 20,000 uses of a 40-long chain would
    // take seconds. The declaration is dropped instead, with a problem, and the feed is read.
    QByteArray prolog = "<!DOCTYPE rss [ <!ENTITY e0 \"x\">";
    for (int i = 1; i < 40; ++i)
        prolog +=
            "<!ENTITY e" + QByteArray::number(i) + " \"&e" + QByteArray::number(i - 1) + ";\">";
    prolog += " ]>\n";
    const FeedParseResult result =
        FeedParser::parse(rss("<item><title>Chained</title><description>" +
                                  QByteArray("&e39;").repeated(20000) + "</description></item>",
                              prolog));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.entries.size(), 1);
    QCOMPARE(result.feed.entries[0].title, u"Chained"_s);
    QVERIFY(!result.feed.entries[0].summary.contains(u"xxxx"_s));
    QVERIFY(result.feed.recovered);
    QVERIFY(
        std::any_of(result.feed.problems.cbegin(), result.feed.problems.cend(),
                    [](const ParseProblem &p) { return p.message.contains(u"other entities"_s); }));
}

void TestFeedParser::longRunsReadInPieces()
{
    // Runs of megabytes reach the reader in pieces (markup that changes nothing is put between
    // them): the text must come out exactly, whatever the cut lands on: an entity reference, a
    // character of two bytes, "]]" in CDATA, a comment's dashes.
    const QByteArray unit = "\xc3\xa9&amp;x "; // "é&x ", 9 bytes
    const QByteArray text = unit.repeated(3 * 1024 * 1024 / unit.size() + 7);
    const QByteArray cdata = QByteArray("x]]y-").repeated(700 * 1024);
    const QByteArray comment = QByteArray("- a-b ").repeated(600 * 1024);
    const QByteArray document =
        rss("<!--" + comment + "--><item><title>Text</title><description>" + text +
            "</description></item><item><title>Data</title><description><![CDATA[" + cdata +
            "]]></description></item>");
    // Each of the three runs is cut at least twice, and no cut is in the middle of a character.
    const QList<XmlSplit> splits = XmlHazards::longRunSplits(document);
    QVERIFY2(splits.size() >= 6, qPrintable(QString::number(splits.size())));
    for (const XmlSplit &split : splits)
        QVERIFY((uchar(document[split.offset]) & 0xC0) != 0x80);
    const FeedParseResult result = FeedParser::parse(document);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.entries.size(), 2);
    QVERIFY(!result.feed.recovered);
    const QString expected = QString::fromUtf8(text).replace(u"&amp;"_s, u"&"_s).trimmed();
    QCOMPARE(result.feed.entries[0].summary.size(), expected.size());
    QVERIFY(result.feed.entries[0].summary == expected);
    QVERIFY(result.feed.entries[1].summary == QString::fromLatin1(cdata).trimmed());
}

void TestFeedParser::manyAttributesAreCapped()
{
    // One element with 20,000 attributes (QXmlStreamReader compares each with all before it),
    // next to an ordinary item that must be read as it is.
    QByteArray attributes;
    for (int i = 0; i < 20000; ++i)
        attributes += " a" + QByteArray::number(i) + "=\"v\"";
    const FeedParseResult result =
        FeedParser::parse(rss("<item" + attributes +
                              "><title>Crowded</title></item>"
                              "<item><title>Plain</title><description><![CDATA[<p "
                              "a=\"1\">x</p>]]></description></item>"));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.entries.size(), 2);
    QCOMPARE(result.feed.entries[0].title, u"Crowded"_s);
    QCOMPARE(result.feed.entries[1].summary, u"<p a=\"1\">x</p>"_s);
    QVERIFY(result.feed.recovered);
    QVERIFY(std::any_of(
        result.feed.problems.cbegin(), result.feed.problems.cend(), [](const ParseProblem &p) {
            return p.message.contains(u"20000 attributes"_s) && p.message.contains(u"first 128"_s);
        }));
}

void TestFeedParser::atom03Base64Content()
{
    // Atom 0.3's mode="base64": text and HTML are decoded, an image is no text to show.
    const QByteArray html = QByteArray("<p>Hello <b>w\u00f6rld</b></p>").toBase64();
    const QByteArray plain = QByteArray("Plain words").toBase64();
    const FeedParseResult result = FeedParser::parse(
        "<feed version=\"0.3\" xmlns=\"http://purl.org/atom/ns#\"><title>B</title>"
        "<entry><title>One</title><id>1</id><content type=\"text/html\" mode=\"base64\">\n" +
        html + "\n</content><summary mode=\"base64\">" + plain +
        "</summary></entry><entry><title>Two</title><id>2</id>"
        "<content type=\"image/png\" mode=\"base64\">iVBORw0KGgo=</content></entry></feed>");
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.entries.size(), 2);
    QCOMPARE(result.feed.entries[0].content, u"<p>Hello <b>w\u00f6rld</b></p>"_s);
    QCOMPARE(result.feed.entries[0].summary, u"Plain words"_s);
    QVERIFY(result.feed.entries[1].content.isEmpty());
}

void TestFeedParser::spaceEntitiesStayInTitles()
{
    // No-break, en, em, thin and ideographic spaces are characters of the title, as a liberal
    // parser keeps them; only the white space of the markup collapses.
    const QString expected = u"A\u00A0B\u2002C\u2003D\u2009E\u3000F G"_s;
    const FeedParseResult inRss = FeedParser::parse(
        rss("<item><title>\n  A&nbsp;B&ensp;C&emsp;D&thinsp;E&#12288;F \n\t G </title></item>"));
    QVERIFY(inRss.ok());
    QCOMPARE(inRss.feed.entries.value(0).title, expected);
    const FeedParseResult atom = FeedParser::parse(
        "<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><id>x</id><title type=\"html\">"
        "A&amp;nbsp;B&amp;ensp;C&amp;emsp;D&amp;thinsp;E&#12288;F  G</title></entry></feed>");
    QVERIFY(atom.ok());
    QCOMPARE(atom.feed.entries.value(0).title, expected);
}

void TestFeedParser::jsonWrittenEntryByEntry_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("no entries") << rss("<title>Empty</title>");
    QTest::newRow("entries") << rss(
        "<title>Two</title><item><title>A \"q\"</title><description>"
        "line\nbreak \\ tab\t&#1; \xf0\x9f\x98\x80 \xe4\xb8\xad &quot;q&quot;</description></item>"
        "<item><title>B</title></item>");
}

void TestFeedParser::jsonWrittenEntryByEntry()
{
    // `lectern parse --json` writes the entries one at a time: the text must still be the
    // same JSON as the whole object.
    QFETCH(QByteArray, data);
    const FeedParseResult result = FeedParser::parse(data);
    QVERIFY(result.ok());
    QBuffer out;
    QVERIFY(out.open(QIODevice::WriteOnly));
    ParsedFeedJson::write(out, result.feed);
    QJsonParseError error;
    const QJsonDocument written = QJsonDocument::fromJson(out.data(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError,
             qPrintable(error.errorString() + QString::fromUtf8(out.data())));
    QCOMPARE(written.object(), ParsedFeedJson::toJson(result.feed));
}

void TestFeedParser::encodings_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("contentType");
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("recovered");

    const QString title = u"Café “naïve” €"_s;
    auto doc = [](QByteArrayView decl) {
        return QByteArray("<?xml version=\"1.0\"") + decl.toByteArray() +
               "?><rss version=\"2.0\"><channel><title>";
    };
    const QByteArray tail = "</title></channel></rss>";

    QTest::newRow("utf-8 default")
        << doc({}) + title.toUtf8() + tail << QString() << title << false;
    QTest::newRow("utf-8 bom") << "\xEF\xBB\xBF" + doc({}) + title.toUtf8() + tail << QString()
                               << title << false;
    QTest::newRow("declared cp1252")
        << doc(" encoding=\"windows-1252\"") + QByteArray("Caf\xe9 \x93na\xefve\x94 \x80") + tail
        << QString() << title << false;
    QTest::newRow("http charset wins")
        << doc(" encoding=\"UTF-8\"") + QByteArray("Caf\xe9 \x93na\xefve\x94 \x80") + tail
        << u"application/rss+xml; charset=\"windows-1252\""_s << title << false;
    QTest::newRow("valid utf-8 beats a wrong http label")
        << doc(" encoding=\"utf-8\"") + title.toUtf8() + tail << u"text/xml; charset=ISO-8859-1"_s
        << title << false;
    QTest::newRow("valid utf-8 beats a wrong declaration")
        << doc(" encoding=\"ISO-8859-1\"") + title.toUtf8() + tail
        << u"application/rss+xml; charset=utf-8"_s << title << false;
    QTest::newRow("invalid utf-8 falls back")
        << doc({}) + QByteArray("Caf\xe9 \x93na\xefve\x94 \x80") + tail << QString() << title
        << true;
    QStringEncoder utf16(QStringEncoder::Utf16LE);
    const QString whole = QString::fromUtf8(doc({})) + title + QString::fromUtf8(tail);
    QTest::newRow("utf-16le bom") << "\xFF\xFE" + QByteArray(utf16.encode(whole)) << QString()
                                  << title << false;
    QStringEncoder utf16be(QStringEncoder::Utf16BE);
    QTest::newRow("utf-16be no bom")
        << QByteArray(utf16be.encode(whole)) << QString() << title << false;
    if (QStringEncoder gbk("GBK"); gbk.isValid()) {
        const QString chinese = u"中文订阅 — 新闻"_s;
        QTest::newRow("gb2312 declared")
            << doc(" encoding=\"gb2312\"") + QByteArray(gbk.encode(chinese)) + tail << QString()
            << chinese << false;
    }
    if (QStringEncoder encoder("Shift_JIS"); encoder.isValid()) {
        const QString japanese = u"日本語のフィード"_s;
        QTest::newRow("shift_jis via http") << doc({}) + QByteArray(encoder.encode(japanese)) + tail
                                            << u"text/xml;charset=Shift_JIS"_s << japanese << false;
    }
    QTest::newRow("unknown encoding")
        << doc(" encoding=\"x-no-such-thing\"") + title.toUtf8() + tail << QString() << title
        << true;
}

void TestFeedParser::encodings()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, contentType);
    QFETCH(QString, title);
    QFETCH(bool, recovered);
    if (data.isEmpty())
        QSKIP("encoder not available in this Qt build");
    const FeedParseResult result = FeedParser::parse(data, {}, contentType);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.title, title);
    QCOMPARE(result.feed.recovered, recovered);
}

void TestFeedParser::problemsHavePositions()
{
    const QByteArray data = "<?xml version=\"1.0\"?>\n<rss version=\"2.0\">\n<channel>\n"
                            "<title>A &nbsp; B</title>\n</channel>\n</rss>\n";
    const FeedParseResult result = FeedParser::parse(data);
    QVERIFY(result.ok());
    QVERIFY(result.feed.recovered);
    QCOMPARE(result.feed.title, u"A \u00A0 B"_s); // the no-break space is the text's own
    QCOMPARE(result.feed.problems.size(), 1);
    QCOMPARE(result.feed.problems[0].line, 4);
    QCOMPARE(result.feed.problems[0].column, 10);
    QVERIFY(result.feed.problems[0].message.contains(u"&nbsp;"_s));
}

void TestFeedParser::truncatedKeepsCompleteEntries()
{
    // Cut a three-entry Atom feed at every byte after the second entry ends: two stay.
    const QByteArray full = "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\">"
                            "<title>T</title><entry><id>1</id><title>one</title></entry>"
                            "<entry><id>2</id><title>two</title></entry>"
                            "<entry><id>3</id><title>three</title></entry></feed>";
    const qsizetype afterSecond = full.indexOf("</entry>", full.indexOf("<id>2</id>")) + 8;
    const qsizetype thirdEnd = full.lastIndexOf("</entry>") + 8;
    for (qsizetype cut = afterSecond; cut < thirdEnd; ++cut) {
        const FeedParseResult result = FeedParser::parse(full.left(cut));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.feed.entries.size(), 2);
        QCOMPARE(result.feed.entries[1].title, u"two"_s);
        QVERIFY(result.feed.recovered);
    }
    QCOMPARE(FeedParser::parse(full).feed.entries.size(), 3);
}

void TestFeedParser::stableIds()
{
    const QByteArray data = rss("<item><title>No id</title><description>d</description></item>");
    const QString first = FeedParser::parse(data).feed.entries.value(0).id;
    QCOMPARE(first.size(), 40); // SHA-1 hex
    QCOMPARE(FeedParser::parse(data).feed.entries.value(0).id, first);
    const QByteArray other = rss("<item><title>No id</title><description>e</description></item>");
    QVERIFY(FeedParser::parse(other).feed.entries.value(0).id != first);
}

void TestFeedParser::jsonKeysAndNulls()
{
    const FeedParseResult result = FeedParser::parse(rss("<item><title>x</title></item>"));
    QVERIFY(result.ok());
    const QJsonObject json = toJson(result.feed);
    for (const char *key :
         {"format", "version", "title", "subtitle", "link", "self", "language", "updated",
          "authors", "icon", "logo", "refresh", "recovered", "problems", "entries"})
        QVERIFY2(json.contains(QLatin1StringView(key)), key);
    QVERIFY(json.value("link"_L1).isNull());
    QVERIFY(json.value("updated"_L1).isNull());
    const QJsonObject entry = json.value("entries"_L1).toArray().at(0).toObject();
    for (const char *key : {"id", "title", "link", "published", "updated", "authors", "summary",
                            "content", "categories", "enclosures"})
        QVERIFY2(entry.contains(QLatin1StringView(key)), key);
    QCOMPARE(json.value("format"_L1).toString(), u"rss"_s);
}

void TestFeedParser::jsonFeedsSimdjsonRefusesAreStillRead()
{
    // A lone surrogate and an integer beyond 64 bits: simdjson refuses both, Qt's reader mends
    // them, and the feed is read through what Qt made of it.
    const QByteArray data =
        "{\"version\": \"https://jsonfeed.org/version/1.1\", \"title\": \"T\", \"items\": ["
        "{\"id\": 123456789012345678901234567890, \"title\": \"a \\ud800 b\", "
        "\"content_text\": \"x\"}, {\"id\": 7, \"content_text\": \"y\"}]}";
    const FeedParseResult result = FeedParser::parse(data);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.entries.size(), 2);
    QVERIFY(!result.feed.entries.at(0).id.isEmpty());
    QVERIFY(result.feed.entries.at(0).title.startsWith(u"a "_s));
    QCOMPARE(result.feed.entries.at(1).id, u"7"_s);
}

void TestFeedParser::attributeUrlsKeepTheirAmpersands()
{
    // libxml2 hands "&amp;" in an attribute over as "&#38;"; links must not keep that.
    const QByteArray data =
        "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title><entry><title>a</title>"
        "<id>urn:a</id><link rel=\"alternate\" href=\"https://example.org/p?a=1&amp;b=2\"/>"
        "<link rel=\"enclosure\" href=\"https://example.org/f.mp3?x=1&#38;y=2\" "
        "type=\"audio/mpeg\"/></entry></feed>";
    const FeedParseResult result = FeedParser::parse(data);
    QVERIFY(result.ok());
    QCOMPARE(result.feed.entries.value(0).link, QUrl(u"https://example.org/p?a=1&b=2"_s));
    QCOMPARE(result.feed.entries.value(0).enclosures.value(0).url,
             QUrl(u"https://example.org/f.mp3?x=1&y=2"_s));
}

void TestFeedParser::siteLinkIsTheLastBase()
{
    // Without xml:base or a document URL, relative links resolve against the site link.
    const QByteArray data = rss("<link>https://example.org/site/</link><item><title>a</title>"
                                "<link>posts/a</link><description>&lt;img src=\"i.png\"&gt;"
                                "</description></item>");
    FeedParseResult result = FeedParser::parse(data);
    QVERIFY(result.ok());
    QCOMPARE(result.feed.entries.value(0).link, QUrl(u"https://example.org/site/posts/a"_s));
    QCOMPARE(result.feed.entries.value(0).summary,
             u"<img src=\"https://example.org/site/i.png\">"_s);
    // A document URL comes first.
    result = FeedParser::parse(data, QUrl(u"https://example.com/feeds/x.xml"_s));
    QCOMPARE(result.feed.entries.value(0).link, QUrl(u"https://example.com/feeds/posts/a"_s));
}

void TestFeedParser::refreshIntervals_data()
{
    QTest::addColumn<QByteArray>("channel");
    QTest::addColumn<int>("minutes");
    QTest::newRow("none") << QByteArray() << -1;
    QTest::newRow("ttl") << QByteArray("<ttl>45</ttl>") << 45;
    QTest::newRow("ttl zero") << QByteArray("<ttl>0</ttl>") << 0;
    QTest::newRow("ttl not a number") << QByteArray("<ttl>soon</ttl>") << -1;
    QTest::newRow("negative ttl") << QByteArray("<ttl>-5</ttl>") << -1;
    QTest::newRow("hourly") << QByteArray("<sy:updatePeriod>hourly</sy:updatePeriod>") << 60;
    QTest::newRow("frequency alone counts per day")
        << QByteArray("<sy:updateFrequency>4</sy:updateFrequency>") << 360;
    QTest::newRow("weekly twice") << QByteArray("<sy:updatePeriod> Weekly </sy:updatePeriod>"
                                                "<sy:updateFrequency>2</sy:updateFrequency>")
                                  << 5040;
    QTest::newRow("the longer of ttl and period")
        << QByteArray("<ttl>30</ttl><sy:updatePeriod>hourly</sy:updatePeriod>") << 60;
    QTest::newRow("ttl longer than period")
        << QByteArray("<ttl>240</ttl><sy:updatePeriod>hourly</sy:updatePeriod>") << 240;
}

void TestFeedParser::refreshIntervals()
{
    QFETCH(QByteArray, channel);
    QFETCH(int, minutes);
    const QByteArray data =
        "<rss version=\"2.0\" xmlns:sy=\"http://purl.org/rss/1.0/modules/syndication/\">"
        "<channel><title>t</title>" +
        channel + "</channel></rss>";
    const FeedParseResult result = FeedParser::parse(data);
    QVERIFY(result.ok());
    QCOMPARE(result.feed.refresh.intervalMinutes(), minutes);
    // A value the parser ignored is reported where it stands.
    const bool bad = channel.contains("soon") || channel.contains("-5");
    QCOMPARE(!result.feed.problems.isEmpty(), bad);
}

void TestFeedParser::atomSyndicationHints()
{
    const QByteArray data =
        "<feed xmlns=\"http://www.w3.org/2005/Atom\" "
        "xmlns:sy=\"http://purl.org/rss/1.0/modules/syndication/\"><title>a</title>"
        "<sy:updatePeriod>daily</sy:updatePeriod><sy:updateFrequency>3</sy:updateFrequency>"
        "<ttl>5</ttl><skipHours><hour>4</hour></skipHours></feed>";
    const FeedParseResult result = FeedParser::parse(data);
    QVERIFY(result.ok());
    QCOMPARE(result.feed.refresh.updatePeriod, RefreshHints::Period::Daily);
    QCOMPARE(result.feed.refresh.updateFrequency, 3);
    QCOMPARE(result.feed.refresh.intervalMinutes(), 480);
    // ttl and skipHours are RSS elements: in Atom's namespace they mean nothing.
    QCOMPARE(result.feed.refresh.ttlMinutes, -1);
    QCOMPARE(result.feed.refresh.skipHours, 0u);
}

LECTERN_TEST_GUILESS_MAIN(tst_feedparser, TestFeedParser)
#include "tst_feedparser.moc"
