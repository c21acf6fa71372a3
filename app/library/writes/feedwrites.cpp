#include "library/writes/feedwrites.h"

#include "feeds/pagefeed/pagerule.h"
#include "library/database/savepoint.h"
#include "library/exchange/opmlexchange.h"
#include "library/stores/feedschedulestore.h"
#include "library/stores/feedstore.h"
#include "library/writes/librarywriter.h"

using namespace Qt::StringLiterals;

namespace Lectern {

FeedWrites::FeedWrites(LibraryWriter *writer)
    : m_writer(writer)
{
}

QFuture<bool> FeedWrites::feedWrite(qint64 feedId, std::function<bool(QSqlDatabase &)> write)
{
    return m_writer->submit<bool>(
        [feedId, write = std::move(write)](QSqlDatabase &db, LibraryChange &change) {
            const bool done = write(db);
            if (done)
                change.feeds.append(feedId);
            return done;
        });
}

QFuture<bool> FeedWrites::recordFetch(qint64 feedId, const FeedFetchOutcome &outcome)
{
    return feedWrite(feedId, [this, feedId, outcome](QSqlDatabase &db) {
        Savepoint work(db, u"fetch"_s);
        return FeedStore(db, m_writer->statements()).recordFetch(feedId, outcome) && work.release();
    });
}

QFuture<bool> FeedWrites::setAuthUser(qint64 feedId, const QString &user)
{
    return feedWrite(feedId, [feedId, user](QSqlDatabase &db) {
        Savepoint work(db, u"auth"_s);
        return FeedStore(db).setAuthUser(feedId, user) && work.release();
    });
}

QFuture<bool> FeedWrites::setPrivateAddress(qint64 feedId, bool onPrivateAddress)
{
    return feedWrite(feedId, [feedId, onPrivateAddress](QSqlDatabase &db) {
        return FeedStore(db).setPrivateAddress(feedId, onPrivateAddress);
    });
}

QFuture<bool> FeedWrites::rename(qint64 feedId, const QString &title)
{
    return m_writer->submit<bool>([feedId, title](QSqlDatabase &db, LibraryChange &change) {
        // A new title may move the feed in the side panel, which sorts by title; the rows of
        // its articles show it too.
        change.structure = FeedStore(db).setTitle(feedId, title);
        if (change.structure)
            change.feeds.append(feedId);
        return change.structure;
    });
}

QFuture<bool> FeedWrites::setUrl(qint64 feedId, const QUrl &url)
{
    // Named when moved: its last error is gone.
    return feedWrite(feedId,
                     [feedId, url](QSqlDatabase &db) { return FeedStore(db).setUrl(feedId, url); });
}

QFuture<bool> FeedWrites::setRetention(qint64 feedId, std::optional<int> days)
{
    return feedWrite(feedId, [feedId, days](QSqlDatabase &db) {
        return FeedStore(db).setRetention(feedId, days);
    });
}

QFuture<bool> FeedWrites::setInterval(qint64 feedId, std::optional<int> minutes)
{
    return feedWrite(feedId, [feedId, minutes](QSqlDatabase &db) {
        return FeedScheduleStore(db).setInterval(feedId, minutes);
    });
}

QFuture<bool> FeedWrites::setPageRule(qint64 feedId, const PageRule &rule)
{
    return feedWrite(feedId, [feedId, rule](QSqlDatabase &db) {
        return FeedStore(db).setPageRule(feedId, rule);
    });
}

QFuture<bool> FeedWrites::remove(qint64 feedId)
{
    return m_writer->submit<bool>([feedId](QSqlDatabase &db, LibraryChange &change) {
        change.structure = FeedStore(db).remove(feedId);
        return change.structure;
    });
}

QFuture<OpmlImportResult> FeedWrites::importOpml(const OpmlDocument &document)
{
    return m_writer->submit<OpmlImportResult>(
        [document](QSqlDatabase &db, LibraryChange &change) {
            const OpmlImportResult imported = OpmlExchange::importDocument(db, document);
            change.structure =
                imported.ok && (imported.feedsAdded > 0 || imported.shelvesAdded > 0);
            return imported;
        },
        [](const QString &error) {
            OpmlImportResult result;
            result.error = error;
            return result;
        });
}

} // namespace Lectern
