// A stored article's page: what is taken from the library (content over summary, the base
// for relative URLs) and that the page is the renderer's for that article.
#include "content/articlepagerenderer.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "reading/articlepageloader.h"
#include "testregistry.h"

#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestArticlePageLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void contentOverSummary();
    void relativeUrlsResolveAgainstThePostElseTheSite();
    void unknownArticle();
    void renderIsTheRenderersPage();
    void tooLargeIsNotEvenRead();
    void aCaptureThatKeptNothingSaysWhy();

private:
    qint64 idOf(const QString &title) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    const ArticlePageRenderer m_renderer{nullptr};
};

void TestArticlePageLoader::initTestCase()
{
    m_db = std::make_unique<Database>(m_dir.filePath(u"library.sqlite"_s));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    ParsedFeed feed;
    feed.format = FeedFormat::Atom;
    feed.title = u"Kernel Walks"_s;
    feed.link = QUrl(u"https://kernel.example/"_s);
    ParsedEntry full;
    full.id = u"urn:full"_s;
    full.title = u"Full"_s;
    full.link = QUrl(u"https://kernel.example/posts/full/"_s);
    full.published = QDateTime(QDate(2026, 2, 2), QTime(8, 0), QTimeZone::UTC);
    full.authors = {ParsedPerson{u"Ada"_s, {}, {}}};
    full.summary = u"<p>The summary.</p>"_s;
    full.content = u"<p>The content, with <a href=\"notes.html\">notes</a>.</p>"_s;
    ParsedEntry bare;
    bare.id = u"urn:bare"_s;
    bare.title = u"Bare"_s;
    bare.summary = u"<p>Only a summary, see <a href=\"/about\">about</a>.</p>"_s;
    ParsedEntry huge; // 1.5 MB of content
    huge.id = u"urn:huge"_s;
    huge.title = u"Huge"_s;
    huge.link = QUrl(u"https://kernel.example/posts/huge/"_s);
    huge.summary = u"<p>Short.</p>"_s;
    huge.content = u"<p>"_s + u"page table "_s.repeated(150000) + u"</p>"_s;
    feed.entries = {full, bare, huge};
    const IngestResult stored =
        FeedIngest::ingest(m_db->connection(), QUrl(u"https://kernel.example/feed.atom"_s), feed);
    QVERIFY2(stored.ok, qPrintable(stored.error));
}

qint64 TestArticlePageLoader::idOf(const QString &title) const
{
    for (const ArticleSummary &article : ArticleStore(m_db->connection()).articles(0)) {
        if (article.title == title)
            return article.id;
    }
    return 0;
}

void TestArticlePageLoader::contentOverSummary()
{
    const ArticlePageLoader loader(m_db->connection(), &m_renderer);
    const auto full = loader.article(idOf(u"Full"_s));
    QVERIFY(full.has_value());
    QCOMPARE(full->title, u"Full"_s);
    QCOMPARE(full->feedTitle, u"Kernel Walks"_s);
    QCOMPARE(full->authors, u"Ada"_s);
    QCOMPARE(full->published, QDateTime(QDate(2026, 2, 2), QTime(8, 0), QTimeZone::UTC));
    QCOMPARE(full->link, QUrl(u"https://kernel.example/posts/full/"_s));
    QVERIFY(full->html.contains(u"The content"_s));
    const auto bare = loader.article(idOf(u"Bare"_s));
    QVERIFY(bare.has_value());
    QVERIFY(bare->html.contains(u"Only a summary"_s));
}

void TestArticlePageLoader::relativeUrlsResolveAgainstThePostElseTheSite()
{
    const ArticlePageLoader loader(m_db->connection(), &m_renderer);
    QCOMPARE(loader.article(idOf(u"Full"_s))->baseUrl,
             QUrl(u"https://kernel.example/posts/full/"_s));
    QCOMPARE(loader.article(idOf(u"Bare"_s))->baseUrl, QUrl(u"https://kernel.example/"_s));
    const auto page = loader.render(idOf(u"Full"_s), {});
    QVERIFY(page.has_value());
    QVERIFY2(page->contains(u"href=\"https://kernel.example/posts/full/notes.html\""_s),
             qPrintable(*page));
    QVERIFY(
        loader.render(idOf(u"Bare"_s), {})->contains(u"href=\"https://kernel.example/about\""_s));
}

void TestArticlePageLoader::tooLargeIsNotEvenRead()
{
    // The window's page of an article past the limit: its HTML is never read (the store gives
    // its size), and the page says how large it is; asked for in full, it is all there.
    const qint64 id = idOf(u"Huge"_s);
    const auto light = ArticleStore(m_db->connection()).article(id, 1000);
    QVERIFY(light.has_value());
    QVERIFY(light->contentHtml.isEmpty());
    QCOMPARE(light->contentHtmlBytes, qint64(7 + 11 * 150000));
    QCOMPARE(light->summaryHtml, u"<p>Short.</p>"_s);
    const ArticlePageLoader loader(m_db->connection(), &m_renderer);
    const auto notice = loader.render(id, {});
    QVERIFY(notice.has_value());
    QVERIFY2(notice->contains(u"class=\"too-large\""_s), qPrintable(notice->left(2000)));
    QVERIFY(!notice->contains(u"Short."_s)); // the content's notice, not the summary
    QVERIFY(!notice->contains(u"page table page table"_s));
    const auto full = loader.render(id, {}, ArticlePageLoader::Version::Captured, true);
    QVERIFY(full.has_value());
    QVERIFY(full->contains(u"page table page table"_s));
}

void TestArticlePageLoader::unknownArticle()
{
    const ArticlePageLoader loader(m_db->connection(), &m_renderer);
    QVERIFY(!loader.article(999999).has_value());
    QVERIFY(!loader.render(999999, {}).has_value());
    QVERIFY(!loader.render(0, {}).has_value());
}

void TestArticlePageLoader::renderIsTheRenderersPage()
{
    const ArticlePageLoader loader(m_db->connection(), &m_renderer);
    const qint64 id = idOf(u"Full"_s);
    ArticlePageRenderer::Style style;
    style.dark = true;
    style.lineNumbers = true;
    static const QRegularExpression nonce(u"nonce(-|=\")[a-z0-9]+"_s);
    QString viaLoader = *loader.render(id, style);
    QString direct = m_renderer.renderArticle(*loader.article(id), style);
    QCOMPARE(viaLoader.replace(nonce, u"N"_s), direct.replace(nonce, u"N"_s));
    QVERIFY(viaLoader.contains(u" class=\"dark line-numbers\">"_s));
}

// A capture that was tried and kept no offline copy is not silent: the page says why, and
// says nothing once there is a copy.
void TestArticlePageLoader::aCaptureThatKeptNothingSaysWhy()
{
    const qint64 id = idOf(u"Full"_s);
    const auto setJob = [&](const QString &state, const QVariant &error) {
        QSqlQuery query(m_db->connection());
        query.prepare(u"INSERT OR REPLACE INTO capture_jobs (article_id, state, error, updated_at)"
                      " VALUES (?, ?, ?, 0)"_s);
        query.addBindValue(id);
        query.addBindValue(state);
        query.addBindValue(error);
        return query.exec();
    };
    const ArticlePageLoader loader(m_db->connection(), &m_renderer);
    QVERIFY(loader.article(id)->captureProblem.isEmpty());
    QVERIFY(setJob(u"aside"_s, QVariant()));
    QVERIFY2(loader.article(id)->captureProblem.contains(u"less text than the feed"_s),
             qPrintable(loader.article(id)->captureProblem));
    QVERIFY(loader.render(id, {})->contains(u"class=\"version capture-problem\""_s));
    QVERIFY(setJob(u"pending"_s, u"HTTP 503"_s));
    QVERIFY(loader.article(id)->captureProblem.contains(u"HTTP 503; it is tried again later"_s));
    QVERIFY(setJob(u"failed"_s, u"no article was found on the page"_s));
    QCOMPARE(loader.article(id)->captureProblem,
             u"Not kept offline: no article was found on the page."_s);
    QVERIFY(setJob(u"pending"_s, QVariant()));
    QVERIFY(loader.article(id)->captureProblem.isEmpty());
    QVERIFY(!loader.render(id, {})->contains(u"capture-problem"_s));
}

LECTERN_TEST_GUILESS_MAIN(tst_articlepageloader, TestArticlePageLoader)
#include "tst_articlepageloader.moc"
