// bench_sync [--items N] [--feeds F]: a real Miniflux (SyncServer) follows F generated feeds of
// N/F items each, served from 127.0.0.1; then, in one run: the initial sync of a new library
// (GoogleReaderSync: requests, time, the process's peak memory), a sync with nothing new, and
// the peer: the same ids and contents fetched with the client alone, nothing stored (ratio =
// sync / fetch alone). Prints one JSON line last.
#include "library/database.h"
#include "library/librarywriter.h"
#include "library/syncstore.h"
#include "net/httpclient.h"
#include "sync/googlereaderclient.h"
#include "sync/googlereadersync.h"
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
    const qint64 accountId =
        SyncStore(db.connection())
            .addAccount(u"greader"_s, server.url(), SyncServer::googleReaderUser())
            .value_or(0);
    const SyncAccount account = *SyncStore(db.connection()).account(accountId);
    HttpClient http;
    const auto runSync = [&] {
        GoogleReaderSync sync(&writer, &http, account);
        GoogleReaderSync::Outcome outcome;
        QEventLoop loop;
        sync.run(SyncServer::googleReaderPassword(), [&](const GoogleReaderSync::Outcome &done) {
            outcome = done;
            loop.quit();
        });
        loop.exec();
        return outcome;
    };
    const qint64 before = peakKiB();
    const GoogleReaderSync::Outcome initial = runSync();
    const qint64 peak = peakKiB();
    const GoogleReaderSync::Outcome quiet = runSync();

    // The peer: the same ids and contents, fetched and parsed, nothing stored.
    GoogleReaderClient client(&http, server.url());
    QElapsedTimer timer;
    timer.start();
    QEventLoop loop;
    int fetched = 0;
    client.logIn(SyncServer::googleReaderUser(), SyncServer::googleReaderPassword(),
                 [&](const QString &) {
                     client.itemIds(QLatin1StringView(GoogleReaderClient::ReadingList), {},
                                    [&](auto ids, const QString &) {
                                        client.items(ids.value_or(QList<qint64>()),
                                                     [&](auto found, const QString &) {
                                                         fetched = int(found ? found->size() : 0);
                                                         loop.quit();
                                                     });
                                    });
                 });
    loop.exec();
    const qint64 peerMs = timer.elapsed();
    out << "initial sync: " << initial.newItems << " items, " << initial.requests << " requests, "
        << initial.milliseconds << " ms" << (initial.error.isEmpty() ? "" : " ERROR ")
        << initial.error << "; peak memory " << peak / 1024 << " MiB (" << before / 1024
        << " before)\n"
        << "nothing new: " << quiet.requests << " requests, " << quiet.milliseconds << " ms\n"
        << "fetch alone: " << fetched << " items, " << client.requestCount() << " requests, "
        << peerMs << " ms; ratio "
        << double(initial.milliseconds) / double(std::max<qint64>(1, peerMs)) << "\n";
    out << QJsonDocument(QJsonObject{{u"items"_s, initial.newItems},
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
