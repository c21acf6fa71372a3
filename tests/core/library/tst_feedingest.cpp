#include "feeds/pagefeed/pagesections.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/statementcache.h"
#include "library/ingest/entrywriter.h"
#include "library/ingest/feedingest.h"
#include "library/search/searchindexer.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "testregistry.h"

#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestFeedIngest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void storesFeedAndEntries();
    void secondIngestAddsNothing();
    void updatedEntryKeepsReadAndStarred();
    void vanishedEntriesStay();
    void newestFirst();
    void failureLeavesNothingHalfDone();
    void changedGuidSameLinkIsTheSameArticle();
    void sameContentWithoutLinkIsTheSameArticle();
    void storesTagsEnclosuresAndCodeFlag();
    void tagNamesAreStoredAsWritten();
    void retentionSparesProtectedArticles();
    void shelfRetentionAppliesToItsFeeds();
    void indexesNowOrQueues();
    void preparedEntriesKeepTheirDigests();
    void reusedEntryWriterSurvivesARollback();
    void repeatsInAFirstDocument_data();
    void codeIsFoundInAnyCase_data();
    void hashLookupUsesItsIndex();
    void codeIsFoundInAnyCase();
    void repeatsInAFirstDocument();
    void feedsSortByTheNumbersInTheirTitles();
    void aFeedIsKnownByItsAddress();
    void sectionFeedsOfAPageKeepThePagesOrder();
    void entriesWithoutDatesListInTheDocumentsOrder();
    void documentStoredBatchByBatch();
    void documentThatNeedsMendingIsStoredOnce();
    void documentThatIsNoFeedStoresNothing();

private:
    static ParsedFeed sampleFeed();
    std::unique_ptr<Database> m_db;
    const QUrl m_url{u"http://127.0.0.1:8080/feed.xml"_s};
};

namespace {

// An RSS document of count items; with a fault after the first half when broken (a bare '&'
// the reader stops at, which the repair mends).
QByteArray rssDocument(int count, bool broken = false)
{
    QByteArray items;
    for (int i = 0; i < count; ++i) {
        if (broken && i == count / 2)
            items += "<item><title>Fish & chips</title><guid>fault</guid></item>";
        items += "<item><title>Item " + QByteArray::number(i) + "</title><guid>g" +
                 QByteArray::number(i) + "</guid><link>http://127.0.0.1:8080/p/" +
                 QByteArray::number(i) + "</link><description>Text " + QByteArray::number(i) +
                 "</description><category>c" + QByteArray::number(i % 7) + "</category></item>";
    }
    return "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Big</title>"
           "<link>http://127.0.0.1:8080/</link>" +
           items + "<ttl>90</ttl></channel></rss>";
}

int articleCount(QSqlDatabase db)
{
    QSqlQuery query(u"SELECT count(*) FROM articles"_s, db);
    return query.next() ? query.value(0).toInt() : -1;
}

} // namespace

ParsedFeed TestFeedIngest::sampleFeed()
{
    ParsedFeed feed;
    feed.format = FeedFormat::Rss;
    feed.title = u"Kernel Notes"_s;
    feed.link = QUrl(u"http://127.0.0.1:8080/"_s);
    for (int i = 1; i <= 3; ++i) {
        ParsedEntry entry;
        entry.id = u"post-%1"_s.arg(i);
        entry.title = u"Post %1"_s.arg(i);
        entry.link = QUrl(u"http://127.0.0.1:8080/posts/%1"_s.arg(i));
        entry.published = QDateTime(QDate(2026, 1, i), QTime(9, 0), QTimeZone::UTC);
        entry.content = u"<p>Body %1</p>"_s.arg(i);
        entry.authors = {ParsedPerson{u"Ada"_s, {}, {}}};
        feed.entries.append(entry);
    }
    return feed;
}

void TestFeedIngest::documentStoredBatchByBatch()
{
    // 1,000 items are 4 batches: every one stored once, with the feed's title, and the
    // same document again adds nothing.
    const QByteArray document = rssDocument(1000);
    const IngestResult first = FeedIngest::ingestDocument(m_db->connection(), m_url, document,
                                                          m_url, u"application/rss+xml"_s);
    QVERIFY2(first.ok, qPrintable(first.error));
    QCOMPARE(first.added, 1000);
    QCOMPARE(articleCount(m_db->connection()), 1000);
    const auto feed = FeedStore(m_db->connection()).feed(first.feedId);
    QVERIFY(feed);
    QCOMPARE(feed->title, u"Big"_s);
    QSqlQuery tags(u"SELECT count(*) FROM tags"_s, m_db->connection());
    QVERIFY(tags.next());
    QCOMPARE(tags.value(0).toInt(), 7);
    const IngestResult again = FeedIngest::ingestDocument(m_db->connection(), m_url, document,
                                                          m_url, u"application/rss+xml"_s);
    QVERIFY2(again.ok, qPrintable(again.error));
    QCOMPARE(again.added, 0);
    QCOMPARE(again.updated, 0);
    QCOMPARE(articleCount(m_db->connection()), 1000);
}

void TestFeedIngest::documentThatNeedsMendingIsStoredOnce()
{
    // The strict reading stores 300 items before it meets the fault; they are forgotten and
    // the mended document is stored whole: 601 articles, none twice.
    const IngestResult result = FeedIngest::ingestDocument(
        m_db->connection(), m_url, rssDocument(600, true), m_url, u"application/rss+xml"_s);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.added, 601);
    QCOMPARE(articleCount(m_db->connection()), 601);
    QSqlQuery fish(u"SELECT title FROM articles WHERE guid = 'fault'"_s, m_db->connection());
    QVERIFY(fish.next());
    QCOMPARE(fish.value(0).toString(), u"Fish & chips"_s);
}

void TestFeedIngest::documentThatIsNoFeedStoresNothing()
{
    const IngestResult page = FeedIngest::ingestDocument(
        m_db->connection(), m_url, "<!DOCTYPE html><html><body>Hi</body></html>", m_url,
        u"text/html"_s);
    QVERIFY(!page.ok);
    QVERIFY(page.notAFeed);
    QVERIFY(page.htmlPage);
    QVERIFY(page.error.contains(u"HTML page"_s));
    // Cut off before its first item ends: nothing can be saved, and nothing is.
    const IngestResult cut = FeedIngest::ingestDocument(
        m_db->connection(), m_url, rssDocument(2).left(150), m_url, u"application/rss+xml"_s);
    QVERIFY(!cut.ok || cut.added == 0);
    QCOMPARE(articleCount(m_db->connection()), 0);
    QCOMPARE(FeedStore(m_db->connection()).feeds().size(), cut.ok ? 1 : 0);
}

void TestFeedIngest::init()
{
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
}

void TestFeedIngest::cleanup()
{
    m_db.reset();
}

void TestFeedIngest::storesFeedAndEntries()
{
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, sampleFeed());
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.added, 3);
    QCOMPARE(result.updated, 0);
    const auto feed = FeedStore(m_db->connection()).feed(result.feedId);
    QVERIFY(feed);
    QCOMPARE(feed->title, u"Kernel Notes"_s);
    QCOMPARE(feed->url, m_url);
    QCOMPARE(feed->unreadCount, 3);
    QCOMPARE(feed->totalCount, 3);
    const auto articles = ArticleStore(m_db->connection()).articles(result.feedId);
    QCOMPARE(articles.size(), 3);
    const auto record = ArticleStore(m_db->connection()).article(articles.first().id);
    QVERIFY(record);
    QCOMPARE(record->authors, u"Ada"_s);
    QCOMPARE(record->contentHtml, u"<p>Body 3</p>"_s);
}

void TestFeedIngest::secondIngestAddsNothing()
{
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, sampleFeed()).ok);
    const IngestResult again = FeedIngest::ingest(m_db->connection(), m_url, sampleFeed());
    QVERIFY(again.ok);
    QCOMPARE(again.added, 0);
    QCOMPARE(again.updated, 0);
    QCOMPARE(FeedStore(m_db->connection()).feeds().size(), 1);
}

void TestFeedIngest::updatedEntryKeepsReadAndStarred()
{
    const IngestResult first = FeedIngest::ingest(m_db->connection(), m_url, sampleFeed());
    ArticleStore articles(m_db->connection());
    const qint64 id = articles.articles(first.feedId).last().id; // Post 1
    QVERIFY(articles.setRead(id, true));
    QVERIFY(articles.setStarred(id, true));

    ParsedFeed changed = sampleFeed();
    changed.entries[0].title = u"Post 1, revised"_s;
    const IngestResult second = FeedIngest::ingest(m_db->connection(), m_url, changed);
    QVERIFY(second.ok);
    QCOMPARE(second.added, 0);
    QCOMPARE(second.updated, 1);
    const auto record = articles.article(id);
    QVERIFY(record);
    QCOMPARE(record->summary.title, u"Post 1, revised"_s);
    QVERIFY(record->summary.read);
    QVERIFY(record->summary.starred);
}

void TestFeedIngest::vanishedEntriesStay()
{
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, sampleFeed()).ok);
    ParsedFeed shorter = sampleFeed();
    shorter.entries.removeFirst();
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, shorter);
    QVERIFY(result.ok);
    QCOMPARE(ArticleStore(m_db->connection()).articles(result.feedId).size(), 3);
}

void TestFeedIngest::newestFirst()
{
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, sampleFeed());
    const auto articles = ArticleStore(m_db->connection()).articles(0);
    QCOMPARE(articles.size(), 3);
    QCOMPARE(articles[0].title, u"Post 3"_s);
    QCOMPARE(articles[2].title, u"Post 1"_s);
    QCOMPARE(articles[0].feedTitle, u"Kernel Notes"_s);
    QCOMPARE(articles[0].feedId, result.feedId);
}

void TestFeedIngest::failureLeavesNothingHalfDone()
{
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, sampleFeed()).ok);
    // Make the article insert fail after the feed row was written.
    QSqlQuery query(m_db->connection());
    QVERIFY(query.exec(u"CREATE TRIGGER refuse BEFORE INSERT ON articles "
                       "BEGIN SELECT RAISE(ABORT, 'disk on fire'); END"_s));
    ParsedFeed changed = sampleFeed();
    changed.title = u"Renamed"_s;
    changed.entries.append(changed.entries.first());
    changed.entries.last().id = u"post-new"_s;
    changed.entries.last().link = QUrl(u"http://127.0.0.1:8080/posts/new"_s);
    changed.entries.last().content = u"<p>New</p>"_s;
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, changed);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(u"disk on fire"_s), qPrintable(result.error));
    QCOMPARE(FeedStore(m_db->connection()).feeds().first().title, u"Kernel Notes"_s);
    QCOMPARE(ArticleStore(m_db->connection()).articles(0).size(), 3);
}

void TestFeedIngest::changedGuidSameLinkIsTheSameArticle()
{
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, sampleFeed()).ok);
    ParsedFeed changed = sampleFeed();
    changed.entries[0].id = u"a-new-guid-scheme-1"_s;
    changed.entries[0].content = u"<p>Body 1, corrected</p>"_s;
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, changed);
    QCOMPARE(result.added, 0);
    QCOMPARE(result.updated, 1);
    QCOMPARE(ArticleStore(m_db->connection()).articles(0).size(), 3);
}

void TestFeedIngest::sameContentWithoutLinkIsTheSameArticle()
{
    ParsedFeed feed = sampleFeed();
    for (ParsedEntry &entry : feed.entries)
        entry.link.clear();
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, feed).ok);
    for (ParsedEntry &entry : feed.entries)
        entry.id += u"-reissued"_s; // a feed that regenerates its ids on every build
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, feed);
    QCOMPARE(result.added, 0);
    QCOMPARE(ArticleStore(m_db->connection()).articles(0).size(), 3);
}

void TestFeedIngest::storesTagsEnclosuresAndCodeFlag()
{
    ParsedFeed feed = sampleFeed();
    feed.entries[0].categories = {u"gpu"_s, u"CUDA"_s, u" gpu "_s};
    feed.entries[0].content = u"<pre><code>int x;</code></pre>"_s;
    feed.entries[0].enclosures = {
        ParsedEnclosure{QUrl(u"http://127.0.0.1/talk.mp3"_s), u"audio/mpeg"_s, 1234}};
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, feed);
    QVERIFY2(result.ok, qPrintable(result.error));
    QSqlQuery query(m_db->connection());
    QVERIFY(query.exec(
        u"SELECT group_concat(t.name, ',') FROM article_tags x JOIN tags t ON t.id = x.tag_id"
        " JOIN articles a ON a.id = x.article_id WHERE a.guid = 'post-1' ORDER BY t.name"_s));
    QVERIFY(query.next());
    const QStringList tags = query.value(0).toString().split(u',');
    QCOMPARE(tags.size(), 2); // " gpu " is the same tag as "gpu"
    QVERIFY(query.exec(u"SELECT url, type, length FROM enclosures"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"http://127.0.0.1/talk.mp3"_s);
    QCOMPARE(query.value(2).toLongLong(), 1234);
    QVERIFY(query.exec(u"SELECT guid FROM articles WHERE has_code = 1"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"post-1"_s);
    QVERIFY(!query.next());
}

// Tag names come back as written (quotes, backslashes, control characters, CJK), and names that
// differ in case or spacing are one tag.
void TestFeedIngest::tagNamesAreStoredAsWritten()
{
    ParsedFeed feed = sampleFeed();
    feed.entries[1].categories = {u"C++"_s,         u"c++"_s,        u"say \"hi\""_s,
                                  u"back\\slash"_s, u"tab\there"_s,  u"\u0001ctl"_s,
                                  u"   "_s,         u"Rust  lang"_s, u"系统 编程"_s};
    feed.entries[2].categories = {u"RUST LANG"_s};
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, feed);
    QVERIFY2(result.ok, qPrintable(result.error));
    const auto tagsOf = [this](const QString &guid) {
        QSqlQuery query(m_db->connection());
        query.prepare(u"SELECT t.name FROM article_tags x JOIN tags t ON t.id = x.tag_id"
                      " JOIN articles a ON a.id = x.article_id WHERE a.guid = ?"
                      " ORDER BY t.name"_s);
        query.addBindValue(guid);
        QStringList names;
        if (query.exec())
            while (query.next())
                names.append(query.value(0).toString());
        return names;
    };
    QCOMPARE(tagsOf(feed.entries[1].id),
             QStringList({u"\u0001ctl"_s, u"back\\slash"_s, u"C++"_s, u"Rust lang"_s,
                          u"say \"hi\""_s, u"tab here"_s, u"系统 编程"_s})); // by name, any case
    QCOMPARE(tagsOf(feed.entries[2].id), QStringList{u"Rust lang"_s});       // the first spelling
    // Written again unchanged, and then with one tag less.
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, feed).ok);
    QCOMPARE(tagsOf(feed.entries[1].id).size(), 7);
    feed.entries[1].categories.removeFirst();
    feed.entries[1].categories.removeFirst();
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, feed).ok);
    QCOMPARE(tagsOf(feed.entries[1].id).size(), 6);
    QVERIFY(!tagsOf(feed.entries[1].id).contains(u"C++"_s));
}

void TestFeedIngest::retentionSparesProtectedArticles()
{
    const IngestResult first = FeedIngest::ingest(m_db->connection(), m_url, sampleFeed());
    QCOMPARE(first.pruned, 0); // the default keeps everything
    ArticleStore articles(m_db->connection());
    const auto listed = articles.articles(first.feedId); // Post 3, 2, 1 (all from January)
    QVERIFY(articles.setStarred(listed[0].id, true));
    const auto shelf = ShelfStore(m_db->connection()).addPath(u"Keep"_s);
    QVERIFY(ShelfStore(m_db->connection()).putArticle(listed[1].id, *shelf));
    QVERIFY(FeedStore(m_db->connection()).setRetention(first.feedId, 30));

    const IngestResult second = FeedIngest::ingest(m_db->connection(), m_url, sampleFeed());
    QVERIFY2(second.ok, qPrintable(second.error));
    QCOMPARE(second.pruned, 1);
    QCOMPARE(second.added, 0); // what retention removed does not come back
    const auto kept = articles.articles(first.feedId);
    QCOMPARE(kept.size(), 2);
    QCOMPARE(kept[0].id, listed[0].id); // starred
    QCOMPARE(kept[1].id, listed[1].id); // on a shelf

    QVERIFY(FeedStore(m_db->connection()).setRetention(first.feedId, std::nullopt));
    QCOMPARE(FeedIngest::ingest(m_db->connection(), m_url, sampleFeed()).added, 1);
}

void TestFeedIngest::shelfRetentionAppliesToItsFeeds()
{
    const IngestResult first = FeedIngest::ingest(m_db->connection(), m_url, sampleFeed());
    ShelfStore shelves(m_db->connection());
    const auto parent = shelves.addPath(u"Archive"_s);
    const auto child = shelves.addPath(u"Archive/Old"_s);
    QVERIFY(shelves.setFeedShelf(first.feedId, *child));
    QVERIFY(shelves.setRetention(*parent, 7)); // inherited through the child shelf
    const IngestResult second = FeedIngest::ingest(m_db->connection(), m_url, sampleFeed());
    QCOMPARE(second.pruned, 3);
    QVERIFY(ArticleStore(m_db->connection()).articles(first.feedId).isEmpty());
    // The feed's own setting wins over its shelf's.
    QVERIFY(FeedStore(m_db->connection()).setRetention(first.feedId, 100000));
    QCOMPARE(FeedIngest::ingest(m_db->connection(), m_url, sampleFeed()).added, 3);
}

void TestFeedIngest::feedsSortByTheNumbersInTheirTitles()
{
    for (const QString &title : {u"feed 10"_s, u"Feed 2"_s, u"feed 1"_s, u"feed 100"_s}) {
        ParsedFeed feed;
        feed.title = title;
        QVERIFY(
            FeedIngest::ingest(m_db->connection(), QUrl(u"http://127.0.0.1/"_s + title), feed).ok);
    }
    QStringList titles;
    for (const FeedRecord &feed : FeedStore(m_db->connection()).feeds())
        titles << feed.title;
    QCOMPARE(titles, (QStringList{u"feed 1"_s, u"Feed 2"_s, u"feed 10"_s, u"feed 100"_s}));
}

void TestFeedIngest::aFeedIsKnownByItsAddress()
{
    StatementCache statements(m_db->connection());
    const FeedStore feeds(m_db->connection(), &statements);
    QVERIFY(!feeds.contains(m_url));
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, sampleFeed()).ok);
    QVERIFY(feeds.contains(m_url));
    QVERIFY(FeedStore(m_db->connection()).contains(m_url)); // without the cache too
    QVERIFY(!feeds.contains(QUrl(u"http://127.0.0.1:8080/other.xml"_s)));
}

void TestFeedIngest::sectionFeedsOfAPageKeepThePagesOrder()
{
    const QUrl page(u"http://127.0.0.1/library.html"_s);
    const auto add = [this](const QString &title, const QUrl &url) {
        ParsedFeed feed;
        feed.title = title;
        QVERIFY(FeedIngest::ingest(m_db->connection(), url, feed).ok);
    };
    add(u"Blog"_s, QUrl(u"http://127.0.0.1/blog.xml"_s));
    for (const QString &section : {u"Papers"_s, u"Code"_s, u"Experiments"_s})
        add(section, PageSections::feedUrl(page, section));
    add(u"Zig weekly"_s, QUrl(u"http://127.0.0.1/zig.xml"_s));
    add(u"Compilers"_s, QUrl(u"http://127.0.0.1/compilers.xml"_s));
    QStringList titles;
    for (const FeedRecord &feed : FeedStore(m_db->connection()).feeds())
        titles << feed.title;
    // The page's sections in its own order, where its first section's title sorts.
    QCOMPARE(titles, (QStringList{u"Blog"_s, u"Compilers"_s, u"Papers"_s, u"Code"_s,
                                  u"Experiments"_s, u"Zig weekly"_s}));
}

void TestFeedIngest::entriesWithoutDatesListInTheDocumentsOrder()
{
    // A page feed's items carry no dates; the page lists its newest first, and so does the list.
    ParsedFeed feed;
    const QStringList titles{u"Newest"_s, u"Older"_s, u"Oldest"_s};
    for (const QString &title : titles) {
        ParsedEntry entry;
        entry.title = title;
        entry.link = QUrl(u"http://127.0.0.1/posts/"_s + title);
        entry.id = entry.link.toString();
        feed.entries.append(entry);
    }
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, feed);
    QVERIFY2(result.ok, qPrintable(result.error));
    QStringList listed;
    for (const ArticleSummary &article : ArticleStore(m_db->connection()).articles(result.feedId))
        listed << article.title;
    QCOMPARE(listed, titles);
}

LECTERN_TEST_GUILESS_MAIN(tst_feedingest, TestFeedIngest)
void TestFeedIngest::indexesNowOrQueues()
{
    const auto matches = [&](const QString &word) {
        QSqlQuery query(m_db->connection());
        query.prepare(u"SELECT count(*) FROM search_words WHERE search_words MATCH ?"_s);
        query.addBindValue(word);
        return query.exec() && query.next() ? query.value(0).toInt() : -1;
    };
    SearchIndexer indexer(m_db->connection());
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, sampleFeed()).ok);
    QCOMPARE(indexer.queuedCount(), 0);
    QCOMPARE(matches(u"body"_s), 3);
    // Later: stored and queued, in no index until the indexer runs.
    ParsedFeed other = sampleFeed();
    for (ParsedEntry &entry : other.entries)
        entry.content.replace(u"Body"_s, u"Text"_s);
    const QUrl url(u"http://127.0.0.1:8080/other.xml"_s);
    const IngestResult later =
        FeedIngest::ingest(m_db->connection(), url, other, FeedIngest::SearchIndexing::Later);
    QVERIFY2(later.ok, qPrintable(later.error));
    QCOMPARE(later.added, 3);
    QCOMPARE(indexer.queuedCount(), 3);
    QCOMPARE(matches(u"text"_s), 0);
    // An updated article's rows stay in the index until the indexer reaches its entry (schema
    // 24: no trigger reaches the search file), and searches leave them out meanwhile.
    ParsedFeed changed = sampleFeed();
    changed.entries.first().content = u"<p>Rewritten</p>"_s;
    QVERIFY(
        FeedIngest::ingest(m_db->connection(), m_url, changed, FeedIngest::SearchIndexing::Later)
            .ok);
    QCOMPARE(matches(u"body"_s), 3);
    QCOMPARE(SearchStore(m_db->connection()).count(SearchQuery::parse(u"body"_s)), 2);
    QCOMPARE(indexer.indexQueued(2), 2);
    QCOMPARE(indexer.indexQueued(100), 2);
    QCOMPARE(indexer.queuedCount(), 0);
    QCOMPARE(matches(u"text"_s), 3);
    QCOMPARE(matches(u"rewritten"_s), 1);
    QCOMPARE(matches(u"body"_s), 2);
}

void TestFeedIngest::preparedEntriesKeepTheirDigests()
{
    // Retention drops the oldest entry before writing: each remaining entry must still be
    // stored with its own digest, not its neighbour's.
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, ParsedFeed{}).ok);
    const auto feedId = FeedStore(m_db->connection()).idForUrl(m_url);
    QVERIFY(feedId);
    QVERIFY(FeedStore(m_db->connection()).setRetention(*feedId, 30));
    ParsedFeed feed = sampleFeed();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    feed.entries[0].published = now.addDays(-90);
    feed.entries[1].published = now.addDays(-2);
    feed.entries[1].content = u"<pre><code>int x;</code></pre>"_s;
    feed.entries[2].published = now.addDays(-1);
    feed.entries[2].content = u"<p>内存屏障</p>"_s;
    const PreparedFeed prepared = FeedIngest::prepare(feed);
    QCOMPARE(prepared.digests.size(), 3);
    const IngestResult result = FeedIngest::ingest(m_db->connection(), m_url, prepared);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.added, 2);
    QSqlQuery query(m_db->connection());
    QVERIFY(query.exec(u"SELECT guid, body_text, has_code, body_cjk, content_hash FROM articles"
                       " ORDER BY guid"_s));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), u"post-2"_s);
    QCOMPARE(query.value(1).toString(), u"int x;"_s);
    QCOMPARE(query.value(2).toInt(), 1);
    QCOMPARE(query.value(3).toInt(), 0);
    QCOMPARE(query.value(4).toString(), EntryWriter::contentHash(feed.entries[1]));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), u"post-3"_s);
    QCOMPARE(query.value(1).toString(), u"内存屏障"_s);
    QCOMPARE(query.value(2).toInt(), 0);
    QCOMPARE(query.value(3).toInt(), 1);
    QVERIFY(!query.next());
    // A prepared feed stores exactly what the unprepared one does: nothing new the second time.
    const IngestResult again = FeedIngest::ingest(m_db->connection(), m_url, feed);
    QCOMPARE(again.added, 0);
    QCOMPARE(again.updated, 0);
}

void TestFeedIngest::reusedEntryWriterSurvivesARollback()
{
    // The library writer keeps one EntryWriter for many ingests; a batch can be rolled back.
    EntryWriter entries(m_db->connection());
    StatementCache statements(m_db->connection());
    ParsedFeed feed = sampleFeed();
    feed.entries[0].categories = {u"Compilers"_s};
    QVERIFY(m_db->connection().transaction());
    QVERIFY(FeedIngest::ingest(m_db->connection(), m_url, FeedIngest::prepare(feed),
                               FeedIngest::SearchIndexing::Now, &entries, &statements)
                .ok);
    QVERIFY(m_db->connection().rollback());
    // The tag made in the undone transaction is gone: its id must not be used again.
    const IngestResult again =
        FeedIngest::ingest(m_db->connection(), m_url, FeedIngest::prepare(feed),
                           FeedIngest::SearchIndexing::Now, &entries, &statements);
    QVERIFY2(again.ok, qPrintable(again.error));
    QCOMPARE(again.added, 3);
    QSqlQuery query(m_db->connection());
    QVERIFY(query.exec(u"SELECT count(*) FROM article_tags x JOIN tags t ON t.id = x.tag_id"
                       " WHERE t.name = 'Compilers'"_s) &&
            query.next());
    QCOMPARE(query.value(0).toInt(), 1);
}

// A feed's first document is checked against itself in memory (the feed has no articles to
// look up): it must end as the same articles as when the database is asked.
void TestFeedIngest::repeatsInAFirstDocument_data()
{
    QTest::addColumn<ParsedFeed>("feed");
    QTest::addColumn<int>("articles");
    ParsedFeed guid = sampleFeed();
    guid.entries.append(guid.entries.at(0));
    guid.entries.last().content = u"<p>Body 1, second copy</p>"_s;
    QTest::newRow("same guid") << guid << 3;
    ParsedFeed link = sampleFeed();
    link.entries.append(link.entries.at(1));
    link.entries.last().id = u"other-guid"_s;
    link.entries.last().title = u"Post 2, retitled"_s;
    QTest::newRow("same link, new guid") << link << 3;
    ParsedFeed content = sampleFeed();
    for (ParsedEntry &entry : content.entries)
        entry.link.clear();
    content.entries.append(content.entries.at(2));
    content.entries.last().id = u"reissued"_s;
    QTest::newRow("same content, no link") << content << 3;
    ParsedFeed chain = sampleFeed();
    chain.entries.append(chain.entries.at(0)); // an update of post 1 ...
    chain.entries.last().content = u"<p>changed</p>"_s;
    chain.entries.append(chain.entries.at(0)); // ... and then its first text again
    chain.entries.last().id = u"post-1-copy"_s;
    chain.entries.last().link.clear();
    QTest::newRow("update, then old text") << chain << 4;
}

void TestFeedIngest::repeatsInAFirstDocument()
{
    QFETCH(ParsedFeed, feed);
    QFETCH(int, articles);
    const auto stored = [](QSqlDatabase db, qint64 feedId) {
        QStringList rows;
        QSqlQuery query(db);
        query.prepare(u"SELECT guid, coalesce(link, ''), title, content, content_hash FROM"
                      " articles WHERE feed_id = ? ORDER BY id"_s);
        query.addBindValue(feedId);
        query.exec();
        while (query.next()) {
            QStringList columns;
            for (int i = 0; i < 5; ++i)
                columns << query.value(i).toString();
            rows << columns.join(u'|');
        }
        return rows;
    };
    // First document of a new feed: looked up in memory.
    EntryWriter entries(m_db->connection());
    const IngestResult first =
        FeedIngest::ingest(m_db->connection(), m_url, FeedIngest::prepare(feed),
                           FeedIngest::SearchIndexing::Now, &entries);
    QVERIFY2(first.ok, qPrintable(first.error));
    // The same document for a feed that already holds an unrelated article: the database is asked.
    const QUrl other(u"http://127.0.0.1:8080/other.xml"_s);
    ParsedFeed seeded;
    seeded.title = u"Other"_s;
    ParsedEntry unrelated;
    unrelated.id = u"unrelated"_s;
    unrelated.title = u"Unrelated"_s;
    seeded.entries = {unrelated};
    QVERIFY(FeedIngest::ingest(m_db->connection(), other, seeded).ok);
    const IngestResult second =
        FeedIngest::ingest(m_db->connection(), other, FeedIngest::prepare(feed),
                           FeedIngest::SearchIndexing::Now, &entries);
    QVERIFY2(second.ok, qPrintable(second.error));
    QCOMPARE(first.added, articles);
    QCOMPARE(second.added, articles);
    QCOMPARE(first.updated, second.updated);
    QStringList withoutUnrelated = stored(m_db->connection(), second.feedId);
    withoutUnrelated.removeFirst();
    QCOMPARE(stored(m_db->connection(), first.feedId), withoutUnrelated);
}

// Schema 10 indexes content hashes of link-less articles only; the writer's lookup must still
// be answered from that index, not by reading the feed's rows.
void TestFeedIngest::hashLookupUsesItsIndex()
{
    QSqlQuery plan(m_db->connection());
    QVERIFY(plan.exec(u"EXPLAIN QUERY PLAN SELECT id, content_hash FROM articles WHERE feed_id = 1"
                      " AND content_hash = 'x' AND link IS NULL ORDER BY id LIMIT 1"_s));
    QString steps;
    while (plan.next())
        steps += plan.value(3).toString() + u'\n';
    QVERIFY2(steps.contains(u"articles_by_hash"_s), qPrintable(steps));
}

void TestFeedIngest::codeIsFoundInAnyCase_data()
{
    QTest::addColumn<QString>("content");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<bool>("code");
    QTest::newRow("pre") << u"<p>x</p><pre>int a;</pre>"_s << QString() << true;
    QTest::newRow("upper case") << u"<PRE CLASS=\"x\">a</PRE>"_s << QString() << true;
    QTest::newRow("inline code") << u"call <Code>f()</Code>"_s << QString() << true;
    QTest::newRow("in the summary") << QString() << u"<code>x</code>"_s << true;
    QTest::newRow("the word only") << u"<p>code and pre</p>"_s << u"a < pre"_s << false;
    QTest::newRow("a bracket at the end") << u"<p>x</p><"_s << u"<co"_s << false;
    QTest::newRow("nothing") << QString() << QString() << false;
}

void TestFeedIngest::codeIsFoundInAnyCase()
{
    QFETCH(QString, content);
    QFETCH(QString, summary);
    QFETCH(bool, code);
    ParsedEntry entry;
    entry.content = content;
    entry.summary = summary;
    QCOMPARE(EntryWriter::containsCode(entry), code);
}

#include "tst_feedingest.moc"
