// Accounts on sync servers and what a sync keeps of them (schema 27): the server's item id of
// each synced article, the read and starred changes queued for the server, the server's states
// written without being queued back. Read by the command line, written on the library writer's
// connection.
#pragma once

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QUrl>
#include <optional>

namespace Lectern {

struct SyncAccount
{
    qint64 id = 0;
    QString kind; // "greader": a Google Reader API server; "miniflux": Miniflux's REST API
    QUrl url;
    QString user;
    QDateTime lastSync; // null before the first
    QString lastError;
    QString cursor; // where the last sync left off, for servers that say what changed since
};

// A person's change to a synced article, for the server.
struct SyncChange
{
    qint64 seq = 0;
    qint64 itemId = 0;
    QString flag; // "read" or "starred"
    bool value = false;
};

// A person's change to a synced subscription, for the server.
struct SyncFeedChange
{
    qint64 seq = 0;
    QString stream;
    enum class Action { Subscribe, Unsubscribe, Move } action = Action::Move;
    QUrl url;       // Subscribe: the feed's address
    QString folder; // Subscribe, Move: the feed's shelf's path now; empty: on no shelf
};

class SyncStore
{
public:
    explicit SyncStore(QSqlDatabase db);

    std::optional<qint64> addAccount(const QString &kind, const QUrl &url, const QString &user);
    QList<SyncAccount> accounts() const;
    std::optional<SyncAccount> account(qint64 id) const;
    // The account goes; its feeds and articles stay, as feeds of their own.
    bool removeAccount(qint64 id);
    bool recordSync(qint64 accountId, const QDateTime &at, const QString &error);
    bool setCursor(qint64 accountId, const QString &cursor);

    // The server's item ids the library holds for the account.
    QSet<qint64> knownItems(qint64 accountId) const;
    bool link(qint64 accountId, qint64 articleId, qint64 itemId);
    // Makes a feed the account's subscription stream (never fetched here).
    bool attachFeed(qint64 feedId, qint64 accountId, const QString &stream);
    // The changes queued for the account's articles, oldest first, the last one per article and
    // flag only (flipping twice is one change).
    QList<SyncChange> pendingChanges(qint64 accountId) const;
    // Drops the account's queued changes up to seq (pushed).
    bool forgetChanges(qint64 accountId, qint64 upToSeq);
    // The subscriptions unsubscribed or moved here since the last sync, the last per stream,
    // oldest first; a move carries the feed's shelf as it is now.
    QList<SyncFeedChange> pendingFeedChanges(qint64 accountId) const;
    bool forgetFeedChanges(qint64 accountId, qint64 upToSeq);
    // A feed of this library only, to be followed by the account's server from the next sync on
    // (then it is the account's subscription, its articles kept).
    bool queueSubscribe(qint64 accountId, qint64 feedId);
    // The sync's own writes (the server's states, its folders as shelves) between these two are
    // not queued back for the server.
    bool beginApplying();
    bool endApplying();
    // The server's states for the items it listed (all): read unless in unread, starred when in
    // starred; an article with a change still queued keeps its own, one the server no longer
    // lists too. Not queued back. The number of articles whose state changed, or nullopt.
    std::optional<int> applyStates(qint64 accountId, const QList<qint64> &all,
                                   const QList<qint64> &unread, const QList<qint64> &starred);

    QString errorString() const { return m_error; }

private:
    bool exec(const QString &sql, const QVariantList &values);

    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern

Q_DECLARE_METATYPE(Lectern::SyncAccount)
