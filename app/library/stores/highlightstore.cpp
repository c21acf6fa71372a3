#include "library/stores/highlightstore.h"

#include <QSqlQuery>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString columns = u"SELECT h.id, h.article_id, h.quote, h.prefix, h.suffix, h.text_start,"
                        " h.text_end, h.color, h.note, h.created_at, h.updated_at, a.title,"
                        " a.link, f.title FROM highlights h JOIN articles a ON a.id = h.article_id"
                        " JOIN feeds f ON f.id = a.feed_id"_s;

HighlightRecord fromQuery(const QSqlQuery &query)
{
    HighlightRecord record;
    record.id = query.value(0).toLongLong();
    record.articleId = query.value(1).toLongLong();
    record.selector.quote = query.value(2).toString();
    record.selector.prefix = query.value(3).toString();
    record.selector.suffix = query.value(4).toString();
    record.selector.start = query.value(5).toLongLong();
    record.selector.end = query.value(6).toLongLong();
    record.color = query.value(7).toString();
    record.note = query.value(8).toString();
    record.created = QDateTime::fromMSecsSinceEpoch(query.value(9).toLongLong(), QTimeZone::UTC);
    record.updated = QDateTime::fromMSecsSinceEpoch(query.value(10).toLongLong(), QTimeZone::UTC);
    record.articleTitle = query.value(11).toString();
    record.articleLink = QUrl(query.value(12).toString());
    record.feedTitle = query.value(13).toString();
    return record;
}

// An empty text, never NULL: the columns are NOT NULL.
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(u""_s) : QVariant(value);
}

QList<HighlightRecord> readAll(QSqlQuery &query)
{
    QList<HighlightRecord> records;
    if (!query.exec())
        return records;
    while (query.next())
        records.append(fromQuery(query));
    return records;
}

} // namespace

const QStringList &HighlightRecord::colors()
{
    static const QStringList names = {u"yellow"_s, u"green"_s, u"blue"_s, u"pink"_s};
    return names;
}

HighlightStore::HighlightStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

std::optional<qint64> HighlightStore::add(const HighlightRecord &highlight, const QDateTime &now)
{
    QSqlQuery query(m_db);
    query.prepare(u"INSERT INTO highlights (article_id, quote, prefix, suffix, text_start,"
                  " text_end, color, note, note_folded, created_at, updated_at)"
                  " SELECT id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM articles WHERE id = ?"_s);
    const HighlightSelector &selector = highlight.selector;
    // One brought from elsewhere keeps when it was made there.
    const QDateTime created =
        highlight.created.isValid() && highlight.created < now ? highlight.created : now;
    for (const QVariant &value :
         {text(selector.quote), text(selector.prefix), text(selector.suffix),
          QVariant(qint64(selector.start)), QVariant(qint64(selector.end)), text(highlight.color),
          text(highlight.note), text(highlight.note.toCaseFolded()),
          QVariant(created.toMSecsSinceEpoch()), QVariant(now.toMSecsSinceEpoch()),
          QVariant(highlight.articleId)})
        query.addBindValue(value);
    if (!query.exec() || query.numRowsAffected() != 1)
        return std::nullopt;
    return query.lastInsertId().toLongLong();
}

bool HighlightStore::setNote(qint64 id, const QString &note, const QDateTime &now)
{
    QSqlQuery query(m_db);
    query.prepare(
        u"UPDATE highlights SET note = ?, note_folded = ?, updated_at = ? WHERE id = ?"_s);
    query.addBindValue(text(note));
    query.addBindValue(text(note.toCaseFolded()));
    query.addBindValue(now.toMSecsSinceEpoch());
    query.addBindValue(id);
    return query.exec() && query.numRowsAffected() == 1;
}

bool HighlightStore::setColor(qint64 id, const QString &color, const QDateTime &now)
{
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE highlights SET color = ?, updated_at = ? WHERE id = ?"_s);
    query.addBindValue(color);
    query.addBindValue(now.toMSecsSinceEpoch());
    query.addBindValue(id);
    return query.exec() && query.numRowsAffected() == 1;
}

bool HighlightStore::remove(qint64 id)
{
    QSqlQuery query(m_db);
    query.prepare(u"DELETE FROM highlights WHERE id = ?"_s);
    query.addBindValue(id);
    return query.exec() && query.numRowsAffected() == 1;
}

std::optional<HighlightRecord> HighlightStore::highlight(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(columns + u" WHERE h.id = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return fromQuery(query);
}

QList<HighlightRecord> HighlightStore::forArticle(qint64 articleId) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(columns + u" WHERE h.article_id = ? ORDER BY h.text_start, h.id"_s);
    query.addBindValue(articleId);
    return readAll(query);
}

QList<HighlightRecord> HighlightStore::highlights(qint64 shelfId) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    QString sql = columns;
    if (shelfId > 0) {
        sql = u"WITH RECURSIVE tree(id) AS (SELECT ? UNION ALL"
              " SELECT s.id FROM shelves s JOIN tree ON s.parent_id = tree.id) "_s +
              sql +
              u" WHERE (f.shelf_id IN tree OR a.id IN"
              " (SELECT article_id FROM article_shelves WHERE shelf_id IN tree))"_s;
    }
    sql += u" ORDER BY (SELECT max(created_at) FROM highlights x WHERE x.article_id = h.article_id)"
           " DESC, h.article_id DESC, h.text_start, h.id"_s;
    query.prepare(sql);
    if (shelfId > 0)
        query.addBindValue(shelfId);
    return readAll(query);
}

} // namespace Lectern
