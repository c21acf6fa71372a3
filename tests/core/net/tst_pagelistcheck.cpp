// A page's lists checked against their posts, with the real fetcher and a local server: on a
// page where cards of series (long titles, summaries) outscore the posts, the series pages read
// as lists and the posts as articles, so the posts are taken, with the rule that reads them
// again; where the first list's pages are articles, or cannot be read, it stays. ArticleSignals
// on pages in the shapes of a post, a list and a menu.
#include "feeds/pagefeed/articlesignals.h"
#include "feeds/pagefeed/pagefeedreader.h"
#include "net/feedfetcher.h"
#include "net/httpclient.h"
#include "net/pagelistcheck.h"

#include "testhttpserver.h"
#include "testregistry.h"

#include <QHostAddress>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

QByteArray postPage(const QByteArray &title)
{
    QByteArray text;
    for (int i = 0; i < 12; ++i)
        text += "<p>Paragraph " + QByteArray::number(i) +
                " of the post: how the allocator hands out pages, and why it waits.</p>";
    return "<!DOCTYPE html><html><head><title>" + title +
           "</title><meta property=\"og:type\" content=\"article\"></head><body>"
           "<nav><a href=\"/\">Home</a></nav><main><article><h1>" +
           title + "</h1><time datetime=\"2026-03-02\">March 2, 2026</time>" + text +
           "</article></main></body></html>";
}

QByteArray seriesPage(const QByteArray &title)
{
    QByteArray cards;
    for (int i = 1; i <= 4; ++i)
        cards += "<article><h2><a href=\"/posts/" + QByteArray::number(i) + "/\">Part " +
                 QByteArray::number(i) + "</a></h2><time>2026-0" + QByteArray::number(i) +
                 "-01</time><p>A part of the series.</p></article>";
    return "<!DOCTYPE html><html><head><title>" + title + "</title></head><body><main><h1>" +
           title + "</h1>" + cards + "</main></body></html>";
}

// Series cards with long titles and summaries above a short list of posts.
QByteArray indexPage()
{
    QByteArray series;
    for (int i = 1; i <= 4; ++i)
        series += "<div class=\"series-card\"><h3><a href=\"/series/s" + QByteArray::number(i) +
                  "/\">A long series on memory allocators and their many trade-offs, volume " +
                  QByteArray::number(i) +
                  "</a></h3><p>Every part of this series, from the buddy system to slabs, "
                  "with the measurements behind each claim.</p><span class=\"tag\">alloc</span>"
                  "</div>";
    QByteArray posts;
    for (int i = 1; i <= 4; ++i)
        posts += "<li><a href=\"/posts/" + QByteArray::number(i) + "/\">Part " +
                 QByteArray::number(i) + " of the slab story</a></li>";
    return "<!DOCTYPE html><html><head><title>Allocators</title></head><body><main>"
           "<section class=\"series\">" +
           series + "</section><section class=\"latest\"><ul>" + posts +
           "</ul></section></main></body></html>";
}

// The check of these lists, from this machine's own host only (as a page there would have it).
std::optional<PageListCheck::Outcome> checked(const QList<ParsedFeed> &lists)
{
    HttpClient network;
    FeedFetcher fetcher(&network);
    PageListCheck check(&fetcher, NetworkReach::content(u"127.0.0.1"_s));
    std::optional<PageListCheck::Outcome> result;
    check.check(lists, [&](const PageListCheck::Outcome &outcome) { result = outcome; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 15'000))
        return std::nullopt;
    return result;
}

} // namespace

class TestPageListCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void signalsTellAPostFromAList();
    void choosesByTheShareOfArticles_data();
    void choosesByTheShareOfArticles();
    void postsAreTakenOverSeriesThatOutscoreThem();
    void aFirstListOfPostsStays();
    void aFirstListWhoseLinksAreGoneGivesWay();
    void linksIntoTheLocalNetworkAreNeverFetched();
};

void TestPageListCheck::signalsTellAPostFromAList()
{
    const ArticleSignals post = ArticleSignals::of(postPage("Slabs, slowly"));
    QVERIFY(post.openGraph);
    QVERIFY(post.articleElement);
    QVERIFY(post.dated);
    QVERIFY(post.isArticle());
    const ArticleSignals list = ArticleSignals::of(seriesPage("Slabs, a series"));
    QCOMPARE(list.articles, 4);
    QVERIFY(list.isList());
    QVERIFY(!list.isArticle());
    const ArticleSignals menu = ArticleSignals::of(
        "<html><body><ul><li><a href=\"/a\">A</a></li><li><a href=\"/b\">B</a></li></ul></body>"
        "</html>");
    QVERIFY(!menu.isArticle());
    // A post with related posts beside it: its own article holds most of the text.
    QByteArray withRelated = postPage("Slabs, again");
    withRelated.replace("</main>", "<article><a href=\"/x/\">Related</a></article></main>");
    QVERIFY(ArticleSignals::of(withRelated).isArticle());
}

void TestPageListCheck::choosesByTheShareOfArticles_data()
{
    QTest::addColumn<QList<int>>("articles");
    QTest::addColumn<QList<int>>("checked");
    QTest::addColumn<int>("chosen");
    QTest::newRow("first is posts") << QList<int>{3, 0} << QList<int>{3, 3} << 0;
    QTest::newRow("first is lists, second posts") << QList<int>{0, 3} << QList<int>{3, 3} << 1;
    QTest::newRow("first unreadable, second posts") << QList<int>{0, 3} << QList<int>{0, 3} << 1;
    QTest::newRow("none readable") << QList<int>{0, 0} << QList<int>{0, 0} << 0;
    QTest::newRow("first unreadable, second one page") << QList<int>{0, 1} << QList<int>{0, 1} << 0;
    QTest::newRow("neither") << QList<int>{0, 0} << QList<int>{3, 3} << 0;
    QTest::newRow("the better of two") << QList<int>{0, 2, 3} << QList<int>{3, 3, 3} << 2;
    QTest::newRow("one page is too little") << QList<int>{0, 1} << QList<int>{3, 1} << 0;
}

void TestPageListCheck::choosesByTheShareOfArticles()
{
    QFETCH(QList<int>, articles);
    QFETCH(QList<int>, checked);
    QFETCH(int, chosen);
    QCOMPARE(PageListCheck::choose(articles, checked), chosen);
}

void TestPageListCheck::postsAreTakenOverSeriesThatOutscoreThem()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/", indexPage(), "text/html");
    for (int i = 1; i <= 4; ++i) {
        server.serveBody("/series/s" + QByteArray::number(i) + "/",
                         seriesPage("Series " + QByteArray::number(i)), "text/html");
        server.serveBody("/posts/" + QByteArray::number(i) + "/",
                         postPage("Part " + QByteArray::number(i)), "text/html");
    }
    const QList<ParsedFeed> lists =
        PageFeedReader::readLists(indexPage(), server.url(u"/"_s), u"text/html"_s, 3);
    QVERIFY(lists.size() >= 2);
    // The reader alone takes the series (the case the check is for).
    QVERIFY(lists[0].entries.first().link.path().startsWith(u"/series/"_s));
    QVERIFY(!lists[0].listDescription.isEmpty());
    const auto result = checked(lists);
    QVERIFY(result);
    const ParsedFeed &chosen = result->chosen;
    QCOMPARE(chosen.entries.size(), 4);
    QCOMPARE(chosen.entries.first().link.path(), u"/posts/1/"_s);
    // The rule that reads this list again at each refresh, and it does.
    // Scoped by the section the bare list sits in.
    QCOMPARE(chosen.listSelector, u"section.latest ul > li"_s);
    PageRule rule;
    rule.item = chosen.listSelector;
    const ParsedFeed again = PageFeedReader::read(indexPage(), server.url(u"/"_s), {}, rule);
    QCOMPARE(again.entries.size(), 4);
    QCOMPARE(again.entries.first().link.path(), u"/posts/1/"_s);
    // At most three pages of each list were asked for.
    QVERIFY(result->requests <= PageListCheck::LinksPerList * lists.size());
    QCOMPARE(server.requestsFor("/series/s2/").size() + server.requestsFor("/series/s3/").size(),
             1);
}

void TestPageListCheck::aFirstListOfPostsStays()
{
    TestHttpServer server;
    QVERIFY(server.start());
    QByteArray page = indexPage();
    page.replace("/series/s", "/posts/"); // the cards are posts too, and 404 past the fourth
    for (int i = 1; i <= 4; ++i)
        server.serveBody("/posts/" + QByteArray::number(i) + "/",
                         postPage("Part " + QByteArray::number(i)), "text/html");
    const QList<ParsedFeed> lists =
        PageFeedReader::readLists(page, server.url(u"/"_s), u"text/html"_s, 3);
    const auto result = checked(lists);
    QVERIFY(result);
    QCOMPARE(result->chosen.entries.first().link, lists[0].entries.first().link);
    QVERIFY(result->chosen.listSelector.isEmpty()); // the reader finds it by itself
}

// The series cards' pages are gone (404) and the posts are there: the posts are taken, and the
// description says why.
void TestPageListCheck::aFirstListWhoseLinksAreGoneGivesWay()
{
    TestHttpServer server;
    QVERIFY(server.start());
    for (int i = 1; i <= 4; ++i)
        server.serveBody("/posts/" + QByteArray::number(i) + "/",
                         postPage("Part " + QByteArray::number(i)), "text/html");
    const QList<ParsedFeed> lists =
        PageFeedReader::readLists(indexPage(), server.url(u"/"_s), u"text/html"_s, 3);
    QVERIFY(lists[0].entries.first().link.path().startsWith(u"/series/"_s));
    const auto result = checked(lists);
    QVERIFY(result);
    QCOMPARE(result->chosenList, 1);
    QCOMPARE(result->chosen.entries.first().link.path(), u"/posts/1/"_s);
    QVERIFY2(result->chosen.listDescription.contains(u"could not be read"_s),
             qPrintable(result->chosen.listDescription));
}

// The links a page lists are the page's: one that redirects into another host of the person's
// network (127.0.0.2, a router say) is refused at that hop, and counts as not read.
void TestPageListCheck::linksIntoTheLocalNetworkAreNeverFetched()
{
    TestHttpServer server;
    QVERIFY(server.start(QHostAddress(u"127.0.0.1"_s)));
    TestHttpServer router;
    if (!router.start(QHostAddress(u"127.0.0.2"_s)))
        QSKIP("127.0.0.2 cannot be listened on here");
    for (int i = 1; i <= 4; ++i) {
        const QByteArray n = QByteArray::number(i);
        server.serveBody("/series/s" + n + "/", seriesPage("Series " + n), "text/html");
        server.redirect("/posts/" + n + "/", 302,
                        router.url(u"/posts/"_s + QString::number(i) + u"/"_s).toEncoded());
        router.serveBody("/posts/" + n + "/", postPage("Part " + n), "text/html");
    }
    const QList<ParsedFeed> lists =
        PageFeedReader::readLists(indexPage(), server.url(u"/"_s), u"text/html"_s, 3);
    QVERIFY(lists.size() >= 2);
    const auto result = checked(lists);
    QVERIFY(result);
    for (int i = 1; i <= 4; ++i)
        QVERIFY(router.requestsFor("/posts/" + QByteArray::number(i) + "/").isEmpty());
    QCOMPARE(result->checked.value(1), 0);
    QCOMPARE(result->chosen.entries.first().link, lists[0].entries.first().link);
}

LECTERN_TEST_GUILESS_MAIN(tst_pagelistcheck, TestPageListCheck)
#include "tst_pagelistcheck.moc"
