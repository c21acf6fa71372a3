#include "models/librarycommands.h"

#include "capture/backgroundcapture.h"
#include "library/stores/assetstore.h"
#include "library/stores/syncstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/capturewrites.h"
#include "library/writes/feedwrites.h"
#include "library/writes/highlightwrites.h"
#include "library/writes/librarywriter.h"
#include "library/writes/savedpagewrites.h"
#include "library/writes/shelfwrites.h"
#include "library/writes/syncwrites.h"
#include "models/libraryqueries.h"
#include "net/feedlogins.h"
#include "net/feedscheduler.h"
#include "net/feedsubscriber.h"
#include "sync/accountsyncer.h"

#include <QFuture>

namespace Lectern {

namespace {
// What a command answers when the engine has no writer (a read-only session).
template<typename T> QFuture<T> refused(T value = T())
{
    return QtFuture::makeReadyValueFuture(std::move(value));
}
} // namespace

LibraryCommands::LibraryCommands(const LibraryEngine &engine, const LibraryQueries *queries,
                                 AssetStore *assets, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_queries(queries)
    , m_assets(assets)
{
    if (m_engine.saver) {
        connect(m_engine.saver, &PageSaver::done, this,
                [this](const QList<PageSaver::Saved> &pages, const QString &error) {
                    QList<qint64> read;
                    for (const PageSaver::Saved &page : pages) {
                        if (page.problem.isEmpty())
                            read.append(page.articleId);
                    }
                    if (!read.isEmpty())
                        captureNow(read);
                    Q_EMIT pagesSaved(pages, error);
                });
    }
    if (m_engine.logins) {
        connect(m_engine.logins, &FeedLogins::finished, this,
                [this](qint64 feedId, bool loggedIn, const QString &error) {
                    if (loggedIn && error.isEmpty())
                        refreshFeed(feedId); // whether the server takes the login
                    Q_EMIT loginFinished(feedId, loggedIn, error);
                });
    }
    if (m_engine.syncer)
        connect(m_engine.syncer, &AccountSyncer::accountAdded, this,
                &LibraryCommands::accountAdded);
}

QFuture<bool> LibraryCommands::setRead(const QList<qint64> &articleIds, bool read)
{
    return canWrite() ? m_engine.writer->articles().setRead(articleIds, read) : refused(false);
}

QFuture<bool> LibraryCommands::setStarred(const QList<qint64> &articleIds, bool starred)
{
    return canWrite() ? m_engine.writer->articles().setStarred(articleIds, starred)
                      : refused(false);
}

QFuture<qint64> LibraryCommands::addHighlight(const HighlightRecord &highlight)
{
    return canWrite() ? m_engine.writer->highlights().add(highlight) : refused(qint64(0));
}

QFuture<bool> LibraryCommands::setHighlightNote(qint64 highlightId, const QString &note)
{
    return canWrite() ? m_engine.writer->highlights().setNote(highlightId, note) : refused(false);
}

QFuture<bool> LibraryCommands::setHighlightColor(qint64 highlightId, const QString &color)
{
    return canWrite() ? m_engine.writer->highlights().setColor(highlightId, color) : refused(false);
}

QFuture<int> LibraryCommands::importHighlights(const QList<HighlightRecord> &highlights)
{
    return canWrite() ? m_engine.writer->highlights().addAll(highlights) : refused(-1);
}

QFuture<bool> LibraryCommands::removeHighlight(qint64 highlightId)
{
    return canWrite() ? m_engine.writer->highlights().remove(highlightId) : refused(false);
}

QFuture<int> LibraryCommands::markAllRead(const ArticleFilter &filter)
{
    return canWrite() ? m_engine.writer->articles().markAllRead(filter) : refused(-1);
}

QFuture<bool> LibraryCommands::setReadingPosition(qint64 articleId, double fraction)
{
    return canWrite() ? m_engine.writer->articles().setReadingPosition(articleId, fraction)
                      : refused(false);
}

QFuture<bool> LibraryCommands::putArticlesOnShelf(const QList<qint64> &articleIds, qint64 shelfId)
{
    return canWrite() ? m_engine.writer->articles().putOnShelf(articleIds, shelfId)
                      : refused(false);
}

bool LibraryCommands::captureNow(const QList<qint64> &articleIds)
{
    if (!m_engine.capture)
        return false;
    m_engine.capture->captureNow(articleIds);
    return true;
}

QFuture<bool> LibraryCommands::removeOfflineCopies(const QList<qint64> &articleIds)
{
    if (!canWrite())
        return refused(false);
    return m_engine.writer->captures()
        .removeOfflineCopies(articleIds)
        .then(this, [this](const std::optional<QStringList> &unused) {
            if (!unused)
                return false;
            // The rows are gone (committed): now their files.
            for (const QString &name : std::as_const(*unused))
                m_assets->remove(name);
            return true;
        });
}

QFuture<bool> LibraryCommands::addShelf(const QString &path)
{
    return canWrite() ? m_engine.writer->shelves().add(path) : refused(false);
}

QFuture<bool> LibraryCommands::renameShelf(qint64 shelfId, const QString &name)
{
    return canWrite() ? m_engine.writer->shelves().rename(shelfId, name) : refused(false);
}

QFuture<bool> LibraryCommands::removeShelf(qint64 shelfId)
{
    return canWrite() ? m_engine.writer->shelves().remove(shelfId) : refused(false);
}

QFuture<qint64> LibraryCommands::saveSearch(const QString &name, const QString &query)
{
    return canWrite() ? m_engine.writer->shelves().saveSearch(name, query) : refused<qint64>(0);
}

QFuture<bool> LibraryCommands::renameSavedSearch(qint64 searchId, const QString &name)
{
    return canWrite() ? m_engine.writer->shelves().renameSavedSearch(searchId, name)
                      : refused(false);
}

QFuture<bool> LibraryCommands::removeSavedSearch(qint64 searchId)
{
    return canWrite() ? m_engine.writer->shelves().removeSavedSearch(searchId) : refused(false);
}

QFuture<RuleWrites::Added> LibraryCommands::addRule(const Rule &rule)
{
    return canWrite() ? m_engine.writer->rules().add(rule)
                      : refused(RuleWrites::Added{0, QString()});
}

QFuture<bool> LibraryCommands::removeRule(qint64 ruleId)
{
    return canWrite() ? m_engine.writer->rules().remove(ruleId) : refused(false);
}

QFuture<bool> LibraryCommands::setRuleEnabled(qint64 ruleId, bool enabled)
{
    return canWrite() ? m_engine.writer->rules().setEnabled(ruleId, enabled) : refused(false);
}

QFuture<int> LibraryCommands::applyRule(qint64 ruleId)
{
    return canWrite() ? m_engine.writer->rules().apply(ruleId) : refused(-1);
}

QFuture<bool> LibraryCommands::moveFeedToShelf(qint64 feedId, qint64 shelfId)
{
    return canWrite() ? m_engine.writer->shelves().moveFeed(feedId, shelfId) : refused(false);
}

QFuture<bool> LibraryCommands::subscribeOnAccount(qint64 feedId, qint64 accountId)
{
    if (!canWrite())
        return refused(false);
    return m_engine.writer->sync()
        .queueSubscribe(accountId, feedId)
        .then(this, [this, accountId](bool queued) {
            if (queued && m_engine.syncer)
                m_engine.syncer->sync(accountId);
            return queued;
        });
}

QFuture<bool> LibraryCommands::renameFeed(qint64 feedId, const QString &title)
{
    return canWrite() ? m_engine.writer->feeds().rename(feedId, title) : refused(false);
}

QFuture<bool> LibraryCommands::setFeedUrl(qint64 feedId, const QUrl &url)
{
    if (!canWrite())
        return refused(false);
    return m_engine.writer->feeds().setUrl(feedId, url).then(this, [this, feedId](bool moved) {
        if (moved)
            refreshFeed(feedId); // what the new address holds
        return moved;
    });
}

QFuture<bool> LibraryCommands::setFeedInterval(qint64 feedId, std::optional<int> minutes)
{
    return canWrite() ? m_engine.writer->feeds().setInterval(feedId, minutes) : refused(false);
}

QFuture<bool> LibraryCommands::setFeedRetention(qint64 feedId, std::optional<int> days)
{
    return canWrite() ? m_engine.writer->feeds().setRetention(feedId, days) : refused(false);
}

QFuture<bool> LibraryCommands::setCaptureRule(qint64 feedId, const QString &selector,
                                              const QString &strip)
{
    return canWrite() ? m_engine.writer->captures().setRule(feedId, selector, strip)
                      : refused(false);
}

QFuture<bool> LibraryCommands::setPageRule(qint64 feedId, const PageRule &rule)
{
    if (!canWrite())
        return refused(false);
    return m_engine.writer->feeds().setPageRule(feedId, rule).then(this, [this, feedId](bool set) {
        refreshFeed(feedId); // the items as the new rule reads them
        return set;
    });
}

void LibraryCommands::setCapturePolicy(const QList<qint64> &feedIds, CapturePolicy policy)
{
    if (!canWrite())
        return;
    for (qint64 id : feedIds) {
        m_engine.writer->captures()
            .setPolicy(id, policy)
            .then(this, [this, last = id == feedIds.last()](bool) {
                if (last && m_engine.capture)
                    m_engine.capture->applyPolicies(); // what the new policy now wants
            });
    }
}

QFuture<bool> LibraryCommands::removeFeed(qint64 feedId)
{
    return canWrite() ? m_engine.writer->feeds().remove(feedId) : refused(false);
}

void LibraryCommands::refreshFeed(qint64 feedId)
{
    if (m_engine.scheduler)
        m_engine.scheduler->refreshFeed(feedId);
}

void LibraryCommands::refreshAll()
{
    if (m_engine.scheduler)
        m_engine.scheduler->refreshAll();
}

QFuture<OpmlImportResult> LibraryCommands::importOpml(const OpmlDocument &document)
{
    if (!canWrite()) {
        OpmlImportResult result;
        result.error = tr("the library cannot be written");
        return refused(result);
    }
    return m_engine.writer->feeds().importOpml(document).then(
        this, [this](const OpmlImportResult &done) {
            if (done.ok && done.feedsAdded > 0)
                refreshAll();
            return done;
        });
}

void LibraryCommands::subscribe(const QUrl &url, const BasicCredentials &login)
{
    if (m_engine.subscriber)
        m_engine.subscriber->subscribe(url, login);
}

void LibraryCommands::subscribePage(const QUrl &pageUrl, const ParsedFeed &items)
{
    if (m_engine.subscriber)
        m_engine.subscriber->subscribePage(pageUrl, items);
}

void LibraryCommands::subscribeSections(const QUrl &pageUrl, const ParsedFeed &items,
                                        const QString &parentShelf)
{
    if (m_engine.subscriber)
        m_engine.subscriber->subscribeSections(pageUrl, items, parentShelf);
}

QFuture<ReadLaterImport::Result> LibraryCommands::importReadLater(const QList<ReadLaterItem> &items)
{
    if (!canWrite()) {
        ReadLaterImport::Result result;
        result.error = tr("the library cannot be written");
        return refused(result);
    }
    return m_engine.writer->savedPages().import(items).then(
        this, [this](const ReadLaterImport::Result &done) {
            if (done.ok && done.added > 0 && m_engine.capture)
                m_engine.capture->captureDue(); // in the background, at the usual pace
            return done;
        });
}

void LibraryCommands::savePages(const QList<QUrl> &urls, const QString &shelfPath,
                                const QStringList &tags)
{
    if (m_engine.saver)
        m_engine.saver->save(urls, shelfPath, tags);
    else
        Q_EMIT pagesSaved({}, tr("this window cannot save pages"));
}

void LibraryCommands::logIn(qint64 feedId, const QString &user, const QString &password)
{
    const auto feed = m_queries->feed(feedId);
    if (m_engine.logins && feed)
        m_engine.logins->logIn(feedId, feed->url, user, password);
}

void LibraryCommands::logOut(qint64 feedId)
{
    const auto feed = m_queries->feed(feedId);
    if (m_engine.logins && feed)
        m_engine.logins->logOut(feedId, feed->url, m_queries->loginUser(feedId));
}

void LibraryCommands::addAccount(const QString &kind, const QUrl &url, const QString &user,
                                 const QString &secret)
{
    if (!canSync())
        return Q_EMIT accountAdded(0, tr("this window does not sync"), {});
    m_engine.syncer->addAccount(kind, url, user, secret);
}

void LibraryCommands::removeAccount(qint64 accountId)
{
    if (canSync())
        m_engine.syncer->removeAccount(accountId);
}

void LibraryCommands::syncAccount(qint64 accountId)
{
    if (canSync())
        m_engine.syncer->sync(accountId);
}

void LibraryCommands::syncAllAccounts()
{
    if (canSync())
        m_engine.syncer->syncAll();
}

} // namespace Lectern
