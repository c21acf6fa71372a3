#include "sync/minifluxsync.h"

#include "library/writes/librarywriter.h"

#include <QFuture>
#include <QSet>
#include <memory>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// The cursor is the server's time (its Date, whole seconds) as the feeds' answer left it, before
// the entries are listed; a second less for a change whose transaction began just before.
constexpr int cursorMarginSeconds = 1;

} // namespace

MinifluxSync::MinifluxSync(LibraryWriter *writer, HttpClient *http, SyncAccount account,
                           QObject *parent)
    : AccountSync(writer, std::move(account), parent)
    , m_client(http, m_account.url)
{
}

void MinifluxSync::run(const QString &secret, Done done)
{
    begin(std::move(done));
    m_requestsBefore = m_client.requestCount();
    m_client.setLogin(m_account.user, secret);
    m_since = m_account.cursor.isEmpty() ? QDateTime()
                                         : QDateTime::fromString(m_account.cursor, Qt::ISODate);
    m_started = {};
    m_storing = 0;
    m_listed = false;
    m_knownLoaded = false;
    m_keepCursor = false;
    m_expected = 0;
    m_known.clear();
    m_all.clear();
    m_unread.clear();
    m_starred.clear();
    m_toRead.clear();
    m_toUnread.clear();
    m_lastChange = 0;
    pullFeeds();
}

void MinifluxSync::sendFeedChange(const SyncFeedChange &change,
                                  std::function<void(const QString &error)> done)
{
    if (change.action == SyncFeedChange::Action::Subscribe)
        return m_client.addFeed(change.url, change.folder, std::move(done));
    const qint64 feedId = MinifluxClient::feedIdOf(change.stream);
    if (feedId <= 0)
        return done({});
    if (change.action == SyncFeedChange::Action::Unsubscribe)
        return m_client.removeFeed(feedId, std::move(done));
    if (change.folder.isEmpty())
        return done({}); // on no shelf here: Miniflux keeps every feed in a category
    m_client.moveFeed(feedId, change.folder, std::move(done));
}

void MinifluxSync::pullFeeds()
{
    Q_EMIT progressed(Step::Subscriptions, 0, 0);
    // Unsubscribed or moved here: said first, so the list below has them as they are now.
    pushFeedChanges([this] { listFeeds(); });
}

void MinifluxSync::listFeeds()
{
    m_client.feeds([this](auto feeds, const QString &error) {
        if (!feeds)
            return finish(error);
        // The next sync asks for what changed after this answer: the server's clock, taken
        // before the entries are listed, so nothing committed meanwhile is missed.
        m_started = m_client.lastAnswerTime().isValid() ? m_client.lastAnswerTime()
                                                        : QDateTime::currentDateTimeUtc();
        storeSubscriptions(*feeds, [this] {
            readQueue([this](const QList<SyncChange> &changes) { push(changes); });
        });
    });
}

void MinifluxSync::push(const QList<SyncChange> &changes)
{
    QList<SyncChange> stars;
    for (const SyncChange &change : changes) {
        m_lastChange = std::max(m_lastChange, change.seq);
        if (change.flag == u"starred"_s)
            stars.append(change);
        else
            (change.value ? m_toRead : m_toUnread).append(change.itemId);
    }
    m_outcome.pushed = int(m_toRead.size() + m_toUnread.size());
    if (!changes.isEmpty())
        Q_EMIT progressed(Step::Sending, 0, int(changes.size()));
    if (stars.isEmpty())
        return pushReads();
    // Which entries are starred there: a toggle is right only where the server differs.
    auto starredThere = std::make_shared<QSet<qint64>>();
    auto page = std::make_shared<std::function<void(qint64)>>();
    *page = [this, stars, starredThere, page](qint64 afterId) {
        m_client.entries(afterId, {}, true,
                         [this, stars, starredThere, page](auto found, const QString &error) {
                             if (!found) {
                                 *page = nullptr;
                                 return finish(error);
                             }
                             for (const RemoteItem &item : std::as_const(found->items))
                                 starredThere->insert(item.id);
                             if (found->items.size() == MinifluxClient::EntriesPerPage)
                                 return (*page)(found->items.last().id);
                             const QSet<qint64> there = *starredThere;
                             QMetaObject::invokeMethod(
                                 this,
                                 [this, stars, there, page] {
                                     *page = nullptr;
                                     pushStars(stars, there);
                                 },
                                 Qt::QueuedConnection);
                         });
    };
    (*page)(0);
}

void MinifluxSync::pushStars(const QList<SyncChange> &stars, const QSet<qint64> &starredThere)
{
    QList<qint64> toggles;
    for (const SyncChange &change : stars) {
        if (starredThere.contains(change.itemId) != change.value)
            toggles.append(change.itemId);
    }
    m_outcome.pushed += int(toggles.size());
    auto next = std::make_shared<std::function<void(qsizetype)>>();
    *next = [this, toggles, next](qsizetype at) {
        if (at == toggles.size()) {
            QMetaObject::invokeMethod(
                this,
                [this, next] {
                    *next = nullptr;
                    pushReads();
                },
                Qt::QueuedConnection);
            return;
        }
        m_client.toggleStar(toggles.at(at), [this, next, at](const QString &error) {
            if (!error.isEmpty()) {
                *next = nullptr;
                return finish(error); // kept queued for the next sync
            }
            (*next)(at + 1);
        });
    };
    (*next)(0);
}

void MinifluxSync::pushReads()
{
    const auto sendUnread = [this] {
        m_client.setRead(m_toUnread, false, [this](const QString &error) {
            if (!error.isEmpty())
                return finish(error);
            const auto next = [this] { pullEntries(0); };
            if (m_lastChange == 0)
                return next();
            forgetQueue(m_lastChange, next);
        });
    };
    m_client.setRead(m_toRead, true, [this, sendUnread](const QString &error) {
        if (!error.isEmpty())
            return finish(error);
        sendUnread();
    });
}

void MinifluxSync::pullEntries(qint64 afterId)
{
    if (finished())
        return;
    m_client.entries(afterId, m_since, false, [this](auto page, const QString &error) {
        if (!page)
            return finish(error);
        // total counts this page and the ones after it.
        if (m_expected == 0)
            m_expected = page->total;
        const int listed = int(m_all.size() + page->items.size());
        Q_EMIT progressed(Step::Items, listed, std::max(m_expected, listed));
        if (page->items.isEmpty() || m_knownLoaded)
            return takePage(page->items);
        // The items the library holds, read once, when there is something to compare.
        const qint64 account = m_account.id;
        m_writer
            ->submit<QSet<qint64>>([account](QSqlDatabase &db, LibraryChange &) {
                return SyncStore(db).knownItems(account);
            })
            .then(this, [this, items = page->items](const QSet<qint64> &known) {
                m_known = known;
                m_knownLoaded = true;
                takePage(items);
            });
    });
}

void MinifluxSync::takePage(const QList<RemoteItem> &items)
{
    if (finished())
        return;
    const bool last = items.size() < MinifluxClient::EntriesPerPage;
    QList<RemoteItem> fresh;
    for (const RemoteItem &item : items) {
        // Of a feed the server took on after its list came: left for the next sync, which
        // asks from the same point again.
        if (!m_streams.contains(item.streamId)) {
            m_keepCursor = true;
            continue;
        }
        if (!m_known.contains(item.id)) {
            fresh.append(item);
            m_known.insert(item.id);
        }
        m_all.append(item.id);
        if (!item.read)
            m_unread.append(item.id);
        if (item.starred)
            m_starred.append(item.id);
    }
    if (!last)
        pullEntries(items.last().id); // the next page comes while this one is stored
    else
        m_listed = true;
    ++m_storing;
    storeItems(fresh, &MinifluxClient::guidOf, [this] {
        --m_storing;
        entriesStored();
    });
}

void MinifluxSync::entriesStored()
{
    if (finished() || !m_listed || m_storing > 0)
        return;
    const auto keepCursor = [this] {
        const QString cursor =
            m_keepCursor ? m_account.cursor
                         : m_started.addSecs(-cursorMarginSeconds).toUTC().toString(Qt::ISODate);
        const qint64 account = m_account.id;
        m_writer
            ->submit<bool>([account, cursor](QSqlDatabase &db, LibraryChange &) {
                return SyncStore(db).setCursor(account, cursor);
            })
            .then(this, [this, cursor](bool) {
                m_account.cursor = cursor;
                finish({});
            });
    };
    if (m_all.isEmpty())
        return keepCursor();
    // The states of every entry listed, once: applying them compares the account's articles.
    writeStates(m_all, m_unread, m_starred, keepCursor);
}

} // namespace Lectern
