#include "sync/accountsyncer.h"

#include "library/writes/librarywriter.h"
#include "library/writes/syncwrites.h"
#include "net/credentialstore.h"
#include "net/httpclient.h"
#include "sync/googlereaderclient.h"
#include "sync/googlereadersync.h"
#include "sync/minifluxclient.h"
#include "sync/minifluxsync.h"

#include <QFuture>

using namespace Qt::StringLiterals;

namespace Lectern {

AccountSyncer::AccountSyncer(LibraryWriter *writer, HttpClient *http, CredentialStore *credentials,
                             QObject *parent)
    : QObject(parent)
    , m_writer(writer)
    , m_http(http)
    , m_credentials(credentials)
{
    connect(&m_timer, &QTimer::timeout, this, &AccountSyncer::syncAll);
}

AccountSyncer::~AccountSyncer() = default;

QStringList AccountSyncer::kinds()
{
    return {u"miniflux"_s, u"greader"_s};
}

bool AccountSyncer::isKnownKind(const QString &kind)
{
    return kinds().contains(kind);
}

void AccountSyncer::checkLogin(const QString &kind, const QUrl &url, const QString &user,
                               const QString &secret,
                               std::function<void(const QString &error)> done)
{
    if (kind == u"greader"_s) {
        auto client = std::make_shared<GoogleReaderClient>(m_http, url);
        client->logIn(user, secret, [client, done](const QString &error) mutable {
            done(error);
            client.reset();
        });
        return;
    }
    if (kind == u"miniflux"_s) {
        auto client = std::make_shared<MinifluxClient>(m_http, url);
        client->setLogin(user, secret);
        client->checkLogin([client, done](const QString &error) mutable {
            done(error);
            client.reset();
        });
        return;
    }
    done(tr("“%1” is not a kind of account").arg(kind));
}

std::unique_ptr<AccountSync> AccountSyncer::makeSync(const SyncAccount &account)
{
    if (account.kind == u"greader"_s)
        return std::make_unique<GoogleReaderSync>(m_writer, m_http, account);
    if (account.kind == u"miniflux"_s)
        return std::make_unique<MinifluxSync>(m_writer, m_http, account);
    return nullptr;
}

void AccountSyncer::addAccount(const QString &kind, const QUrl &url, const QString &user,
                               const QString &secret)
{
    checkLogin(kind, url, user, secret, [=, this](const QString &error) {
        if (!error.isEmpty())
            return Q_EMIT accountAdded(0, tr("cannot log in to %1: %2").arg(url.toString(), error),
                                       {});
        m_writer->sync()
            .addAccount(kind, url, user)
            .then(this, [=, this](std::optional<qint64> id) {
                if (!id)
                    return Q_EMIT accountAdded(0, tr("the account could not be saved"), {});
                // Kept for this session too: where there is no keychain, the account still
                // syncs until the program ends.
                m_sessionSecrets.insert(*id, secret);
                m_credentials->writePassword(CredentialStore::keyFor(url, user), secret,
                                             [this, id = *id](const QString &warning) {
                                                 Q_EMIT accountAdded(id, {}, warning);
                                                 Q_EMIT accountsChanged();
                                             });
            });
    });
}

void AccountSyncer::removeAccount(qint64 accountId)
{
    m_waiting.removeIf([accountId](const Waiting &w) { return w.accountId == accountId; });
    m_writer->sync().removeAccount(accountId).then(
        this, [this, accountId](const std::optional<SyncAccount> &account) {
            if (!account)
                return Q_EMIT accountRemoved(accountId, false);
            // A sync under way ends on its own; its object goes once it has.
            if (auto it = m_syncs.find(accountId);
                it != m_syncs.end() && it->second.get() != m_current)
                m_syncs.erase(it);
            m_sessionSecrets.remove(accountId);
            Q_EMIT accountsChanged();
            m_credentials->removePassword(
                CredentialStore::keyFor(account->url, account->user),
                [this, accountId](const QString &) { Q_EMIT accountRemoved(accountId, true); });
        });
}

void AccountSyncer::syncAll()
{
    m_writer->sync().accounts().then(this, [this](const QList<SyncAccount> &accounts) {
        for (const SyncAccount &account : accounts)
            sync(account.id);
        if (accounts.isEmpty() && !m_busy)
            Q_EMIT idle();
    });
}

void AccountSyncer::sync(qint64 accountId, const QString &secret)
{
    const bool waiting =
        std::any_of(m_waiting.cbegin(), m_waiting.cend(),
                    [accountId](const Waiting &w) { return w.accountId == accountId; });
    // One under way now is run again after: what was asked for may have come too late for it.
    if (!waiting)
        m_waiting.append({accountId, secret});
    startNext();
}

void AccountSyncer::syncEvery(std::chrono::milliseconds interval,
                              std::chrono::milliseconds firstDelay)
{
    m_timer.start(interval);
    QTimer::singleShot(firstDelay, this, &AccountSyncer::syncAll);
}

void AccountSyncer::startNext()
{
    if (m_busy)
        return;
    if (m_waiting.isEmpty())
        return Q_EMIT idle();
    m_busy = true;
    const Waiting next = m_waiting.takeFirst();
    m_writer->sync()
        .account(next.accountId)
        .then(this, [this, next](const std::optional<SyncAccount> &account) {
            if (!account) { // removed meanwhile
                m_busy = false;
                return startNext();
            }
            const QString secret =
                next.secret.isEmpty() ? m_sessionSecrets.value(account->id) : next.secret;
            if (!secret.isEmpty())
                return runSync(*account, secret);
            m_credentials->readPassword(CredentialStore::keyFor(account->url, account->user),
                                        [this, account = *account](const PasswordLookup &lookup) {
                                            if (!lookup.ok())
                                                return noPassword(account, lookup.error);
                                            runSync(account, lookup.password);
                                        });
        });
}

void AccountSyncer::noPassword(const SyncAccount &account, const QString &why)
{
    // Said on the account too, so the Accounts list does not show an older error.
    AccountSync::Outcome outcome;
    outcome.error = tr("%1; add the account again to give its password").arg(why);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_writer->sync()
        .recordSync(account.id, now, outcome.error)
        .then(this, [this, account, outcome](bool) {
            m_busy = false;
            Q_EMIT syncFinished(account, outcome);
            startNext();
        });
}

void AccountSyncer::runSync(const SyncAccount &account, const QString &secret)
{
    auto &sync = m_syncs[account.id];
    if (!sync || sync->account().url != account.url || sync->account().user != account.user) {
        sync = makeSync(account);
        if (!sync) {
            AccountSync::Outcome outcome;
            outcome.error = tr("“%1” is not a kind of account").arg(account.kind);
            m_syncs.erase(account.id);
            m_busy = false;
            Q_EMIT syncFinished(account, outcome);
            return startNext();
        }
        connect(sync.get(), &AccountSync::progressed, this,
                [this, raw = sync.get()](AccountSync::Step step, int done, int total) {
                    Q_EMIT syncProgressed(raw->account(), step, done, total);
                });
    }
    m_current = sync.get();
    Q_EMIT syncStarted(account);
    m_current->run(secret, [this, account](const AccountSync::Outcome &outcome) {
        // Later: the sync object must not go while it calls back.
        QMetaObject::invokeMethod(
            this, [this, account, outcome] { syncEnded(account, outcome); }, Qt::QueuedConnection);
    });
}

void AccountSyncer::syncEnded(const SyncAccount &account, const AccountSync::Outcome &outcome)
{
    m_current = nullptr;
    // Removed while it ran: its object goes now.
    m_writer->sync()
        .account(account.id)
        .then(this, [this, account, outcome](const std::optional<SyncAccount> &still) {
            const bool stillThere = still.has_value();
            // Gone, or failed: a failed run may leave a request or a write behind, which must
            // not run into the next one; the next sync starts from a new object.
            if (!stillThere || !outcome.error.isEmpty())
                m_syncs.erase(account.id);
            m_busy = false;
            Q_EMIT syncFinished(account, outcome);
            startNext();
        });
}

} // namespace Lectern
