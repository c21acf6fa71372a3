#include "models/savedsearchcounter.h"

#include "library/database.h"
#include "library/searchquery.h"
#include "library/searchstore.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>

using namespace Qt::StringLiterals;

namespace Lectern {

SavedSearchCounter::SavedSearchCounter(QSqlDatabase db, QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
{
}

SavedSearchCounter::~SavedSearchCounter() = default;

SavedSearchCounter::Counts SavedSearchCounter::countNow(QSqlDatabase db, const Queries &queries)
{
    Counts counts;
    SearchStore store(db);
    for (auto it = queries.cbegin(); it != queries.cend(); ++it) {
        SearchQuery query = SearchQuery::parse(*it);
        const qint64 total = store.count(query).value_or(0);
        qint64 unread = total;
        if (!query.unreadOnly) {
            query.unreadOnly = true;
            unread = store.count(query).value_or(0);
        }
        counts.insert(it.key(), {int(unread), int(total)});
    }
    return counts;
}

void SavedSearchCounter::count(const Queries &queries)
{
    const QString path = m_db.databaseName();
    if (path.isEmpty() || path == u":memory:"_s) {
        Q_EMIT counted(countNow(m_db, queries));
        return;
    }
    if (m_running) {
        m_again = true;
        m_next = queries;
        return;
    }
    start(queries);
}

void SavedSearchCounter::start(const Queries &queries)
{
    m_running = true;
    auto *watcher = new QFutureWatcher<Counts>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_running = false;
        Q_EMIT counted(watcher->result());
        if (std::exchange(m_again, false))
            start(std::exchange(m_next, {}));
    });
    watcher->setFuture(QtConcurrent::run([path = m_db.databaseName(), queries] {
        static std::atomic<int> serial{0};
        Database database(path, u"saved-search-counts-%1"_s.arg(++serial));
        return database.open() ? countNow(database.connection(), queries) : Counts();
    }));
}

} // namespace Lectern
