#include "feeds/opml/opmlreader.h"
#include "feeds/opml/opmlwriter.h"
#include "testregistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestOpml : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void roundTrip_data();
    void roundTrip();
    void notOpml_data();
    void notOpml();
    void writerOutput();
    void writerEscaping();
    void emptyDocument();
    void internalEntityExpands();
    void entityExpansionIsCapped();
    void outlineWithManyAttributes();
    void tooLargeIsRefused();
    void externalEntityNotResolved();
    void deepNestingIsCapped();
    void pageFeedRulesRoundTrip();
};

namespace {

// Each fixture NAME.opml has the expected reading in NAME.tree. Run the test with
// LECTERN_WRITE_OPML_TREES=1 to rewrite them after a deliberate change, then review the diff.
const QString kOpmlDir = QStringLiteral(LECTERN_TEST_DATA "/feeds/opml");

QByteArray readOpmlFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return file.readAll();
}

void dumpOutlines(const QList<OpmlOutline> &outlines, const QString &indent, QStringList *lines)
{
    for (const OpmlOutline &o : outlines) {
        QString line = indent + (o.isFeed() ? u"feed"_s : u"folder"_s) + u" \""_s + o.title + u'"';
        if (!o.type.isEmpty())
            line += u" type="_s + o.type;
        if (!o.xmlUrl.isEmpty())
            line += u" xml="_s + o.xmlUrl.toString();
        if (!o.htmlUrl.isEmpty())
            line += u" html="_s + o.htmlUrl.toString();
        lines->append(line);
        dumpOutlines(o.children, indent + u"  "_s, lines);
    }
}

// A readable picture of a document: its title, its tree, then its problems.
QStringList dump(const OpmlDocument &doc)
{
    QStringList lines{u"title \""_s + doc.title + u'"'};
    dumpOutlines(doc.outlines, {}, &lines);
    for (const ParseProblem &p : doc.problems)
        lines.append(u"problem %1:%2 %3"_s.arg(p.line).arg(p.column).arg(p.message));
    return lines;
}

int maxDepth(const QList<OpmlOutline> &outlines)
{
    int depth = 0;
    for (const OpmlOutline &o : outlines)
        depth = std::max(depth, 1 + maxDepth(o.children));
    return depth;
}

QStringList fixtureNames()
{
    return QDir(kOpmlDir).entryList({u"*.opml"_s}, QDir::Files, QDir::Name);
}

} // namespace

void TestOpml::fixtures_data()
{
    QTest::addColumn<QString>("fixture");
    const QStringList names = fixtureNames();
    QVERIFY(names.size() >= 7);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << name;
}

void TestOpml::fixtures()
{
    QFETCH(QString, fixture);
    const OpmlParseResult result = OpmlReader::parse(readOpmlFile(kOpmlDir + u'/' + fixture));
    QVERIFY2(result.ok, qPrintable(result.error));
    const QStringList actual = dump(result.document);
    const QString treePath = kOpmlDir + u'/' + QFileInfo(fixture).completeBaseName() + u".tree"_s;
    if (qEnvironmentVariableIsSet("LECTERN_WRITE_OPML_TREES")) {
        QFile out(treePath);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(actual.join(u'\n').toUtf8() + '\n');
    }
    const QStringList expected =
        QString::fromUtf8(readOpmlFile(treePath)).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(actual, expected);
}

void TestOpml::roundTrip_data()
{
    fixtures_data();
}

void TestOpml::roundTrip()
{
    QFETCH(QString, fixture);
    OpmlDocument first = OpmlReader::parse(readOpmlFile(kOpmlDir + u'/' + fixture)).document;
    first.problems.clear();
    const QByteArray written = OpmlWriter::write(first);
    const OpmlParseResult again = OpmlReader::parse(written);
    QVERIFY2(again.ok, qPrintable(again.error));
    // What we write reads back cleanly and unchanged, and writing it again changes nothing.
    QCOMPARE(dump(again.document), dump(first));
    QVERIFY(again.document == first);
    QCOMPARE(OpmlWriter::write(again.document), written);
}

void TestOpml::pageFeedRulesRoundTrip()
{
    OpmlDocument document;
    OpmlOutline page;
    page.title = u"Mei's Library"_s;
    page.xmlUrl = QUrl(u"https://mei.example.org/library/"_s);
    page.type = u"html"_s;
    page.pageRule.item = u"section .card"_s;
    page.pageRule.title = u"h3"_s;
    page.pageRule.dateFormat = u"yyyy.MM.dd"_s;
    page.pageRule.urlPattern = u"/papers/|/code/"_s;
    document.outlines = {page};
    const QByteArray written = OpmlWriter::write(document);
    QVERIFY2(written.contains("pageItem=\"section .card\""), written.constData());
    QVERIFY(written.contains("pageDateFormat=\"yyyy.MM.dd\""));
    QVERIFY(written.contains("type=\"html\""));
    const OpmlParseResult again = OpmlReader::parse(written);
    QVERIFY2(again.ok, qPrintable(again.error));
    QCOMPARE(again.document.outlines.size(), 1);
    QCOMPARE(again.document.outlines.first().type, u"html"_s);
    QVERIFY(again.document.outlines.first().pageRule == page.pageRule);
}

void TestOpml::notOpml_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("error");

    QTest::newRow("empty") << QByteArray() << u"the file is empty"_s;
    QTest::newRow("whitespace") << QByteArray(" \n\t ") << u"the file is empty"_s;
    QTest::newRow("RSS feed") << QByteArray("<?xml version=\"1.0\"?>\n<rss version=\"2.0\">"
                                            "<channel><title>x</title></channel></rss>")
                              << u"RSS feed (its root element is <rss>)"_s;
    QTest::newRow("RDF feed") << QByteArray("<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/"
                                            "22-rdf-syntax-ns#\"><channel/></rdf:RDF>")
                              << u"RSS feed (its root element is <rdf:RDF>)"_s;
    QTest::newRow("Atom feed") << QByteArray("<feed xmlns=\"http://www.w3.org/2005/Atom\">"
                                             "<title>x</title></feed>")
                               << u"Atom feed (its root element is <feed>)"_s;
    QTest::newRow("HTML page") << QByteArray("<!DOCTYPE html><html><head><title>x</title>"
                                             "</head><body><p>hi</body></html>")
                               << u"an HTML page"_s;
    QTest::newRow("XHTML page") << QByteArray("<?xml version=\"1.0\"?><html xmlns=\"http://"
                                              "www.w3.org/1999/xhtml\"><body/></html>")
                                << u"an HTML page"_s;
    QTest::newRow("other XML") << QByteArray("<?xml version=\"1.0\"?><bookmarks><item/>"
                                             "</bookmarks>")
                               << u"its root element is <bookmarks>, not <opml>"_s;
    QTest::newRow("JSON") << QByteArray("{\"subscriptions\": []}") << u"JSON"_s;
    QTest::newRow("plain text") << QByteArray("https://example.com/feed.xml\n") << u"plain text"_s;
    QTest::newRow("no element") << QByteArray("<?xml version=\"1.0\"?><!-- nothing -->")
                                << u"holds no complete XML element"_s;
    QTest::newRow("cut off in the root tag")
        << QByteArray("<?xml version=\"1.0\"?>\n<opml version=\"2.")
        << u"holds no complete XML element"_s;
    QTest::newRow("not XML") << QByteArray("<<< >>> <<<") << u"not well-formed XML (line 1"_s;
}

void TestOpml::notOpml()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, error);
    const OpmlParseResult result = OpmlReader::parse(data);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(error), qPrintable(result.error));
}

void TestOpml::writerOutput()
{
    OpmlDocument doc;
    doc.title = u"Subscriptions"_s;
    OpmlOutline feed;
    feed.title = u"News"_s;
    feed.xmlUrl = QUrl(u"https://example.com/news.xml"_s);
    feed.htmlUrl = QUrl(u"https://example.com/"_s);
    OpmlOutline atom;
    atom.title = u"Atom"_s;
    atom.type = u"atom"_s;
    atom.xmlUrl = QUrl(u"https://example.org/atom"_s);
    OpmlOutline folder;
    folder.title = u"Folder"_s;
    folder.children = {atom};
    doc.outlines = {feed, folder};
    doc.problems.append(ParseProblem{1, 1, u"not written"_s});

    const QByteArray expected =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<opml version=\"2.0\">\n"
        "  <head>\n"
        "    <title>Subscriptions</title>\n"
        "  </head>\n"
        "  <body>\n"
        "    <outline text=\"News\" title=\"News\" type=\"rss\" "
        "xmlUrl=\"https://example.com/news.xml\" htmlUrl=\"https://example.com/\"/>\n"
        "    <outline text=\"Folder\" title=\"Folder\">\n"
        "      <outline text=\"Atom\" title=\"Atom\" type=\"atom\" "
        "xmlUrl=\"https://example.org/atom\"/>\n"
        "    </outline>\n"
        "  </body>\n"
        "</opml>\n";
    QCOMPARE(OpmlWriter::write(doc), expected);
}

void TestOpml::writerEscaping()
{
    OpmlDocument doc;
    doc.title = u"Fish & <Chips>"_s;
    OpmlOutline feed;
    feed.title = u"\"Quoted\" \u00e9t\u00e9 \U0001F600 bell\u0007"_s;
    feed.xmlUrl = QUrl(u"https://example.com/feed?a=1&b=\u00e9"_s);
    doc.outlines = {feed};
    const QByteArray written = OpmlWriter::write(doc);
    QVERIFY(written.contains("Fish &amp; &lt;Chips&gt;"));
    QVERIFY(written.contains("xmlUrl=\"https://example.com/feed?a=1&amp;b=%C3%A9\""));
    QVERIFY(!written.contains('\x07'));

    const OpmlParseResult read = OpmlReader::parse(written);
    QVERIFY(read.ok);
    QVERIFY(read.document.problems.isEmpty());
    QCOMPARE(read.document.title, doc.title);
    QCOMPARE(read.document.outlines.value(0).title, u"\"Quoted\" \u00e9t\u00e9 \U0001F600 bell"_s);
    QCOMPARE(read.document.outlines.value(0).xmlUrl, feed.xmlUrl);
}

void TestOpml::emptyDocument()
{
    const OpmlParseResult read = OpmlReader::parse(OpmlWriter::write(OpmlDocument{}));
    QVERIFY(read.ok);
    QVERIFY(read.document == OpmlDocument{});
}

void TestOpml::internalEntityExpands()
{
    const QByteArray data = "<?xml version=\"1.0\"?>\n"
                            "<!DOCTYPE opml [<!ENTITY site \"Example Site\">]>\n"
                            "<opml version=\"2.0\"><body>"
                            "<outline text=\"&site; news\" xmlUrl=\"https://example.com/f\"/>"
                            "</body></opml>";
    const OpmlParseResult result = OpmlReader::parse(data);
    QVERIFY(result.ok);
    QCOMPARE(result.document.outlines.value(0).title, u"Example Site news"_s);
}

void TestOpml::outlineWithManyAttributes()
{
    // 20,000 attributes on one outline: read in linear time (the attributes past the cap are
    // left out, with a problem), and the outline's own attributes, which come first, are kept.
    QByteArray extra;
    for (int i = 0; i < 20000; ++i)
        extra += " x" + QByteArray::number(i) + "=\"1\"";
    const QByteArray data = "<opml version=\"2.0\"><body>"
                            "<outline text=\"Crowded\" xmlUrl=\"https://example.com/c\"" +
                            extra +
                            "/><outline text=\"Next\" xmlUrl=\"https://example.com/n\"/>"
                            "</body></opml>";
    const OpmlParseResult result = OpmlReader::parse(data);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.document.outlines.size(), 2);
    QCOMPARE(result.document.outlines.value(0).title, u"Crowded"_s);
    QCOMPARE(result.document.outlines.value(1).xmlUrl, QUrl(u"https://example.com/n"_s));
    QVERIFY(std::any_of(result.document.problems.cbegin(), result.document.problems.cend(),
                        [](const ParseProblem &p) { return p.message.contains(u"attributes"_s); }));
}

void TestOpml::tooLargeIsRefused()
{
    QByteArray data =
        "<opml version=\"2.0\"><body><outline text=\"A\" xmlUrl=\"https://example.com/a\"/>";
    data += QByteArray(OpmlReader::MaxBytes, ' ');
    data += "</body></opml>";
    const OpmlParseResult result = OpmlReader::parse(data);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(u"more than the 33554432 bytes"_s), qPrintable(result.error));
}

void TestOpml::entityExpansionIsCapped()
{
    QByteArray doctype = "<!DOCTYPE opml [<!ENTITY e0 \"ha\">";
    for (int i = 1; i < 10; ++i)
        doctype += QByteArray("<!ENTITY e") + QByteArray::number(i) + " \"" + QByteArray("&e") +
                   QByteArray::number(i - 1) + ";" + QByteArray("&e") + QByteArray::number(i - 1) +
                   ";" + QByteArray("&e") + QByteArray::number(i - 1) + ";" + QByteArray("&e") +
                   QByteArray::number(i - 1) + ";" + QByteArray("&e") + QByteArray::number(i - 1) +
                   ";" + QByteArray("&e") + QByteArray::number(i - 1) + ";" + QByteArray("&e") +
                   QByteArray::number(i - 1) + ";" + QByteArray("&e") + QByteArray::number(i - 1) +
                   ";\">";
    doctype += "]>\n";
    const QByteArray data = "<?xml version=\"1.0\"?>\n" + doctype +
                            "<opml version=\"2.0\"><head><title>&e9;</title></head><body>"
                            "<outline text=\"Still read\" xmlUrl=\"https://example.com/f\"/>"
                            "</body></opml>";
    QElapsedTimer timer;
    timer.start();
    const OpmlParseResult result = OpmlReader::parse(data);
    QVERIFY(timer.elapsed() < 2000);
    QVERIFY(result.ok);
    QVERIFY(result.document.title.size() < 1000);
    QCOMPARE(result.document.outlines.value(0).title, u"Still read"_s);
    QVERIFY(!result.document.problems.isEmpty());
}

void TestOpml::externalEntityNotResolved()
{
    const QString secretPath = QDir::temp().filePath(u"lectern-opml-secret.txt"_s);
    {
        QFile secret(secretPath);
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("SECRET-CONTENT");
    }
    const QByteArray url = QUrl::fromLocalFile(secretPath).toEncoded();
    const QByteArray data = "<?xml version=\"1.0\"?>\n<!DOCTYPE opml [<!ENTITY ext SYSTEM \"" +
                            url +
                            "\">]>\n<opml version=\"2.0\"><head><title>&ext;</title>"
                            "</head><body><outline text=\"&ext;\" "
                            "xmlUrl=\"https://example.com/f\"/></body></opml>";
    const OpmlParseResult result = OpmlReader::parse(data);
    QFile::remove(secretPath);
    QVERIFY(result.ok);
    QVERIFY(!result.document.title.contains(u"SECRET"_s));
    QCOMPARE(result.document.outlines.size(), 1);
    QVERIFY(!result.document.outlines[0].title.contains(u"SECRET"_s));
}

void TestOpml::deepNestingIsCapped()
{
    QByteArray data = "<opml version=\"2.0\"><body>";
    const int levels = 5000;
    for (int i = 0; i < levels; ++i)
        data += "<outline text=\"Level " + QByteArray::number(i) + "\">";
    data += "<outline text=\"Deep\" xmlUrl=\"https://example.com/deep.xml\"/>";
    for (int i = 0; i < levels; ++i)
        data += "</outline>";
    data += "<outline text=\"After\" xmlUrl=\"https://example.com/after.xml\"/></body></opml>";
    const OpmlParseResult result = OpmlReader::parse(data);
    QVERIFY(result.ok);
    QCOMPARE(maxDepth(result.document.outlines), OpmlReader::MaxDepth + 1);
    QCOMPARE(result.document.outlines.size(), 2);
    QCOMPARE(result.document.outlines[1].title, u"After"_s);
    // The feed at the bottom was lifted into the deepest folder kept.
    const OpmlOutline *node = &result.document.outlines[0];
    while (!node->children.isEmpty() && !node->children[0].isFeed())
        node = &node->children[0];
    QCOMPARE(node->children.value(0).xmlUrl, QUrl(u"https://example.com/deep.xml"_s));
    QVERIFY(dump(result.document).join(u'\n').contains(u"nested deeper than"_s));
}

LECTERN_TEST_GUILESS_MAIN(tst_opml, TestOpml)
#include "tst_opml.moc"
