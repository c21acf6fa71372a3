// The writer's sync area: accounts added, removed and recorded; the queues of changes for a
// server read and forgotten; what a server sends stored (SyncIngest) and its states written.
// A sync's reads go through here too, so that they see every write queued before them.
#pragma once

#include "library/ingest/remoteitem.h"
#include "library/stores/syncstore.h"

#include <QFuture>
#include <QHash>
#include <QList>
#include <QSet>
#include <optional>

namespace Lectern {

class LibraryWriter;

class SyncWrites
{
public:
    explicit SyncWrites(LibraryWriter *writer);

    // Accounts. removeAccount gives the account removed (its feeds stay, as feeds of their
    // own), nullopt when there was none.
    QFuture<std::optional<qint64>> addAccount(const QString &kind, const QUrl &url,
                                              const QString &user);
    QFuture<std::optional<SyncAccount>> removeAccount(qint64 accountId);
    QFuture<QList<SyncAccount>> accounts();
    QFuture<std::optional<SyncAccount>> account(qint64 accountId);
    QFuture<bool> recordSync(qint64 accountId, const QDateTime &at, const QString &error);
    QFuture<bool> setCursor(qint64 accountId, const QString &cursor);

    // The person's changes waiting for the server, and forgetting those it took.
    QFuture<QList<SyncChange>> pendingChanges(qint64 accountId);
    QFuture<bool> forgetChanges(qint64 accountId, qint64 upToSeq);
    QFuture<QList<SyncFeedChange>> pendingFeedChanges(qint64 accountId);
    QFuture<bool> forgetFeedChanges(qint64 accountId, qint64 upToSeq);
    // A feed of this library only, to be followed on the account's server.
    QFuture<bool> queueSubscribe(qint64 accountId, qint64 feedId);

    // What the server sends (SyncIngest): the subscriptions' streams and feeds' addresses;
    // the number of a feed's items new to the library, -1 when they could not be stored.
    QFuture<QHash<QString, QUrl>> storeSubscriptions(qint64 accountId,
                                                     const QList<RemoteSubscription> &list);
    QFuture<int> storeItems(qint64 accountId, const QUrl &feedUrl, const QList<RemoteItem> &items,
                            QString (*guidOf)(qint64 itemId));
    // The server's item ids the library holds articles for.
    QFuture<QSet<qint64>> knownItems(qint64 accountId);
    // The server's states (SyncStore::applyStates): how many articles changed, nullopt on a
    // failure.
    QFuture<std::optional<int>> applyStates(qint64 accountId, const QList<qint64> &all,
                                            const QList<qint64> &unread,
                                            const QList<qint64> &starred);

private:
    LibraryWriter *m_writer;
};

} // namespace Lectern
