// Counts the side panel's smart shelves (Starred, Today, Offline) and what the saved searches
// find, on a worker thread with a connection of its own: on a large library these counts take
// 100-400 ms (Today's rows, a common word's every match), which must not hold the window while
// a refresh changes them every second. One count runs at a time; a request made meanwhile runs
// once it is through.
#pragma once

#include "models/feedtreemodel.h"

#include <QFutureWatcherBase>
#include <QHash>
#include <QObject>
#include <QSqlDatabase>
#include <QString>

namespace Lectern {

class SmartCounter : public QObject
{
    Q_OBJECT
public:
    using Queries = QHash<qint64, QString>; // the query text of each saved search

    // db: the caller's connection, used (on the caller's thread) when its file cannot be opened
    // a second time (an in-memory library).
    explicit SmartCounter(QSqlDatabase db, QObject *parent = nullptr);
    ~SmartCounter() override;

    // Ends with counted(), later or (in-memory libraries) at once: the saved searches' counts,
    // and the three smart shelves' when smartShelves.
    void count(const Queries &queries, bool smartShelves);
    static FeedTreeModel::CountUpdate countNow(QSqlDatabase db, const Queries &queries,
                                               bool smartShelves);

Q_SIGNALS:
    void counted(const Lectern::FeedTreeModel::CountUpdate &counts);

private:
    void start(const Queries &queries, bool smartShelves);

    QSqlDatabase m_db;
    QFutureWatcherBase *m_watcher = nullptr; // the count under way
    bool m_running = false;
    bool m_again = false;
    Queries m_next;
    bool m_nextSmart = false;
};

} // namespace Lectern
