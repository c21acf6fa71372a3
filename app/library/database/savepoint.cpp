#include "library/database/savepoint.h"

#include "library/database/database.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

Savepoint::Savepoint(QSqlDatabase db, QString name)
    : m_db(std::move(db))
    , m_name(std::move(name))
{
    // Outermost, the work takes the write lock before its first read: a deferred transaction
    // that has read cannot wait for another writer and fails at once with "database is locked"
    // (SQLite skips the busy handler then), so it could never share the file with the writer.
    QSqlQuery begin(m_db);
    if (begin.exec(u"BEGIN IMMEDIATE"_s)) {
        m_outermost = true;
        m_open = true;
        return;
    }
    if (Database::isLocked(begin.lastError())) { // waited the busy timeout already
        m_error = begin.lastError().text();
        return;
    }
    // Already inside a transaction (the writer's batch, an enclosing unit): nest.
    m_open = exec(u"SAVEPOINT "_s + m_name);
}

Savepoint::~Savepoint()
{
    rollback();
}

bool Savepoint::exec(const QString &sql)
{
    QSqlQuery query(m_db);
    if (query.exec(sql))
        return true;
    m_error = query.lastError().text();
    return false;
}

bool Savepoint::release()
{
    if (!m_open)
        return false;
    if (!exec(m_outermost ? u"COMMIT"_s : u"RELEASE "_s + m_name)) {
        rollback();
        return false;
    }
    m_open = false;
    return true;
}

void Savepoint::rollback()
{
    if (!m_open)
        return;
    m_open = false;
    if (m_outermost) {
        exec(u"ROLLBACK"_s);
        return;
    }
    // ROLLBACK TO undoes the work but keeps the savepoint; RELEASE then removes it.
    exec(u"ROLLBACK TO "_s + m_name);
    exec(u"RELEASE "_s + m_name);
}

} // namespace Lectern
