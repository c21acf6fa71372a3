#include "library/stores/articlestore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// The shelves column joins names with U+001F, which no shelf name contains.
const QString summaryColumns =
    u"SELECT a.id, a.feed_id, f.title, a.title, a.link, a.published_at, a.read, a.starred,"
    " (SELECT group_concat(name, char(31)) FROM ("
    "   SELECT s.name FROM shelves s WHERE s.id = f.shelf_id"
    "   UNION ALL SELECT s.name FROM article_shelves x JOIN shelves s ON s.id = x.shelf_id"
    "   WHERE x.article_id = a.id)), a.captured_at IS NOT NULL,"
    " coalesce(a.published_at, a.added_at), a.reading_position, a.muted"_s;
// The columns after summaryColumns start here.
constexpr int AfterSummary = 13;

// The WHERE clause of a filter, with its values in binding order.
struct Where
{
    QString with;
    QString clause;
    QVariantList values;
};

Where whereFor(const ArticleFilter &filter)
{
    Where where;
    QStringList conditions{u"a.same_as IS NULL"_s,
                           filter.mutedOnly ? u"a.muted = 1"_s : u"a.muted = 0"_s};
    if (filter.shelfId > 0) {
        where.with = u"WITH RECURSIVE tree(id) AS (SELECT ? UNION ALL"
                     " SELECT s.id FROM shelves s JOIN tree ON s.parent_id = tree.id) "_s;
        where.values.append(filter.shelfId);
        conditions << u"(f.shelf_id IN tree OR a.id IN"
                      " (SELECT article_id FROM article_shelves WHERE shelf_id IN tree))"_s;
    }
    if (filter.feedId > 0) {
        conditions << u"a.feed_id = ?"_s;
        where.values.append(filter.feedId);
    }
    if (filter.unreadOnly)
        conditions << u"a.read = 0"_s;
    if (filter.starredOnly)
        conditions << u"a.starred = 1"_s;
    if (filter.offlineOnly)
        conditions << u"a.captured_at IS NOT NULL"_s;
    if (filter.highlightedOnly)
        conditions << u"a.id IN (SELECT article_id FROM highlights)"_s;
    if (filter.afterId > 0) {
        conditions << u"a.id > ?"_s;
        where.values.append(filter.afterId);
    }
    if (filter.since.isValid()) {
        conditions << u"coalesce(a.published_at, a.added_at) >= ?"_s;
        where.values.append(filter.since.toMSecsSinceEpoch());
    }
    if (!conditions.isEmpty())
        where.clause = u" WHERE "_s + conditions.join(u" AND "_s);
    return where;
}

QDateTime timeFrom(const QVariant &value)
{
    return value.isNull() ? QDateTime()
                          : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), QTimeZone::UTC);
}

ArticleSummary summaryFromQuery(const QSqlQuery &query)
{
    ArticleSummary article;
    article.id = query.value(0).toLongLong();
    article.feedId = query.value(1).toLongLong();
    article.feedTitle = query.value(2).toString();
    article.title = query.value(3).toString();
    article.link = QUrl(query.value(4).toString());
    article.published = timeFrom(query.value(5));
    article.read = query.value(6).toBool();
    article.starred = query.value(7).toBool();
    article.shelves = query.value(8).toString().split(QChar(31), Qt::SkipEmptyParts);
    article.captured = query.value(9).toBool();
    article.listedAt = timeFrom(query.value(10));
    article.readingPosition = query.value(11).toDouble();
    article.muted = query.value(12).toBool();
    return article;
}
} // namespace

ArticleStore::ArticleStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

QList<ArticleSummary> ArticleStore::articles(const ArticleFilter &filter, int limit,
                                             int offset) const
{
    QList<ArticleSummary> result;
    const Where where = whereFor(filter);
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // The few articles stored after afterId are found by their ids; ordering them through the
    // date index would walk the whole library (the unary + keeps the planner off it).
    // The Highlights shelf lists the article highlighted last first.
    const QString order =
        filter.afterId > 0 ? u" ORDER BY +coalesce(a.published_at, a.added_at)"_s
        : filter.highlightedOnly
            ? u" ORDER BY (SELECT max(h.created_at) FROM highlights h WHERE h.article_id = a.id)"_s
            : u" ORDER BY coalesce(a.published_at, a.added_at)"_s;
    query.prepare(where.with + summaryColumns +
                  u" FROM articles a JOIN feeds f ON f.id = a.feed_id"_s + where.clause + order +
                  u" DESC, a.id DESC LIMIT ? OFFSET ?"_s);
    for (const QVariant &value : where.values)
        query.addBindValue(value);
    query.addBindValue(limit);
    query.addBindValue(offset);
    if (!query.exec())
        return result;
    while (query.next())
        result.append(summaryFromQuery(query));
    return result;
}

QList<ArticleSummary> ArticleStore::articles(qint64 feedId, int limit, int offset) const
{
    ArticleFilter filter;
    filter.feedId = feedId;
    return articles(filter, limit, offset);
}

ArticleCounts ArticleStore::count(const ArticleFilter &filter) const
{
    const Where where = whereFor(filter);
    QSqlQuery query(m_db);
    query.prepare(where.with +
                  u"SELECT coalesce(sum(a.read = 0), 0), count(*) FROM articles a"
                  " JOIN feeds f ON f.id = a.feed_id"_s +
                  where.clause);
    for (const QVariant &value : where.values)
        query.addBindValue(value);
    if (!query.exec() || !query.next())
        return {};
    return {query.value(0).toInt(), query.value(1).toInt()};
}

qint64 ArticleStore::newestId() const
{
    QSqlQuery query(m_db);
    if (!query.exec(u"SELECT coalesce(max(id), 0) FROM articles"_s) || !query.next())
        return 0;
    return query.value(0).toLongLong();
}

QList<qint64> ArticleStore::recentlyActiveFeeds(int scan) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(u"SELECT feed_id FROM articles"
                  " ORDER BY coalesce(published_at, added_at) DESC, id DESC LIMIT ?"_s);
    query.addBindValue(scan);
    QList<qint64> feeds;
    if (!query.exec())
        return feeds;
    while (query.next()) {
        const qint64 feed = query.value(0).toLongLong();
        if (!feeds.contains(feed))
            feeds.append(feed);
    }
    return feeds;
}

std::optional<ArticleSummary> ArticleStore::summary(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(summaryColumns + u" FROM articles a JOIN feeds f ON f.id = a.feed_id"
                                   " WHERE a.id = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return summaryFromQuery(query);
}

std::optional<ArticleRecord> ArticleStore::article(qint64 id) const
{
    return article(id, -1);
}

std::optional<ArticleRecord> ArticleStore::article(qint64 id, qint64 maxHtmlBytes) const
{
    QSqlQuery query(m_db);
    // octet_length() reads a value's size from its record header, not the value: a column
    // past the limit is never loaded.
    query.prepare(summaryColumns +
                  u", a.authors, a.updated_at,"
                  " CASE WHEN lim.n < 0 OR octet_length(a.summary) <= lim.n THEN a.summary END,"
                  " CASE WHEN lim.n < 0 OR octet_length(a.content) <= lim.n THEN a.content END,"
                  " f.site_url, a.captured_at,"
                  " CASE WHEN lim.n < 0 OR octet_length(a.captured_html) <= lim.n"
                  " THEN a.captured_html END,"
                  " octet_length(a.summary), octet_length(a.content),"
                  " octet_length(a.captured_html), j.state, j.error, f.kind,"
                  " (SELECT group_concat(title, char(31)) FROM (SELECT DISTINCT cf.title"
                  "   FROM articles c JOIN feeds cf ON cf.id = c.feed_id WHERE c.same_as = a.id"
                  "   ORDER BY cf.title))"
                  " FROM articles a JOIN feeds f ON f.id = a.feed_id, (SELECT ? AS n) lim"
                  " LEFT JOIN capture_jobs j ON j.article_id = a.id"
                  "  AND (j.state IN ('failed', 'aside') OR j.error IS NOT NULL)"
                  " WHERE a.id = ?"_s);
    query.addBindValue(maxHtmlBytes);
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    ArticleRecord record;
    record.summary = summaryFromQuery(query);
    record.authors = query.value(AfterSummary).toString();
    record.updated = timeFrom(query.value(AfterSummary + 1));
    record.summaryHtml = query.value(AfterSummary + 2).toString();
    record.contentHtml = query.value(AfterSummary + 3).toString();
    record.feedSiteUrl = QUrl(query.value(AfterSummary + 4).toString());
    record.readingPosition = record.summary.readingPosition;
    record.capturedAt = timeFrom(query.value(AfterSummary + 5));
    if (record.capturedAt.isValid())
        record.capturedHtml = query.value(AfterSummary + 6).toString();
    record.summaryHtmlBytes = query.value(AfterSummary + 7).toLongLong();
    record.contentHtmlBytes = query.value(AfterSummary + 8).toLongLong();
    record.capturedHtmlBytes =
        record.capturedAt.isValid() ? query.value(AfterSummary + 9).toLongLong() : 0;
    record.captureState = query.value(AfterSummary + 10).toString();
    record.captureError = query.value(AfterSummary + 11).toString();
    record.savedPage = query.value(AfterSummary + 12).toString() == u"saved"_s;
    record.alsoIn = query.value(AfterSummary + 13).toString().split(QChar(31), Qt::SkipEmptyParts);
    return record;
}

bool ArticleStore::setRead(qint64 id, bool read)
{
    return setFlag(u"read"_s, id, read);
}

bool ArticleStore::setStarred(qint64 id, bool starred)
{
    return setFlag(u"starred"_s, id, starred);
}

bool ArticleStore::setReadingPosition(qint64 id, double fraction)
{
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE articles SET reading_position = ? WHERE id = ?"_s);
    query.addBindValue(fraction);
    query.addBindValue(id);
    return query.exec() && query.numRowsAffected() > 0;
}

std::optional<qint64> ArticleStore::idOf(qint64 feedId, const QString &guid) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT id FROM articles WHERE feed_id = ? AND guid = ?"_s);
    query.addBindValue(feedId);
    query.addBindValue(guid);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toLongLong();
}

QStringList ArticleStore::tagsOf(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT t.name FROM article_tags AS at JOIN tags AS t ON t.id = at.tag_id"
                  " WHERE at.article_id = ? ORDER BY t.name"_s);
    query.addBindValue(id);
    QStringList tags;
    if (query.exec()) {
        while (query.next())
            tags.append(query.value(0).toString());
    }
    return tags;
}

QHash<QString, qint64> ArticleStore::idsByLink() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    QHash<QString, qint64> ids;
    if (query.exec(u"SELECT link, id FROM articles WHERE link IS NOT NULL AND link <> ''"
                   " ORDER BY id"_s)) {
        while (query.next())
            ids.insert(query.value(0).toString(), query.value(1).toLongLong());
    }
    return ids;
}

QString ArticleStore::foldedTitle(const QString &title)
{
    return title.simplified().toCaseFolded();
}

QHash<QString, qint64> ArticleStore::idsByTitle() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    QHash<QString, qint64> ids;
    if (query.exec(u"SELECT title, id FROM articles WHERE title IS NOT NULL AND title <> ''"_s)) {
        while (query.next()) {
            const QString title = foldedTitle(query.value(0).toString());
            const auto found = ids.constFind(title);
            ids.insert(title, found == ids.cend() ? query.value(1).toLongLong() : 0);
        }
    }
    return ids;
}

std::optional<qint64> ArticleStore::feedOf(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT feed_id FROM articles WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toLongLong();
}

std::optional<QList<qint64>> ArticleStore::markAllRead(const ArticleFilter &filter)
{
    ArticleFilter unread = filter;
    unread.unreadOnly = true;
    const Where where = whereFor(unread);
    const QString matching =
        u"SELECT a.id FROM articles a JOIN feeds f ON f.id = a.feed_id"_s + where.clause;
    QList<qint64> feeds;
    QSqlQuery query(m_db);
    query.prepare(where.with + u"SELECT DISTINCT feed_id FROM articles WHERE id IN ("_s + matching +
                  u")"_s);
    for (const QVariant &value : where.values)
        query.addBindValue(value);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    while (query.next())
        feeds.append(query.value(0).toLongLong());
    if (feeds.isEmpty())
        return feeds;
    query.prepare(where.with + u"UPDATE articles SET read = 1 WHERE id IN ("_s + matching + u")"_s);
    for (const QVariant &value : where.values)
        query.addBindValue(value);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    return feeds;
}

bool ArticleStore::setFlag(const QString &column, qint64 id, bool value)
{
    QSqlQuery query(m_db);
    // column is one of our own two names, never user input.
    query.prepare(u"UPDATE articles SET %1 = ? WHERE id = ?"_s.arg(column));
    query.addBindValue(value ? 1 : 0);
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() > 0;
}

} // namespace Lectern
