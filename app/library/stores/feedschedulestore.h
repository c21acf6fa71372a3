// What the refresh scheduler reads about each feed, and the feed's own refresh hints it
// keeps (schema 6).
#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace Lectern {

class StatementCache;

struct RefreshHints;

// Times are UTC milliseconds; 0 means "never" or "not set".
struct FeedSchedule
{
    qint64 feedId = 0;
    qint64 shelfId = 0;
    int overrideMinutes = 0; // the user's interval for this feed; 0: none
    int hintMinutes = -1;    // the interval the feed asks for; -1: none
    quint32 skipHours = 0;   // bit h: not during hour h (UTC)
    quint8 skipDays = 0;     // bit d: not on day d + 1 (1 Monday .. 7 Sunday, UTC)
    qint64 lastSuccessAt = 0;
    qint64 lastErrorAt = 0;
    qint64 nextCheckAt =
        0; // not before this: next_check_at, or retry_not_before (Retry-After, backoff)
};

class FeedScheduleStore
{
public:
    explicit FeedScheduleStore(QSqlDatabase db);
    // Writes through statements kept in `statements` (the library writer's) when given.
    FeedScheduleStore(QSqlDatabase db, StatementCache *statements);

    // Every feed not marked gone, by id.
    QList<FeedSchedule> schedules() const;
    // The feeds (not gone) on the shelf and on the shelves inside it.
    QList<FeedSchedule> schedulesOnShelf(qint64 shelfId) const;
    std::optional<FeedSchedule> schedule(qint64 feedId) const;

    // Keeps what the feed's last stored body said; runs inside FeedIngest's transaction.
    bool recordHints(qint64 feedId, const RefreshHints &hints);
    // The user's interval for the feed, or nullopt to follow the feed's hints and the default.
    bool setInterval(qint64 feedId, std::optional<int> minutes);

    QString errorString() const { return m_error; }

private:
    QList<FeedSchedule> select(const QString &where, const QVariantList &values) const;

    QSqlDatabase m_db;
    StatementCache *m_statements = nullptr;
    mutable QString m_error;
};

} // namespace Lectern
