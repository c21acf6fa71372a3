#include "net/fetchbackoff.h"

#include "feeds/text/datetimeparser.h"

#include <QRandomGenerator>

namespace Lectern {

FetchBackoff::FetchBackoff()
    : FetchBackoff(Policy{})
{
}

FetchBackoff::FetchBackoff(const Policy &policy, QRandomGenerator *random)
    : m_policy(policy)
    , m_random(random ? random : QRandomGenerator::global())
{
}

QDateTime FetchBackoff::parseRetryAfter(const QByteArray &value, const QDateTime &now)
{
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty())
        return {};
    bool isNumber = false;
    const qint64 seconds = trimmed.toLongLong(&isNumber);
    if (isNumber)
        return seconds >= 0 ? now.addSecs(seconds) : QDateTime();
    // HTTP-dates are RFC 822 dates in GMT (the obsolete forms are read too).
    return DateTimeParser::parseRfc822(QString::fromLatin1(trimmed));
}

std::chrono::seconds FetchBackoff::backoff(int errorCount) const
{
    if (errorCount <= 0)
        return std::chrono::seconds(0);
    // Past 2^20 every sensible cap has been reached; stop before the shift overflows.
    const int doublings = qMin(errorCount - 1, 20);
    const std::chrono::seconds delay = m_policy.base * (qint64(1) << doublings);
    return qMin(delay, m_policy.cap);
}

QDateTime FetchBackoff::nextAttempt(int errorCount, const QDateTime &retryAfter,
                                    const QDateTime &now) const
{
    const double stretch = 1.0 + m_policy.jitter * m_random->generateDouble();
    const qint64 delayMs = qint64(double(backoff(errorCount).count()) * 1000.0 * stretch);
    QDateTime next = now.addMSecs(delayMs);
    if (retryAfter.isValid()) {
        const QDateTime asked = qMin(retryAfter, now.addSecs(m_policy.maxRetryAfter.count()));
        next = qMax(next, asked);
    }
    return next;
}

} // namespace Lectern
