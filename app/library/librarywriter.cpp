#include "library/librarywriter.h"

#include "library/shelfstore.h"

#include "feeds/parsedfeed.h"
#include "library/articlestore.h"
#include "library/database.h"
#include "library/entrywriter.h"
#include "library/feedschedulestore.h"
#include "library/feedstore.h"
#include "library/savedsearchstore.h"
#include "library/savepoint.h"
#include "library/searchindexthread.h"
#include "library/shelfstore.h"
#include "library/statementcache.h"

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

    // One queued write: run inside the batch's transaction, then told whether it committed;
    // finish returns what the write changed, to be announced.
    struct Job
    {
        std::function<void(QSqlDatabase &)> run;
        std::function<LibraryChange(bool committed, const QString &error)> finish;
    };

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
// What a write reports when its batch could not be committed.
template<typename T> T failed(const QString &error);
template<> bool failed<bool>(const QString &)
{
    return false;
}
template<> int failed<int>(const QString &)
{
    return -1;
}
template<> qint64 failed<qint64>(const QString &)
{
    return 0; // no row was made
}
template<> CaptureState failed<CaptureState>(const QString &)
{
    return CaptureState::None;
}
template<> std::optional<QStringList> failed<std::optional<QStringList>>(const QString &)
{
    return std::nullopt;
}
template<> IngestResult failed<IngestResult>(const QString &error)
{
    IngestResult result;
    result.error = u"cannot store the feed: %1"_s.arg(error);
    return result;
}
// A commit that failed stores none of the feeds: one failure names it.
template<> QList<IngestResult> failed<QList<IngestResult>>(const QString &error)
{
    return {failed<IngestResult>(error)};
}
template<> OpmlImportResult failed<OpmlImportResult>(const QString &error)
{
    OpmlImportResult result;
    result.error = error;
    return result;
}
} // namespace

LibraryWriter::LibraryWriter(QString databasePath, QObject *parent)
    : QObject(parent)
    , m_path(std::move(databasePath))
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
    submit<bool>([seq](QSqlDatabase &db, LibraryChange &) {
        QSqlQuery query(db);
        query.prepare(u"DELETE FROM search_queue WHERE seq <= ?"_s);
        query.addBindValue(seq);
        return query.exec();
    });
}

template<typename T>
QFuture<T> LibraryWriter::submit(std::function<T(QSqlDatabase &, LibraryChange &)> job)
{
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    promise->start();
    if (!m_worker) {
        promise->addResult(T{});
        promise->finish();
        return future;
    }
    struct Outcome
    {
        T result{};
        LibraryChange change;
    };
    auto outcome = std::make_shared<Outcome>();
    Worker::Job queued;
    queued.run = [outcome, job = std::move(job)](QSqlDatabase &db) {
        outcome->result = job(db, outcome->change);
    };
    queued.finish = [promise, outcome](bool committed, const QString &error) {
        promise->addResult(committed ? outcome->result : failed<T>(error));
        promise->finish();
        return committed ? outcome->change : LibraryChange();
    };
    m_worker->enqueue(std::move(queued));
    return future;
}

QFuture<IngestResult> LibraryWriter::ingest(const QUrl &feedUrl, const ParsedFeed &feed)
{
    return ingest(feedUrl, PreparedFeed{feed, {}});
}

QFuture<IngestResult> LibraryWriter::ingest(const QUrl &feedUrl, const PreparedFeed &feed)
{
    return submit<IngestResult>([this, feedUrl, feed](QSqlDatabase &db, LibraryChange &change) {
        StatementCache *statements = m_worker->statements();
        const bool known = [&] {
            QSqlQuery local(db);
            QSqlQuery *query =
                preparedStatement(statements, local, u"SELECT 1 FROM feeds WHERE url = ?"_s);
            if (!query)
                return false;
            query->addBindValue(feedUrl.toString(QUrl::FullyEncoded));
            const bool found = query->exec() && query->next();
            query->finish();
            return found;
        }();
        IngestResult result =
            FeedIngest::ingest(db, feedUrl, feed, FeedIngest::SearchIndexing::Later,
                               m_worker->entryWriter(), statements);
        if (result.ok) {
            change.feeds.append(result.feedId);
            change.articles = result.updatedArticles;
            change.structure = !known;
        }
        return result;
    });
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
        });
}

QFuture<IngestResult> LibraryWriter::ingestDocument(const QUrl &feedUrl, const QByteArray &body,
                                                    const QUrl &documentUrl,
                                                    const QString &contentType)
{
    return submit<IngestResult>(
        [this, feedUrl, body, documentUrl, contentType](QSqlDatabase &db, LibraryChange &change) {
            QSqlQuery known(db);
            known.prepare(u"SELECT 1 FROM feeds WHERE url = ?"_s);
            known.addBindValue(feedUrl.toString(QUrl::FullyEncoded));
            const bool wasKnown = known.exec() && known.next();
            known.finish();
            IngestResult result = FeedIngest::ingestDocument(
                db, feedUrl, body, documentUrl, contentType, FeedIngest::SearchIndexing::Later,
                m_worker->entryWriter(), m_worker->statements());
            if (result.ok) {
                change.feeds.append(result.feedId);
                change.articles = result.updatedArticles;
                change.structure = !wasKnown;
            }
            return result;
        });
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

QFuture<bool> LibraryWriter::recordFetch(qint64 feedId, const FeedFetchOutcome &outcome)
{
    return submit<bool>([this, feedId, outcome](QSqlDatabase &db, LibraryChange &change) {
        Savepoint work(db, u"fetch"_s);
        const bool ok =
            FeedStore(db, m_worker->statements()).recordFetch(feedId, outcome) && work.release();
        if (ok)
            change.feeds.append(feedId);
        return ok;
    });
}

QFuture<bool> LibraryWriter::setAuthUser(qint64 feedId, const QString &user)
{
    return submit<bool>([feedId, user](QSqlDatabase &db, LibraryChange &change) {
        Savepoint work(db, u"auth"_s);
        const bool ok = FeedStore(db).setAuthUser(feedId, user) && work.release();
        if (ok)
            change.feeds.append(feedId);
        return ok;
    });
}

QFuture<bool> LibraryWriter::setRead(const QList<qint64> &articleIds, bool read)
{
    return setFlag(articleIds, read, false);
}

QFuture<bool> LibraryWriter::setStarred(const QList<qint64> &articleIds, bool starred)
{
    return setFlag(articleIds, starred, true);
}

QFuture<bool> LibraryWriter::setReadingPosition(qint64 articleId, double fraction)
{
    // NaN (a page with nothing to scroll can report one) counts as the top.
    const double position = std::isfinite(fraction) ? std::clamp(fraction, 0.0, 1.0) : 0.0;
    return submit<bool>([articleId, position](QSqlDatabase &db, LibraryChange &) {
        QSqlQuery query(db);
        query.prepare(u"UPDATE articles SET reading_position = ? WHERE id = ?"_s);
        query.addBindValue(position);
        query.addBindValue(articleId);
        return query.exec() && query.numRowsAffected() > 0;
    });
}

QFuture<int> LibraryWriter::markAllRead(const ArticleFilter &filter)
{
    return submit<int>([filter](QSqlDatabase &db, LibraryChange &change) {
        const auto feeds = ArticleStore(db).markAllRead(filter);
        if (!feeds)
            return -1;
        change.feeds = *feeds;
        return int(feeds->size());
    });
}

QFuture<bool> LibraryWriter::addShelf(const QString &path)
{
    return submit<bool>([path](QSqlDatabase &db, LibraryChange &change) {
        change.structure = ShelfStore(db).addPath(path).has_value();
        return change.structure;
    });
}

QFuture<qint64> LibraryWriter::saveSearch(const QString &name, const QString &query)
{
    return submit<qint64>([name, query](QSqlDatabase &db, LibraryChange &change) {
        const qint64 id = SavedSearchStore(db).add(name, query).value_or(0);
        change.structure = id > 0;
        return id;
    });
}

QFuture<bool> LibraryWriter::renameSavedSearch(qint64 searchId, const QString &name)
{
    return submit<bool>([searchId, name](QSqlDatabase &db, LibraryChange &change) {
        change.structure = SavedSearchStore(db).rename(searchId, name);
        return change.structure;
    });
}

QFuture<bool> LibraryWriter::removeSavedSearch(qint64 searchId)
{
    return submit<bool>([searchId](QSqlDatabase &db, LibraryChange &change) {
        change.structure = SavedSearchStore(db).remove(searchId);
        return change.structure;
    });
}

QFuture<bool> LibraryWriter::renameShelf(qint64 shelfId, const QString &name)
{
    return submit<bool>([shelfId, name](QSqlDatabase &db, LibraryChange &change) {
        change.structure = ShelfStore(db).rename(shelfId, name);
        return change.structure;
    });
}

QFuture<bool> LibraryWriter::removeShelf(qint64 shelfId)
{
    return submit<bool>([shelfId](QSqlDatabase &db, LibraryChange &change) {
        ShelfStore shelves(db);
        Savepoint work(db, u"remove_shelf"_s); // all three steps or none
        // What was on it moves up to the shelf it was in (or to no shelf).
        qint64 parentId = 0;
        for (const ShelfRecord &shelf : shelves.shelves()) {
            if (shelf.id == shelfId)
                parentId = shelf.parentId;
        }
        QSqlQuery query(db);
        query.prepare(u"UPDATE feeds SET shelf_id = ? WHERE shelf_id = ?"_s);
        query.addBindValue(parentId > 0 ? QVariant(parentId)
                                        : QVariant(QMetaType::fromType<qint64>()));
        query.addBindValue(shelfId);
        if (!query.exec())
            return false;
        query.prepare(u"UPDATE shelves SET parent_id = ? WHERE parent_id = ?"_s);
        query.addBindValue(parentId > 0 ? QVariant(parentId)
                                        : QVariant(QMetaType::fromType<qint64>()));
        query.addBindValue(shelfId);
        if (!query.exec())
            return false;
        change.structure = shelves.remove(shelfId) && work.release();
        return change.structure;
    });
}

QFuture<bool> LibraryWriter::moveFeedToShelf(qint64 feedId, qint64 shelfId)
{
    return submit<bool>([feedId, shelfId](QSqlDatabase &db, LibraryChange &change) {
        change.structure = ShelfStore(db).setFeedShelf(feedId, shelfId);
        return change.structure;
    });
}

QFuture<bool> LibraryWriter::renameFeed(qint64 feedId, const QString &title)
{
    return submit<bool>([feedId, title](QSqlDatabase &db, LibraryChange &change) {
        // A new title may move the feed in the side panel, which sorts by title; the rows of
        // its articles show it too.
        change.structure = FeedStore(db).setTitle(feedId, title);
        if (change.structure)
            change.feeds.append(feedId);
        return change.structure;
    });
}

QFuture<bool> LibraryWriter::setFeedUrl(qint64 feedId, const QUrl &url)
{
    return submit<bool>([feedId, url](QSqlDatabase &db, LibraryChange &change) {
        const bool moved = FeedStore(db).setUrl(feedId, url);
        if (moved)
            change.feeds.append(feedId); // its last error is gone
        return moved;
    });
}

QFuture<bool> LibraryWriter::setFeedRetention(qint64 feedId, std::optional<int> days)
{
    return submit<bool>([feedId, days](QSqlDatabase &db, LibraryChange &change) {
        const bool set = FeedStore(db).setRetention(feedId, days);
        if (set)
            change.feeds.append(feedId);
        return set;
    });
}

QFuture<bool> LibraryWriter::setFeedInterval(qint64 feedId, std::optional<int> minutes)
{
    return submit<bool>([feedId, minutes](QSqlDatabase &db, LibraryChange &change) {
        const bool set = FeedScheduleStore(db).setInterval(feedId, minutes);
        if (set)
            change.feeds.append(feedId);
        return set;
    });
}

QFuture<bool> LibraryWriter::removeFeed(qint64 feedId)
{
    return submit<bool>([feedId](QSqlDatabase &db, LibraryChange &change) {
        change.structure = FeedStore(db).remove(feedId);
        return change.structure;
    });
}

QFuture<bool> LibraryWriter::putArticlesOnShelf(const QList<qint64> &articleIds, qint64 shelfId)
{
    return submit<bool>([articleIds, shelfId](QSqlDatabase &db, LibraryChange &change) {
        ShelfStore shelves(db);
        Savepoint work(db, u"put_articles"_s); // every article or none
        for (qint64 id : articleIds) {
            if (!shelves.putArticle(id, shelfId))
                return false;
        }
        if (!work.release())
            return false;
        change.structure = true; // shelf counts: read again whole, once
        change.articles = articleIds;
        return true;
    });
}

QFuture<OpmlImportResult> LibraryWriter::importOpml(const OpmlDocument &document)
{
    return submit<OpmlImportResult>([document](QSqlDatabase &db, LibraryChange &change) {
        const OpmlImportResult imported = OpmlExchange::importDocument(db, document);
        change.structure = imported.ok && (imported.feedsAdded > 0 || imported.shelvesAdded > 0);
        return imported;
    });
}

QFuture<bool> LibraryWriter::setFlag(const QList<qint64> &articleIds, bool value, bool starred)
{
    return submit<bool>([articleIds, value, starred](QSqlDatabase &db, LibraryChange &change) {
        ArticleStore articles(db);
        Savepoint work(db, u"flag"_s);
        for (qint64 id : articleIds) {
            const bool ok = starred ? articles.setStarred(id, value) : articles.setRead(id, value);
            if (!ok)
                return false; // the savepoint undoes the ids already changed
        }
        if (!work.release())
            return false;
        change.articles = articleIds;
        QSqlQuery query(db);
        for (qint64 id : articleIds) {
            query.prepare(u"SELECT feed_id FROM articles WHERE id = ?"_s);
            query.addBindValue(id);
            if (query.exec() && query.next() && !change.feeds.contains(query.value(0).toLongLong()))
                change.feeds.append(query.value(0).toLongLong());
        }
        return true;
    });
}

QFuture<int> LibraryWriter::decideCaptures()
{
    return submit<int>([](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).decideNewArticles().value_or(-1);
    });
}

QFuture<bool> LibraryWriter::queueCaptures(const QList<qint64> &articleIds)
{
    return submit<bool>([articleIds](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).queue(articleIds);
    });
}

QFuture<CaptureState> LibraryWriter::storeCapture(const CapturedArticle &captured)
{
    return submit<CaptureState>([captured](QSqlDatabase &db, LibraryChange &change) {
        CaptureStore store(db);
        const auto state = store.store(captured, QDateTime::currentDateTimeUtc());
        if (!state)
            return CaptureState::None;
        change.articles = {captured.articleId};
        if (const auto target = store.target(captured.articleId))
            change.feeds = {target->feedId};
        return *state;
    });
}

QFuture<bool> LibraryWriter::recordCaptureFailure(qint64 articleId, const QString &error)
{
    return submit<bool>([articleId, error](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).recordFailure(articleId, error, QDateTime::currentDateTimeUtc());
    });
}

QFuture<bool> LibraryWriter::setCapturePolicy(qint64 feedId, CapturePolicy policy)
{
    return submit<bool>([feedId, policy](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).setPolicy(feedId, policy);
    });
}

QFuture<std::optional<QStringList>>
LibraryWriter::removeOfflineCopies(const QList<qint64> &articleIds)
{
    return submit<std::optional<QStringList>>(
        [articleIds](QSqlDatabase &db, LibraryChange &change) -> std::optional<QStringList> {
            CaptureStore store(db);
            Savepoint work(db, u"remove_offline"_s);
            QStringList unused;
            for (qint64 id : articleIds) {
                const auto names = store.removeOffline(id);
                if (!names)
                    return std::nullopt; // the savepoint undoes the ones already removed
                unused += *names;
                if (const auto target = store.target(id);
                    target && !change.feeds.contains(target->feedId))
                    change.feeds.append(target->feedId);
            }
            if (!work.release())
                return std::nullopt;
            change.articles = articleIds;
            return unused;
        });
}

QFuture<bool> LibraryWriter::setPageRule(qint64 feedId, const PageRule &rule)
{
    return submit<bool>([feedId, rule](QSqlDatabase &db, LibraryChange &change) {
        const bool set = FeedStore(db).setPageRule(feedId, rule);
        if (set)
            change.feeds.append(feedId);
        return set;
    });
}

QFuture<bool> LibraryWriter::setCaptureRule(qint64 feedId, const QString &selector,
                                            const QString &strip)
{
    return submit<bool>([feedId, selector, strip](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).setRules(feedId, selector, strip);
    });
}

} // namespace Lectern
