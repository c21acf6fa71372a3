// A short list of posts filled up with older ones, with the real fetcher and a local server:
// from its next page, then the archive, until it holds enough; only posts of the list's own
// address shape that it does not hold yet; a long list, or a next page into the person's
// network, fetches nothing.
#include "feeds/pagefeed/pagefeedreader.h"
#include "net/feedfetcher.h"
#include "net/httpclient.h"
#include "net/olderpostsfetch.h"

#include "testhttpserver.h"
#include "testregistry.h"

#include <QHostAddress>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

QByteArray postLink(int n)
{
    return "/2026/0" + QByteArray::number(1 + n % 9) + "/post-" + QByteArray::number(n) + "/";
}

// A list page of the posts from..to (newest first), with tag links and a pager.
QByteArray listPage(int from, int to, const QByteArray &older = {})
{
    QByteArray posts;
    for (int n = from; n >= to; --n)
        posts += "<div class=\"entry\"><h2><a href=\"" + postLink(n) +
                 "\">Notes on ring buffers, part " + QByteArray::number(n) +
                 "</a></h2><p>What the consumer sees when the producer laps it.</p>"
                 "<a class=\"tag\" href=\"/tags/queues/\">queues</a></div>";
    return "<!DOCTYPE html><html><head><title>Rings</title></head><body><header><a href=\"/\">"
           "Home</a><a href=\"/archives/\">Archives</a></header><main>" +
           posts + "</main>" +
           (older.isEmpty()
                ? QByteArray()
                : "<nav class=\"pagination\"><a href=\"" + older + "\">Older posts</a></nav>") +
           "</body></html>";
}

// An archive of every post, by year, with links of other shapes beside them.
QByteArray archivePage(int newest)
{
    QByteArray items;
    for (int n = newest; n >= 1; --n)
        items += "<li><span>2026-01-0" + QByteArray::number(1 + n % 9) + "</span> <a href=\"" +
                 postLink(n) + "\">Notes on ring buffers, part " + QByteArray::number(n) +
                 "</a></li>";
    return "<!DOCTYPE html><html><head><title>Archives</title></head><body><main><h1>Archives"
           "</h1><ul class=\"years\">" +
           items +
           "</ul><ul class=\"pages\"><li><a href=\"/about/me/\">About the author of the blog</a>"
           "</li><li><a href=\"/about/blog/\">About this blog and its licence</a></li></ul>"
           "</main></body></html>";
}

ParsedFeed firstList(const QByteArray &page, const QUrl &url)
{
    return PageFeedReader::readLists(page, url, u"text/html"_s, 3).value(0);
}

std::optional<OlderPostsFetch::Outcome> filled(const ParsedFeed &list, const QString &selector,
                                               const QString &host = u"127.0.0.1"_s)
{
    HttpClient network;
    FeedFetcher fetcher(&network);
    OlderPostsFetch older(&fetcher, NetworkReach::content(host));
    std::optional<OlderPostsFetch::Outcome> result;
    older.fetch(list, selector, [&](const OlderPostsFetch::Outcome &outcome) { result = outcome; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 15'000))
        return std::nullopt;
    return result;
}

QStringList pathsOf(const QList<ParsedEntry> &entries)
{
    QStringList paths;
    for (const ParsedEntry &entry : entries)
        paths.append(entry.link.path());
    return paths;
}

} // namespace

class TestOlderPostsFetch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aShortListTakesItsNextPage();
    void theArchiveFillsWhatTheNextPageDidNot();
    void aLongListFetchesNothing();
    void onlyPostsOfTheListsShapeGoOn_data();
    void onlyPostsOfTheListsShapeGoOn();
    void aChosenListIsReadByItsSelector();
    void aNextPageIntoTheLocalNetworkIsNeverFetched();
};

void TestOlderPostsFetch::aShortListTakesItsNextPage()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/", listPage(16, 12, "/page/2/"), "text/html");
    server.serveBody("/page/2/", listPage(11, 5, "/page/3/"), "text/html");
    server.serveBody("/archives/", archivePage(16), "text/html");
    const ParsedFeed list = firstList(listPage(16, 12, "/page/2/"), server.url(u"/"_s));
    QCOMPARE(list.entries.size(), 5);
    const auto result = filled(list, {});
    QVERIFY(result);
    // 5 and 7: enough, so neither the archive nor a third page is asked for.
    QCOMPARE(result->added, 7);
    QCOMPARE(result->feed.entries.size(), 12);
    QCOMPARE(result->feed.entries.at(5).link.path(), QString::fromLatin1(postLink(11)));
    QCOMPARE(result->feed.entries.last().link.path(), QString::fromLatin1(postLink(5)));
    QCOMPARE(result->requests, 1);
    QVERIFY(server.requestsFor("/archives/").isEmpty());
    QVERIFY(server.requestsFor("/page/3/").isEmpty());
    QVERIFY2(result->feed.listDescription.contains(server.url(u"/page/2/"_s).toDisplayString()),
             qPrintable(result->feed.listDescription));
}

void TestOlderPostsFetch::theArchiveFillsWhatTheNextPageDidNot()
{
    TestHttpServer server;
    QVERIFY(server.start());
    // The next page is gone (404); the archive holds all 40 posts, the list's own among them.
    server.serveBody("/archives/", archivePage(40), "text/html");
    const ParsedFeed list = firstList(listPage(40, 37, "/page/2/"), server.url(u"/"_s));
    QCOMPARE(list.entries.size(), 4);
    const auto result = filled(list, {});
    QVERIFY(result);
    QCOMPARE(result->requests, 2);
    QCOMPARE(server.requestsFor("/page/2/").size(), 1);
    // Filled up to MaxItems, with the posts after the list's own, in the archive's order; its
    // pages of another shape are not posts.
    QCOMPARE(result->feed.entries.size(), OlderPostsFetch::MaxItems);
    QCOMPARE(result->feed.entries.at(4).link.path(), QString::fromLatin1(postLink(36)));
    QStringList paths = pathsOf(result->feed.entries);
    QCOMPARE(paths.removeDuplicates(), 0);
    QVERIFY(!paths.contains(u"/about/me/"_s));
}

void TestOlderPostsFetch::aLongListFetchesNothing()
{
    TestHttpServer server;
    QVERIFY(server.start());
    const ParsedFeed list = firstList(listPage(20, 11, "/page/2/"), server.url(u"/"_s));
    QCOMPARE(list.entries.size(), OlderPostsFetch::FewItems);
    QVERIFY(!list.olderPages.isEmpty());
    const auto result = filled(list, {});
    QVERIFY(result);
    QCOMPARE(result->requests, 0);
    QCOMPARE(result->feed.entries.size(), 10);
    QVERIFY(server.requestsFor("/page/2/").isEmpty());
}

void TestOlderPostsFetch::onlyPostsOfTheListsShapeGoOn_data()
{
    QTest::addColumn<QStringList>("list");
    QTest::addColumn<QStringList>("more");
    QTest::addColumn<QStringList>("kept");
    QTest::newRow("dated posts") << QStringList{u"/2026/03/slab/"_s, u"/2026/02/buddy/"_s}
                                 << QStringList{u"/2026/02/buddy"_s, // held (without its slash)
                                                u"/2025/12/go/arenas/"_s, // in a category
                                                u"/tags/alloc/"_s,
                                                u"/page/3/"_s,
                                                u"/2025/11/tlsf/"_s,
                                                u"https://other.test/2025/10/x/"_s}
                                 << QStringList{u"/2025/12/go/arenas/"_s, u"/2025/11/tlsf/"_s};
    QTest::newRow("a blog under /blog/, its categories beside it")
        << QStringList{u"/blog/care-about-it"_s, u"/blog/rails-fixtures"_s}
        << QStringList{u"/blog/categories/rails/"_s, u"/blog/page/2/"_s,
                       u"/blog/monitoring-queues"_s}
        << QStringList{u"/blog/monitoring-queues"_s};
    QTest::newRow("posts under their categories")
        << QStringList{u"/storage/wal.html"_s, u"/misc/pxe.html"_s}
        << QStringList{u"/storage/slow-log.html"_s, u"/about/"_s, u"/notes/binlog.html"_s}
        << QStringList{u"/storage/slow-log.html"_s, u"/notes/binlog.html"_s};
    QTest::newRow("posts under /archives/, as some generators name them")
        << QStringList{u"/archives/1a2b/"_s, u"/archives/3c4d/"_s}
        << QStringList{u"/archives/5e6f/"_s, u"/tags/x/"_s} << QStringList{u"/archives/5e6f/"_s};
}

void TestOlderPostsFetch::onlyPostsOfTheListsShapeGoOn()
{
    QFETCH(QStringList, list);
    QFETCH(QStringList, more);
    QFETCH(QStringList, kept);
    const auto entries = [](const QStringList &links) {
        QList<ParsedEntry> result;
        for (const QString &link : links) {
            ParsedEntry e;
            e.link = QUrl(u"https://rings.test/"_s).resolved(QUrl(link));
            result.append(e);
        }
        return result;
    };
    QCOMPARE(pathsOf(OlderPostsFetch::continuation(entries(list), entries(more))), kept);
}

void TestOlderPostsFetch::aChosenListIsReadByItsSelector()
{
    // Page 2 repeats a list of long cards of another kind above the posts; the chosen list's
    // selector reads only the posts.
    // Returns a QByteArray, not the builder of one: its parts are locals.
    const auto page = [](int from, int to) -> QByteArray {
        QByteArray cards;
        for (int i = 1; i <= 3; ++i)
            cards += "<div class=\"card\"><h3><a href=\"/2026/0" + QByteArray::number(i) +
                     "/series-" + QByteArray::number(i) +
                     "/\">A long series on lock-free queues and their failure modes, volume " +
                     QByteArray::number(i) + "</a></h3><p>All of it, measured.</p></div>";
        QByteArray posts;
        for (int n = from; n >= to; --n)
            posts += "<li><a href=\"" + postLink(n) + "\">Part " + QByteArray::number(n) +
                     " of the story</a></li>";
        return "<html><body><main><section class=\"series\">" + cards +
               "</section><section class=\"latest\"><ul>" + posts +
               "</ul></section><a href=\"/page/2/\">2</a></main></body></html>";
    };
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/page/2/", page(6, 3), "text/html");
    const QList<ParsedFeed> lists =
        PageFeedReader::readLists(page(9, 7), server.url(u"/"_s), u"text/html"_s, 3);
    QVERIFY(lists.size() >= 2);
    const ParsedFeed &posts = lists[1];
    QCOMPARE(posts.listSelector, u"section.latest ul > li"_s);
    const auto result = filled(posts, posts.listSelector);
    QVERIFY(result);
    QCOMPARE(pathsOf(result->feed.entries).mid(3),
             QStringList({QString::fromLatin1(postLink(6)), QString::fromLatin1(postLink(5)),
                          QString::fromLatin1(postLink(4)), QString::fromLatin1(postLink(3))}));
}

// The pages a page links are the page's: a next page that redirects into another host of the
// person's network (127.0.0.2) is refused at that hop, and adds nothing.
void TestOlderPostsFetch::aNextPageIntoTheLocalNetworkIsNeverFetched()
{
    TestHttpServer server;
    QVERIFY(server.start(QHostAddress(u"127.0.0.1"_s)));
    TestHttpServer router;
    if (!router.start(QHostAddress(u"127.0.0.2"_s)))
        QSKIP("127.0.0.2 cannot be listened on here");
    server.redirect("/page/2/", 302, router.url(u"/page/2/"_s).toEncoded());
    router.serveBody("/page/2/", listPage(11, 5), "text/html");
    const ParsedFeed list = firstList(listPage(16, 12, "/page/2/"), server.url(u"/"_s));
    const auto result = filled(list, {});
    QVERIFY(result);
    QVERIFY(router.requestsFor("/page/2/").isEmpty());
    QCOMPARE(result->added, 0);
    QCOMPARE(result->feed.entries.size(), 5);
}

LECTERN_TEST_GUILESS_MAIN(tst_olderpostsfetch, TestOlderPostsFetch)
#include "tst_olderpostsfetch.moc"
