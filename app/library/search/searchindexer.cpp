#include "library/search/searchindexer.h"

#include "library/database/searchfile.h"
#include "library/search/cjkcharacters.h"

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
    // Deferred, with the search file's write lock taken by the first statement: BEGIN
    // IMMEDIATE would lock the library too, and the library writer stores meanwhile. The
    // library is only read, from one snapshot: the entries and the articles they name agree.
    if (!exec(u"BEGIN"_s, {}))
        return std::nullopt;
    const std::optional<int> indexed = indexBatch(limit);
    if (!indexed || !exec(u"COMMIT"_s, {})) {
        const QString error = m_error;
        exec(u"ROLLBACK"_s, {});
        m_error = error;
        return std::nullopt;
    }
    if (*indexed > 0)
        m_lastIndexed = m_batchLast;
    return indexed;
}

std::optional<int> SearchIndexer::indexBatch(int limit)
{
    if (!exec(u"UPDATE search.search_state SET done = done"_s, {}))
        return std::nullopt;
    QSqlQuery range(m_db);
    range.setForwardOnly(true);
    if (!run(range,
             u"SELECT s.done, (SELECT max(seq) FROM (SELECT seq FROM main.search_queue"
             " WHERE seq > s.done ORDER BY seq LIMIT ?)) FROM search.search_state s"_s,
             {limit}) ||
        !range.next()) {
        if (m_error.isEmpty())
            m_error = range.lastError().text();
        return std::nullopt;
    }
    const qint64 done = range.value(0).toLongLong();
    m_lastIndexed = done;
    if (range.value(1).isNull())
        return 0;
    m_batchLast = range.value(1).toLongLong();
    range.finish();
    const QVariantList bounds{done, m_batchLast};
    // An entry with indexed = 1 takes out what the indexes hold of its article first (deleting
    // a rowid they do not hold is harmless); the article is then indexed as it is now, if it
    // still exists.
    const QString changed = u"SELECT article_id FROM main.search_queue"
                            " WHERE seq > ? AND seq <= ? AND indexed = 1"_s;
    if (!exec(u"DELETE FROM search.search_words WHERE rowid IN (%1)"_s.arg(changed), bounds) ||
        !exec(u"DELETE FROM search.search_cjk_chars WHERE rowid IN (%1)"_s.arg(changed), bounds))
        return std::nullopt;
    const QString ids =
        u"SELECT DISTINCT article_id FROM main.search_queue WHERE seq > ? AND seq <= ?"_s;
    QSqlQuery counted(m_db);
    counted.setForwardOnly(true);
    if (!run(counted, u"SELECT count(*) FROM (%1)"_s.arg(ids), bounds) || !counted.next()) {
        if (m_error.isEmpty())
            m_error = counted.lastError().text();
        return std::nullopt;
    }
    const int articles = counted.value(0).toInt();
    counted.finish();
    // The same columns as the schema 4 triggers.
    if (!exec(u"INSERT INTO search.search_words (rowid, title, authors, body, captured_text,"
              " feed_title, tags) SELECT id, title, authors, body, captured_text, feed_title, tags"
              " FROM main.search_documents WHERE id IN (%1)"_s.arg(ids),
              bounds))
        return std::nullopt;
    if (!indexCharacters(ids, bounds))
        return std::nullopt;
    // The mark goes in the same commit as the rows: the file and its mark always agree.
    if (!exec(u"UPDATE search.search_state SET done = ?"_s, {m_batchLast}))
        return std::nullopt;
    return articles;
}

std::optional<qint64> SearchIndexer::queuedCount()
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT count(DISTINCT article_id) FROM (%1)"_s.arg(
            SearchFile::queuedArticlesSql())) ||
        !query.next()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    return query.value(0).toLongLong();
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
        " WHERE x.article_id IN (%1)"_s.arg(idsSql),
        u"SELECT h.article_id, 0, h.note FROM highlights h WHERE h.article_id IN (%1)"_s.arg(
            idsSql)};
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
    if (!read.prepare(u"SELECT id, title, authors, body, captured_text, feed_title, tags"
                      " FROM main.search_documents WHERE id IN (%1) AND has_cjk"_s.arg(
                          candidates->join(u','))) ||
        !insert.prepare(u"INSERT INTO search.search_cjk_chars"
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

bool SearchIndexer::forgetIndexed(QSqlDatabase db, qint64 seq)
{
    QSqlQuery query(db);
    query.prepare(u"DELETE FROM search_queue WHERE seq <= ?"_s);
    query.addBindValue(seq);
    return query.exec();
}

} // namespace Lectern
