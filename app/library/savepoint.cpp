#include "library/savepoint.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

Savepoint::Savepoint(QSqlDatabase db, QString name)
    : m_db(std::move(db))
    , m_name(std::move(name))
{
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
    if (!exec(u"RELEASE "_s + m_name)) {
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
    // ROLLBACK TO undoes the work but keeps the savepoint; RELEASE then removes it.
    exec(u"ROLLBACK TO "_s + m_name);
    exec(u"RELEASE "_s + m_name);
}

} // namespace Lectern
