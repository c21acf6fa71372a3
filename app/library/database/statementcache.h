// Statements prepared once for one connection and kept for its life. Preparing a statement
// that writes feeds compiles the triggers on feeds with it, which costs more than running it:
// a refresh runs the same few statements for every feed.
#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <unordered_map>

namespace Lectern {

class StatementCache
{
public:
    explicit StatementCache(QSqlDatabase db);

    // The statement for sql, prepared on first use with its bound values cleared; null when it
    // does not prepare (errorString() says why). Callers finish() what they read from.
    QSqlQuery *statement(const QString &sql);
    QString errorString() const { return m_error; }

private:
    QSqlDatabase m_db;
    std::unordered_map<QString, QSqlQuery> m_statements; // nodes: references stay valid
    QString m_error;
};

// Runs sql through the cache when there is one, else through `local`, prepared for this use.
QSqlQuery *preparedStatement(StatementCache *cache, QSqlQuery &local, const QString &sql);

} // namespace Lectern
