// When a feed may be fetched again after a failure: never before the time a server asked for
// with Retry-After, and after repeated errors exponentially later (base * 2^(errors-1), capped),
// with jitter so that feeds that failed together do not all come back at the same moment.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <chrono>

class QRandomGenerator;

namespace Lectern {

class FetchBackoff
{
public:
    struct Policy
    {
        std::chrono::seconds base = std::chrono::minutes(10);
        std::chrono::seconds cap = std::chrono::hours(24);
        // A server may ask for a long pause, but not for one that never ends.
        std::chrono::seconds maxRetryAfter = std::chrono::days(7);
        double jitter = 0.2; // the backoff is made up to this fraction longer, at random
    };

    FetchBackoff();
    // random: the jitter's source; QRandomGenerator::global() when null.
    explicit FetchBackoff(const Policy &policy, QRandomGenerator *random = nullptr);

    // A Retry-After value, delta-seconds or an HTTP-date, as an absolute time; null when the
    // value is missing or unreadable.
    static QDateTime parseRetryAfter(const QByteArray &value, const QDateTime &now);

    // errorCount counts the failure just seen (1 for the first in a row). retryAfter may be null.
    QDateTime nextAttempt(int errorCount, const QDateTime &retryAfter, const QDateTime &now) const;
    // The backoff alone, before jitter.
    std::chrono::seconds backoff(int errorCount) const;
    Policy policy() const { return m_policy; }

private:
    Policy m_policy;
    QRandomGenerator *m_random;
};

} // namespace Lectern
