// bench_sync [--items N] [--feeds F] [--kind greader|miniflux]: a real Miniflux (SyncServer)
// follows F generated feeds of N/F items each, served from 127.0.0.1; then, in one run: the
// initial sync of a new library (through the Google Reader API or Miniflux's REST API: requests,
// time, the process's peak memory), a sync with nothing new by the same sync object (as the
// window keeps it), and the peer: the same items fetched with the protocol's client alone,
// nothing stored (ratio = sync / fetch alone). Prints one JSON line last.
#include "library/database.h"
#include "library/librarywriter.h"
#include "library/syncstore.h"
#include "net/httpclient.h"
#include "sync/googlereaderclient.h"
#include "sync/googlereadersync.h"
#include "sync/minifluxclient.h"
#include "sync/minifluxsync.h"
#include "syncserver.h"
#include "testhttpserver.h"

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

namespace {

QByteArray feedOf(int feed, int items)
{
    QByteArray xml = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Bench feed " +
                     QByteArray::number(feed) + "</title><link>http://127.0.0.1/</link>";
    for (int i = 0; i < items; ++i) {
        const QByteArray n = QByteArray::number(feed) + '-' + QByteArray::number(i);
        xml += "<item><title>Item " + n + "</title><link>http://127.0.0.1/" + n +
               "</link><guid>urn:bench:" + n +
               "</guid><pubDate>Tue, 01 Dec 2026 08:00:00 GMT"
               "</pubDate><description>&lt;p&gt;Warp shuffles, item " +
               n +
               ", with a paragraph of text long enough to be an article's summary.&lt;/p&gt;"
               "</description></item>";
    }
    return xml + "</channel></rss>";
}

qint64 peakKiB()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments();
    const auto option = [&](const QString &name, int fallback) {
        const qsizetype at = arguments.indexOf(name);
        return at >= 0 && at + 1 < arguments.size() ? arguments.at(at + 1).toInt() : fallback;
    };
    const int items = option(u"--items"_s, 10'000);
    const int feedCount = std::max(1, option(u"--feeds"_s, std::max(1, items / 10'000)));
    QTextStream out(stdout);
    if (!SyncServer::isAvailable()) {
        out << "Miniflux and PostgreSQL are not installed\n";
        return 0;
    }
    TestHttpServer feeds;
    feeds.start();
    for (int f = 0; f < feedCount; ++f)
        feeds.serveBody("/feed" + QByteArray::number(f) + ".rss", feedOf(f, items / feedCount),
                        "application/rss+xml");
    SyncServer server;
    if (!server.start()) {
        out << server.errorString() << "\n";
        return 1;
    }
    QElapsedTimer setup;
    setup.start();
    for (int f = 0; f < feedCount; ++f)
        server.rest("POST", u"/v1/feeds"_s,
                    QJsonDocument(
                        QJsonObject{{u"feed_url"_s, feeds.url(u"/feed%1.rss"_s.arg(f)).toString()},
                                    {u"category_id"_s, 1}})
                        .toJson());
    const int onServer = server.rest("GET", u"/v1/entries?limit=1"_s)[u"total"_s].toInt();
    out << "server: " << onServer << " items in " << feedCount << " feeds (" << setup.elapsed()
        << " ms to fetch them)\n";
    out.flush();

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
    const qint64 before = peakKiB();
    const AccountSync::Outcome initial = runSync();
    const qint64 peak = peakKiB();
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
