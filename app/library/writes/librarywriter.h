// Every write to the library goes through here, on a thread of its own with its own
// connection: a refresh storing hundreds of feeds never blocks the window, whose reads go on
// meanwhile thanks to WAL. The writer schedules and commits; what a write does is a store's
// SQL, reached through the writer's areas (articles(), shelves(), feeds(), captures(),
// savedPages(), highlights(), sync(), rules()) or its own ingest calls. Each call returns a future;
// changed() says what the writes committed together touched, once per commit.
#pragma once

#include "library/database/librarychange.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <QPromise>
#include <QString>
#include <QUrl>
#include <functional>
#include <memory>
#include <utility>

class QSqlDatabase;
class QThread;

namespace Lectern {

class ArticleWrites;
class CaptureWrites;
class EntryWriter;
class FeedWrites;
class HighlightWrites;
class RuleWrites;
class SavedPageWrites;
class SearchIndexThread;
class ShelfWrites;
class SyncWrites;
class StatementCache;
struct IngestResult;
struct ParsedFeed;
struct PreparedFeed;

class LibraryWriter : public QObject
{
    Q_OBJECT
public:
    // databasePath must name a file: ":memory:" cannot be shared between two connections.
    explicit LibraryWriter(QString databasePath, QObject *parent = nullptr);
    ~LibraryWriter() override;

    // Opens the writer's connection; false with errorString() when the file cannot be used.
    bool start();
    QString errorString() const { return m_error; }

    // The writes by area, as the stores are split.
    ArticleWrites &articles() { return *m_articles; }
    ShelfWrites &shelves() { return *m_shelves; }
    FeedWrites &feeds() { return *m_feeds; }
    CaptureWrites &captures() { return *m_captures; }
    SavedPageWrites &savedPages() { return *m_savedPages; }
    HighlightWrites &highlights() { return *m_highlights; }
    SyncWrites &sync() { return *m_sync; }
    RuleWrites &rules() { return *m_rules; }

    // Stores the feed; its new and changed articles wait in the search queue, which the
    // writer's SearchIndexThread indexes meanwhile (SearchStore scans them until then).
    QFuture<IngestResult> ingest(const QUrl &feedUrl, const ParsedFeed &feed);
    // The same, with the per-entry work already done by FeedIngest::prepare elsewhere.
    QFuture<IngestResult> ingest(const QUrl &feedUrl, const PreparedFeed &prepared);
    // Several feeds stored and put on the shelf at shelfPath (made when missing), in one
    // commit: a page followed one feed per section, on a shelf named after the page.
    QFuture<QList<IngestResult>> ingestOnShelf(const QString &shelfPath,
                                               const QList<std::pair<QUrl, ParsedFeed>> &feeds);
    // A fetched document parsed and stored batch by batch on the writer's thread
    // (FeedIngest::ingestDocument): for documents of FeedIngest::LargeDocumentBytes and more.
    QFuture<IngestResult> ingestDocument(const QUrl &feedUrl, const QByteArray &body,
                                         const QUrl &documentUrl, const QString &contentType);
    // Resolves once the search queue is indexed, with what the writes queued before the call
    // added: the number of queue entries indexed meanwhile, or -1 on an error.
    QFuture<int> indexSearchQueue();

    // The statements kept for the writer's connection; only inside a job.
    StatementCache *statements() const;
    // The entry writer kept for the writer's connection, with what it remembers of the library
    // (CopyCandidates): a job that stores entries passes it to FeedIngest. Only inside a job.
    EntryWriter *entryWriter() const;

Q_SIGNALS:
    void changed(const Lectern::LibraryChange &change);

private:
    // The areas are the only way to a write: each a set of jobs over one store's SQL.
    friend class ArticleWrites;
    friend class CaptureWrites;
    friend class FeedWrites;
    friend class HighlightWrites;
    friend class SavedPageWrites;
    friend class ShelfWrites;
    friend class SyncWrites;
    friend class RuleWrites;

    // Runs job on the writer thread inside the next batch's transaction (each job all or
    // nothing through its own savepoints) and resolves after the commit, so an acknowledged
    // write is on disk; what job puts in its LibraryChange is announced then. When the batch
    // does not commit (or the writer never started) the future holds whenFailed(error), or
    // T() without it.
    template<typename T>
    QFuture<T> submit(std::function<T(QSqlDatabase &, LibraryChange &)> job,
                      std::function<T(const QString &error)> whenFailed = {});

    class Worker;
    // One queued write: run inside the batch's transaction, then told whether it committed;
    // finish returns what the write changed, to be announced.
    struct Job
    {
        std::function<void(QSqlDatabase &)> run;
        std::function<LibraryChange(bool committed, const QString &error)> finish;
    };
    // False when the writer has not started: the job is finished at once as not committed.
    bool enqueue(Job job);
    // Queue entries up to seq are indexed: out of the queue with the next commit.
    void forgetIndexed(qint64 seq);

    QString m_path;
    QString m_error;
    QThread *m_thread = nullptr;
    Worker *m_worker = nullptr;
    SearchIndexThread *m_indexThread = nullptr;
    std::unique_ptr<ArticleWrites> m_articles;
    std::unique_ptr<ShelfWrites> m_shelves;
    std::unique_ptr<FeedWrites> m_feeds;
    std::unique_ptr<CaptureWrites> m_captures;
    std::unique_ptr<SavedPageWrites> m_savedPages;
    std::unique_ptr<HighlightWrites> m_highlights;
    std::unique_ptr<SyncWrites> m_sync;
    std::unique_ptr<RuleWrites> m_rules;
};

template<typename T>
QFuture<T> LibraryWriter::submit(std::function<T(QSqlDatabase &, LibraryChange &)> job,
                                 std::function<T(const QString &error)> whenFailed)
{
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    promise->start();
    struct Outcome
    {
        T result{};
        LibraryChange change;
    };
    auto outcome = std::make_shared<Outcome>();
    Job queued;
    queued.run = [outcome, job = std::move(job)](QSqlDatabase &db) {
        outcome->result = job(db, outcome->change);
    };
    queued.finish = [promise, outcome, whenFailed = std::move(whenFailed)](bool committed,
                                                                           const QString &error) {
        promise->addResult(committed ? outcome->result : whenFailed ? whenFailed(error) : T{});
        promise->finish();
        return committed ? outcome->change : LibraryChange();
    };
    enqueue(std::move(queued));
    return future;
}

} // namespace Lectern
