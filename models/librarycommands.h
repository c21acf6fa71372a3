// Every change a person makes to the library from the window goes through here, and only
// here: marks and stars, shelves, saved searches, a feed's settings, unsubscribing, logins,
// offline copies. So what must follow a person's change (a sync's changes to push, ...) has
// one place to hook in, and what a change sets off (a feed fetched again after a new address,
// captures after a new policy, files after their rows) is done here, testable without a
// display. Subscribing runs through the engine's FeedSubscriber, whose answers the window
// follows. A future is the writer's answer, delivered on this thread.
#pragma once

#include "library/database/records.h"
#include "library/exchange/opmlexchange.h"
#include "library/exchange/readlaterimport.h"
#include "library/stores/articlefilter.h"
#include "library/stores/capturepolicy.h"
#include "models/libraryengine.h"
#include "net/pagesaver.h"

#include "library/writes/rulewrites.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <QUrl>
#include <optional>

namespace Lectern {

class AssetStore;
class LibraryQueries;
struct BasicCredentials;
struct PageRule;
struct ParsedFeed;

class LibraryCommands : public QObject
{
    Q_OBJECT
public:
    // queries: where a command finds what it needs (a feed's address); assets: the files of
    // offline copies.
    LibraryCommands(const LibraryEngine &engine, const LibraryQueries *queries, AssetStore *assets,
                    QObject *parent = nullptr);

    const LibraryEngine &engine() const { return m_engine; }
    bool canWrite() const { return m_engine.writer != nullptr; }
    bool canCapture() const { return m_engine.capture != nullptr; }
    bool canLogIn() const { return m_engine.logins != nullptr; }
    bool canSavePages() const { return m_engine.saver != nullptr; }
    bool canSync() const { return m_engine.syncer != nullptr; }

    // Articles.
    QFuture<bool> setRead(const QList<qint64> &articleIds, bool read);
    QFuture<bool> setStarred(const QList<qint64> &articleIds, bool starred);
    // Every article filter stands for; the number of feeds touched (-1: failed).
    QFuture<int> markAllRead(const ArticleFilter &filter);
    QFuture<bool> setReadingPosition(qint64 articleId, double fraction);
    QFuture<bool> putArticlesOnShelf(const QList<qint64> &articleIds, qint64 shelfId);
    // Captures them for offline reading now (false: no capture in this engine).
    bool captureNow(const QList<qint64> &articleIds);
    // Removes their offline copies, then the images only they used; false when the library
    // refused.
    QFuture<bool> removeOfflineCopies(const QList<qint64> &articleIds);

    // Highlights (HighlightWrites): the new one's id, 0 when refused.
    QFuture<qint64> addHighlight(const HighlightRecord &highlight);
    QFuture<bool> setHighlightNote(qint64 highlightId, const QString &note);
    QFuture<bool> setHighlightColor(qint64 highlightId, const QString &color);
    QFuture<bool> removeHighlight(qint64 highlightId);
    // Highlights planned from another program's export (LibraryQueries::highlightImportPlan),
    // in one commit: how many were stored, -1 when none could be.
    QFuture<int> importHighlights(const QList<HighlightRecord> &highlights);

    // Shelves and saved searches.
    QFuture<bool> addShelf(const QString &path);
    QFuture<bool> renameShelf(qint64 shelfId, const QString &name);
    QFuture<bool> removeShelf(qint64 shelfId);
    QFuture<qint64> saveSearch(const QString &name, const QString &query);
    QFuture<bool> renameSavedSearch(qint64 searchId, const QString &name);
    QFuture<bool> removeSavedSearch(qint64 searchId);
    // Rules (RuleWrites): added last, removed, turned on or off, applied to what is stored.
    QFuture<RuleWrites::Added> addRule(const Rule &rule);
    QFuture<bool> removeRule(qint64 ruleId);
    QFuture<bool> setRuleEnabled(qint64 ruleId, bool enabled);
    QFuture<int> applyRule(qint64 ruleId);

    // Feeds. A new address or page rule fetches the feed again at once; a new capture policy
    // captures what it now asks for.
    QFuture<bool> moveFeedToShelf(qint64 feedId, qint64 shelfId);
    // A feed of this library only, followed by the account's server from now on: queued, then
    // the account synced (when this engine syncs). False when the feed cannot go (a page feed,
    // saved pages, an account's already).
    QFuture<bool> subscribeOnAccount(qint64 feedId, qint64 accountId);
    QFuture<bool> renameFeed(qint64 feedId, const QString &title);
    // False when another feed has that address.
    QFuture<bool> setFeedUrl(qint64 feedId, const QUrl &url);
    QFuture<bool> setFeedInterval(qint64 feedId, std::optional<int> minutes);
    QFuture<bool> setFeedRetention(qint64 feedId, std::optional<int> days);
    QFuture<bool> setCaptureRule(qint64 feedId, const QString &selector, const QString &strip);
    QFuture<bool> setPageRule(qint64 feedId, const PageRule &rule);
    void setCapturePolicy(const QList<qint64> &feedIds, CapturePolicy policy);
    QFuture<bool> removeFeed(qint64 feedId);
    // Fetches a feed (or every feed) now, when the engine refreshes.
    void refreshFeed(qint64 feedId);
    void refreshAll();
    // The subscriptions of an OPML document; the feeds it adds are fetched at once.
    QFuture<OpmlImportResult> importOpml(const OpmlDocument &document);

    // Subscribing, through the engine's FeedSubscriber, whose signals say how each ended: an
    // address (a feed, or a site whose feeds or page are then offered), a page without a feed
    // followed whole, or one feed per section on a shelf named after the page (inside
    // parentShelf when given).
    void subscribe(const QUrl &url, const BasicCredentials &login);
    void subscribePage(const QUrl &pageUrl, const ParsedFeed &items);
    void subscribeSections(const QUrl &pageUrl, const ParsedFeed &items,
                           const QString &parentShelf);

    // Pages met outside a feed, saved among the saved pages (on shelfPath when given) and
    // captured at once; pagesSaved says how each ended.
    void savePages(const QList<QUrl> &urls, const QString &shelfPath, const QStringList &tags = {});

    // A read-later service's pages into the saved pages; their capture starts at once.
    QFuture<ReadLaterImport::Result> importReadLater(const QList<ReadLaterItem> &items);

    // Logins, kept in the system keychain; a feed logged in to is fetched again at once.
    // loginFinished says how each ended.
    void logIn(qint64 feedId, const QString &user, const QString &password);
    void logOut(qint64 feedId);

    // Accounts on sync servers (the engine's AccountSyncer): one is added once its server took
    // the login (accountAdded says how it ended), removed with its password (its feeds stay),
    // synced now; syncs run one at a time, in the background.
    void addAccount(const QString &kind, const QUrl &url, const QString &user,
                    const QString &secret);
    void removeAccount(qint64 accountId);
    void syncAccount(qint64 accountId);
    void syncAllAccounts();

Q_SIGNALS:
    // accountId 0 and error set when it was not added; warning: added, but its password could
    // not be kept (no keychain).
    void accountAdded(qint64 accountId, const QString &error, const QString &warning);
    void loginFinished(qint64 feedId, bool loggedIn, const QString &error);
    void pagesSaved(const QList<Lectern::PageSaver::Saved> &pages, const QString &error);

private:
    LibraryEngine m_engine;
    const LibraryQueries *m_queries;
    AssetStore *m_assets;
};

} // namespace Lectern
