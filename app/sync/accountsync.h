// One sync of an account, whatever its server's protocol: what a sync reports, its progress, and
// the steps every protocol shares (the queued changes read and forgotten, new items stored by
// subscription, the server's states written, the sync recorded). Every write goes through the
// library writer, each step in a commit of its own, so a sync cut short (offline, killed) loses
// no acknowledged change and the next one goes on from there.
#pragma once

#include "library/ingest/remoteitem.h"
#include "library/stores/syncstore.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <functional>

namespace Lectern {

class LibraryWriter;

class AccountSync : public QObject
{
    Q_OBJECT
public:
    enum class Step { Sending, Subscriptions, Listing, Items, States };
    Q_ENUM(Step)

    struct Outcome
    {
        QString error; // empty: the sync went through
        int subscriptions = 0;
        int newItems = 0;
        int pushed = 0;        // changes sent
        int statesWritten = 0; // articles the server's states were written to
        int requests = 0;
        qint64 milliseconds = 0;
        QStringList notices; // what the sync could not do and went on without
    };
    using Done = std::function<void(const Outcome &)>;

    AccountSync(LibraryWriter *writer, SyncAccount account, QObject *parent = nullptr);

    const SyncAccount &account() const { return m_account; }
    // password: the account's password or API token. Calls done once, on this thread.
    virtual void run(const QString &password, Done done) = 0;

Q_SIGNALS:
    // done of total at step (total 0: not known).
    void progressed(Lectern::AccountSync::Step step, int done, int total);

protected:
    // The account's queued changes, the last per article and flag.
    void readQueue(std::function<void(const QList<SyncChange> &)> next);
    // The queue up to seq leaves (the server took it).
    void forgetQueue(qint64 upToSeq, std::function<void()> next);
    // Subscriptions stored; m_streams holds them after. false to next: they could not be.
    void storeSubscriptions(const QList<RemoteSubscription> &list, std::function<void()> next);
    // Items stored by subscription (unknown streams left out), counted in m_outcome.newItems.
    void storeItems(const QList<RemoteItem> &items, QString (*guidOf)(qint64),
                    std::function<void()> next);
    // The server's states for the items it listed (see SyncStore::applyStates).
    void writeStates(const QList<qint64> &all, const QList<qint64> &unread,
                     const QList<qint64> &starred, std::function<void()> next);
    // Sent to the server so far in this sync.
    virtual int requestCount() const = 0;
    // The HTTP status of the server's last answer (0: none came).
    virtual int lastStatus() const = 0;
    // Sends one unsubscribing or move made here; done(error).
    virtual void sendFeedChange(const SyncFeedChange &change,
                                std::function<void(const QString &error)> done) = 0;
    // A step failed: the sync ends with error (a protocol may try once more first).
    virtual void fail(const QString &error) { finish(error); }
    // Sends the subscriptions unsubscribed or moved here since the last sync, then next; they
    // leave the queue once the server took them.
    void pushFeedChanges(std::function<void()> next);
    void begin(Done done);
    // Records the sync and calls the caller back, once: a step still under way when another
    // failed sees finished() and stops.
    void finish(const QString &error);
    bool finished() const { return m_finished; }

    LibraryWriter *m_writer;
    SyncAccount m_account;
    Outcome m_outcome;
    QHash<QString, QUrl> m_streams; // the subscriptions' streams and their feeds' addresses

private:
    Done m_done;
    QElapsedTimer m_timer;
    bool m_finished = false;
};

} // namespace Lectern

Q_DECLARE_METATYPE(Lectern::AccountSync::Outcome)
