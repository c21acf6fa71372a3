#include "sync/minifluxsync.h"

#include "library/writes/librarywriter.h"
#include "library/writes/syncwrites.h"

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
    m_run = Run{};
    m_run.requestsBefore = m_client.requestCount();
    m_client.setLogin(m_account.user, secret);
    m_run.since = m_account.cursor.isEmpty() ? QDateTime()
                                             : QDateTime::fromString(m_account.cursor, Qt::ISODate);
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
        m_run.started = m_client.lastAnswerTime().isValid() ? m_client.lastAnswerTime()
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
        m_run.lastChange = std::max(m_run.lastChange, change.seq);
        if (change.flag == u"starred"_s)
            stars.append(change);
        else
            (change.value ? m_run.toRead : m_run.toUnread).append(change.itemId);
    }
    m_outcome.pushed = int(m_run.toRead.size() + m_run.toUnread.size());
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
        m_client.setRead(m_run.toUnread, false, [this](const QString &error) {
            if (!error.isEmpty())
                return finish(error);
            const auto next = [this] { pullEntries(0); };
            if (m_run.lastChange == 0)
                return next();
            forgetQueue(m_run.lastChange, next);
        });
    };
    m_client.setRead(m_run.toRead, true, [this, sendUnread](const QString &error) {
        if (!error.isEmpty())
            return finish(error);
        sendUnread();
    });
}

void MinifluxSync::pullEntries(qint64 afterId)
{
    if (finished())
        return;
    m_client.entries(afterId, m_run.since, false, [this](auto page, const QString &error) {
        if (!page)
            return finish(error);
        // total counts this page and the ones after it.
        if (m_run.expected == 0)
            m_run.expected = page->total;
        const int listed = int(m_run.all.size() + page->items.size());
        Q_EMIT progressed(Step::Items, listed, std::max(m_run.expected, listed));
        if (page->items.isEmpty() || m_run.knownLoaded)
            return takePage(page->items);
        // The items the library holds, read once, when there is something to compare.
        const qint64 account = m_account.id;
        m_writer->sync().knownItems(account).then(
            this, [this, items = page->items](const QSet<qint64> &known) {
                m_run.known = known;
                m_run.knownLoaded = true;
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
            m_run.keepCursor = true;
            continue;
        }
        if (!m_run.known.contains(item.id)) {
            fresh.append(item);
            m_run.known.insert(item.id);
        }
        m_run.all.append(item.id);
        if (!item.read)
            m_run.unread.append(item.id);
        if (item.starred)
            m_run.starred.append(item.id);
    }
    if (!last)
        pullEntries(items.last().id); // the next page comes while this one is stored
    else
        m_run.listed = true;
    ++m_run.storing;
    storeItems(fresh, &MinifluxClient::guidOf, [this] {
        --m_run.storing;
        entriesStored();
    });
}

void MinifluxSync::entriesStored()
{
    if (finished() || !m_run.listed || m_run.storing > 0)
        return;
    const auto keepCursor = [this] {
        const QString cursor =
            m_run.keepCursor
                ? m_account.cursor
                : m_run.started.addSecs(-cursorMarginSeconds).toUTC().toString(Qt::ISODate);
        const qint64 account = m_account.id;
        m_writer->sync().setCursor(account, cursor).then(this, [this, cursor](bool) {
            m_account.cursor = cursor;
            finish({});
        });
    };
    if (m_run.all.isEmpty())
        return keepCursor();
    // The states of every entry listed, once: applying them compares the account's articles.
    writeStates(m_run.all, m_run.unread, m_run.starred, keepCursor);
}

} // namespace Lectern
