#include "feeds/parsedfeed.h"
#include "library/ingest/entrywriter.h"
#include "library/search/searchindexer.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "searchtestlibrary.h"
#include "testregistry.h"

#include <QSqlQuery>
#include <QTest>
#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Lectern;

using Ids = QList<qint64>;

// Searching the shared six-article library: the query syntax, ranks, snippets, pages, and the
// indexes following every change to articles, feeds and tags (plans at scale: tst_searchplans).
class TestSearchStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void finds_data();
    void finds();
    void counts();
    void findsHighlightsAndTheirNotes();
    void ranksTitleMatchesFirst();
    void marksSnippets();
    void pagesResults();
    void escapesFtsStrings();
    void followsArticleUpdate();
    void followsArticleDelete();
    void followsFeedRename();
    void followsTagChanges();
    void ignoresFlagChanges();
    void indexTextDropsMarkup();
    void indexesPlainTextOfWrittenEntries();
    void followsRewrittenEntries();
    void followsChangedTagsAlone();
    void dropsStalePlainText();
    void findsShortCjkWordsAsWritten();
    void findsCjkTextInEveryColumn();
    void aDeletedArticleLeavesTheQueue();
    void findsQueuedArticles();
    void pagesQueuedThenIndexed();
    void indexesTheQueueOnce();

private:
    void write(const QList<ParsedEntry> &entries);
    qint64 queue(const ParsedEntry &entry); // written, left in the search queue
    int queuedCount();
    void exec(const QString &sql) { m_library.exec(sql); }
    void indexArticlesWrittenByHand() { m_library.indexArticlesWrittenByHand(); }
    Ids search(const QString &text) { return m_library.search(text); }

    SearchTestLibrary m_library;
};

namespace {
// Sync checks care about membership; ranking has its own test.
Ids sorted(Ids ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}
} // namespace

void TestSearchStore::write(const QList<ParsedEntry> &entries)
{
    QVERIFY(m_library.connection().transaction());
    EntryWriter writer(m_library.connection());
    QVERIFY2(writer.write(3, entries, u"en"_s), qPrintable(writer.errorString()));
    QVERIFY(m_library.connection().commit());
    // Once committed: the search file commits apart from the library (schema 24).
    SearchIndexer indexer(m_library.connection());
    QVERIFY2(indexer.indexQueued(1000), qPrintable(indexer.errorString()));
}

namespace {
ParsedEntry markedUpEntry()
{
    ParsedEntry entry;
    entry.id = u"w1"_s;
    entry.title = u"Tracing garbage"_s;
    entry.link = QUrl(u"https://example.com/w1"_s);
    entry.summary = u"<p>Mark and sweep</p>"_s;
    entry.content = u"<p class=\"lede\">Mark and sweep, <a href=\"https://example.org/gc/"
                    u"compaction\">explained</a> &amp; timed.</p>"_s;
    entry.categories = {u"Collectors"_s, u"垃圾回收"_s};
    return entry;
}
} // namespace

void TestSearchStore::init()
{
    m_library.open();
}

void TestSearchStore::cleanup()
{
    m_library.close();
}

void TestSearchStore::finds_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<Ids>("expected"); // in result order

    QTest::newRow("word") << u"barrier"_s << Ids{1};
    QTest::newRow("two words") << u"memory model"_s << Ids{2};
    QTest::newRow("phrase") << u"\"memory barrier\""_s << Ids{1};
    QTest::newRow("exclusion") << u"memory -queues"_s << Ids{1};
    QTest::newRow("exclusion only") << u"-memory"_s << Ids{5, 3, 4, 6};
    QTest::newRow("diacritics") << u"cafe resume"_s << Ids{6};
    QTest::newRow("authors") << u"carol"_s << Ids{5};
    QTest::newRow("feed title") << u"weekly"_s << Ids{2, 1};
    QTest::newRow("tag text") << u"runtime"_s << Ids{5};
    QTest::newRow("no match") << u"nothingmatches"_s << Ids{};
    QTest::newRow("prefix") << u"barr*"_s << Ids{1};
    QTest::newRow("prefix and word") << u"memory mod*"_s << Ids{2};
    QTest::newRow("prefix of nothing") << u"zzq*"_s << Ids{};
    QTest::newRow("chinese prefix") << u"调度*"_s << Ids{3};
    QTest::newRow("fts syntax is literal") << u"title:memory NEAR( OR * ^"_s << Ids{};
    QTest::newRow("adjacent phrases") << u"\"memory\"\"barrier\""_s << Ids{1};
    QTest::newRow("chinese three") << u"调度器"_s << Ids{3};
    QTest::newRow("chinese four") << u"内存屏障"_s << Ids{3};
    // Ranked since schema 19: 4 has the word in its title.
    QTest::newRow("chinese two") << u"规约"_s << Ids{4, 3};
    QTest::newRow("chinese two at end") << u"屏障"_s << Ids{3};
    QTest::newRow("chinese one") << u"法"_s << Ids{4};
    QTest::newRow("chinese captured") << u"离线"_s << Ids{3};
    QTest::newRow("chinese author") << u"张三"_s << Ids{3};
    QTest::newRow("chinese feed") << u"技术博客 -法"_s << Ids{3};
    QTest::newRow("chinese exclusion short") << u"规约 -语言"_s << Ids{3};
    QTest::newRow("chinese exclusion long") << u"规约 -调度器"_s << Ids{4};
    QTest::newRow("chinese two and exclusion") << u"形式化 规约 -调度器"_s << Ids{4};
    QTest::newRow("chinese excluded twice") << u"规约 -调度器 -语言"_s << Ids{};
    QTest::newRow("chinese ranked and short") << u"内存屏障 调度"_s << Ids{3};
    QTest::newRow("chinese ranked without short") << u"内存屏障 -规约"_s << Ids{};
    QTest::newRow("japanese") << u"スケジューラ"_s << Ids{5};
    QTest::newRow("japanese two") << u"設計"_s << Ids{5};
    QTest::newRow("mixed scripts") << u"scheduler 設計"_s << Ids{5};
    QTest::newRow("is:starred") << u"is:starred"_s << Ids{1};
    QTest::newRow("is:unread") << u"memory is:unread"_s << Ids{1};
    QTest::newRow("is:offline") << u"is:offline"_s << Ids{3};
    QTest::newRow("has:code") << u"has:code"_s << Ids{1};
    QTest::newRow("tag") << u"tag:Runtime"_s << Ids{5};
    QTest::newRow("tag and word") << u"tag:concurrency memory"_s << Ids{1, 2};
    QTest::newRow("shelf with sub-shelves") << u"shelf:tech"_s << Ids{2, 3, 1, 4};
    QTest::newRow("shelf of article") << u"shelf:Reading"_s << Ids{5};
    QTest::newRow("feed by title") << u"feed:中文"_s << Ids{3, 4};
    QTest::newRow("feed by id") << u"feed:1"_s << Ids{2, 1};
    QTest::newRow("before") << u"before:2024-01-01"_s << Ids{4, 6};
    QTest::newRow("after") << u"after:2024-05-01"_s << Ids{5, 2};
    QTest::newRow("filters and chinese") << u"规约 after:2024-01-01 is:offline"_s << Ids{3};
    QTest::newRow("unbalanced quote") << u"\"memory barr"_s << Ids{};
}

void TestSearchStore::finds()
{
    QFETCH(QString, query);
    QTEST(search(query), "expected");
}

void TestSearchStore::counts()
{
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"memory"_s)), std::optional<qint64>(2));
    QCOMPARE(store.count(SearchQuery::parse(u"规约"_s)), std::optional<qint64>(2));
    QCOMPARE(store.count(SearchQuery::parse(u"is:unread"_s)), std::optional<qint64>(5));
    QCOMPARE(store.count(SearchQuery()), std::optional<qint64>(6));
}

void TestSearchStore::ranksTitleMatchesFirst()
{
    // Article 2 is newer, but "memory" is in the title of article 1.
    QCOMPARE(search(u"memory"_s), (Ids{1, 2}));
    SearchStore store(m_library.connection());
    const QList<SearchHit> hits = store.search(SearchQuery::parse(u"memory"_s));
    QCOMPARE(hits.size(), 2);
    QVERIFY(hits.at(0).rank < hits.at(1).rank);
    QCOMPARE(hits.at(0).article.feedTitle, u"Systems Weekly"_s);
    QCOMPARE(hits.at(0).article.title, u"Memory barriers explained"_s);
    QCOMPARE(hits.at(0).article.link, QUrl(u"https://example.com/1"_s));
    QCOMPARE(hits.at(0).article.published.date(), QDate(2024, 3, 1));
    QVERIFY(hits.at(0).article.starred);
    QCOMPARE(hits.at(0).article.shelves, QStringList{u"Tech"_s});
}

void TestSearchStore::marksSnippets()
{
    SearchStore store(m_library.connection());
    QList<SearchHit> hits = store.search(SearchQuery::parse(u"barrier"_s));
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.at(0).snippet,
             u"A memory <mark>barrier</mark> orders loads &amp; stores. smp_mb();"_s);

    hits = store.search(SearchQuery::parse(u"调度器 规约"_s));
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.at(0).snippet, u"本文介绍内存屏障和<mark>调度器</mark>的<mark>规约</mark>。"_s);

    // Filters only: the start of the text, nothing marked.
    hits = store.search(SearchQuery::parse(u"feed:2 before:2024-01-01"_s));
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.at(0).snippet, u"形式化规约是一种方法。"_s);
}

void TestSearchStore::pagesResults()
{
    SearchStore store(m_library.connection());
    const QList<SearchHit> page = store.search(SearchQuery(), 2, 2);
    QCOMPARE(page.size(), 2);
    QCOMPARE(page.at(0).article.id, 3); // newest first: 5, 2 | 3, 1 | 4, 6
    QCOMPARE(page.at(1).article.id, 1);
}

void TestSearchStore::escapesFtsStrings()
{
    // A quote inside a term is doubled, not taken as the end of the FTS5 string.
    SearchQuery query;
    query.terms = {u"memory\"barrier"_s, u"NOT"_s};
    query.excluded = {u"x\" OR \"y"_s};
    SearchStore store(m_library.connection());
    QCOMPARE(store.search(query).size(), 0); // "not" is no word of article 1
    QVERIFY2(store.errorString().isEmpty(), qPrintable(store.errorString()));
    query.terms = {u"memory\"barrier"_s};
    QCOMPARE(store.search(query).size(), 1);
    QVERIFY2(store.errorString().isEmpty(), qPrintable(store.errorString()));
}

void TestSearchStore::followsArticleUpdate()
{
    exec(u"UPDATE articles SET title = 'Hazard pointers', summary = NULL,"
         " content = '<p>Safe memory reclamation</p>' WHERE id = 2"_s);
    QCOMPARE(search(u"queues"_s), Ids{});
    QCOMPARE(search(u"hazard reclamation"_s), Ids{2});
    exec(u"UPDATE articles SET content = '<p>调度器</p>' WHERE id = 2"_s);
    QCOMPARE(sorted(search(u"调度器"_s)), (Ids{2, 3}));
    exec(u"UPDATE articles SET content = 'plain again' WHERE id = 2"_s);
    QCOMPARE(search(u"调度器"_s), Ids{3});
}

void TestSearchStore::followsArticleDelete()
{
    exec(u"DELETE FROM articles WHERE id IN (1, 3)"_s);
    QCOMPARE(search(u"barrier"_s), Ids{});
    QCOMPARE(search(u"屏障"_s), Ids{});
    QCOMPARE(search(u"调度器"_s), Ids{});
    exec(u"DELETE FROM feeds WHERE id = 2"_s);
    QCOMPARE(search(u"规约"_s), Ids{});
}

void TestSearchStore::followsFeedRename()
{
    exec(u"UPDATE feeds SET title = 'Runtime Digest' WHERE id = 3"_s);
    QCOMPARE(sorted(search(u"digest"_s)), (Ids{5, 6}));
    QCOMPARE(search(u"notes"_s), Ids{});
    exec(u"UPDATE feeds SET title = '运行时摘要' WHERE id = 3"_s);
    QCOMPARE(sorted(search(u"运行时"_s)), (Ids{5, 6}));
    QCOMPARE(sorted(search(u"摘要"_s)), (Ids{5, 6}));
    exec(u"UPDATE feeds SET title = 'Plain' WHERE id = 2"_s);
    QCOMPARE(search(u"博客"_s), Ids{});
}

void TestSearchStore::followsTagChanges()
{
    exec(u"INSERT INTO tags (id, name) VALUES (3, '内核')"_s);
    exec(u"INSERT INTO article_tags (article_id, tag_id) VALUES (1, 3), (6, 1)"_s);
    // Linking tags queues nothing by itself (schema 15): whoever links them queues the article.
    QCOMPARE(search(u"内核"_s), Ids{});
    exec(u"INSERT INTO search_queue (article_id, indexed) VALUES (1, 1), (6, 1)"_s);
    QCOMPARE(search(u"内核"_s), Ids{1});
    QCOMPARE(sorted(search(u"runtime"_s)), (Ids{5, 6}));
    exec(u"DELETE FROM article_tags WHERE article_id = 1 AND tag_id = 3"_s);
    QCOMPARE(search(u"内核"_s), Ids{});
    QCOMPARE(search(u"barrier"_s), Ids{1});
    exec(u"UPDATE tags SET name = 'scheduler-internals' WHERE id = 1"_s);
    QCOMPARE(sorted(search(u"internals"_s)), (Ids{5, 6}));
    QCOMPARE(search(u"runtime"_s), Ids{});
    exec(u"DELETE FROM tags WHERE id = 1"_s);
    QCOMPARE(search(u"internals"_s), Ids{});
}

void TestSearchStore::ignoresFlagChanges()
{
    // Reading state is not indexed: changing it must not drop the article from the index.
    exec(u"UPDATE articles SET read = 1, starred = 1, reading_position = 0.5"_s);
    QCOMPARE(search(u"barrier"_s), Ids{1});
    QCOMPARE(search(u"规约 is:starred"_s), (Ids{4, 3}));
    QCOMPARE(search(u"is:unread"_s), Ids{});
}

void TestSearchStore::indexTextDropsMarkup()
{
    const ParsedEntry entry = markedUpEntry();
    // The summary is part of the content, so it is not repeated.
    QCOMPARE(EntryWriter::indexText(entry), u"Mark and sweep, explained & timed."_s);
    ParsedEntry other = entry;
    other.summary = u"<p>Short <b>summary</b></p>"_s;
    other.content = u"<p>Body</p>"_s;
    QCOMPARE(EntryWriter::indexText(other), u"Short summary Body"_s);
}

void TestSearchStore::indexesPlainTextOfWrittenEntries()
{
    write({markedUpEntry()});
    const Ids written = search(u"sweep"_s);
    QCOMPARE(written.size(), 1);
    // Tag names, attributes and their values are markup, not text.
    for (const QString &markup : {u"href"_s, u"lede"_s, u"compaction"_s, u"class"_s, u"amp"_s})
        QVERIFY2(!search(markup).contains(written.first()), qPrintable(markup));
    QCOMPARE(search(u"explained timed"_s), written);
    // Tags written in the same call are indexed, also in the CJK index.
    QCOMPARE(search(u"collectors"_s), written);
    QCOMPARE(search(u"垃圾回收"_s), written);
    QCOMPARE(search(u"回收"_s), written);
    QCOMPARE(search(u"tag:collectors garbage"_s), written);
    QSqlQuery query(m_library.connection());
    QVERIFY(query.exec(u"SELECT count(*) FROM search_queue q JOIN articles a ON a.id = q.article_id"
                       " WHERE a.guid = 'w1' AND q.seq > (SELECT done FROM search_state)"_s) &&
            query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void TestSearchStore::followsRewrittenEntries()
{
    write({markedUpEntry()});
    const Ids written = search(u"sweep"_s);
    ParsedEntry changed = markedUpEntry();
    changed.content = u"<p>Reference counting</p>"_s;
    changed.summary.clear();
    changed.categories = {u"Memory"_s};
    write({changed});
    QCOMPARE(search(u"sweep"_s), Ids{});
    QCOMPARE(search(u"collectors"_s), Ids{});
    QCOMPARE(search(u"垃圾回收"_s), Ids{});
    QCOMPARE(search(u"counting"_s), written);
    QCOMPARE(search(u"tag:memory"_s), written);
}

void TestSearchStore::followsChangedTagsAlone()
{
    // Only the categories change: the article is queued again and indexed with its new tags.
    write({markedUpEntry()});
    const Ids written = search(u"sweep"_s);
    ParsedEntry retagged = markedUpEntry();
    retagged.categories = {u"Allocators"_s};
    write({retagged});
    QCOMPARE(search(u"tag:allocators"_s), written);
    QCOMPARE(search(u"tag:collectors"_s), Ids{});
    QCOMPARE(search(u"sweep"_s), written);
}

void TestSearchStore::dropsStalePlainText()
{
    write({markedUpEntry()});
    const Ids written = search(u"sweep"_s);
    // A writer that knows nothing of body_text: the index follows the HTML.
    exec(u"UPDATE articles SET content = '<p>Generational scheme</p>', summary = NULL"
         " WHERE guid = 'w1'"_s);
    QCOMPARE(search(u"sweep"_s), Ids{});
    QCOMPARE(search(u"generational"_s), written);
    QSqlQuery query(m_library.connection());
    QVERIFY(query.exec(u"SELECT body_text FROM articles WHERE guid = 'w1'"_s) && query.next());
    QVERIFY(query.value(0).isNull());
}

qint64 TestSearchStore::queue(const ParsedEntry &entry)
{
    [&] {
        QVERIFY(m_library.connection().transaction());
        EntryWriter writer(m_library.connection());
        QVERIFY2(writer.write(3, {entry}, u"en"_s), qPrintable(writer.errorString()));
        QVERIFY(m_library.connection().commit());
    }();
    QSqlQuery query(m_library.connection());
    query.prepare(u"SELECT a.id FROM articles a JOIN search_queue q ON q.article_id = a.id"
                  " WHERE a.guid = ?"_s);
    query.addBindValue(entry.id);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

int TestSearchStore::queuedCount()
{
    SearchIndexer indexer(m_library.connection());
    return int(indexer.queuedCount().value_or(-1));
}

void TestSearchStore::findsQueuedArticles()
{
    const qint64 id = queue(markedUpEntry());
    QVERIFY(id > 0);
    // In no index yet: found by a scan of its text, tags and feed title included.
    QCOMPARE(search(u"sweep"_s), Ids{id});
    QCOMPARE(search(u"SWEEP timed"_s), Ids{id});
    QCOMPARE(search(u"\"mark and sweep\""_s), Ids{id});
    QCOMPARE(search(u"collectors"_s), Ids{id});
    QCOMPARE(search(u"回收"_s), Ids{id});
    QCOMPARE(search(u"go notes sweep"_s), Ids{id});
    QCOMPARE(search(u"sweep -timed"_s), Ids{});
    QCOMPARE(search(u"sweep feed:3 is:unread"_s), Ids{id});
    QCOMPARE(search(u"sweep is:starred"_s), Ids{});
    QCOMPARE(search(u"sweep shelf:tech"_s), Ids{});
    // A query that only excludes a word leaves out the queued article holding it.
    QVERIFY(!search(u"-sweep"_s).contains(id));
    QVERIFY(search(u"-nothinglikethis"_s).contains(id));
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"sweep"_s)), 1);
    QCOMPARE(store.count(SearchQuery::parse(u"-sweep"_s)), 6);
    QCOMPARE(store.count(SearchQuery::parse(u"-nothinglikethis"_s)), 7);
    QVERIFY2(store.errorString().isEmpty(), qPrintable(store.errorString()));
    QCOMPARE(store.search(SearchQuery::parse(u"sweep"_s)).value(0).snippet,
             u"Mark and <mark>sweep</mark>, explained &amp; timed."_s);
}

void TestSearchStore::pagesQueuedThenIndexed()
{
    ParsedEntry entry = markedUpEntry();
    entry.content = u"<p>A memory model for garbage collectors.</p>"_s;
    const qint64 id = queue(entry);
    const Ids all = search(u"memory"_s);
    QCOMPARE(all.value(0), id); // the queued match first, then the ranked ones
    QCOMPARE(sorted(all.mid(1)), (Ids{1, 2}));
    SearchStore store(m_library.connection());
    const SearchQuery query = SearchQuery::parse(u"memory"_s);
    QCOMPARE(store.count(query), 3);
    Ids paged;
    for (int offset = 0; offset < 4; ++offset) {
        for (const SearchHit &hit : store.search(query, 1, offset))
            paged.append(hit.article.id);
    }
    QCOMPARE(paged, all);
    const QList<SearchHit> page = store.search(query, 2, 1);
    QCOMPARE(page.size(), 2);
    QCOMPARE(page.at(0).article.id, all.at(1));
}

void TestSearchStore::indexesTheQueueOnce()
{
    const qint64 id = queue(markedUpEntry());
    // Renaming a feed and a tag while the article waits must not index it early.
    exec(u"UPDATE feeds SET title = 'Runtime Digest' WHERE id = 3"_s);
    exec(u"UPDATE tags SET name = 'Tracers' WHERE name = 'Collectors'"_s);
    QSqlQuery query(m_library.connection());
    const QString indexed = u"SELECT count(*) FROM search_words WHERE search_words MATCH 'sweep'"_s;
    QVERIFY(query.exec(indexed) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    // The renamed feed's two indexed articles are queued to be indexed again (schema 19).
    QCOMPARE(queuedCount(), 3);
    SearchIndexer indexer(m_library.connection());
    QCOMPARE(indexer.indexQueued(10), 3); // five entries, three articles
    QCOMPARE(queuedCount(), 0);
    QVERIFY(query.exec(indexed) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
    QCOMPARE(search(u"tracers digest sweep"_s), Ids{id});
    QCOMPARE(search(u"垃圾回收"_s), Ids{id});
    // Deleting a queued article leaves both indexes as they were.
    const qint64 second = [&] {
        ParsedEntry other = markedUpEntry();
        other.id = u"w2"_s;
        other.link = QUrl(u"https://example.com/w2"_s);
        other.title = u"Another tracer"_s;
        return queue(other);
    }();
    QVERIFY(second > 0);
    exec(u"DELETE FROM articles WHERE id = %1"_s.arg(second));
    QCOMPARE(search(u"sweep"_s), Ids{id});
    // Its entries are taken with nothing left to index (schema 24: no trigger reaches the
    // search file, so a deletion is an entry too).
    QCOMPARE(indexer.indexQueued(10), 1);
    exec(u"INSERT INTO search_words (search_words, rank) VALUES ('integrity-check', 0)"_s);
    QCOMPARE(search(u"sweep"_s), Ids{id});
    QCOMPARE(indexer.indexQueued(10), 0);
}

void TestSearchStore::findsShortCjkWordsAsWritten()
{
    // The character index (schema 19) joins no characters that are apart in the text, and a
    // term with a letter in it must be in the text as written.
    exec(u"INSERT INTO articles (id, feed_id, guid, title, content, added_at) VALUES"
         " (10, 3, 'c10', 'Notes', '<p>并 发与优化</p>', 10),"
         " (11, 3, 'c11', 'Notes', '<p>高并发服务</p>', 11),"
         " (12, 3, 'c12', 'C语言入门', NULL, 12),"
         " (13, 3, 'c13', 'Notes', '<p>c 语言</p>', 13)"_s);
    indexArticlesWrittenByHand();
    QCOMPARE(search(u"并发"_s), Ids{11});
    QCOMPARE(sorted(search(u"发"_s)), (Ids{10, 11}));
    QCOMPARE(search(u"发 -并发"_s), Ids{10});
    QCOMPARE(search(u"C语"_s), Ids{12});
    QCOMPARE(sorted(search(u"语 -c语"_s)), (Ids{4, 13}));
    QCOMPARE(search(u"notes 并发"_s), Ids{11}); // a filter on the word index's matches
    // Longer terms too (schema 20): "并发服务" is in 11, "发与优化" in 10; "C语言入" as written.
    QCOMPARE(search(u"并发服务"_s), Ids{11});
    QCOMPARE(search(u"发与优化"_s), Ids{10});
    QCOMPARE(search(u"c语言入"_s), Ids{12});
    QCOMPARE(sorted(search(u"语言 -c语言"_s)), (Ids{4, 13}));
    SearchStore store(m_library.connection());
    QCOMPARE(store.count(SearchQuery::parse(u"并发"_s)), 1);
    QSqlQuery query(m_library.connection());
    QVERIFY(query.exec(u"SELECT count(*) FROM search_cjk_chars"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 7); // 3, 4 and 5 of init(), 10 to 13
}

// The character index takes an article whatever holds its CJK text: the plain body (marked
// body_cjk when written), the HTML when there is no plain body, the title, the authors, the
// captured text, a tag or the feed's title.
void TestSearchStore::findsCjkTextInEveryColumn()
{
    exec(u"INSERT INTO feeds (id, url, title, added_at) VALUES"
         " (9, 'http://127.0.0.1/cn.xml', '系统笔记', 1)"_s);
    exec(u"INSERT INTO articles (id, feed_id, guid, title, authors, content, body_text, body_cjk,"
         " captured_text, added_at) VALUES"
         " (20, 3, 'k20', 'Notes', '', '<p>x</p>', '缓存', 1, NULL, 20),"
         " (21, 3, 'k21', 'Notes', '', '<p>分配</p>', NULL, NULL, NULL, 21),"
         " (22, 3, 'k22', '显卡 notes', '', '<p>x</p>', 'x', 0, NULL, 22),"
         " (23, 3, 'k23', 'Notes', '林晓舟', '<p>x</p>', 'x', 0, NULL, 23),"
         " (24, 3, 'k24', 'Notes', '', '<p>x</p>', 'x', 0, '页表', 24),"
         " (25, 3, 'k25', 'Notes', '', '<p>x</p>', 'x', 0, NULL, 25),"
         " (26, 9, 'k26', 'Notes', '', '<p>x</p>', 'x', 0, NULL, 26),"
         " (27, 3, 'k27', 'Notes', '', '<p>x</p>', 'x', 0, NULL, 27)"_s);
    exec(u"INSERT INTO tags (id, name) VALUES (40, '锁')"_s);
    exec(u"INSERT INTO article_tags (article_id, tag_id) VALUES (25, 40)"_s);
    indexArticlesWrittenByHand();
    QCOMPARE(search(u"缓"_s), Ids{20});
    QCOMPARE(search(u"配"_s), Ids{21});
    QCOMPARE(search(u"卡"_s), Ids{22});
    QCOMPARE(search(u"晓"_s), Ids{23});
    QCOMPARE(search(u"页"_s), Ids{24});
    QCOMPARE(search(u"锁"_s), Ids{25});
    QCOMPARE(search(u"笔"_s), Ids{26});
    QSqlQuery query(m_library.connection());
    QVERIFY(query.exec(u"SELECT count(*) FROM search_cjk_chars WHERE rowid >= 20"_s) &&
            query.next());
    QCOMPARE(query.value(0).toInt(), 7); // not 27, which holds none
}

// A deleted article is found no more, queued or indexed: the deletion is a queue entry of its
// own (schema 24), and until the indexer takes the article's rows out of the index, searches
// leave queued articles out of the ranked matches.
void TestSearchStore::aDeletedArticleLeavesTheQueue()
{
    exec(u"INSERT INTO articles (id, feed_id, guid, title, content, added_at) VALUES"
         " (30, 3, 'q30', 'Queued only', '<p>transient</p>', 30)"_s);
    exec(u"INSERT INTO search_queue (article_id) VALUES (30)"_s);
    QCOMPARE(search(u"transient"_s), Ids{30}); // found by its text while queued
    exec(u"DELETE FROM articles WHERE id = 30"_s);
    QCOMPARE(search(u"transient"_s), Ids{});
    // An indexed article deleted: its rows stay in the index until the entry is indexed.
    QCOMPARE(search(u"runtime"_s).contains(5), true);
    exec(u"DELETE FROM articles WHERE id = 5"_s);
    QCOMPARE(search(u"runtime"_s).contains(5), false);
    QSqlQuery query(m_library.connection());
    const QString rows =
        u"SELECT count(*) FROM search_words WHERE search_words MATCH 'runtime' AND rowid = 5"_s;
    QVERIFY(query.exec(rows) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
    query.finish();
    QCOMPARE(queuedCount(), 2);
    SearchIndexer indexer(m_library.connection());
    QCOMPARE(indexer.indexQueued(10), 2);
    QCOMPARE(queuedCount(), 0);
    QVERIFY(query.exec(rows) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    QCOMPARE(search(u"runtime"_s).contains(5), false);
}

// A note is the reader's own words about an article: found by a plain search, by note:, in any
// script; has:highlights keeps the articles that have one. A note changed or removed is
// searched as it is now.
void TestSearchStore::findsHighlightsAndTheirNotes()
{
    m_library.exec(u"INSERT INTO highlights (id, article_id, quote, text_start, text_end, note,"
                   " note_folded, created_at, updated_at) VALUES"
                   " (1, 2, 'memory model', 10, 22, 'compare with hazard pointers',"
                   " 'compare with hazard pointers', 0, 0),"
                   " (2, 3, 'x', 0, 1, '调度器的笔记', '调度器的笔记', 0, 0),"
                   " (3, 4, 'y', 0, 1, 'Ökonomie der Warps', 'ökonomie der warps', 0, 0)"_s);
    m_library.indexArticlesWrittenByHand();
    QCOMPARE(m_library.search(u"hazard"_s), Ids{2});
    QCOMPARE(m_library.search(u"note:hazard"_s), Ids{2});
    QCOMPARE(m_library.search(u"note:\"hazard pointers\""_s), Ids{2});
    QCOMPARE(m_library.search(u"note:笔记"_s), Ids{3});
    QCOMPARE(m_library.search(u"笔记"_s), Ids{3});
    QCOMPARE(m_library.search(u"note:barrier"_s), Ids{});
    QCOMPARE(m_library.search(u"note:ÖKONOMIE"_s), Ids{4});
    QCOMPARE(m_library.search(u"has:highlights"_s), (Ids{2, 3, 4}));
    QCOMPARE(m_library.search(u"has:highlights memory"_s), Ids{2});

    m_library.exec(u"UPDATE highlights SET note = 'epoch reclamation',"
                   " note_folded = 'epoch reclamation' WHERE id = 1"_s);
    m_library.indexArticlesWrittenByHand();
    QCOMPARE(m_library.search(u"hazard"_s), Ids{});
    QCOMPARE(m_library.search(u"reclamation"_s), Ids{2});
    m_library.exec(u"DELETE FROM highlights WHERE id = 1"_s);
    m_library.indexArticlesWrittenByHand();
    QCOMPARE(m_library.search(u"reclamation"_s), Ids{});
    QCOMPARE(m_library.search(u"has:highlights"_s), (Ids{3, 4}));
}

LECTERN_TEST_GUILESS_MAIN(tst_searchstore, TestSearchStore)
#include "tst_searchstore.moc"
