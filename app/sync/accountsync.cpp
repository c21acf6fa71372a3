#include "sync/accountsync.h"

#include "library/writes/librarywriter.h"
#include "library/writes/syncwrites.h"

#include <QFuture>
#include <memory>

namespace Lectern {

AccountSync::AccountSync(LibraryWriter *writer, SyncAccount account, QObject *parent)
    : QObject(parent)
    , m_writer(writer)
    , m_account(std::move(account))
{
}

void AccountSync::begin(Done done)
{
    m_done = std::move(done);
    m_outcome = {};
    m_finished = false;
    m_timer.start();
}

void AccountSync::readQueue(std::function<void(const QList<SyncChange> &)> next)
{
    const qint64 account = m_account.id;
    m_writer->sync().pendingChanges(account).then(this, std::move(next));
}

void AccountSync::forgetQueue(qint64 upToSeq, std::function<void()> next)
{
    const qint64 account = m_account.id;
    m_writer->sync().forgetChanges(account, upToSeq).then(this, [next = std::move(next)](bool) {
        next();
    });
}

void AccountSync::pushFeedChanges(std::function<void()> next)
{
    const qint64 account = m_account.id;
    m_writer->sync().pendingFeedChanges(account).then(
        this, [this, next = std::move(next)](const QList<SyncFeedChange> &changes) {
            if (changes.isEmpty())
                return next();
            auto send = std::make_shared<std::function<void(qsizetype)>>();
            *send = [this, changes, next, send](qsizetype at) {
                if (finished()) {
                    *send = nullptr; // it held itself
                    return;
                }
                if (at == changes.size()) {
                    *send = nullptr;
                    return next();
                }
                const SyncFeedChange change = changes.at(at);
                sendFeedChange(change, [this, send, at, change](const QString &error) {
                    const int status = lastStatus();
                    // Answered with a refusal (a feed the server cannot fetch or follow, one
                    // gone there): said, and dropped, or it would stop every later sync of the
                    // account. No answer, a refused login, "wait" or a gateway's failure: kept.
                    const bool refusedForGood = status >= 400 && status != 401 && status != 403 &&
                                                status != 429 && status != 502 && status != 503 &&
                                                status != 504;
                    if (!error.isEmpty() && !refusedForGood) {
                        *send = nullptr;
                        return fail(error); // kept queued for the next sync
                    }
                    if (!error.isEmpty())
                        m_outcome.notices.append(
                            tr("%1 was not changed on the server: %2").arg(change.stream, error));
                    // Each one leaves the queue once the server answered it.
                    const qint64 account = m_account.id;
                    m_writer->sync()
                        .forgetFeedChanges(account, change.seq)
                        .then(this, [send, at](bool) { (*send)(at + 1); });
                });
            };
            (*send)(0);
        });
}

void AccountSync::storeSubscriptions(const QList<RemoteSubscription> &list,
                                     std::function<void()> next)
{
    m_outcome.subscriptions = int(list.size());
    const qint64 account = m_account.id;
    m_writer->sync()
        .storeSubscriptions(account, list)
        .then(this, [this, count = list.size(),
                     next = std::move(next)](const QHash<QString, QUrl> &streams) {
            if (streams.isEmpty() && count > 0)
                return finish(tr("the subscriptions could not be stored"));
            m_streams = streams;
            next();
        });
}

void AccountSync::storeItems(const QList<RemoteItem> &items, QString (*guidOf)(qint64),
                             std::function<void()> next)
{
    // By subscription: each feed's new items stored and linked in one commit.
    QHash<QString, QList<RemoteItem>> byStream;
    for (const RemoteItem &item : items) {
        if (m_streams.contains(item.streamId))
            byStream[item.streamId].append(item);
    }
    if (byStream.isEmpty())
        return next();
    const qint64 account = m_account.id;
    auto left = std::make_shared<int>(int(byStream.size()));
    auto failed = std::make_shared<bool>(false);
    for (auto it = byStream.cbegin(); it != byStream.cend(); ++it) {
        const QUrl url = m_streams.value(it.key());
        m_writer->sync()
            .storeItems(account, url, it.value(), guidOf)
            .then(this, [this, left, failed, next](int count) {
                if (m_finished)
                    return;
                if (count < 0)
                    *failed = true;
                else
                    m_outcome.newItems += count;
                if (--*left > 0)
                    return;
                if (*failed)
                    return finish(tr("the new items could not be stored"));
                next();
            });
    }
}

void AccountSync::writeStates(const QList<qint64> &all, const QList<qint64> &unread,
                              const QList<qint64> &starred, std::function<void()> next)
{
    Q_EMIT progressed(Step::States, 0, 0);
    const qint64 account = m_account.id;
    m_writer->sync()
        .applyStates(account, all, unread, starred)
        .then(this, [this, next = std::move(next)](std::optional<int> written) {
            if (!written)
                return finish(tr("the server's read and starred states could not be stored"));
            m_outcome.statesWritten = *written;
            next();
        });
}

void AccountSync::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_outcome.error = error;
    m_outcome.requests = requestCount();
    m_outcome.milliseconds = m_timer.elapsed();
    const qint64 account = m_account.id;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_writer->sync().recordSync(account, now, error).then(this, [this, now, error](bool) {
        m_account.lastSync = now;
        m_account.lastError = error;
        if (auto done = std::exchange(m_done, nullptr))
            done(m_outcome);
    });
}

} // namespace Lectern
