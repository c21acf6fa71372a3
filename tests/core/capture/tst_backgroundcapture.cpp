// The window's background capture: what the feeds' policies queued is captured in batches read a
// few at a time, and the run ends with one summary for all of them. The page extractor here is a
// stand-in that takes the page's paragraphs (the real one needs a browser engine; tst_capture
// and tst_readerfeatures run it); fetching, storing and the queue are the real ones.
#include "capture/backgroundcapture.h"
#include "capture/pageextractor.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/writes/librarywriter.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

class ParagraphExtractor : public PageExtractor
{
public:
    void extract(const ExtractionRequest &request,
                 std::function<void(const ExtractedPage &)> done) override
    {
        static const QRegularExpression paragraph(u"<p>(.*?)</p>"_s);
        ExtractedPage page;
        for (auto it = paragraph.globalMatch(request.html); it.hasNext();) {
            const QString text = it.next().captured(1);
            page.html += u"<p>"_s + text + u"</p>"_s;
            page.text += text + u'\n';
        }
        done(page);
    }
};

} // namespace

class TestBackgroundCapture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void capturesEveryBatchInOneRun();
};

void TestBackgroundCapture::capturesEveryBatchInOneRun()
{
    TestHttpServer server;
    QVERIFY(server.start());
    constexpr int articles = 30; // more than one batch
    ParsedFeed feed;
    feed.title = u"Teasers"_s;
    for (int i = 0; i < articles; ++i) {
        const QByteArray path = "/posts/" + QByteArray::number(i);
        server.serveBody(path,
                         "<html><body><p>The whole post number " + QByteArray::number(i) +
                             ", with every paragraph of it.</p></body></html>",
                         "text/html");
        ParsedEntry entry;
        entry.id = u"post-%1"_s.arg(i);
        entry.title = entry.id;
        entry.link = server.url(QString::fromLatin1(path));
        entry.summary = u"A teaser."_s;
        feed.entries.append(entry);
    }
    QTemporaryDir dir;
    Database database(dir.filePath(u"library.sqlite"_s));
    QVERIFY(database.open());
    QVERIFY(FeedIngest::ingest(database.connection(), server.url(u"/feed.xml"_s), feed).ok);
    LibraryWriter writer(database.path());
    QVERIFY(writer.start());
    HttpClient network;
    BackgroundCapture capture(database.connection(), &writer, &network, dir.path(),
                              [] { return std::make_unique<ParagraphExtractor>(); });
    QSignalSpy finished(&capture, &BackgroundCapture::finished);
    QSignalSpy progress(&capture, &BackgroundCapture::progress);

    // The ingest queued them by the feed's policy.
    capture.captureDue();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QCOMPARE(finished.first().at(0).toInt(), articles); // captured
    QCOMPARE(finished.first().at(1).toInt(), 0);        // failed
    QCOMPARE(progress.last().at(0).toInt(), articles);
    QCOMPARE(progress.last().at(1).toInt(), articles);
    QVERIFY(!capture.isRunning());
    ArticleFilter offline;
    offline.offlineOnly = true;
    QCOMPARE(ArticleStore(database.connection()).count(offline).total, articles);
    // Nothing is left: asking again ends without a run, and without a summary.
    capture.captureDue();
    QTest::qWait(200);
    QCOMPARE(finished.count(), 1);
}

LECTERN_TEST_GUILESS_MAIN(tst_backgroundcapture, TestBackgroundCapture)
#include "tst_backgroundcapture.moc"
