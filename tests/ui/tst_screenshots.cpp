// The window as the README shows it: the showcase library (feeds written for the project, in
// English and Chinese, with CUDA, C++ and Rust code and math) on shelves, an article with
// highlighted code open, in the light and the dark look. Each shot is written to a PNG file
// (LECTERN_SCREENSHOT_DIR, else the folder of the test program) and checked: the reader is
// painted, light or dark as asked, and its code block is coloured.
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/feedparser.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"
#include "models/feedtreemodel.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "net/feedsubscriber.h"
#include "reading/readersettingsstore.h"
#include "ui/reader/readerview.h"
#include "ui/settings/viewmenu.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowapplication.h"

#include "net/httpclient.h"
#include "pagescript.h"
#include "testregistry.h"
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QPalette>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QWebEnginePage>
#include <QWebEngineScript>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;
using Lectern::Testing::evaluate;

namespace {

// The share of pixels in rect darker than half grey.
double darkShare(const QImage &image, const QRect &rect)
{
    int dark = 0;
    int all = 0;
    for (int y = rect.top(); y <= rect.bottom(); y += 4) {
        for (int x = rect.left(); x <= rect.right(); x += 4) {
            dark += qGray(image.pixel(x, y)) < 128;
            ++all;
        }
    }
    return all > 0 ? double(dark) / all : 0;
}

// Distinct strongly coloured hues in rect (grey text and backgrounds do not count).
int hues(const QImage &image, const QRect &rect)
{
    QSet<int> found;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor colour = image.pixelColor(x, y);
            if (colour.hsvSaturation() > 90 && colour.value() > 70)
                found.insert(colour.hsvHue() / 30);
        }
    }
    return int(found.size());
}

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x31));
    palette.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
    palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    palette.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::Button, QColor(0x33, 0x35, 0x3a));
    palette.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x6f, 0xb6));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return palette;
}

} // namespace

class TestScreenshots : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void theWindowInTheLightAndTheDarkLook_data();
    void theWindowInTheLightAndTheDarkLook();

private:
    QTemporaryDir m_dir;
    QString m_out;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
    HttpClient m_network;
    std::unique_ptr<FeedFetcher> m_fetcher;
    std::unique_ptr<FeedSubscriber> m_subscriber;
    CodeHighlighter m_highlighter;
    std::unique_ptr<ArticlePageRenderer> m_renderer;
    std::unique_ptr<QSettings> m_settingsFile;
    std::unique_ptr<ReaderSettingsStore> m_settings;
};

void TestScreenshots::initTestCase()
{
    m_out = qEnvironmentVariable("LECTERN_SCREENSHOT_DIR", QCoreApplication::applicationDirPath());
    QVERIFY(QDir().mkpath(m_out));
    m_db = std::make_unique<Database>(m_dir.filePath(u"library.sqlite"_s));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    // The library a reader of GPU and systems blogs keeps: three shelves and a feed on none.
    ShelfStore shelves(m_db->connection());
    const struct
    {
        const char *file;
        const char *shelf;
    } feeds[] = {
        {"gpu-notes.atom", "GPU & Performance"}, {"paper-club.atom", "Papers"},
        {"source-reading.rss", "Source Code"},   {"xitong-biji.rss", "系统 Systems"},
        {"weekly-links.json", nullptr},
    };
    for (const auto &feed : feeds) {
        QFile file(QStringLiteral(LECTERN_TEST_DATA "/showcase/") + QLatin1StringView(feed.file));
        QVERIFY2(file.open(QIODevice::ReadOnly), feed.file);
        const QUrl url(u"http://127.0.0.1:9/showcase/"_s + QLatin1StringView(feed.file));
        const FeedParseResult parsed = FeedParser::parse(file.readAll(), url);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const IngestResult stored = FeedIngest::ingest(m_db->connection(), url, parsed.feed);
        QVERIFY2(stored.ok, qPrintable(stored.error));
        if (feed.shelf) {
            const auto shelf = shelves.addPath(QString::fromUtf8(feed.shelf));
            QVERIFY(shelf && shelves.setFeedShelf(stored.feedId, *shelf));
        }
    }
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
    m_fetcher = std::make_unique<FeedFetcher>(&m_network);
    m_subscriber = std::make_unique<FeedSubscriber>(m_writer.get(), m_fetcher.get());
    m_renderer = std::make_unique<ArticlePageRenderer>(&m_highlighter);
    m_settingsFile =
        std::make_unique<QSettings>(m_dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_settings = std::make_unique<ReaderSettingsStore>(m_settingsFile.get());
}

void TestScreenshots::cleanupTestCase()
{
    m_subscriber.reset();
    m_fetcher.reset();
    m_writer.reset();
    m_db.reset();
}

void TestScreenshots::theWindowInTheLightAndTheDarkLook_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestScreenshots::theWindowInTheLightAndTheDarkLook()
{
    QFETCH(bool, dark);
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
    ReaderSettings look = m_settings->load();
    look.theme = dark ? ReaderSettings::Theme::Dark : ReaderSettings::Theme::Light;
    m_settings->save(look);

    // Refreshing as in the application (nothing is fetched: the scheduler is not started).
    FeedRefresher refresher(m_db->connection(), m_writer.get(), m_fetcher.get());
    FeedScheduler scheduler(m_db->connection(), &refresher, SchedulerClock::system());
    LibrarySession session(
        m_db->connection(),
        LibraryEngine{m_writer.get(), m_subscriber.get(), &refresher, &scheduler}, m_renderer.get(),
        look);
    MainWindow window(&session, WindowPreferences{m_settings.get()});
    window.resize(1280, 800);
    window.findChild<QSplitter *>(u"listReaderSplitter"_s)->setSizes({230, 570});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // The GPU shelf's newest post, on warp-level reductions, with its CUDA code.
    auto *tree = qobject_cast<FeedTreeModel *>(window.feedView()->model());
    const QModelIndex gpu = tree->index(6, 0);
    QCOMPARE(gpu.data().toString(), u"GPU & Performance"_s);
    QSignalSpy loaded(window.readerView(), &QWebEngineView::loadFinished);
    window.feedView()->setCurrentIndex(gpu);
    window.articleView()->setCurrentIndex(window.articleView()->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty() && loaded.last().at(0).toBool(), 20000);
    QWebEnginePage *page = window.readerView()->page();
    QTRY_COMPARE_WITH_TIMEOUT(
        evaluate(page, u"document.querySelector('h1') && document.querySelector('h1').innerText"_s)
            .toString(),
        u"Warp-level reductions without touching shared memory"_s, 20000);
    // Down to where the first code block starts, below the middle of the reader.
    evaluate(page, u"window.scrollTo(0, document.querySelector('pre').getBoundingClientRect().top"
                   " + window.scrollY - window.innerHeight * 0.55); true"_s);
    QTest::qWait(1500); // the compositor paints the scrolled page

    const QImage shot = window.grab().toImage();
    const QString path =
        QDir(m_out).filePath(dark ? u"lectern-dark.png"_s : u"lectern-light.png"_s);
    QVERIFY2(shot.save(path), qPrintable(path));
    qInfo("written %s", qPrintable(path));

    // The reader's part of the shot: painted in the look asked for, code in colour.
    const QRect reader(window.readerView()->mapTo(&window, QPoint(0, 0)),
                       window.readerView()->size());
    const double darkness = darkShare(shot, reader);
    QVERIFY2(dark ? darkness > 0.7 : darkness < 0.3, qPrintable(QString::number(darkness)));
    const int colours = hues(shot, reader);
    QVERIFY2(colours >= 3, qPrintable(QString::number(colours)));
    // The list holds the shelf's posts; the side panel the Chinese shelf.
    QVERIFY(window.articleView()->model()->rowCount() >= 6);
    QVERIFY(!tree->match(tree->index(0, 0), Qt::DisplayRole, u"系统 Systems"_s).isEmpty());
}

LECTERN_TEST_FUNCTION(tst_screenshots)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestScreenshots test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screenshots.moc"
