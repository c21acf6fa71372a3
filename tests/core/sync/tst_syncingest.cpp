// A subscription the library followed before it synced: the server's items for it are the
// articles already there (matched by link, as the feed's own guids differ from the server's
// item ids), linked, not stored twice, and the server's states reach them.
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/librarychange.h"
#include "library/ingest/feedingest.h"
#include "library/ingest/syncingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/syncstore.h"
#include "library/writes/librarywriter.h"
#include "net/httpclient.h"
#include "sync/minifluxclient.h"
#include "sync/minifluxsync.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestSyncIngest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void followedBeforeIsLinkedNotDoubled();
    void olderThanRetentionIsLeftOut();
};

void TestSyncIngest::followedBeforeIsLinkedNotDoubled()
{
    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    QVERIFY(db.open());
    const QUrl feedUrl(u"http://127.0.0.1:9/systems.xml"_s);
    ParsedFeed feed;
    feed.format = FeedFormat::Rss;
    feed.title = u"Systems Notes"_s;
    for (const auto &[guid, title, path] :
         {std::tuple{u"urn:systems:locks"_s, u"Locks"_s, u"/locks"_s},
          std::tuple{u"urn:systems:queues"_s, u"Queues"_s, u"/queues"_s}}) {
        ParsedEntry entry;
        entry.id = guid;
        entry.title = title;
        entry.link = QUrl(u"http://127.0.0.1:9"_s + path);
        entry.summary = u"<p>Before sync.</p>"_s;
        feed.entries.append(entry);
    }
    QVERIFY(FeedIngest::ingest(db.connection(), feedUrl, feed).ok);

    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody(
        "/v1/feeds",
        R"([{"id":7,"title":"Systems Notes","feed_url":"http://127.0.0.1:9/systems.xml",)"
        R"("site_url":"http://127.0.0.1:9/","category":{"id":1,"title":"Systems"}}])",
        "application/json");
    server.serveBody("/v1/entries",
                     R"({"total":3,"entries":[)"
                     R"({"id":11,"feed_id":7,"status":"read","starred":false,"title":"Locks",)"
                     R"("url":"http://127.0.0.1:9/locks","content":"<p>One</p>"},)"
                     R"({"id":12,"feed_id":7,"status":"unread","starred":true,"title":"Queues",)"
                     R"("url":"http://127.0.0.1:9/queues","content":"<p>Two</p>"},)"
                     R"({"id":13,"feed_id":7,"status":"unread","starred":false,"title":"Barriers",)"
                     R"("url":"http://127.0.0.1:9/barriers","content":"<p>Three</p>"}]})",
                     "application/json");
    LibraryWriter writer(db.path());
    QVERIFY(writer.start());
    const auto accountId =
        SyncStore(db.connection()).addAccount(u"miniflux"_s, server.url(u"/"_s), {});
    QVERIFY(accountId);
    HttpClient http;
    MinifluxSync sync(&writer, &http, *SyncStore(db.connection()).account(*accountId));
    std::optional<AccountSync::Outcome> outcome;
    sync.run(u"token-1"_s, [&](const AccountSync::Outcome &done) { outcome = done; });
    QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000);
    QVERIFY2(outcome->error.isEmpty(), qPrintable(outcome->error));
    QCOMPARE(outcome->newItems, 1); // the two it held are linked, not new

    const qint64 feedId = FeedStore(db.connection()).idForUrl(feedUrl).value_or(0);
    const QList<ArticleSummary> articles = ArticleStore(db.connection()).articles(feedId);
    QCOMPARE(articles.size(), 3); // two kept, one new
    QCOMPARE(SyncStore(db.connection()).knownItems(*accountId), (QSet<qint64>{11, 12, 13}));
    for (const ArticleSummary &article : articles) {
        QCOMPARE(article.read, article.title == u"Locks"_s);
        QCOMPARE(article.starred, article.title == u"Queues"_s);
    }
}

// A feed kept for 30 days: an item the server still holds from a year ago is left out, and the
// rest of its batch is stored and linked.
void TestSyncIngest::olderThanRetentionIsLeftOut()
{
    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    QVERIFY(db.open());
    const auto accountId =
        SyncStore(db.connection()).addAccount(u"miniflux"_s, QUrl(u"http://127.0.0.1:9/"_s), {});
    QVERIFY(accountId);
    QSqlDatabase connection = db.connection();
    LibraryChange change;
    const QUrl feedUrl(u"http://127.0.0.1:9/kept.xml"_s);
    QCOMPARE(SyncIngest::storeSubscriptions(
                 connection, change, *accountId,
                 {RemoteSubscription{u"feed/3"_s, u"Kept Short"_s, feedUrl, {}, {}}})
                 .size(),
             1);
    const qint64 feedId = FeedStore(connection).idForUrl(feedUrl).value_or(0);
    QVERIFY(FeedStore(connection).setRetention(feedId, 30));
    RemoteItem recent;
    recent.id = 31;
    recent.streamId = u"feed/3"_s;
    recent.title = u"This week"_s;
    recent.link = QUrl(u"http://127.0.0.1:9/week"_s);
    recent.published = QDateTime::currentDateTimeUtc().addDays(-2);
    RemoteItem old = recent;
    old.id = 30;
    old.title = u"Last year"_s;
    old.link = QUrl(u"http://127.0.0.1:9/year"_s);
    old.published = QDateTime::currentDateTimeUtc().addDays(-365);
    QCOMPARE(SyncIngest::storeItems(connection, change, *accountId, feedUrl, {old, recent},
                                    &MinifluxClient::guidOf),
             1);
    QCOMPARE(SyncStore(connection).knownItems(*accountId), (QSet<qint64>{31}));
    QCOMPARE(ArticleStore(connection).articles(feedId).size(), 1);
}

LECTERN_TEST_GUILESS_MAIN(tst_syncingest, TestSyncIngest)
#include "tst_syncingest.moc"
