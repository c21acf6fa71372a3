// Decides when feeds are refreshed and hands them to the FeedRefresher: the due feeds a short
// while after start, then on every periodic check, and after the machine wakes from sleep;
// whatever the user asks (all feeds, a shelf, one feed) at once. While the machine is offline
// nothing starts, so feeds are not marked broken for want of a network; what waited runs when
// it comes back.
#pragma once

#include "net/refreshpolicy.h"
#include "net/schedulerclock.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QSqlDatabase>
#include <QTimer>

namespace Lectern {

class FeedRefresher;

class FeedScheduler : public QObject
{
    Q_OBJECT
public:
    // db is a reading connection: the scheduler only reads; the refresher records outcomes.
    FeedScheduler(QSqlDatabase db, FeedRefresher *refresher,
                  SchedulerClock clock = SchedulerClock::system(), QObject *parent = nullptr);

    void setDefaultInterval(int minutes) { m_policy = RefreshPolicy(minutes); }
    void setStartDelay(int ms) { m_startDelay = ms; }
    // How long to wait after a wake-up before refreshing: the network comes back a little
    // after the machine does.
    void setWakeDelay(int ms) { m_wakeDelay = ms; }

    // Refreshes the due feeds after the start delay, then checks periodically.
    void start();
    void stop();
    // Follows the system's reachability where Qt has a backend for it; false when none loads
    // (the scheduler then assumes it is online).
    bool followSystemReachability();

    // What the user asks for. Feeds whose server asked for a pause (next_check_at) are left
    // out of all and shelf refreshes; one feed asked for by name is always fetched.
    void refreshAll();
    void refreshShelf(qint64 shelfId);
    void refreshFeed(qint64 feedId);
    // Drops everything waiting and stops the running refresh.
    void cancel();

    // The feeds due now for an automatic refresh.
    QList<qint64> dueFeeds() const;
    // The time a feed is next due (UTC ms), or 0 when it is gone or unknown.
    qint64 nextRefreshAt(qint64 feedId) const;
    const RefreshPolicy &policy() const { return m_policy; }

    void setOnline(bool online);
    // One periodic check: notices a wake-up, then refreshes what is due. The timer calls it.
    void check();

Q_SIGNALS:
    void refreshStarted(const QList<qint64> &feedIds, bool automatic);
    void wokeUp();
    void onlineChanged(bool online);

private:
    void refreshDue();
    void request(const QList<qint64> &feedIds);
    void startWaiting();
    bool detectWake();
    qint64 now() const { return m_clock.wallMs(); }

    QSqlDatabase m_db;
    FeedRefresher *m_refresher;
    SchedulerClock m_clock;
    RefreshPolicy m_policy;
    QTimer m_checkTimer;
    QTimer m_soonTimer; // the start delay and the wake delay
    int m_startDelay = 5000;
    int m_wakeDelay = 10000;
    // A wall clock that ran ahead of the monotonic one by more than this was asleep.
    qint64 m_wakeThreshold = 60000;
    qint64 m_lastWall = -1;
    qint64 m_lastMonotonic = -1;
    bool m_online = true;
    QList<qint64> m_waiting; // asked for while a refresh ran or the machine was offline
    bool m_dueWaiting = false;
    QSet<qint64> m_unfinished; // of the refresh running now
    bool m_cancelled = false;
    // Attempts the library may not have recorded yet: the refresher queues its writes.
    QHash<qint64, qint64> m_attemptedAt;
};

} // namespace Lectern
