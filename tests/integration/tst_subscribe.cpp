// Fetch from a local HTTP server, parse, and store: the whole path of a subscription.
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/writes/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedsubscriber.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include "net/httptransferthread.h"
#include <QFile>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestSubscribe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void subscribesAndStores();
    void subscribingTwiceAddsNothing();
    void htmlPageFailsClearly();
    void discoversLinkedFeed();
    void offersTheFeedsAPageLinks();
    void largeDocumentsAreStoredAsTheyAreRead();
    void relativeLinksFollowContentLocation();
    void triesUsualLocations();
    void missingFeedFailsClearly();
    void aPageCannotLeadIntoTheLocalNetwork();
    void anotherListOfAPageIsFilledUpWhenFollowed();

private:
    TestHttpServer m_server;
    HttpClient m_network;
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
};

void TestSubscribe::initTestCase()
{
    QVERIFY(m_server.start());
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    m_server.serveBody("/feed.rss", fixture.readAll(), "application/rss+xml; charset=utf-8");
    m_server.serveBody(
        "/site/index.html",
        "<!DOCTYPE html><html><head><title>Notes</title>"
        "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Posts\" href=\"../feed.rss\">"
        "</head><body><p>Hello</p></body></html>",
        "text/html; charset=utf-8");
    m_server.serveBody(
        "/site/two.html",
        "<!DOCTYPE html><html><head><title>Notes</title>"
        "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Posts\" href=\"../feed.rss\">"
        "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Comments\" "
        "href=\"/comments.atom\">"
        "</head><body><p>Hello</p></body></html>",
        "text/html; charset=utf-8");
    m_server.serveBody(
        "/blog.html",
        "<!DOCTYPE html><html><head><title>A blog</title></head><body><p>Hi</p></body></html>",
        "text/html");
}

void TestSubscribe::init()
{
    static int n = 0;
    m_db = std::make_unique<Database>(m_dir.filePath(u"library-%1.sqlite"_s.arg(++n)));
    QVERIFY(m_db->open());
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY2(m_writer->start(), qPrintable(m_writer->errorString()));
}

void TestSubscribe::cleanup()
{
    m_writer.reset();
    m_db.reset();
}

void TestSubscribe::subscribesAndStores()
{
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    subscriber.subscribe(m_server.url(u"/feed.rss"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 1, 10000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
    QCOMPARE(done.first().at(2).toInt(), 2);

    const auto feeds = FeedStore(m_db->connection()).feeds();
    QCOMPARE(feeds.size(), 1);
    QCOMPARE(feeds.first().title, u"Compiler Field Notes"_s);
    QCOMPARE(feeds.first().url, m_server.url(u"/feed.rss"_s));
    const auto articles = ArticleStore(m_db->connection()).articles(feeds.first().id);
    QCOMPARE(articles.size(), 2);
    QCOMPARE(articles[0].title, u"How the inliner decides"_s);
    QCOMPARE(articles[0].published, QDateTime(QDate(2026, 3, 3), QTime(9, 30), QTimeZone::UTC));
    QCOMPARE(articles[1].published, QDateTime(QDate(2026, 3, 1), QTime(17, 0), QTimeZone::UTC));
    const auto first = ArticleStore(m_db->connection()).article(articles[0].id);
    QVERIFY(first->contentHtml.contains(u"language-cpp"_s));
}

void TestSubscribe::subscribingTwiceAddsNothing()
{
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    subscriber.subscribe(m_server.url(u"/feed.rss"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
    subscriber.subscribe(m_server.url(u"/feed.rss"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, 10000);
    QCOMPARE(done.at(1).at(2).toInt(), 0);
    QCOMPARE(ArticleStore(m_db->connection()).articles(0).size(), 2);
}

void TestSubscribe::htmlPageFailsClearly()
{
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    subscriber.subscribe(m_server.url(u"/blog.html"_s));
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
    const QString message = failed.first().at(1).toString();
    QVERIFY2(message.contains(u"web page"_s), qPrintable(message));
    QVERIFY(message.contains(u"/blog.html"_s));
    // It looked for a feed in the usual places before giving up.
    bool triedFeedXml = false;
    for (const auto &request : m_server.requests())
        triedFeedXml = triedFeedXml || request.path == "/feed.xml";
    QVERIFY(triedFeedXml);
    QVERIFY(FeedStore(m_db->connection()).feeds().isEmpty());
}

void TestSubscribe::discoversLinkedFeed()
{
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    subscriber.subscribe(m_server.url(u"/site/index.html"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 1, 10000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
    QCOMPARE(done.first().at(0).toUrl(), m_server.url(u"/site/index.html"_s));
    const auto feeds = FeedStore(m_db->connection()).feeds();
    QCOMPARE(feeds.size(), 1);
    QCOMPARE(feeds.first().url, m_server.url(u"/feed.rss"_s)); // the feed, not the page
}

void TestSubscribe::offersTheFeedsAPageLinks()
{
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy linked(&subscriber, &FeedSubscriber::feedsLinked);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    // Without a choice offered (the command line), the first feed that parses is taken.
    subscriber.subscribe(m_server.url(u"/site/two.html"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 1, 10000);
    QCOMPARE(done.count(), 1);
    QVERIFY(linked.isEmpty());

    // With one, the page's feeds come back in its order, titled and typed, and nothing is
    // stored or fetched beyond the page.
    subscriber.setOffersChoice(true);
    const qsizetype requests = m_server.requests().size();
    subscriber.subscribe(m_server.url(u"/site/two.html"_s));
    QTRY_COMPARE_WITH_TIMEOUT(linked.count(), 1, 10000);
    QCOMPARE(linked.first().at(0).toUrl(), m_server.url(u"/site/two.html"_s));
    const auto feeds = linked.first().at(1).value<QList<DiscoveredFeed>>();
    QCOMPARE(feeds.size(), 2);
    QCOMPARE(feeds[0].url, m_server.url(u"/feed.rss"_s));
    QCOMPARE(feeds[0].title, u"Posts"_s);
    QCOMPARE(feeds[1].url, m_server.url(u"/comments.atom"_s));
    QCOMPARE(feeds[1].type, u"application/atom+xml"_s);
    QCOMPARE(m_server.requests().size(), requests + 1);
    QCOMPARE(done.count(), 1);
    QVERIFY(failed.isEmpty());

    // A page that links one feed is subscribed to at once, choice or not.
    subscriber.subscribe(m_server.url(u"/site/index.html"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, 10000);
    QCOMPARE(linked.count(), 1);
}

void TestSubscribe::largeDocumentsAreStoredAsTheyAreRead()
{
    // Past FeedIngest::LargeDocumentBytes the writer parses and stores in batches: a large feed
    // is stored whole, and a large HTML page still leads to the feed it links.
    QByteArray items;
    int count = 0;
    while (items.size() < FeedIngest::LargeDocumentBytes + 4096) {
        items += "<item><title>Post " + QByteArray::number(count) + "</title><link>" +
                 m_server.url(u"/p/%1"_s.arg(count)).toEncoded() + "</link><description>" +
                 QByteArray("Some text of this post. ").repeated(8) + "</description></item>\n";
        ++count;
    }
    m_server.serveBody("/big.rss",
                       "<rss version=\"2.0\"><channel><title>Big feed</title>" + items +
                           "</channel></rss>",
                       "application/rss+xml");
    m_server.serveBody("/big.html",
                       "<!DOCTYPE html><html><head><link rel=\"alternate\" "
                       "type=\"application/rss+xml\" href=\"/feed.rss\"></head><body>" +
                           QByteArray("<p>A long page.</p>\n").repeated(250000) + "</body></html>",
                       "text/html");
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    subscriber.subscribe(m_server.url(u"/big.rss"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 1, 60000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
    QCOMPARE(done.first().at(2).toInt(), count);
    const auto feeds = FeedStore(m_db->connection()).feeds();
    QCOMPARE(feeds.size(), 1);
    QCOMPARE(feeds.first().title, u"Big feed"_s);
    QCOMPARE(feeds.first().totalCount, count);

    subscriber.subscribe(m_server.url(u"/big.html"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 2, 60000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
    QCOMPARE(FeedStore(m_db->connection()).feeds().size(), 2);
}

void TestSubscribe::relativeLinksFollowContentLocation()
{
    // The server says the feed lives under /blog/ (Content-Location): its relative links, in
    // the item and in its HTML, resolve there, as liberal readers resolve them.
    TestHttpServer::Response located;
    located.headers = {{"Content-Type", "application/rss+xml"},
                       {"Content-Location", "/blog/feed.xml"}};
    located.body = "<rss version=\"2.0\"><channel><title>Located</title><item><title>Post"
                   "</title><link>posts/one.html</link><description>&lt;img src=\"pic.png\"&gt;"
                   "</description></item></channel></rss>";
    m_server.serve("/located.rss", located);
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    subscriber.subscribe(m_server.url(u"/located.rss"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 1, 10000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
    const auto articles = ArticleStore(m_db->connection()).articles(0);
    QCOMPARE(articles.size(), 1);
    QCOMPARE(articles[0].link, m_server.url(u"/blog/posts/one.html"_s));
    const auto record = ArticleStore(m_db->connection()).article(articles[0].id);
    QVERIFY2(record->summaryHtml.contains(m_server.url(u"/blog/pic.png"_s).toString()),
             qPrintable(record->summaryHtml));
}

void TestSubscribe::triesUsualLocations()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/",
                     "<html><head><title>Plain site</title></head><body>No links</body></html>",
                     "text/html");
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    server.serveBody("/index.xml", fixture.readAll(), "application/xml");
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    subscriber.subscribe(server.url(u"/"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 1, 10000);
    QCOMPARE(done.count(), 1);
    QCOMPARE(FeedStore(m_db->connection()).feeds().first().url, server.url(u"/index.xml"_s));
}

void TestSubscribe::missingFeedFailsClearly()
{
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    subscriber.subscribe(m_server.url(u"/nothing-here.xml"_s));
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
    QVERIFY(failed.first().at(1).toString().contains(u"404"_s));
}

void TestSubscribe::aPageCannotLeadIntoTheLocalNetwork()
{
    // Here 127.0.0.1 is the internet and 127.0.0.2 the person's own network. A page on the
    // internet that names a feed in the local network is not followed there; the person may
    // subscribe to that feed by its own address, and the library knows it is the network's.
    TestHttpServer lan;
    if (!lan.start(QHostAddress(u"127.0.0.2"_s)))
        QSKIP("127.0.0.2 cannot be listened on here");
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    lan.serveBody("/feed.rss", fixture.readAll(), "application/rss+xml");
    m_server.serveBody("/lure.html",
                       "<!DOCTYPE html><html><head><title>Lure</title><link rel=\"alternate\" "
                       "type=\"application/rss+xml\" href=\"" +
                           lan.url(u"/feed.rss"_s).toEncoded() +
                           "\"></head><body><p>Hi</p></body></html>",
                       "text/html");
    HttpClient http;
    http.setProxy(QNetworkProxy::NoProxy);
    http.transfers()->setAddressSpaceOf([](const QHostAddress &address) {
        return address.toString() == u"127.0.0.2"_s ? AddressSpace::Kind::Private
                                                    : AddressSpace::Kind::Public;
    });
    FeedFetcher fetcher(&http);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    QSignalSpy failed(&subscriber, &FeedSubscriber::failed);
    subscriber.subscribe(m_server.url(u"/lure.html"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 1, 10000);
    QCOMPARE(failed.count(), 1);
    const QString error = failed.first().at(1).toString();
    QVERIFY2(error.contains(u"points into your local network (127.0.0.2)"_s), qPrintable(error));
    QVERIFY(lan.requests().isEmpty());

    const auto privateAddress = [this](const QUrl &url) {
        QSqlQuery query(m_db->connection());
        query.prepare(u"SELECT private_address FROM feeds WHERE url = ?"_s);
        query.addBindValue(url.toString());
        return query.exec() && query.next() ? query.value(0).toInt() : -1;
    };
    subscriber.subscribe(lan.url(u"/feed.rss"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
    QCOMPARE(privateAddress(lan.url(u"/feed.rss"_s)), 1);
    subscriber.subscribe(m_server.url(u"/feed.rss"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, 10000);
    QCOMPARE(privateAddress(m_server.url(u"/feed.rss"_s)), 0);
}

// A page without a feed whose long cards of series come first and whose three latest posts go on
// at "Older posts": the series are offered first (no post page can be read to say otherwise),
// and when the person turns to the posts and follows them, their next page is read too.
void TestSubscribe::anotherListOfAPageIsFilledUpWhenFollowed()
{
    const auto page = [](int newest, int oldest) -> QByteArray {
        QByteArray series;
        for (int i = 1; i <= 3; ++i)
            series += "<div class=\"series\"><h3><a href=\"/series/s" + QByteArray::number(i) +
                      "/\">A long series on write-ahead logs and their recovery, volume " +
                      QByteArray::number(i) + "</a></h3><p>Every part of it, measured.</p></div>";
        QByteArray posts;
        for (int n = newest; n >= oldest; --n)
            posts += "<li><a href=\"/posts/p" + QByteArray::number(n) + "/\">Checkpoints, part " +
                     QByteArray::number(n) + "</a></li>";
        return "<!DOCTYPE html><html><head><title>WAL</title></head><body><main>"
               "<section class=\"all-series\">" +
               series + "</section><section class=\"latest\"><ul>" + posts +
               "</ul></section></main><nav class=\"pager\"><a href=\"/wal/page/2/\">Older "
               "posts</a></nav></body></html>";
    };
    m_server.serveBody("/wal/", page(9, 7), "text/html");
    m_server.serveBody("/wal/page/2/", page(6, 2), "text/html");
    FeedFetcher fetcher(&m_network);
    FeedSubscriber subscriber(m_writer.get(), &fetcher);
    QSignalSpy found(&subscriber, &FeedSubscriber::feedFound);
    QSignalSpy done(&subscriber, &FeedSubscriber::subscribed);
    subscriber.subscribe(m_server.url(u"/wal/"_s));
    QTRY_COMPARE_WITH_TIMEOUT(found.count(), 1, 15000);
    const auto offered = found.first().at(2).value<ParsedFeed>();
    QVERIFY(offered.entries.first().link.path().startsWith(u"/series/"_s));
    QVERIFY(offered.otherLists && !offered.otherLists->isEmpty());
    const ParsedFeed posts = offered.otherLists->first();
    QCOMPARE(posts.entries.size(), 3);
    const int before = int(m_server.requestsFor("/wal/page/2/").size());
    subscriber.subscribePage(m_server.url(u"/wal/"_s), posts);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 15000);
    QCOMPARE(done.first().at(2).toInt(), 8);
    QCOMPARE(m_server.requestsFor("/wal/page/2/").size(), before + 1);
}

LECTERN_TEST_GUILESS_MAIN(tst_subscribe, TestSubscribe)
#include "tst_subscribe.moc"
