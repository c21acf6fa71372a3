// What a feed says about how often it is worth fetching: RSS <ttl>, <skipHours> and
// <skipDays>, and the syndication module (sy:updatePeriod, sy:updateFrequency, sy:updateBase).
#pragma once

#include <QDateTime>

namespace Lectern {

struct RefreshHints
{
    enum class Period { None, Hourly, Daily, Weekly, Monthly, Yearly };

    int ttlMinutes = -1; // <ttl>; -1 when the feed has none
    Period updatePeriod = Period::None;
    int updateFrequency = 0; // updates per period; 0 when not given
    QDateTime updateBase;    // UTC, or null
    quint32 skipHours = 0;   // bit h set: do not fetch during hour h (0-23, GMT)
    quint8 skipDays = 0;     // bit d set: do not fetch on day d + 1 (1 Monday .. 7 Sunday, GMT)

    bool isEmpty() const { return *this == RefreshHints(); }
    // The interval the feed asks for, in minutes: the longer of <ttl> and the syndication
    // period divided by its frequency; -1 when the feed names neither.
    int intervalMinutes() const;

    friend bool operator==(const RefreshHints &, const RefreshHints &) = default;
};

} // namespace Lectern
