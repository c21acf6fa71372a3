#include "sync/googlereadersync.h"

#include "feeds/parsedfeed.h"
#include "library/articlestore.h"
#include "library/feedingest.h"
#include "library/feedstore.h"
#include "library/librarywriter.h"
#include "library/savepoint.h"
#include "library/shelfstore.h"

#include <QFuture>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString readTag = QLatin1StringView(GoogleReaderClient::Read);
const QString starredTag = QLatin1StringView(GoogleReaderClient::Starred);

} // namespace

GoogleReaderSync::GoogleReaderSync(LibraryWriter *writer, HttpClient *http, SyncAccount account,
                                   QObject *parent)
    : QObject(parent)
    , m_writer(writer)
    , m_account(std::move(account))
    , m_client(http, m_account.url)
{
}

void GoogleReaderSync::run(const QString &password, std::function<void(const Outcome &)> done)
{
    m_done = std::move(done);
    m_outcome = {};
    m_timer.start();
    m_client.logIn(m_account.user, password, [this](const QString &error) {
        if (!error.isEmpty())
            return finish(error);
        push();
    });
}

void GoogleReaderSync::push()
{
    const qint64 account = m_account.id;
    m_writer
        ->submit<QList<SyncChange>>([account](QSqlDatabase &db, LibraryChange &) {
            return SyncStore(db).pendingChanges(account);
        })
        .then(this, [this](const QList<SyncChange> &changes) {
            if (changes.isEmpty())
                return pullSubscriptions();
            // Four batches at most: read, unread, starred, unstarred.
            struct Batch
            {
                QList<qint64> ids;
                QString add;
                QString remove;
            };
            auto batches = std::make_shared<QList<Batch>>(QList<Batch>{
                {{}, readTag, {}}, {{}, {}, readTag}, {{}, starredTag, {}}, {{}, {}, starredTag}});
            qint64 last = 0;
            for (const SyncChange &change : changes) {
                const int index = (change.flag == u"read"_s ? 0 : 2) + (change.value ? 0 : 1);
                (*batches)[index].ids.append(change.itemId);
                last = std::max(last, change.seq);
            }
            m_outcome.pushed = int(changes.size());
            auto next = std::make_shared<std::function<void(qsizetype)>>();
            *next = [this, batches, next, last](qsizetype at) {
                while (at < batches->size() && batches->at(at).ids.isEmpty())
                    ++at;
                if (at == batches->size()) {
                    const qint64 account = m_account.id;
                    m_writer
                        ->submit<bool>([account, last](QSqlDatabase &db, LibraryChange &) {
                            return SyncStore(db).forgetChanges(account, last);
                        })
                        .then(this, [this](bool) { pullSubscriptions(); });
                    return;
                }
                const Batch &batch = batches->at(at);
                m_client.editTags(batch.ids, batch.add, batch.remove,
                                  [this, next, at](const QString &error) {
                                      if (!error.isEmpty())
                                          return finish(error); // kept queued for the next sync
                                      (*next)(at + 1);
                                  });
            };
            (*next)(0);
        });
}

void GoogleReaderSync::pullSubscriptions()
{
    m_client.subscriptions([this](auto subscriptions, const QString &error) {
        if (!subscriptions)
            return finish(error);
        m_outcome.subscriptions = int(subscriptions->size());
        const qint64 account = m_account.id;
        const QList<GoogleReaderClient::Subscription> list = *subscriptions;
        m_writer
            ->submit<QHash<QString, QUrl>>(
                [account, list](QSqlDatabase &db, LibraryChange &change) {
                    QHash<QString, QUrl> streams;
                    Savepoint work(db, u"sync_subscriptions"_s);
                    FeedStore feeds(db);
                    ShelfStore shelves(db);
                    SyncStore sync(db);
                    for (const GoogleReaderClient::Subscription &subscription : list) {
                        if (!subscription.url.isValid())
                            continue;
                        ParsedFeed feed;
                        feed.format = FeedFormat::Synced;
                        feed.title = subscription.title;
                        feed.link = subscription.siteUrl;
                        const auto id = feeds.upsert(subscription.url, feed);
                        if (!id || !sync.attachFeed(*id, account, subscription.id))
                            return QHash<QString, QUrl>();
                        if (!subscription.folders.isEmpty()) {
                            const auto shelf = shelves.addPath(subscription.folders.first());
                            if (!shelf || !shelves.setFeedShelf(*id, *shelf))
                                return QHash<QString, QUrl>();
                        }
                        streams.insert(subscription.id, subscription.url);
                    }
                    if (!work.release())
                        return QHash<QString, QUrl>();
                    change.structure = true;
                    return streams;
                })
            .then(this, [this, count = list.size()](const QHash<QString, QUrl> &streams) {
                if (streams.size() != count && count > 0)
                    return finish(tr("the subscriptions could not be stored"));
                m_streams = streams;
                pullIds();
            });
    });
}

void GoogleReaderSync::pullIds()
{
    const QString list = QLatin1StringView(GoogleReaderClient::ReadingList);
    m_client.itemIds(list, {}, [this, list](auto all, const QString &error) {
        if (!all)
            return finish(error);
        m_all = *all;
        m_client.itemIds(list, readTag, [this](auto unread, const QString &error) {
            if (!unread)
                return finish(error);
            m_unread = *unread;
            m_client.itemIds(starredTag, {}, [this](auto starred, const QString &error) {
                if (!starred)
                    return finish(error);
                m_starred = *starred;
                const qint64 account = m_account.id;
                m_writer
                    ->submit<QSet<qint64>>([account](QSqlDatabase &db, LibraryChange &) {
                        return SyncStore(db).knownItems(account);
                    })
                    .then(this, [this](const QSet<qint64> &known) {
                        QList<qint64> missing;
                        for (const qint64 id : std::as_const(m_all)) {
                            if (!known.contains(id))
                                missing.append(id);
                        }
                        pullItems(missing);
                    });
            });
        });
    });
}

void GoogleReaderSync::pullItems(const QList<qint64> &missing)
{
    if (missing.isEmpty())
        return applyStates();
    m_client.items(missing, [this](auto items, const QString &error) {
        if (!items)
            return finish(error);
        // By subscription: each feed's new items stored and linked in one commit.
        QHash<QString, QList<GoogleReaderClient::Item>> byStream;
        for (const GoogleReaderClient::Item &item : std::as_const(*items)) {
            if (m_streams.contains(item.streamId))
                byStream[item.streamId].append(item);
        }
        const qint64 account = m_account.id;
        QList<QFuture<int>> stored;
        for (auto it = byStream.cbegin(); it != byStream.cend(); ++it) {
            const QUrl url = m_streams.value(it.key());
            const QList<GoogleReaderClient::Item> streamItems = it.value();
            stored.append(m_writer->submit<int>(
                [account, url, streamItems](QSqlDatabase &db, LibraryChange &change) {
                    Savepoint work(db, u"sync_items"_s);
                    ParsedFeed feed;
                    feed.format = FeedFormat::Synced;
                    const auto feedId = FeedStore(db).idForUrl(url);
                    if (!feedId)
                        return -1;
                    feed.title = FeedStore(db).feed(*feedId)->title;
                    for (const GoogleReaderClient::Item &item : streamItems) {
                        ParsedEntry entry;
                        entry.id = GoogleReaderClient::longItemId(item.id);
                        entry.title = item.title;
                        entry.link = item.link;
                        entry.content = item.html;
                        entry.published = item.published;
                        entry.updated = item.updated;
                        if (!item.author.isEmpty())
                            entry.authors = {ParsedPerson{item.author, {}, {}}};
                        feed.entries.append(entry);
                    }
                    const IngestResult result =
                        FeedIngest::ingest(db, url, feed, FeedIngest::SearchIndexing::Later);
                    if (!result.ok)
                        return -1;
                    const ArticleStore articles(db);
                    SyncStore sync(db);
                    for (const GoogleReaderClient::Item &item : streamItems) {
                        const auto article =
                            articles.idOf(result.feedId, GoogleReaderClient::longItemId(item.id));
                        if (!article || !sync.link(account, *article, item.id))
                            return -1;
                    }
                    if (!work.release())
                        return -1;
                    change.feeds.append(result.feedId);
                    return int(streamItems.size());
                },
                [](const QString &) { return -1; }));
        }
        if (stored.isEmpty())
            return applyStates();
        auto left = std::make_shared<int>(int(stored.size()));
        auto failed = std::make_shared<bool>(false);
        for (QFuture<int> &future : stored) {
            future.then(this, [this, left, failed](int count) {
                if (count < 0)
                    *failed = true;
                else
                    m_outcome.newItems += count;
                if (--*left == 0) {
                    if (*failed)
                        return finish(tr("the new items could not be stored"));
                    applyStates();
                }
            });
        }
    });
}

void GoogleReaderSync::applyStates()
{
    const qint64 account = m_account.id;
    m_writer
        ->submit<std::optional<int>>([account, all = m_all, unread = m_unread, starred = m_starred](
                                         QSqlDatabase &db, LibraryChange &change) {
            const auto written = SyncStore(db).applyStates(account, all, unread, starred);
            change.structure = written.value_or(0) > 0; // counts across feeds moved
            return written;
        })
        .then(this, [this](std::optional<int> written) {
            if (!written)
                return finish(tr("the server's read and starred states could not be stored"));
            m_outcome.statesWritten = *written;
            finish({});
        });
}

void GoogleReaderSync::finish(const QString &error)
{
    m_outcome.error = error;
    m_outcome.requests = m_client.requestCount();
    m_outcome.milliseconds = m_timer.elapsed();
    const qint64 account = m_account.id;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_writer
        ->submit<bool>([account, now, error](QSqlDatabase &db, LibraryChange &) {
            return SyncStore(db).recordSync(account, now, error);
        })
        .then(this, [this](bool) {
            if (m_done)
                m_done(m_outcome);
        });
}

} // namespace Lectern
