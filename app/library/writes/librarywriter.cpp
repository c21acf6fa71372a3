#include "library/writes/librarywriter.h"

#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/statementcache.h"
#include "library/ingest/entrywriter.h"
#include "library/ingest/feedingest.h"
#include "library/search/searchindexer.h"
#include "library/search/searchindexthread.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/capturewrites.h"
#include "library/writes/feedwrites.h"
#include "library/writes/highlightwrites.h"
#include "library/writes/rulewrites.h"
#include "library/writes/savedpagewrites.h"
#include "library/writes/shelfwrites.h"
#include "library/writes/syncwrites.h"

#include <QMutex>
#include <QPointer>
#include <QPromise>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <algorithm>
#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace Lectern {

// Lives on the writer thread and owns the connection there.
class LibraryWriter::Worker : public QObject
{
public:
    // announce is called on the writer thread with what each committed batch changed, and
    // committed after every batch that committed.
    Worker(QString path, std::function<void(const LibraryChange &)> announce,
           std::function<void()> committed)
        : m_path(std::move(path))
        , m_announce(std::move(announce))
        , m_committed(std::move(committed))
    {
    }

    bool open(QString *error)
    {
        m_database = std::make_unique<Database>(m_path);
        m_database->setSearchAttached(false); // SearchIndexThread writes it meanwhile
        if (!m_database->open()) {
            *error = m_database->errorString();
            m_database.reset();
            return false;
        }
        m_connection = m_database->connection();
        m_entries.emplace(m_connection);
        m_statements.emplace(m_connection);
        return true;
    }

    void close()
    {
        m_statements.reset();
        m_entries.reset();
        m_connection = QSqlDatabase();
        m_database.reset();
    }

    QSqlDatabase &connection() { return m_connection; }
    void stopAnnouncingCommits()
    {
        m_committed = [] {};
    }
    // Kept for the connection's life: a refresh stores hundreds of feeds, each with the same
    // statements. Only for jobs, which run on this thread.
    EntryWriter *entryWriter() { return m_entries ? &*m_entries : nullptr; }
    StatementCache *statements() { return m_statements ? &*m_statements : nullptr; }

    // Called from any thread. Jobs queued while a batch runs go into the next batch.
    void enqueue(Job job)
    {
        bool drainScheduled = false;
        {
            const QMutexLocker lock(&m_mutex);
            drainScheduled = !m_queue.isEmpty();
            m_queue.append(std::move(job));
        }
        if (!drainScheduled)
            QMetaObject::invokeMethod(
                this, [this] { drain(); }, Qt::QueuedConnection);
    }

private:
    // Group commit: with synchronous = FULL every commit waits for the disk (about 5 ms here),
    // and a refresh queues two writes per feed. Every write waiting in the queue shares one
    // commit instead; each is still all or nothing through its own savepoint, and its future
    // resolves only after the commit, so an acknowledged write is on disk.
    // Runs batches until the queue is empty, so that a shutdown queued behind this call finds
    // every earlier write done.
    void drain()
    {
        for (;;) {
            QList<Job> batch;
            {
                const QMutexLocker lock(&m_mutex);
                if (m_queue.isEmpty())
                    break;
                batch = m_queue.mid(0, kMaxBatch);
                m_queue.remove(0, batch.size());
            }
            commit(batch);
        }
    }

    // A batch's writes are announced as one change: a refresh commits dozens of feeds at
    // once, and each announcement costs the window a look for new articles (two of them
    // back to back held its thread 40 ms).
    void commit(QList<Job> &batch)
    {
        QSqlQuery control(m_connection);
        const bool batched = control.exec(u"BEGIN IMMEDIATE"_s);
        LibraryChange changed;
        for (Job &job : batch) {
            job.run(m_connection);
            if (!batched)
                merge(changed, job.finish(true, {})); // each job committed its own savepoint
        }
        if (batched) {
            const bool committed = control.exec(u"COMMIT"_s);
            const QString error = committed ? QString() : control.lastError().text();
            if (!committed)
                control.exec(u"ROLLBACK"_s);
            for (Job &job : batch)
                merge(changed, job.finish(committed, error));
        }
        m_committed();
        if (changed.feeds.isEmpty() && changed.articles.isEmpty() && !changed.structure)
            return;
        for (QList<qint64> *ids : {&changed.feeds, &changed.articles}) {
            QSet<qint64> seen;
            ids->removeIf([&seen](qint64 id) {
                if (seen.contains(id))
                    return true;
                seen.insert(id);
                return false;
            });
        }
        m_announce(changed);
    }

    static void merge(LibraryChange &into, const LibraryChange &change)
    {
        into.feeds.append(change.feeds);
        into.articles.append(change.articles);
        into.structure = into.structure || change.structure;
    }

    static constexpr qsizetype kMaxBatch = 64;
    QString m_path;
    std::function<void(const LibraryChange &)> m_announce;
    std::function<void()> m_committed;
    std::unique_ptr<Database> m_database;
    QSqlDatabase m_connection;
    std::optional<EntryWriter> m_entries;
    std::optional<StatementCache> m_statements;
    QMutex m_mutex;
    QList<Job> m_queue;
};

namespace {
// What an ingest reports when its batch could not be committed.
IngestResult notStored(const QString &error)
{
    IngestResult result;
    result.error = u"cannot store the feed: %1"_s.arg(error);
    return result;
}
} // namespace

LibraryWriter::LibraryWriter(QString databasePath, QObject *parent)
    : QObject(parent)
    , m_path(std::move(databasePath))
    , m_articles(std::make_unique<ArticleWrites>(this))
    , m_shelves(std::make_unique<ShelfWrites>(this))
    , m_feeds(std::make_unique<FeedWrites>(this))
    , m_captures(std::make_unique<CaptureWrites>(this))
    , m_savedPages(std::make_unique<SavedPageWrites>(this))
    , m_highlights(std::make_unique<HighlightWrites>(this))
    , m_sync(std::make_unique<SyncWrites>(this))
    , m_rules(std::make_unique<RuleWrites>(this))
{
    qRegisterMetaType<Lectern::LibraryChange>();
}

LibraryWriter::~LibraryWriter()
{
    if (!m_thread)
        return;
    // The indexer first, since the queue entries it reports go out through the writer; and
    // before that the writer stops waking it (from its own thread, after the batch under way).
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->stopAnnouncingCommits(); },
        Qt::BlockingQueuedConnection);
    delete m_indexThread;
    m_indexThread = nullptr;
    // Jobs already queued finish first: an acknowledged write is never dropped.
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->close(); }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_worker;
}

bool LibraryWriter::start()
{
    if (m_thread)
        return true;
    if (m_path == u":memory:"_s) {
        m_error = u"the library writer needs a database file"_s;
        return false;
    }
    m_thread = new QThread(this);
    m_thread->setObjectName(u"library-writer"_s);
    // Announced on the thread that owns the writer.
    m_worker = new Worker(
        m_path,
        [this](const LibraryChange &change) {
            QMetaObject::invokeMethod(
                this, [this, change] { Q_EMIT changed(change); }, Qt::QueuedConnection);
        },
        [this] {
            if (m_indexThread)
                m_indexThread->wake();
        });
    m_worker->moveToThread(m_thread);
    m_thread->start();
    bool opened = false;
    QMetaObject::invokeMethod(
        m_worker, [this, &opened] { opened = m_worker->open(&m_error); },
        Qt::BlockingQueuedConnection);
    if (!opened)
        return false;
    // Opened after the writer's connection has brought the library to the newest schema.
    auto *indexThread = new SearchIndexThread(m_path);
    connect(
        indexThread, &SearchIndexThread::indexedThrough, indexThread,
        [this](qint64 seq) { forgetIndexed(seq); }, Qt::DirectConnection);
    if (!indexThread->start(&m_error)) {
        delete indexThread;
        return false;
    }
    m_indexThread = indexThread;
    return true;
}

void LibraryWriter::forgetIndexed(qint64 seq)
{
    submit<bool>(
        [seq](QSqlDatabase &db, LibraryChange &) { return SearchIndexer::forgetIndexed(db, seq); });
}

bool LibraryWriter::enqueue(Job job)
{
    if (!m_worker) {
        job.finish(false, u"the library writer is not running"_s);
        return false;
    }
    m_worker->enqueue(std::move(job));
    return true;
}

StatementCache *LibraryWriter::statements() const
{
    return m_worker ? m_worker->statements() : nullptr;
}

EntryWriter *LibraryWriter::entryWriter() const
{
    return m_worker ? m_worker->entryWriter() : nullptr;
}

QFuture<IngestResult> LibraryWriter::ingest(const QUrl &feedUrl, const ParsedFeed &feed)
{
    return ingest(feedUrl, PreparedFeed{feed, {}});
}

QFuture<IngestResult> LibraryWriter::ingest(const QUrl &feedUrl, const PreparedFeed &feed)
{
    return submit<IngestResult>(
        [this, feedUrl, feed](QSqlDatabase &db, LibraryChange &change) {
            StatementCache *statements = m_worker->statements();
            const bool known = FeedStore(db, statements).contains(feedUrl);
            IngestResult result =
                FeedIngest::ingest(db, feedUrl, feed, FeedIngest::SearchIndexing::Later,
                                   m_worker->entryWriter(), statements);
            if (result.ok) {
                change.feeds.append(result.feedId);
                change.articles = result.updatedArticles;
                change.structure = !known;
            }
            return result;
        },
        notStored);
}

QFuture<QList<IngestResult>>
LibraryWriter::ingestOnShelf(const QString &shelfPath,
                             const QList<std::pair<QUrl, ParsedFeed>> &feeds)
{
    return submit<QList<IngestResult>>(
        [this, shelfPath, feeds](QSqlDatabase &db, LibraryChange &change) {
            ShelfStore shelves(db);
            const std::optional<qint64> shelf = shelves.addPath(shelfPath);
            QList<IngestResult> results;
            for (const auto &[url, feed] : feeds) {
                IngestResult result = FeedIngest::ingest(
                    db, url, PreparedFeed{feed, {}}, FeedIngest::SearchIndexing::Later,
                    m_worker->entryWriter(), m_worker->statements());
                if (result.ok) {
                    change.feeds.append(result.feedId);
                    if (shelf)
                        shelves.setFeedShelf(result.feedId, *shelf);
                }
                results.append(std::move(result));
            }
            change.structure = true;
            return results;
        },
        // A commit that failed stores none of the feeds: one failure names it.
        [](const QString &error) { return QList<IngestResult>{notStored(error)}; });
}

QFuture<IngestResult> LibraryWriter::ingestDocument(const QUrl &feedUrl, const QByteArray &body,
                                                    const QUrl &documentUrl,
                                                    const QString &contentType)
{
    return submit<IngestResult>(
        [this, feedUrl, body, documentUrl, contentType](QSqlDatabase &db, LibraryChange &change) {
            const bool wasKnown = FeedStore(db).contains(feedUrl);
            IngestResult result = FeedIngest::ingestDocument(
                db, feedUrl, body, documentUrl, contentType, FeedIngest::SearchIndexing::Later,
                m_worker->entryWriter(), m_worker->statements());
            if (result.ok) {
                change.feeds.append(result.feedId);
                change.articles = result.updatedArticles;
                change.structure = !wasKnown;
            }
            return result;
        },
        notStored);
}

QFuture<int> LibraryWriter::indexSearchQueue()
{
    // Behind the writes queued before it, which may queue articles themselves.
    QFuture<bool> written = submit<bool>([](QSqlDatabase &, LibraryChange &) { return true; });
    QPointer<SearchIndexThread> indexThread = m_indexThread;
    return written
        .then(QtFuture::Launch::Sync,
              [indexThread](bool) {
                  return indexThread ? indexThread->indexAll() : QtFuture::makeReadyValueFuture(-1);
              })
        .unwrap();
}

} // namespace Lectern
