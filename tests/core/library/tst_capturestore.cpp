// The offline capture queue, its policies and the stored captures with their images; papers
// stored with their PDFs, found again by their address, and removed with the offline copy.
#include "feeds/parsedfeed.h"
#include "feeds/savedpage/savedpage.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "library/stores/articlestore.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturepolicy.h"
#include "library/stores/capturestore.h"
#include "library/stores/paperstore.h"
#include "testregistry.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestCaptureStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void policyNames();
    void teasersAreRecognised_data();
    void teasersAreRecognised();
    void autoQueuesSummariesOnly();
    void policiesAlwaysAndNever();
    void storingDecidesAsThePassOverStoredArticles();
    void aNewArticleNeverInheritsAnOldDecision();
    void capturedArticleIsShownAndSearchable();
    void lessTextThanTheFeedIsKeptAside();
    void failuresWaitThenGiveUp();
    void removingAnOfflineCopyFreesUnusedImages();
    void captureNowQueuesAgain();
    void missingImagesAreTriedAgainLater();
    void dueJobsComeInOrderFromTheirIndex();
    void assetsAreStoredOnceByContent();
    void aPaperIsStoredWithItsPdfAndNeverPutAside();
    void aSavedPdfTakesItsPapersTitle();
    void aPaperThatSaysNothingOfItselfIsStored();

private:
    qint64 addFeed(const QString &name, const QList<QPair<QString, QString>> &entries);
    QList<qint64> ingest(const QUrl &feedUrl, const ParsedFeed &feed);
    StoredAsset storedPdf(const QByteArray &bytes);
    StoredAsset storedImage(const QByteArray &bytes);
    std::unique_ptr<Database> m_db;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCaptureStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<Database>(m_dir->filePath(u"library.sqlite"_s));
    QVERIFY(m_db->open());
}

void TestCaptureStore::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

// entries: (summary, content) pairs, each with a link of its own.
qint64 TestCaptureStore::addFeed(const QString &name, const QList<QPair<QString, QString>> &entries)
{
    ParsedFeed feed;
    feed.title = name;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        ParsedEntry entry;
        entry.id = name + QString::number(i);
        entry.title = name + u" post "_s + QString::number(i);
        entry.link = QUrl(u"http://127.0.0.1/%1/%2.html"_s.arg(name).arg(i));
        entry.summary = entries[i].first;
        entry.content = entries[i].second;
        feed.entries.append(entry);
    }
    return FeedIngest::ingest(m_db->connection(), QUrl(u"http://127.0.0.1/"_s + name), feed).feedId;
}

// The articles of the feed's entries, in order.
QList<qint64> TestCaptureStore::ingest(const QUrl &feedUrl, const ParsedFeed &feed)
{
    const IngestResult stored = FeedIngest::ingest(m_db->connection(), feedUrl, feed);
    QList<qint64> ids;
    for (const ParsedEntry &entry : feed.entries)
        ids.append(stored.articleByGuid.value(entry.id));
    return ids;
}

StoredAsset TestCaptureStore::storedPdf(const QByteArray &bytes)
{
    AssetStore assets(m_dir->path());
    const auto stored = assets.write(bytes, u"application/pdf"_s);
    if (!stored)
        qFatal("cannot store a test PDF");
    return *stored;
}

namespace {
// An entry that is a link alone, by its title.
ParsedEntry linkEntry(const QString &title, const QUrl &link)
{
    ParsedEntry entry;
    entry.id = link.toString();
    entry.title = title;
    entry.link = link;
    entry.summary = u"<p>%1</p>"_s.arg(title.toHtmlEscaped());
    return entry;
}

// A capture of the paper the PDF is.
CapturedArticle paperCapture(qint64 articleId, const StoredAsset &pdf, const PaperRecord &paper)
{
    CapturedArticle captured;
    captured.articleId = articleId;
    captured.html = u"<h1>%1</h1>"_s.arg(paper.title.toHtmlEscaped());
    captured.text = paper.abstract.isEmpty() ? paper.title : paper.abstract;
    captured.images = {{paper.pdfUrl.toString(QUrl::FullyEncoded), pdf}};
    captured.paper = paper;
    return captured;
}
} // namespace

StoredAsset TestCaptureStore::storedImage(const QByteArray &bytes)
{
    AssetStore assets(m_dir->path());
    const auto stored = assets.write(bytes, u"image/png"_s);
    if (!stored)
        qFatal("cannot store a test image");
    return *stored;
}

void TestCaptureStore::policyNames()
{
    QCOMPARE(CaptureDecision::parse(u"Always"_s).value_or(CapturePolicy::Never),
             CapturePolicy::Always);
    QCOMPARE(CaptureDecision::parse(u"never"_s).value_or(CapturePolicy::Auto),
             CapturePolicy::Never);
    QCOMPARE(CaptureDecision::parse(u" auto "_s).value_or(CapturePolicy::Never),
             CapturePolicy::Auto);
    QVERIFY(!CaptureDecision::parse(u"sometimes"_s));
    QCOMPARE(CaptureDecision::nameOf(CapturePolicy::Always), u"always"_s);
}

void TestCaptureStore::teasersAreRecognised_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("truncated");
    const QString body = u"The warp scheduler picks one ready warp per cycle. "_s.repeated(20);
    QTest::newRow("whole article") << body << false;
    QTest::newRow("ellipsis") << body + u"and then\u2026"_s << true;
    QTest::newRow("three dots") << body + u"and then..."_s << true;
    QTest::newRow("wordpress") << body + u" [\u2026]"_s << true;
    QTest::newRow("read more") << body + u" Read more \u00bb"_s << true;
    QTest::newRow("continue reading") << body + u" Continue reading \u2192"_s << true;
    QTest::newRow("chinese") << body + u" \u9605\u8bfb\u5168\u6587"_s << true;
    QTest::newRow("read more in the middle") << u"I read more papers than ever. "_s + body << false;
}

void TestCaptureStore::teasersAreRecognised()
{
    QFETCH(QString, text);
    QFETCH(bool, truncated);
    QCOMPARE(CaptureDecision::looksTruncated(text), truncated);
    QCOMPARE(
        CaptureDecision::shouldCapture(CapturePolicy::Auto, true, text.size(), text.right(200)),
        truncated);
}

void TestCaptureStore::autoQueuesSummariesOnly()
{
    const QString full = u"<p>%1</p>"_s.arg(u"A full post about memory ordering. "_s.repeated(40));
    addFeed(u"blog"_s,
            {{u"<p>Only a teaser.</p>"_s, QString()},
             {QString(), full},
             {u"<p>Short.</p>"_s, u"<p>%1 Read more</p>"_s.arg(u"Long text. "_s.repeated(80))},
             {QString(), full + u"<img src=\"/fig.png\">"_s}});
    // Decided as they were stored.
    CaptureStore store(m_db->connection());
    QCOMPARE(store.waiting().value_or(-1), 3);
    QCOMPARE(store.state(1), CaptureState::Pending);
    QCOMPARE(store.state(2), CaptureState::Skipped);
    QCOMPARE(store.state(3), CaptureState::Pending);
    // A whole article with images: its images are kept, from the feed's own content.
    QCOMPARE(store.state(4), CaptureState::Pending);
    QCOMPARE(store.target(4)->source, CaptureTarget::Source::Feed);
    QVERIFY(store.target(4)->feedHtml.contains(u"fig.png"_s));
    QCOMPARE(store.target(1)->source, CaptureTarget::Source::Page);
    // Decided once: a second pass queues nothing more.
    QCOMPARE(store.decideNewArticles().value_or(-1), 0);
    const auto due = store.due(QDateTime::currentDateTimeUtc(), 10);
    QCOMPARE(due.size(), 3);
    QCOMPARE(due[0].link, QUrl(u"http://127.0.0.1/blog/0.html"_s));
    QCOMPARE(due[0].feedUrl, QUrl(u"http://127.0.0.1/blog"_s));
}

void TestCaptureStore::policiesAlwaysAndNever()
{
    const QString full = u"<p>%1</p>"_s.arg(u"A full post about memory ordering. "_s.repeated(40));
    const qint64 feed = addFeed(u"blog"_s, {});
    CaptureStore store(m_db->connection());
    QVERIFY(store.setPolicy(feed, CapturePolicy::Never));
    // Articles are stored under the feed's policy of the moment.
    QCOMPARE(addFeed(u"blog"_s, {{QString(), full}, {u"teaser"_s, QString()}}), feed);
    QCOMPARE(store.waiting().value_or(-1), 0);
    QCOMPARE(store.state(2), CaptureState::Skipped);
    QCOMPARE(store.decideNewArticles().value_or(-1), 0);
    // A new policy applies again to what the old one skipped.
    QVERIFY(store.setPolicy(feed, CapturePolicy::Always));
    QCOMPARE(store.policy(feed).value_or(CapturePolicy::Never), CapturePolicy::Always);
    QCOMPARE(store.decideNewArticles().value_or(-1), 2);
    QVERIFY(!store.setPolicy(999, CapturePolicy::Always));
    QVERIFY(store.setRules(feed, u"article .post-content"_s, u".share, .comments"_s));
    const auto target = store.target(1);
    QVERIFY(target);
    QCOMPARE(target->selector, u"article .post-content"_s);
    QCOMPARE(target->strip, u".share, .comments"_s);
}

// The writer decides from the entry it stores, decideNewArticles from the stored row: the same
// articles must get the same jobs either way.
void TestCaptureStore::storingDecidesAsThePassOverStoredArticles()
{
    const QString full = u"<p>%1</p>"_s.arg(u"A full post about memory ordering. "_s.repeated(40));
    const QString teaser = u"<p>%1 Continue reading →</p>"_s.arg(u"Long text. "_s.repeated(80));
    addFeed(u"blog"_s, {{u"<p>Only a teaser.</p>"_s, QString()},
                        {QString(), full},
                        {QString(), teaser},
                        {QString(), full + u"<img src=\"/fig.png\">"_s},
                        {u"<p>Summary <img src=\"/s.png\"></p>"_s, full},
                        {full + u"<img src=\"/s.png\">"_s, QString()},
                        {u"<p>Short with a picture <img src=\"/s.png\"></p>"_s, QString()}});
    const auto jobs = [this] {
        QSqlQuery query(m_db->connection());
        query.exec(u"SELECT article_id || ':' || state || ':' || source FROM capture_jobs"
                   " ORDER BY article_id"_s);
        QStringList rows;
        while (query.next())
            rows.append(query.value(0).toString());
        return rows;
    };
    const QStringList stored = jobs();
    QCOMPARE(stored, QStringList({u"1:pending:page"_s, u"2:skipped:page"_s, u"3:pending:page"_s,
                                  u"4:pending:feed"_s, u"5:skipped:page"_s, u"6:pending:feed"_s,
                                  u"7:pending:page"_s}));
    QSqlQuery forget(m_db->connection());
    QVERIFY(forget.exec(u"DELETE FROM capture_jobs"_s));
    CaptureStore store(m_db->connection());
    QCOMPARE(store.decideNewArticles().value_or(-1), 5);
    QCOMPARE(jobs(), stored);
}

void TestCaptureStore::aNewArticleNeverInheritsAnOldDecision()
{
    // A job left behind for id 1 (written with foreign keys off, as a migration runs): the
    // article that gets id 1 starts from a decision of its own, every column as new.
    QSqlQuery query(m_db->connection());
    QVERIFY(query.exec(u"PRAGMA foreign_keys = OFF"_s));
    QVERIFY(query.exec(u"INSERT INTO capture_jobs (article_id, state, source, attempts, not_before,"
                       " error, updated_at, aside_html, missing_images)"
                       " VALUES (1, 'failed', 'feed', 3, 99, 'gone', 5, '<p>aside</p>', 2)"_s));
    QVERIFY(query.exec(u"PRAGMA foreign_keys = ON"_s));
    addFeed(u"blog"_s, {{u"<p>Only a teaser.</p>"_s, QString()}});
    QVERIFY(query.exec(u"SELECT state, source, attempts, not_before IS NULL, error IS NULL,"
                       " updated_at > 5, aside_html IS NULL, missing_images FROM capture_jobs"
                       " WHERE article_id = 1"_s) &&
            query.next());
    QCOMPARE(query.value(0).toString(), u"pending"_s);
    QCOMPARE(query.value(1).toString(), u"page"_s);
    for (int column : {2, 7})
        QCOMPARE(query.value(column).toInt(), 0);
    for (int column : {3, 4, 5, 6})
        QVERIFY2(query.value(column).toBool(), qPrintable(QString::number(column)));
    QVERIFY(!query.next());
}

void TestCaptureStore::capturedArticleIsShownAndSearchable()
{
    addFeed(u"blog"_s, {{u"<p>Teaser about warps.</p>"_s, QString()}});
    CaptureStore store(m_db->connection());
    QVERIFY(store.queue({1}));
    CapturedArticle captured;
    captured.articleId = 1;
    const StoredAsset image = storedImage("\x89PNG\r\n\x1a\nfigure one");
    captured.html = u"<p>Occupancy and the register file.</p><img src=\"%1\">"_s.arg(
        AssetStore::urlOf(image.name));
    captured.text = u"Occupancy and the register file. Teaser about warps."_s;
    captured.images = {{u"http://127.0.0.1/fig1.png"_s, image}};
    QCOMPARE(store.store(captured, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
             CaptureState::Done);
    QCOMPARE(store.state(1), CaptureState::Done);
    QCOMPARE(store.assetNames(), QStringList{image.name});

    const auto record = ArticleStore(m_db->connection()).article(1);
    QVERIFY(record && record->capturedAt.isValid());
    QCOMPARE(record->capturedHtml, captured.html);
    QVERIFY(record->summary.captured);
    QVERIFY(ArticleStore(m_db->connection()).summary(1)->captured);
    QVERIFY(!ArticleStore(m_db->connection()).summary(99));
    ArticleFilter offline;
    offline.offlineOnly = true;
    QCOMPARE(ArticleStore(m_db->connection()).articles(offline).size(), 1);
    // The captured text is searchable, before and after the search queue is indexed.
    SearchStore search(m_db->connection());
    QCOMPARE(search.search(SearchQuery::parse(u"occupancy"_s), 10).size(), 1);
    QCOMPARE(search.search(SearchQuery::parse(u"occupancy is:offline"_s), 10).size(), 1);
}

void TestCaptureStore::lessTextThanTheFeedIsKeptAside()
{
    addFeed(u"blog"_s, {{QString(), u"<p>%1</p>"_s.arg(u"The feed had plenty. "_s.repeated(30))}});
    CaptureStore store(m_db->connection());
    QVERIFY(store.queue({1}));
    CapturedArticle captured;
    captured.articleId = 1;
    captured.html = u"<p>Subscribe to our newsletter</p>"_s;
    captured.text = u"Subscribe to our newsletter"_s;
    QCOMPARE(store.store(captured, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
             CaptureState::Aside);
    const auto record = ArticleStore(m_db->connection()).article(1);
    QVERIFY(!record->capturedAt.isValid());
    QVERIFY(record->capturedHtml.isEmpty());
}

void TestCaptureStore::failuresWaitThenGiveUp()
{
    addFeed(u"blog"_s, {{u"teaser"_s, QString()}});
    CaptureStore store(m_db->connection());
    QVERIFY(store.queue({1}));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(store.recordFailure(1, u"HTTP 503"_s, now));
    QCOMPARE(store.state(1), CaptureState::Pending);
    QCOMPARE(store.lastError(1), u"HTTP 503"_s);
    QVERIFY(store.due(now, 10).isEmpty());               // waits ten minutes
    QCOMPARE(store.due(now.addSecs(601), 10).size(), 1); // then is due
    for (int i = 1; i < CaptureStore::maxAttempts; ++i)
        QVERIFY(store.recordFailure(1, u"HTTP 503"_s, now));
    QCOMPARE(store.state(1), CaptureState::Failed);
    QVERIFY(store.due(now.addYears(1), 10).isEmpty());
}

void TestCaptureStore::removingAnOfflineCopyFreesUnusedImages()
{
    addFeed(u"blog"_s, {{u"one"_s, QString()}, {u"two"_s, QString()}});
    CaptureStore store(m_db->connection());
    QVERIFY(store.queue({1, 2}));
    const StoredAsset shared = storedImage("\x89PNG\r\n\x1a\nshared");
    const StoredAsset own = storedImage("\x89PNG\r\n\x1a\nown");
    CapturedArticle first{
        1,
        u"<p>one one</p>"_s,
        u"one one"_s,
        {{u"http://127.0.0.1/a.png"_s, shared}, {u"http://127.0.0.1/b.png"_s, own}}};
    CapturedArticle second{
        2, u"<p>two two</p>"_s, u"two two"_s, {{u"http://127.0.0.1/a.png"_s, shared}}};
    QCOMPARE(store.store(first, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
             CaptureState::Done);
    QCOMPARE(store.store(second, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
             CaptureState::Done);
    const auto freed = store.removeOffline(1);
    QVERIFY(freed);
    QCOMPARE(*freed, QStringList{own.name}); // the shared image is still used by article 2
    QVERIFY(!ArticleStore(m_db->connection()).article(1)->capturedAt.isValid());
    QCOMPARE(store.state(1), CaptureState::Skipped); // not captured again on its own
    QCOMPARE(store.removeOffline(2).value_or(QStringList()), QStringList{shared.name});
}

void TestCaptureStore::captureNowQueuesAgain()
{
    addFeed(u"blog"_s, {{u"teaser"_s, QString()}});
    CaptureStore store(m_db->connection());
    QVERIFY(store.queue({1}));
    for (int i = 0; i < CaptureStore::maxAttempts; ++i)
        QVERIFY(store.recordFailure(1, u"gone"_s, QDateTime::currentDateTimeUtc()));
    QCOMPARE(store.state(1), CaptureState::Failed);
    QVERIFY(store.queue({1}));
    QCOMPARE(store.state(1), CaptureState::Pending);
    QCOMPARE(store.due(QDateTime::currentDateTimeUtc(), 10).size(), 1);
    QVERIFY(!store.queue({1, 42})); // no article 42: nothing queued
    QVERIFY(store.errorString().contains(u"42"_s));
}

void TestCaptureStore::missingImagesAreTriedAgainLater()
{
    addFeed(u"blog"_s, {{u"teaser"_s, QString()}});
    CaptureStore store(m_db->connection());
    QVERIFY(store.queue({1}));
    CapturedArticle captured;
    captured.articleId = 1;
    captured.html = u"<p>Kept, but one figure is missing.</p>"_s;
    captured.text = u"Kept, but one figure is missing."_s;
    captured.missingImages = 1;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int attempt = 1; attempt <= CaptureStore::maxAttempts; ++attempt) {
        QCOMPARE(store.store(captured, now).value_or(CaptureState::None), CaptureState::Done);
        QVERIFY(store.due(now, 10).isEmpty()); // shown at once; tried again after a wait
        const auto later = store.due(now.addSecs(CaptureStore::retryDelaySeconds(attempt) + 1), 10);
        QCOMPARE(later.size(), attempt < CaptureStore::maxAttempts ? 1 : 0);
    }
    // A capture with every image ends the retries.
    QVERIFY(store.queue({1}));
    captured.missingImages = 0;
    QCOMPARE(store.store(captured, now).value_or(CaptureState::None), CaptureState::Done);
    QVERIFY(store.due(now.addYears(1), 10).isEmpty());
}

void TestCaptureStore::dueJobsComeInOrderFromTheirIndex()
{
    addFeed(u"blog"_s, {{u"one"_s, QString()}, {u"two"_s, QString()}, {u"three"_s, QString()}});
    CaptureStore store(m_db->connection());
    QVERIFY(store.queue({3}));
    QVERIFY(store.queue({1}));
    QVERIFY(store.queue({2}));
    QSqlQuery(m_db->connection())
        .exec(u"UPDATE capture_jobs SET updated_at = 100 * (4 - article_id)"_s); // 3, 2, 1
    const auto due = store.due(QDateTime::currentDateTimeUtc(), 2);
    QCOMPARE(due.size(), 2);
    QCOMPARE(due[0].articleId, 3);
    QCOMPARE(due[1].articleId, 2);
    // Read along capture_jobs_due, in its order: no scan of every job, no sort.
    const QString plan = store.duePlan().join(u'\n');
    QVERIFY2(plan.contains(u"USING INDEX capture_jobs_due"_s), qPrintable(plan));
    QVERIFY2(!plan.contains(u"TEMP B-TREE"_s), qPrintable(plan));
}

void TestCaptureStore::assetsAreStoredOnceByContent()
{
    AssetStore assets(m_dir->path());
    const QByteArray png("\x89PNG\r\n\x1a\nbytes");
    const auto first = assets.write(png, u"image/png"_s);
    const auto again = assets.write(png, u"image/png"_s);
    QVERIFY(first && again);
    QCOMPARE(first->name, again->name);
    QVERIFY(first->name.endsWith(u".png"_s));
    QVERIFY(AssetStore::isValidName(first->name));
    QCOMPARE(assets.read(first->name).value_or(QByteArray()), png);
    QCOMPARE(assets.names().size(), 1);
    QCOMPARE(assets.totalSize(), png.size());
    QVERIFY(assets.pathOf(first->name).contains(u"/assets/"_s + first->name.left(2) + u'/'));
    QVERIFY(assets.pathOf(u"../../etc/passwd"_s).isEmpty());
    QVERIFY(!assets.write("text", u"text/html"_s));
    QCOMPARE(AssetStore::mimeTypeOf(first->name), u"image/png"_s);
    QVERIFY(assets.remove(first->name));
    QVERIFY(!assets.read(first->name));
}

void TestCaptureStore::aPaperIsStoredWithItsPdfAndNeverPutAside()
{
    // The feed carried a long abstract; the paper's text here is shorter, and kept all the same.
    addFeed(u"arxiv"_s,
            {{QString(), u"<p>%1</p>"_s.arg(u"An abstract that goes on and on. "_s.repeated(30))},
             {u"<p>Another paper.</p>"_s, QString()}});
    const QUrl pdfUrl(u"http://127.0.0.1/pdf/2412.01234"_s);
    // Another feed links to the PDF itself, and to article 1's abstract page.
    ParsedFeed mirror;
    mirror.title = u"mirror"_s;
    mirror.entries = {linkEntry(u"2412.01234"_s, pdfUrl),
                      linkEntry(u"Coherence, Slowly"_s, QUrl(u"http://127.0.0.1/arxiv/0.html"_s))};
    const QList<qint64> mirrored = ingest(QUrl(u"http://127.0.0.1/mirror"_s), mirror);
    QCOMPARE(mirrored.size(), 2);
    QVERIFY(mirrored[0] > 2 && mirrored[1] > 2);
    CaptureStore store(m_db->connection());
    QVERIFY(store.target(mirrored[0])->keptPdfUrl.isEmpty()); // nothing kept yet
    QVERIFY(store.queue({1}));

    const StoredAsset pdf = storedPdf("%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n");
    QVERIFY(pdf.name.endsWith(u".pdf"_s));
    QCOMPARE(pdf.mimeType, u"application/pdf"_s);
    PaperRecord paper;
    paper.pdfAsset = pdf.name;
    paper.pdfUrl = pdfUrl;
    paper.title = u"Coherence, Slowly"_s;
    paper.authors = {u"Lovelace, Ada"_s, u"Babbage, Charles"_s};
    paper.published = u"2024-12-05"_s;
    paper.abstract = u"We read a cache protocol slowly."_s;
    paper.doi = u"10.48550/arXiv.2412.01234"_s;
    paper.arxivId = u"2412.01234"_s;
    paper.venue = u"Journal of Slow Reading"_s;
    paper.pages = 8;
    const CapturedArticle captured = paperCapture(1, pdf, paper);
    // Short enough that a page's capture would be put aside.
    QVERIFY(captured.text.size() < store.target(1)->feedTextChars * 4 / 5);
    QCOMPARE(store.store(captured, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
             CaptureState::Done);
    QCOMPARE(store.state(1), CaptureState::Done);
    const auto record = ArticleStore(m_db->connection()).article(1);
    QVERIFY(record && record->capturedAt.isValid());
    QCOMPARE(record->capturedHtml, captured.html);
    QCOMPARE(store.assetNames(), QStringList{pdf.name});

    PaperStore papers(m_db->connection());
    const auto kept = papers.paper(1);
    QVERIFY(kept);
    QCOMPARE(kept->articleId, 1);
    QCOMPARE(kept->pdfAsset, pdf.name);
    QCOMPARE(kept->pdfUrl, pdfUrl);
    QCOMPARE(kept->title, u"Coherence, Slowly"_s);
    QCOMPARE(kept->authors, (QStringList{u"Lovelace, Ada"_s, u"Babbage, Charles"_s}));
    QCOMPARE(kept->published, u"2024-12-05"_s);
    QCOMPARE(kept->abstract, u"We read a cache protocol slowly."_s);
    QCOMPARE(kept->doi, u"10.48550/arXiv.2412.01234"_s);
    QCOMPARE(kept->arxivId, u"2412.01234"_s);
    QCOMPARE(kept->venue, u"Journal of Slow Reading"_s);
    QCOMPARE(kept->pages, 8);
    QCOMPARE(papers.text(1), u"We read a cache protocol slowly."_s);
    QVERIFY(!papers.paper(2));
    QCOMPARE(papers.byPdfUrl(pdfUrl).value_or(PaperRecord()).articleId, 1);
    QVERIFY(!papers.byPdfUrl(QUrl(u"http://127.0.0.1/pdf/2412.09999"_s)));

    // Met again, by its PDF's address or by its article's: taken from the store.
    for (const qint64 id : mirrored) {
        const auto target = store.target(id);
        QVERIFY(target);
        QCOMPARE(target->keptPdfUrl, pdfUrl);
        QCOMPARE(target->keptPdfAsset, pdf.name);
    }
    QVERIFY(store.target(2)->keptPdfUrl.isEmpty());
    QVERIFY(store.target(2)->keptPdfAsset.isEmpty());

    // Removing the offline copy removes the paper, and frees its PDF.
    QCOMPARE(store.removeOffline(1).value_or(QStringList()), QStringList{pdf.name});
    QVERIFY(!papers.paper(1));
    QVERIFY(!papers.byPdfUrl(pdfUrl));
    QVERIFY(store.assetNames().isEmpty());
    for (const qint64 id : mirrored) {
        QVERIFY(store.target(id)->keptPdfUrl.isEmpty());
        QVERIFY(store.target(id)->keptPdfAsset.isEmpty());
    }
}

void TestCaptureStore::aSavedPdfTakesItsPapersTitle()
{
    // Saved on their own: a PDF, titled by its file name until read; an abstract page, by its
    // own title.
    const QUrl savedPdf(u"http://127.0.0.1/files/coherence.pdf"_s);
    PageMetadata meta;
    meta.title = u"Coherence (the abstract)"_s;
    const QList<qint64> saved =
        ingest(SavedPage::feedUrl(),
               SavedPage::feedOf(
                   {SavedPage::linkOf(savedPdf, u"not a web page (application/pdf)"_s, {}),
                    SavedPage::entryOf(QUrl(u"http://127.0.0.1/abs/2412.01234"_s), meta, {})}));
    // An ordinary feed's link to a copy of the file, titled as the file is.
    const QUrl listedPdf(u"http://127.0.0.1/mirror/coherence.pdf"_s);
    ParsedFeed files;
    files.title = u"files"_s;
    files.entries = {linkEntry(u"coherence.pdf"_s, listedPdf)};
    const QList<qint64> listed = ingest(QUrl(u"http://127.0.0.1/files.xml"_s), files);
    QCOMPARE(saved.size(), 2);
    QCOMPARE(listed.size(), 1);
    const ArticleStore articles(m_db->connection());
    QCOMPARE(articles.article(saved[0])->summary.title, u"coherence.pdf"_s);
    QCOMPARE(articles.article(listed[0])->summary.title, u"coherence.pdf"_s);
    CaptureStore store(m_db->connection());
    QVERIFY(store.target(saved[0])->savedPage);
    QVERIFY(!store.target(listed[0])->savedPage);

    const StoredAsset pdf = storedPdf("%PDF-1.4\n% coherence\n%%EOF\n");
    PaperRecord paper;
    paper.pdfAsset = pdf.name;
    paper.title = u"Coherence, Slowly"_s;
    paper.pages = 1;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    paper.pdfUrl = savedPdf;
    QCOMPARE(store.store(paperCapture(saved[0], pdf, paper), now).value_or(CaptureState::None),
             CaptureState::Done);
    paper.pdfUrl = QUrl(u"http://127.0.0.1/pdf/2412.01234"_s);
    QCOMPARE(store.store(paperCapture(saved[1], pdf, paper), now).value_or(CaptureState::None),
             CaptureState::Done);
    paper.pdfUrl = listedPdf;
    QCOMPARE(store.store(paperCapture(listed[0], pdf, paper), now).value_or(CaptureState::None),
             CaptureState::Done);
    QCOMPARE(articles.article(saved[0])->summary.title, u"Coherence, Slowly"_s);
    QCOMPARE(articles.article(saved[1])->summary.title, u"Coherence (the abstract)"_s);
    QCOMPARE(articles.article(listed[0])->summary.title, u"coherence.pdf"_s);
    QCOMPARE(PaperStore(m_db->connection()).paper(listed[0]).value_or(PaperRecord()).title,
             u"Coherence, Slowly"_s);
}

// A PDF with no title, authors or identifiers, as many are: stored, its fields empty.
void TestCaptureStore::aPaperThatSaysNothingOfItselfIsStored()
{
    addFeed(u"bare"_s, {{u"<p>A PDF.</p>"_s, QString()}});
    CaptureStore store(m_db->connection());
    QVERIFY(store.queue({1}));
    PaperRecord paper;
    paper.pdfUrl = QUrl(u"http://127.0.0.1/bare.pdf"_s);
    paper.pages = 2;
    const StoredAsset pdf = storedPdf("%PDF-1.4\n%bare\n");
    paper.pdfAsset = pdf.name;
    QVERIFY(paper.title.isNull() && paper.doi.isNull());
    const auto state = store.store(paperCapture(1, pdf, paper), QDateTime::currentDateTimeUtc());
    QVERIFY2(state.has_value(), qPrintable(store.errorString()));
    QCOMPARE(*state, CaptureState::Done);
    const auto kept = PaperStore(m_db->connection()).paper(1);
    QVERIFY(kept);
    QCOMPARE(kept->title, QString());
    QCOMPARE(kept->authors, QStringList());
    QCOMPARE(kept->pages, 2);
}

LECTERN_TEST_GUILESS_MAIN(tst_capturestore, TestCaptureStore)
#include "tst_capturestore.moc"
