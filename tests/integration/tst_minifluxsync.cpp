// Sync with a real Miniflux through its REST API (SyncServer): the first sync brings the
// subscription on its folder's shelf with its entries; a read there and a star here meet; a star
// given on both sides is not flipped back (Miniflux can only toggle one); a change made while
// the server cannot be reached waits and goes next time; an entry new on the server comes by
// the changes since the last sync; a sync with nothing new costs two requests; an API token
// logs in as well as the password, and a wrong one is refused by name; the command line adds a
// Miniflux account by token.
#include "feeds/parsedfeed.h"
#include "lecternrun.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "library/stores/syncstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/feedwrites.h"
#include "library/writes/librarywriter.h"
#include "library/writes/shelfwrites.h"
#include "library/writes/syncwrites.h"
#include "net/httpclient.h"
#include "sync/minifluxclient.h"
#include "sync/minifluxsync.h"
#include "syncserver.h"
#include "testhttpserver.h"
#include "testregistry.h"
#include "testshelves.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestMinifluxSync : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bothSidesAgree();

private:
    AccountSync::Outcome sync(MinifluxSync &run, const QString &secret);
};

namespace {

const QString token = u"lectern-test-token-4f1b2c3d"_s;

QByteArray feedWith(int items)
{
    QByteArray xml = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Kernel Notes"
                     "</title><link>http://127.0.0.1/</link>";
    for (int i = 0; i < items; ++i) {
        const QByteArray n = QByteArray::number(i);
        xml += "<item><title>Note " + n + "</title><link>http://127.0.0.1/notes/" + n +
               "</link><guid>urn:notes:" + n + "</guid><pubDate>Tue, 01 Dec 2026 0" + n +
               ":00:00 GMT</pubDate><description>&lt;p&gt;Scheduler note " + n +
               ".&lt;/p&gt;</description></item>";
    }
    return xml + "</channel></rss>";
}

qint64 entryTitled(const SyncServer &server, const QString &title)
{
    for (const QJsonValue &entry :
         server.rest("GET", u"/v1/entries?limit=0"_s)[u"entries"_s].toArray()) {
        if (entry[u"title"_s].toString() == title)
            return entry[u"id"_s].toInteger();
    }
    return 0;
}

} // namespace

AccountSync::Outcome TestMinifluxSync::sync(MinifluxSync &run, const QString &secret)
{
    std::optional<AccountSync::Outcome> outcome;
    run.run(secret, [&](const AccountSync::Outcome &done) { outcome = done; });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(outcome, 30000); }();
    if (outcome)
        return *outcome;
    AccountSync::Outcome none;
    none.error = u"no outcome"_s;
    return none;
}

void TestMinifluxSync::bothSidesAgree()
{
    if (!SyncServer::isAvailable())
        QSKIP("Miniflux and PostgreSQL are not installed (Debian: miniflux postgresql)");
    TestHttpServer feeds;
    QVERIFY(feeds.start());
    feeds.serveBody("/notes.rss", feedWith(2), "application/rss+xml");
    SyncServer server;
    QVERIFY2(server.start(), qPrintable(server.errorString()));
    const qint64 feedOnServer = server.follow(feeds.url(u"/notes.rss"_s), u"Kernels"_s);
    QVERIFY(feedOnServer > 0);
    // An API token, as Settings > API Keys makes one.
    QVERIFY(
        server.sql(u"INSERT INTO api_keys (user_id, token, description) SELECT id, '%1', "
                   "'lectern' FROM users WHERE username = '%2'"_s.arg(token, SyncServer::user())));

    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    QVERIFY(db.open());
    LibraryWriter writer(db.path());
    QVERIFY(writer.start());
    HttpClient http;

    // A wrong token is refused by name; the right one and the password both log in.
    MinifluxClient client(&http, server.url());
    std::optional<QString> answer;
    client.setLogin({}, u"not-a-token"_s);
    client.checkLogin([&](const QString &error) { answer = error; });
    QTRY_VERIFY(answer);
    QVERIFY2(answer->contains(u"401"_s), qPrintable(*answer));
    for (const auto &[user, secret] :
         {std::pair{QString(), token}, std::pair{SyncServer::user(), SyncServer::password()}}) {
        answer.reset();
        client.setLogin(user, secret);
        client.checkLogin([&](const QString &error) { answer = error; });
        QTRY_VERIFY(answer);
        QVERIFY2(answer->isEmpty(), qPrintable(*answer));
    }

    const auto accountId =
        SyncStore(db.connection()).addAccount(u"miniflux"_s, server.url(), QString());
    QVERIFY(accountId);
    MinifluxSync run(&writer, &http, *SyncStore(db.connection()).account(*accountId));

    // First sync: the subscription on its folder's shelf, both entries unread.
    const AccountSync::Outcome first = sync(run, token);
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    QCOMPARE(first.subscriptions, 1);
    QCOMPARE(first.newItems, 2);
    const auto feedId = FeedStore(db.connection()).idForUrl(feeds.url(u"/notes.rss"_s));
    QVERIFY(feedId);
    QCOMPARE(FeedStore(db.connection()).feed(*feedId)->shelfId,
             ShelfStore(db.connection()).find(u"Kernels"_s).value_or(-1));
    QVERIFY(!SyncStore(db.connection()).account(*accountId)->cursor.isEmpty());
    const auto articleTitled = [&](const QString &title) {
        for (const ArticleSummary &article : ArticleStore(db.connection()).articles(*feedId)) {
            if (article.title == title)
                return article;
        }
        return ArticleSummary{};
    };
    QVERIFY(!articleTitled(u"Note 0"_s).read && !articleTitled(u"Note 1"_s).read);
    QVERIFY(FeedStore(db.connection()).fetchStates().isEmpty()); // the server fetches it

    // Read there, starred here; and Note 1 starred on both sides.
    const qint64 note0 = entryTitled(server, u"Note 0"_s);
    const qint64 note1 = entryTitled(server, u"Note 1"_s);
    server.rest(
        "PUT", u"/v1/entries"_s,
        QJsonDocument(QJsonObject{{u"entry_ids"_s, QJsonArray{note0}}, {u"status"_s, u"read"_s}})
            .toJson());
    server.rest("PUT", u"/v1/entries/%1/bookmark"_s.arg(note1));
    QVERIFY(writer.articles().setStarred({articleTitled(u"Note 1"_s).id}, true).result());
    const AccountSync::Outcome second = sync(run, token);
    QVERIFY2(second.error.isEmpty(), qPrintable(second.error));
    QCOMPARE(second.pushed, 0); // starred there already: not toggled
    QVERIFY(articleTitled(u"Note 0"_s).read);
    QVERIFY(articleTitled(u"Note 1"_s).starred);
    QVERIFY(server.rest("GET", u"/v1/entries/%1"_s.arg(note1))[u"starred"_s].toBool());

    // Starred and unread here while the server cannot be reached: both wait, then go.
    QVERIFY(writer.articles().setStarred({articleTitled(u"Note 0"_s).id}, true).result());
    QVERIFY(writer.articles().setRead({articleTitled(u"Note 0"_s).id}, false).result());
    SyncAccount away = run.account();
    away.url = QUrl(u"http://127.0.0.1:9/"_s);
    MinifluxSync offline(&writer, &http, away);
    QVERIFY(!sync(offline, token).error.isEmpty());
    QCOMPARE(SyncStore(db.connection()).pendingChanges(*accountId).size(), 2);
    QVERIFY(!articleTitled(u"Note 0"_s).read);
    const AccountSync::Outcome back = sync(run, token);
    QVERIFY2(back.error.isEmpty(), qPrintable(back.error));
    QCOMPARE(back.pushed, 2);
    const QJsonDocument note0There = server.rest("GET", u"/v1/entries/%1"_s.arg(note0));
    QCOMPARE(note0There[u"status"_s].toString(), u"unread"_s);
    QVERIFY(note0There[u"starred"_s].toBool());
    QVERIFY(SyncStore(db.connection()).pendingChanges(*accountId).isEmpty());
    QVERIFY(!articleTitled(u"Note 0"_s).read && articleTitled(u"Note 0"_s).starred);

    // Nothing new: the feeds and one page of changes.
    QTest::qWait(1100); // past the cursor's margin
    const AccountSync::Outcome quiet = sync(run, token);
    QVERIFY2(quiet.error.isEmpty(), qPrintable(quiet.error));
    QCOMPARE(quiet.newItems, 0);
    QCOMPARE(quiet.statesWritten, 0);
    QCOMPARE(quiet.requests, 2);
    qInfo("a sync with nothing new: %d requests, %lld ms", quiet.requests, quiet.milliseconds);

    // A new entry on the server (Miniflux fetched the feed again): it comes with the changes.
    feeds.serveBody("/notes.rss", feedWith(3), "application/rss+xml");
    server.rest("PUT", u"/v1/feeds/%1/refresh"_s.arg(feedOnServer));
    QTRY_VERIFY_WITH_TIMEOUT(entryTitled(server, u"Note 2"_s) > 0, 10000);
    const AccountSync::Outcome fresh = sync(run, token);
    QVERIFY2(fresh.error.isEmpty(), qPrintable(fresh.error));
    QCOMPARE(fresh.newItems, 1);
    QCOMPARE(ArticleStore(db.connection()).articles(*feedId).size(), 3);
    QVERIFY(!articleTitled(u"Note 2"_s).read);

    // Moved to another shelf here: the feed's category there follows; unsubscribed here: gone
    // there, and not brought back.
    QVERIFY(Testing::moveToShelf(writer, db.connection(), *feedId, u"Schedulers"_s));
    const AccountSync::Outcome moved = sync(run, token);
    QVERIFY2(moved.error.isEmpty(), qPrintable(moved.error));
    QCOMPARE(server.rest("GET", u"/v1/feeds/%1"_s.arg(feedOnServer))[u"category"_s][u"title"_s]
                 .toString(),
             u"Schedulers"_s);
    QCOMPARE(FeedStore(db.connection()).feed(*feedId)->shelfId,
             ShelfStore(db.connection()).find(u"Schedulers"_s).value_or(-1));
    QVERIFY(writer.feeds().remove(*feedId).result());
    const AccountSync::Outcome unsubscribed = sync(run, token);
    QVERIFY2(unsubscribed.error.isEmpty(), qPrintable(unsubscribed.error));
    QCOMPARE(unsubscribed.subscriptions, 0);
    QVERIFY(server.rest("GET", u"/v1/feeds"_s).array().isEmpty());
    QVERIFY(!FeedStore(db.connection()).idForUrl(feeds.url(u"/notes.rss"_s)));
    QVERIFY(server.follow(feeds.url(u"/notes.rss"_s), u"Kernels"_s) > 0);

    // A feed of this library only, followed on the account: the server subscribes (in the
    // category of its shelf), and the feed becomes the account's, its articles kept, not doubled.
    const QByteArray localXml =
        "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Allocator Diary</title>"
        "<link>http://127.0.0.1/</link><item><title>Slabs</title>"
        "<link>http://127.0.0.1/alloc/slabs</link><guid>urn:alloc:slabs</guid></item>"
        "<item><title>Arenas</title><link>http://127.0.0.1/alloc/arenas</link>"
        "<guid>urn:alloc:arenas</guid></item></channel></rss>";
    feeds.serveBody("/alloc.rss", localXml, "application/rss+xml");
    ParsedFeed local;
    local.format = FeedFormat::Rss;
    local.title = u"Allocator Diary"_s;
    for (const QString &name : {u"slabs"_s, u"arenas"_s}) {
        ParsedEntry entry;
        entry.id = u"urn:alloc:"_s + name;
        entry.title = name == u"slabs"_s ? u"Slabs"_s : u"Arenas"_s;
        entry.link = QUrl(u"http://127.0.0.1/alloc/"_s + name);
        local.entries.append(entry);
    }
    const QUrl localUrl = feeds.url(u"/alloc.rss"_s);
    QVERIFY(FeedIngest::ingest(db.connection(), localUrl, local).ok);
    const qint64 localId = FeedStore(db.connection()).idForUrl(localUrl).value_or(0);
    QVERIFY(Testing::moveToShelf(writer, db.connection(), localId, u"Memory"_s));
    QVERIFY(writer.sync().queueSubscribe(*accountId, localId).result());
    const AccountSync::Outcome followed = sync(run, token);
    QVERIFY2(followed.error.isEmpty(), qPrintable(followed.error));
    const QJsonArray there = server.rest("GET", u"/v1/feeds"_s).array();
    const auto onServer = std::find_if(there.begin(), there.end(), [&](const QJsonValue &feed) {
        return feed[u"feed_url"_s].toString() == localUrl.toString();
    });
    QVERIFY(onServer != there.end());
    QCOMPARE((*onServer)[u"category"_s][u"title"_s].toString(), u"Memory"_s);
    QVERIFY(FeedStore(db.connection()).feed(localId)->synced);
    QCOMPARE(ArticleStore(db.connection()).articles(localId).size(), 2);
    QCOMPARE(SyncStore(db.connection()).pendingFeedChanges(*accountId).size(), 0);

    // A feed the server cannot fetch: refused there, said, dropped from the queue; the feed
    // stays this library's and the sync goes on.
    ParsedFeed lost;
    lost.format = FeedFormat::Rss;
    lost.title = u"Gone Blog"_s;
    const QUrl lostUrl = feeds.url(u"/gone.rss"_s);
    QVERIFY(FeedIngest::ingest(db.connection(), lostUrl, lost).ok);
    const qint64 lostId = FeedStore(db.connection()).idForUrl(lostUrl).value_or(0);
    QVERIFY(writer.sync().queueSubscribe(*accountId, lostId).result());
    const AccountSync::Outcome refused = sync(run, token);
    QVERIFY2(refused.error.isEmpty(), qPrintable(refused.error));
    QCOMPARE(refused.notices.size(), 1);
    QVERIFY2(refused.notices.first().contains(u"gone.rss"_s), qPrintable(refused.notices.first()));
    QVERIFY(SyncStore(db.connection()).pendingFeedChanges(*accountId).isEmpty());
    QVERIFY(!FeedStore(db.connection()).feed(lostId)->synced);

    // The command line: an account by token, synced.
    const QString library = dir.filePath(u"cli-library"_s);
    const auto lectern = [&](const QStringList &arguments, const QByteArray &input = {}) {
        return LecternRun::run(QStringList{u"--library"_s, library} + arguments,
                               QProcessEnvironment::systemEnvironment(), input);
    };
    const LecternRun added = lectern(
        {u"account"_s, u"add"_s, u"miniflux"_s, server.url().toString(), u"--token-stdin"_s},
        token.toUtf8() + "\n");
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    const LecternRun synced =
        lectern({u"sync"_s, u"--account"_s, added.out.trimmed(), u"--token-stdin"_s},
                token.toUtf8() + "\n");
    QVERIFY2(synced.exitCode == 0, qPrintable(synced.err));
    QVERIFY2(synced.out.contains(u"2 subscriptions, 5 new items"_s), qPrintable(synced.out));
}

LECTERN_TEST_GUILESS_MAIN(tst_minifluxsync, TestMinifluxSync)
#include "tst_minifluxsync.moc"
