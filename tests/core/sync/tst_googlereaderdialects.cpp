// The Google Reader API as FreshRSS speaks it, from responses written in its shape: the API under
// a path of its own (api/greader.php), long-form item ids of microsecond times, ids over two
// pages joined by a continuation, states under "user/-/state/…" among labels, a body in
// "summary"; and what the client sends: the auth header, the write token and long-form ids in
// every POST, one request per batch. Failures say what the server answered.
#include "net/httpclient.h"
#include "sync/googlereaderclient.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QTest>
#include <QUrlQuery>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestGoogleReaderDialects : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void freshRssDialect();
    void failuresSayWhatTheServerAnswered();

private:
    void logIn(GoogleReaderClient &client);
    TestHttpServer m_server;
    const QByteArray m_base = "/api/greader.php";
};

void TestGoogleReaderDialects::initTestCase()
{
    QVERIFY(m_server.start());
    m_server.serveBody(m_base + "/accounts/ClientLogin",
                       "SID=alice/5f3a\nLSID=null\nAuth=alice/5f3a0c9e\n", "text/plain");
    m_server.serveBody(m_base + "/reader/api/0/token", "5f3a0c9eZZZZ\n", "text/plain");
}

void TestGoogleReaderDialects::logIn(GoogleReaderClient &client)
{
    std::optional<QString> error;
    client.logIn(u"alice"_s, u"secret pass&word"_s, [&](const QString &e) { error = e; });
    QTRY_VERIFY(error);
    QVERIFY2(error->isEmpty(), qPrintable(*error));
}

void TestGoogleReaderDialects::freshRssDialect()
{
    m_server.serveBody(
        m_base + "/reader/api/0/subscription/list",
        R"({"subscriptions":[{"id":"feed/12","title":"GPU Notes","categories":[{"id":"user/-/label/GPU","label":"GPU"},{"id":"user/-/label/Reading","label":"Reading"}],"url":"https://gpu.example/feed.atom","htmlUrl":"https://gpu.example/","iconUrl":""}]})",
        "application/json");
    const QByteArray ids = m_base + "/reader/api/0/stream/items/ids";
    m_server.serveBody(
        ids,
        R"({"itemRefs":[{"id":"1733400000000001"},{"id":"1733400000000002"}],"continuation":"1733400000000002"})",
        "application/json");
    m_server.serveBody(
        ids + "?output=json&s=user%2F-%2Fstate%2Fcom.google%2Freading-list&n=100000"
              "&c=1733400000000002",
        R"({"itemRefs":[{"id":"tag:google.com,2005:reader/item/000628a5c2b9c003"}]})",
        "application/json");
    m_server.serveBody(
        m_base + "/reader/api/0/stream/items/contents",
        R"({"id":"user/-/state/com.google/reading-list","items":[{"id":"tag:google.com,2005:reader/item/000628a5c2b9c001","crawlTimeMsec":"1733400000000","timestampUsec":"1733400000000001","published":1733400000,"title":"Warp shuffles","canonical":[{"href":"https://gpu.example/warps"}],"alternate":[{"href":"https://gpu.example/warps","type":"text/html"}],"categories":["user/-/state/com.google/reading-list","user/-/label/GPU","user/-/state/com.google/read"],"origin":{"streamId":"feed/12","htmlUrl":"https://gpu.example/","title":"GPU Notes"},"summary":{"content":"<p>Five shuffles.</p>"},"author":"Ines"}]})",
        "application/json");
    m_server.serveBody(m_base + "/reader/api/0/edit-tag", "OK", "text/plain");

    HttpClient http;
    GoogleReaderClient client(&http, m_server.url(QString::fromLatin1(m_base)));
    logIn(client);
    const TestHttpServer::Request login =
        m_server.requestsFor(m_base + "/accounts/ClientLogin").last();
    QCOMPARE(login.method, "POST"_ba);
    QCOMPARE(
        QUrlQuery(QString::fromUtf8(login.body)).queryItemValue(u"Passwd"_s, QUrl::FullyDecoded),
        u"secret pass&word"_s);
    QCOMPARE(
        m_server.requestsFor(m_base + "/reader/api/0/token").last().headers.value("authorization"),
        "GoogleLogin auth=alice/5f3a0c9e"_ba);

    std::optional<QList<GoogleReaderClient::Subscription>> subscriptions;
    client.subscriptions([&](auto result, const QString &) { subscriptions = result; });
    QTRY_VERIFY(subscriptions);
    QCOMPARE(subscriptions->size(), 1);
    QCOMPARE(subscriptions->first().id, u"feed/12"_s);
    QCOMPARE(subscriptions->first().folders, (QStringList{u"GPU"_s, u"Reading"_s}));
    QCOMPARE(subscriptions->first().siteUrl, QUrl(u"https://gpu.example/"_s));

    std::optional<QList<qint64>> found;
    const int before = client.requestCount();
    client.itemIds(QLatin1StringView(GoogleReaderClient::ReadingList), {},
                   [&](auto result, const QString &error) {
                       QVERIFY2(result, qPrintable(error));
                       found = result;
                   });
    QTRY_VERIFY(found);
    QCOMPARE(client.requestCount() - before, 2); // two pages
    QCOMPARE(*found,
             (QList<qint64>{1733400000000001, 1733400000000002, Q_INT64_C(0x000628a5c2b9c003)}));

    std::optional<QList<GoogleReaderClient::Item>> items;
    client.items({Q_INT64_C(0x000628a5c2b9c001)},
                 [&](auto result, const QString &) { items = result; });
    QTRY_VERIFY(items);
    QCOMPARE(items->size(), 1);
    const GoogleReaderClient::Item item = items->first();
    QCOMPARE(item.id, Q_INT64_C(0x000628a5c2b9c001));
    QCOMPARE(item.title, u"Warp shuffles"_s);
    QCOMPARE(item.html, u"<p>Five shuffles.</p>"_s);
    QCOMPARE(item.link, QUrl(u"https://gpu.example/warps"_s));
    QCOMPARE(item.streamId, u"feed/12"_s);
    QCOMPARE(item.author, u"Ines"_s);
    QCOMPARE(item.published.toSecsSinceEpoch(), 1733400000);
    QVERIFY(item.read);
    QVERIFY(!item.starred);
    const QUrlQuery asked(QString::fromUtf8(
        m_server.requestsFor(m_base + "/reader/api/0/stream/items/contents").last().body));
    QCOMPARE(asked.queryItemValue(u"T"_s), u"5f3a0c9eZZZZ"_s);
    QCOMPARE(asked.allQueryItemValues(u"i"_s, QUrl::FullyDecoded),
             QStringList{u"tag:google.com,2005:reader/item/000628a5c2b9c001"_s});

    // 300 ids: two POSTs (250 a request), each with the token and the tag.
    QList<qint64> many;
    for (qint64 id = 1; id <= 300; ++id)
        many.append(id);
    std::optional<QString> edited;
    client.editTags(many, QLatin1StringView(GoogleReaderClient::Starred), {},
                    [&](const QString &error) { edited = error; });
    QTRY_VERIFY(edited);
    QVERIFY(edited->isEmpty());
    const QList<TestHttpServer::Request> edits =
        m_server.requestsFor(m_base + "/reader/api/0/edit-tag");
    QCOMPARE(edits.size(), 2);
    const QUrlQuery second(QString::fromUtf8(edits.last().body));
    QCOMPARE(second.allQueryItemValues(u"i"_s).size(), 50);
    QCOMPARE(second.queryItemValue(u"a"_s, QUrl::FullyDecoded),
             u"user/-/state/com.google/starred"_s);
    QCOMPARE(second.queryItemValue(u"T"_s), u"5f3a0c9eZZZZ"_s);
}

void TestGoogleReaderDialects::failuresSayWhatTheServerAnswered()
{
    TestHttpServer::Response busy;
    busy.status = 429;
    busy.reason = "Too Many Requests";
    m_server.serve(m_base + "/reader/api/0/subscription/list", busy);
    m_server.serveBody(m_base + "/reader/api/0/stream/items/ids", "<html>not json</html>",
                       "text/html");
    HttpClient http;
    GoogleReaderClient client(&http, m_server.url(QString::fromLatin1(m_base)));
    logIn(client);
    std::optional<QString> error;
    client.subscriptions([&](auto result, const QString &e) {
        QVERIFY(!result);
        error = e;
    });
    QTRY_VERIFY(error);
    QVERIFY2(error->contains(u"429"_s), qPrintable(*error));
    error.reset();
    client.itemIds(QLatin1StringView(GoogleReaderClient::Starred), {},
                   [&](auto result, const QString &e) {
                       QVERIFY(!result);
                       error = e;
                   });
    QTRY_VERIFY(error);
    QVERIFY2(error->contains(u"not JSON"_s), qPrintable(*error));
    // A server that does not answer at all.
    GoogleReaderClient nowhere(&http, QUrl(u"http://127.0.0.1:9/"_s));
    error.reset();
    nowhere.logIn(u"a"_s, u"b"_s, [&](const QString &e) { error = e; });
    QTRY_VERIFY_WITH_TIMEOUT(error, 10000);
    QVERIFY(!error->isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_googlereaderdialects, TestGoogleReaderDialects)
#include "tst_googlereaderdialects.moc"
