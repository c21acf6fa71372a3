#include "models/librarysession.h"

#include "library/database/librarychange.h"
#include "library/search/searchstore.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/savedsearchstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"
#include "models/articlelistmodel.h"
#include "models/feedtreemodel.h"
#include "models/smartcounter.h"

#include <QFileInfo>
#include <QHash>
#include <QTimer>

namespace Lectern {

namespace {
// Rows read per page of the list, and at most per batch of articles a write brought.
constexpr int PageSize = 200;
constexpr int MaxArrivals = 1000;
// Feeds read again per update of the side panel (about 0.1 ms each).
constexpr int MaxFeedsPerUpdate = 50;
// Search results are ranked: a smaller first page answers sooner.
constexpr int SearchPageSize = 50;

} // namespace

LibrarySession::LibrarySession(QSqlDatabase db, const LibraryEngine &engine,
                               const ArticlePageRenderer *renderer, const ReaderSettings &settings,
                               QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_renderer(renderer)
    , m_pages(m_db, renderer)
    , m_assets(QFileInfo(m_db.databaseName()).path())
    , m_queries(m_db)
    , m_commands(engine, &m_queries, &m_assets)
    , m_settings(settings)
    , m_feedModel(new FeedTreeModel(this))
    , m_articleModel(new ArticleListModel(this))
    , m_countsTimer(new QTimer(this))
    , m_smartTimer(new QTimer(this))
    , m_counter(new SmartCounter(m_db, this))
{
    m_smartTimer->setSingleShot(true);
    m_smartTimer->setInterval(1000);
    connect(m_smartTimer, &QTimer::timeout, this, &LibrarySession::updateSmartCounts);
    m_countsTimer->setSingleShot(true);
    m_countsTimer->setInterval(200);
    connect(m_countsTimer, &QTimer::timeout, this, &LibrarySession::updatePendingCounts);
    if (engine.writer)
        connect(engine.writer, &LibraryWriter::changed, this, &LibrarySession::takeChange);
    connect(m_counter, &SmartCounter::counted, m_feedModel, &FeedTreeModel::updateCounts);
    reloadFeeds();
}

LibrarySession::~LibrarySession() = default;

void LibrarySession::reloadFeeds()
{
    m_countsTimer->stop();
    m_smartTimer->stop();
    m_pendingFeeds.clear();
    FeedTreeModel::Content content;
    content.shelves = ShelfStore(m_db).shelves();
    content.feeds = FeedStore(m_db).feeds();
    // Every article is a feed's: All Articles is the sum of the feeds' counts.
    for (const FeedRecord &feed : std::as_const(content.feeds)) {
        content.all.unread += feed.unreadCount;
        content.all.total += feed.totalCount;
    }
    // Starred, Today and Offline come from the worker (about 100 ms on a large library, which
    // the window would otherwise wait for before it first shows).
    content.smartCounted = false;
    content.searches = SavedSearchStore(m_db).searches();
    m_savedQueries.clear();
    for (const SavedSearchRecord &search : std::as_const(content.searches))
        m_savedQueries.insert(search.id, search.query);
    m_feedModel->setContent(content);
    m_counter->count(m_savedQueries, true); // the tree shows them once counted
}

ArticleFilter LibrarySession::filterFor(const FeedTreeItem &item, const QDateTime &now)
{
    switch (item.kind()) {
    case FeedTreeItem::Kind::AllArticles:
        return ArticleFilter::forSmartShelf(SmartShelf::AllArticles, now);
    case FeedTreeItem::Kind::Unread:
        return ArticleFilter::forSmartShelf(SmartShelf::Unread, now);
    case FeedTreeItem::Kind::Starred:
        return ArticleFilter::forSmartShelf(SmartShelf::Starred, now);
    case FeedTreeItem::Kind::Today:
        return ArticleFilter::forSmartShelf(SmartShelf::Today, now);
    case FeedTreeItem::Kind::Offline:
        return ArticleFilter::forSmartShelf(SmartShelf::Offline, now);
    case FeedTreeItem::Kind::Highlights:
        return ArticleFilter::forSmartShelf(SmartShelf::Highlights, now);
    case FeedTreeItem::Kind::Shelf:
        return ArticleFilter::forShelf(item.id());
    case FeedTreeItem::Kind::Feed:
        return ArticleFilter::forFeed(item.id());
    case FeedTreeItem::Kind::SavedSearch: // a query, not a filter: see showArticlesOf()
    case FeedTreeItem::Kind::Root:
        break;
    }
    return {};
}

void LibrarySession::showArticlesOf(const FeedTreeItem *item)
{
    if (!item || item->kind() == FeedTreeItem::Kind::Root)
        return;
    // Smart shelves are named by the model, in the language shown.
    m_shownName = item->title().isEmpty() ? FeedTreeModel::smartTitle(item->kind()) : item->title();
    if (item->kind() == FeedTreeItem::Kind::SavedSearch) {
        showSearch(SearchQuery::parse(m_savedQueries.value(item->id())));
        return;
    }
    showArticles(filterFor(*item, QDateTime::currentDateTime()));
}

void LibrarySession::showArticles(const ArticleFilter &filter)
{
    m_filter = filter;
    m_showsMuted = filter.mutedOnly;
    m_showing = true;
    m_searching = false;
    m_needles.clear();
    // Read first: an article stored between the two reads is then found again as new, and
    // insertArticles() knows it already.
    m_newestId = ArticleStore(m_db).newestId();
    m_articleModel->setSource(
        [db = m_db, filter](int offset, int limit) {
            return ArticleStore(db).articles(filter, limit, offset);
        },
        PageSize);
}

void LibrarySession::showSearch(const SearchQuery &query)
{
    m_showing = false;
    m_searching = true;
    m_showsMuted = query.mutedOnly;
    m_needles = query.needles();
    m_articleModel->setSource(
        [db = m_db, query](int offset, int limit) {
            QList<ArticleSummary> found;
            for (const SearchHit &hit : SearchStore(db).search(query, limit, offset))
                found.append(hit.article);
            return found;
        },
        SearchPageSize);
}

QStringList LibrarySession::searchNeedles() const
{
    return m_needles;
}

void LibrarySession::narrowTo(SearchQuery &query, const FeedTreeItem &item, const QDateTime &now)
{
    switch (item.kind()) {
    case FeedTreeItem::Kind::Unread:
        query.unreadOnly = true;
        break;
    case FeedTreeItem::Kind::Starred:
        query.starredOnly = true;
        break;
    case FeedTreeItem::Kind::Offline:
        query.offlineOnly = true;
        break;
    case FeedTreeItem::Kind::Highlights:
        query.hasHighlights = true;
        break;
    case FeedTreeItem::Kind::Today:
        query.after = now.toUTC().date();
        break;
    case FeedTreeItem::Kind::Shelf:
        query.shelf = item.title();
        break;
    case FeedTreeItem::Kind::Feed:
        query.feed = QString::number(item.id());
        break;
    case FeedTreeItem::Kind::AllArticles:
    case FeedTreeItem::Kind::SavedSearch: // a search within a search: the words typed only
    case FeedTreeItem::Kind::Root:
        break;
    }
}

void LibrarySession::markShownRead()
{
    if (!m_commands.canWrite())
        return;
    if (m_searching) {
        QList<qint64> unread;
        for (int row = 0; row < m_articleModel->rowCount(); ++row) {
            if (!m_articleModel->articleAt(row)->read)
                unread.append(m_articleModel->articleAt(row)->id);
        }
        if (!unread.isEmpty())
            m_commands.setRead(unread, true); // the change names them: their rows follow
        return;
    }
    m_commands.markAllRead(m_filter).then(this, [this, shown = m_filter](int feeds) {
        if (feeds >= 0 && m_showing && m_filter == shown)
            m_articleModel->setAllRead();
    });
}

double LibrarySession::readingPosition(qint64 articleId) const
{
    if (const auto known = m_positions.constFind(articleId); known != m_positions.cend())
        return *known;
    if (const ArticleSummary *row =
            m_articleModel->articleAt(m_articleModel->rowForArticle(articleId)))
        return row->readingPosition;
    const auto summary = ArticleStore(m_db).summary(articleId);
    return summary ? summary->readingPosition : 0;
}

bool LibrarySession::keepReadingPosition(qint64 articleId, double fraction)
{
    // Paging through articles without scrolling writes nothing.
    if (qAbs(readingPosition(articleId) - fraction) <= 0.0005)
        return false;
    m_positions.insert(articleId, fraction);
    m_commands.setReadingPosition(articleId, fraction);
    return true;
}

std::optional<QString> LibrarySession::articlePage(qint64 articleId,
                                                   const PageRequest &request) const
{
    ArticlePageRenderer::Style style = m_settings.pageStyle();
    style.imagePlaceholders = true;
    if (request.remoteImages)
        style.allowRemoteImages = true;
    return m_pages.render(articleId, style,
                          request.feedVersion ? ArticlePageLoader::Version::Feed
                                              : ArticlePageLoader::Version::Captured,
                          request.inFull);
}

namespace {
int feedsUnder(const FeedTreeItem *item)
{
    if (item->kind() == FeedTreeItem::Kind::Feed)
        return 1;
    int feeds = 0;
    for (int i = 0; i < item->childCount(); ++i)
        feeds += feedsUnder(item->child(i));
    return feeds;
}
} // namespace

QString LibrarySession::homePage() const
{
    const ArticleStore store(m_db);
    const QDateTime now = QDateTime::currentDateTime();
    const auto cardOf = [&](const FeedTreeItem *item, HomeCard::Kind kind) {
        HomeCard card;
        card.kind = kind;
        card.id = item->id();
        card.name = FeedTreeModel::titleOf(item);
        card.feeds = feedsUnder(item);
        card.unread = item->unreadCount();
        card.total = item->totalCount();
        for (const ArticleSummary &article : store.articles(filterFor(*item, now), HomeArticles, 0))
            card.newest.append(HomeArticle{article.id, article.title, article.feedTitle,
                                           article.published, article.read});
        return card;
    };
    QList<HomeCard> cards;
    QHash<qint64, const FeedTreeItem *> unshelved;
    QList<const FeedTreeItem *> unshelvedInOrder;
    for (int row = 0; row < m_feedModel->rowCount(); ++row) {
        const FeedTreeItem *item = m_feedModel->itemFor(m_feedModel->index(row, 0));
        if (item && item->kind() == FeedTreeItem::Kind::Shelf) {
            cards.append(cardOf(item, HomeCard::Kind::Shelf));
        } else if (item && item->kind() == FeedTreeItem::Kind::Feed) {
            unshelved.insert(item->id(), item);
            unshelvedInOrder.append(item);
        }
    }
    // Feeds on no shelf: those with the newest articles first, and only so many (a library of
    // a thousand feeds would otherwise read a thousand lists on the window's thread).
    QList<const FeedTreeItem *> chosen;
    for (qint64 id : store.recentlyActiveFeeds(HomeFeedScan)) {
        if (chosen.size() == HomeFeedCards)
            break;
        if (const FeedTreeItem *feed = unshelved.take(id))
            chosen.append(feed);
    }
    for (const FeedTreeItem *feed : std::as_const(unshelvedInOrder)) {
        if (chosen.size() == HomeFeedCards)
            break;
        if (unshelved.contains(feed->id()))
            chosen.append(feed);
    }
    for (const FeedTreeItem *feed : std::as_const(chosen))
        cards.append(cardOf(feed, HomeCard::Kind::Feed));
    const FeedTreeItem *all = m_feedModel->itemFor(m_feedModel->allArticlesIndex());
    return m_renderer->renderHome(m_settings.pageStyle(), cards, all ? all->unreadCount() : 0,
                                  all ? all->totalCount() : 0);
}

QString LibrarySession::emptyListPage() const
{
    return m_renderer->renderEmptyList(m_settings.pageStyle(), m_shownName);
}

QString LibrarySession::highlightsPage() const
{
    QList<HighlightEntry> entries;
    for (const HighlightRecord &highlight : m_queries.allHighlights())
        entries.append(HighlightEntry{highlight.id, highlight.articleId, highlight.articleTitle,
                                      highlight.feedTitle, highlight.selector.quote, highlight.note,
                                      highlight.color});
    return m_renderer->renderHighlights(m_settings.pageStyle(), entries);
}

QString LibrarySession::welcomePage() const
{
    return m_renderer->renderWelcome(m_settings.pageStyle());
}

void LibrarySession::takeChange(const LibraryChange &change)
{
    m_takenFeeds.unite(QSet<qint64>(change.feeds.cbegin(), change.feeds.cend()));
    m_takenArticles.unite(QSet<qint64>(change.articles.cbegin(), change.articles.cend()));
    m_takenStructure = m_takenStructure || change.structure;
    if (m_applyQueued)
        return;
    // Queued behind the announcements already waiting, so that they are taken in first.
    m_applyQueued = true;
    QMetaObject::invokeMethod(this, &LibrarySession::applyTakenChanges, Qt::QueuedConnection);
}

void LibrarySession::applyTakenChanges()
{
    m_applyQueued = false;
    LibraryChange change;
    change.feeds = m_takenFeeds.values();
    change.articles = m_takenArticles.values();
    change.structure = m_takenStructure;
    m_takenFeeds.clear();
    m_takenArticles.clear();
    m_takenStructure = false;
    applyChange(change);
}

// A write landed: new feeds and shelves show at once; counts follow within the timer's
// interval; the rows of the articles it named change in place; new articles join the list.
void LibrarySession::applyChange(const LibraryChange &change)
{
    if (change.structure) {
        reloadFeeds();
        // A feed named anew (Feed Properties): the rows shown say so too.
        for (qint64 id : change.feeds) {
            if (const FeedTreeItem *feed = m_feedModel->itemFor(m_feedModel->indexForFeed(id)))
                m_articleModel->setFeedTitle(id, feed->title());
        }
    } else if (!change.feeds.isEmpty()) {
        for (qint64 id : change.feeds)
            m_pendingFeeds.insert(id);
        if (!m_countsTimer->isActive())
            m_countsTimer->start();
        if (!m_smartTimer->isActive())
            m_smartTimer->start();
    }
    if (!change.feeds.isEmpty())
        addNewArticles();
    if (change.articles.isEmpty())
        return;
    // One pass over the rows loaded, not one per article named: a refresh names every article
    // its feeds rewrote. From the end, so that a row removed moves none still to look at.
    const QSet<qint64> named(change.articles.cbegin(), change.articles.cend());
    const ArticleStore articles(m_db);
    for (int row = m_articleModel->rowCount() - 1; row >= 0; --row) {
        const qint64 id = m_articleModel->articleAt(row)->id;
        if (!named.contains(id))
            continue;
        // What the list shows, not the article's HTML (a capture can be megabytes). An article
        // a rule muted leaves a list that leaves muted articles out.
        const auto summary = articles.summary(id);
        if (summary && (!summary->muted || m_showsMuted))
            m_articleModel->updateRow(row, *summary);
        else
            m_articleModel->removeArticle(row);
    }
}

void LibrarySession::updatePendingCounts()
{
    FeedTreeModel::CountUpdate update;
    // A refresh of a thousand feeds names them all: a few at a time, so that the window's
    // thread is never held long; the rest on the next turn of the event loop.
    QList<qint64> ids = m_pendingFeeds.values();
    if (ids.size() > MaxFeedsPerUpdate) {
        ids.resize(MaxFeedsPerUpdate);
        QTimer::singleShot(0, this, &LibrarySession::updatePendingCounts);
    }
    for (qint64 id : std::as_const(ids))
        m_pendingFeeds.remove(id);
    update.feeds = FeedStore(m_db).feeds(ids);
    m_feedModel->updateCounts(update);
}

// Starred, Today and Offline (and the saved searches) counted again, off the window's thread.
void LibrarySession::updateSmartCounts()
{
    m_counter->count(m_savedQueries, true);
}

void LibrarySession::addNewArticles()
{
    if (!m_showing)
        return;
    const ArticleStore store(m_db);
    const qint64 newest = store.newestId();
    if (newest <= m_newestId)
        return;
    ArticleFilter arrivals = m_filter;
    arrivals.afterId = m_newestId;
    const QList<ArticleSummary> found = store.articles(arrivals, MaxArrivals);
    if (found.size() == MaxArrivals) {
        // An import of thousands: the list is read again rather than patched.
        showArticles(m_filter);
        Q_EMIT articlesArrived(MaxArrivals);
        return;
    }
    m_newestId = newest;
    if (found.isEmpty())
        return;
    Q_EMIT articlesArriving();
    const int added = m_articleModel->insertArticles(found);
    Q_EMIT articlesArrived(added);
}

} // namespace Lectern
