// A PDF's text and metadata as PaperPdf reads them, from PDFs Qt writes for the test: every
// page's words in order (CJK too), the title, the page count; and what goes wrong said plainly:
// a PDF cut short, bytes that are no PDF, a page that claims an enormous size.
#include "capture/paperpdf.h"

#include "testpdfs.h"
#include "testregistry.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestPaperPdf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsEveryPageInOrder();
    void readsChineseText();
    void aPdfCutShortIsSaidToBeDamaged();
    void bytesThatAreNoPdfAreRefused();
    void aPageClaimingAnEnormousSizeIsReadWithoutHanging();
    void theTextStopsAtItsLimit();
};

void TestPaperPdf::readsEveryPageInOrder()
{
    const PaperPdf::Read pdf = PaperPdf::read(pdfOfNumberedPages(9, u"Caches, Coherently"_s));
    QVERIFY2(pdf.ok(), qPrintable(pdf.error));
    QCOMPARE(pdf.pages, 9);
    QCOMPARE(pdf.pageTexts.size(), 9);
    QCOMPARE(pdf.title, u"Caches, Coherently"_s);
    QVERIFY2(pdf.pageTexts[6].contains(u"page7word"_s), qPrintable(pdf.pageTexts[6]));
    QVERIFY(!pdf.pageTexts[5].contains(u"page7word"_s));
    // Pages are separated by form feeds, so page 7 is the seventh part of the whole text.
    QVERIFY(pdf.text().split(u'\f').at(6).contains(u"page7word"_s));
    QCOMPARE(pdf.text().count(u'\f'), 8);
}

void TestPaperPdf::readsChineseText()
{
    const PaperPdf::Read pdf = PaperPdf::read(pdfOfPages({u"第一页。缓存一致性协议的论文。"_s}));
    QVERIFY2(pdf.ok(), qPrintable(pdf.error));
    QVERIFY2(pdf.text().contains(u"缓存一致性"_s), qPrintable(pdf.text()));
}

void TestPaperPdf::aPdfCutShortIsSaidToBeDamaged()
{
    const QByteArray whole = pdfOfNumberedPages(3);
    const PaperPdf::Read pdf = PaperPdf::read(whole.left(whole.size() / 3));
    // PDFium may rebuild what it can of a cut file; when it cannot, it says so.
    if (pdf.ok())
        QVERIFY(pdf.pages <= 3);
    else
        QVERIFY2(pdf.error.contains(u"damaged"_s), qPrintable(pdf.error));
    const PaperPdf::Read header = PaperPdf::read("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<");
    QVERIFY(!header.ok());
    QVERIFY2(header.error.contains(u"damaged"_s) || header.error.contains(u"no pages"_s),
             qPrintable(header.error));
}

void TestPaperPdf::bytesThatAreNoPdfAreRefused()
{
    const PaperPdf::Read html = PaperPdf::read("<!DOCTYPE html><html><body>Not a paper</body>");
    QVERIFY(!html.ok());
    QCOMPARE(html.error, u"the file is not a PDF"_s);
    QVERIFY(!PaperPdf::looksLikePdf("<html>"));
    QVERIFY(PaperPdf::looksLikePdf("\xef\xbb\xbf%PDF-1.4\n"));
}

void TestPaperPdf::aPageClaimingAnEnormousSizeIsReadWithoutHanging()
{
    QElapsedTimer timer;
    timer.start();
    const PaperPdf::Read pdf = PaperPdf::read(pdfClaimingHugePages());
    // Text is read, never drawn, so the size costs nothing; it is the viewer's to bound.
    QVERIFY2(pdf.ok(), qPrintable(pdf.error));
    QCOMPARE(pdf.pages, 1);
    QVERIFY(pdf.text().contains(u"enormous"_s));
    QVERIFY(timer.elapsed() < 20'000);
}

void TestPaperPdf::theTextStopsAtItsLimit()
{
    PaperPdf::Limits limits;
    limits.maxPages = 4;
    const PaperPdf::Read pdf = PaperPdf::read(pdfOfNumberedPages(6), limits);
    QVERIFY(pdf.ok());
    QCOMPARE(pdf.pages, 6); // counted all the same
    QCOMPARE(pdf.pageTexts.size(), 4);
}

LECTERN_TEST_MAIN(tst_paperpdf, TestPaperPdf)
#include "tst_paperpdf.moc"
