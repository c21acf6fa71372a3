// The two tokenizers behind the feed readers: libxml2 must give the same tokens as
// QXmlStreamReader wherever it accepts a document, and hand everything else back.
#include "feeds/xml/libxmltokenizer.h"
#include "feeds/xml/qtxmltokenizer.h"
#include "feeds/xml/xmltokenstream.h"
#include "testregistry.h"
#include "tokenizeroracle.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace Lectern;

namespace {

QStringList describeTokens(XmlTokenStream &tokens)
{
    return Fuzz::describeTokens(tokens);
}

bool viaLibxml(const QByteArray &utf8, XmlTokenStream *tokens)
{
    return LibxmlTokenizer::tokenize(utf8, 0, *tokens);
}

QStringList viaQt(const QByteArray &utf8)
{
    XmlTokenStream tokens;
    QtXmlTokenizer::tokenize(utf8, 0, tokens);
    return describeTokens(tokens);
}

} // namespace

class TestXmlTokenStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void libxmlAgreesWithQtOnEveryWellFormedFixture();
    void documentsLibxmlHandsBack_data();
    void documentsLibxmlHandsBack();
    void entitiesAndCdataBecomeText();
    void aStreamWritesIntoTheRoomTheLastOneGrew();
    void readingMovesAsQXmlStreamReaderDoes();
    void anErrorEndsTheStreamWhereItWasFound();
    void aRaisedErrorStopsTheReading();
    void prefixedAttributesDoNotAnswerForPlainNames();
    void entitiesInAttributesAreDecoded();
    void aZeroWidthNoBreakSpaceStaysInText();
    void positionsAreCountedAsQXmlStreamReaderCountsThem();
    void lineEndsInCdataAreRead();
};

void TestXmlTokenStream::libxmlAgreesWithQtOnEveryWellFormedFixture()
{
    const QDir dir(QStringLiteral(LECTERN_TEST_DATA "/feeds"));
    int compared = 0;
    for (const QString &name : dir.entryList({u"*.xml"_s}, QDir::Files)) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        if (!bytes.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") &&
            !bytes.startsWith("<?xml version=\"1.0\" encoding=\"utf-8\"?>") &&
            !bytes.startsWith("<rss") && !bytes.startsWith("<feed"))
            continue; // other encodings are the decoder's business, not the tokenizers'
        const QString disagreement = Fuzz::tokenizerDisagreement(bytes);
        QVERIFY2(disagreement.isEmpty(), qPrintable(name + u": "_s + disagreement));
        XmlTokenStream tokens;
        if (!viaLibxml(bytes, &tokens)) {
            const QStringList qt = viaQt(bytes);
            QVERIFY2(bytes.contains("<!DOCTYPE") ||
                         (!qt.isEmpty() && qt.last().startsWith(u"error"_s)),
                     qPrintable(name + u": libxml2 refused a well-formed document"_s));
            continue;
        }
        ++compared;
    }
    QVERIFY2(compared >= 12, qPrintable(QString::number(compared))); // 15 when written
}

void TestXmlTokenStream::documentsLibxmlHandsBack_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::newRow("undeclared entity") << QByteArray("<rss><title>a&nbsp;b</title></rss>");
    QTest::newRow("undeclared prefix") << QByteArray("<rss><dc:creator>Ann</dc:creator></rss>");
    QTest::newRow("mismatched tag") << QByteArray("<rss><title>a</channel></rss>");
    QTest::newRow("cut off") << QByteArray("<rss><channel><item><title>a");
    QTest::newRow("two roots") << QByteArray("<rss/><rss/>");
    QTest::newRow("document type")
        << QByteArray("<!DOCTYPE rss PUBLIC \"-//Netscape Communications//DTD RSS 0.91//EN\" "
                      "\"http://example.com/rss-0.91.dtd\"><rss/>");
    QTest::newRow("entity chain") << QByteArray(
        "<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>"
        "<rss>&b;</rss>");
    QTest::newRow("external entity")
        << QByteArray("<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/hostname\">]><rss>&x;</rss>");
}

void TestXmlTokenStream::documentsLibxmlHandsBack()
{
    QFETCH(QByteArray, document);
    XmlTokenStream tokens;
    QVERIFY(!viaLibxml(document, &tokens));
}

void TestXmlTokenStream::entitiesAndCdataBecomeText()
{
    XmlTokenStream tokens;
    QVERIFY(viaLibxml("<r>a &amp; b &#x4E2D;<![CDATA[ <i>c</i> ]]>&lt;d&gt;</r>", &tokens));
    QCOMPARE(describeTokens(tokens),
             (QStringList{u"<r {} @1:3"_s, u"text a & b 中 <i>c</i> <d>"_s, u"</r {}"_s}));
}

void TestXmlTokenStream::aStreamWritesIntoTheRoomTheLastOneGrew()
{
    QByteArray big = "<feed>";
    for (int i = 0; i < 500; ++i)
        big += "<entry a=\"" + QByteArray::number(i) + "\"><title>long title number " +
               QByteArray::number(i) + "</title></entry>";
    big += "</feed>";
    XmlTokenStream first;
    QVERIFY(viaLibxml(big, &first));
    XmlTokenStream::Room room = first.takeRoom();
    QVERIFY(room.tokens.capacity() >= 2000); // 500 entries of four tokens
    QVERIFY(room.text.size() >= 500 * 19);
    QVERIFY(room.tokens.isEmpty() && room.attributes.isEmpty());
    const qsizetype textRoom = room.text.size();
    const char16_t *textMemory = reinterpret_cast<const char16_t *>(room.text.constData());
    QVERIFY(describeTokens(first).isEmpty()); // the stream that gave its room is empty

    // The next document is written into the same memory and reads as if it were fresh: nothing
    // of the last one shows.
    XmlTokenStream second(std::move(room));
    QVERIFY(viaLibxml("<r>a &amp; b<![CDATA[ c ]]></r>", &second));
    QCOMPARE(describeTokens(second),
             (QStringList{u"<r {} @1:3"_s, u"text a & b c "_s, u"</r {}"_s}));
    XmlTokenStream::Room again = second.takeRoom();
    QCOMPARE(again.text.size(), textRoom);
    QCOMPARE(reinterpret_cast<const char16_t *>(again.text.constData()), textMemory);

    // A document past the limit gives its memory back rather than keep it for the thread.
    XmlTokenStream huge(std::move(again));
    const QString text(XmlTokenStream::kKeptTextUnits + 1, u'x');
    huge.addCharacters(QStringView(text), 1, 1);
    const XmlTokenStream::Room none = huge.takeRoom();
    QCOMPARE(none.text.size(), 0);
    QCOMPARE(none.tokens.capacity(), 0);
}

void TestXmlTokenStream::readingMovesAsQXmlStreamReaderDoes()
{
    const QByteArray document =
        "<rss xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><channel><title>T</title>"
        "<item><dc:creator>Ann</dc:creator><skip><deep>x</deep></skip></item><item/>"
        "</channel></rss>";
    for (const bool libxml : {true, false}) {
        XmlTokenStream tokens;
        if (libxml)
            QVERIFY(viaLibxml(document, &tokens));
        else
            QtXmlTokenizer::tokenize(document, 0, tokens);
        QVERIFY(tokens.readNextStartElement());
        QCOMPARE(tokens.name(), u"rss");
        QVERIFY(tokens.readNextStartElement());
        QCOMPARE(tokens.name(), u"channel");
        QVERIFY(tokens.readNextStartElement());
        QCOMPARE(tokens.name(), u"title");
        tokens.skipCurrentElement();
        QVERIFY(tokens.isEndElement());
        QVERIFY(tokens.readNextStartElement());
        QCOMPARE(tokens.name(), u"item");
        QVERIFY(tokens.readNextStartElement());
        QCOMPARE(tokens.qualifiedName(), u"dc:creator"_s);
        QCOMPARE(tokens.namespaceUri(), u"http://purl.org/dc/elements/1.1/");
        tokens.skipCurrentElement();
        QVERIFY(tokens.readNextStartElement());
        QCOMPARE(tokens.name(), u"skip");
        tokens.skipCurrentElement();
        QCOMPARE(tokens.name(), u"skip");        // on its end tag, past <deep>
        QVERIFY(!tokens.readNextStartElement()); // </item>
        QVERIFY(tokens.readNextStartElement());
        QCOMPARE(tokens.name(), u"item");
        QVERIFY(!tokens.readNextStartElement());
        QVERIFY(!tokens.readNextStartElement()); // </channel>
        QVERIFY(!tokens.readNextStartElement()); // </rss>
        QVERIFY(!tokens.readNextStartElement()); // the end
        QVERIFY(tokens.atEnd());
        QVERIFY(!tokens.hasError());
        tokens.skipCurrentElement(); // past the end: returns at once
        QVERIFY(tokens.atEnd());
    }
}

void TestXmlTokenStream::anErrorEndsTheStreamWhereItWasFound()
{
    XmlTokenStream tokens;
    QtXmlTokenizer::tokenize("<rss>\n<item>a</item>\n<item>b</rss>", 0, tokens);
    QVERIFY(tokens.readNextStartElement());
    QVERIFY(tokens.readNextStartElement());
    tokens.skipCurrentElement();
    QVERIFY(!tokens.hasError());
    QVERIFY(tokens.readNextStartElement());
    QCOMPARE(tokens.lineNumber(), 3);
    tokens.skipCurrentElement();
    QVERIFY(tokens.hasError());
    QVERIFY(tokens.atEnd());
    QVERIFY(!tokens.errorString().isEmpty());
    QCOMPARE(tokens.lineNumber(), 3);
}

void TestXmlTokenStream::aRaisedErrorStopsTheReading()
{
    XmlTokenStream tokens;
    QVERIFY(viaLibxml("<rss><a/><b/></rss>", &tokens));
    QVERIFY(tokens.readNextStartElement());
    QVERIFY(tokens.readNextStartElement());
    tokens.raiseError(u"stopped"_s);
    QVERIFY(tokens.atEnd());
    QVERIFY(!tokens.readNextStartElement());
    QCOMPARE(tokens.errorString(), u"stopped"_s);
}

void TestXmlTokenStream::prefixedAttributesDoNotAnswerForPlainNames()
{
    XmlTokenStream tokens;
    QVERIFY(viaLibxml("<r xmlns:x=\"urn:x\"><a x:href=\"one\" type=\"two\"/></r>", &tokens));
    QVERIFY(tokens.readNextStartElement());
    QVERIFY(tokens.readNextStartElement());
    QCOMPARE(tokens.attributes().value(u"href"), QStringView());
    QCOMPARE(tokens.attributes().value(u"urn:x", u"href"), u"one");
    QCOMPARE(tokens.attributes().value("type"_L1), u"two");
}

void TestXmlTokenStream::entitiesInAttributesAreDecoded()
{
    const QByteArray document = "<r a=\"x?y=1&amp;z=2\" b=\"&#38;&lt;&#60;&gt;&quot;&apos;\" "
                                "c=\"&amp;#38;\"/>";
    XmlTokenStream tokens;
    QVERIFY(viaLibxml(document, &tokens));
    QVERIFY(tokens.readNextStartElement());
    QCOMPARE(tokens.attributes().value(u"a"), u"x?y=1&z=2");
    QCOMPARE(tokens.attributes().value(u"b"), u"&<<>\"'");
    QCOMPARE(tokens.attributes().value(u"c"), u"&#38;");
    QCOMPARE(Fuzz::tokenizerDisagreement(document), QString());
}

void TestXmlTokenStream::aZeroWidthNoBreakSpaceStaysInText()
{
    // U+FEFF starting a run of text, a CDATA section or a value is text, not a byte order mark.
    const QByteArray document =
        "<r a=\"\xEF\xBB\xBFv\">x\xEF\xBB\xBFy<![CDATA[\xEF\xBB\xBFz]]></r>";
    XmlTokenStream tokens;
    QVERIFY(viaLibxml(document, &tokens));
    QVERIFY(tokens.readNextStartElement());
    QCOMPARE(tokens.attributes().value(u"a"), u"\uFEFFv");
    tokens.readNext();
    QCOMPARE(tokens.text(), u"x\uFEFFy\uFEFFz");
    QCOMPARE(Fuzz::tokenizerDisagreement(document), QString());
}

void TestXmlTokenStream::positionsAreCountedAsQXmlStreamReaderCountsThem()
{
    // Multi-byte characters count as one column (two beyond the BMP); \r\n, \r and \n end a line.
    const QByteArray document = "<r>\r\n<a t=\"é中😀\"/>\r<b/>\n\n  <c>é</c></r>";
    XmlTokenStream tokens;
    QVERIFY(viaLibxml(document, &tokens));
    QStringList places;
    while (tokens.readNextStartElement() || !tokens.atEnd()) {
        if (tokens.isStartElement())
            places.append(u"%1:%2"_s.arg(tokens.lineNumber()).arg(tokens.columnNumber()));
    }
    QCOMPARE(places, (QStringList{u"1:3"_s, u"2:13"_s, u"3:4"_s, u"5:5"_s}));
    QCOMPARE(Fuzz::tokenizerDisagreement(document), QString());
}

void TestXmlTokenStream::lineEndsInCdataAreRead()
{
    // libxml2's push parser hands CDATA over as written; XML reads \r\n and \r as \n.
    QByteArray longRun(5000, 'x');
    const QByteArray document =
        "<r><![CDATA[a\r\nb\rc\r]]><![CDATA[\nd" + longRun + "\r\n" + longRun + "]]></r>";
    XmlTokenStream tokens;
    QVERIFY(viaLibxml(document, &tokens));
    QVERIFY(tokens.readNextStartElement());
    tokens.readNext();
    const QString expected =
        u"a\nb\nc\n\nd"_s + QString::fromLatin1(longRun) + u'\n' + QString::fromLatin1(longRun);
    QCOMPARE(tokens.text(), expected);
    QCOMPARE(Fuzz::tokenizerDisagreement(document), QString());
}

LECTERN_TEST_GUILESS_MAIN(tst_xmltokenstream, TestXmlTokenStream)
#include "tst_xmltokenstream.moc"
