#include "library/stores/feedstore.h"
#include "library/database/sqlvalues.h"

#include "library/database/savepoint.h"
#include "library/database/statementcache.h"

#include "feeds/pagefeed/pagesections.h"
#include "feeds/parsedfeed.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString feedColumns =
    u"SELECT f.id, f.url, f.title, f.site_url, f.description, f.last_error,"
    " (SELECT count(*) FROM articles a WHERE a.feed_id = f.id AND a.read = 0 AND a.muted = 0"
    "  AND a.same_as IS NULL),"
    " (SELECT count(*) FROM articles a WHERE a.feed_id = f.id AND a.muted = 0"
    "  AND a.same_as IS NULL),"
    " coalesce(f.shelf_id, 0), f.last_error_at, coalesce(f.http_status, 0), f.retry_not_before,"
    " f.retention_days, f.interval_minutes, f.capture_policy, coalesce(f.capture_selector, ''),"
    " coalesce(f.capture_strip, ''), f.kind, coalesce(f.page_rule, ''), f.last_success_at"
    " FROM feeds f"_s;

QDateTime timeOrNull(const QVariant &msecs)
{
    return msecs.isNull() ? QDateTime()
                          : QDateTime::fromMSecsSinceEpoch(msecs.toLongLong(), QTimeZone::UTC);
}

FeedRecord feedFromQuery(const QSqlQuery &query)
{
    FeedRecord feed;
    feed.id = query.value(0).toLongLong();
    feed.url = QUrl(query.value(1).toString());
    feed.title = query.value(2).toString();
    feed.siteUrl = QUrl(query.value(3).toString());
    feed.description = query.value(4).toString();
    feed.lastError = query.value(5).toString();
    feed.unreadCount = query.value(6).toInt();
    feed.totalCount = query.value(7).toInt();
    feed.shelfId = query.value(8).toLongLong();
    feed.lastErrorAt = timeOrNull(query.value(9));
    feed.httpStatus = query.value(10).toInt();
    feed.retryNotBefore = timeOrNull(query.value(11));
    if (!query.isNull(12))
        feed.retentionDays = query.value(12).toInt();
    if (!query.isNull(13))
        feed.intervalMinutes = query.value(13).toInt();
    feed.capturePolicy = query.value(14).toString();
    feed.captureSelector = query.value(15).toString();
    feed.captureStrip = query.value(16).toString();
    feed.pageFeed = query.value(17).toString() == u"page"_s;
    feed.sitemap = query.value(17).toString() == u"sitemap"_s;
    feed.saved = query.value(17).toString() == u"saved"_s;
    feed.synced = query.value(17).toString() == u"synced"_s;
    feed.pageRule = PageRule::fromJson(query.value(18).toString());
    feed.lastSuccessAt = timeOrNull(query.value(19));
    return feed;
}

// Compares runs of digits by their value and the rest without case (QCollator's numeric mode
// needs a real locale, and the C locale is common in scripts).
int naturalCompare(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            const qsizetype si = i, sj = j;
            while (i < a.size() && a.at(i).isDigit())
                ++i;
            while (j < b.size() && b.at(j).isDigit())
                ++j;
            // Without leading zeros, a longer run is a larger number.
            QStringView x = QStringView(a).mid(si, i - si), y = QStringView(b).mid(sj, j - sj);
            while (x.size() > 1 && x.front() == u'0')
                x = x.mid(1);
            while (y.size() > 1 && y.front() == u'0')
                y = y.mid(1);
            if (x.size() != y.size())
                return x.size() < y.size() ? -1 : 1;
            if (const int c = x.compare(y); c != 0)
                return c;
            continue;
        }
        const QChar ca = a.at(i).toCaseFolded(), cb = b.at(j).toCaseFolded();
        if (ca != cb)
            return ca < cb ? -1 : 1;
        ++i;
        ++j;
    }
    return int(a.size() - i > 0) - int(b.size() - j > 0);
}

} // namespace

FeedStore::FeedStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

FeedStore::FeedStore(QSqlDatabase db, StatementCache *statements)
    : m_db(std::move(db))
    , m_statements(statements)
{
}

QList<FeedRecord> FeedStore::feeds() const
{
    QList<FeedRecord> result;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(feedColumns + u" ORDER BY f.id"_s)) // by title below, ties by age
        return result;
    while (query.next())
        result.append(feedFromQuery(query));
    // Titles in the order a person expects: "feed 2" before "feed 10", case aside. The section
    // feeds of one page stay together in the page's order (the order they were added in), at
    // the place of the first one's title.
    QHash<QUrl, QString> pageTitles;
    for (auto it = result.crbegin(); it != result.crend(); ++it) { // the oldest written last
        if (!PageSections::sectionOf(it->url).isEmpty())
            pageTitles.insert(PageSections::pageOf(it->url), it->title);
    }
    const auto pageOf = [](const FeedRecord &feed) {
        return PageSections::sectionOf(feed.url).isEmpty()
                   ? QString()
                   : PageSections::pageOf(feed.url).toString();
    };
    const auto sortTitle = [&](const FeedRecord &feed) {
        const QString page = pageOf(feed);
        return page.isEmpty() ? feed.title : pageTitles.value(QUrl(page));
    };
    std::stable_sort(result.begin(), result.end(), [&](const FeedRecord &a, const FeedRecord &b) {
        if (const int order = naturalCompare(sortTitle(a), sortTitle(b)); order != 0)
            return order < 0;
        return pageOf(a) < pageOf(b);
    });
    return result;
}

bool FeedStore::setPageRule(qint64 feedId, const PageRule &rule)
{
    // The body seen last is read again with the new rule.
    QSqlQuery query(m_db);
    query.prepare(
        u"UPDATE feeds SET page_rule = ?, body_hash = NULL, kind = 'page' WHERE id = ?"_s);
    query.addBindValue(rule.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : rule.toJson());
    query.addBindValue(feedId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

bool FeedStore::setSitemap(qint64 feedId)
{
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE feeds SET kind = 'sitemap', body_hash = NULL WHERE id = ?"_s);
    query.addBindValue(feedId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

std::optional<FeedRecord> FeedStore::feed(qint64 id) const
{
    const QList<FeedRecord> found = feeds(QList<qint64>{id});
    return found.isEmpty() ? std::nullopt : std::optional<FeedRecord>(found.first());
}

QList<FeedRecord> FeedStore::feeds(const QList<qint64> &ids) const
{
    QList<FeedRecord> found;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(feedColumns + u" WHERE f.id = ?"_s))
        return found;
    for (qint64 id : ids) {
        query.addBindValue(id);
        if (query.exec() && query.next())
            found.append(feedFromQuery(query));
        query.finish();
    }
    return found;
}

bool FeedStore::contains(const QUrl &url) const
{
    QSqlQuery local(m_db);
    QSqlQuery *query =
        preparedStatement(m_statements, local, u"SELECT 1 FROM feeds WHERE url = ?"_s);
    if (!query)
        return false;
    query->addBindValue(url.toString(QUrl::FullyEncoded));
    const bool found = query->exec() && query->next();
    query->finish();
    return found;
}

std::optional<qint64> FeedStore::idForUrl(const QUrl &url) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT id FROM feeds WHERE url = ?"_s);
    query.addBindValue(url.toString(QUrl::FullyEncoded));
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toLongLong();
}

std::optional<qint64> FeedStore::upsert(const QUrl &url, const ParsedFeed &parsed)
{
    QSqlQuery local(m_db);
    QSqlQuery *query = preparedStatement(
        m_statements, local,
        u"INSERT INTO feeds (url, title, site_url, description, added_at, last_success_at, kind)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (url) DO UPDATE SET"
        " title = CASE WHEN feeds.title_by_user THEN feeds.title ELSE excluded.title END,"
        " kind = excluded.kind,"
        " site_url = excluded.site_url, description = excluded.description,"
        " last_success_at = excluded.last_success_at, last_error = NULL,"
        " last_error_at = NULL, error_count = 0, retry_not_before = NULL"
        " RETURNING id"_s);
    if (!query) {
        m_error = m_statements ? m_statements->errorString() : local.lastError().text();
        return std::nullopt;
    }
    const QString title = parsed.title.isEmpty() ? url.host() : parsed.title;
    query->addBindValue(url.toString(QUrl::FullyEncoded));
    query->addBindValue(title);
    query->addBindValue(textOrNull(parsed.link.toString(QUrl::FullyEncoded)));
    query->addBindValue(textOrNull(parsed.subtitle));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    query->addBindValue(now); // added
    query->addBindValue(now); // last success
    // How the document is read from now on: a page without a feed, or a feed.
    query->addBindValue(parsed.format == FeedFormat::Page      ? u"page"_s
                        : parsed.format == FeedFormat::Sitemap ? u"sitemap"_s
                        : parsed.format == FeedFormat::Saved   ? u"saved"_s
                        : parsed.format == FeedFormat::Synced  ? u"synced"_s
                                                               : u"feed"_s);
    if (!query->exec() || !query->next()) {
        m_error = query->lastError().text();
        query->finish();
        return std::nullopt;
    }
    const qint64 id = query->value(0).toLongLong();
    query->finish();
    return id;
}

std::optional<bool> FeedStore::addUnfetched(const QUrl &url, const QString &title,
                                            const QUrl &siteUrl, qint64 shelfId)
{
    QSqlQuery query(m_db);
    query.prepare(u"INSERT OR IGNORE INTO feeds (url, title, site_url, shelf_id, added_at)"
                  " VALUES (?, ?, ?, ?, ?)"_s);
    query.addBindValue(url.toString(QUrl::FullyEncoded));
    query.addBindValue(title.isEmpty() ? url.host() : title);
    query.addBindValue(textOrNull(siteUrl.toString(QUrl::FullyEncoded)));
    query.addBindValue(shelfId > 0 ? QVariant(shelfId) : QVariant(QMetaType::fromType<qint64>()));
    query.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    return query.numRowsAffected() == 1;
}

QList<FeedFetchState> FeedStore::fetchStates(const QList<qint64> &feedIds) const
{
    QList<FeedFetchState> states;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(
            u"SELECT id, url, etag, last_modified, body_hash, error_count, retry_not_before,"
            " coalesce(auth_user, ''), kind, coalesce(page_rule, '') FROM feeds"
            " WHERE gone = 0 AND kind NOT IN ('saved', 'synced') ORDER BY id"_s)) // fetched
                                                                                  // elsewhere
        return states;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        if (!feedIds.isEmpty() && !feedIds.contains(id))
            continue;
        FeedFetchState state;
        state.feedId = id;
        state.url = QUrl(query.value(1).toString());
        state.etag = query.value(2).toByteArray();
        state.lastModified = query.value(3).toByteArray();
        state.bodyHash = query.value(4).toString();
        state.errorCount = query.value(5).toInt();
        state.retryNotBefore = timeOrNull(query.value(6));
        state.authUser = query.value(7).toString();
        state.pageFeed = query.value(8).toString() == u"page"_s;
        state.sitemap = query.value(8).toString() == u"sitemap"_s;
        state.pageRule = PageRule::fromJson(query.value(9).toString());
        states.append(state);
    }
    return states;
}

bool FeedStore::recordFetch(qint64 id, const FeedFetchOutcome &outcome)
{
    QSqlQuery local(m_db);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QSqlQuery *recorded = nullptr;
    if (outcome.error.isEmpty()) {
        recorded =
            preparedStatement(m_statements, local,
                              u"UPDATE feeds SET http_status = ?, etag = ?, last_modified = ?,"
                              " body_hash = coalesce(?, body_hash), last_success_at = ?,"
                              " last_error = NULL, last_error_at = NULL, error_count = 0,"
                              " retry_not_before = NULL,"
                              " private_address = coalesce(?, private_address) WHERE id = ?"_s);
        if (recorded) {
            recorded->addBindValue(outcome.httpStatus);
            recorded->addBindValue(textOrNull(QString::fromLatin1(outcome.etag)));
            recorded->addBindValue(textOrNull(QString::fromLatin1(outcome.lastModified)));
            recorded->addBindValue(textOrNull(outcome.bodyHash));
            recorded->addBindValue(now);
            recorded->addBindValue(outcome.privateAddress
                                       ? QVariant(*outcome.privateAddress ? 1 : 0)
                                       : QVariant(QMetaType::fromType<int>()));
        }
    } else {
        recorded = preparedStatement(
            m_statements, local,
            u"UPDATE feeds SET http_status = ?, last_error = ?, last_error_at = ?,"
            " error_count = error_count + 1, retry_not_before = ? WHERE id = ?"_s);
        if (recorded) {
            recorded->addBindValue(outcome.httpStatus);
            recorded->addBindValue(outcome.error);
            recorded->addBindValue(now);
            recorded->addBindValue(outcome.retryNotBefore.isValid()
                                       ? QVariant(outcome.retryNotBefore.toMSecsSinceEpoch())
                                       : QVariant(QMetaType::fromType<qint64>()));
        }
    }
    if (!recorded) {
        m_error = m_statements ? m_statements->errorString() : local.lastError().text();
        return false;
    }
    recorded->addBindValue(id);
    if (!recorded->exec()) {
        m_error = recorded->lastError().text();
        return false;
    }
    if (recorded->numRowsAffected() != 1)
        return false;
    // The rare updates below are prepared each time.
    QSqlQuery query(m_db);
    // 410 Gone: the publisher says the feed will not come back; stop polling it.
    if (outcome.httpStatus == 410) {
        query.prepare(u"UPDATE feeds SET gone = 1 WHERE id = ?"_s);
        query.addBindValue(id);
        query.exec();
    }
    // A permanent redirect moves the feed, unless the library has the new address already.
    if (outcome.error.isEmpty() && outcome.movedTo.isValid()) {
        query.prepare(u"UPDATE feeds SET url = ? WHERE id = ?"
                      " AND NOT EXISTS (SELECT 1 FROM feeds WHERE url = ?)"_s);
        const QString moved = outcome.movedTo.toString(QUrl::FullyEncoded);
        query.addBindValue(moved);
        query.addBindValue(id);
        query.addBindValue(moved);
        query.exec();
    }
    return true;
}

bool FeedStore::setAuthUser(qint64 id, const QString &user)
{
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE feeds SET auth_user = ? WHERE id = ?"_s);
    query.addBindValue(textOrNull(user));
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

bool FeedStore::setPrivateAddress(qint64 id, bool onPrivateAddress)
{
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE feeds SET private_address = ? WHERE id = ?"_s);
    query.addBindValue(onPrivateAddress ? 1 : 0);
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

bool FeedStore::handOverCopiedArticles(qint64 feedId)
{
    // An article another feed still brings is kept: it takes the place of its first copy (that
    // feed and guid), so its state, highlights and capture stay with its id.
    QSqlQuery pairs(m_db);
    pairs.prepare(u"SELECT a.id, c.id, c.feed_id, c.guid FROM articles a"
                  " JOIN articles c ON c.id = (SELECT min(x.id) FROM articles x"
                  " WHERE x.same_as = a.id)"
                  " WHERE a.feed_id = ? AND a.same_as IS NULL"_s);
    pairs.addBindValue(feedId);
    if (!pairs.exec()) {
        m_error = pairs.lastError().text();
        return false;
    }
    struct HandOver
    {
        qint64 article, copy, feed;
        QString guid;
    };
    QList<HandOver> handOvers;
    while (pairs.next())
        handOvers.append({pairs.value(0).toLongLong(), pairs.value(1).toLongLong(),
                          pairs.value(2).toLongLong(), pairs.value(3).toString()});
    for (const HandOver &step : std::as_const(handOvers)) {
        for (const auto &[sql, values] : std::initializer_list<std::pair<QString, QVariantList>>{
                 {u"DELETE FROM synced_articles WHERE article_id = ?"_s, {step.article}},
                 {u"UPDATE synced_articles SET article_id = ? WHERE article_id = ?"_s,
                  {step.article, step.copy}},
                 {u"DELETE FROM articles WHERE id = ?"_s, {step.copy}},
                 {u"UPDATE articles SET feed_id = ?, guid = ? WHERE id = ?"_s,
                  {step.feed, step.guid, step.article}}}) {
            QSqlQuery query(m_db);
            query.prepare(sql);
            for (const QVariant &value : values)
                query.addBindValue(value);
            if (!query.exec()) {
                m_error = query.lastError().text();
                return false;
            }
        }
    }
    return true;
}

bool FeedStore::remove(qint64 id)
{
    Savepoint work(m_db, u"unsubscribe"_s); // the articles handed over, and the feed gone
    if (!handOverCopiedArticles(id))
        return false;
    QSqlQuery query(m_db);
    query.prepare(u"DELETE FROM feeds WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() != 1)
        return false;
    if (!work.release()) {
        m_error = work.errorString();
        return false;
    }
    return true;
}

bool FeedStore::setUrl(qint64 id, const QUrl &url)
{
    if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s)) {
        m_error = u"not a web address: %1"_s.arg(url.toDisplayString());
        return false;
    }
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE feeds SET url = ?, etag = NULL, last_modified = NULL, body_hash = NULL,"
                  " http_status = NULL, last_error = NULL, last_error_at = NULL, error_count = 0,"
                  " retry_not_before = NULL WHERE id = ?"_s);
    query.addBindValue(url.toString(QUrl::FullyEncoded));
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text(); // a UNIQUE constraint: another feed has it
        return false;
    }
    return query.numRowsAffected() == 1;
}

bool FeedStore::setTitle(qint64 id, const QString &title)
{
    QSqlQuery query(m_db);
    if (title.trimmed().isEmpty()) {
        // The feed's own title again, from its next fetch on.
        query.prepare(u"UPDATE feeds SET title_by_user = 0 WHERE id = ?"_s);
    } else {
        query.prepare(u"UPDATE feeds SET title = ?, title_by_user = 1 WHERE id = ?"_s);
        query.addBindValue(title.trimmed());
    }
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

bool FeedStore::setRetention(qint64 id, std::optional<int> days)
{
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE feeds SET retention_days = ? WHERE id = ?"_s);
    query.addBindValue(days ? QVariant(*days) : QVariant(QMetaType::fromType<int>()));
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

} // namespace Lectern
