// The reader against hostile articles. Each fixture in tests/data/security (and every file
// under $LECTERN_XSS_CORPUS) is stored as an article and shown through the real pipeline:
// FeedIngest -> ArticleStore -> the page `lectern show --html` prints (the same as the
// window's) -> ReaderSchemeHandler -> ReaderView with its profile and request interceptor.
// Then: no script of the article ran, no request left lectern:/data:, nothing reached the
// beacon server on 127.0.0.1, no window opened and the reader stayed on the article.
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/writes/librarywriter.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedsubscriber.h"
#include "reading/articlepageloader.h"
#include "reading/readersettingsstore.h"
#include "ui/reader/readerpage.h"
#include "ui/reader/readerrequestinterceptor.h"
#include "ui/reader/readerview.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowapplication.h"

#include "net/httpclient.h"
#include "pagescript.h"
#include "testregistry.h"
#include <QApplication>
#include <QDesktopServices>
#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebEngineScript>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;
using Lectern::Testing::evaluate;

class TestReaderSecurity : public QObject
{
    Q_OBJECT
public Q_SLOTS:
    // QDesktopServices hands link clicks here instead of to a browser.
    void openExternal(const QUrl &url) { m_opened.append(url); }

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void hostileArticle_data();
    void hostileArticle();
    void linkClickOpensBrowserAndStays();
    void interceptorDecisions();
    void showPrintsTheReadersPage();

private:
    qint64 addArticle(const QString &key, const QString &html);
    std::unique_ptr<ReaderView> makeView();
    bool loadArticle(ReaderView *view, qint64 id);

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    CodeHighlighter m_highlighter;
    std::unique_ptr<ArticlePageRenderer> m_renderer;
    QTcpServer m_beacon;
    QStringList m_beaconHits;
    QList<QUrl> m_opened;
    QHash<QString, qint64> m_articles; // fixture key -> article id
    int m_entryCount = 0;
};

void TestReaderSecurity::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Anything that reaches the network lands here; a hostile page must never get through.
    QVERIFY(m_beacon.listen(QHostAddress::LocalHost));
    connect(&m_beacon, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_beacon.nextPendingConnection()) {
            m_beaconHits.append(u"connection"_s);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                m_beaconHits.append(QString::fromLatin1(socket->readLine(300)).trimmed());
                socket->abort();
            });
        }
    });
    for (const char *scheme : {"http", "https", "mailto"})
        QDesktopServices::setUrlHandler(QString::fromLatin1(scheme), this, "openExternal");

    m_db = std::make_unique<Database>(LibraryLocation::databasePath(m_dir.path()));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    m_renderer = std::make_unique<ArticlePageRenderer>(&m_highlighter);

    const QString port = QString::number(m_beacon.serverPort());
    QDirIterator fixtures(QStringLiteral(LECTERN_TEST_DATA "/security"), {u"*.html"_s},
                          QDir::Files);
    while (fixtures.hasNext()) {
        QFile file(fixtures.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(file.readAll()).replace(u"{{PORT}}"_s, port);
        QVERIFY(addArticle(fixtures.fileName(), html) > 0);
    }
    QVERIFY2(m_articles.size() >= 15, "the default fixtures are missing");

    // More corpora, read as they are: every file of the folder and its subfolders.
    const QString corpus = qEnvironmentVariable("LECTERN_XSS_CORPUS");
    if (!corpus.isEmpty()) {
        QVERIFY2(QFileInfo(corpus).isDir(), qPrintable(corpus));
        QDirIterator files(corpus, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(addArticle(u"corpus:"_s + QDir(corpus).relativeFilePath(file.fileName()),
                               QString::fromUtf8(file.readAll())) > 0);
        }
    }
}

void TestReaderSecurity::cleanupTestCase()
{
    for (const char *scheme : {"http", "https", "mailto"})
        QDesktopServices::unsetUrlHandler(QString::fromLatin1(scheme));
}

// One feed per article keeps the ids trivially known.
qint64 TestReaderSecurity::addArticle(const QString &key, const QString &html)
{
    const QString port = QString::number(m_beacon.serverPort());
    ParsedFeed feed;
    feed.format = FeedFormat::Atom;
    feed.title = u"Hostile %1"_s.arg(key);
    ParsedEntry entry;
    entry.id = u"urn:lectern:security:%1"_s.arg(key);
    entry.title = key;
    entry.link = QUrl(u"http://127.0.0.1:%1/posts/%2"_s.arg(port).arg(++m_entryCount));
    entry.published = QDateTime(QDate(2026, 3, 3), QTime(9, 30), QTimeZone::UTC);
    entry.content = html;
    feed.entries = {entry};
    const QUrl feedUrl(u"http://127.0.0.1:%1/feed-%2.atom"_s.arg(port).arg(m_entryCount));
    const IngestResult stored = FeedIngest::ingest(m_db->connection(), feedUrl, feed);
    if (!stored.ok)
        return 0;
    const QList<ArticleSummary> articles = ArticleStore(m_db->connection()).articles(stored.feedId);
    if (articles.size() != 1)
        return 0;
    m_articles.insert(key, articles.first().id);
    return articles.first().id;
}

std::unique_ptr<ReaderView> TestReaderSecurity::makeView()
{
    auto view = std::make_unique<ReaderView>([this](const QUrl &url) -> std::optional<QString> {
        const qint64 id = ReaderSchemeHandler::articleIdOf(url);
        if (id <= 0)
            return std::nullopt;
        return ArticlePageLoader(m_db->connection(), m_renderer.get()).render(id, {});
    });
    view->resize(900, 700);
    view->show();
    return view;
}

bool TestReaderSecurity::loadArticle(ReaderView *view, qint64 id)
{
    QSignalSpy loaded(view, &QWebEngineView::loadFinished);
    view->showArticle(id);
    if (!loaded.wait(20000))
        return false;
    return loaded.first().at(0).toBool();
}

void TestReaderSecurity::hostileArticle_data()
{
    QTest::addColumn<QString>("key");
    QStringList keys = m_articles.keys();
    keys.sort();
    for (const QString &key : std::as_const(keys))
        QTest::newRow(qPrintable(key)) << key;
}

void TestReaderSecurity::hostileArticle()
{
    QFETCH(QString, key);
    const qint64 id = m_articles.value(key);
    m_beaconHits.clear();
    m_opened.clear();
    auto view = makeView();
    const int windowsBefore = QApplication::topLevelWidgets().size(); // the view is one
    auto *page = qobject_cast<ReaderPage *>(view->page());
    QVERIFY(page);
    QSignalSpy refusedWindows(page, &ReaderPage::windowRefused);
    QSignalSpy dialogs(page, &ReaderPage::dialogRefused);
    QVERIFY(loadArticle(view.get(), id));
    const QUrl articleUrl = ReaderSchemeHandler::articleUrl(id);

    // Let refreshes, animations, lazy images and focus handlers have their moment.
    QTest::qWait(400);
    QVERIFY2(m_opened.isEmpty(), "a link opened without a click");

    // Then click everything clickable, as a curious reader would.
    evaluate(page, u"for (const e of document.querySelectorAll("
                   "'a, area, button, input, summary, label, [onclick], svg *, math *'))"
                   " { try { e.dispatchEvent(new MouseEvent('click', "
                   "{bubbles: true, cancelable: true, view: window})); } catch (x) {} } true"_s);
    QTest::qWait(300);

    // (a) No script of the article ran.
    const QString title = evaluate(page, u"document.title"_s).toString();
    QVERIFY2(!title.contains(u"pwned"_s), qPrintable(title));
    QCOMPARE(evaluate(page, u"window.name"_s).toString(), QString());
    QCOMPARE(evaluate(page, u"document.documentElement.hasAttribute('data-pwned')"_s).toBool(),
             false);
    QCOMPARE(evaluate(page, u"typeof window.__pwned"_s, QWebEngineScript::MainWorld).toString(),
             u"undefined"_s);
    QVERIFY2(dialogs.isEmpty(), qPrintable(dialogs.value(0).value(0).toString()));
    QCOMPARE(evaluate(page, u"document.querySelectorAll('script:not([src^=\"lectern:\"]), "
                            "iframe, frame, object, embed, base, "
                            "meta[http-equiv]:not([http-equiv=\"Content-Security-Policy\"]), "
                            "link:not([href^=\"lectern:\"])').length"_s)
                 .toInt(),
             0);

    // (b) Nothing outside lectern: and data: was let through.
    QStringList leaked;
    for (const auto &decision : view->requestInterceptor()->log()) {
        const QString scheme = decision.url.scheme();
        if (decision.allowed && scheme != u"lectern"_s && scheme != u"data"_s)
            leaked << u"%1 (type %2)"_s.arg(decision.url.toString()).arg(decision.type);
    }
    QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(u"; "_s)));
    QVERIFY2(m_beaconHits.isEmpty(), qPrintable(m_beaconHits.join(u"; "_s)));

    // (c) No window, and the reader is still on the article.
    QCOMPARE(QApplication::topLevelWidgets().size(), windowsBefore);
    if (!refusedWindows.isEmpty())
        qInfo("%s: %d window request(s) refused", qPrintable(key), int(refusedWindows.size()));
    QCOMPARE(view->url(), articleUrl);
    for (const QUrl &url : std::as_const(m_opened))
        QVERIFY2(url.scheme() == u"http"_s || url.scheme() == u"https"_s ||
                     url.scheme() == u"mailto"_s,
                 qPrintable(url.toString()));
}

void TestReaderSecurity::linkClickOpensBrowserAndStays()
{
    const QString port = QString::number(m_beacon.serverPort());
    const qint64 id =
        addArticle(u"link-click"_s,
                   u"<p><a href=\"http://127.0.0.1:%1/elsewhere\">elsewhere</a></p>"_s.arg(port));
    QVERIFY(id > 0);
    auto view = makeView();
    QVERIFY(loadArticle(view.get(), id));
    m_opened.clear();
    m_beaconHits.clear();

    // A real mouse click on the link.
    const QVariantList box =
        evaluate(view->page(),
                 u"(() => { const r = document.querySelector('a[href$=\"/elsewhere\"]')"
                 ".getBoundingClientRect(); return [r.x + r.width / 2, "
                 "r.y + r.height / 2]; })()"_s)
            .toList();
    QCOMPARE(box.size(), 2);
    QWidget *target = view->focusProxy() ? view->focusProxy() : view.get();
    QTest::mouseClick(target, Qt::LeftButton, {},
                      QPoint(qRound(box.at(0).toDouble()), qRound(box.at(1).toDouble())));
    QTRY_COMPARE_WITH_TIMEOUT(m_opened.size(), 1, 5000);
    QCOMPARE(m_opened.first(), QUrl(u"http://127.0.0.1:%1/elsewhere"_s.arg(port)));
    QTest::qWait(200);
    QCOMPARE(view->url(), ReaderSchemeHandler::articleUrl(id));
    QVERIFY2(m_beaconHits.isEmpty(), qPrintable(m_beaconHits.join(u"; "_s)));
}

void TestReaderSecurity::interceptorDecisions()
{
    using Info = QWebEngineUrlRequestInfo;
    const auto allowed = [](const char *url, Info::ResourceType type, bool images) {
        return ReaderRequestInterceptor::isAllowed(QUrl(QString::fromLatin1(url)), type, images);
    };
    QVERIFY(allowed("lectern://article/1", Info::ResourceTypeMainFrame, false));
    QVERIFY(allowed("lectern://app/katex/katex.min.js", Info::ResourceTypeScript, false));
    QVERIFY(allowed("data:image/png;base64,AAAA", Info::ResourceTypeImage, false));
    QVERIFY(!allowed("http://example.com/figure.png", Info::ResourceTypeImage, false));
    QVERIFY(allowed("http://example.com/figure.png", Info::ResourceTypeImage, true));
    QVERIFY(allowed("https://example.com/img/plot.svg", Info::ResourceTypeImage, true));
    // Remote images on: still only images, only over the web, and no tracking pixels.
    QVERIFY(!allowed("https://example.com/style.css", Info::ResourceTypeStylesheet, true));
    QVERIFY(!allowed("https://example.com/a.js", Info::ResourceTypeScript, true));
    QVERIFY(!allowed("https://example.com/page", Info::ResourceTypeSubFrame, true));
    QVERIFY(!allowed("https://example.com/f.woff2", Info::ResourceTypeFontResource, true));
    QVERIFY(!allowed("https://example.com/ping", Info::ResourceTypePing, true));
    QVERIFY(!allowed("ftp://example.com/a.png", Info::ResourceTypeImage, true));
    QVERIFY(!allowed("file:///etc/a.png", Info::ResourceTypeImage, true));
    QVERIFY(!allowed("https://example.com/open.gif?u=1", Info::ResourceTypeImage, true));
    QVERIFY(!allowed("https://example.com/e/pixel.png", Info::ResourceTypeImage, true));
    QVERIFY(!allowed("https://track.example.com/i.png", Info::ResourceTypeImage, true));
    QVERIFY(!allowed("https://example.com/t/1x1.png", Info::ResourceTypeImage, true));

    // The reader starts with remote images off.
    ReaderRequestInterceptor interceptor;
    QVERIFY(!interceptor.remoteImagesAllowed());
    interceptor.setRemoteImagesAllowed(true);
    QVERIFY(interceptor.remoteImagesAllowed());
}

void TestReaderSecurity::showPrintsTheReadersPage()
{
    const qint64 id = addArticle(
        u"show"_s,
        u"<p>Inline <code>x</code>.</p><pre><code class=\"language-cpp\">"
        "int main() { return 0; }</code></pre><script>document.title='pwned'</script>"_s);
    QVERIFY(id > 0);

    // The window's reader and the CLI build the same page, nonce aside, with the reader's
    // settings as the user left them.
    LibraryWriter writer(m_db->path());
    QVERIFY(writer.start());
    HttpClient network;
    FeedFetcher fetcher(&network);
    FeedSubscriber subscriber(&writer, &fetcher);
    const auto normalized = [](QString html) {
        static const QRegularExpression nonce(u"nonce(-|=\")[A-Za-z0-9+/=_-]+"_s);
        return html.replace(nonce, u"nonce\\1N"_s);
    };
    // The program reads the settings from XDG_CONFIG_HOME, here the window's file too.
    const QString configHome = m_dir.filePath(u"config"_s);
    QSettings settingsFile(configHome + u"/lectern/lectern.ini"_s, QSettings::IniFormat);
    ReaderSettingsStore settings(&settingsFile);
    const auto windowPage = [&] {
        LibrarySession session(m_db->connection(), LibraryEngine{&writer, &subscriber},
                               m_renderer.get(), settings.load());
        MainWindow window(&session, WindowPreferences{&settings});
        const auto page = window.readerView()->pageSource()(ReaderSchemeHandler::articleUrl(id));
        return page ? normalized(*page) : QString();
    };
    const QString fromWindow = windowPage();
    QVERIFY(!fromWindow.isEmpty());
    const ArticlePageLoader pages(m_db->connection(), m_renderer.get());
    const auto fromLoader = pages.render(id, {});
    QVERIFY(fromLoader.has_value());
    QCOMPARE(normalized(*fromLoader), fromWindow);
    QVERIFY(!pages.render(999999, {}).has_value());

    // And the program itself, when it is built.
    const QString program = QStringLiteral(LECTERN_BINARY_DIR "/bin/lectern");
    if (!QFileInfo::exists(program))
        QSKIP("lectern is not built");
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_CONFIG_HOME"_s, configHome);
    process.setProcessEnvironment(environment);
    const auto showHtml = [&] {
        process.start(program,
                      {u"--library"_s, m_dir.path(), u"show"_s, QString::number(id), u"--html"_s});
        if (!process.waitForFinished(30000) || process.exitCode() != 0)
            return QString();
        return normalized(QString::fromUtf8(process.readAllStandardOutput()));
    };
    QCOMPARE(showHtml(), fromWindow);

    // Changed settings: both follow.
    ReaderSettings changed;
    changed.theme = ReaderSettings::Theme::Dark;
    changed.lineNumbers = true;
    changed.codeTheme = m_highlighter.defaultThemeName(false); // a light theme on a dark page
    settings.save(changed);
    const QString changedPage = windowPage();
    QVERIFY(changedPage.contains(u" class=\"dark line-numbers\">"_s));
    QVERIFY(changedPage != fromWindow);
    QCOMPARE(showHtml(), changedPage);

    process.start(program, {u"--library"_s, m_dir.path(), u"show"_s, QString::number(id)});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    const QString summary = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(summary.startsWith(u"show\n"_s), qPrintable(summary));
    QVERIFY2(summary.contains(u"int main() { return 0; }"_s), qPrintable(summary));
    QVERIFY2(!summary.contains(u"pwned"_s), qPrintable(summary));

    process.start(program, {u"--library"_s, m_dir.path(), u"show"_s, u"999999"_s});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains(u"no article"_s));
}

LECTERN_TEST_FUNCTION(tst_readersecurity)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestReaderSecurity test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_readersecurity.moc"
