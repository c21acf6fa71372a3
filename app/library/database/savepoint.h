// A unit of work that is all or nothing, nestable: alone it is a transaction of its own that
// holds the write lock from the start, inside the writer's batch (or another unit) it is a
// SAVEPOINT within that single commit. Rolled back unless released.
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Lectern {

class Savepoint
{
public:
    Savepoint(QSqlDatabase db, QString name);
    ~Savepoint();
    Savepoint(const Savepoint &) = delete;
    Savepoint &operator=(const Savepoint &) = delete;

    bool isOpen() const { return m_open; }
    // Whether it is a transaction of its own (not nested in another).
    bool isOutermost() const { return m_outermost; }
    // Keeps the work (commits it when no transaction encloses it); false with errorString().
    bool release();
    // Undoes the work; also what the destructor does to an unreleased savepoint.
    void rollback();
    QString errorString() const { return m_error; }

private:
    bool exec(const QString &sql);

    QSqlDatabase m_db;
    QString m_name;
    QString m_error;
    bool m_open = false;
    bool m_outermost = false;
};

} // namespace Lectern
