#include "net/feedscheduler.h"

#include "net/feedrefresher.h"

#include <QNetworkInformation>

#include <algorithm>

namespace Lectern {

FeedScheduler::FeedScheduler(QSqlDatabase db, FeedRefresher *refresher, SchedulerClock clock,
                             QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_refresher(refresher)
    , m_clock(std::move(clock))
{
    m_checkTimer.setInterval(60 * 1000);
    connect(&m_checkTimer, &QTimer::timeout, this, &FeedScheduler::check);
    m_soonTimer.setSingleShot(true);
    connect(&m_soonTimer, &QTimer::timeout, this, &FeedScheduler::refreshDue);
    connect(m_refresher, &FeedRefresher::feedFinished, this, [this](qint64 feedId) {
        m_attemptedAt.insert(feedId, now());
        m_unfinished.remove(feedId);
    });
    connect(m_refresher, &FeedRefresher::finished, this, [this] {
        // Feeds a refresh stopped short of because the network went away run when it is back;
        // those the user cancelled do not.
        if (!m_online && !m_cancelled) {
            QList<qint64> unfinished(m_unfinished.cbegin(), m_unfinished.cend());
            std::sort(unfinished.begin(), unfinished.end());
            for (qint64 id : std::as_const(unfinished)) {
                if (!m_waiting.contains(id))
                    m_waiting.append(id);
            }
        }
        m_unfinished.clear();
        m_cancelled = false;
        startWaiting();
    });
}

void FeedScheduler::start()
{
    detectWake(); // takes the clocks' first readings
    m_checkTimer.start();
    m_soonTimer.start(m_startDelay);
}

void FeedScheduler::stop()
{
    m_checkTimer.stop();
    m_soonTimer.stop();
}

bool FeedScheduler::followSystemReachability()
{
    if (!QNetworkInformation::loadBackendByFeatures(QNetworkInformation::Feature::Reachability))
        return false;
    QNetworkInformation *information = QNetworkInformation::instance();
    // Only "disconnected" is offline: "unknown" may well be online, and "local" still reaches
    // feeds on the local network.
    const auto apply = [this](QNetworkInformation::Reachability reachability) {
        setOnline(reachability != QNetworkInformation::Reachability::Disconnected);
    };
    connect(information, &QNetworkInformation::reachabilityChanged, this, apply);
    apply(information->reachability());
    return true;
}

void FeedScheduler::refreshAll()
{
    const qint64 time = now();
    QList<qint64> ids;
    for (const FeedSchedule &feed : FeedScheduleStore(m_db).schedules()) {
        if (feed.nextCheckAt <= time)
            ids.append(feed.feedId);
    }
    request(ids);
}

void FeedScheduler::refreshShelf(qint64 shelfId)
{
    const qint64 time = now();
    QList<qint64> ids;
    for (const FeedSchedule &feed : FeedScheduleStore(m_db).schedulesOnShelf(shelfId)) {
        if (feed.nextCheckAt <= time)
            ids.append(feed.feedId);
    }
    request(ids);
}

void FeedScheduler::refreshFeed(qint64 feedId)
{
    if (FeedScheduleStore(m_db).schedule(feedId))
        request({feedId});
}

void FeedScheduler::cancel()
{
    m_waiting.clear();
    m_dueWaiting = false;
    if (m_refresher->isRunning()) {
        m_cancelled = true;
        m_refresher->cancel();
    }
}

QList<qint64> FeedScheduler::dueFeeds() const
{
    const qint64 time = now();
    QList<qint64> due;
    for (const FeedSchedule &feed : FeedScheduleStore(m_db).schedules()) {
        if (m_policy.isDue(feed, time, m_attemptedAt.value(feed.feedId)))
            due.append(feed.feedId);
    }
    return due;
}

qint64 FeedScheduler::nextRefreshAt(qint64 feedId) const
{
    const auto feed = FeedScheduleStore(m_db).schedule(feedId);
    if (!feed)
        return 0;
    return m_policy.nextRefreshAt(*feed, now(), m_attemptedAt.value(feedId));
}

void FeedScheduler::setOnline(bool online)
{
    if (online == m_online)
        return;
    m_online = online;
    Q_EMIT onlineChanged(online);
    if (!online) {
        // Fetches in flight end on their own, and one the network fails records no error;
        // nothing more starts until the network is back.
        if (m_refresher->isRunning()) {
            m_dueWaiting = true;
            m_refresher->cancelForOffline();
        }
        return;
    }
    m_dueWaiting = true; // whatever fell due meanwhile
    startWaiting();
}

void FeedScheduler::check()
{
    if (detectWake()) {
        Q_EMIT wokeUp();
        m_soonTimer.start(m_wakeDelay);
        return;
    }
    refreshDue();
}

bool FeedScheduler::detectWake()
{
    const qint64 wall = m_clock.wallMs();
    const qint64 monotonic = m_clock.monotonicMs();
    const bool woke =
        m_lastWall >= 0 && (wall - m_lastWall) - (monotonic - m_lastMonotonic) > m_wakeThreshold;
    m_lastWall = wall;
    m_lastMonotonic = monotonic;
    return woke;
}

void FeedScheduler::refreshDue()
{
    if (!m_online || m_refresher->isRunning()) {
        m_dueWaiting = true;
        return;
    }
    m_dueWaiting = false;
    const QList<qint64> due = dueFeeds();
    if (due.isEmpty())
        return;
    m_unfinished = QSet<qint64>(due.cbegin(), due.cend());
    m_refresher->refresh(due);
    Q_EMIT refreshStarted(due, true);
}

void FeedScheduler::request(const QList<qint64> &feedIds)
{
    for (qint64 id : feedIds) {
        if (!m_waiting.contains(id))
            m_waiting.append(id);
    }
    startWaiting();
}

void FeedScheduler::startWaiting()
{
    if (!m_online || m_refresher->isRunning())
        return;
    if (!m_waiting.isEmpty()) {
        const QList<qint64> ids = std::exchange(m_waiting, {});
        m_unfinished = QSet<qint64>(ids.cbegin(), ids.cend());
        // refreshAll and refreshShelf left out the feeds told to wait; what remains waiting
        // here was named by the user, who may know better (a server back up).
        m_refresher->refresh(ids, FeedRefresher::Waits::Override);
        Q_EMIT refreshStarted(ids, false);
    } else if (m_dueWaiting) {
        refreshDue();
    }
}

} // namespace Lectern
