#include "library/database/statementcache.h"

#include <QSqlError>

namespace Lectern {

StatementCache::StatementCache(QSqlDatabase db)
    : m_db(std::move(db))
{
}

QSqlQuery *StatementCache::statement(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        QSqlQuery query(m_db);
        if (!query.prepare(sql)) {
            m_error = query.lastError().text();
            return nullptr;
        }
        it = m_statements.emplace(sql, std::move(query)).first;
    }
    it->second.finish();
    return &it->second;
}

QSqlQuery *preparedStatement(StatementCache *cache, QSqlQuery &local, const QString &sql)
{
    if (cache)
        return cache->statement(sql);
    return local.prepare(sql) ? &local : nullptr;
}

} // namespace Lectern
