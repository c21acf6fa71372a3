#include "library/writes/syncwrites.h"

#include "library/ingest/syncingest.h"
#include "library/writes/librarywriter.h"

namespace Lectern {

SyncWrites::SyncWrites(LibraryWriter *writer)
    : m_writer(writer)
{
}

QFuture<std::optional<qint64>> SyncWrites::addAccount(const QString &kind, const QUrl &url,
                                                      const QString &user)
{
    return m_writer->submit<std::optional<qint64>>(
        [kind, url, user](QSqlDatabase &db, LibraryChange &) {
            return SyncStore(db).addAccount(kind, url, user);
        });
}

QFuture<std::optional<SyncAccount>> SyncWrites::removeAccount(qint64 accountId)
{
    return m_writer->submit<std::optional<SyncAccount>>(
        [accountId](QSqlDatabase &db, LibraryChange &change) {
            SyncStore store(db);
            auto account = store.account(accountId);
            if (!account || !store.removeAccount(accountId))
                return std::optional<SyncAccount>();
            change.structure = true; // its feeds are the library's own now
            return account;
        });
}

QFuture<QList<SyncAccount>> SyncWrites::accounts()
{
    return m_writer->submit<QList<SyncAccount>>(
        [](QSqlDatabase &db, LibraryChange &) { return SyncStore(db).accounts(); });
}

QFuture<std::optional<SyncAccount>> SyncWrites::account(qint64 accountId)
{
    return m_writer->submit<std::optional<SyncAccount>>(
        [accountId](QSqlDatabase &db, LibraryChange &) {
            return SyncStore(db).account(accountId);
        });
}

QFuture<bool> SyncWrites::recordSync(qint64 accountId, const QDateTime &at, const QString &error)
{
    return m_writer->submit<bool>([accountId, at, error](QSqlDatabase &db, LibraryChange &) {
        return SyncStore(db).recordSync(accountId, at, error);
    });
}

QFuture<bool> SyncWrites::setCursor(qint64 accountId, const QString &cursor)
{
    return m_writer->submit<bool>([accountId, cursor](QSqlDatabase &db, LibraryChange &) {
        return SyncStore(db).setCursor(accountId, cursor);
    });
}

QFuture<QList<SyncChange>> SyncWrites::pendingChanges(qint64 accountId)
{
    return m_writer->submit<QList<SyncChange>>([accountId](QSqlDatabase &db, LibraryChange &) {
        return SyncStore(db).pendingChanges(accountId);
    });
}

QFuture<bool> SyncWrites::forgetChanges(qint64 accountId, qint64 upToSeq)
{
    return m_writer->submit<bool>([accountId, upToSeq](QSqlDatabase &db, LibraryChange &) {
        return SyncStore(db).forgetChanges(accountId, upToSeq);
    });
}

QFuture<QList<SyncFeedChange>> SyncWrites::pendingFeedChanges(qint64 accountId)
{
    return m_writer->submit<QList<SyncFeedChange>>([accountId](QSqlDatabase &db, LibraryChange &) {
        return SyncStore(db).pendingFeedChanges(accountId);
    });
}

QFuture<bool> SyncWrites::forgetFeedChanges(qint64 accountId, qint64 upToSeq)
{
    return m_writer->submit<bool>([accountId, upToSeq](QSqlDatabase &db, LibraryChange &) {
        return SyncStore(db).forgetFeedChanges(accountId, upToSeq);
    });
}

QFuture<bool> SyncWrites::queueSubscribe(qint64 accountId, qint64 feedId)
{
    return m_writer->submit<bool>([accountId, feedId](QSqlDatabase &db, LibraryChange &) {
        return SyncStore(db).queueSubscribe(accountId, feedId);
    });
}

QFuture<QHash<QString, QUrl>> SyncWrites::storeSubscriptions(qint64 accountId,
                                                             const QList<RemoteSubscription> &list)
{
    return m_writer->submit<QHash<QString, QUrl>>(
        [accountId, list](QSqlDatabase &db, LibraryChange &change) {
            return SyncIngest::storeSubscriptions(db, change, accountId, list);
        });
}

QFuture<int> SyncWrites::storeItems(qint64 accountId, const QUrl &feedUrl,
                                    const QList<RemoteItem> &items,
                                    QString (*guidOf)(qint64 itemId))
{
    return m_writer->submit<int>(
        [writer = m_writer, accountId, feedUrl, items, guidOf](QSqlDatabase &db,
                                                               LibraryChange &change) {
            return SyncIngest::storeItems(db, change, accountId, feedUrl, items, guidOf,
                                          writer->entryWriter());
        },
        [](const QString &) { return -1; });
}

QFuture<QSet<qint64>> SyncWrites::knownItems(qint64 accountId)
{
    return m_writer->submit<QSet<qint64>>([accountId](QSqlDatabase &db, LibraryChange &) {
        return SyncStore(db).knownItems(accountId);
    });
}

QFuture<std::optional<int>> SyncWrites::applyStates(qint64 accountId, const QList<qint64> &all,
                                                    const QList<qint64> &unread,
                                                    const QList<qint64> &starred)
{
    return m_writer->submit<std::optional<int>>(
        [accountId, all, unread, starred](QSqlDatabase &db, LibraryChange &change) {
            const auto written = SyncStore(db).applyStates(accountId, all, unread, starred);
            change.structure = written.value_or(0) > 0; // counts across feeds moved
            return written;
        });
}

} // namespace Lectern
