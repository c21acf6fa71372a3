// One sync with a Google Reader API server: the person's queued read and starred changes pushed
// first (a change made here since the last sync wins over the server's state), then the
// subscriptions (feeds of kind 'synced' on a shelf named after their folder), the ids of every
// item, of the unread and of the starred ones, the contents of the items the library lacks only
// (in batches), and the server's states written without being queued back. Every write goes
// through the library writer, each step in a commit of its own, so a sync cut short (offline,
// killed) loses no acknowledged change and the next one goes on from there.
#pragma once

#include "library/syncstore.h"
#include "sync/googlereaderclient.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <functional>

namespace Lectern {

class HttpClient;
class LibraryWriter;

class GoogleReaderSync : public QObject
{
    Q_OBJECT
public:
    struct Outcome
    {
        QString error; // empty: the sync went through
        int subscriptions = 0;
        int newItems = 0;
        int pushed = 0;        // changes sent
        int statesWritten = 0; // articles the server's states were written to
        int requests = 0;
        qint64 milliseconds = 0;
    };

    GoogleReaderSync(LibraryWriter *writer, HttpClient *http, SyncAccount account,
                     QObject *parent = nullptr);

    void run(const QString &password, std::function<void(const Outcome &)> done);

private:
    void push();
    void pullSubscriptions();
    void pullIds();
    void pullItems(const QList<qint64> &missing);
    void applyStates();
    void finish(const QString &error);

    LibraryWriter *m_writer;
    SyncAccount m_account;
    GoogleReaderClient m_client;
    std::function<void(const Outcome &)> m_done;
    Outcome m_outcome;
    QElapsedTimer m_timer;
    QHash<QString, QUrl> m_streams; // the subscriptions' streams and their feeds' addresses
    QList<qint64> m_all;
    QList<qint64> m_unread;
    QList<qint64> m_starred;
};

} // namespace Lectern
