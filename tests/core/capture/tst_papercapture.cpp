// Papers captured from a local server with the real fetcher and asset store: an abstract page
// that names its PDF (citation_pdf_url) is kept as a paper with what the page says of it; a
// link that is itself a PDF too; a PDF the library keeps already is not fetched again; a
// damaged PDF or one too large fails with a message that names it.
#include "capture/articlecapturer.h"
#include "capture/pageextractor.h"
#include "library/stores/assetstore.h"
#include "net/httpclient.h"

#include "testhttpserver.h"
#include "testpdfs.h"
#include "testregistry.h"

#include <QHostAddress>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

// Papers never reach the page extractor: a call is a failure of the test.
class NoExtraction : public PageExtractor
{
public:
    int calls = 0;
    void extract(const ExtractionRequest &,
                 std::function<void(const ExtractedPage &)> done) override
    {
        ++calls;
        ExtractedPage page;
        page.html = u"<p>extracted</p>"_s;
        page.text = u"extracted"_s;
        done(page);
    }
};

QByteArray abstractPage(const QByteArray &pdfPath)
{
    return "<!DOCTYPE html><html><head><title>[2412.01234] Coherence, Slowly</title>"
           "<meta name=\"citation_title\" content=\"Coherence, Slowly\">"
           "<meta name=\"citation_author\" content=\"Lovelace, Ada\">"
           "<meta name=\"citation_author\" content=\"Babbage, Charles\">"
           "<meta name=\"citation_date\" content=\"2024/12/05\">"
           "<meta name=\"citation_arxiv_id\" content=\"2412.01234\">"
           "<meta name=\"citation_doi\" content=\"https://doi.org/10.48550/arXiv.2412.01234\">"
           "<meta name=\"citation_abstract\" content=\"We read a cache protocol slowly.\">"
           "<meta name=\"citation_pdf_url\" content=\"" +
           pdfPath +
           "\"></head><body><h1>Coherence, Slowly</h1><blockquote>We read a cache protocol "
           "slowly.</blockquote></body></html>";
}

CaptureTarget targetFor(const QUrl &link)
{
    CaptureTarget target;
    target.articleId = 7;
    target.link = link;
    target.feedUrl = link.resolved(QUrl(u"/feed.xml"_s));
    return target;
}

struct Capture
{
    QTemporaryDir dir;
    AssetStore assets{dir.path()};
    HttpClient network;
    NoExtraction extractor;
    ArticleCapturer capturer{&network, &extractor, &assets};

    ArticleCapturer::Outcome run(const CaptureTarget &target)
    {
        std::optional<ArticleCapturer::Outcome> outcome;
        capturer.capture(target, {}, [&](const ArticleCapturer::Outcome &o) { outcome = o; });
        if (!QTest::qWaitFor([&] { return outcome.has_value(); }, 30'000))
            return {};
        return *outcome;
    }
};

} // namespace

class TestPaperCapture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void anAbstractPageIsKeptWithItsPdf();
    void aLinkThatIsAPdfIsKept();
    void aPdfKeptAlreadyIsNotFetchedAgain();
    void aPdfTheFeedAttachedIsThePaper();
    void aDamagedPdfFailsWithItsName();
    void aPdfTooLargeFailsWithItsName();
    void aPdfInTheLocalNetworkIsNeverFetched();
};

void TestPaperCapture::anAbstractPageIsKeptWithItsPdf()
{
    TestHttpServer server;
    QVERIFY(server.start());
    const QByteArray pdf = pdfOfNumberedPages(8, u"coherence.tex"_s);
    server.serveBody("/abs/2412.01234", abstractPage("/pdf/2412.01234"), "text/html");
    server.serveBody("/pdf/2412.01234", pdf, "application/pdf");
    Capture capture;
    const ArticleCapturer::Outcome outcome =
        capture.run(targetFor(server.url(u"/abs/2412.01234"_s)));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error));
    QCOMPARE(capture.extractor.calls, 0);
    QVERIFY(outcome.article.paper.has_value());
    const PaperRecord &paper = *outcome.article.paper;
    QCOMPARE(paper.title, u"Coherence, Slowly"_s); // the page's, not the PDF's file title
    QCOMPARE(paper.authors, (QStringList{u"Lovelace, Ada"_s, u"Babbage, Charles"_s}));
    QCOMPARE(paper.published, u"2024-12-05"_s);
    QCOMPARE(paper.arxivId, u"2412.01234"_s);
    QCOMPARE(paper.doi, u"10.48550/arXiv.2412.01234"_s);
    QCOMPARE(paper.abstract, u"We read a cache protocol slowly."_s);
    QCOMPARE(paper.pages, 8);
    QCOMPARE(paper.pdfUrl, server.url(u"/pdf/2412.01234"_s));
    // The PDF is an asset like an image, by the hash of its bytes.
    QCOMPARE(outcome.article.images.size(), 1);
    QCOMPARE(outcome.article.images.first().asset.mimeType, u"application/pdf"_s);
    QCOMPARE(paper.pdfAsset, outcome.article.images.first().asset.name);
    QCOMPARE(capture.assets.read(paper.pdfAsset).value_or(QByteArray()), pdf);
    // Its words are the article's text: the abstract, then every page.
    QVERIFY(outcome.article.text.startsWith(u"We read a cache protocol slowly."_s));
    QVERIFY(outcome.article.text.contains(u"page7word"_s));
    QVERIFY(outcome.article.html.contains(u"Lovelace, Ada, Babbage, Charles"_s));
    QVERIFY(outcome.article.html.contains(u"arXiv:2412.01234"_s));
}

void TestPaperCapture::aLinkThatIsAPdfIsKept()
{
    TestHttpServer server;
    QVERIFY(server.start());
    // Served with a vague type: the bytes say what it is.
    server.serveBody("/download/3", pdfOfNumberedPages(2, u"Queues in Practice"_s),
                     "application/octet-stream");
    Capture capture;
    const ArticleCapturer::Outcome outcome = capture.run(targetFor(server.url(u"/download/3"_s)));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error));
    QVERIFY(outcome.article.paper.has_value());
    QCOMPARE(outcome.article.paper->title, u"Queues in Practice"_s); // the PDF's own
    QCOMPARE(outcome.article.paper->pages, 2);
    QCOMPARE(outcome.title, u"Queues in Practice"_s);
}

void TestPaperCapture::aPdfKeptAlreadyIsNotFetchedAgain()
{
    TestHttpServer server;
    QVERIFY(server.start());
    const QByteArray pdf = pdfOfNumberedPages(3);
    server.serveBody("/abs/1", abstractPage("/pdf/1.pdf"), "text/html");
    server.serveBody("/pdf/1.pdf", pdf, "application/pdf");
    Capture capture;
    const ArticleCapturer::Outcome first = capture.run(targetFor(server.url(u"/abs/1"_s)));
    QVERIFY2(first.ok(), qPrintable(first.error));
    QCOMPARE(server.requestsFor("/pdf/1.pdf").size(), 1);
    CaptureTarget again = targetFor(server.url(u"/abs/1"_s));
    again.keptPdfUrl = server.url(u"/pdf/1.pdf"_s);
    again.keptPdfAsset = first.article.paper->pdfAsset;
    const ArticleCapturer::Outcome second = capture.run(again);
    QVERIFY2(second.ok(), qPrintable(second.error));
    QCOMPARE(server.requestsFor("/pdf/1.pdf").size(), 1); // from the store
    QCOMPARE(second.article.paper->pdfAsset, first.article.paper->pdfAsset);
    QCOMPARE(second.article.paper->pages, 3);
}

void TestPaperCapture::aPdfTheFeedAttachedIsThePaper()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/posts/talk/", "<html><body><p>Slides of the talk.</p></body></html>",
                     "text/html");
    server.serveBody("/files/talk.pdf", pdfOfNumberedPages(2), "application/pdf");
    Capture capture;
    CaptureTarget target = targetFor(server.url(u"/posts/talk/"_s));
    target.pdfEnclosure = server.url(u"/files/talk.pdf"_s);
    const ArticleCapturer::Outcome outcome = capture.run(target);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error));
    QVERIFY(outcome.article.paper.has_value());
    QCOMPARE(outcome.article.paper->pdfUrl, server.url(u"/files/talk.pdf"_s));
}

void TestPaperCapture::aDamagedPdfFailsWithItsName()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/abs/2", abstractPage("/pdf/2.pdf"), "text/html");
    server.serveBody("/pdf/2.pdf", "%PDF-1.4\n1 0 obj<<>>endobj\n", "application/pdf");
    server.serveBody("/abs/3", abstractPage("/pdf/3.pdf"), "text/html");
    server.serveBody("/pdf/3.pdf", "<html>Sign in to read this paper</html>", "text/html");
    Capture capture;
    const ArticleCapturer::Outcome damaged = capture.run(targetFor(server.url(u"/abs/2"_s)));
    QVERIFY(!damaged.ok());
    QVERIFY2(damaged.error.contains(u"/pdf/2.pdf"_s) && damaged.error.contains(u"PDF"_s),
             qPrintable(damaged.error));
    const ArticleCapturer::Outcome notPdf = capture.run(targetFor(server.url(u"/abs/3"_s)));
    QVERIFY(!notPdf.ok());
    QVERIFY2(notPdf.error.contains(u"/pdf/3.pdf is not a PDF"_s), qPrintable(notPdf.error));
    QVERIFY(capture.assets.names().isEmpty()); // nothing kept of either
}

void TestPaperCapture::aPdfTooLargeFailsWithItsName()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/big.pdf", pdfOfNumberedPages(4), "application/pdf");
    Capture capture;
    ArticleCapturer::Limits limits;
    limits.paperBytes = 2000;
    capture.capturer.setLimits(limits);
    const ArticleCapturer::Outcome outcome = capture.run(targetFor(server.url(u"/big.pdf"_s)));
    QVERIFY(!outcome.ok());
    QVERIFY2(outcome.error.contains(u"big.pdf"_s), qPrintable(outcome.error));
    QVERIFY(capture.assets.names().isEmpty());
}

// The PDF an abstract page names is the page's to name: one on another host of the person's
// network (127.0.0.2, a router say), named outright or reached by a redirect, is refused at
// that hop and never asked for.
void TestPaperCapture::aPdfInTheLocalNetworkIsNeverFetched()
{
    TestHttpServer server;
    QVERIFY(server.start(QHostAddress(u"127.0.0.1"_s)));
    TestHttpServer router;
    if (!router.start(QHostAddress(u"127.0.0.2"_s)))
        QSKIP("127.0.0.2 cannot be listened on here");
    router.serveBody("/admin.pdf", pdfOfNumberedPages(2), "application/pdf");
    server.serveBody("/abs/named", abstractPage(router.url(u"/admin.pdf"_s).toEncoded()),
                     "text/html");
    server.serveBody("/abs/moved", abstractPage("/pdf/moved"), "text/html");
    server.redirect("/pdf/moved", 302, router.url(u"/admin.pdf"_s).toEncoded());
    Capture capture;
    for (const QString &path : {u"/abs/named"_s, u"/abs/moved"_s}) {
        const ArticleCapturer::Outcome outcome = capture.run(targetFor(server.url(path)));
        QVERIFY2(outcome.refused, qPrintable(path + u": "_s + outcome.error));
        QVERIFY2(outcome.error.contains(u"its PDF points into"_s), qPrintable(outcome.error));
    }
    QVERIFY(router.requestsFor("/admin.pdf").isEmpty());
    QVERIFY(capture.assets.names().isEmpty());
}

LECTERN_TEST_MAIN(tst_papercapture, TestPaperCapture)
#include "tst_papercapture.moc"
