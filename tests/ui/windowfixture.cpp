#include "windowfixture.h"

#include "feeds/parsedfeed.h"
#include "library/database/librarylocation.h"
#include "library/ingest/feedingest.h"

#include <QDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Lectern::Testing {

void WindowFixture::setUp()
{
    static int n = 0;
    m_libraryDir = m_dir.filePath(u"library-%1"_s.arg(++n));
    QVERIFY(QDir().mkpath(m_libraryDir));
    m_db = std::make_unique<Database>(LibraryLocation::databasePath(m_libraryDir));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
    m_fetcher = std::make_unique<FeedFetcher>(&m_network);
    m_subscriber = std::make_unique<FeedSubscriber>(m_writer.get(), m_fetcher.get());
    m_renderer = std::make_unique<ArticlePageRenderer>(&m_highlighter);
    m_settingsFile = std::make_unique<QSettings>(m_dir.filePath(u"settings-%1.ini"_s.arg(n)),
                                                 QSettings::IniFormat);
    m_settings = std::make_unique<ReaderSettingsStore>(m_settingsFile.get());
}

void WindowFixture::tearDown()
{
    m_sessions.clear();
    m_subscriber.reset();
    m_fetcher.reset();
    m_writer.reset();
    m_db.reset();
}

std::unique_ptr<MainWindow> WindowFixture::makeWindow(FeedRefresher *refresher,
                                                      FeedScheduler *scheduler)
{
    return makeWindow(LibraryEngine{m_writer.get(), m_subscriber.get(), refresher, scheduler});
}

std::unique_ptr<MainWindow> WindowFixture::makeWindow(const LibraryEngine &engine)
{
    // A test may open a second window on the library: each keeps its own session.
    m_sessions.push_back(std::make_unique<LibrarySession>(m_db->connection(), engine,
                                                          m_renderer.get(), m_settings->load()));
    return std::make_unique<MainWindow>(m_sessions.back().get(),
                                        WindowPreferences{m_settings.get()});
}

std::unique_ptr<MainWindow> WindowFixture::makeWindowOnFolder()
{
    m_sessions.push_back(std::make_unique<LibrarySession>(
        m_db->connection(), LibraryEngine{m_writer.get(), m_subscriber.get()}, m_renderer.get(),
        m_settings->load()));
    return std::make_unique<MainWindow>(
        m_sessions.back().get(),
        WindowPreferences{m_settings.get(), nullptr, nullptr, m_libraryDir, m_settingsFile.get()});
}

void WindowFixture::fillLibrary()
{
    ParsedFeed feed;
    feed.format = FeedFormat::Atom;
    feed.title = u"Compiler Field Notes"_s;
    ParsedEntry code;
    code.id = u"urn:test:code"_s;
    code.title = u"How the inliner decides"_s;
    code.link = QUrl(u"http://127.0.0.1:9/posts/inliner"_s);
    code.published = QDateTime(QDate(2026, 3, 3), QTime(9, 30), QTimeZone::UTC);
    code.content = u"<p>The cost model:</p><pre><code class=\"language-cpp\">"
                   "int inlineCost(const Call &amp;call) {\n    return call.size() * 3; // guess\n}"
                   "</code></pre>"
                   "<script>document.title = 'pwned';</script>"
                   "<img src=\"x\" onerror=\"document.title = 'pwned'\">"_s;
    ParsedEntry older;
    older.id = u"urn:test:older"_s;
    older.title = u"SSA in forty lines"_s;
    older.published = QDateTime(QDate(2026, 3, 1), QTime(9, 0), QTimeZone::UTC);
    older.summary = u"<p>Phi nodes.</p>"_s;
    feed.entries = {code, older};
    const IngestResult stored =
        FeedIngest::ingest(m_db->connection(), QUrl(u"http://127.0.0.1:9/feed.atom"_s), feed);
    QVERIFY2(stored.ok, qPrintable(stored.error));
}

} // namespace Lectern::Testing
