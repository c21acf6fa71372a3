#include "net/refreshpolicy.h"

#include <QtGlobal>

namespace Lectern {

namespace {
constexpr qint64 kMinute = 60 * 1000;
constexpr qint64 kHour = 60 * kMinute;
constexpr qint64 kDay = 24 * kHour;
constexpr quint32 kAllHours = 0xffffffu;
constexpr quint8 kAllDays = 0x7fu;
} // namespace

RefreshPolicy::RefreshPolicy(int defaultMinutes)
    : m_defaultMinutes(qMax(1, defaultMinutes))
{
}

int RefreshPolicy::intervalMinutes(const FeedSchedule &feed) const
{
    if (feed.overrideMinutes > 0)
        return feed.overrideMinutes;
    if (feed.hintMinutes >= 0)
        return qBound(kMinHintMinutes, feed.hintMinutes, kMaxHintMinutes);
    return m_defaultMinutes;
}

qint64 RefreshPolicy::dueAt(const FeedSchedule &feed, qint64 lastAttemptAt) const
{
    // An error counts as an attempt: a failing feed waits its interval like any other, and the
    // fetcher's backoff (next_check_at) can make it wait longer.
    const qint64 last = qMax(qMax(feed.lastSuccessAt, feed.lastErrorAt), lastAttemptAt);
    const qint64 byInterval = last > 0 ? last + intervalMinutes(feed) * kMinute : 0;
    return qMax(byInterval, feed.nextCheckAt);
}

qint64 RefreshPolicy::nextRefreshAt(const FeedSchedule &feed, qint64 now,
                                    qint64 lastAttemptAt) const
{
    return firstAllowed(qMax(dueAt(feed, lastAttemptAt), now), feed.skipHours, feed.skipDays);
}

bool RefreshPolicy::isSkipped(qint64 time, quint32 skipHours, quint8 skipDays)
{
    if (time < 0)
        return false;
    const int hour = int((time / kHour) % 24);
    // The epoch began on a Thursday: day 0 is weekday 4 (Monday 1 .. Sunday 7).
    const int weekday = int((time / kDay + 3) % 7) + 1;
    const bool hourSkipped = skipHours != kAllHours && (skipHours & (1u << hour));
    const bool daySkipped = (skipDays & kAllDays) != kAllDays && (skipDays & (1u << (weekday - 1)));
    return hourSkipped || daySkipped;
}

qint64 RefreshPolicy::firstAllowed(qint64 time, quint32 skipHours, quint8 skipDays)
{
    // At most a week of hours: some hour of some day is always allowed (see isSkipped).
    for (int step = 0; step < 7 * 24 + 1 && isSkipped(time, skipHours, skipDays); ++step)
        time = (time / kHour + 1) * kHour;
    return time;
}

} // namespace Lectern
