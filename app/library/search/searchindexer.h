// Indexes the articles waiting in the search queue (search_queue, schemas 9, 23 and 24) into the
// search file (SearchFile): a batch of them goes into the word index with one INSERT ... SELECT,
// which costs about half of indexing them one statement at a time; their CJK characters, spaced
// out here, go into search_cjk_chars (schema 19), which only this class writes. Each batch is a
// transaction of its own that writes the search file only, on a connection with no transaction
// open: the library it reads must be committed, since the two files do not commit together.
#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <optional>

namespace Lectern {

class SearchIndexer
{
public:
    explicit SearchIndexer(QSqlDatabase db);

    // Queue entries per commit of the search file when a whole queue is indexed: FTS5 writes a
    // segment at every commit, and fewer, larger ones cost less to merge.
    static constexpr int kBatchEntries = 5000;

    // Indexes the articles of up to limit queue entries past the search file's mark, oldest
    // first; returns how many articles they named (0: none waited).
    std::optional<int> indexQueued(int limit);
    // The search file's mark after the last indexQueued: entries up to it are indexed and may
    // be removed from the queue.
    qint64 lastIndexed() const { return m_lastIndexed; }
    // Drops the queue entries up to seq, indexed already (on the library's writing connection).
    static bool forgetIndexed(QSqlDatabase db, qint64 seq);
    // How many articles wait in the queue; nullopt on a database error.
    std::optional<qint64> queuedCount();
    QString errorString() const { return m_error; }

private:
    // The work of indexQueued inside its transaction.
    std::optional<int> indexBatch(int limit);
    bool indexCharacters(const QString &idsSql, const QVariantList &values);
    // The ids (as SQL literals) of the articles among them that may hold CJK text.
    std::optional<QStringList> cjkCandidates(const QString &idsSql, const QVariantList &values);
    // Runs one statement; how many rows it changed.
    std::optional<int> exec(const QString &sql, const QVariantList &values);
    // Prepares, binds and runs sql on query; false (and the error kept) when it fails.
    bool run(QSqlQuery &query, const QString &sql, const QVariantList &values);

    QSqlDatabase m_db;
    QString m_error;
    qint64 m_lastIndexed = 0;
    qint64 m_batchLast = 0;
};

} // namespace Lectern
