// The writer's feed area: what a fetch left, logins, a feed's settings from Feed Properties
// or the CLI, unsubscribing, and OPML imports (FeedStore and FeedScheduleStore on the writer's
// connection).
#pragma once

#include <QFuture>
#include <QString>
#include <QUrl>
#include <functional>
#include <optional>

class QSqlDatabase;

namespace Lectern {

class LibraryWriter;
struct FeedFetchOutcome;
struct OpmlDocument;
struct OpmlImportResult;
struct PageRule;

class FeedWrites
{
public:
    explicit FeedWrites(LibraryWriter *writer);

    QFuture<bool> recordFetch(qint64 feedId, const FeedFetchOutcome &outcome);
    // The user name sent with the feed's requests (HTTP Basic auth); empty for none.
    QFuture<bool> setAuthUser(qint64 feedId, const QString &user);
    // A feed just subscribed to, found on the person's own network.
    QFuture<bool> setPrivateAddress(qint64 feedId, bool onPrivateAddress);
    // A title of the reader's own (empty: the feed's own again).
    QFuture<bool> rename(qint64 feedId, const QString &title);
    // FeedStore::setUrl: false when another feed has the address.
    QFuture<bool> setUrl(qint64 feedId, const QUrl &url);
    // How long its articles are kept (none: its shelf's, else all), how often it is fetched
    // (none: as its hints say).
    QFuture<bool> setRetention(qint64 feedId, std::optional<int> days);
    QFuture<bool> setInterval(qint64 feedId, std::optional<int> minutes);
    // The selectors a page feed's items are read with (see PageRule); false when no such feed.
    QFuture<bool> setPageRule(qint64 feedId, const PageRule &rule);
    // Unsubscribes: the feed and its articles (with their search entries, shelf places, tags
    // and capture jobs) are deleted; images only they used wait for `lectern vacuum`.
    QFuture<bool> remove(qint64 feedId);
    // An OPML file's groups and feeds into the library (OpmlExchange, all or nothing).
    QFuture<OpmlImportResult> importOpml(const OpmlDocument &document);

private:
    // A write that names the feed in its change when it took.
    QFuture<bool> feedWrite(qint64 feedId, std::function<bool(QSqlDatabase &)> write);

    LibraryWriter *m_writer;
};

} // namespace Lectern
