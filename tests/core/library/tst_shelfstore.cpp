#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestShelfStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void addsPathsAndFindsThem();
    void namesAreUniqueAmongSiblings();
    void renamesAndMoves();
    void removingMovingUpLosesNothing();
    void refusesMovingIntoItself();
    void removingKeepsFeedsAndArticles();
    void countsCoverFeedsAndPutArticles();
    void filtersArticlesByShelf();

private:
    qint64 addFeed(const QString &name, int articles);
    std::unique_ptr<Database> m_db;
};

void TestShelfStore::init()
{
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY(m_db->open());
}

void TestShelfStore::cleanup()
{
    m_db.reset();
}

qint64 TestShelfStore::addFeed(const QString &name, int articles)
{
    ParsedFeed feed;
    feed.title = name;
    for (int i = 0; i < articles; ++i) {
        ParsedEntry entry;
        entry.id = name + QString::number(i);
        entry.title = name + u" post "_s + QString::number(i);
        entry.published = QDateTime(QDate(2026, 2, 1 + i), QTime(), QTimeZone::UTC);
        feed.entries.append(entry);
    }
    return FeedIngest::ingest(m_db->connection(), QUrl(u"http://127.0.0.1/"_s + name), feed).feedId;
}

void TestShelfStore::addsPathsAndFindsThem()
{
    ShelfStore shelves(m_db->connection());
    const auto gpu = shelves.addPath(u"Systems/GPU"_s);
    QVERIFY2(gpu, qPrintable(shelves.errorString()));
    const auto systems = shelves.find(u"Systems"_s);
    QVERIFY(systems);
    QCOMPARE(shelves.find(u"systems/gpu"_s), gpu); // names match without case
    QCOMPARE(shelves.find(QString::number(*gpu)), gpu);
    QCOMPARE(shelves.path(*gpu), u"Systems/GPU"_s);
    QVERIFY(!shelves.find(u"Systems/CPU"_s));
    QCOMPARE(shelves.addPath(u"Systems/GPU"_s), gpu); // adding again finds the same
    const auto list = shelves.shelves();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list[0].name, u"Systems"_s); // parents first
    QCOMPARE(list[1].parentId, *systems);
    QVERIFY(!shelves.addPath(u"/"_s));
    QVERIFY(!shelves.add(u"a/b"_s, 0));
    // Every shelf by its path, sorted, to choose from.
    const auto reading = shelves.addPath(u"Reading"_s);
    QCOMPARE(shelves.paths(),
             (QList<std::pair<QString, qint64>>{
                 {u"Reading"_s, *reading}, {u"Systems"_s, *systems}, {u"Systems/GPU"_s, *gpu}}));
}

void TestShelfStore::namesAreUniqueAmongSiblings()
{
    ShelfStore shelves(m_db->connection());
    QVERIFY(shelves.add(u"Papers"_s, 0));
    QVERIFY(!shelves.add(u"papers"_s, 0));
    const auto systems = shelves.add(u"Systems"_s, 0);
    QVERIFY(shelves.add(u"Papers"_s, *systems)); // same name elsewhere is fine
}

void TestShelfStore::renamesAndMoves()
{
    ShelfStore shelves(m_db->connection());
    const auto a = shelves.add(u"A"_s, 0);
    const auto b = shelves.add(u"B"_s, 0);
    QVERIFY(shelves.rename(*a, u"Alpha"_s));
    QVERIFY(shelves.move(*b, *a));
    QCOMPARE(shelves.path(*b), u"Alpha/B"_s);
    QVERIFY(shelves.move(*b, 0));
    QCOMPARE(shelves.path(*b), u"B"_s);
    QVERIFY(!shelves.rename(9999, u"X"_s));
}

void TestShelfStore::refusesMovingIntoItself()
{
    ShelfStore shelves(m_db->connection());
    const auto top = shelves.addPath(u"Top"_s);
    const auto inner = shelves.addPath(u"Top/Inner"_s);
    QVERIFY(!shelves.move(*top, *inner));
    QVERIFY(shelves.errorString().contains(u"itself"_s));
    QVERIFY(!shelves.move(*top, *top));
    QCOMPARE(shelves.path(*inner), u"Top/Inner"_s);
}

void TestShelfStore::removingKeepsFeedsAndArticles()
{
    ShelfStore shelves(m_db->connection());
    const auto top = shelves.addPath(u"Top/Inner"_s);
    const qint64 feed = addFeed(u"f"_s, 2);
    QVERIFY(shelves.setFeedShelf(feed, *top));
    QVERIFY(shelves.remove(*shelves.find(u"Top"_s)));
    QVERIFY(shelves.shelves().isEmpty());
    QCOMPARE(ArticleStore(m_db->connection()).articles(0).size(), 2);
}

void TestShelfStore::removingMovingUpLosesNothing()
{
    ShelfStore shelves(m_db->connection());
    const auto inner = shelves.addPath(u"Top/Middle/Inner"_s);
    const auto middle = shelves.find(u"Top/Middle"_s);
    const auto top = shelves.find(u"Top"_s);
    QVERIFY(inner && middle && top);
    const qint64 feed = addFeed(u"f"_s, 1);
    QVERIFY(shelves.setFeedShelf(feed, *middle));
    QVERIFY(shelves.removeMovingUp(*middle));
    // Its feed and its shelf are now in Top, where it was.
    QCOMPARE(shelves.path(*inner), u"Top/Inner"_s);
    QCOMPARE(FeedStore(m_db->connection()).feed(feed)->shelfId, *top);
    QVERIFY(!shelves.find(u"Top/Middle"_s));
    // At the top level they move to no shelf.
    QVERIFY(shelves.removeMovingUp(*top));
    QCOMPARE(shelves.path(*inner), u"Inner"_s);
    QCOMPARE(FeedStore(m_db->connection()).feed(feed)->shelfId, 0);
    QCOMPARE(ArticleStore(m_db->connection()).articles(0).size(), 1);
}

void TestShelfStore::countsCoverFeedsAndPutArticles()
{
    ShelfStore shelves(m_db->connection());
    const auto systems = shelves.addPath(u"Systems"_s);
    const auto gpu = shelves.addPath(u"Systems/GPU"_s);
    const auto later = shelves.addPath(u"Read later"_s);
    const qint64 kernels = addFeed(u"kernels"_s, 3);
    const qint64 papers = addFeed(u"papers"_s, 2);
    QVERIFY(shelves.setFeedShelf(kernels, *gpu));
    ArticleStore articles(m_db->connection());
    const qint64 paper = articles.articles(papers).first().id;
    QVERIFY(shelves.putArticle(paper, *later));
    QVERIFY(shelves.putArticle(paper, *systems));
    QVERIFY(articles.setRead(articles.articles(kernels).first().id, true));

    QHash<qint64, ShelfRecord> byId;
    for (const ShelfRecord &shelf : shelves.shelves())
        byId.insert(shelf.id, shelf);
    QCOMPARE(byId[*gpu].totalCount, 3);
    QCOMPARE(byId[*gpu].unreadCount, 2);
    QCOMPARE(byId[*systems].totalCount, 4); // its own article and the GPU shelf's
    QCOMPARE(byId[*systems].unreadCount, 3);
    QCOMPARE(byId[*later].totalCount, 1);
    QCOMPARE(shelves.articleShelves(paper), (QList<qint64>{*systems, *later}));
    QVERIFY(shelves.takeArticle(paper, *later));
    QCOMPARE(shelves.articleShelves(paper), QList<qint64>{*systems});

    // Counted once: an article put on the shelf its feed is on (inside it), and one put both on
    // a shelf and on the shelf inside it.
    QVERIFY(shelves.putArticle(articles.articles(kernels).last().id, *systems));
    QVERIFY(shelves.putArticle(paper, *gpu));
    byId.clear();
    for (const ShelfRecord &shelf : shelves.shelves())
        byId.insert(shelf.id, shelf);
    QCOMPARE(byId[*systems].totalCount, 4);
    QCOMPARE(byId[*systems].unreadCount, 3);
    QCOMPARE(byId[*gpu].totalCount, 4); // its feed's three and the paper
    QCOMPARE(byId[*gpu].unreadCount, 3);
}

void TestShelfStore::filtersArticlesByShelf()
{
    ShelfStore shelves(m_db->connection());
    const auto gpu = shelves.addPath(u"Systems/GPU"_s);
    const qint64 kernels = addFeed(u"kernels"_s, 3);
    const qint64 papers = addFeed(u"papers"_s, 2);
    QVERIFY(shelves.setFeedShelf(kernels, *gpu));
    ArticleStore articles(m_db->connection());
    const qint64 paper = articles.articles(papers).first().id;
    QVERIFY(shelves.putArticle(paper, *shelves.find(u"Systems"_s)));

    ArticleFilter filter;
    filter.shelfId = *shelves.find(u"Systems"_s);
    const auto listed = articles.articles(filter);
    QCOMPARE(listed.size(), 4);
    QCOMPARE(articles.count(filter).total, 4);
    const auto it = std::find_if(listed.begin(), listed.end(),
                                 [&](const ArticleSummary &a) { return a.id == paper; });
    QVERIFY(it != listed.end());
    QCOMPARE(it->shelves, QStringList{u"Systems"_s});
    QCOMPARE(listed.first().shelves, QStringList{u"GPU"_s}); // the feed's shelf

    filter.shelfId = *gpu;
    QCOMPARE(articles.articles(filter).size(), 3);
    filter.unreadOnly = true;
    QVERIFY(articles.setRead(articles.articles(kernels).first().id, true));
    QCOMPARE(articles.articles(filter).size(), 2);
    QCOMPARE(articles.count(filter).unread, 2);
    // Paging: first page, then the rest.
    ArticleFilter all;
    QCOMPARE(articles.articles(all, 2, 0).size(), 2);
    QCOMPARE(articles.articles(all, 2, 4).size(), 1);
}

LECTERN_TEST_GUILESS_MAIN(tst_shelfstore, TestShelfStore)
#include "tst_shelfstore.moc"
