// Indexes the articles waiting in the search queue (search_queue, schemas 9, 21 and 23): a batch
// of them goes into the word index with one INSERT ... SELECT, which costs about half of
// indexing them one statement at a time; their CJK characters, spaced out here, go into
// search_cjk_chars (schema 19), which only this class writes. Runs inside the caller's
// transaction.
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

    // Indexes up to limit queued articles, oldest first; returns how many were indexed.
    std::optional<int> indexQueued(int limit);
    // Indexes every queued article of one feed.
    std::optional<int> indexFeed(qint64 feedId);
    // How many articles wait; nullopt on a database error.
    std::optional<qint64> queuedCount();
    QString errorString() const { return m_error; }

private:
    // Indexes the queued articles whose ids the subquery selects.
    std::optional<int> indexWhere(const QString &idsSql, const QVariantList &values);
    bool indexCharacters(const QString &idsSql, const QVariantList &values);
    // The ids (as SQL literals) of the articles among them that may hold CJK text.
    std::optional<QStringList> cjkCandidates(const QString &idsSql, const QVariantList &values);
    // Runs one statement; how many rows it changed.
    std::optional<int> exec(const QString &sql, const QVariantList &values);
    // Prepares, binds and runs sql on query; false (and the error kept) when it fails.
    bool run(QSqlQuery &query, const QString &sql, const QVariantList &values);

    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern
