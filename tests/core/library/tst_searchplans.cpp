#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "searchtestlibrary.h"
#include "testregistry.h"

#include <QTest>
#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Lectern;

using Ids = QList<qint64>;

// How SearchStore plans a search on a library larger than it ranks at once (4,000 matches)
// or samples (the newest 2,000 articles): which matches are ranked, how filters reach past the
// best ones, and that every plan gives the page the query asks for.
class TestSearchPlans : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { m_library.open(); }
    void cleanup() { m_library.close(); }
    void filtersBeyondTheBestMatches();
    void ranksNewestOfCommonWords();
    void ranksNewestMatchesWhenTheNewestArticlesLackTheWord();
    void findsNewestOfCommonShortCjkWord();
    void findsCommonShortCjkWordBeyondTheNewest();
    void selectiveFilterWidensToTheWholeLibrary();
    void tagFilterReachesPastTheBestRankedMatches();
    void aPhraseIsRankedAmongItsNewestMatches();
    void aSmallFeedIsSearchedWithinItsArticles();
    void aFilterPassedByManyOldArticlesIsRankedWhole();

private:
    void exec(const QString &sql) { m_library.exec(sql); }
    void addArticles(qint64 first, qint64 last, const QString &columns, const QString &values,
                     int feed = 1)
    {
        m_library.addArticles(first, last, columns, values, feed);
    }
    void indexArticlesWrittenByHand() { m_library.indexArticlesWrittenByHand(); }
    Ids search(const QString &text) { return m_library.search(text); }

    SearchTestLibrary m_library;
};

void TestSearchPlans::filtersBeyondTheBestMatches()
{
    // More strong matches than the first ranked batch holds; only a weak one passes the filter.
    addArticles(100, 1400, u"title, content, added_at"_s, u"'Memory memory', '<p>memory</p>', 0"_s);
    indexArticlesWrittenByHand();
    exec(u"UPDATE articles SET starred = 1 WHERE id = 2"_s);
    QCOMPARE(search(u"memory is:starred"_s), (Ids{1, 2}));
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"memory"_s)), std::optional<qint64>(1303));
    QCOMPARE(store.search(SearchQuery::parse(u"memory"_s), 10).size(), 10);
}

void TestSearchPlans::ranksNewestOfCommonWords()
{
    // A word in more articles than SearchStore ranks at once: the newest matches are ranked,
    // so article 1 (the best match, but old) is left out; counting stays exact.
    addArticles(100, 4599, u"title, content, added_at"_s, u"'Notes', '<p>memory</p>', 0"_s);
    indexArticlesWrittenByHand();
    const Ids ids = search(u"memory"_s);
    QCOMPARE(ids.size(), 50);
    QVERIFY(std::all_of(ids.begin(), ids.end(), [](qint64 id) { return id >= 100; }));
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"memory"_s)), std::optional<qint64>(4502));
    // With a filter that only old articles pass, every passing match is ranked.
    QCOMPARE(search(u"memory is:starred"_s), Ids{1});
}

void TestSearchPlans::ranksNewestMatchesWhenTheNewestArticlesLackTheWord()
{
    // 4,500 matches, then 2,500 newer articles without the word: the newest matches are still
    // the ones ranked (an estimate from the newest articles once found none and ranked all).
    addArticles(100, 4599, u"title, content, added_at"_s, u"'Notes', '<p>memory</p>', 0"_s);
    indexArticlesWrittenByHand();
    addArticles(5000, 7499, u"title, content, added_at"_s, u"'Other', '<p>queues</p>', 0"_s);
    indexArticlesWrittenByHand();
    const Ids ids = search(u"memory"_s);
    QCOMPARE(ids.size(), 50);
    QVERIFY(std::all_of(ids.begin(), ids.end(), [](qint64 id) { return id >= 100; }));
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"memory"_s)), std::optional<qint64>(4502));
}

void TestSearchPlans::findsNewestOfCommonShortCjkWord()
{
    // 2,500 articles, every other one holding 锁, all of equal rank: the page holds the last
    // added of them (not the lowest ids, which FTS5 keeps among equals), newest date first.
    addArticles(100, 2599, u"title, content, published_at, added_at"_s,
                u"'笔记', CASE WHEN i % 2 = 0 THEN '<p>自旋锁与互斥</p>'"
                " ELSE '<p>调度与内存</p>' END, 1000000 + (i % 7) * 1000 + i, 0"_s);
    indexArticlesWrittenByHand();
    const Ids ids = search(u"锁"_s);
    QCOMPARE(ids.size(), 50);
    Ids expected;
    for (qint64 id = 2598; expected.size() < 50; id -= 2)
        expected.append(id);
    auto date = [](qint64 id) { return (id % 7) * 1000 + id; };
    std::sort(expected.begin(), expected.end(),
              [&](qint64 a, qint64 b) { return date(a) > date(b); });
    QCOMPARE(ids, expected);
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"锁"_s)), std::optional<qint64>(1250));
    // Excluding another short word: a page of 锁 articles still, newest date first (a wider
    // pool of equal ranks is read when there are filters, so it need not be the same page).
    const Ids filtered = search(u"锁 -调度"_s);
    QCOMPARE(filtered.size(), 50);
    QVERIFY(std::all_of(filtered.begin(), filtered.end(), [](qint64 id) { return id % 2 == 0; }));
    QVERIFY(std::is_sorted(filtered.begin(), filtered.end(),
                           [&](qint64 a, qint64 b) { return date(a) > date(b); }));
    QVERIFY(search(u"锁 调度"_s).isEmpty());
}

void TestSearchPlans::findsCommonShortCjkWordBeyondTheNewest()
{
    // 锁 is in a tenth of the articles, all of them older than the 4,000 newest: the character
    // index finds them, the newest of equal rank first.
    addArticles(100, 5099, u"title, content, published_at, added_at"_s,
                u"'笔记', CASE WHEN i < 600 THEN '<p>自旋锁</p>'"
                " ELSE '<p>调度与内存</p>' END, 1000000 + i, 0"_s);
    indexArticlesWrittenByHand();
    const Ids ids = search(u"锁"_s);
    QCOMPARE(ids.size(), 50);
    QCOMPARE(ids.first(), 599);
    QCOMPARE(ids.last(), 550);
}

void TestSearchPlans::selectiveFilterWidensToTheWholeLibrary()
{
    // Every article holds the word; 1% of the newest 2,000 are starred, so only starred
    // matches are ranked, first among the newest 10,000, which hold 20 of them. The other 100
    // are older (and so is article 1), and a page needs them too.
    addArticles(100, 12099, u"title, content, added_at, starred"_s,
                u"'Memory', '<p>memory</p>', i,"
                " (i < 2100 AND i % 20 = 0) OR (i >= 10100 AND i % 100 = 0)"_s);
    indexArticlesWrittenByHand();
    const Ids ids = search(u"memory is:starred"_s);
    QCOMPARE(ids.size(), 50);
    QVERIFY(std::any_of(ids.begin(), ids.end(), [](qint64 id) { return id < 2100; }));
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"memory is:starred"_s)), 121); // and article 1
}

void TestSearchPlans::tagFilterReachesPastTheBestRankedMatches()
{
    // 3,000 matches, all ranked: the 1,200 strongest carry no tag, and the 60 tagged ones are
    // among the weakest. The best ranked matches hold none of them; all the ranked ones do.
    addArticles(100, 3099, u"title, content, added_at"_s,
                u"CASE WHEN i < 1300 THEN 'Memory memory memory' ELSE 'Notes'"
                " END, '<p>memory</p>', i"_s);
    exec(u"INSERT INTO tags (id, name) VALUES (9, 'rust')"_s);
    exec(u"INSERT INTO article_tags (article_id, tag_id)"
         " SELECT id, 9 FROM articles WHERE id BETWEEN 2000 AND 2059"_s);
    indexArticlesWrittenByHand();
    const Ids ids = search(u"memory tag:rust"_s);
    QCOMPARE(ids.size(), 50);
    QVERIFY(std::all_of(ids.begin(), ids.end(), [](qint64 id) { return id >= 2000 && id < 2060; }));
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"memory tag:rust"_s)), std::optional<qint64>(60));
}

void TestSearchPlans::aPhraseIsRankedAmongItsNewestMatches()
{
    // 4,500 articles hold the phrase, the older ones in their titles (stronger): only the
    // newest 4,000 are ranked, so none of the 500 oldest is listed, whatever its rank.
    addArticles(100, 4599, u"title, content, added_at"_s,
                u"CASE WHEN i < 600 THEN 'Lock free lists' ELSE 'Notes' END,"
                " '<p>a lock free list</p>', i"_s);
    indexArticlesWrittenByHand();
    const Ids ids = search(u"\"lock free\""_s);
    QCOMPARE(ids.size(), 50);
    QVERIFY(std::all_of(ids.begin(), ids.end(), [](qint64 id) { return id >= 600; }));
    // Among equal ranks, the last added first.
    QVERIFY(std::is_sorted(ids.begin(), ids.end(), std::greater<>()));
    QCOMPARE(ids.first(), 4599);
}

void TestSearchPlans::aSmallFeedIsSearchedWithinItsArticles()
{
    // 4,500 matches in feed 1, and 30 older ones in feed 3, none of them among the newest
    // 2,000 articles: feed 3's articles are listed and only their matches ranked, the first and
    // the last of them included; titles first, then the newest.
    addArticles(100, 4599, u"title, content, added_at"_s, u"'Notes', '<p>memory</p>', i"_s);
    addArticles(20, 49, u"title, content, added_at"_s,
                u"CASE WHEN i % 2 = 0 THEN 'Memory' ELSE 'Queues' END,"
                " '<p>memory</p>', i"_s,
                3);
    indexArticlesWrittenByHand();
    Ids expected;
    for (qint64 id = 48; id >= 20; id -= 2)
        expected.append(id);
    for (qint64 id = 49; id >= 21; id -= 2)
        expected.append(id);
    QCOMPARE(search(u"memory feed:3"_s), expected);
    QCOMPARE(search(u"memory feed:3 -queues"_s).size(), 15);
    // A shelf (not sampled) reaches the same list once the ranked matches hold none of it.
    exec(u"UPDATE feeds SET shelf_id = 3 WHERE id = 3"_s);
    QCOMPARE(search(u"memory shelf:reading"_s), expected);
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"memory feed:3"_s)), std::optional<qint64>(30));
}

void TestSearchPlans::aFilterPassedByManyOldArticlesIsRankedWhole()
{
    // 8,000 matches; the 5,500 oldest are unread, the newest 2,000 all read: more articles
    // pass than are listed, so the filter is applied inside the index's walk, over all of it.
    addArticles(100, 8099, u"title, content, added_at, read"_s,
                u"'Notes', '<p>memory</p>', i, i >= 5600"_s);
    indexArticlesWrittenByHand();
    const Ids ids = search(u"memory is:unread"_s);
    Ids expected{1}; // "memory" in its title
    for (qint64 id = 5599; expected.size() < 50; --id)
        expected.append(id);
    QCOMPARE(ids, expected);
}

LECTERN_TEST_GUILESS_MAIN(tst_searchplans, TestSearchPlans)
#include "tst_searchplans.moc"
