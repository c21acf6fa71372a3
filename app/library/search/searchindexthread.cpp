#include "library/search/searchindexthread.h"

#include "library/database/database.h"
#include "library/search/searchindexer.h"

#include <QList>
#include <QPromise>
#include <QThread>
#include <QTimer>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// How long a wake waits for more entries before indexing: without it a cold refresh made 24
// batches of 70-2,000 articles, with it 12.
constexpr int kGatherMs = 250;
} // namespace

// Lives on the indexing thread and owns the connection there. One batch per event, so that
// quitting never waits for a whole queue.
class SearchIndexThread::Worker : public QObject
{
public:
    Worker(QString path, SearchIndexThread *owner)
        : m_path(std::move(path))
        , m_owner(owner)
    {
    }

    bool open(QString *error)
    {
        m_database = std::make_unique<Database>(m_path);
        if (!m_database->open()) {
            *error = m_database->errorString();
            m_database.reset();
            return false;
        }
        m_indexer.emplace(m_database->connection());
        return true;
    }

    void close()
    {
        finishWaiting(m_failed ? -1 : m_indexedForWaiting);
        m_indexer.reset();
        m_database.reset();
    }

    // Soon, not at once: while a refresh stores, the writer commits every few milliseconds,
    // and each batch is a segment FTS5 merges later.
    void wake()
    {
        if (m_scheduled || !m_indexer)
            return;
        m_scheduled = true;
        QTimer::singleShot(kGatherMs, this, [this] { indexBatch(); });
    }

    void wakeNow()
    {
        if (!m_indexer)
            return;
        m_scheduled = true;
        QMetaObject::invokeMethod(
            this, [this] { indexBatch(); }, Qt::QueuedConnection);
    }

    void addWaiting(std::shared_ptr<QPromise<int>> promise)
    {
        if (!m_indexer) {
            promise->addResult(-1);
            promise->finish();
            return;
        }
        if (m_waiting.isEmpty()) {
            m_indexedForWaiting = 0;
            m_failed = false;
        }
        m_waiting.append(std::move(promise));
        wakeNow();
    }

private:
    void indexBatch()
    {
        m_scheduled = false;
        if (!m_indexer) // closed meanwhile
            return;
        const std::optional<int> indexed = m_indexer->indexQueued(SearchIndexer::kBatchEntries);
        if (!indexed) {
            // Tried again at the next wake, not in a loop; the entries stay queued.
            qWarning("search index: %s", qPrintable(m_indexer->errorString()));
            m_failed = true;
            finishWaiting(-1);
            return;
        }
        if (*indexed > 0) {
            m_indexedForWaiting += *indexed;
            Q_EMIT m_owner->indexedThrough(m_indexer->lastIndexed());
            wakeNow();
            return;
        }
        finishWaiting(m_indexedForWaiting);
    }

    void finishWaiting(int result)
    {
        for (const std::shared_ptr<QPromise<int>> &promise : std::as_const(m_waiting)) {
            promise->addResult(result);
            promise->finish();
        }
        m_waiting.clear();
        m_indexedForWaiting = 0;
        m_failed = false;
    }

    QString m_path;
    SearchIndexThread *m_owner;
    std::unique_ptr<Database> m_database;
    std::optional<SearchIndexer> m_indexer;
    bool m_scheduled = false;
    bool m_failed = false;
    int m_indexedForWaiting = 0;
    QList<std::shared_ptr<QPromise<int>>> m_waiting;
};

SearchIndexThread::SearchIndexThread(QString databasePath, QObject *parent)
    : QObject(parent)
    , m_path(std::move(databasePath))
{
}

SearchIndexThread::~SearchIndexThread()
{
    if (!m_thread)
        return;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->close(); }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_worker;
}

bool SearchIndexThread::start(QString *error)
{
    if (m_thread)
        return true;
    m_thread = new QThread(this);
    m_thread->setObjectName(u"search-index"_s);
    m_worker = new Worker(m_path, this);
    m_worker->moveToThread(m_thread);
    // Idle priority (SCHED_IDLE on Linux): the thread takes what the writer, the parse threads
    // and the network leave of the cores. At normal priority it competed with the writer, the
    // slowest stage of a refresh, and a cold refresh gained little (2.50-2.61 s against
    // 2.61-2.69); idle, it took 2.49-2.68 s against 2.97-3.02 s indexing after the feeds.
    m_thread->start(QThread::IdlePriority);
    bool opened = false;
    QMetaObject::invokeMethod(
        m_worker, [this, &opened, error] { opened = m_worker->open(error); },
        Qt::BlockingQueuedConnection);
    if (opened)
        wake(); // what an earlier session left queued
    return opened;
}

void SearchIndexThread::wake()
{
    if (!m_worker)
        return;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->wake(); }, Qt::QueuedConnection);
}

QFuture<int> SearchIndexThread::indexAll()
{
    auto promise = std::make_shared<QPromise<int>>();
    QFuture<int> future = promise->future();
    promise->start();
    if (!m_worker) {
        promise->addResult(-1);
        promise->finish();
        return future;
    }
    // Someone waits: the thread runs like any other until the queue is empty.
    m_thread->setPriority(QThread::NormalPriority);
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, promise] { worker->addWaiting(promise); },
        Qt::QueuedConnection);
    return future;
}

} // namespace Lectern
