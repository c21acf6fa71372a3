// What a captured article may keep of the images it points at.
#include "capture/imagecheck.h"
#include "capture/svgsanitizer.h"
#include "testimages.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestImageCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sniffsTypesFromBytes_data();
    void sniffsTypesFromBytes();
    void keepsAnOrdinaryPng();
    void refusesADecompressionBomb();
    void refusesWhatIsNotAnImage();
    void svgLosesScriptAndOutsideReferences();
    void svgWithADtdIsRefused();
};

void TestImageCheck::sniffsTypesFromBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("type");
    QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n....") << u"image/png"_s;
    QTest::newRow("jpeg") << QByteArray("\xff\xd8\xff\xe0....") << u"image/jpeg"_s;
    QTest::newRow("gif") << QByteArray("GIF89a....") << u"image/gif"_s;
    QTest::newRow("webp") << QByteArray("RIFF\x10\0\0\0WEBPVP8 ", 16) << u"image/webp"_s;
    QTest::newRow("svg") << QByteArray("<?xml version=\"1.0\"?>\n<svg xmlns=\"x\"/>")
                         << u"image/svg+xml"_s;
    QTest::newRow("html") << QByteArray("<!doctype html><p>hi") << QString();
    QTest::newRow("empty") << QByteArray() << QString();
}

void TestImageCheck::sniffsTypesFromBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, type);
    QCOMPARE(ImageCheck::sniff(bytes), type);
}

void TestImageCheck::keepsAnOrdinaryPng()
{
    const QByteArray bytes = pngOfSize(640, 480);
    const ImageCheck::Result result = ImageCheck::check(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.mimeType, u"image/png"_s);
    QCOMPARE(result.bytes, bytes);
}

void TestImageCheck::refusesADecompressionBomb()
{
    // A real small PNG whose header is rewritten to declare 100,000 x 100,000 pixels.
    const ImageCheck::Result result =
        ImageCheck::check(pngDeclaringSize(pngOfSize(4, 4), 100'000, 100'000));
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(u"100000 x 100000"_s), qPrintable(result.error));
}

void TestImageCheck::refusesWhatIsNotAnImage()
{
    const ImageCheck::Result page = ImageCheck::check("<html><script>alert(1)</script>");
    QVERIFY(!page.ok());
    QVERIFY(page.error.contains(u"not an image"_s));
    const ImageCheck::Result broken = ImageCheck::check("\x89PNG\r\n\x1a\n\0\0\0\rIHDR");
    QVERIFY(!broken.ok());
}

void TestImageCheck::svgLosesScriptAndOutsideReferences()
{
    const QByteArray svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        " width=\"10\" height=\"10\" onload=\"alert(1)\">"
        "<script>alert(2)</script>"
        "<style>@import url(http://127.0.0.1/x.css); rect { fill: red }</style>"
        "<defs><linearGradient id=\"g\"/></defs>"
        "<rect width=\"10\" height=\"10\" fill=\"url(#g)\" onclick=\"alert(3)\"/>"
        "<use xlink:href=\"#g\"/><use href=\"http://127.0.0.1/sprite.svg#a\"/>"
        "<image href=\"http://127.0.0.1/track.png\"/>"
        "<foreignObject><body xmlns=\"http://www.w3.org/1999/xhtml\"><iframe "
        "src=\"x\"/></body></foreignObject>"
        "<a href=\"javascript:alert(4)\"><text>link</text></a>"
        "<set attributeName=\"href\" to=\"javascript:alert(5)\"/>"
        "</svg>";
    const ImageCheck::Result result = ImageCheck::check(svg);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.mimeType, u"image/svg+xml"_s);
    const QString clean = QString::fromUtf8(result.bytes);
    for (const QString &gone : {u"alert"_s, u"script"_s, u"127.0.0.1"_s, u"@import"_s,
                                u"foreignObject"_s, u"iframe"_s, u"javascript"_s, u"<set"_s}) {
        QVERIFY2(!clean.contains(gone), qPrintable(gone + u" in "_s + clean));
    }
    QVERIFY2(clean.contains(u"fill=\"url(#g)\""_s), qPrintable(clean));
    QVERIFY2(clean.contains(u"xlink:href=\"#g\""_s), qPrintable(clean));
    QVERIFY(clean.contains(u"<rect"_s));
    QVERIFY(clean.contains(u"<text>link</text>"_s));
}

void TestImageCheck::svgWithADtdIsRefused()
{
    const QByteArray laughs = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\">"
                              "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>"
                              "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&b;</text></svg>";
    const ImageCheck::Result result = ImageCheck::check(laughs);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(u"DTD"_s), qPrintable(result.error));
    QString error;
    QVERIFY(!SvgSanitizer::sanitize("<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>", &error));
    QVERIFY(error.contains(u"well-formed"_s));
}

LECTERN_TEST_GUILESS_MAIN(tst_imagecheck, TestImageCheck)
#include "tst_imagecheck.moc"
