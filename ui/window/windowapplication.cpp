#include "ui/window/windowapplication.h"

#include "capture/backgroundcapture.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/writes/librarywriter.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedlogins.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "net/feedsubscriber.h"
#include "net/networkpreferences.h"
#include "net/networksettings.h"
#include "net/pagesaver.h"
#include "net/systemcredentialstore.h"
#include "reading/readersettingsstore.h"
#include "reading/uilanguage.h"
#include "reading/usersettings.h"
#include "sync/accountsyncer.h"
#include "ui/offscreen/webpageextractor.h"
#include "ui/reader/readerrendering.h"
#include "ui/reader/readerschemehandler.h"
#include "ui/settings/viewmenu.h"
#include "ui/window/instancechannel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/unreadtray.h"

#include "net/httpclient.h"
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace Lectern {

void WindowApplication::prepare()
{
    ReaderSchemeHandler::registerScheme();
    if (ReaderRendering::chooseSoftware())
        return;
    // QtWebEngine shares OpenGL contexts with the widgets; this must be set before the app.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
}

namespace {
// The icon theme's (an installed Lectern), else the PNGs built into the program.
QIcon applicationIcon()
{
    QIcon icon = QIcon::fromTheme(QStringLiteral(LECTERN_APP_ID));
    if (!icon.isNull())
        return icon;
    for (int size : {16, 24, 32, 48, 64, 128, 256, 512}) {
        const QString file =
            u":/icons/%1x%1/apps/%2.png"_s.arg(size).arg(QLatin1StringView(LECTERN_APP_ID));
        if (QFile::exists(file))
            icon.addFile(file, QSize(size, size));
    }
    return icon;
}

void comeForward(QWidget *window)
{
    if (window->isMinimized())
        window->showNormal();
    window->show();
    window->raise();
    window->activateWindow();
}
} // namespace

int WindowApplication::run(const QString &libraryDir, const QUrl &feedUrl,
                           const std::function<void(MainWindow &)> &shown)
{
    // One settings file for the language, the reader's look and the network.
    const auto userSettings = UserSettings::open();
    // The language first, so that even a failure to open the library speaks it.
    UiLanguage language(userSettings.get());
    language.applyStored();

    const QString directory = LibraryLocation::resolveDirectory(libraryDir);
    QDir().mkpath(directory);
    // A window on this library already: it takes the request, and this process is done.
    const QString channelName = InstanceChannel::nameFor(directory);
    if (InstanceChannel::handOver(channelName, feedUrl))
        return 0;
    InstanceChannel channel;
    if (!channel.listen(channelName))
        qWarning("lectern: a second window could not be kept from this library: %s",
                 qPrintable(channel.errorString()));
    QApplication::setWindowIcon(applicationIcon());
    Database database(LibraryLocation::databasePath(directory));
    if (!database.open()) {
        QMessageBox::critical(nullptr, QObject::tr("Lectern"), database.errorString());
        return 1;
    }

    LibraryWriter writer(database.path());
    if (!writer.start()) {
        QMessageBox::critical(nullptr, QObject::tr("Lectern"), writer.errorString());
        return 1;
    }
    HttpClient http;
    SystemCredentialStore credentials;
    // The system proxy unless one is set; a manual proxy's password comes from the keychain.
    NetworkPreferences networkPreferences(userSettings.get(), &http, &credentials);
    FeedFetcher fetcher(&http);
    FeedSubscriber subscriber(&writer, &fetcher);
    const CodeHighlighter highlighter;
    const ArticlePageRenderer renderer(&highlighter);
    FeedRefresher refresher(database.connection(), &writer, &fetcher);
    refresher.setCredentialStore(&credentials);
    ReaderSettingsStore readerSettings(userSettings.get());
    // Offline capture: its browser engine starts with the first article to capture.
    BackgroundCapture capture(database.connection(), &writer, &http, directory,
                              [] { return std::make_unique<WebPageExtractor>(); });
    capture.setCredentialStore(&credentials);
    FeedScheduler scheduler(database.connection(), &refresher, SchedulerClock::system());
    FeedLogins logins(&writer, &credentials);
    PageSaver saver(&writer, &fetcher);
    AccountSyncer syncer(&writer, &http, &credentials);
    const LibraryEngine engine{&writer,  &subscriber, &refresher, &scheduler,
                               &capture, &logins,     &saver,     &syncer};
    LibrarySession session(database.connection(), engine, &renderer, readerSettings.load());
    MainWindow window(&session, WindowPreferences{&readerSettings, &networkPreferences, &language,
                                                  directory, userSettings.get()});
    window.keepLayoutIn(userSettings.get());
    // The unread count in the tray, and new articles announced there when the user asks.
    UnreadTray tray(&window, session.feedModel(), userSettings.get());
    QObject::connect(&refresher, &FeedRefresher::finished, &tray,
                     [&tray](const RefreshSummary &summary) {
                         tray.announce(summary.newArticles);
                         tray.announceNotices(summary.notices);
                     });
    networkPreferences.current().applyTo(fetcher);
    QObject::connect(&networkPreferences, &NetworkPreferences::applied, &window,
                     [&window, &fetcher, &networkPreferences](const QString &error) {
                         networkPreferences.current().applyTo(fetcher);
                         if (!error.isEmpty())
                             window.statusBar()->showMessage(QObject::tr("Proxy: %1").arg(error),
                                                             15000);
                     });
    // Before the scheduler's first refresh, which waits a few seconds after the window shows.
    networkPreferences.applyStored();
    window.show();
    QObject::connect(&channel, &InstanceChannel::raiseRequested, &window,
                     [&window] { comeForward(&window); });
    // Queued: the dialog must not run inside the socket's signal.
    QObject::connect(&channel, &InstanceChannel::addFeedRequested, &window, &MainWindow::askForFeed,
                     Qt::QueuedConnection);
    // `lectern save` while the window runs: the window saves the pages.
    QObject::connect(
        &channel, &InstanceChannel::saveRequested, &window,
        [&session](const QList<QUrl> &urls, const QString &shelf, const QStringList &tags) {
            session.commands()->savePages(urls, shelf, tags);
        });
    if (feedUrl.isValid())
        QTimer::singleShot(0, &window, [&window, feedUrl] { window.askForFeed(feedUrl); });
    // Due feeds a few seconds after the window shows, then periodically; paused while offline.
    scheduler.followSystemReachability();
    scheduler.start();
    // Sync accounts soon after the window shows, then every half hour.
    syncer.syncEvery(std::chrono::minutes(30), std::chrono::seconds(5));
    // What waited from the last session, once the window has settled.
    QTimer::singleShot(8000, &capture, &BackgroundCapture::captureDue);
    if (shown)
        shown(window);
    return QApplication::exec();
}

} // namespace Lectern
