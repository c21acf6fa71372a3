// Sync with a real Google Reader API server (Miniflux, SyncServer): the first sync brings the
// subscription (on a shelf named after its folder) and its items; a read on the server and a
// star here meet at the next sync, each side seeing the other's; a change made while the server
// cannot be reached stays queued and goes at the next sync that reaches it; a sync with nothing
// new asks for no contents; a synced feed is never fetched by the refresher.
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
#include "sync/googlereadersync.h"
#include "syncserver.h"
#include "testhttpserver.h"
#include "testregistry.h"
#include "testshelves.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestGoogleReaderSync : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bothSidesAgree();
    void fromTheCommandLine();

private:
    GoogleReaderSync::Outcome sync(LibraryWriter &writer, HttpClient &http,
                                   const SyncAccount &account, const QString &password);
};

GoogleReaderSync::Outcome TestGoogleReaderSync::sync(LibraryWriter &writer, HttpClient &http,
                                                     const SyncAccount &account,
                                                     const QString &password)
{
    GoogleReaderSync run(&writer, &http, account);
    std::optional<GoogleReaderSync::Outcome> outcome;
    run.run(password, [&](const GoogleReaderSync::Outcome &done) { outcome = done; });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(outcome, 30000); }();
    if (outcome)
        return *outcome;
    GoogleReaderSync::Outcome none;
    none.error = u"no outcome"_s;
    return none;
}

void TestGoogleReaderSync::bothSidesAgree()
{
    if (!SyncServer::isAvailable())
        QSKIP("Miniflux and PostgreSQL are not installed (Debian: miniflux postgresql)");
    TestHttpServer feeds;
    QVERIFY(feeds.start());
    QVERIFY(feeds.serveFile("/feed.rss",
                            QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"),
                            "application/rss+xml"));
    SyncServer server;
    QVERIFY2(server.start(), qPrintable(server.errorString()));
    QVERIFY(server.follow(feeds.url(u"/feed.rss"_s), u"Compilers"_s) > 0);

    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    QVERIFY(db.open());
    LibraryWriter writer(db.path());
    QVERIFY(writer.start());
    const auto accountId =
        SyncStore(db.connection())
            .addAccount(u"greader"_s, server.url(), SyncServer::googleReaderUser());
    QVERIFY(accountId);
    const SyncAccount account = *SyncStore(db.connection()).account(*accountId);
    HttpClient http;

    // First sync: the subscription and both items, unread.
    GoogleReaderSync::Outcome first =
        sync(writer, http, account, SyncServer::googleReaderPassword());
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    QCOMPARE(first.subscriptions, 1);
    QCOMPARE(first.newItems, 2);
    const auto feedId = FeedStore(db.connection()).idForUrl(feeds.url(u"/feed.rss"_s));
    QVERIFY(feedId);
    QCOMPARE(FeedStore(db.connection()).feed(*feedId)->shelfId,
             ShelfStore(db.connection()).find(u"Compilers"_s).value_or(-1));
    QList<ArticleSummary> articles = ArticleStore(db.connection()).articles(*feedId);
    QCOMPARE(articles.size(), 2);
    QVERIFY(!articles.at(0).read && !articles.at(1).read);
    // The refresher never fetches it: the server does.
    QVERIFY(FeedStore(db.connection()).fetchStates().isEmpty());

    // Read on the server, starred here.
    const QJsonArray entries =
        server.rest("GET", u"/v1/entries?order=id"_s)[u"entries"_s].toArray();
    QCOMPARE(entries.size(), 2);
    const qint64 readThere = entries.at(0)[u"id"_s].toInteger();
    const QString readTitle = entries.at(0)[u"title"_s].toString();
    server.rest("PUT", u"/v1/entries"_s,
                QJsonDocument(
                    QJsonObject{{u"entry_ids"_s, QJsonArray{readThere}}, {u"status"_s, u"read"_s}})
                    .toJson());
    const ArticleSummary other =
        articles.at(0).title == readTitle ? articles.at(1) : articles.at(0);
    QVERIFY(writer.articles().setStarred({other.id}, true).result());
    GoogleReaderSync::Outcome second =
        sync(writer, http, account, SyncServer::googleReaderPassword());
    QVERIFY2(second.error.isEmpty(), qPrintable(second.error));
    QCOMPARE(second.pushed, 1);
    QCOMPARE(second.newItems, 0);
    for (const ArticleSummary &article : ArticleStore(db.connection()).articles(*feedId)) {
        QCOMPARE(article.read, article.title == readTitle);
        QCOMPARE(article.starred, article.id == other.id);
    }
    const QJsonArray starred =
        server.rest("GET", u"/v1/entries?starred=true"_s)[u"entries"_s].toArray();
    QCOMPARE(starred.size(), 1);
    QCOMPARE(starred.at(0)[u"title"_s].toString(), other.title);

    // Unread here while the server cannot be reached: the change waits, then goes.
    const qint64 readHere =
        articles.at(0).title == readTitle ? articles.at(0).id : articles.at(1).id;
    QVERIFY(writer.articles().setRead({readHere}, false).result());
    SyncAccount away = account;
    away.url = QUrl(u"http://127.0.0.1:9/"_s);
    const GoogleReaderSync::Outcome offline = sync(writer, http, away, u"x"_s);
    QVERIFY(!offline.error.isEmpty());
    QCOMPARE(SyncStore(db.connection()).pendingChanges(account.id).size(), 1);
    QVERIFY(!ArticleStore(db.connection()).summary(readHere)->read); // not undone by anything
    const GoogleReaderSync::Outcome back =
        sync(writer, http, account, SyncServer::googleReaderPassword());
    QVERIFY2(back.error.isEmpty(), qPrintable(back.error));
    QCOMPARE(back.pushed, 1);
    QCOMPARE(server.rest("GET", u"/v1/entries/%1"_s.arg(readThere))[u"status"_s].toString(),
             u"unread"_s);
    QVERIFY(SyncStore(db.connection()).pendingChanges(account.id).isEmpty());
    QVERIFY(!ArticleStore(db.connection()).summary(readHere)->read);

    // Nothing new: login and token, the subscriptions, three id lists; no contents.
    const GoogleReaderSync::Outcome quiet =
        sync(writer, http, account, SyncServer::googleReaderPassword());
    QVERIFY2(quiet.error.isEmpty(), qPrintable(quiet.error));
    QCOMPARE(quiet.newItems, 0);
    QCOMPARE(quiet.requests, 6);
    qInfo("a sync with nothing new: %d requests, %lld ms", quiet.requests, quiet.milliseconds);

    // Read on both sides since: nothing to send. Miniflux flips a tag an item has already, so
    // sending it would make the article unread again there.
    const qint64 otherItem = [&] {
        for (const QJsonValue &entry : entries) {
            if (entry[u"title"_s].toString() == other.title)
                return entry[u"id"_s].toInteger();
        }
        return qint64(0);
    }();
    QVERIFY(writer.articles().setRead({other.id}, true).result());
    server.rest("PUT", u"/v1/entries"_s,
                QJsonDocument(
                    QJsonObject{{u"entry_ids"_s, QJsonArray{otherItem}}, {u"status"_s, u"read"_s}})
                    .toJson());
    const GoogleReaderSync::Outcome both =
        sync(writer, http, account, SyncServer::googleReaderPassword());
    QVERIFY2(both.error.isEmpty(), qPrintable(both.error));
    QCOMPARE(both.pushed, 0);
    QCOMPARE(server.rest("GET", u"/v1/entries/%1"_s.arg(otherItem))[u"status"_s].toString(),
             u"read"_s);
    QVERIFY(ArticleStore(db.connection()).summary(other.id)->read);
    QVERIFY(SyncStore(db.connection()).pendingChanges(account.id).isEmpty());

    // Moved to another shelf here: its folder there follows; unsubscribed here: gone there.
    QVERIFY(Testing::moveToShelf(writer, db.connection(), *feedId, u"Toolchains"_s));
    const GoogleReaderSync::Outcome moved =
        sync(writer, http, account, SyncServer::googleReaderPassword());
    QVERIFY2(moved.error.isEmpty(), qPrintable(moved.error));
    QCOMPARE(server.rest("GET", u"/v1/feeds"_s)[0][u"category"_s][u"title"_s].toString(),
             u"Toolchains"_s);
    QCOMPARE(FeedStore(db.connection()).feed(*feedId)->shelfId,
             ShelfStore(db.connection()).find(u"Toolchains"_s).value_or(-1));

    // The same sync object again keeps its login and lists the unread and starred ids only:
    // three requests.
    GoogleReaderSync kept(&writer, &http, account);
    for (int run = 0; run < 2; ++run) {
        std::optional<AccountSync::Outcome> outcome;
        kept.run(SyncServer::googleReaderPassword(),
                 [&](const AccountSync::Outcome &done) { outcome = done; });
        QTRY_VERIFY_WITH_TIMEOUT(outcome, 30000);
        QVERIFY2(outcome->error.isEmpty(), qPrintable(outcome->error));
        QCOMPARE(outcome->requests, run == 0 ? 6 : 3);
    }

    QVERIFY(writer.feeds().remove(*feedId).result());
    const GoogleReaderSync::Outcome unsubscribed =
        sync(writer, http, account, SyncServer::googleReaderPassword());
    QVERIFY2(unsubscribed.error.isEmpty(), qPrintable(unsubscribed.error));
    QCOMPARE(unsubscribed.subscriptions, 0);
    QVERIFY(server.rest("GET", u"/v1/feeds"_s).array().isEmpty());
    QVERIFY(!FeedStore(db.connection()).idForUrl(feeds.url(u"/feed.rss"_s)));

    // Followed here first, then on the account: subscribed there in its shelf's folder, and
    // the account's from then on, its articles kept.
    const QUrl again = feeds.url(u"/feed.rss"_s);
    ParsedFeed local;
    local.format = FeedFormat::Rss;
    local.title = u"Compiler notes, here first"_s;
    ParsedEntry entry;
    entry.id = u"urn:local:1"_s;
    entry.title = readTitle;
    entry.link = QUrl(entries.at(0)[u"url"_s].toString());
    local.entries = {entry};
    QVERIFY(FeedIngest::ingest(db.connection(), again, local).ok);
    const qint64 localId = FeedStore(db.connection()).idForUrl(again).value_or(0);
    QVERIFY(Testing::moveToShelf(writer, db.connection(), localId, u"Languages"_s));
    QVERIFY(writer.sync().queueSubscribe(account.id, localId).result());
    const GoogleReaderSync::Outcome followed =
        sync(writer, http, account, SyncServer::googleReaderPassword());
    QVERIFY2(followed.error.isEmpty(), qPrintable(followed.error));
    QCOMPARE(followed.subscriptions, 1);
    QCOMPARE(server.rest("GET", u"/v1/feeds"_s)[0][u"category"_s][u"title"_s].toString(),
             u"Languages"_s);
    QVERIFY(FeedStore(db.connection()).feed(localId)->synced);
    QCOMPARE(ArticleStore(db.connection()).articles(localId).size(), 2); // one kept, one new
}

// lectern account add checks the login before keeping anything; lectern sync brings the items
// in; lectern account remove leaves them as feeds of their own.
void TestGoogleReaderSync::fromTheCommandLine()
{
    if (!SyncServer::isAvailable())
        QSKIP("Miniflux and PostgreSQL are not installed (Debian: miniflux postgresql)");
    TestHttpServer feeds;
    QVERIFY(feeds.start());
    QVERIFY(feeds.serveFile("/feed.rss",
                            QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"),
                            "application/rss+xml"));
    SyncServer server;
    QVERIFY2(server.start(), qPrintable(server.errorString()));
    QVERIFY(server.follow(feeds.url(u"/feed.rss"_s)) > 0);
    QTemporaryDir dir;
    const QString library = dir.filePath(u"library"_s);
    const auto lectern = [&](const QStringList &arguments, const QByteArray &input = {}) {
        return LecternRun::run(QStringList{u"--library"_s, library} + arguments,
                               QProcessEnvironment::systemEnvironment(), input);
    };
    const QStringList add{u"account"_s,         u"add"_s,
                          u"greader"_s,         server.url().toString(),
                          u"--user"_s,          SyncServer::googleReaderUser(),
                          u"--password-stdin"_s};
    const LecternRun refused = lectern(add, "wrong\n");
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"401"_s), qPrintable(refused.err));
    QCOMPARE(lectern({u"account"_s, u"list"_s}).out, QString());
    const LecternRun added = lectern(add, SyncServer::googleReaderPassword().toUtf8() + "\n");
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    const QString id = added.out.trimmed();
    QVERIFY(lectern({u"account"_s, u"list"_s}).out.contains(u"never synced"_s));

    const LecternRun synced = lectern({u"sync"_s, u"--account"_s, id, u"--password-stdin"_s},
                                      SyncServer::googleReaderPassword().toUtf8() + "\n");
    QVERIFY2(synced.exitCode == 0, qPrintable(synced.err));
    QVERIFY2(synced.out.contains(u"1 subscriptions, 2 new items"_s), qPrintable(synced.out));
    const QJsonArray listed =
        QJsonDocument::fromJson(lectern({u"list"_s, u"--json"_s}).out.toUtf8()).array();
    QCOMPARE(listed.size(), 2);
    QVERIFY(!lectern({u"account"_s, u"list"_s}).out.contains(u"never synced"_s));

    QCOMPARE(lectern({u"account"_s, u"remove"_s, id}).exitCode, 0);
    QCOMPARE(lectern({u"account"_s, u"list"_s}).out, QString());
    QCOMPARE(QJsonDocument::fromJson(lectern({u"list"_s, u"--json"_s}).out.toUtf8()).array().size(),
             2);
    QCOMPARE(lectern({u"sync"_s}).exitCode, 1); // no accounts left
}

LECTERN_TEST_GUILESS_MAIN(tst_googlereadersync, TestGoogleReaderSync)
#include "tst_googlereadersync.moc"
