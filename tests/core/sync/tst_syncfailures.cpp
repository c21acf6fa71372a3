// A sync server that refuses (401), asks to wait (429) or answers garbage loses nothing: the
// sync ends with a message that names the answer, the person's queued change stays queued until
// the server takes it, and what the library holds is untouched. Miniflux's REST API as a local
// server answers it here.
#include "library/database/database.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/syncstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/librarywriter.h"
#include "net/httpclient.h"
#include "net/memorycredentialstore.h"
#include "sync/accountsyncer.h"
#include "sync/minifluxsync.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestSyncFailures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nothingLostOnABadAnswer();
    void noPasswordIsSaidOnTheAccount();
};

namespace {

AccountSync::Outcome runOnce(MinifluxSync &sync)
{
    std::optional<AccountSync::Outcome> outcome;
    sync.run(u"token-1"_s, [&](const AccountSync::Outcome &done) { outcome = done; });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000); }();
    if (outcome)
        return *outcome;
    AccountSync::Outcome none;
    none.error = u"no outcome"_s;
    return none;
}

TestHttpServer::Response answer(int status, const QByteArray &body)
{
    TestHttpServer::Response response;
    response.status = status;
    response.reason = status == 200 ? "OK" : "Not OK";
    response.headers = {{"Content-Type", "application/json"}};
    response.body = body;
    return response;
}

} // namespace

void TestSyncFailures::nothingLostOnABadAnswer()
{
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/v1/feeds",
                     R"([{"id":7,"title":"Systems Notes","feed_url":"http://127.0.0.1:9/s.xml",)"
                     R"("site_url":"http://127.0.0.1:9/","category":{"id":1,"title":"Systems"}}])",
                     "application/json");
    server.serve("/v1/entries",
                 answer(200,
                        R"({"total":2,"entries":[)"
                        R"({"id":1,"feed_id":7,"status":"unread","starred":false,"title":"Locks",)"
                        R"("url":"http://127.0.0.1:9/1","content":"<p>One</p>"},)"
                        R"({"id":2,"feed_id":7,"status":"read","starred":true,"title":"Queues",)"
                        R"("url":"http://127.0.0.1:9/2","content":"<p>Two</p>"}]})"));
    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    QVERIFY(db.open());
    LibraryWriter writer(db.path());
    QVERIFY(writer.start());
    const auto accountId =
        SyncStore(db.connection()).addAccount(u"miniflux"_s, server.url(u"/"_s), {});
    QVERIFY(accountId);
    HttpClient http;
    MinifluxSync sync(&writer, &http, *SyncStore(db.connection()).account(*accountId));
    const AccountSync::Outcome first = runOnce(sync);
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    QCOMPARE(first.newItems, 2);
    const qint64 feedId =
        FeedStore(db.connection()).idForUrl(QUrl(u"http://127.0.0.1:9/s.xml"_s)).value_or(0);
    const QList<ArticleSummary> before = ArticleStore(db.connection()).articles(feedId);
    QCOMPARE(before.size(), 2);
    const qint64 locks = before.at(0).title == u"Locks"_s ? before.at(0).id : before.at(1).id;
    QVERIFY(writer.articles().setRead({locks}, true).result());
    QCOMPARE(SyncStore(db.connection()).pendingChanges(*accountId).size(), 1);

    struct Case
    {
        int status;
        QByteArray body;
        QString named;
    };
    const QList<Case> cases{
        {401, R"({"error_message":"access unauthorized"})", u"HTTP 401"_s},
        {429, "Too many requests", u"HTTP 429"_s},
        {502, "<html>Bad gateway</html>", u"HTTP 502"_s},
    };
    for (const Case &bad : cases) {
        server.serve("/v1/entries", answer(bad.status, bad.body));
        const AccountSync::Outcome outcome = runOnce(sync);
        QVERIFY2(outcome.error.contains(bad.named), qPrintable(outcome.error));
        QCOMPARE(SyncStore(db.connection()).pendingChanges(*accountId).size(), 1);
        QVERIFY(ArticleStore(db.connection()).summary(locks)->read);
        QCOMPARE(SyncStore(db.connection()).account(*accountId)->lastError, outcome.error);
    }

    // Garbage with a 200: the change was taken (the server said so), the listing is refused by
    // name, and nothing stored moves.
    server.serve("/v1/entries", answer(200, "<html>maintenance</html>"));
    const AccountSync::Outcome garbage = runOnce(sync);
    QVERIFY2(garbage.error.contains(u"not JSON"_s), qPrintable(garbage.error));
    QVERIFY(SyncStore(db.connection()).pendingChanges(*accountId).isEmpty());
    const QList<ArticleSummary> after = ArticleStore(db.connection()).articles(feedId);
    QCOMPARE(after.size(), 2);
    for (const ArticleSummary &article : after) {
        QCOMPARE(article.read, article.id == locks || article.title == u"Queues"_s);
        QCOMPARE(article.starred, article.title == u"Queues"_s);
    }
}

// No password in the keychain (none on this machine, or it was cleared): the sync ends at once
// and the account says why and what to do, in place of its last error.
void TestSyncFailures::noPasswordIsSaidOnTheAccount()
{
    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    QVERIFY(db.open());
    LibraryWriter writer(db.path());
    QVERIFY(writer.start());
    const auto accountId =
        SyncStore(db.connection())
            .addAccount(u"miniflux"_s, QUrl(u"http://127.0.0.1:9/"_s), u"reader"_s);
    QVERIFY(accountId);
    QVERIFY(SyncStore(db.connection())
                .recordSync(*accountId, QDateTime::currentDateTimeUtc(), u"an older error"_s));
    HttpClient http;
    MemoryCredentialStore empty;
    AccountSyncer syncer(&writer, &http, &empty);
    QSignalSpy finished(&syncer, &AccountSyncer::syncFinished);
    syncer.sync(*accountId);
    QTRY_COMPARE(finished.size(), 1);
    const QString error = finished.first().at(1).value<AccountSync::Outcome>().error;
    QVERIFY2(error.contains(u"add the account again"_s), qPrintable(error));
    QCOMPARE(SyncStore(db.connection()).account(*accountId)->lastError, error);
}

LECTERN_TEST_GUILESS_MAIN(tst_syncfailures, TestSyncFailures)
#include "tst_syncfailures.moc"
