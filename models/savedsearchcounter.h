// Counts what the saved searches find (unread and in all) on a worker thread, with a
// connection of its own: counting a common word reads every match (0.7 s for "memory" on
// 200,000 articles), which must not hold the window. One count runs at a time; a request made
// meanwhile runs once it is through, with the queries then asked for.
#pragma once

#include "library/articlestore.h"

#include <QHash>
#include <QObject>
#include <QSqlDatabase>
#include <QString>

namespace Lectern {

class SavedSearchCounter : public QObject
{
    Q_OBJECT
public:
    using Counts = QHash<qint64, ArticleCounts>; // by saved search
    using Queries = QHash<qint64, QString>;      // the query text of each saved search

    // db: the caller's connection, used (on the caller's thread) when its file cannot be opened
    // a second time (an in-memory library).
    explicit SavedSearchCounter(QSqlDatabase db, QObject *parent = nullptr);
    ~SavedSearchCounter() override;

    // Ends with counted(), later or (in-memory libraries) at once.
    void count(const Queries &queries);
    static Counts countNow(QSqlDatabase db, const Queries &queries);

Q_SIGNALS:
    void counted(const Lectern::SavedSearchCounter::Counts &counts);

private:
    void start(const Queries &queries);

    QSqlDatabase m_db;
    bool m_running = false;
    bool m_again = false;
    Queries m_next;
};

} // namespace Lectern
