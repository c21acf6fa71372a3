// Reads and writes the feeds table.
#pragma once

#include "library/database/records.h"

#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace Lectern {

class StatementCache;

struct ParsedFeed;

class FeedStore
{
public:
    explicit FeedStore(QSqlDatabase db);
    // Writes through statements kept in `statements` (the library writer's) when given.
    FeedStore(QSqlDatabase db, StatementCache *statements);

    // Every feed with its unread and total article counts, ordered by title, numbers in titles
    // by their value ("feed 2" before "feed 10").
    QList<FeedRecord> feeds() const;
    std::optional<FeedRecord> feed(qint64 id) const;
    // These feeds (those that exist), read with one statement prepared once.
    QList<FeedRecord> feeds(const QList<qint64> &ids) const;
    std::optional<qint64> idForUrl(const QUrl &url) const;
    // Whether a feed has this address (through the statement cache when there is one).
    bool contains(const QUrl &url) const;
    // Inserts the feed or updates its metadata; returns its id, or nullopt on a database error.
    std::optional<qint64> upsert(const QUrl &url, const ParsedFeed &parsed);
    // A feed known only by its address (from an OPML import): true when it is new, false when
    // the library had it already (left as it was); nullopt on a database error.
    std::optional<bool> addUnfetched(const QUrl &url, const QString &title, const QUrl &siteUrl,
                                     qint64 shelfId);
    // Days to keep articles, or nullopt to keep everything (the default).
    bool setRetention(qint64 id, std::optional<int> days);
    // A title of the reader's own, which refreshes keep; an empty one gives the feed's own
    // title back at its next fetch.
    bool setTitle(qint64 id, const QString &title);
    // A new address for the feed (a site that moved without a redirect): what the old one's
    // server said is forgotten, so the next fetch starts afresh. False when another feed has
    // that address, or the address is not http(s).
    bool setUrl(qint64 id, const QUrl &url);
    // Unsubscribes: the feed and, through the schema's cascades, its articles and everything
    // that hangs on them (search entries, shelf places, tags, capture jobs), except the articles
    // another feed brings too: each takes the place of its copy there. All in one savepoint.
    bool remove(qint64 id);
    // Every feed's fetch state, or those of feedIds when not empty; feeds marked gone are left out.
    QList<FeedFetchState> fetchStates(const QList<qint64> &feedIds = {}) const;
    // A success keeps the new validators and clears the error, the error count and any wait; a
    // failure keeps the old validators, counts one more error in a row and keeps the wait.
    bool recordFetch(qint64 id, const FeedFetchOutcome &outcome);
    // The HTTP Basic auth user of a private feed; empty for none. The password is not stored here.
    bool setAuthUser(qint64 id, const QString &user);
    // Whether the feed is on the person's own network (its fetch connected to such an address);
    // recordFetch keeps it up to date after that.
    bool setPrivateAddress(qint64 id, bool onPrivateAddress);
    // Follows the address as a page feed, its items read with rule (an empty rule: found
    // without one). False when no such feed.
    bool setPageRule(qint64 feedId, const PageRule &rule);
    // Follows the address as a site's sitemap.xml. False when no such feed.
    bool setSitemap(qint64 feedId);
    QString errorString() const { return m_error; }

private:
    bool handOverCopiedArticles(qint64 feedId);
    QSqlDatabase m_db;
    StatementCache *m_statements = nullptr;
    QString m_error;
};

} // namespace Lectern
