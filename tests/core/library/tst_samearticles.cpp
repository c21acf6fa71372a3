// One article however many feeds bring it: an aggregator's item for a post the author's feed
// already brought is stored as a copy (by the link once normalised, or by a near text), listed
// and counted once with "also in", read and starred as one, and kept when the first feed goes.
// Posts that only look alike (a series, a translation, items that all link the site) stay
// apart.
#include "duplicates/textfingerprint.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/entrywriter.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlefilter.h"
#include "library/stores/articlestore.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "testregistry.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestSameArticles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void aggregatorItemIsACopy();
    void stateIsOneForTheArticleAndItsCopies();
    void retitledTextIsTheSamePost();
    void anEditedTextIsTheSamePost();
    void lookAlikesStayApart();
    void unsubscribingKeepsAnArticleAnotherFeedBrings();
    void oldArticlesAreMatchedByTheirStoredKeys();
    void aWriterKeptLongFindsWhatOthersWrote();
    void aCopyIsNeverCaptured();

private:
    qint64 ingest(const QUrl &url, const QString &title, const QList<ParsedEntry> &entries,
                  int *copies = nullptr, int *added = nullptr);
    qint64 idOf(qint64 feedId, const QString &guid) const;
    std::unique_ptr<Database> m_db;
    const QUrl m_author{u"http://127.0.0.1:8080/author.xml"_s};
    const QUrl m_planet{u"http://127.0.0.1:8080/planet.xml"_s};
};

namespace {

// About 130 words on a subject, drawn from a technical vocabulary in an order the subject
// seeds: texts of different subjects share few three-word runs, as different posts do.
QString postText(const QString &subject)
{
    static const QStringList words =
        u"cache line warp thread block kernel memory load store fence barrier queue lock mutex "
        "atomic scheduler page table entry fault buffer ring index tree node leaf split merge "
        "commit log record replay checkpoint segment file write read flush sync latency "
        "throughput bandwidth register spill occupancy stream event graph launch copy host "
        "device driver packet socket epoll timer signal process fork exec heap arena slab "
        "allocator free list bucket hash probe compare swap retry backoff version snapshot "
        "isolation transaction undo redo vector lane mask shuffle reduce scan sort partition "
        "shard replica leader follower vote term lease clock skew order causal"_s.split(u' ');
    quint32 seed = 2166136261u;
    for (QChar c : subject)
        seed = (seed ^ c.unicode()) * 16777619u;
    QStringList text;
    for (int i = 0; i < 130; ++i) {
        seed = seed * 1664525u + 1013904223u;
        text << words.at(int((seed >> 8) % words.size()));
        if (i % 13 == 12)
            text.last() += u'.';
    }
    return text.join(u' ');
}

ParsedEntry postEntry(const QString &guid, const QString &title, const QString &link,
                      const QString &text)
{
    ParsedEntry e;
    e.id = guid;
    e.title = title;
    e.link = QUrl(link);
    e.published = QDateTime(QDate(2026, 11, 2), QTime(8, 0), QTimeZone::UTC);
    e.content = u"<p>"_s + text + u"</p>"_s;
    return e;
}

} // namespace

void TestSameArticles::init()
{
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
}

void TestSameArticles::cleanup()
{
    m_db.reset();
}

qint64 TestSameArticles::ingest(const QUrl &url, const QString &title,
                                const QList<ParsedEntry> &entries, int *copies, int *added)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Rss;
    feed.title = title;
    feed.entries = entries;
    const IngestResult result = FeedIngest::ingest(m_db->connection(), url, feed);
    if (!result.ok)
        qWarning("%s", qPrintable(result.error));
    if (copies)
        *copies = result.copies;
    if (added)
        *added = result.added;
    return result.feedId;
}

qint64 TestSameArticles::idOf(qint64 feedId, const QString &guid) const
{
    return ArticleStore(m_db->connection()).idOf(feedId, guid).value_or(0);
}

void TestSameArticles::aggregatorItemIsACopy()
{
    const qint64 author =
        ingest(m_author, u"Author"_s,
               {postEntry(u"a1"_s, u"Coalescing loads"_s,
                          u"https://www.blog.example/posts/coalescing/"_s, postText(u"GPU"_s)),
                postEntry(u"a2"_s, u"Warp scheduling"_s, u"https://blog.example/posts/warps"_s,
                          postText(u"warp"_s))});
    int copies = -1, added = -1;
    // The planet's link: http, no www., index.html, a tracking parameter, a fragment.
    const qint64 planet = ingest(
        m_planet, u"Planet"_s,
        {postEntry(u"p1"_s, u"Author: Coalescing loads"_s,
                   u"http://blog.example/posts/coalescing/index.html?utm_source=planet#top"_s,
                   postText(u"GPU"_s)),
         postEntry(u"p2"_s, u"Someone else"_s, u"https://other.example/a-post"_s,
                   postText(u"scheduler"_s))},
        &copies, &added);
    QCOMPARE(copies, 1);
    // Both are stored; one is a copy.
    QCOMPARE(added, 2);
    const ArticleStore articles(m_db->connection());
    const qint64 listed = idOf(author, u"a1"_s);
    QVERIFY(listed > 0);
    // Listed once, in its first feed, and counted once.
    const QList<ArticleSummary> all = articles.articles(ArticleFilter{}, 50);
    QCOMPARE(all.size(), 3);
    QCOMPARE(articles.count(ArticleFilter{}).total, 3);
    QCOMPARE(articles.articles(ArticleFilter::forFeed(planet), 50).size(), 1);
    const auto planetRecord = FeedStore(m_db->connection()).feed(planet);
    QVERIFY(planetRecord);
    QCOMPARE(planetRecord->totalCount, 1);
    QCOMPARE(planetRecord->unreadCount, 1);
    const auto record = articles.article(listed);
    QVERIFY(record);
    QCOMPARE(record->alsoIn, QStringList{u"Planet"_s});
    QVERIFY(articles.article(idOf(author, u"a2"_s))->alsoIn.isEmpty());
}

void TestSameArticles::stateIsOneForTheArticleAndItsCopies()
{
    const qint64 author =
        ingest(m_author, u"Author"_s,
               {postEntry(u"a1"_s, u"Barriers"_s, u"https://blog.example/barriers"_s,
                          postText(u"barrier"_s))});
    ArticleStore articles(m_db->connection());
    const qint64 listed = idOf(author, u"a1"_s);
    QVERIFY(articles.setRead(listed, true));
    // A copy arriving later takes the article's state.
    const qint64 planet =
        ingest(m_planet, u"Planet"_s,
               {postEntry(u"p1"_s, u"Barriers"_s, u"https://blog.example/barriers"_s,
                          postText(u"barrier"_s))});
    const qint64 copy = idOf(planet, u"p1"_s);
    QVERIFY(copy > 0 && copy != listed);
    const auto flags = [&](qint64 id) {
        QSqlQuery query(m_db->connection());
        query.exec(u"SELECT read, starred FROM articles WHERE id = %1"_s.arg(id));
        query.next();
        return std::pair{query.value(0).toBool(), query.value(1).toBool()};
    };
    QCOMPARE(flags(copy), std::pair(true, false));
    // Whichever row changes (a sync writes the copy's), both change.
    QVERIFY(articles.setStarred(copy, true));
    QCOMPARE(flags(listed), std::pair(true, true));
    QVERIFY(articles.setRead(listed, false));
    QCOMPARE(flags(copy), std::pair(false, true));
    QVERIFY(articles.setRead(copy, true));
    QCOMPARE(flags(listed), std::pair(true, true));
}

void TestSameArticles::retitledTextIsTheSamePost()
{
    const qint64 author = ingest(m_author, u"Author"_s,
                                 {postEntry(u"a1"_s, u"The write-ahead log"_s,
                                            u"https://db.example/2026/wal"_s, postText(u"WAL"_s))});
    // Republished elsewhere under its own address and title, with a line added.
    int copies = -1;
    ingest(m_planet, u"Weekly"_s,
           {postEntry(u"w1"_s, u"This week: how a WAL works"_s,
                      u"https://weekly.example/issue-9/wal"_s,
                      u"Republished with permission. "_s + postText(u"WAL"_s))},
           &copies);
    QCOMPARE(copies, 1);
    QCOMPARE(ArticleStore(m_db->connection()).article(idOf(author, u"a1"_s))->alsoIn,
             QStringList{u"Weekly"_s});
}

void TestSameArticles::anEditedTextIsTheSamePost()
{
    // A word edited: a fingerprint near the author's but not the same one (the first such edit).
    const QString text = postText(u"fsync"_s);
    QString edited;
    for (int i = 0; i < 100 && edited.isEmpty(); ++i) {
        QStringList words = text.split(u' ');
        words[i] = u"zebra"_s;
        const QString candidate = words.join(u' ');
        const quint64 a = TextFingerprint::of(text), b = TextFingerprint::of(candidate);
        if (a != b && TextFingerprint::areNear(a, b))
            edited = candidate;
    }
    QVERIFY(!edited.isEmpty());
    const qint64 author =
        ingest(m_author, u"Author"_s,
               {postEntry(u"a1"_s, u"Durable writes"_s, u"https://db.example/2026/fsync"_s, text)});
    int copies = -1;
    ingest(m_planet, u"Weekly"_s,
           {postEntry(u"w1"_s, u"Durable writes, edited"_s, u"https://weekly.example/10/fsync"_s,
                      edited)},
           &copies);
    QCOMPARE(copies, 1);
    QCOMPARE(ArticleStore(m_db->connection()).article(idOf(author, u"a1"_s))->alsoIn,
             QStringList{u"Weekly"_s});
}

void TestSameArticles::lookAlikesStayApart()
{
    const QString seriesOpening = u"This is a series on memory allocators for servers that run "
                                  "for months: each part takes one design, measures it on the "
                                  "same three workloads and says where it breaks. "_s;
    const QString seriesClose = u" Next time another allocator goes through the same tests; "
                                "the code of every part is in the repository linked below, with "
                                "the scripts that draw the figures."_s;
    ingest(
        m_author, u"Author"_s,
        {postEntry(u"s1"_s, u"Allocators, part 1"_s, u"https://blog.example/alloc-1"_s,
                   seriesOpening + postText(u"arena"_s) + seriesClose),
         postEntry(u"t1"_s, u"Lock-free queues"_s, u"https://blog.example/queues"_s,
                   postText(u"queue"_s)),
         postEntry(u"h1"_s, u"Release notes"_s, u"https://blog.example/"_s, postText(u"notes"_s))});
    int copies = -1;
    ingest(m_planet, u"Planet"_s,
           {// The next part of a series: the same opening and close around another body.
            postEntry(u"s2"_s, u"Allocators, part 2"_s, u"https://blog.example/alloc-2"_s,
                      seriesOpening + postText(u"slab"_s) + seriesClose),
            // The post's translation.
            postEntry(u"t2"_s, u"无锁队列"_s, u"https://blog.example/zh/queues"_s,
                      u"这篇文章讲无锁队列的实现，以及内存序在多核处理器上的意义。"_s.repeated(6)),
            // Another item that links only the site.
            postEntry(u"h2"_s, u"Changelog"_s, u"http://www.blog.example/"_s,
                      postText(u"changelog"_s))},
           &copies);
    QCOMPARE(copies, 0);
    QCOMPARE(ArticleStore(m_db->connection()).count(ArticleFilter{}).total, 6);
}

void TestSameArticles::unsubscribingKeepsAnArticleAnotherFeedBrings()
{
    const qint64 author = ingest(
        m_author, u"Author"_s,
        {postEntry(u"a1"_s, u"Fences"_s, u"https://blog.example/fences"_s, postText(u"fence"_s)),
         postEntry(u"a2"_s, u"Only here"_s, u"https://blog.example/only"_s, postText(u"only"_s))});
    const qint64 listed = idOf(author, u"a1"_s);
    ArticleStore articles(m_db->connection());
    QVERIFY(articles.setStarred(listed, true));
    QSqlQuery note(m_db->connection());
    QVERIFY(note.exec(u"UPDATE articles SET reading_position = 0.5 WHERE id = %1"_s.arg(listed)));
    const qint64 planet = ingest(
        m_planet, u"Planet"_s,
        {postEntry(u"p1"_s, u"Fences"_s, u"https://blog.example/fences"_s, postText(u"fence"_s))});
    QVERIFY(FeedStore(m_db->connection()).remove(author));
    // The article stays under its id, now the planet's, its state kept; the other one is gone.
    const auto record = articles.article(listed);
    QVERIFY(record);
    QCOMPARE(record->summary.feedId, planet);
    QVERIFY(record->summary.starred);
    QCOMPARE(record->readingPosition, 0.5);
    QVERIFY(record->alsoIn.isEmpty());
    QCOMPARE(articles.count(ArticleFilter{}).total, 1);
    QCOMPARE(idOf(planet, u"p1"_s), listed);
    // The planet's next refresh finds it as its own item: nothing new.
    int copies = -1;
    ParsedFeed again;
    again.format = FeedFormat::Rss;
    again.title = u"Planet"_s;
    again.entries = {
        postEntry(u"p1"_s, u"Fences"_s, u"https://blog.example/fences"_s, postText(u"fence"_s))};
    const IngestResult refresh = FeedIngest::ingest(m_db->connection(), m_planet, again);
    QVERIFY(refresh.ok);
    QCOMPARE(refresh.added, 0);
    Q_UNUSED(copies);
}

void TestSameArticles::oldArticlesAreMatchedByTheirStoredKeys()
{
    // The keys are stored with each article: a copy arriving weeks later (another process,
    // nothing kept in memory) is still found.
    const qint64 author = ingest(
        m_author, u"Author"_s,
        {postEntry(u"a1"_s, u"Paging"_s, u"https://blog.example/paging"_s, postText(u"page"_s))});
    QSqlQuery query(m_db->connection());
    QVERIFY(
        query.exec(u"SELECT link_key, fingerprint IS NOT NULL FROM articles WHERE id = %1"_s.arg(
            idOf(author, u"a1"_s))));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), u"blog.example/paging"_s);
    QVERIFY(query.value(1).toBool());
    int copies = 0;
    ingest(m_planet, u"Planet"_s,
           {postEntry(u"p1"_s, u"Planet: Paging"_s, u"https://planet.example/p/1"_s,
                      postText(u"page"_s))},
           &copies);
    QCOMPARE(copies, 1);
}

void TestSameArticles::aWriterKeptLongFindsWhatOthersWrote()
{
    // The library writer keeps one EntryWriter for its connection's life, and with it a memory
    // of the library's links and texts: articles another connection (the command line) or
    // another writer on the same connection stored after that memory was made are found too.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    Database first(path);
    QVERIFY2(first.open(), qPrintable(first.errorString()));
    EntryWriter kept(first.connection());
    const auto store = [](QSqlDatabase db, const QUrl &url, const QList<ParsedEntry> &entries,
                          EntryWriter *writer) {
        ParsedFeed feed;
        feed.format = FeedFormat::Rss;
        feed.title = url.fileName();
        feed.entries = entries;
        return FeedIngest::ingest(db, url, PreparedFeed{feed, {}},
                                  FeedIngest::SearchIndexing::Later, writer);
    };
    const QUrl other(u"http://127.0.0.1:8080/other.xml"_s);
    QVERIFY(store(first.connection(), other,
                  {postEntry(u"o1"_s, u"Queues"_s, u"https://other.example/queues"_s,
                             postText(u"queue"_s))},
                  &kept)
                .ok);
    {
        Database second(path); // another connection, as another process has
        QVERIFY2(second.open(), qPrintable(second.errorString()));
        QVERIFY(store(second.connection(), m_author,
                      {postEntry(u"a1"_s, u"Fences"_s, u"https://blog.example/fences"_s,
                                 postText(u"fence"_s))},
                      nullptr)
                    .ok);
    }
    // On the same connection, through a writer of its own.
    QVERIFY(store(first.connection(), m_author,
                  {postEntry(u"a2"_s, u"Rings"_s, u"https://blog.example/rings"_s,
                             postText(u"ring"_s))},
                  nullptr)
                .ok);
    const IngestResult planet = store(
        first.connection(), m_planet,
        {postEntry(u"p1"_s, u"Fences"_s, u"https://planet.example/p/1"_s, postText(u"fence"_s)),
         postEntry(u"p2"_s, u"Rings"_s, u"http://www.blog.example/rings/"_s, u"A ring."_s),
         postEntry(u"p3"_s, u"Queues, again"_s, u"https://planet.example/p/3"_s,
                   postText(u"queue"_s))},
        &kept);
    QVERIFY2(planet.ok, qPrintable(planet.error));
    QCOMPARE(planet.copies, 3); // by text, by link, by text
}

void TestSameArticles::aCopyIsNeverCaptured()
{
    // A summary only: the feed's policy (auto) would capture the page.
    auto teaser = [](const QString &guid) {
        ParsedEntry e = postEntry(guid, u"Fences"_s, u"https://blog.example/fences"_s, {});
        e.content.clear();
        e.summary = u"<p>How fences order memory, and when you need one. Read more…</p>"_s;
        return e;
    };
    const qint64 author = ingest(m_author, u"Author"_s, {teaser(u"a1"_s)});
    const qint64 planet = ingest(m_planet, u"Planet"_s, {teaser(u"p1"_s)});
    const qint64 listed = idOf(author, u"a1"_s), copy = idOf(planet, u"p1"_s);
    QVERIFY(listed > 0 && copy > 0 && listed != copy);
    const auto stateOf = [&](qint64 id) {
        QSqlQuery query(m_db->connection());
        query.exec(u"SELECT state FROM capture_jobs WHERE article_id = %1"_s.arg(id));
        return query.next() ? query.value(0).toString() : QString();
    };
    QCOMPARE(stateOf(listed), u"pending"_s);
    QCOMPARE(stateOf(copy), u"skipped"_s);
    // Nor when the feed's policy changes (its skipped jobs decided again) or the whole feed is
    // queued by hand.
    CaptureStore captures(m_db->connection());
    QVERIFY(captures.setPolicy(planet, CapturePolicy::Always));
    QVERIFY(captures.decideNewArticles());
    QCOMPARE(stateOf(copy), u"skipped"_s);
    QCOMPARE(captures.queueFeed(planet), std::optional<int>(0));
    QCOMPARE(stateOf(copy), u"skipped"_s);
}

LECTERN_TEST_GUILESS_MAIN(tst_samearticles, TestSameArticles)
#include "tst_samearticles.moc"
