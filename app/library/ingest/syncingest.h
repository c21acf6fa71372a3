// Stores what a sync server sent, on the library writer's connection, whatever the protocol:
// subscriptions as feeds of kind 'synced' on a shelf named after their first folder, and a
// subscription's new items as its articles, linked to the server's item ids. Each call is one
// savepoint: all of it or nothing.
#pragma once

#include "library/ingest/remoteitem.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QUrl>

namespace Lectern {

class EntryWriter;

struct LibraryChange;

class SyncIngest
{
public:
    // The subscriptions' streams and their feeds' addresses; empty when they could not be
    // stored (or there were none).
    static QHash<QString, QUrl> storeSubscriptions(QSqlDatabase &db, LibraryChange &change,
                                                   qint64 accountId,
                                                   const QList<RemoteSubscription> &list);
    // The items of the feed at feedUrl, stored and linked; guidOf names an item's article in its
    // feed. The number of articles new to the library (an item the feed held already is linked
    // to its article; one older than the feed's retention keeps is left out), -1 when nothing
    // could be stored. entries: the writer's own EntryWriter, when there is one.
    static int storeItems(QSqlDatabase &db, LibraryChange &change, qint64 accountId,
                          const QUrl &feedUrl, const QList<RemoteItem> &items,
                          QString (*guidOf)(qint64 itemId), EntryWriter *entries = nullptr);
};

} // namespace Lectern
