// Every write to the library goes through here, on a thread of its own with its own
// connection: a refresh storing hundreds of feeds never blocks the window, whose reads go on
// meanwhile thanks to WAL. Each call returns a future; changed() says what the writes committed
// together touched, once per commit.
#pragma once

#include "library/articlefilter.h"
#include "library/capturestore.h"
#include "library/feedingest.h"
#include "library/librarychange.h"
#include "library/opmlexchange.h"
#include "library/records.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>

class QSqlDatabase;
class QThread;

namespace Lectern {

struct ParsedFeed;
class SearchIndexThread;

class LibraryWriter : public QObject
{
    Q_OBJECT
public:
    // databasePath must name a file: ":memory:" cannot be shared between two connections.
    explicit LibraryWriter(QString databasePath, QObject *parent = nullptr);
    ~LibraryWriter() override;

    // Opens the writer's connection; false with errorString() when the file cannot be used.
    bool start();
    QString errorString() const { return m_error; }

    // Stores the feed; its new and changed articles wait in the search queue, which the
    // writer's SearchIndexThread indexes meanwhile (SearchStore scans them until then).
    QFuture<IngestResult> ingest(const QUrl &feedUrl, const ParsedFeed &feed);
    // The same, with the per-entry work already done by FeedIngest::prepare elsewhere.
    QFuture<IngestResult> ingest(const QUrl &feedUrl, const PreparedFeed &prepared);
    // Several feeds stored and put on the shelf at shelfPath (made when missing), in one
    // commit: a page followed one feed per section, on a shelf named after the page.
    QFuture<QList<IngestResult>> ingestOnShelf(const QString &shelfPath,
                                               const QList<std::pair<QUrl, ParsedFeed>> &feeds);
    // A fetched document parsed and stored batch by batch on the writer's thread
    // (FeedIngest::ingestDocument): for documents of FeedIngest::LargeDocumentBytes and more.
    QFuture<IngestResult> ingestDocument(const QUrl &feedUrl, const QByteArray &body,
                                         const QUrl &documentUrl, const QString &contentType);
    // Resolves once the search queue is indexed, with what the writes queued before the call
    // added: the number of queue entries indexed meanwhile, or -1 on an error.
    QFuture<int> indexSearchQueue();
    QFuture<bool> recordFetch(qint64 feedId, const FeedFetchOutcome &outcome);
    // The user name sent with the feed's requests (HTTP Basic auth); empty for none.
    QFuture<bool> setAuthUser(qint64 feedId, const QString &user);
    QFuture<bool> setRead(const QList<qint64> &articleIds, bool read);
    QFuture<bool> setStarred(const QList<qint64> &articleIds, bool starred);
    // Every unread article the filter holds, read (a shelf's, a feed's, the whole library's);
    // the change names their feeds, not the articles. Returns how many feeds changed, -1 on
    // failure.
    QFuture<int> markAllRead(const ArticleFilter &filter);
    // Shelves: a new one (a path like "Systems/GPU" makes the missing parents too), a new
    // name, a shelf removed (its feeds and shelves move up a level), a feed put on a shelf
    // (0: on none). Each is a structure change.
    QFuture<bool> addShelf(const QString &path);
    QFuture<bool> renameShelf(qint64 shelfId, const QString &name);
    QFuture<bool> removeShelf(qint64 shelfId);
    // Saved searches (smart shelves of a query): the new one's id, 0 when refused.
    QFuture<qint64> saveSearch(const QString &name, const QString &query);
    QFuture<bool> renameSavedSearch(qint64 searchId, const QString &name);
    QFuture<bool> removeSavedSearch(qint64 searchId);
    QFuture<bool> moveFeedToShelf(qint64 feedId, qint64 shelfId);
    // Unsubscribes: the feed and its articles (with their search entries, shelf places, tags
    // and capture jobs) are deleted; images only they used wait for `lectern vacuum`.
    QFuture<bool> removeFeed(qint64 feedId);
    // Feed Properties: a title of the reader's own (empty: the feed's own again), how long its
    // articles are kept (none: its shelf's, else all), how often it is fetched (none: as its
    // hints say).
    QFuture<bool> renameFeed(qint64 feedId, const QString &title);
    // FeedStore::setUrl: false when another feed has the address.
    QFuture<bool> setFeedUrl(qint64 feedId, const QUrl &url);
    QFuture<bool> setFeedRetention(qint64 feedId, std::optional<int> days);
    QFuture<bool> setFeedInterval(qint64 feedId, std::optional<int> minutes);
    // Articles put on a shelf besides their feed's (they then show in it too).
    QFuture<bool> putArticlesOnShelf(const QList<qint64> &articleIds, qint64 shelfId);
    // An OPML file's groups and feeds into the library (OpmlExchange, all or nothing).
    QFuture<OpmlImportResult> importOpml(const OpmlDocument &document);
    // How far the article was read, a fraction clamped to 0..1. Announces nothing: no count or
    // row changes, and the reader that saved it already knows.
    QFuture<bool> setReadingPosition(qint64 articleId, double fraction);

    // Offline capture (CaptureStore on the writer's connection). The number of articles the
    // feeds' policies queued, or -1 on an error.
    QFuture<int> decideCaptures();
    // "Capture now": queued whatever their feed's policy; false when one cannot be captured.
    QFuture<bool> queueCaptures(const QList<qint64> &articleIds);
    // A capture and its images, all or nothing; its state (Done, or Aside when it had less
    // text than the feed), or None on an error. Announces the article and its feed.
    QFuture<CaptureState> storeCapture(const CapturedArticle &captured);
    QFuture<bool> recordCaptureFailure(qint64 articleId, const QString &error);
    // Removes the articles' offline copies; the asset names no article uses any more, whose
    // files the caller removes once this has resolved (so no row outlives its file). nullopt on
    // an error, with nothing removed.
    QFuture<std::optional<QStringList>> removeOfflineCopies(const QList<qint64> &articleIds);
    // The feed's capture policy; what the old one skipped is decided again.
    QFuture<bool> setCapturePolicy(qint64 feedId, CapturePolicy policy);
    // The feed's site rule: the article's selector and selectors to leave out (empty: none).
    QFuture<bool> setCaptureRule(qint64 feedId, const QString &selector, const QString &strip);
    // The selectors a page feed's items are read with (see PageRule); false when no such feed.
    QFuture<bool> setPageRule(qint64 feedId, const PageRule &rule);

Q_SIGNALS:
    void changed(const Lectern::LibraryChange &change);

private:
    class Worker;
    // Queue entries up to seq are indexed: out of the queue with the next commit.
    void forgetIndexed(qint64 seq);
    QFuture<bool> setFlag(const QList<qint64> &articleIds, bool value, bool starred);
    // Runs job on the writer thread; its LibraryChange, if any, is announced afterwards.
    template<typename T> QFuture<T> submit(std::function<T(QSqlDatabase &, LibraryChange &)> job);

    QString m_path;
    QString m_error;
    QThread *m_thread = nullptr;
    Worker *m_worker = nullptr;
    SearchIndexThread *m_indexThread = nullptr;
};

} // namespace Lectern
