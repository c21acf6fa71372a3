#include "models/smartcounter.h"

#include "library/database/database.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "library/stores/articlefilter.h"
#include "library/stores/articlestore.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>

using namespace Qt::StringLiterals;

namespace Lectern {

SmartCounter::SmartCounter(QSqlDatabase db, QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
{
}

// A count under way still holds the library's file: it ends before the library may go.
SmartCounter::~SmartCounter()
{
    if (m_watcher)
        m_watcher->waitForFinished();
}

FeedTreeModel::CountUpdate SmartCounter::countNow(QSqlDatabase db, const Queries &queries,
                                                  bool smartShelves)
{
    FeedTreeModel::CountUpdate update;
    if (smartShelves) {
        const ArticleStore articles(db);
        const QDateTime now = QDateTime::currentDateTime();
        update.smart = true;
        update.starred = articles.count(ArticleFilter::forSmartShelf(SmartShelf::Starred, now));
        update.today = articles.count(ArticleFilter::forSmartShelf(SmartShelf::Today, now));
        update.offline = articles.count(ArticleFilter::forSmartShelf(SmartShelf::Offline, now));
        update.highlights =
            articles.count(ArticleFilter::forSmartShelf(SmartShelf::Highlights, now));
    }
    SearchStore store(db);
    for (auto it = queries.cbegin(); it != queries.cend(); ++it) {
        SearchQuery query = SearchQuery::parse(*it);
        const qint64 total = store.count(query).value_or(0);
        qint64 unread = total;
        if (!query.unreadOnly) {
            query.unreadOnly = true;
            unread = store.count(query).value_or(0);
        }
        update.searchCounts.insert(it.key(), {int(unread), int(total)});
    }
    return update;
}

void SmartCounter::count(const Queries &queries, bool smartShelves)
{
    const QString path = m_db.databaseName();
    if (path.isEmpty() || path == u":memory:"_s) {
        Q_EMIT counted(countNow(m_db, queries, smartShelves));
        return;
    }
    if (m_running) {
        m_again = true;
        m_next = queries;
        m_nextSmart = m_nextSmart || smartShelves;
        return;
    }
    start(queries, smartShelves);
}

void SmartCounter::start(const Queries &queries, bool smartShelves)
{
    m_running = true;
    auto *watcher = new QFutureWatcher<FeedTreeModel::CountUpdate>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_watcher = nullptr;
        m_running = false;
        Q_EMIT counted(watcher->result());
        if (std::exchange(m_again, false))
            start(std::exchange(m_next, {}), std::exchange(m_nextSmart, false));
    });
    watcher->setFuture(QtConcurrent::run([path = m_db.databaseName(), queries, smartShelves] {
        static std::atomic<int> serial{0};
        Database database(path, u"smart-counts-%1"_s.arg(++serial));
        return database.open() ? countNow(database.connection(), queries, smartShelves)
                               : FeedTreeModel::CountUpdate();
    }));
}

} // namespace Lectern
