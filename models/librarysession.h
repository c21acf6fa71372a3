// What the window shows of the library, without the window: the reading connection, the side
// panel's tree and the article list, what the list shows, reading positions and the reader's
// pages. It follows the LibraryWriter's changes: counts move for the feeds a write names and
// articles stored by a refresh join the list being shown, with nothing read again whole.
// Everything here can be tested without a display.
#pragma once

#include "library/search/searchquery.h"
#include "library/stores/articlefilter.h"
#include "library/stores/assetstore.h"
#include "models/feedtreeitem.h"
#include "models/librarycommands.h"
#include "models/libraryengine.h"
#include "models/libraryqueries.h"
#include "reading/articlepageloader.h"
#include "reading/readersettings.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QSqlDatabase>
#include <optional>

class QTimer;

namespace Lectern {

class ArticleListModel;
class FeedTreeModel;
class SmartCounter;
struct LibraryChange;

class LibrarySession : public QObject
{
    Q_OBJECT
public:
    // db is the session's own connection, for reading; every write goes through the
    // engine's writer, by way of commands().
    LibrarySession(QSqlDatabase db, const LibraryEngine &engine,
                   const ArticlePageRenderer *renderer, const ReaderSettings &settings,
                   QObject *parent = nullptr);
    ~LibrarySession() override;

    // The window's way into the library: what it asks, and every change a person makes.
    const LibraryQueries &queries() const { return m_queries; }
    LibraryCommands *commands() { return &m_commands; }
    const LibraryEngine &engine() const { return m_commands.engine(); }
    // The reading connection, for code beside the window (tests, benchmarks).
    QSqlDatabase connection() const { return m_db; }
    FeedTreeModel *feedModel() const { return m_feedModel; }
    ArticleListModel *articleModel() const { return m_articleModel; }
    // The images of captured articles, in the library's folder.
    AssetStore &assets() { return m_assets; }
    const ArticlePageLoader &pages() const { return m_pages; }
    const ArticlePageRenderer *renderer() const { return m_renderer; }

    // The side panel read again whole: feeds, shelves and every count.
    void reloadFeeds();
    // The list shows the articles of a side panel item (nothing for the root or no item).
    void showArticlesOf(const FeedTreeItem *item);
    void showArticles(const ArticleFilter &filter);
    const ArticleFilter &shownFilter() const { return m_filter; }
    // Which articles an item of the side panel stands for; Today begins at now's midnight.
    static ArticleFilter filterFor(const FeedTreeItem &item, const QDateTime &now);
    // The list shows what a search finds across the library, best first, a page at a time.
    // Articles a refresh brings are not added to it (their flags still follow).
    void showSearch(const SearchQuery &query);
    bool isSearching() const { return m_searching; }
    // The words and phrases the search shown looks for, to be marked where they are shown.
    QStringList searchNeedles() const;
    // Narrows a search to what a side panel item holds.
    static void narrowTo(SearchQuery &query, const FeedTreeItem &item, const QDateTime &now);

    // Marks what the list shows read: every article of the shelf, feed or smart shelf shown
    // (not only the rows loaded), or the results of the search shown.
    void markShownRead();

    // Where the reader left an article: known this session, else as the list read it, else
    // as stored.
    double readingPosition(qint64 articleId) const;
    // Remembers where the reader is and stores it when it moved; false when it had not.
    bool keepReadingPosition(qint64 articleId, double fraction);

    const ReaderSettings &readerSettings() const { return m_settings; }
    void setReaderSettings(const ReaderSettings &settings) { m_settings = settings; }
    // How a page is asked for: the feed's version of a captured article, an article too
    // large to render at once in full all the same, its remote images for this page only.
    struct PageRequest
    {
        bool feedVersion = false;
        bool inFull = false;
        bool remoteImages = false;
    };
    // The reader's page of an article, or nullopt when there is none; the article is read once.
    std::optional<QString> articlePage(qint64 articleId, const PageRequest &request) const;
    QString welcomePage() const;
    // The page for the list shown when it holds no article, named after it.
    QString emptyListPage() const;
    // The home page: each shelf, and each feed on no shelf (the most recently active first),
    // as a card with its counts and newest articles.
    QString homePage() const;
    // The Highlights page: every highlight of the library with its note, by article.
    QString highlightsPage() const;
    static constexpr int HomeArticles = 5;
    static constexpr int HomeFeedCards = 24;
    static constexpr int HomeFeedScan = 5000; // newest articles read to find the active feeds

Q_SIGNALS:
    // Articles a write stored are about to join the list being shown (views keep their place
    // from here to articlesArrived; rows a view pages in are not arrivals).
    void articlesArriving();
    // Articles a write stored joined the list being shown.
    void articlesArrived(int count);

private:
    // What the writer announces, taken in as it comes and applied once per turn of the event
    // loop: a refresh's commits come several to a turn, and each application looks for new
    // articles (7-17 ms with rows to insert; one after another they held the thread 60 ms).
    void takeChange(const LibraryChange &change);
    void applyTakenChanges();
    void applyChange(const LibraryChange &change);
    void updatePendingCounts();
    void updateSmartCounts();
    void addNewArticles();

    QSqlDatabase m_db;
    const ArticlePageRenderer *m_renderer;
    ArticlePageLoader m_pages;
    AssetStore m_assets;
    LibraryQueries m_queries;
    LibraryCommands m_commands;
    ReaderSettings m_settings;
    FeedTreeModel *m_feedModel;
    ArticleListModel *m_articleModel;
    ArticleFilter m_filter;
    QHash<qint64, QString> m_savedQueries; // the side panel's saved searches, by id
    bool m_showing = false;                // a filter's list, which takes in new articles
    bool m_searching = false;
    bool m_showsMuted = false; // the list is of muted articles (is:muted)
    QStringList m_needles;
    QString m_shownName;   // of the side panel's item shown, for the empty list's page
    qint64 m_newestId = 0; // the newest article the list being shown knows of
    // Positions known this session: those written may still wait in the writer's queue.
    QHash<qint64, double> m_positions;
    // A refresh writes hundreds of times: counts are read once for the feeds named meanwhile.
    QSet<qint64> m_pendingFeeds;
    // Changes announced and not applied yet (takeChange).
    QSet<qint64> m_takenFeeds;
    QSet<qint64> m_takenArticles;
    bool m_takenStructure = false;
    bool m_applyQueued = false;
    QTimer *m_countsTimer;
    // Starred, Today and Offline are counted over their indexes (tens of ms on a large
    // library): at most once a second, however many writes come.
    QTimer *m_smartTimer;
    SmartCounter *m_counter;
};

} // namespace Lectern
