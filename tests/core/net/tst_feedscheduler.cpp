// The refresh scheduler over a real library, writer, refresher and a local HTTP server, with
// its clocks in the test's hands so nothing sleeps: due feeds, hints stored by a refresh,
// manual refreshes, offline pause and resume, and wake-up detection.
#include "library/database/database.h"
#include "library/stores/feedschedulestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/feedwrites.h"
#include "library/writes/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include <QDateTime>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestFeedScheduler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void dueFollowsTheLibrary();
    void refreshStoresHintsAndIsNotDueAgain();
    void refreshesDueFeedsAfterStart();
    void manualRefreshes();
    void requestWhileRunningWaits();
    void offlineStartsNothing();
    void goingOfflineStopsAndResumes();
    void wakeIsNoticed();
    void cancelDropsWhatWaits();

private:
    qint64 addFeed(const QString &path, qint64 shelfId = 0);
    void setColumn(qint64 feedId, const char *column, const QVariant &value);
    RefreshSummary waitForRefresh();
    QList<QByteArray> requestedPaths() const;

    TestHttpServer m_server;
    HttpClient m_network;
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
    std::unique_ptr<FeedFetcher> m_fetcher;
    std::unique_ptr<FeedRefresher> m_refresher;
    std::unique_ptr<FeedScheduler> m_scheduler;
    qint64 m_wall = 0;
    qint64 m_monotonic = 0;
    qsizetype m_requestsBefore = 0; // the server is shared by every test
};

namespace {
constexpr qint64 kMinuteMs = 60 * 1000;

QByteArray rss(const QByteArray &channelExtra)
{
    return "<rss version=\"2.0\"><channel><title>Hinted</title>" + channelExtra +
           "<item><guid>a</guid><title>A</title></item></channel></rss>";
}
} // namespace

void TestFeedScheduler::initTestCase()
{
    QVERIFY(m_server.start());
    m_server.serveBody("/plain.rss", rss({}), "application/rss+xml");
    m_server.serveBody("/other.rss", rss({}), "application/rss+xml");
    m_server.serveBody("/third.rss", rss({}), "application/rss+xml");
    m_server.serveBody("/hinted.rss", rss("<ttl>240</ttl><skipHours><hour>3</hour></skipHours>"),
                       "application/rss+xml");
    TestHttpServer::Response stalled;
    stalled.stall = true;
    m_server.serve("/stall.rss", stalled);
}

void TestFeedScheduler::init()
{
    static int n = 0;
    m_db = std::make_unique<Database>(m_dir.filePath(u"schedule-%1.sqlite"_s.arg(++n)));
    QVERIFY(m_db->open());
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
    m_fetcher = std::make_unique<FeedFetcher>(&m_network);
    FeedFetcher::Limits limits;
    limits.stallTimeoutMs = 300;
    m_fetcher->setLimits(limits);
    m_refresher =
        std::make_unique<FeedRefresher>(m_db->connection(), m_writer.get(), m_fetcher.get());
    m_refresher->setConcurrency(1);
    // The refresher stamps outcomes with the real time; the test's wall clock starts there.
    m_wall = QDateTime::currentMSecsSinceEpoch();
    m_monotonic = 1000;
    m_scheduler = std::make_unique<FeedScheduler>(
        m_db->connection(), m_refresher.get(),
        SchedulerClock{[this] { return m_wall; }, [this] { return m_monotonic; }});
    m_scheduler->setStartDelay(0);
    m_scheduler->setWakeDelay(0);
    m_requestsBefore = m_server.requests().size();
}

void TestFeedScheduler::cleanup()
{
    m_scheduler.reset();
    m_refresher.reset();
    m_fetcher.reset();
    m_writer.reset();
    m_db.reset();
}

qint64 TestFeedScheduler::addFeed(const QString &path, qint64 shelfId)
{
    const QUrl url = m_server.url(path);
    FeedStore feeds(m_db->connection());
    feeds.addUnfetched(url, path, {}, shelfId);
    return feeds.idForUrl(url).value_or(0);
}

void TestFeedScheduler::setColumn(qint64 feedId, const char *column, const QVariant &value)
{
    QSqlQuery query(m_db->connection());
    query.prepare(u"UPDATE feeds SET %1 = ? WHERE id = ?"_s.arg(QLatin1StringView(column)));
    query.addBindValue(value);
    query.addBindValue(feedId);
    QVERIFY(query.exec());
}

RefreshSummary TestFeedScheduler::waitForRefresh()
{
    QSignalSpy finished(m_refresher.get(), &FeedRefresher::finished);
    if (m_refresher->isRunning() && !finished.wait(10000))
        return {};
    return finished.isEmpty() ? RefreshSummary() : finished.first().first().value<RefreshSummary>();
}

QList<QByteArray> TestFeedScheduler::requestedPaths() const
{
    QList<QByteArray> paths;
    for (const TestHttpServer::Request &request : m_server.requests().mid(m_requestsBefore))
        paths.append(request.path);
    return paths;
}

void TestFeedScheduler::dueFollowsTheLibrary()
{
    const qint64 fresh = addFeed(u"/f1"_s);
    const qint64 recent = addFeed(u"/f2"_s);
    const qint64 old = addFeed(u"/f3"_s);
    const qint64 overridden = addFeed(u"/f4"_s);
    const qint64 hinted = addFeed(u"/f5"_s);
    const qint64 backedOff = addFeed(u"/f6"_s);
    const qint64 gone = addFeed(u"/f7"_s);
    const qint64 failing = addFeed(u"/f8"_s);
    setColumn(recent, "last_success_at", m_wall - 30 * kMinuteMs);
    setColumn(old, "last_success_at", m_wall - 61 * kMinuteMs);
    setColumn(overridden, "last_success_at", m_wall - 30 * kMinuteMs);
    setColumn(overridden, "interval_minutes", 20);
    setColumn(hinted, "last_success_at", m_wall - 90 * kMinuteMs);
    setColumn(hinted, "hint_minutes", 120);
    setColumn(backedOff, "last_success_at", m_wall - 5 * 60 * kMinuteMs);
    setColumn(backedOff, "next_check_at", m_wall + 10 * kMinuteMs);
    setColumn(gone, "gone", 1);
    setColumn(failing, "last_error_at", m_wall - 10 * kMinuteMs);

    QCOMPARE(m_scheduler->dueFeeds(), (QList<qint64>{fresh, old, overridden}));
    QCOMPARE(m_scheduler->nextRefreshAt(recent), m_wall + 30 * kMinuteMs);
    QCOMPARE(m_scheduler->nextRefreshAt(hinted), m_wall + 30 * kMinuteMs);
    QCOMPARE(m_scheduler->nextRefreshAt(backedOff), m_wall + 10 * kMinuteMs);
    QCOMPARE(m_scheduler->nextRefreshAt(gone), 0);

    m_wall += 31 * kMinuteMs;
    QCOMPARE(m_scheduler->dueFeeds(),
             (QList<qint64>{fresh, recent, old, overridden, hinted, backedOff}));
    m_wall += 20 * kMinuteMs;
    QVERIFY(m_scheduler->dueFeeds().contains(failing));

    // The default interval is a setting.
    m_wall -= 51 * kMinuteMs;
    m_scheduler->setDefaultInterval(15);
    QVERIFY(m_scheduler->dueFeeds().contains(recent));
}

void TestFeedScheduler::refreshStoresHintsAndIsNotDueAgain()
{
    const qint64 id = addFeed(u"/hinted.rss"_s);
    m_scheduler->refreshFeed(id);
    QCOMPARE(waitForRefresh().failed, 0);
    // The refresher's writes are queued: the scheduler knows the attempt before they land.
    QVERIFY(!m_scheduler->dueFeeds().contains(id));
    m_writer->feeds().recordFetch(0, {}).waitForFinished(); // a barrier: earlier jobs are done
    const auto stored = FeedScheduleStore(m_db->connection()).schedule(id);
    QVERIFY(stored);
    QCOMPARE(stored->hintMinutes, 240);
    QCOMPARE(stored->skipHours, 1u << 3);
    QVERIFY(stored->lastSuccessAt > 0);
    const qint64 next = m_scheduler->nextRefreshAt(id);
    QVERIFY2(next >= stored->lastSuccessAt + 240 * kMinuteMs, qPrintable(QString::number(next)));
    m_wall = next;
    QCOMPARE(m_scheduler->dueFeeds(), QList<qint64>{id});
}

void TestFeedScheduler::refreshesDueFeedsAfterStart()
{
    const qint64 a = addFeed(u"/plain.rss"_s);
    const qint64 b = addFeed(u"/other.rss"_s);
    setColumn(b, "last_success_at", m_wall - 5 * kMinuteMs);
    QSignalSpy started(m_scheduler.get(), &FeedScheduler::refreshStarted);
    m_scheduler->start();
    QVERIFY(started.wait(5000));
    QCOMPARE(started.first().at(0).value<QList<qint64>>(), QList<qint64>{a});
    QCOMPARE(started.first().at(1).toBool(), true);
    waitForRefresh();
    // Right after, nothing is due: a periodic check starts nothing.
    m_wall += kMinuteMs;
    m_monotonic += kMinuteMs;
    m_scheduler->check();
    QCOMPARE(started.size(), 1);
    QVERIFY(!m_refresher->isRunning());
    m_wall += 60 * kMinuteMs;
    m_monotonic += 60 * kMinuteMs;
    m_scheduler->check();
    QCOMPARE(started.size(), 2);
    QCOMPARE(started.last().at(0).value<QList<qint64>>(), (QList<qint64>{a, b}));
    waitForRefresh();
}

void TestFeedScheduler::manualRefreshes()
{
    ShelfStore shelves(m_db->connection());
    const auto systems = shelves.addPath(u"Systems"_s);
    const auto gpu = shelves.addPath(u"Systems/GPU"_s);
    const auto other = shelves.addPath(u"Other"_s);
    QVERIFY(systems && gpu && other);
    const qint64 onSystems = addFeed(u"/plain.rss"_s, *systems);
    const qint64 onGpu = addFeed(u"/other.rss"_s, *gpu);
    const qint64 onOther = addFeed(u"/third.rss"_s, *other);
    const qint64 paused = addFeed(u"/hinted.rss"_s, *gpu);
    setColumn(paused, "next_check_at", m_wall + 10 * kMinuteMs); // the server asked for a pause
    QSignalSpy started(m_scheduler.get(), &FeedScheduler::refreshStarted);

    m_scheduler->refreshShelf(*systems);
    QCOMPARE(started.last().at(0).value<QList<qint64>>(), (QList<qint64>{onSystems, onGpu}));
    QCOMPARE(started.last().at(1).toBool(), false);
    waitForRefresh();
    m_scheduler->refreshAll();
    QCOMPARE(started.last().at(0).value<QList<qint64>>(),
             (QList<qint64>{onSystems, onGpu, onOther}));
    waitForRefresh();
    // Asked for by name, a feed is fetched whatever its schedule says.
    m_scheduler->refreshFeed(paused);
    QCOMPARE(started.last().at(0).value<QList<qint64>>(), QList<qint64>{paused});
    waitForRefresh();
    QCOMPARE(started.size(), 3);
    m_scheduler->refreshFeed(9999); // no such feed: nothing starts
    QCOMPARE(started.size(), 3);
}

void TestFeedScheduler::requestWhileRunningWaits()
{
    const qint64 a = addFeed(u"/plain.rss"_s);
    const qint64 b = addFeed(u"/other.rss"_s);
    QSignalSpy started(m_scheduler.get(), &FeedScheduler::refreshStarted);
    m_scheduler->refreshFeed(a);
    m_scheduler->refreshFeed(b); // a refresh runs: b waits for it
    QCOMPARE(started.size(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(started.size(), 2, 10000);
    QCOMPARE(started.last().at(0).value<QList<qint64>>(), QList<qint64>{b});
    waitForRefresh();
    QCOMPARE(requestedPaths(), (QList<QByteArray>{"/plain.rss", "/other.rss"}));
}

void TestFeedScheduler::offlineStartsNothing()
{
    const qint64 a = addFeed(u"/plain.rss"_s);
    QSignalSpy online(m_scheduler.get(), &FeedScheduler::onlineChanged);
    QSignalSpy started(m_scheduler.get(), &FeedScheduler::refreshStarted);
    m_scheduler->setOnline(false);
    QCOMPARE(online.size(), 1);
    m_scheduler->refreshAll();
    m_scheduler->check();
    QVERIFY(!m_refresher->isRunning());
    QCOMPARE(started.size(), 0);
    QTest::qWait(50);
    QCOMPARE(requestedPaths(), QList<QByteArray>());
    // No feed was marked broken for the missing network.
    QVERIFY(FeedStore(m_db->connection()).feed(a)->lastError.isEmpty());

    m_scheduler->setOnline(true);
    QCOMPARE(started.size(), 1);
    QCOMPARE(started.first().at(0).value<QList<qint64>>(), QList<qint64>{a});
    QCOMPARE(waitForRefresh().failed, 0);
}

void TestFeedScheduler::goingOfflineStopsAndResumes()
{
    // One fetch at a time: the first stalls, so the network goes away before the others start.
    const qint64 stalled = addFeed(u"/stall.rss"_s);
    const qint64 a = addFeed(u"/plain.rss"_s);
    const qint64 b = addFeed(u"/other.rss"_s);
    QSignalSpy started(m_scheduler.get(), &FeedScheduler::refreshStarted);
    m_scheduler->refreshAll();
    QCOMPARE(started.last().at(0).value<QList<qint64>>(), (QList<qint64>{stalled, a, b}));
    m_scheduler->setOnline(false);
    const RefreshSummary summary = waitForRefresh();
    // The fetch in flight failed with the network gone: not the feed's failure.
    QCOMPARE(summary.total, 0);
    QCOMPARE(summary.failed, 0);
    QCOMPARE(requestedPaths(), QList<QByteArray>{"/stall.rss"});
    const FeedFetchState state = FeedStore(m_db->connection()).fetchStates({stalled}).value(0);
    QCOMPARE(state.errorCount, 0);
    QVERIFY(!state.retryNotBefore.isValid());

    // Back online, everything unfinished runs, the stalled feed too (and fails for real).
    m_scheduler->setOnline(true);
    QCOMPARE(started.size(), 2);
    QCOMPARE(started.last().at(0).value<QList<qint64>>(), (QList<qint64>{stalled, a, b}));
    const RefreshSummary resumed = waitForRefresh();
    QCOMPARE(resumed.failed, 1);
    QCOMPARE(resumed.total, 3);
}

void TestFeedScheduler::wakeIsNoticed()
{
    const qint64 a = addFeed(u"/plain.rss"_s);
    setColumn(a, "last_success_at", m_wall - 5 * kMinuteMs);
    QSignalSpy woke(m_scheduler.get(), &FeedScheduler::wokeUp);
    QSignalSpy started(m_scheduler.get(), &FeedScheduler::refreshStarted);
    m_scheduler->setStartDelay(60 * 60 * 1000); // keep the start refresh out of the way
    m_scheduler->start();
    // Both clocks move together: the machine was awake.
    m_wall += kMinuteMs;
    m_monotonic += kMinuteMs;
    m_scheduler->check();
    QCOMPARE(woke.size(), 0);
    // A small drift between the clocks is no sleep.
    m_wall += kMinuteMs + 500;
    m_monotonic += kMinuteMs;
    m_scheduler->check();
    QCOMPARE(woke.size(), 0);
    QCOMPARE(started.size(), 0);
    // Two hours of wall time in one minute of monotonic time: the machine slept.
    m_wall += 2 * 60 * kMinuteMs;
    m_monotonic += kMinuteMs;
    m_scheduler->check();
    QCOMPARE(woke.size(), 1);
    // The refresh comes after the wake delay (0 here), not in the same call.
    QCOMPARE(started.size(), 0);
    QVERIFY(started.wait(5000));
    QCOMPARE(started.first().at(0).value<QList<qint64>>(), QList<qint64>{a});
    waitForRefresh();
    m_scheduler->stop();
}

void TestFeedScheduler::cancelDropsWhatWaits()
{
    const qint64 stalled = addFeed(u"/stall.rss"_s);
    const qint64 a = addFeed(u"/plain.rss"_s);
    QSignalSpy started(m_scheduler.get(), &FeedScheduler::refreshStarted);
    m_scheduler->refreshFeed(stalled);
    m_scheduler->refreshFeed(a); // waits behind the stalled one
    m_scheduler->cancel();
    waitForRefresh();
    QCOMPARE(started.size(), 1);
    QTest::qWait(50);
    QCOMPARE(requestedPaths(), QList<QByteArray>{"/stall.rss"});
}

LECTERN_TEST_GUILESS_MAIN(tst_feedscheduler, TestFeedScheduler)
#include "tst_feedscheduler.moc"
