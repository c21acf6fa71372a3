// One sync with a Miniflux server through its REST API. The first sync pages through every
// entry (contents and states come together); later ones ask only for the entries that arrived
// or changed since the last sync began (the account's cursor, in the server's time), so a sync
// with nothing new costs two requests: the feeds and one page of changes. The person's queued
// changes go first: statuses in batches; stars one toggle each, only for entries whose star on
// the server differs (Miniflux can only flip a star).
#pragma once

#include "sync/accountsync.h"
#include "sync/minifluxclient.h"

#include <QSet>

namespace Lectern {

class MinifluxSync : public AccountSync
{
    Q_OBJECT
public:
    MinifluxSync(LibraryWriter *writer, HttpClient *http, SyncAccount account,
                 QObject *parent = nullptr);

    void run(const QString &secret, Done done) override;

protected:
    int requestCount() const override { return m_client.requestCount() - m_run.requestsBefore; }
    int lastStatus() const override { return m_client.lastStatus(); }
    void sendFeedChange(const SyncFeedChange &change,
                        std::function<void(const QString &error)> done) override;

private:
    void pullFeeds();
    void listFeeds();
    void push(const QList<SyncChange> &changes);
    void pushStars(const QList<SyncChange> &stars, const QSet<qint64> &starredThere);
    void pushReads();
    void pullEntries(qint64 afterId);
    void takePage(const QList<RemoteItem> &items);
    void entriesStored();

    // What one run learns and holds, made anew for each run.
    struct Run
    {
        int requestsBefore = 0;
        QDateTime since;   // the cursor: changes after this; null on a first sync
        QDateTime started; // the server's time before the listing: the next cursor
        qint64 lastChange = 0;
        QList<qint64> toRead;
        QList<qint64> toUnread;
        int storing = 0; // pages of entries on their way to the library
        bool listed = false;
        bool knownLoaded = false;
        int expected = 0;        // entries this sync lists, as the first page said
        bool keepCursor = false; // an entry of a feed not listed yet: ask from the same point
        QSet<qint64> known;      // entries the library holds
        QList<qint64> all;       // listed by this sync, with their states
        QList<qint64> unread;
        QList<qint64> starred;
    };

    MinifluxClient m_client;
    Run m_run;
};

} // namespace Lectern
