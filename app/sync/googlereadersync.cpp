#include "sync/googlereadersync.h"

#include "library/writes/librarywriter.h"
#include "library/writes/syncwrites.h"

#include <QFuture>
#include <QSet>
#include <memory>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString readTag = QLatin1StringView(GoogleReaderClient::Read);
const QString starredTag = QLatin1StringView(GoogleReaderClient::Starred);

} // namespace

GoogleReaderSync::GoogleReaderSync(LibraryWriter *writer, HttpClient *http, SyncAccount account,
                                   QObject *parent)
    : AccountSync(writer, std::move(account), parent)
    , m_client(http, m_account.url)
{
}

void GoogleReaderSync::run(const QString &password, Done done)
{
    begin(std::move(done));
    m_requestsBefore = m_client.requestCount();
    m_storing = 0;
    m_fetched = false;
    // A login kept from the last run on the same password saves two requests.
    m_reusedLogin = m_client.isLoggedIn() && password == m_password;
    m_password = password;
    if (m_reusedLogin)
        return pullSubscriptions();
    logIn();
}

void GoogleReaderSync::logIn()
{
    m_client.logIn(m_account.user, m_password, [this](const QString &error) {
        if (!error.isEmpty())
            return finish(error);
        pullSubscriptions();
    });
}

void GoogleReaderSync::fail(const QString &error)
{
    if (finished())
        return; // a step still under way when another failed

    // An Auth token kept from an earlier run may have run out: one more try, logged in anew.
    if (m_reusedLogin && m_client.wasRefused()) {
        m_reusedLogin = false;
        return logIn();
    }
    finish(error);
}

void GoogleReaderSync::sendFeedChange(const SyncFeedChange &change,
                                      std::function<void(const QString &error)> done)
{
    if (change.action == SyncFeedChange::Action::Subscribe)
        return m_client.subscribe(change.url, change.folder, std::move(done));
    const bool unsubscribe = change.action == SyncFeedChange::Action::Unsubscribe;
    if (!unsubscribe && change.folder.isEmpty())
        return done({}); // on no shelf here: the server's folder stays
    m_client.editSubscription(change.stream, unsubscribe, change.folder, std::move(done));
}

void GoogleReaderSync::pullSubscriptions()
{
    // Unsubscribed or moved here: said first, so the list below has them as they are now.
    Q_EMIT progressed(Step::Subscriptions, 0, 0);
    pushFeedChanges([this] { listSubscriptions(); });
}

void GoogleReaderSync::listSubscriptions()
{
    m_client.subscriptions([this](auto subscriptions, const QString &error) {
        if (!subscriptions)
            return fail(error);
        storeSubscriptions(*subscriptions, [this] { pullIds(); });
    });
}

void GoogleReaderSync::pullIds()
{
    Q_EMIT progressed(Step::Listing, 0, 0);
    const QString list = QLatin1StringView(GoogleReaderClient::ReadingList);
    // Every item's id now and then; in between, the unread and starred ones say enough: an
    // item arrives unread, so only one read elsewhere before it reached here waits for the next
    // whole listing.
    const bool whole = !m_listedWhole.isValid() || m_listedWhole.elapsed() > WholeListingEveryMs;
    const auto unreadAndStarred = [this, list, whole] {
        m_client.itemIds(list, readTag, [this, whole](auto unread, const QString &error) {
            if (!unread)
                return fail(error);
            m_unread = *unread;
            m_client.itemIds(starredTag, {}, [this, whole](auto starred, const QString &error) {
                if (!starred)
                    return fail(error);
                m_starred = *starred;
                if (whole)
                    m_listingWhole.start();
                readQueue([this](const QList<SyncChange> &changes) { push(changes); });
            });
        });
    };
    m_wholeListing = whole;
    if (!whole) {
        m_all.clear();
        return unreadAndStarred();
    }
    m_client.itemIds(list, {}, [this, unreadAndStarred](auto all, const QString &error) {
        if (!all)
            return fail(error);
        m_all = *all;
        unreadAndStarred();
    });
}

void GoogleReaderSync::push(const QList<SyncChange> &changes)
{
    // Only what the server does not hold already: some servers (Miniflux) flip a tag that is
    // there instead of keeping it, which would undo the person's change.
    const QSet<qint64> unread(m_unread.cbegin(), m_unread.cend());
    const QSet<qint64> starred(m_starred.cbegin(), m_starred.cend());
    m_batches = {{{}, readTag, {}}, {{}, {}, readTag}, {{}, starredTag, {}}, {{}, {}, starredTag}};
    m_lastChange = 0;
    for (const SyncChange &change : changes) {
        m_lastChange = std::max(m_lastChange, change.seq);
        const bool read = change.flag == u"read"_s;
        const bool there = read ? !unread.contains(change.itemId) : starred.contains(change.itemId);
        if (there == change.value)
            continue;
        m_batches[(read ? 0 : 2) + (change.value ? 0 : 1)].ids.append(change.itemId);
        ++m_outcome.pushed;
    }
    if (m_outcome.pushed > 0)
        Q_EMIT progressed(Step::Sending, 0, m_outcome.pushed);
    pushBatch(0);
}

void GoogleReaderSync::pushBatch(qsizetype at)
{
    while (at < m_batches.size() && m_batches.at(at).ids.isEmpty())
        ++at;
    if (at < m_batches.size()) {
        const Batch &batch = m_batches.at(at);
        return m_client.editTags(batch.ids, batch.add, batch.remove,
                                 [this, at](const QString &error) {
                                     if (!error.isEmpty())
                                         return fail(error); // kept queued for the next sync
                                     pushBatch(at + 1);
                                 });
    }
    // The server holds them now: its lists are read again as they stand.
    const QList<Batch> sent = std::exchange(m_batches, {});
    const QSet<qint64> nowRead(sent.at(0).ids.cbegin(), sent.at(0).ids.cend());
    const QSet<qint64> nowUnstarred(sent.at(3).ids.cbegin(), sent.at(3).ids.cend());
    m_unread.removeIf([&](qint64 id) { return nowRead.contains(id); });
    m_unread += sent.at(1).ids;
    m_starred.removeIf([&](qint64 id) { return nowUnstarred.contains(id); });
    m_starred += sent.at(2).ids;
    const auto next = [this] {
        const qint64 account = m_account.id;
        m_writer->sync().knownItems(account).then(this, [this](const QSet<qint64> &known) {
            QList<qint64> missing;
            QSet<qint64> seen;
            const auto take = [&](const QList<qint64> &ids) {
                for (const qint64 id : ids) {
                    if (!known.contains(id) && !seen.contains(id)) {
                        missing.append(id);
                        seen.insert(id);
                    }
                }
            };
            if (m_wholeListing) {
                take(m_all);
            } else {
                take(m_unread);
                take(m_starred);
                // What the server lists is what the library holds and what comes now.
                m_all = QList<qint64>(known.cbegin(), known.cend()) + missing;
            }
            pullItems(missing, 0);
        });
    };
    if (m_lastChange == 0)
        return next();
    forgetQueue(m_lastChange, next);
}

void GoogleReaderSync::pullItems(const QList<qint64> &missing, qsizetype from)
{
    if (finished())
        return;
    if (from >= missing.size()) {
        m_fetched = true;
        return itemsStored();
    }
    Q_EMIT progressed(Step::Items, int(from), int(missing.size()));
    const QList<qint64> batch = missing.mid(from, ItemsPerStore);
    m_client.items(batch, [this, missing, from](auto items, const QString &error) {
        if (!items)
            return fail(error);
        // Stored while the next batch is fetched.
        ++m_storing;
        storeItems(*items, &GoogleReaderClient::longItemId, [this] {
            --m_storing;
            itemsStored();
        });
        pullItems(missing, from + ItemsPerStore);
    });
}

void GoogleReaderSync::itemsStored()
{
    if (finished() || !m_fetched || m_storing > 0)
        return;
    writeStates(m_all, m_unread, m_starred, [this] {
        if (m_wholeListing)
            m_listedWhole = m_listingWhole;
        finish({});
    });
}

} // namespace Lectern
