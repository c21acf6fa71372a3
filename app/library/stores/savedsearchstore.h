// Searches kept as smart shelves: a name and a query in the library's query syntax, shown in the
// side panel after the smart shelves, in the order they were saved.
#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace Lectern {

struct SavedSearchRecord
{
    qint64 id = 0;
    QString name;
    QString query;
    friend bool operator==(const SavedSearchRecord &, const SavedSearchRecord &) = default;
};

class SavedSearchStore
{
public:
    explicit SavedSearchStore(QSqlDatabase db);

    QList<SavedSearchRecord> searches() const;
    std::optional<SavedSearchRecord> search(qint64 id) const;
    // A name or query of white space only is refused.
    std::optional<qint64> add(const QString &name, const QString &query);
    bool rename(qint64 id, const QString &name);
    bool remove(qint64 id);

    QString errorString() const { return m_error; }

private:
    bool exec(QSqlQuery &query);

    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern
