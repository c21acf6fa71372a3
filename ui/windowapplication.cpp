#include "ui/windowapplication.h"

#include "capture/backgroundcapture.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "library/database.h"
#include "library/librarylocation.h"
#include "library/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "net/feedsubscriber.h"
#include "net/networkpreferences.h"
#include "net/networksettings.h"
#include "net/systemcredentialstore.h"
#include "reading/readersettingsstore.h"
#include "reading/usersettings.h"
#include "ui/mainwindow.h"
#include "ui/readerschemehandler.h"
#include "ui/viewmenu.h"
#include "ui/webpageextractor.h"

#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace Lectern {

void WindowApplication::prepare()
{
    ReaderSchemeHandler::registerScheme();
    // QtWebEngine shares OpenGL contexts with the widgets; this must be set before the app.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
}

namespace {
void installTranslations(QApplication &app)
{
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(QLocale(), u"qtbase"_s, u"_"_s,
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qtTranslator);
    auto *ownTranslator = new QTranslator(&app);
    if (ownTranslator->load(QLocale(), u"lectern"_s, u"_"_s, u":/i18n"_s))
        QApplication::installTranslator(ownTranslator);
}
} // namespace

int WindowApplication::run(const QString &libraryDir)
{
    auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
    Q_ASSERT(app);
    installTranslations(*app);

    const QString directory = LibraryLocation::resolveDirectory(libraryDir);
    QDir().mkpath(directory);
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
    // One settings file for the reader's look and the network.
    const auto userSettings = UserSettings::open();
    QNetworkAccessManager network;
    SystemCredentialStore credentials;
    // The system proxy unless one is set; a manual proxy's password comes from the keychain.
    NetworkPreferences networkPreferences(userSettings.get(), &network, &credentials);
    FeedFetcher fetcher(&network);
    FeedSubscriber subscriber(&writer, &fetcher);
    const CodeHighlighter highlighter;
    const ArticlePageRenderer renderer(&highlighter);
    FeedRefresher refresher(database.connection(), &writer, &fetcher);
    refresher.setCredentialStore(&credentials);
    ReaderSettingsStore readerSettings(userSettings.get());
    // Offline capture: its browser engine starts with the first article to capture.
    BackgroundCapture capture(database.connection(), &writer, &network, directory,
                              [] { return std::make_unique<WebPageExtractor>(); });
    capture.setCredentialStore(&credentials);
    MainWindow window(database.connection(), &writer, &subscriber, &renderer, &readerSettings);
    window.setRefresher(&refresher);
    window.setBackgroundCapture(&capture);
    window.setCredentialStore(&credentials);
    window.viewMenu()->setNetworkPreferences(&networkPreferences);
    window.viewMenu()->setLibraryFolder(directory);
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
    // Due feeds a few seconds after the window shows, then periodically; paused while offline.
    window.scheduler()->followSystemReachability();
    window.scheduler()->start();
    // What waited from the last session, once the window has settled.
    QTimer::singleShot(8000, &capture, &BackgroundCapture::captureDue);
    return QApplication::exec();
}

} // namespace Lectern
