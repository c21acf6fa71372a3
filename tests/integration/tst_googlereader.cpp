// The Google Reader API client against a real server (Miniflux, SyncServer): login refused and
// accepted, the subscriptions with their folders, the ids of the reading list and of what is
// unread or starred, the items' contents, tags set in batches (and seen by the server's REST
// API too), ids in both of the API's forms.
#include "net/httpclient.h"
#include "sync/googlereaderclient.h"
#include "syncserver.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestGoogleReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsBothIdForms();
    void syncsWithARealServer();
};

void TestGoogleReader::readsBothIdForms()
{
    QCOMPARE(GoogleReaderClient::parseItemId(u"1234"_s), 1234);
    QCOMPARE(GoogleReaderClient::parseItemId(u"tag:google.com,2005:reader/item/00000000000004d2"_s),
             1234);
    // FreshRSS's ids are microsecond times: past 2^63 as hex they would wrap, not here.
    QCOMPARE(GoogleReaderClient::parseItemId(u"tag:google.com,2005:reader/item/0005c62466ee28fe"_s),
             Q_INT64_C(0x0005c62466ee28fe));
    QCOMPARE(GoogleReaderClient::longItemId(1234),
             u"tag:google.com,2005:reader/item/00000000000004d2"_s);
    QCOMPARE(GoogleReaderClient::parseItemId(u"feed/3"_s), 0);
    QCOMPARE(GoogleReaderClient::parseItemId(u"-5"_s), 0);
}

void TestGoogleReader::syncsWithARealServer()
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
    const QJsonDocument category =
        server.rest("POST", u"/v1/categories"_s, R"({"title":"Compilers"})");
    const qint64 categoryId = category[u"id"_s].toInteger();
    QVERIFY2(categoryId > 0, category.toJson().constData());
    QVERIFY(
        !server
             .rest("POST", u"/v1/feeds"_s,
                   QJsonDocument(QJsonObject{{u"feed_url"_s, feeds.url(u"/feed.rss"_s).toString()},
                                             {u"category_id"_s, categoryId}})
                       .toJson())
             .isNull());

    HttpClient http;
    GoogleReaderClient client(&http, server.url());
    std::optional<QString> loggedIn;
    client.logIn(SyncServer::googleReaderUser(), u"wrong"_s,
                 [&](const QString &error) { loggedIn = error; });
    QTRY_VERIFY(loggedIn);
    QVERIFY2(loggedIn->contains(u"401"_s), qPrintable(*loggedIn));
    QVERIFY(!client.isLoggedIn());
    loggedIn.reset();
    client.logIn(SyncServer::googleReaderUser(), SyncServer::googleReaderPassword(),
                 [&](const QString &error) { loggedIn = error; });
    QTRY_VERIFY(loggedIn);
    QVERIFY2(loggedIn->isEmpty(), qPrintable(*loggedIn));

    std::optional<QList<GoogleReaderClient::Subscription>> subscriptions;
    client.subscriptions([&](auto result, const QString &error) {
        QVERIFY2(result, qPrintable(error));
        subscriptions = *result;
    });
    QTRY_VERIFY(subscriptions);
    QCOMPARE(subscriptions->size(), 1);
    QCOMPARE(subscriptions->first().title, u"Compiler Field Notes"_s);
    QCOMPARE(subscriptions->first().url, feeds.url(u"/feed.rss"_s));
    QCOMPARE(subscriptions->first().folders, QStringList{u"Compilers"_s});

    const auto ids = [&](const QString &stream, const QString &exclude) {
        std::optional<QList<qint64>> found;
        client.itemIds(stream, exclude, [&](auto result, const QString &error) {
            QVERIFY2(result, qPrintable(error));
            found = result.value_or(QList<qint64>());
        });
        [&] { QTRY_VERIFY(found); }();
        QList<qint64> sorted = found.value_or(QList<qint64>());
        std::sort(sorted.begin(), sorted.end());
        return sorted;
    };
    const QList<qint64> all = ids(QLatin1StringView(GoogleReaderClient::ReadingList), {});
    QCOMPARE(all.size(), 2);
    std::optional<QList<GoogleReaderClient::Item>> items;
    client.items(all, [&](auto result, const QString &error) {
        QVERIFY2(result, qPrintable(error));
        items = *result;
    });
    QTRY_VERIFY(items);
    QCOMPARE(items->size(), 2);
    QStringList titles;
    for (const GoogleReaderClient::Item &item : std::as_const(*items)) {
        titles.append(item.title);
        QVERIFY(!item.read && !item.starred);
        QCOMPARE(item.streamId, subscriptions->first().id);
        QVERIFY(item.published.isValid());
    }
    titles.sort();
    QCOMPARE(titles, (QStringList{u"How the inliner decides"_s, u"SSA in forty lines"_s}));
    const auto inliner = std::find_if(items->cbegin(), items->cend(), [](const auto &item) {
        return item.title == u"How the inliner decides"_s;
    });
    QCOMPARE(inliner->link, QUrl(u"http://127.0.0.1/posts/inliner"_s));
    QVERIFY(inliner->html.contains(u"inlineCost"_s));

    // One item read, the other starred: each side sees it.
    std::optional<QString> edited;
    client.editTags({inliner->id}, QLatin1StringView(GoogleReaderClient::Read), {},
                    [&](const QString &error) { edited = error; });
    QTRY_VERIFY(edited);
    QVERIFY2(edited->isEmpty(), qPrintable(*edited));
    const qint64 other = all.first() == inliner->id ? all.last() : all.first();
    edited.reset();
    client.editTags({other}, QLatin1StringView(GoogleReaderClient::Starred), {},
                    [&](const QString &error) { edited = error; });
    QTRY_VERIFY(edited);
    QCOMPARE(ids(QLatin1StringView(GoogleReaderClient::ReadingList),
                 QLatin1StringView(GoogleReaderClient::Read)),
             QList<qint64>{other});
    QCOMPARE(ids(QLatin1StringView(GoogleReaderClient::Starred), {}), QList<qint64>{other});
    const QJsonObject entry = server.rest("GET", u"/v1/entries/%1"_s.arg(inliner->id)).object();
    QCOMPARE(entry[u"status"_s].toString(), u"read"_s);

    // And back: unread again, unstarred.
    edited.reset();
    client.editTags({inliner->id}, {}, QLatin1StringView(GoogleReaderClient::Read),
                    [&](const QString &error) { edited = error; });
    QTRY_VERIFY(edited);
    QCOMPARE(ids(QLatin1StringView(GoogleReaderClient::ReadingList),
                 QLatin1StringView(GoogleReaderClient::Read))
                 .size(),
             2);
    QVERIFY(client.requestCount() > 0);
}

LECTERN_TEST_GUILESS_MAIN(tst_googlereader, TestGoogleReader)
#include "tst_googlereader.moc"
