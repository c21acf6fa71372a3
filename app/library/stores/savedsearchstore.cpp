#include "library/stores/savedsearchstore.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

SavedSearchStore::SavedSearchStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

bool SavedSearchStore::exec(QSqlQuery &query)
{
    if (query.exec())
        return true;
    m_error = query.lastError().text();
    return false;
}

QList<SavedSearchRecord> SavedSearchStore::searches() const
{
    QList<SavedSearchRecord> found;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT id, name, query FROM saved_searches ORDER BY position, id"_s))
        return found;
    while (query.next())
        found.append(
            {query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString()});
    return found;
}

std::optional<SavedSearchRecord> SavedSearchStore::search(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT name, query FROM saved_searches WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return SavedSearchRecord{id, query.value(0).toString(), query.value(1).toString()};
}

std::optional<qint64> SavedSearchStore::add(const QString &name, const QString &text)
{
    if (name.trimmed().isEmpty() || text.trimmed().isEmpty()) {
        m_error = u"a saved search needs a name and a query"_s;
        return std::nullopt;
    }
    QSqlQuery query(m_db);
    query.prepare(u"INSERT INTO saved_searches (name, query, position)"
                  " SELECT ?, ?, coalesce(max(position), 0) + 1 FROM saved_searches"_s);
    query.addBindValue(name.trimmed());
    query.addBindValue(text.trimmed());
    if (!exec(query))
        return std::nullopt;
    return query.lastInsertId().toLongLong();
}

bool SavedSearchStore::rename(qint64 id, const QString &name)
{
    if (name.trimmed().isEmpty())
        return false;
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE saved_searches SET name = ? WHERE id = ?"_s);
    query.addBindValue(name.trimmed());
    query.addBindValue(id);
    return exec(query) && query.numRowsAffected() == 1;
}

bool SavedSearchStore::remove(qint64 id)
{
    QSqlQuery query(m_db);
    query.prepare(u"DELETE FROM saved_searches WHERE id = ?"_s);
    query.addBindValue(id);
    return exec(query) && query.numRowsAffected() == 1;
}

} // namespace Lectern
