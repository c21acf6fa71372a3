// One sync with a Google Reader API server: the subscriptions, the ids of every item, of the
// unread and of the starred ones; then the person's queued read and starred changes that the
// server does not hold yet (a change made here since the last sync wins over the server's
// state), the contents of the items the library lacks only (in batches, each stored as it
// comes), and the server's states. The login is kept for the next run on the same object; a server
// that refuses it then gets a fresh one.
#pragma once

#include "sync/accountsync.h"
#include "sync/googlereaderclient.h"

namespace Lectern {

class HttpClient;

class GoogleReaderSync : public AccountSync
{
    Q_OBJECT
public:
    // Items fetched before they are stored: a few requests' worth, so memory stays flat.
    static constexpr int ItemsPerStore = 4 * GoogleReaderClient::ItemsPerRequest;

    GoogleReaderSync(LibraryWriter *writer, HttpClient *http, SyncAccount account,
                     QObject *parent = nullptr);

    void run(const QString &password, Done done) override;

protected:
    int requestCount() const override { return m_client.requestCount() - m_requestsBefore; }

private:
    struct Batch
    {
        QList<qint64> ids;
        QString add;
        QString remove;
    };
    void logIn();
    void pullSubscriptions();
    void pullIds();
    void push(const QList<SyncChange> &changes);
    void pushBatch(qsizetype at);
    void pullItems(const QList<qint64> &missing, qsizetype from);
    void itemsStored();
    void fail(const QString &error);

    GoogleReaderClient m_client;
    QString m_password;
    bool m_reusedLogin = false;
    int m_requestsBefore = 0;
    int m_storing = 0; // batches of items on their way to the library
    bool m_fetched = false;
    QList<Batch> m_batches; // read, unread, starred, unstarred
    qint64 m_lastChange = 0;
    QList<qint64> m_all;
    QList<qint64> m_unread;
    QList<qint64> m_starred;
};

} // namespace Lectern
