// The changes a person makes from the window, without the window: what each sets off
// (files after rows, a fetch after a new address) and what a read-only session refuses.
#include "feeds/parsedfeed.h"
#include "feeds/readlater/readlaterexport.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "library/writes/librarywriter.h"
#include "models/feedtreemodel.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "net/httpclient.h"
#include "net/pagesaver.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {
const QByteArray rss = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Notes</title>"
                       "<item><guid>n1</guid><title>On B-trees</title></item></channel></rss>";
} // namespace

class TestLibraryCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void removingOfflineCopiesRemovesTheirImagesFiles();
    void aNewAddressIsFetchedAtOnce();
    void aCapturePolicyIsKeptForEachFeed();
    void aReadOnlySessionRefusesChanges();
    void aPageIsSavedWithWhatItSaysOfItself();
    void aReadLaterExportIsImported();

private:
    // A feed of one article, stored through the writer: the article's id.
    qint64 storeArticle(const QUrl &feedUrl);
    void startSession(const LibraryEngine &engine);

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
    std::unique_ptr<LibrarySession> m_session;
};

void TestLibraryCommands::init()
{
    static int n = 0;
    // A folder per library: its images are files beside the database.
    const QString folder = u"library-%1"_s.arg(++n);
    QVERIFY(QDir(m_dir.path()).mkpath(folder));
    m_db = std::make_unique<Database>(m_dir.filePath(folder + u"/library.sqlite"_s));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
    startSession(LibraryEngine{m_writer.get()});
}

void TestLibraryCommands::cleanup()
{
    m_session.reset();
    m_writer.reset();
    m_db.reset();
}

void TestLibraryCommands::startSession(const LibraryEngine &engine)
{
    m_session.reset();
    m_session =
        std::make_unique<LibrarySession>(m_db->connection(), engine, nullptr, ReaderSettings());
}

qint64 TestLibraryCommands::storeArticle(const QUrl &feedUrl)
{
    ParsedFeed feed;
    feed.title = u"Notes"_s;
    ParsedEntry entry;
    entry.id = u"n1"_s;
    entry.title = u"On B-trees"_s;
    entry.link = QUrl(u"http://127.0.0.1:9/b-trees.html"_s);
    feed.entries.append(entry);
    auto stored = m_writer->ingest(feedUrl, feed);
    stored.waitForFinished();
    return stored.result().ok ? 1 : 0;
}

void TestLibraryCommands::removingOfflineCopiesRemovesTheirImagesFiles()
{
    const qint64 id = storeArticle(QUrl(u"http://127.0.0.1:9/feed.xml"_s));
    QCOMPARE(id, 1);
    const auto image = m_session->assets().write("\x89PNG\r\n\x1a\nfigure", u"image/png"_s);
    QVERIFY(image);
    CaptureStore captures(m_db->connection());
    QVERIFY2(captures.queue({id}), qPrintable(captures.errorString()));
    const CapturedArticle captured{
        id, u"<p>B-trees</p>"_s, u"B-trees"_s, {{u"http://127.0.0.1:9/figure.png"_s, *image}}};
    QCOMPARE(captures.store(captured, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
             CaptureState::Done);
    const QString file = m_session->assets().pathOf(image->name);
    QVERIFY(QFile::exists(file));

    auto removed = m_session->commands()->removeOfflineCopies({id});
    QTRY_VERIFY(removed.isFinished());
    QVERIFY(removed.result());
    QVERIFY(!QFile::exists(file)); // the rows went first, then the file only they used
    QCOMPARE(captures.state(id), CaptureState::Skipped);
}

void TestLibraryCommands::aNewAddressIsFetchedAtOnce()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/old.rss", rss, "application/rss+xml");
    server.serveBody("/new.rss", rss, "application/rss+xml");
    server.serveBody("/other.rss", rss, "application/rss+xml");
    FeedStore feeds(m_db->connection());
    QVERIFY(feeds.addUnfetched(server.url(u"/old.rss"_s), u"Notes"_s, {}, 0));
    QVERIFY(feeds.addUnfetched(server.url(u"/other.rss"_s), u"Other"_s, {}, 0));
    const qint64 feedId = feeds.idForUrl(server.url(u"/old.rss"_s)).value_or(0);

    HttpClient network;
    FeedFetcher fetcher(&network);
    FeedRefresher refresher(m_db->connection(), m_writer.get(), &fetcher);
    FeedScheduler scheduler(m_db->connection(), &refresher, SchedulerClock::system());
    startSession(LibraryEngine{m_writer.get(), nullptr, &refresher, &scheduler});
    LibraryCommands *commands = m_session->commands();

    // Another feed's address: refused, nothing fetched.
    auto taken = commands->setFeedUrl(feedId, server.url(u"/other.rss"_s));
    QTRY_VERIFY(taken.isFinished());
    QVERIFY(!taken.result());
    auto moved = commands->setFeedUrl(feedId, server.url(u"/new.rss"_s));
    QTRY_VERIFY(moved.isFinished());
    QVERIFY(moved.result());
    QTRY_VERIFY_WITH_TIMEOUT(!server.requestsFor("/new.rss").isEmpty(), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(!refresher.isRunning(), 15000);
    QVERIFY(server.requestsFor("/other.rss").isEmpty());
    QVERIFY(server.requestsFor("/old.rss").isEmpty());
    QCOMPARE(feeds.feed(feedId)->totalCount, 1);
    m_session.reset(); // before the engine's parts
}

void TestLibraryCommands::aCapturePolicyIsKeptForEachFeed()
{
    FeedStore feeds(m_db->connection());
    QVERIFY(feeds.addUnfetched(QUrl(u"http://127.0.0.1:9/a.xml"_s), u"A"_s, {}, 0));
    QVERIFY(feeds.addUnfetched(QUrl(u"http://127.0.0.1:9/b.xml"_s), u"B"_s, {}, 0));
    m_session->commands()->setCapturePolicy({1, 2}, CapturePolicy::Always);
    const LibraryQueries &queries = m_session->queries();
    QTRY_COMPARE(queries.capturePolicy(2).value_or(CapturePolicy::Auto), CapturePolicy::Always);
    QCOMPARE(queries.capturePolicy(1).value_or(CapturePolicy::Auto), CapturePolicy::Always);
}

void TestLibraryCommands::aReadOnlySessionRefusesChanges()
{
    storeArticle(QUrl(u"http://127.0.0.1:9/feed.xml"_s));
    startSession(LibraryEngine{});
    LibraryCommands *commands = m_session->commands();
    QVERIFY(!commands->canWrite());
    QVERIFY(!commands->canCapture());
    QVERIFY(!commands->canLogIn());
    auto read = commands->setRead({1}, true);
    QVERIFY(read.isFinished());
    QVERIFY(!read.result());
    QVERIFY(!commands->captureNow({1}));
    auto imported = commands->importOpml({});
    QVERIFY(imported.isFinished() && !imported.result().ok);
    QVERIFY(!imported.result().error.isEmpty());
}

void TestLibraryCommands::aPageIsSavedWithWhatItSaysOfItself()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/posts/raft/",
                     "<html><head><title>Raft | Notes</title><meta property=\"og:title\" "
                     "content=\"Raft, read slowly\"></head><body><p>Text.</p></body></html>",
                     "text/html");
    HttpClient http;
    FeedFetcher fetcher(&http);
    PageSaver saver(m_writer.get(), &fetcher);
    LibraryEngine engine{m_writer.get()};
    engine.saver = &saver;
    startSession(engine);
    LibraryCommands *commands = m_session->commands();
    QVERIFY(commands->canSavePages());
    QSignalSpy saved(commands, &LibraryCommands::pagesSaved);
    commands->savePages({server.url(u"/posts/raft/"_s), server.url(u"/posts/gone/"_s)},
                        u"Reading"_s);
    QVERIFY(saved.wait(15000));
    const auto pages = saved.first().at(0).value<QList<PageSaver::Saved>>();
    QCOMPARE(pages.size(), 2);
    QCOMPARE(pages[0].title, u"Raft, read slowly"_s);
    QVERIFY(pages[0].problem.isEmpty());
    QVERIFY(pages[1].problem.contains(u"404"_s));
    QVERIFY(pages[1].retry);
    const auto article = ArticleStore(m_db->connection()).summary(pages[0].articleId);
    QVERIFY(article);
    QCOMPARE(article->title, u"Raft, read slowly"_s);
    QCOMPARE(m_session->queries().shelfPaths().size(), 1);
    // The page read waits for its capture; the missing one is tried again later.
    QCOMPARE(CaptureStore(m_db->connection()).state(pages[0].articleId), CaptureState::Pending);
    QCOMPARE(CaptureStore(m_db->connection()).state(pages[1].articleId), CaptureState::Pending);
    QVERIFY(!CaptureStore(m_db->connection()).lastError(pages[1].articleId).isEmpty());
    m_session.reset(); // before the engine's parts

    startSession(LibraryEngine{m_writer.get()});
    QSignalSpy refused(m_session->commands(), &LibraryCommands::pagesSaved);
    m_session->commands()->savePages({server.url(u"/posts/raft/"_s)}, {});
    QCOMPARE(refused.size(), 1);
    QVERIFY(!refused.first().at(1).toString().isEmpty());
}

void TestLibraryCommands::aReadLaterExportIsImported()
{
    QFile file(QStringLiteral(LECTERN_TEST_DATA "/readlater/pocket.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ReadLaterExport::Result read = ReadLaterExport::read(file.readAll());
    auto imported = m_session->commands()->importReadLater(read.items);
    QTRY_VERIFY(imported.isFinished());
    QVERIFY2(imported.result().ok, qPrintable(imported.result().error));
    QCOMPARE(imported.result().added, 3);
    auto again = m_session->commands()->importReadLater(read.items);
    QTRY_VERIFY(again.isFinished());
    QCOMPARE(again.result().known, 3);
    // The side panel follows: the saved pages with their unread count.
    QTRY_VERIFY(m_session->feedModel()->rowCount() > 0);
}

LECTERN_TEST_MAIN(tst_librarycommands, TestLibraryCommands)
#include "tst_librarycommands.moc"
