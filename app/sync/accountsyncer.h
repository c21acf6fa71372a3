// The accounts on sync servers and their syncs, for the window and the command line alike:
// adding one (its login checked before anything is kept, the password to the keychain),
// removing one, and syncing them one after another in the background, on demand or on a timer.
// Each account's sync object lives as long as the account, so a login is kept between syncs.
#pragma once

#include "library/stores/syncstore.h"
#include "sync/accountsync.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QTimer>
#include <chrono>
#include <map>
#include <memory>

namespace Lectern {

class CredentialStore;
class HttpClient;
class LibraryWriter;

class AccountSyncer : public QObject
{
    Q_OBJECT
public:
    AccountSyncer(LibraryWriter *writer, HttpClient *http, CredentialStore *credentials,
                  QObject *parent = nullptr);
    ~AccountSyncer() override;

    // The kinds of account there are: "greader" (the Google Reader API), "miniflux".
    static QStringList kinds();
    static bool isKnownKind(const QString &kind);

    // Logs in first; keeps the account and its password (or token) only when the server took
    // them. accountAdded says how it ended.
    void addAccount(const QString &kind, const QUrl &url, const QString &user,
                    const QString &secret);
    // The account goes (its feeds and articles stay, as feeds of their own), and its password;
    // accountRemoved says when both are gone.
    void removeAccount(qint64 accountId);

    // Every account, or one; its password from the keychain unless given. Syncs run one at a
    // time; an account already waiting is not queued twice.
    void syncAll();
    void sync(qint64 accountId, const QString &secret = {});
    // Syncs every account after firstDelay, then every interval.
    void syncEvery(std::chrono::milliseconds interval, std::chrono::milliseconds firstDelay);

Q_SIGNALS:
    // id 0 and error set when it was not added; warning: added, but the password could not be
    // kept (no keychain).
    void accountAdded(qint64 accountId, const QString &error, const QString &warning);
    void accountsChanged();
    // removed false: there was no such account.
    void accountRemoved(qint64 accountId, bool removed);
    void syncStarted(const Lectern::SyncAccount &account);
    void syncProgressed(const Lectern::SyncAccount &account, Lectern::AccountSync::Step step,
                        int done, int total);
    void syncFinished(const Lectern::SyncAccount &account,
                      const Lectern::AccountSync::Outcome &outcome);
    // Nothing left to sync.
    void idle();

private:
    struct Waiting
    {
        qint64 accountId = 0;
        QString secret;
    };
    void checkLogin(const QString &kind, const QUrl &url, const QString &user,
                    const QString &secret, std::function<void(const QString &error)> done);
    std::unique_ptr<AccountSync> makeSync(const SyncAccount &account);
    void startNext();
    void runSync(const SyncAccount &account, const QString &secret);
    void noPassword(const SyncAccount &account, const QString &why);
    void syncEnded(const SyncAccount &account, const AccountSync::Outcome &outcome);

    LibraryWriter *m_writer;
    HttpClient *m_http;
    CredentialStore *m_credentials;
    std::map<qint64, std::unique_ptr<AccountSync>> m_syncs; // kept between runs
    QHash<qint64, QString> m_sessionSecrets;                // given this session
    QList<Waiting> m_waiting;
    AccountSync *m_current = nullptr;
    bool m_busy = false; // from an account taken off the queue to its sync's end
    QTimer m_timer;
};

} // namespace Lectern
