// The reader's features in the real window: code blocks with a copy button and line numbers
// that are never copied, settings applied at once and kept (theme, zoom, line numbers, remote
// images), the reading position kept per article, and media that loads nothing until clicked.
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturestore.h"
#include "library/writes/librarywriter.h"
#include "models/itemroles.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedsubscriber.h"
#include "reading/readersettingsstore.h"
#include "testhttpserver.h"
#include "ui/reader/readerrequestinterceptor.h"
#include "ui/reader/readerview.h"
#include "ui/settings/viewmenu.h"
#include "ui/window/libraryfiles.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowapplication.h"

#include "net/httpclient.h"
#include "pagescript.h"
#include "testregistry.h"
#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUrlQuery>
#include <QWebEngineScript>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

// Tabs, markup characters, a blank line and trailing spaces: all must survive a copy.
const QString Code =
    u"template <typename T>\nT twice(const T &x) {\n\treturn x + x; // a && b < c\n"
    "\n    \n}"_s;

QString codeBlock()
{
    return u"<pre><code class=\"language-cpp\">"_s + Code.toHtmlEscaped() + u"</code></pre>"_s;
}

QString longText(const QString &word, int paragraphs)
{
    QString html;
    for (int i = 0; i < paragraphs; ++i)
        html += u"<p>%1 %2: "_s.arg(word).arg(i) +
                QString(u"lorem ipsum dolor sit amet "_s).repeated(12) + u"</p>"_s;
    return html;
}

QByteArray png(int width, int height)
{
    QImage image(width, height, QImage::Format_ARGB32);
    image.fill(Qt::darkCyan);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

class TestReaderFeatures : public QObject
{
    Q_OBJECT
public Q_SLOTS:
    // QDesktopServices hands link clicks here instead of to a browser.
    void openExternal(const QUrl &url) { m_opened.append(url); }

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void copyButtonCopiesExactlyTheCode();
    void lineNumbersAreNeverCopied();
    void zoomIsKeptAcrossPagesAndSessions();
    void pageSettingsApplyAtOnce();
    void readingPositionIsKeptPerArticle();
    void fastSelectionShowsTheLastArticle();
    void remoteImagesOnlyWhenAllowed();
    void mediaLoadsNothingUntilClicked();
    void capturedArticleReadsOfflineWithItsImages();

private:
    struct Entry
    {
        QString title;
        QString html;
        QUrl link;
    };
    // Entries newest first: the window opens the first.
    void addFeed(const QList<Entry> &entries);
    qint64 idOf(const QString &title) const;
    std::unique_ptr<MainWindow> makeWindow();
    bool waitReady(MainWindow *window, qint64 articleId);
    // The window opens no article by itself: the reader chooses this one, and it loads.
    bool openAndWait(MainWindow *window, qint64 articleId);
    void select(MainWindow *window, qint64 articleId);
    QVariant evaluate(MainWindow *window, const QString &script);
    double scrollFraction(MainWindow *window);
    void scrollTo(MainWindow *window, double fraction);
    void click(MainWindow *window, const QString &selector);

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
    HttpClient m_network;
    std::unique_ptr<FeedFetcher> m_fetcher;
    std::unique_ptr<FeedSubscriber> m_subscriber;
    CodeHighlighter m_highlighter;
    std::unique_ptr<ArticlePageRenderer> m_renderer;
    std::unique_ptr<QSettings> m_settingsFile;
    std::unique_ptr<ReaderSettingsStore> m_settings;
    std::vector<std::unique_ptr<LibrarySession>> m_sessions; // the windows'
    QList<QUrl> m_opened;
    int m_feeds = 0;
};

void TestReaderFeatures::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *scheme : {"http", "https"})
        QDesktopServices::setUrlHandler(QString::fromLatin1(scheme), this, "openExternal");
    m_renderer = std::make_unique<ArticlePageRenderer>(&m_highlighter);
}

void TestReaderFeatures::cleanupTestCase()
{
    for (const char *scheme : {"http", "https"})
        QDesktopServices::unsetUrlHandler(QString::fromLatin1(scheme));
}

void TestReaderFeatures::init()
{
    static int n = 0;
    ++n;
    m_db = std::make_unique<Database>(m_dir.filePath(u"library-%1.sqlite"_s.arg(n)));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
    m_fetcher = std::make_unique<FeedFetcher>(&m_network);
    m_subscriber = std::make_unique<FeedSubscriber>(m_writer.get(), m_fetcher.get());
    m_settingsFile = std::make_unique<QSettings>(m_dir.filePath(u"settings-%1.ini"_s.arg(n)),
                                                 QSettings::IniFormat);
    m_settings = std::make_unique<ReaderSettingsStore>(m_settingsFile.get());
    m_opened.clear();
    QGuiApplication::clipboard()->clear();
}

void TestReaderFeatures::cleanup()
{
    m_sessions.clear();
    m_subscriber.reset();
    m_fetcher.reset();
    m_writer.reset();
    m_db.reset();
    m_settings.reset();
    m_settingsFile.reset();
}

void TestReaderFeatures::addFeed(const QList<Entry> &entries)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Atom;
    feed.title = u"Reader Notes"_s;
    const QDateTime newest(QDate(2026, 4, 1), QTime(12, 0), QTimeZone::UTC);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        ParsedEntry entry;
        entry.id = u"urn:reader:%1"_s.arg(entries[i].title);
        entry.title = entries[i].title;
        entry.link = entries[i].link;
        entry.published = newest.addSecs(-3600 * i);
        entry.content = entries[i].html;
        feed.entries.append(entry);
    }
    const IngestResult stored = FeedIngest::ingest(
        m_db->connection(), QUrl(u"http://127.0.0.1:9/feed-%1.atom"_s.arg(++m_feeds)), feed);
    QVERIFY2(stored.ok, qPrintable(stored.error));
}

qint64 TestReaderFeatures::idOf(const QString &title) const
{
    for (const ArticleSummary &article : ArticleStore(m_db->connection()).articles(0)) {
        if (article.title == title)
            return article.id;
    }
    return 0;
}

std::unique_ptr<MainWindow> TestReaderFeatures::makeWindow()
{
    // A test may open a second window on the library: each keeps its own session.
    m_sessions.push_back(std::make_unique<LibrarySession>(
        m_db->connection(), LibraryEngine{m_writer.get(), m_subscriber.get()}, m_renderer.get(),
        m_settings->load()));
    auto window =
        std::make_unique<MainWindow>(m_sessions.back().get(), WindowPreferences{m_settings.get()});
    window->resize(1000, 700);
    window->show();
    return window;
}

bool TestReaderFeatures::waitReady(MainWindow *window, qint64 articleId)
{
    QSignalSpy ready(window->readerView(), &ReaderView::articleReady);
    for (int waited = 0; waited < 20000; waited += 50) {
        for (const QList<QVariant> &signal : std::as_const(ready)) {
            if (signal.at(0).toLongLong() == articleId)
                return true;
        }
        QTest::qWait(50);
    }
    return false;
}

bool TestReaderFeatures::openAndWait(MainWindow *window, qint64 articleId)
{
    select(window, articleId);
    return waitReady(window, articleId);
}

void TestReaderFeatures::select(MainWindow *window, qint64 articleId)
{
    QAbstractItemModel *articles = window->articleView()->model();
    for (int row = 0; row < articles->rowCount(); ++row) {
        if (articles->index(row, 0).data(ArticleIdRole).toLongLong() == articleId) {
            window->articleView()->setCurrentIndex(articles->index(row, 0));
            return;
        }
    }
    QFAIL("no such row");
}

QVariant TestReaderFeatures::evaluate(MainWindow *window, const QString &script)
{
    return Testing::evaluate(window->readerView()->page(), script);
}

double TestReaderFeatures::scrollFraction(MainWindow *window)
{
    return evaluate(window, u"window.scrollY / (document.documentElement.scrollHeight - "
                            "window.innerHeight)"_s)
        .toDouble();
}

void TestReaderFeatures::scrollTo(MainWindow *window, double fraction)
{
    evaluate(window, u"window.scrollTo(0, %1 * (document.documentElement.scrollHeight - "
                     "window.innerHeight)); true"_s.arg(fraction));
}

// A real mouse click in the middle of the first element the selector finds.
void TestReaderFeatures::click(MainWindow *window, const QString &selector)
{
    const QVariantList box =
        // Brought into sight first (only when out of it): a click outside the view is lost,
        // and how much a window shows depends on its bars.
        evaluate(window, u"(() => { const e = document.querySelector('%1');"
                         " e.scrollIntoView({block: 'nearest'});"
                         " const r = e.getBoundingClientRect();"
                         " return [r.x + r.width / 2, r.y + r.height / 2]; })()"_s.arg(selector))
            .toList();
    QCOMPARE(box.size(), 2);
    const double zoom = window->readerView()->zoomFactor();
    QWidget *target = window->readerView()->focusProxy() ? window->readerView()->focusProxy()
                                                         : window->readerView();
    QTest::mouseClick(
        target, Qt::LeftButton, {},
        QPoint(qRound(box.at(0).toDouble() * zoom), qRound(box.at(1).toDouble() * zoom)));
}

void TestReaderFeatures::copyButtonCopiesExactlyTheCode()
{
    addFeed(
        {{u"Code"_s, u"<p>Twice:</p>"_s + codeBlock() + u"<p>Plain:</p><pre>ls -l</pre>"_s, {}}});
    auto window = makeWindow();
    QVERIFY(openAndWait(window.get(), idOf(u"Code"_s)));

    // Every block has its button, outside the <pre>, so that selecting the code leaves it out.
    QCOMPARE(evaluate(window.get(), u"document.querySelectorAll('pre.code').length"_s).toInt(), 2);
    QCOMPARE(evaluate(window.get(),
                      u"document.querySelectorAll('.code-block > pre.code + .code-tools > "
                      "button.copy-code').length"_s)
                 .toInt(),
             2);
    QCOMPARE(evaluate(window.get(), u"document.querySelectorAll('pre button').length"_s).toInt(),
             0);
    QCOMPARE(evaluate(window.get(), u"document.querySelector('button.copy-code').textContent"_s)
                 .toString(),
             u"Copy"_s);

    click(window.get(), u"button.copy-code"_s);
    QTRY_COMPARE_WITH_TIMEOUT(QGuiApplication::clipboard()->text(), Code, 5000);
    QTRY_COMPARE(evaluate(window.get(), u"document.querySelector('button.copy-code').textContent"_s)
                     .toString(),
                 u"Copied"_s);
    // The click copied; it did not navigate anywhere or open anything.
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::articleUrl(idOf(u"Code"_s)));
    QVERIFY(m_opened.isEmpty());

    // The second block's own code.
    click(window.get(), u".code-block:nth-of-type(2) > .code-tools > button.copy-code"_s);
    QTRY_COMPARE_WITH_TIMEOUT(QGuiApplication::clipboard()->text(), u"ls -l"_s, 5000);
}

void TestReaderFeatures::lineNumbersAreNeverCopied()
{
    ReaderSettings settings;
    settings.lineNumbers = true;
    m_settings->save(settings);
    addFeed({{u"Numbered"_s, codeBlock(), {}}});
    auto window = makeWindow();
    QVERIFY(openAndWait(window.get(), idOf(u"Numbered"_s)));

    // The gutter shows 1..6, as generated content of the line spans.
    QVERIFY(evaluate(window.get(), u"document.documentElement.classList.contains('line-numbers')"_s)
                .toBool());
    QCOMPARE(
        evaluate(window.get(), u"document.querySelectorAll('pre.code .line').length"_s).toInt(), 6);
    QCOMPARE(evaluate(window.get(),
                      u"getComputedStyle(document.querySelector('pre.code .line'), '::before')"
                      ".content"_s)
                 .toString(),
             u"counter(line)"_s);
    QVERIFY(evaluate(window.get(),
                     u"getComputedStyle(document.querySelector('pre.code .line'), '::before')"
                     ".width"_s)
                .toString() != u"auto"_s);
    // Not part of the text: the code reads as it was written.
    QCOMPARE(
        evaluate(window.get(), u"document.querySelector('pre.code code').innerText"_s).toString(),
        Code);

    // Select the whole block with the mouse's own machinery and copy it as a reader would.
    evaluate(window.get(),
             u"(() => { const range = document.createRange(); "
             "range.selectNodeContents(document.querySelector('pre.code code')); "
             "const s = window.getSelection(); s.removeAllRanges(); s.addRange(range);"
             " return s.toString(); })()"_s);
    window->readerView()->setFocus();
    window->readerView()->page()->triggerAction(QWebEnginePage::Copy);
    QTRY_VERIFY_WITH_TIMEOUT(!QGuiApplication::clipboard()->text().isEmpty(), 5000);
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.startsWith(u"template <typename T>"_s), qPrintable(copied));
    QCOMPARE(copied.trimmed(), Code.trimmed());

    // And the button copies the same code.
    QGuiApplication::clipboard()->clear();
    click(window.get(), u"button.copy-code"_s);
    QTRY_COMPARE_WITH_TIMEOUT(QGuiApplication::clipboard()->text(), Code, 5000);
}

void TestReaderFeatures::zoomIsKeptAcrossPagesAndSessions()
{
    addFeed({{u"First"_s, u"<p>One</p>"_s, {}}, {u"Second"_s, u"<p>Two</p>"_s, {}}});
    {
        auto window = makeWindow();
        QVERIFY(openAndWait(window.get(), idOf(u"First"_s)));
        auto *zoomIn = window->findChild<QAction *>(u"zoomInAction"_s);
        auto *zoomOut = window->findChild<QAction *>(u"zoomOutAction"_s);
        auto *reset = window->findChild<QAction *>(u"resetZoomAction"_s);
        QVERIFY(zoomIn && zoomOut && reset);
        QCOMPARE(zoomIn->shortcuts().first(), QKeySequence(u"Ctrl+="_s));
        QCOMPARE(zoomOut->shortcuts().first(), QKeySequence(u"Ctrl+-"_s));
        QCOMPARE(reset->shortcut(), QKeySequence(u"Ctrl+0"_s));
        QVERIFY(!reset->isEnabled()); // already at 100 %

        zoomIn->trigger();
        zoomIn->trigger();
        QCOMPARE(window->readerView()->zoomFactor(), 1.25);
        QCOMPARE(m_settings->load().zoom, 1.25);
        // Applied at once, no reload: the page is still the same document.
        QCOMPARE(evaluate(window.get(), u"document.title"_s).toString(), u"First"_s);

        // Another article keeps the zoom.
        select(window.get(), idOf(u"Second"_s));
        QVERIFY(waitReady(window.get(), idOf(u"Second"_s)));
        QCOMPARE(window->readerView()->zoomFactor(), 1.25);
        QTRY_COMPARE(evaluate(window.get(), u"window.devicePixelRatio"_s).toDouble(), 1.25);

        // The shortcut, through the window.
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QTest::keyClick(window.get(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(window->readerView()->zoomFactor(), 1.1);
        zoomOut->trigger();
        zoomOut->trigger();
        QCOMPARE(window->readerView()->zoomFactor(), 0.9);
        QTest::keyClick(window.get(), Qt::Key_Equal, Qt::ControlModifier);
        QTest::keyClick(window.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(window->readerView()->zoomFactor(), 1.1);
    }
    // The next session starts where this one stopped.
    QCOMPARE(m_settings->load().zoom, 1.1);
    auto window = makeWindow();
    QVERIFY(openAndWait(window.get(), idOf(u"First"_s)));
    QCOMPARE(window->readerView()->zoomFactor(), 1.1);
    window->findChild<QAction *>(u"resetZoomAction"_s)->trigger();
    QCOMPARE(window->readerView()->zoomFactor(), 1.0);
    QCOMPARE(m_settings->load().zoom, 1.0);
}

void TestReaderFeatures::pageSettingsApplyAtOnce()
{
    addFeed({{u"Styled"_s, codeBlock() + longText(u"styled"_s, 60), {}}});
    auto window = makeWindow();
    const qint64 id = idOf(u"Styled"_s);
    QVERIFY(openAndWait(window.get(), id));
    QCOMPARE(evaluate(window.get(), u"document.documentElement.className"_s).toString(), QString());
    scrollTo(window.get(), 0.5);

    // Line numbers from the View menu: the page loads again, where the reader was.
    auto *lineNumbers = window->findChild<QAction *>(u"lineNumbersAction"_s);
    QVERIFY(lineNumbers && !lineNumbers->isChecked());
    lineNumbers->trigger();
    QVERIFY(waitReady(window.get(), id));
    QCOMPARE(evaluate(window.get(), u"document.documentElement.className"_s).toString(),
             u"line-numbers"_s);
    QVERIFY(qAbs(scrollFraction(window.get()) - 0.5) < 0.02);
    QVERIFY(m_settings->load().lineNumbers);

    // The dark theme, with its own code colours, through the settings Preferences applies.
    const QString lightBackground =
        evaluate(window.get(),
                 u"getComputedStyle(document.querySelector('pre.code')).backgroundColor"_s)
            .toString();
    ReaderSettings dark = window->viewMenu()->settings();
    dark.theme = ReaderSettings::Theme::Dark;
    window->viewMenu()->setSettings(dark);
    QVERIFY(waitReady(window.get(), id));
    QCOMPARE(evaluate(window.get(), u"document.documentElement.className"_s).toString(),
             u"dark line-numbers"_s);
    QCOMPARE(evaluate(window.get(), u"getComputedStyle(document.documentElement).backgroundColor"_s)
                 .toString(),
             u"rgb(27, 29, 33)"_s);
    QVERIFY(evaluate(window.get(),
                     u"getComputedStyle(document.querySelector('pre.code')).backgroundColor"_s)
                .toString() != lightBackground);
    QCOMPARE(m_settings->load().theme, ReaderSettings::Theme::Dark);
    // The menu shows what is set.
    auto *darkAction = window->findChild<QAction *>(u"themeDarkAction"_s);
    QVERIFY(darkAction && darkAction->isChecked());
    QVERIFY(!window->findChild<QAction *>(u"themeSystemAction"_s)->isChecked());

    // A chosen code theme holds on the dark page.
    ReaderSettings chosen = dark;
    chosen.codeTheme = m_highlighter.defaultThemeName(false);
    window->viewMenu()->setSettings(chosen);
    QVERIFY(waitReady(window.get(), id));
    QCOMPARE(evaluate(window.get(),
                      u"getComputedStyle(document.querySelector('pre.code')).backgroundColor"_s)
                 .toString(),
             lightBackground);
    QVERIFY(qAbs(scrollFraction(window.get()) - 0.5) < 0.02);

    // Zoom alone does not reload the page.
    QSignalSpy loads(window->readerView(), &QWebEngineView::loadStarted);
    window->viewMenu()->zoomIn();
    QTest::qWait(300);
    QCOMPARE(loads.count(), 0);
}

void TestReaderFeatures::readingPositionIsKeptPerArticle()
{
    addFeed({{u"Long"_s, longText(u"long"_s, 80), {}},
             {u"Other"_s, longText(u"other"_s, 80), {}},
             {u"Short"_s, u"<p>Nothing to scroll.</p>"_s, {}}});
    const qint64 longId = idOf(u"Long"_s);
    const qint64 otherId = idOf(u"Other"_s);
    const ArticleStore store(m_db->connection());
    {
        auto window = makeWindow();
        QVERIFY(openAndWait(window.get(), longId));
        QCOMPARE(scrollFraction(window.get()), 0.0); // a new article opens at the top
        scrollTo(window.get(), 0.5);

        // Leaving the article (selecting another) saves where the reader was, through the writer.
        select(window.get(), otherId);
        QVERIFY(waitReady(window.get(), otherId));
        QTRY_VERIFY(qAbs(store.article(longId)->readingPosition - 0.5) < 0.02);
        QCOMPARE(store.article(otherId)->readingPosition, 0.0);
        scrollTo(window.get(), 0.25);

        // Coming back puts it there again.
        select(window.get(), longId);
        QVERIFY(waitReady(window.get(), longId));
        QVERIFY2(qAbs(scrollFraction(window.get()) - 0.5) < 0.02,
                 qPrintable(QString::number(scrollFraction(window.get()))));
        QTRY_VERIFY(qAbs(store.article(otherId)->readingPosition - 0.25) < 0.02);

        // A page that cannot scroll reads as the top; it never keeps a stale position.
        select(window.get(), idOf(u"Short"_s));
        QVERIFY(waitReady(window.get(), idOf(u"Short"_s)));
        select(window.get(), longId);
        QVERIFY(waitReady(window.get(), longId));
        QCOMPARE(store.article(idOf(u"Short"_s))->readingPosition, 0.0);

        // Closing the window saves the position too.
        scrollTo(window.get(), 0.8);
        window->close();
        QTRY_VERIFY_WITH_TIMEOUT(!window->isVisible(), 5000);
        QTRY_VERIFY(qAbs(store.article(longId)->readingPosition - 0.8) < 0.02);
    }
    // The next session opens the article where it was left.
    auto window = makeWindow();
    QVERIFY(openAndWait(window.get(), longId));
    QVERIFY2(qAbs(scrollFraction(window.get()) - 0.8) < 0.02,
             qPrintable(QString::number(scrollFraction(window.get()))));
}

void TestReaderFeatures::fastSelectionShowsTheLastArticle()
{
    addFeed({{u"One"_s, u"<p>1</p>"_s, {}},
             {u"Two"_s, u"<p>2</p>"_s, {}},
             {u"Three"_s, u"<p>3</p>"_s, {}}});
    auto window = makeWindow();
    QVERIFY(openAndWait(window.get(), idOf(u"One"_s)));
    // Down and back up before the reader answered: the article selected last is the one shown.
    select(window.get(), idOf(u"Two"_s));
    select(window.get(), idOf(u"Three"_s));
    select(window.get(), idOf(u"One"_s));
    QTest::qWait(500);
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::articleUrl(idOf(u"One"_s)));
    select(window.get(), idOf(u"Two"_s));
    select(window.get(), idOf(u"Three"_s));
    QVERIFY(waitReady(window.get(), idOf(u"Three"_s)));
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::articleUrl(idOf(u"Three"_s)));
}

void TestReaderFeatures::remoteImagesOnlyWhenAllowed()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/img/figure.png", png(40, 30), "image/png");
    server.serveBody("/img/dot.png", png(1, 1), "image/png");      // a pixel that does not say so
    server.serveBody("/img/declared.png", png(1, 1), "image/png"); // one that does
    server.serveBody("/img/pixel.png", png(1, 1), "image/png");    // named like one
    const QString html =
        u"<p>A figure: <img src=\"/img/figure.png\" alt=\"figure\" width=\"40\" height=\"30\"></p>"
        "<p>Dots: <img src=\"/img/dot.png\" alt=\"dot\">"
        "<img src=\"/img/declared.png\" alt=\"declared\" width=\"1\" height=\"1\">"
        "<img src=\"/img/pixel.png\" alt=\"named\"></p>"_s;
    QUrl post = server.url(u"/posts/pictures"_s);
    post.setHost(u"images.test"_s);
    addFeed({{u"Pictures"_s, html, post}});
    const qint64 id = idOf(u"Pictures"_s);
    const auto requested = [&] {
        QStringList paths;
        for (const TestHttpServer::Request &request : server.requests())
            paths << QString::fromLatin1(request.path);
        return paths;
    };

    auto window = makeWindow();
    QVERIFY(openAndWait(window.get(), id));
    QTest::qWait(300);
    QVERIFY2(requested().isEmpty(), qPrintable(requested().join(u", "_s))); // off by default
    // Not loaded, an image shows its alt text and a link to load the article's images, not a
    // broken-image icon; the declared pixel never reaches the page.
    QCOMPARE(evaluate(window.get(), u"document.querySelectorAll('img').length"_s).toInt(), 0);
    QCOMPARE(
        evaluate(window.get(), u"document.querySelectorAll('.image-placeholder').length"_s).toInt(),
        3);
    QCOMPARE(evaluate(window.get(), u"document.querySelector('.image-placeholder').textContent"_s)
                 .toString(),
             u"figure Load images"_s);

    // Its link loads this article's images, the setting for all articles left as it is.
    click(window.get(), u".image-placeholder a.load-images"_s);
    QTRY_COMPARE(QUrlQuery(window->readerView()->url()).queryItemValue(u"images"_s), u"1"_s);
    QTRY_COMPARE(evaluate(window.get(),
                          u"document.querySelector('img[alt=figure]') ? "
                          "document.querySelector('img[alt=figure]').naturalWidth : 0"_s)
                     .toInt(),
                 40);
    QVERIFY(!m_settings->load().remoteImages);
    QVERIFY(!window->readerView()->remoteImagesAllowed());

    auto *remote = window->findChild<QAction *>(u"remoteImagesAction"_s);
    QVERIFY(remote && !remote->isChecked());
    remote->trigger();
    QVERIFY(m_settings->load().remoteImages);
    QVERIFY(window->readerView()->remoteImagesAllowed());
    QVERIFY(waitReady(window.get(), id));
    QTRY_COMPARE(
        evaluate(window.get(), u"document.querySelector('img[alt=figure]').naturalWidth"_s).toInt(),
        40);
    QTRY_VERIFY(requested().contains(u"/img/dot.png"_s));
    // The pixel that only shows itself once loaded is taken out of the page.
    QTRY_COMPARE(
        evaluate(window.get(), u"document.querySelectorAll('img[alt=dot]').length"_s).toInt(), 0);
    QVERIFY(evaluate(window.get(), u"!!document.querySelector('img[alt=figure]')"_s).toBool());
    QTest::qWait(200);
    QVERIFY(!requested().contains(u"/img/declared.png"_s));
    QVERIFY(!requested().contains(u"/img/pixel.png"_s)); // the interceptor's own rule
    QVERIFY(m_opened.isEmpty());

    // Off again: nothing more is fetched.
    remote->trigger();
    QVERIFY(waitReady(window.get(), id));
    const qsizetype before = server.requests().size();
    QTest::qWait(300);
    QCOMPARE(server.requests().size(), before);
}

void TestReaderFeatures::mediaLoadsNothingUntilClicked()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/media/talk.mp4", QByteArray(4096, 'v'), "video/mp4");
    server.serveBody("/media/episode.mp3", QByteArray(4096, 'a'), "audio/mpeg");
    const QString html =
        u"<p>The talk:</p><iframe src=\"https://www.youtube.com/embed/dQw4w9WgXcQ\" width=\"560\""
        " height=\"315\" allowfullscreen></iframe>"
        "<iframe src=\"https://player.vimeo.com/video/76979871\"></iframe>"
        "<video src=\"/media/talk.mp4\" controls autoplay></video>"
        "<audio controls autoplay><source src=\"/media/episode.mp3\"></audio>"_s;
    addFeed({{u"Media"_s, html, server.url(u"/posts/media"_s)}});
    const qint64 id = idOf(u"Media"_s);
    // Even with remote images allowed, media is not an image.
    ReaderSettings settings;
    settings.remoteImages = true;
    m_settings->save(settings);
    auto window = makeWindow();
    QVERIFY(openAndWait(window.get(), id));
    QTest::qWait(400);

    // Placeholders, not players: no frame, no media element, nothing requested.
    QCOMPARE(evaluate(window.get(), u"document.querySelectorAll('iframe, video, audio, source, "
                                    "embed, object').length"_s)
                 .toInt(),
             0);
    QVERIFY(server.requests().isEmpty());
    for (const auto &decision : window->readerView()->requestInterceptor()->log()) {
        const QString scheme = decision.url.scheme();
        QVERIFY2(!decision.allowed || scheme == u"lectern"_s || scheme == u"data"_s,
                 qPrintable(decision.url.toString()));
    }
    const QStringList links =
        evaluate(window.get(), u"Array.from(document.querySelectorAll('.embed a, .media a'))"
                               ".map(a => a.href)"_s)
            .toStringList();
    QCOMPARE(links, (QStringList{u"https://www.youtube.com/watch?v=dQw4w9WgXcQ"_s,
                                 u"https://vimeo.com/76979871"_s,
                                 server.url(u"/media/talk.mp4"_s).toString(),
                                 server.url(u"/media/episode.mp3"_s).toString()}));
    // They look like something to click.
    QVERIFY(evaluate(window.get(),
                     u"getComputedStyle(document.querySelector('.embed a'), '::before').content"_s)
                .toString()
                .contains(u"\u25B6"_s));

    // A click opens the video's page in the browser; the reader stays and loads nothing.
    click(window.get(), u".embed a"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_opened.size(), 1, 5000);
    QCOMPARE(m_opened.first(), QUrl(u"https://www.youtube.com/watch?v=dQw4w9WgXcQ"_s));
    click(window.get(), u".media a"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_opened.size(), 2, 5000);
    QCOMPARE(m_opened.at(1), server.url(u"/media/talk.mp4"_s));
    QTest::qWait(200);
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::articleUrl(id));
    QVERIFY(server.requests().isEmpty());
}

// A captured article opens in its offline copy, its image from the library's assets with no
// request leaving the reader, and one click shows the feed's version.
void TestReaderFeatures::capturedArticleReadsOfflineWithItsImages()
{
    addFeed({{u"Captured"_s, u"<p>Only the teaser. Read more</p>"_s,
              QUrl(u"http://127.0.0.1:9/posts/captured"_s)}});
    const qint64 id = idOf(u"Captured"_s);
    AssetStore assets(QFileInfo(m_db->path()).path());
    const auto image = assets.write(png(40, 30), u"image/png"_s);
    QVERIFY(image);
    CaptureStore captures(m_db->connection());
    QVERIFY(captures.queue({id}));
    const CapturedArticle captured{
        id,
        u"<p>The whole article, kept.</p><p><img src=\"%1\" alt=\"figure\"></p>"
        "<p>Occupancy is \\(W_a / W_m\\).</p>"_s.arg(AssetStore::urlOf(image->name)) +
            codeBlock() + longText(u"Kept"_s, 3),
        u"The whole article, kept."_s + QString(u"x"_s).repeated(200),
        {{u"http://127.0.0.1:9/img/figure.png"_s, *image}}};
    QCOMPARE(captures.store(captured, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
             CaptureState::Done);

    auto window = makeWindow();
    QVERIFY(openAndWait(window.get(), id));
    QVERIFY(evaluate(window.get(), u"document.body.innerText"_s)
                .toString()
                .contains(u"The whole article, kept."_s));
    QTRY_COMPARE(
        evaluate(window.get(), u"document.querySelector('img[alt=figure]').naturalWidth"_s).toInt(),
        40);
    // Its code highlighted and, where KaTeX is bundled, its math typeset, all offline.
    QVERIFY(evaluate(window.get(), u"document.querySelectorAll('pre.code span').length"_s).toInt() >
            0);
    if (ArticlePageRenderer::hasMath()) {
        QTRY_VERIFY(
            evaluate(window.get(), u"document.querySelectorAll('.katex').length"_s).toInt() > 0);
    }
    for (const auto &decision : window->readerView()->requestInterceptor()->log())
        QVERIFY2(decision.url.scheme() != u"http"_s, qPrintable(decision.url.toString()));
    // The list shows that it is kept offline.
    QVERIFY(window->articleView()->model()->index(0, 0).data(CapturedRole).toBool());

    // Library > Export Article, as Markdown with its image beside it, and as PDF.
    window->libraryFiles()->exportArticle(id, m_dir.filePath(u"kept.md"_s));
    QFile markdown(m_dir.filePath(u"kept.md"_s));
    QVERIFY(markdown.open(QIODevice::ReadOnly));
    QVERIFY(markdown.readAll().contains("The whole article, kept."));
    QCOMPARE(QDir(m_dir.filePath(u"kept-images"_s)).entryList(QDir::Files).size(), 1);
    window->libraryFiles()->exportArticle(id, m_dir.filePath(u"kept.pdf"_s));
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(m_dir.filePath(u"kept.pdf"_s)).size() > 1000, 20000);

    click(window.get(), u"p.version a"_s);
    QTRY_VERIFY_WITH_TIMEOUT(evaluate(window.get(), u"document.body.innerText"_s)
                                 .toString()
                                 .contains(u"Only the teaser."_s),
                             10000);
    QVERIFY(window->readerView()->url().query().contains(u"version=feed"_s));

    // Library > Remove Offline Copy: the row loses its mark and the image its file.
    window->articleView()->selectionModel()->select(window->articleView()->model()->index(0, 0),
                                                    QItemSelectionModel::ClearAndSelect |
                                                        QItemSelectionModel::Rows);
    window->findChild<QAction *>(u"removeOfflineAction"_s)->trigger();
    QTRY_VERIFY(!window->articleView()->model()->index(0, 0).data(CapturedRole).toBool());
    QTRY_VERIFY(!QFile::exists(assets.pathOf(image->name)));
}

LECTERN_TEST_FUNCTION(tst_readerfeatures)
{
    // Remote images come from a name, as on the web: the reader refuses an address written into
    // the local network, 127.0.0.1 included, even with remote images on.
    const QByteArray flags = qgetenv("QTWEBENGINE_CHROMIUM_FLAGS") +
                             " --host-resolver-rules=\"MAP images.test 127.0.0.1\"";
    qputenv("QTWEBENGINE_CHROMIUM_FLAGS", flags);
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestReaderFeatures test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_readerfeatures.moc"
