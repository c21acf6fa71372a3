#include "library/librarywriter.h"

#include "feeds/parsedfeed.h"
#include "library/articlestore.h"
#include "library/database.h"
#include "library/feedstore.h"

#include <QPromise>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThread>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Lectern {

// Lives on the writer thread and owns the connection there.
class LibraryWriter::Worker : public QObject
{
public:
    explicit Worker(QString path)
        : m_path(std::move(path))
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
        m_connection = m_database->connection();
        return true;
    }

    void close()
    {
        m_connection = QSqlDatabase();
        m_database.reset();
    }

    QSqlDatabase &connection() { return m_connection; }

private:
    QString m_path;
    std::unique_ptr<Database> m_database;
    QSqlDatabase m_connection;
};

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
    m_worker = new Worker(m_path);
    m_worker->moveToThread(m_thread);
    m_thread->start();
    bool opened = false;
    QMetaObject::invokeMethod(
        m_worker, [this, &opened] { opened = m_worker->open(&m_error); },
        Qt::BlockingQueuedConnection);
    return opened;
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
    QMetaObject::invokeMethod(m_worker, [this, promise, job = std::move(job)] {
        LibraryChange change;
        promise->addResult(job(m_worker->connection(), change));
        promise->finish();
        if (!change.feeds.isEmpty() || !change.articles.isEmpty() || change.structure) {
            // Announced on the thread that owns the writer.
            QMetaObject::invokeMethod(
                this, [this, change] { Q_EMIT changed(change); }, Qt::QueuedConnection);
        }
    });
    return future;
}

QFuture<IngestResult> LibraryWriter::ingest(const QUrl &feedUrl, const ParsedFeed &feed)
{
    return submit<IngestResult>([feedUrl, feed](QSqlDatabase &db, LibraryChange &change) {
        const bool known = [&] {
            QSqlQuery query(db);
            query.prepare(u"SELECT 1 FROM feeds WHERE url = ?"_s);
            query.addBindValue(feedUrl.toString(QUrl::FullyEncoded));
            return query.exec() && query.next();
        }();
        IngestResult result = FeedIngest::ingest(db, feedUrl, feed);
        if (result.ok) {
            change.feeds.append(result.feedId);
            change.structure = !known;
        }
        return result;
    });
}

QFuture<bool> LibraryWriter::recordFetch(qint64 feedId, const FeedFetchOutcome &outcome)
{
    return submit<bool>([feedId, outcome](QSqlDatabase &db, LibraryChange &change) {
        const bool ok = FeedStore(db).recordFetch(feedId, outcome);
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

QFuture<bool> LibraryWriter::setFlag(const QList<qint64> &articleIds, bool value, bool starred)
{
    return submit<bool>([articleIds, value, starred](QSqlDatabase &db, LibraryChange &change) {
        ArticleStore articles(db);
        db.transaction();
        for (qint64 id : articleIds) {
            const bool ok = starred ? articles.setStarred(id, value) : articles.setRead(id, value);
            if (!ok) {
                db.rollback();
                return false;
            }
        }
        if (!db.commit())
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

} // namespace Lectern
