// bench_refresh_stall --library DIR [--jobs N] [--window]: refreshes every feed of the library
// twice (cold, then warm) in a Qt event loop and measures how late a 10 ms timer fires on
// that loop: the longest gap and the 99th percentile. With --window, every library change
// also runs the reads the main window does on its thread (the side panel's feeds, shelves and
// counts, at most once per 200 ms as MainWindow does), so the figures show what a user would
// feel. The last line is one JSON object.
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"

#include "net/httpclient.h"
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

struct Round
{
    double seconds = 0;
    double maxGapMs = 0;
    double p99GapMs = 0;
    int gapsOver50 = 0;
    int ticks = 0;
    RefreshSummary summary;
    int windowReloads = 0;
};

// The reads MainWindow::reloadFeeds does after each change.
void readLikeTheWindow(QSqlDatabase db)
{
    const ArticleStore articles(db);
    volatile qsizetype sink = ShelfStore(db).shelves().size() + FeedStore(db).feeds().size();
    ArticleFilter unread;
    unread.unreadOnly = true;
    ArticleFilter starred;
    starred.starredOnly = true;
    sink = sink + articles.count({}).total + articles.count(unread).total +
           articles.count(starred).total;
    (void)sink;
}

Round runRound(Database &database, LibraryWriter &writer, FeedRefresher &refresher, bool window)
{
    Round round;
    QList<qint64> gapsNs;
    QElapsedTimer clock;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(10);
    qint64 last = 0;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gapsNs.append(now - last);
        last = now;
    });
    // Like the window: a change starts a 200 ms timer unless one runs; it reloads once.
    QTimer reloadTimer;
    reloadTimer.setSingleShot(true);
    reloadTimer.setInterval(200);
    QObject::connect(&reloadTimer, &QTimer::timeout, [&] {
        readLikeTheWindow(database.connection());
        ++round.windowReloads;
    });
    QMetaObject::Connection reload;
    if (window) {
        reload = QObject::connect(&writer, &LibraryWriter::changed, [&] {
            if (!reloadTimer.isActive())
                reloadTimer.start();
        });
    }
    QEventLoop loop;
    QObject::connect(&refresher, &FeedRefresher::finished, &loop,
                     [&](const RefreshSummary &summary) {
                         round.summary = summary;
                         loop.quit();
                     });
    clock.start();
    ticker.start();
    // The refresh starts from the loop, so its first synchronous work is measured too.
    QTimer::singleShot(0, &refresher, [&] { refresher.refresh(); });
    loop.exec();
    round.seconds = clock.nsecsElapsed() / 1e9;
    ticker.stop();
    QObject::disconnect(reload);
    QObject::disconnect(&refresher, &FeedRefresher::finished, &loop, nullptr);
    std::sort(gapsNs.begin(), gapsNs.end());
    round.ticks = int(gapsNs.size());
    if (!gapsNs.isEmpty()) {
        round.maxGapMs = gapsNs.last() / 1e6;
        round.p99GapMs = gapsNs.at(qMin(gapsNs.size() - 1, gapsNs.size() * 99 / 100)) / 1e6;
        round.gapsOver50 = int(
            std::count_if(gapsNs.cbegin(), gapsNs.cend(), [](qint64 g) { return g > 50'000'000; }));
    }
    return round;
}

QJsonObject toJson(const Round &round)
{
    return QJsonObject{
        {u"seconds"_s, round.seconds},       {u"maxGapMs"_s, round.maxGapMs},
        {u"p99GapMs"_s, round.p99GapMs},     {u"gapsOver50ms"_s, round.gapsOver50},
        {u"ticks"_s, round.ticks},           {u"feeds"_s, round.summary.total},
        {u"failed"_s, round.summary.failed}, {u"windowReloads"_s, round.windowReloads}};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption libraryOption(u"library"_s, u"library folder"_s, u"dir"_s);
    const QCommandLineOption jobsOption(u"jobs"_s, u"fetches at once"_s, u"n"_s, u"8"_s);
    const QCommandLineOption windowOption(u"window"_s, u"also read like the window on changes"_s);
    parser.addOptions({libraryOption, jobsOption, windowOption});
    parser.addHelpOption();
    parser.process(app);
    if (!parser.isSet(libraryOption)) {
        std::fprintf(stderr, "usage: bench_refresh_stall --library DIR [--jobs N] [--window]\n");
        return 2;
    }
    Database database(LibraryLocation::databasePath(parser.value(libraryOption)));
    if (!database.open()) {
        std::fprintf(stderr, "bench_refresh_stall: %s\n", qPrintable(database.errorString()));
        return 1;
    }
    LibraryWriter writer(database.path());
    if (!writer.start()) {
        std::fprintf(stderr, "bench_refresh_stall: %s\n", qPrintable(writer.errorString()));
        return 1;
    }
    HttpClient network;
    FeedFetcher fetcher(&network);
    FeedRefresher refresher(database.connection(), &writer, &fetcher);
    refresher.setConcurrency(parser.value(jobsOption).toInt());
    // One local server stands for a thousand hosts: the per-host limit must not cap the run.
    refresher.setPerHostLimit(parser.value(jobsOption).toInt());
    const bool window = parser.isSet(windowOption);

    const Round cold = runRound(database, writer, refresher, window);
    const Round warm = runRound(database, writer, refresher, window);
    for (const auto &[name, round] : {std::pair{"cold", cold}, std::pair{"warm", warm}}) {
        std::printf("%s: %d feeds (%d failed) in %.2f s; timer gaps: max %.1f ms, p99 %.1f ms, "
                    "%d over 50 ms\n",
                    name, round.summary.total, round.summary.failed, round.seconds, round.maxGapMs,
                    round.p99GapMs, round.gapsOver50);
    }
    const QJsonObject result{{u"jobs"_s, parser.value(jobsOption).toInt()},
                             {u"window"_s, window},
                             {u"cold"_s, toJson(cold)},
                             {u"warm"_s, toJson(warm)}};
    std::printf("%s\n", QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    return 0;
}
