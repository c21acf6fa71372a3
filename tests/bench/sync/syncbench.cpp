// bench_sync [--items N] [--feeds F] [--kind greader|miniflux]: a real Miniflux (SyncServer)
// follows F generated feeds of N/F items each, served from 127.0.0.1; then, in one run: the
// initial sync of a new library (through the Google Reader API or Miniflux's REST API: requests,
// time, the process's peak memory), a sync with nothing new by the same sync object (as the
// window keeps it), and the peer: the same items fetched with the protocol's client alone,
// nothing stored (ratio = sync / fetch alone). Prints one JSON line last.
#include "benchservers.h"
#include "library/database/database.h"
#include "library/stores/syncstore.h"
#include "library/writes/librarywriter.h"
#include "net/httpclient.h"
#include "sync/googlereaderclient.h"
#include "sync/googlereadersync.h"
#include "sync/minifluxclient.h"
#include "sync/minifluxsync.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace Lectern;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments();
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
    const QString kind = arguments.contains(u"miniflux"_s) ? u"miniflux"_s : u"greader"_s;
    const bool rest = kind == u"miniflux"_s;
    const QString user = rest ? SyncServer::user() : SyncServer::googleReaderUser();
    const QString password = rest ? SyncServer::password() : SyncServer::googleReaderPassword();
    const qint64 accountId =
        SyncStore(db.connection()).addAccount(kind, server.url(), user).value_or(0);
    const SyncAccount account = *SyncStore(db.connection()).account(accountId);
    HttpClient http;
    std::unique_ptr<AccountSync> sync;
    if (rest)
        sync = std::make_unique<MinifluxSync>(&writer, &http, account);
    else
        sync = std::make_unique<GoogleReaderSync>(&writer, &http, account);
    const auto runSync = [&] {
        AccountSync::Outcome outcome;
        QEventLoop loop;
        sync->run(password, [&](const AccountSync::Outcome &done) {
            outcome = done;
            loop.quit();
        });
        loop.exec();
        return outcome;
    };
    QThread::sleep(2); // the items arrived on the server before, not as the sync begins
    const qint64 before = BenchServers::peakKiB();
    const AccountSync::Outcome initial = runSync();
    const qint64 peak = BenchServers::peakKiB();
    QThread::sleep(2); // past a cursor's margin, as between two syncs
    const AccountSync::Outcome quiet = runSync();

    // The peer: the same items fetched and parsed by the protocol's client, nothing stored.
    QElapsedTimer timer;
    timer.start();
    QEventLoop loop;
    int fetched = 0;
    int peerRequests = 0;
    if (rest) {
        MinifluxClient client(&http, server.url());
        client.setLogin(user, password);
        std::function<void(qint64)> page = [&](qint64 after) {
            client.entries(after, {}, false, [&](auto found, const QString &) {
                const qsizetype count = found ? found->items.size() : 0;
                fetched += int(count);
                if (count == MinifluxClient::EntriesPerPage)
                    return page(found->items.last().id);
                peerRequests = client.requestCount();
                loop.quit();
            });
        };
        page(0);
        loop.exec();
    } else {
        GoogleReaderClient client(&http, server.url());
        client.logIn(user, password, [&](const QString &) {
            client.itemIds(QLatin1StringView(GoogleReaderClient::ReadingList), {},
                           [&](auto ids, const QString &) {
                               client.items(ids.value_or(QList<qint64>()),
                                            [&](auto found, const QString &) {
                                                fetched = int(found ? found->size() : 0);
                                                peerRequests = client.requestCount();
                                                loop.quit();
                                            });
                           });
        });
        loop.exec();
    }
    const qint64 peerMs = timer.elapsed();
    out << "initial sync: " << initial.newItems << " items, " << initial.requests << " requests, "
        << initial.milliseconds << " ms" << (initial.error.isEmpty() ? "" : " ERROR ")
        << initial.error << "; peak memory " << peak / 1024 << " MiB (" << before / 1024
        << " before)\n"
        << "nothing new: " << quiet.requests << " requests, " << quiet.milliseconds << " ms\n"
        << "fetch alone: " << fetched << " items, " << peerRequests << " requests, " << peerMs
        << " ms; ratio " << double(initial.milliseconds) / double(std::max<qint64>(1, peerMs))
        << "\n";
    out << QJsonDocument(QJsonObject{{u"kind"_s, kind},
                                     {u"items"_s, initial.newItems},
                                     {u"initialRequests"_s, initial.requests},
                                     {u"initialMs"_s, initial.milliseconds},
                                     {u"peakMiB"_s, peak / 1024},
                                     {u"quietRequests"_s, quiet.requests},
                                     {u"quietMs"_s, quiet.milliseconds},
                                     {u"fetchAloneMs"_s, peerMs},
                                     {u"ratio"_s, double(initial.milliseconds) /
                                                      double(std::max<qint64>(1, peerMs))}})
               .toJson(QJsonDocument::Compact)
        << "\n";
    return initial.error.isEmpty() ? 0 : 1;
}
