// The window's background capture behind the private-network guard, with the real browser
// engine: a feed on this computer whose article shows an image from another host of the
// machine's network. The article is kept offline with its own image; the other is never asked
// for, and the status bar says so.
#include "capture/backgroundcapture.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/capturestore.h"
#include "library/writes/librarywriter.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedsubscriber.h"
#include "net/httpclient.h"
#include "reading/readersettingsstore.h"
#include "testhttpserver.h"
#include "testimages.h"
#include "testregistry.h"
#include "ui/offscreen/webpageextractor.h"
#include "ui/window/mainwindow.h"

#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestWindowCapture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusedImagesAreSaidInTheStatusBar();
};

void TestWindowCapture::refusedImagesAreSaidInTheStatusBar()
{
    if (!WebPageExtractor::isAvailable())
        QSKIP("this build has no Readability");
    TestHttpServer own;
    QVERIFY(own.start(QHostAddress(u"127.0.0.1"_s)));
    TestHttpServer router;
    if (!router.start(QHostAddress(u"127.0.0.2"_s)))
        QSKIP("127.0.0.2 cannot be listened on here");
    router.serveBody("/status.png", pngOfSize(200, 100), "image/png");
    own.serveBody("/walk.png", pngOfSize(600, 300), "image/png");
    QByteArray paragraphs;
    for (int i = 0; i < 5; ++i)
        paragraphs += "<p>Paragraph " + QByteArray::number(i) +
                      " on how a page-table walk finds a frame, in enough words to read.</p>";
    own.serveBody("/post",
                  "<html><head><title>Walks</title></head><body><article><h1>Walks</h1>" +
                      paragraphs + "<p><img src=\"/walk.png\" alt=\"walk\"></p><p><img src=\"" +
                      router.url(u"/status.png"_s).toEncoded() +
                      "\" alt=\"router status\"></p></article></body></html>",
                  "text/html; charset=utf-8");

    QTemporaryDir dir;
    Database database(dir.filePath(u"library.sqlite"_s));
    QVERIFY(database.open());
    ParsedFeed feed;
    feed.title = u"Own"_s;
    ParsedEntry entry;
    entry.id = u"walks"_s;
    entry.title = u"Walks"_s;
    entry.link = own.url(u"/post"_s);
    entry.summary = u"A teaser."_s;
    feed.entries = {entry};
    QVERIFY(FeedIngest::ingest(database.connection(), own.url(u"/feed.xml"_s), feed).ok);
    LibraryWriter writer(database.path());
    QVERIFY(writer.start());
    HttpClient http;
    http.setProxy(QNetworkProxy::NoProxy);
    FeedFetcher fetcher(&http);
    FeedSubscriber subscriber(&writer, &fetcher);
    BackgroundCapture capture(database.connection(), &writer, &http, dir.path(),
                              [] { return std::make_unique<WebPageExtractor>(); });
    CodeHighlighter highlighter;
    ArticlePageRenderer renderer(&highlighter);
    QSettings settingsFile(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    ReaderSettingsStore settings(&settingsFile);
    LibraryEngine engine{&writer, &subscriber};
    engine.capture = &capture;
    LibrarySession session(database.connection(), engine, &renderer, settings.load());
    MainWindow window(&session, WindowPreferences{&settings});
    window.show();

    capture.captureDue(); // as after a refresh
    QTRY_VERIFY_WITH_TIMEOUT(
        window.statusBar()->currentMessage().contains(u"kept for offline reading"_s), 30000);
    const QString said = window.statusBar()->currentMessage();
    // (The plural forms come from a translation this test does not load.)
    QVERIFY2(said.startsWith(u"1 article"_s), qPrintable(said));
    QVERIFY2(said.contains(u"; 1 image(s) in your local network not kept"_s), qPrintable(said));
    QVERIFY(router.requests().isEmpty());
    QCOMPARE(own.requestsFor("/walk.png").size(), 1);
    QCOMPARE(CaptureStore(database.connection()).state(1), CaptureState::Done);
    // Not tried again later, as a missing image would be.
    QVERIFY(CaptureStore(database.connection())
                .due(QDateTime::currentDateTimeUtc().addYears(1), 10)
                .isEmpty());
}

LECTERN_TEST_MAIN(tst_windowcapture, TestWindowCapture)
#include "tst_windowcapture.moc"
