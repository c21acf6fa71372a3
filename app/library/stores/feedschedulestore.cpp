#include "library/stores/feedschedulestore.h"

#include "library/database/statementcache.h"

#include "feeds/refreshhints.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace Lectern {

FeedScheduleStore::FeedScheduleStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

FeedScheduleStore::FeedScheduleStore(QSqlDatabase db, StatementCache *statements)
    : m_db(std::move(db))
    , m_statements(statements)
{
}

QList<FeedSchedule> FeedScheduleStore::select(const QString &where,
                                              const QVariantList &values) const
{
    QList<FeedSchedule> schedules;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        u"SELECT id, coalesce(shelf_id, 0), coalesce(interval_minutes, 0),"
        " coalesce(hint_minutes, -1), skip_hours, skip_days,"
        " coalesce(last_success_at, 0), coalesce(last_error_at, 0),"
        " max(coalesce(next_check_at, 0), coalesce(retry_not_before, 0))"
        " FROM feeds WHERE gone = 0 AND kind NOT IN ('saved', 'synced') "_s + // never fetched
        where +
        u" ORDER BY id"_s);
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return schedules;
    }
    while (query.next()) {
        FeedSchedule feed;
        feed.feedId = query.value(0).toLongLong();
        feed.shelfId = query.value(1).toLongLong();
        feed.overrideMinutes = query.value(2).toInt();
        feed.hintMinutes = query.value(3).toInt();
        feed.skipHours = quint32(query.value(4).toLongLong()) & 0xffffffu;
        feed.skipDays = quint8(query.value(5).toInt() & 0x7f);
        feed.lastSuccessAt = query.value(6).toLongLong();
        feed.lastErrorAt = query.value(7).toLongLong();
        feed.nextCheckAt = query.value(8).toLongLong();
        schedules.append(feed);
    }
    return schedules;
}

QList<FeedSchedule> FeedScheduleStore::schedules() const
{
    return select({}, {});
}

QList<FeedSchedule> FeedScheduleStore::schedulesOnShelf(qint64 shelfId) const
{
    return select(u"AND shelf_id IN (WITH RECURSIVE inside(id) AS (SELECT ? UNION"
                  " SELECT s.id FROM shelves s JOIN inside i ON s.parent_id = i.id)"
                  " SELECT id FROM inside)"_s,
                  {shelfId});
}

std::optional<FeedSchedule> FeedScheduleStore::schedule(qint64 feedId) const
{
    const QList<FeedSchedule> found = select(u"AND id = ?"_s, {feedId});
    if (found.isEmpty())
        return std::nullopt;
    return found.first();
}

bool FeedScheduleStore::recordHints(qint64 feedId, const RefreshHints &hints)
{
    QSqlQuery local(m_db);
    QSqlQuery *query = preparedStatement(
        m_statements, local,
        u"UPDATE feeds SET hint_minutes = ?, skip_hours = ?, skip_days = ? WHERE id = ?"_s);
    if (!query) {
        m_error = m_statements ? m_statements->errorString() : local.lastError().text();
        return false;
    }
    const int minutes = hints.intervalMinutes();
    query->addBindValue(minutes >= 0 ? QVariant(minutes) : QVariant(QMetaType::fromType<int>()));
    query->addBindValue(qint64(hints.skipHours));
    query->addBindValue(int(hints.skipDays));
    query->addBindValue(feedId);
    if (!query->exec()) {
        m_error = query->lastError().text();
        return false;
    }
    return true;
}

bool FeedScheduleStore::setInterval(qint64 feedId, std::optional<int> minutes)
{
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE feeds SET interval_minutes = ? WHERE id = ?"_s);
    query.addBindValue(minutes && *minutes > 0 ? QVariant(*minutes)
                                               : QVariant(QMetaType::fromType<int>()));
    query.addBindValue(feedId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

} // namespace Lectern
