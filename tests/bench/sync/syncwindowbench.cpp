// bench_sync_window [--items N] [--feeds F] [--kind greader|miniflux]: the window's longest stall
// while an initial sync of N items from a real Miniflux (SyncServer, F generated feeds served from
// 127.0.0.1) runs in the background, as a person gets it: the window shown on All Articles, the
// sync started by the AccountSyncer the application uses. The peer, in the same run: the same
// window idle for as long. Prints the gaps of a 1 ms timer on the window's thread (longest, p99,
// over 30 ms), the sync's time and requests, and the process's peak memory.
#include "../stallmeter.h"
#include "benchservers.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "library/database/database.h"
#include "library/stores/syncstore.h"
#include "library/writes/librarywriter.h"
#include "models/feedtreemodel.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedsubscriber.h"
#include "net/httpclient.h"
#include "net/memorycredentialstore.h"
#include "reading/readersettingsstore.h"
#include "sync/accountsyncer.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowapplication.h"

#include <QApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

void waitFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

int main(int argc, char **argv)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    QTextStream out(stdout);
    TestHttpServer feeds;
    SyncServer server;
    if (!BenchServers::start(arguments, feeds, server, out))
        return SyncServer::isAvailable() ? 1 : 0;

    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    if (!db.open())
        return 1;
    LibraryWriter writer(db.path());
    if (!writer.start())
        return 1;
    HttpClient http;
    FeedFetcher fetcher(&http);
    FeedSubscriber subscriber(&writer, &fetcher);
    const CodeHighlighter highlighter;
    const ArticlePageRenderer renderer(&highlighter);
    QSettings settingsFile(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    ReaderSettingsStore settings(&settingsFile);
    MemoryCredentialStore keychain;
    AccountSyncer syncer(&writer, &http, &keychain);
    LibraryEngine engine{&writer, &subscriber};
    engine.syncer = &syncer;
    LibrarySession session(db.connection(), engine, &renderer, settings.load());
    MainWindow window(&session, WindowPreferences{&settings});
    window.resize(1280, 800);
    window.show();
    waitFor(2000); // settled

    // Added as Add Account does, then synced in the background.
    qint64 accountId = 0;
    QEventLoop added;
    QObject::connect(&syncer, &AccountSyncer::accountAdded, &added, [&](qint64 id) {
        accountId = id;
        added.quit();
    });
    if (arguments.contains(u"miniflux"_s))
        syncer.addAccount(u"miniflux"_s, server.url(), SyncServer::user(), SyncServer::password());
    else
        syncer.addAccount(u"greader"_s, server.url(), SyncServer::googleReaderUser(),
                          SyncServer::googleReaderPassword());
    added.exec();
    session.showArticlesOf(session.feedModel()->itemFor(session.feedModel()->allArticlesIndex()));

    StallMeter meter;
    AccountSync::Outcome outcome;
    QEventLoop synced;
    QObject::connect(&syncer, &AccountSyncer::syncFinished, &synced,
                     [&](const SyncAccount &, const AccountSync::Outcome &done) {
                         outcome = done;
                         synced.quit();
                     });
    const qint64 before = BenchServers::peakKiB();
    meter.start();
    syncer.sync(accountId);
    synced.exec();
    const double syncLongest = meter.longest();
    const double seconds = meter.seconds();
    meter.stopAndPrint("sync");
    const qint64 peak = BenchServers::peakKiB();

    // The peer: the same window idle for as long.
    meter.start();
    waitFor(int(seconds * 1000));
    const double idleLongest = meter.longest();
    meter.stopAndPrint("idle");

    out << "initial sync in the window: " << outcome.newItems << " items, " << outcome.requests
        << " requests, " << outcome.milliseconds << " ms"
        << (outcome.error.isEmpty() ? "" : " ERROR ") << outcome.error << "; peak memory "
        << peak / 1024 << " MiB (" << before / 1024 << " before)\n"
        << "longest stall: " << syncLongest << " ms syncing, " << idleLongest << " ms idle\n";
    out << QJsonDocument(QJsonObject{{u"items"_s, outcome.newItems},
                                     {u"requests"_s, outcome.requests},
                                     {u"syncMs"_s, outcome.milliseconds},
                                     {u"longestStallMs"_s, syncLongest},
                                     {u"idleLongestMs"_s, idleLongest},
                                     {u"peakMiB"_s, peak / 1024}})
               .toJson(QJsonDocument::Compact)
        << "\n";
    return outcome.error.isEmpty() ? 0 : 1;
}
