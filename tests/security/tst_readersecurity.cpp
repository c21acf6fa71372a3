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
#include "readerprobe.h"
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
private Q_SLOTS:
    void initTestCase();
    void hostileArticle_data();
    void hostileArticle();
    void linkClickOpensBrowserAndStays();
    void interceptorDecisions();
    void showPrintsTheReadersPage();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ReaderProbe> m_probe;
    QHash<QString, qint64> m_articles; // fixture key -> article id
};

void TestReaderSecurity::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_probe = std::make_unique<ReaderProbe>(m_dir.path());
    QVERIFY(m_probe->start());
    QDirIterator fixtures(QStringLiteral(LECTERN_TEST_DATA "/security"), {u"*.html"_s},
                          QDir::Files);
    while (fixtures.hasNext()) {
        QFile file(fixtures.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const qint64 id =
            m_probe->addArticle(fixtures.fileName(), QString::fromUtf8(file.readAll()));
        QVERIFY(id > 0);
        m_articles.insert(fixtures.fileName(), id);
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
            const QString key = u"corpus:"_s + QDir(corpus).relativeFilePath(file.fileName());
            const qint64 id = m_probe->addArticle(key, QString::fromUtf8(file.readAll()));
            QVERIFY(id > 0);
            m_articles.insert(key, id);
        }
    }
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
    const QStringList problems = m_probe->probe(m_articles.value(key));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void TestReaderSecurity::linkClickOpensBrowserAndStays()
{
    const QString port = QString::number(m_probe->beaconPort());
    const qint64 id = m_probe->addArticle(
        u"link-click"_s, u"<p><a href=\"http://127.0.0.1:{{PORT}}/elsewhere\">elsewhere</a></p>"_s);
    QVERIFY(id > 0);
    auto view = m_probe->makeView();
    QVERIFY(m_probe->loadArticle(view.get(), id));
    m_probe->opened.clear();
    m_probe->beaconHits.clear();

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
    QTRY_COMPARE_WITH_TIMEOUT(m_probe->opened.size(), 1, 5000);
    QCOMPARE(m_probe->opened.first(), QUrl(u"http://127.0.0.1:%1/elsewhere"_s.arg(port)));
    QTest::qWait(200);
    QCOMPARE(view->url(), ReaderSchemeHandler::articleUrl(id));
    QVERIFY2(m_probe->beaconHits.isEmpty(), qPrintable(m_probe->beaconHits.join(u"; "_s)));
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
    // Remote images on: never into the person's own network, however the address is written.
    for (const char *local :
         {"http://127.0.0.1/figure.png", "http://192.168.1.1/cgi-bin/figure.png",
          "http://169.254.169.254/latest/figure.png", "http://[::1]/figure.png",
          "http://[::ffff:7f00:1]/figure.png", "http://2130706433/figure.png",
          "http://0x7f.1/figure.png", "http://localhost:8080/figure.png",
          "http://printer.localhost/figure.png", "http://10.0.0.7/figure.png"})
        QVERIFY2(!allowed(local, Info::ResourceTypeImage, true), local);

    // The reader starts with remote images off.
    ReaderRequestInterceptor interceptor;
    QVERIFY(!interceptor.remoteImagesAllowed());
    interceptor.setRemoteImagesAllowed(true);
    QVERIFY(interceptor.remoteImagesAllowed());
}

void TestReaderSecurity::showPrintsTheReadersPage()
{
    const qint64 id = m_probe->addArticle(
        u"show"_s,
        u"<p>Inline <code>x</code>.</p><pre><code class=\"language-cpp\">"
        "int main() { return 0; }</code></pre><script>document.title='pwned'</script>"_s);
    QVERIFY(id > 0);

    // The window's reader and the CLI build the same page, nonce aside, with the reader's
    // settings as the user left them.
    CodeHighlighter highlighter;
    ArticlePageRenderer renderer(&highlighter);
    LibraryWriter writer(m_probe->database().path());
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
        LibrarySession session(m_probe->database().connection(),
                               LibraryEngine{&writer, &subscriber}, &renderer, settings.load());
        MainWindow window(&session, WindowPreferences{&settings});
        const auto page = window.readerView()->pageSource()(ReaderSchemeHandler::articleUrl(id));
        return page ? normalized(*page) : QString();
    };
    const QString fromWindow = windowPage();
    QVERIFY(!fromWindow.isEmpty());
    const ArticlePageLoader pages(m_probe->database().connection(), &renderer);
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
    changed.codeTheme = highlighter.defaultThemeName(false); // a light theme on a dark page
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
