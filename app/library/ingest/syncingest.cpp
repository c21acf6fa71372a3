#include "library/ingest/syncingest.h"

#include "feeds/parsedfeed.h"
#include "library/database/librarychange.h"
#include "library/database/savepoint.h"
#include "library/ingest/feedingest.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "library/stores/syncstore.h"

using namespace Qt::StringLiterals;

namespace Lectern {

QHash<QString, QUrl> SyncIngest::storeSubscriptions(QSqlDatabase &db, LibraryChange &change,
                                                    qint64 accountId,
                                                    const QList<RemoteSubscription> &list)
{
    QHash<QString, QUrl> streams;
    Savepoint work(db, u"sync_subscriptions"_s);
    FeedStore feeds(db);
    ShelfStore shelves(db);
    SyncStore sync(db);
    // The server's folders put its feeds on shelves without being queued back as moves.
    if (!sync.beginApplying())
        return {};
    for (const RemoteSubscription &subscription : list) {
        if (!subscription.url.isValid())
            continue;
        ParsedFeed feed;
        feed.format = FeedFormat::Synced;
        feed.title = subscription.title;
        feed.link = subscription.siteUrl;
        const auto id = feeds.upsert(subscription.url, feed);
        if (!id || !sync.attachFeed(*id, accountId, subscription.id))
            return {};
        // A server that keeps several labels on a feed may list the one it was moved to here
        // second: a shelf among its folders stays.
        const auto current = feeds.feed(*id);
        const bool onOneOfThem = current && current->shelfId > 0 &&
                                 subscription.folders.contains(shelves.path(current->shelfId));
        if (!subscription.folders.isEmpty() && !onOneOfThem) {
            const auto shelf = shelves.addPath(subscription.folders.first());
            if (!shelf || !shelves.setFeedShelf(*id, *shelf))
                return {};
        }
        streams.insert(subscription.id, subscription.url);
    }
    if (!sync.endApplying() || !work.release())
        return {};
    change.structure = true;
    return streams;
}

int SyncIngest::storeItems(QSqlDatabase &db, LibraryChange &change, qint64 accountId,
                           const QUrl &feedUrl, const QList<RemoteItem> &items,
                           QString (*guidOf)(qint64 itemId), EntryWriter *entries)
{
    Savepoint work(db, u"sync_items"_s);
    FeedStore feeds(db);
    const auto feedId = feeds.idForUrl(feedUrl);
    if (!feedId)
        return -1;
    ParsedFeed feed;
    feed.format = FeedFormat::Synced;
    feed.title = feeds.feed(*feedId)->title;
    for (const RemoteItem &item : items) {
        ParsedEntry entry;
        entry.id = guidOf(item.id);
        entry.title = item.title;
        entry.link = item.link;
        entry.content = item.html;
        entry.published = item.published;
        entry.updated = item.updated;
        if (!item.author.isEmpty())
            entry.authors = {ParsedPerson{item.author, {}, {}}};
        feed.entries.append(entry);
    }
    const IngestResult result = FeedIngest::ingest(db, feedUrl, PreparedFeed{feed, {}},
                                                   FeedIngest::SearchIndexing::Later, entries);
    if (!result.ok)
        return -1;
    // Each item's article as the ingest found or made it: a feed the library followed before
    // it synced holds the item already under the feed's own guid, matched by its link.
    SyncStore sync(db);
    for (const RemoteItem &item : items) {
        const auto article = result.articleByGuid.constFind(guidOf(item.id));
        if (article == result.articleByGuid.cend())
            continue; // older than the feed's retention keeps
        if (!sync.link(accountId, *article, item.id))
            return -1;
    }
    if (!work.release())
        return -1;
    change.feeds.append(result.feedId);
    return result.added; // an item the feed held already is linked, not new
}

} // namespace Lectern
