// What the sync benches share: F generated feeds of N/F items each (distinct times, as real
// feeds have) served from 127.0.0.1, a real Miniflux following them (SyncServer), and the
// process's peak memory.
#pragma once

#include "syncserver.h"
#include "testhttpserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QStringList>
#include <QTextStream>
#include <algorithm>

namespace BenchServers {

inline QByteArray feedOf(int feed, int items)
{
    QByteArray xml = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Bench feed " +
                     QByteArray::number(feed) + "</title><link>http://127.0.0.1/</link>";
    for (int i = 0; i < items; ++i) {
        const QByteArray n = QByteArray::number(feed) + '-' + QByteArray::number(i);
        xml += "<item><title>Item " + n + "</title><link>http://127.0.0.1/" + n +
               "</link><guid>urn:bench:" + n +
               "</guid><pubDate>Tue, 01 Dec 2026 08:" + QByteArray::number(10 + i % 50) +
               ":00 GMT</pubDate><description>&lt;p&gt;Warp shuffles, item " + n +
               ", with a paragraph of text long enough to be an article's summary.&lt;/p&gt;"
               "</description></item>";
    }
    return xml + "</channel></rss>";
}

inline qint64 peakKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return 0;
}

// --items N (default 10,000) and --feeds F (default one per 10,000 items): served and followed.
// False, said on out, when Miniflux is missing or did not come up.
inline bool start(const QStringList &arguments, TestHttpServer &feeds, SyncServer &server,
                  QTextStream &out)
{
    const auto option = [&](const QString &name, int fallback) {
        const qsizetype at = arguments.indexOf(name);
        return at >= 0 && at + 1 < arguments.size() ? arguments.at(at + 1).toInt() : fallback;
    };
    const int items = option(QStringLiteral("--items"), 10'000);
    const int feedCount =
        std::max(1, option(QStringLiteral("--feeds"), std::max(1, items / 10'000)));
    if (!SyncServer::isAvailable()) {
        out << "Miniflux and PostgreSQL are not installed\n";
        return false;
    }
    feeds.start();
    for (int f = 0; f < feedCount; ++f)
        feeds.serveBody("/feed" + QByteArray::number(f) + ".rss", feedOf(f, items / feedCount),
                        "application/rss+xml");
    if (!server.start()) {
        out << server.errorString() << "\n";
        return false;
    }
    QElapsedTimer setup;
    setup.start();
    for (int f = 0; f < feedCount; ++f)
        server.follow(feeds.url(QStringLiteral("/feed%1.rss").arg(f)));
    out << "server: "
        << server.rest("GET", QStringLiteral("/v1/entries?limit=1"))[QStringLiteral("total")]
               .toInt()
        << " items in " << feedCount << " feeds (" << setup.elapsed() << " ms to fetch them)\n";
    out.flush();
    return true;
}

} // namespace BenchServers
