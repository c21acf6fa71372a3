// When a feed is next due: the user's interval, else the feed's own hint (within sane
// bounds), else a default; never before the fetcher's not-before time; never in an hour or
// on a day the feed asks to be skipped.
#pragma once

#include "library/stores/feedschedulestore.h"

namespace Lectern {

class RefreshPolicy
{
public:
    // Bounds for a feed's hint: a ttl of 1 is not a reason to poll every minute, and a
    // weekly period still gets looked at daily.
    static constexpr int kMinHintMinutes = 15;
    static constexpr int kMaxHintMinutes = 24 * 60;
    static constexpr int kDefaultMinutes = 60;

    explicit RefreshPolicy(int defaultMinutes = kDefaultMinutes);

    int intervalMinutes(const FeedSchedule &feed) const;
    // The earliest time the feed may be fetched by the interval and the not-before time,
    // before skipped hours and days. lastAttemptAt (0: none) is an attempt the library may
    // not have recorded yet. A feed never fetched is due at once.
    qint64 dueAt(const FeedSchedule &feed, qint64 lastAttemptAt = 0) const;
    // The first moment from now on when the feed may be fetched.
    qint64 nextRefreshAt(const FeedSchedule &feed, qint64 now, qint64 lastAttemptAt = 0) const;
    bool isDue(const FeedSchedule &feed, qint64 now, qint64 lastAttemptAt = 0) const
    {
        return nextRefreshAt(feed, now, lastAttemptAt) <= now;
    }

    static bool isSkipped(qint64 time, quint32 skipHours, quint8 skipDays);
    // time itself when it is not skipped, else the start of the first hour after it that is
    // not. A feed that skips every hour or every day has its skips ignored.
    static qint64 firstAllowed(qint64 time, quint32 skipHours, quint8 skipDays);

private:
    int m_defaultMinutes;
};

} // namespace Lectern
