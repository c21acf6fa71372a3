#include "library/articlestore.h"

#include "feeds/parsedfeed.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString summaryColumns = u"SELECT a.id, a.feed_id, f.title, a.title, a.link, a.published_at,"
                               " a.read, a.starred"_s;

QVariant timeOrNull(const QDateTime &time)
{
    return time.isValid() ? QVariant(time.toMSecsSinceEpoch()) : QVariant(QMetaType::fromType<qint64>());
}

QDateTime timeFrom(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), QTimeZone::UTC);
}

QString authorsText(const QList<ParsedPerson> &people)
{
    QStringList names;
    for (const ParsedPerson &person : people) {
        const QString name = person.name.isEmpty() ? person.email : person.name;
        if (!name.isEmpty())
            names.append(name);
    }
    return names.join(u", "_s);
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
    return article;
}
} // namespace

ArticleStore::ArticleStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

std::optional<ArticleStore::IngestCounts> ArticleStore::ingest(qint64 feedId,
                                                              const QList<ParsedEntry> &entries)
{
    IngestCounts counts;
    // New rows get ids above the current largest, which tells inserts from updates below.
    QSqlQuery maxId(m_db);
    if (!maxId.exec(u"SELECT coalesce(max(id), 0) FROM articles"_s) || !maxId.next()) {
        m_error = maxId.lastError().text();
        return std::nullopt;
    }
    const qint64 largestBefore = maxId.value(0).toLongLong();
    QSqlQuery insert(m_db);
    // The upsert rewrites only what the feed provides: read, starred and added_at stay.
    insert.prepare(u"INSERT INTO articles (feed_id, guid, link, title, authors, published_at,"
                   " updated_at, summary, content, added_at)"
                   " VALUES (?, ?, ?, coalesce(?, ''), coalesce(?, ''), ?, ?, ?, ?, ?)"
                   " ON CONFLICT (feed_id, guid) DO UPDATE SET link = excluded.link,"
                   " title = excluded.title, authors = excluded.authors,"
                   " published_at = coalesce(excluded.published_at, published_at),"
                   " updated_at = excluded.updated_at, summary = excluded.summary,"
                   " content = excluded.content"
                   " WHERE (link, title, authors, updated_at, summary, content) IS NOT"
                   " (excluded.link, excluded.title, excluded.authors, excluded.updated_at,"
                   "  excluded.summary, excluded.content)"
                   " RETURNING id"_s);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const ParsedEntry &entry : entries) {
        insert.addBindValue(feedId);
        insert.addBindValue(entry.id);
        insert.addBindValue(entry.link.toString(QUrl::FullyEncoded));
        insert.addBindValue(entry.title);
        insert.addBindValue(authorsText(entry.authors));
        // An entry without a date sorts by when we first saw it.
        insert.addBindValue(timeOrNull(entry.published.isValid() ? entry.published : entry.updated));
        insert.addBindValue(timeOrNull(entry.updated));
        insert.addBindValue(entry.summary);
        insert.addBindValue(entry.content);
        insert.addBindValue(now);
        if (!insert.exec()) {
            m_error = insert.lastError().text();
            return std::nullopt;
        }
        if (insert.next()) {
            if (insert.value(0).toLongLong() > largestBefore)
                ++counts.added;
            else
                ++counts.updated;
        }
        insert.finish();
    }
    return counts;
}

QList<ArticleSummary> ArticleStore::articles(qint64 feedId, int limit, int offset) const
{
    QList<ArticleSummary> result;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    const QString where = feedId > 0 ? u" WHERE a.feed_id = :feed"_s : QString();
    query.prepare(summaryColumns + u" FROM articles a JOIN feeds f ON f.id = a.feed_id"_s + where
                  + u" ORDER BY coalesce(a.published_at, a.added_at) DESC, a.id DESC"
                    " LIMIT :limit OFFSET :offset"_s);
    if (feedId > 0)
        query.bindValue(u":feed"_s, feedId);
    query.bindValue(u":limit"_s, limit);
    query.bindValue(u":offset"_s, offset);
    if (!query.exec())
        return result;
    while (query.next())
        result.append(summaryFromQuery(query));
    return result;
}

std::optional<ArticleRecord> ArticleStore::article(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(summaryColumns + u", a.authors, a.updated_at, a.summary, a.content, f.site_url"
                                   " FROM articles a JOIN feeds f ON f.id = a.feed_id"
                                   " WHERE a.id = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    ArticleRecord record;
    record.summary = summaryFromQuery(query);
    record.authors = query.value(8).toString();
    record.updated = timeFrom(query.value(9));
    record.summaryHtml = query.value(10).toString();
    record.contentHtml = query.value(11).toString();
    record.feedSiteUrl = QUrl(query.value(12).toString());
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
