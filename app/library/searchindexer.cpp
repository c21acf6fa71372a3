#include "library/searchindexer.h"

#include "library/cjkcharacters.h"
#include "library/savepoint.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace Lectern {

SearchIndexer::SearchIndexer(QSqlDatabase db)
    : m_db(std::move(db))
{
}

std::optional<int> SearchIndexer::indexQueued(int limit)
{
    // The batch is a range of ids: every queued article between its first and last id.
    QSqlQuery range(m_db);
    range.setForwardOnly(true);
    if (!range.prepare(u"SELECT min(article_id), max(article_id) FROM (SELECT article_id"
                       " FROM search_queue ORDER BY article_id LIMIT ?)"_s)) {
        m_error = range.lastError().text();
        return std::nullopt;
    }
    range.addBindValue(limit);
    if (!range.exec() || !range.next()) {
        m_error = range.lastError().text();
        return std::nullopt;
    }
    if (range.value(0).isNull())
        return 0;
    const QVariantList bounds{range.value(0), range.value(1)};
    range.finish();
    return indexWhere(u"SELECT article_id FROM search_queue WHERE article_id BETWEEN ? AND ?"_s,
                      bounds);
}

std::optional<int> SearchIndexer::indexFeed(qint64 feedId)
{
    return indexWhere(u"SELECT q.article_id FROM search_queue q JOIN articles a"
                      " ON a.id = q.article_id WHERE a.feed_id = ?"_s,
                      {feedId});
}

std::optional<qint64> SearchIndexer::queuedCount()
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT count(*) FROM search_queue"_s) || !query.next()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    return query.value(0).toLongLong();
}

std::optional<int> SearchIndexer::indexWhere(const QString &idsSql, const QVariantList &values)
{
    Savepoint work(m_db, u"search_index"_s);
    if (!work.isOpen()) {
        m_error = work.errorString();
        return std::nullopt;
    }
    // The same columns as the schema 4 triggers.
    if (!exec(u"INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title,"
              " tags) SELECT id, title, authors, body, captured_text, feed_title, tags"
              " FROM search_documents WHERE id IN (%1)"_s.arg(idsSql),
              values))
        return std::nullopt;
    if (!indexCharacters(idsSql, values))
        return std::nullopt;
    // Out of the queue: the articles' own rows stay as they are (schema 23).
    const std::optional<int> indexed =
        exec(u"DELETE FROM search_queue WHERE article_id IN (%1)"_s.arg(idsSql), values);
    if (!indexed)
        return std::nullopt;
    if (!work.release()) {
        m_error = work.errorString();
        return std::nullopt;
    }
    return indexed;
}

std::optional<QStringList> SearchIndexer::cjkCandidates(const QString &idsSql,
                                                        const QVariantList &values)
{
    QSet<qint64> found;
    // The body's own mark is stored (body_cjk) unless the body is made from the HTML; the short
    // columns and the tags are looked at here.
    const QString sql[] = {
        u"SELECT a.id, a.body_text IS NULL OR coalesce(a.body_cjk, 1), a.title, a.authors,"
        " f.title, coalesce(a.captured_text, '') FROM articles a JOIN feeds f ON f.id = a.feed_id"
        " WHERE a.id IN (%1)"_s.arg(idsSql),
        u"SELECT x.article_id, 0, t.name FROM article_tags x JOIN tags t ON t.id = x.tag_id"
        " WHERE x.article_id IN (%1)"_s.arg(idsSql)};
    for (const QString &statement : sql) {
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!run(query, statement, values))
            return std::nullopt;
        const int columns = query.record().count();
        while (query.next()) {
            bool cjk = query.value(1).toBool();
            for (int column = 2; column < columns && !cjk; ++column)
                cjk = CjkCharacters::contains(query.value(column).toString());
            if (cjk)
                found.insert(query.value(0).toLongLong());
        }
        if (query.lastError().isValid()) {
            m_error = query.lastError().text();
            return std::nullopt;
        }
    }
    QStringList ids;
    for (qint64 id : std::as_const(found))
        ids.append(QString::number(id));
    return ids;
}

bool SearchIndexer::indexCharacters(const QString &idsSql, const QVariantList &values)
{
    // The view's has_cjk tests the short columns with GLOB, 4-5 us an article (0.15 s of
    // indexing a cold refresh's 19,615 articles): the few that may hold CJK text are found first,
    // and the view decides for those.
    const std::optional<QStringList> candidates = cjkCandidates(idsSql, values);
    if (!candidates)
        return false;
    if (candidates->isEmpty())
        return true;
    // The text is spaced out here: SQL has no way to (schema 19).
    QSqlQuery read(m_db);
    read.setForwardOnly(true);
    QSqlQuery insert(m_db);
    if (!read.prepare(
            u"SELECT id, title, authors, body, captured_text, feed_title, tags"
            " FROM search_documents WHERE id IN (%1) AND has_cjk"_s.arg(candidates->join(u','))) ||
        !insert.prepare(u"INSERT INTO search_cjk_chars"
                        " (rowid, title, authors, body, captured_text, feed_title, tags)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)"_s)) {
        m_error = read.lastError().isValid() ? read.lastError().text() : insert.lastError().text();
        return false;
    }
    if (!read.exec()) {
        m_error = read.lastError().text();
        return false;
    }
    while (read.next()) {
        insert.addBindValue(read.value(0));
        for (int column = 1; column <= 6; ++column)
            insert.addBindValue(CjkCharacters::indexText(read.value(column).toString()));
        if (!insert.exec()) {
            m_error = insert.lastError().text();
            return false;
        }
    }
    if (read.lastError().isValid()) {
        m_error = read.lastError().text();
        return false;
    }
    return true;
}

std::optional<int> SearchIndexer::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_db);
    if (!run(query, sql, values))
        return std::nullopt;
    return query.numRowsAffected();
}

bool SearchIndexer::run(QSqlQuery &query, const QString &sql, const QVariantList &values)
{
    if (!query.prepare(sql)) {
        m_error = query.lastError().text();
        return false;
    }
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

} // namespace Lectern
