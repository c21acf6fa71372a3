// One sync with a Google Reader API server: the subscriptions, the ids of every item (on the
// object's first sync and every few hours; see pullIds), of the unread and of the starred ones;
// then the person's queued read and starred changes that the server does not hold yet (a change
// made here since the last sync wins over the server's state), the contents of the items the
// library lacks only (in batches, each stored as it comes), and the server's states. The login is
// kept for the next run on the same object; a server that refuses it then gets a fresh one.
#pragma once

#include "sync/accountsync.h"
#include "sync/googlereaderclient.h"

#include <QElapsedTimer>

namespace Lectern {

class HttpClient;

class GoogleReaderSync : public AccountSync
{
    Q_OBJECT
public:
    // Items fetched before they are stored: a few requests' worth, so memory stays flat.
    static constexpr int ItemsPerStore = 4 * GoogleReaderClient::ItemsPerRequest;
    // How often a sync lists every item's id, not only the unread and starred ones.
    static constexpr qint64 WholeListingEveryMs = 6 * 60 * 60 * 1000;

    GoogleReaderSync(LibraryWriter *writer, HttpClient *http, SyncAccount account,
                     QObject *parent = nullptr);

    void run(const QString &password, Done done) override;

protected:
    int requestCount() const override { return m_client.requestCount() - m_requestsBefore; }
    int lastStatus() const override { return m_client.lastStatus(); }
    void sendFeedChange(const SyncFeedChange &change,
                        std::function<void(const QString &error)> done) override;
    void fail(const QString &error) override;

private:
    struct Batch
    {
        QList<qint64> ids;
        QString add;
        QString remove;
    };
    void logIn();
    void pullSubscriptions();
    void listSubscriptions();
    void pullIds();
    void push(const QList<SyncChange> &changes);
    void pushBatch(qsizetype at);
    void pullItems(const QList<qint64> &missing, qsizetype from);
    void itemsStored();

    GoogleReaderClient m_client;
    QString m_password;
    bool m_reusedLogin = false;
    int m_requestsBefore = 0;
    int m_storing = 0; // batches of items on their way to the library
    bool m_fetched = false;
    QList<Batch> m_batches; // read, unread, starred, unstarred
    qint64 m_lastChange = 0;
    QElapsedTimer m_listedWhole;  // since the last whole listing that went through
    QElapsedTimer m_listingWhole; // this sync's, until it went through
    bool m_wholeListing = false;
    QList<qint64> m_all;
    QList<qint64> m_unread;
    QList<qint64> m_starred;
};

} // namespace Lectern
