// The real Miniflux the sync tests run against (SyncServer): it starts on its own PostgreSQL,
// follows a feed served from 127.0.0.1, and answers both protocols Lectern speaks to it, its REST
// API and the Google Reader API, for the same entries.
#include "syncserver.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

class TestSyncServer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void servesBothProtocols();

private:
    // The reply's status and body; the event loop runs meanwhile (the feed server answers).
    std::pair<int, QByteArray> call(QNetworkRequest request, const QByteArray &method,
                                    const QByteArray &body = {});
    QNetworkAccessManager m_network;
};

std::pair<int, QByteArray> TestSyncServer::call(QNetworkRequest request, const QByteArray &method,
                                                const QByteArray &body)
{
    QNetworkReply *reply = m_network.sendCustomRequest(request, method, body);
    QEventLoop loop;
    connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray answer = reply->readAll();
    reply->deleteLater();
    return {status, answer};
}

void TestSyncServer::servesBothProtocols()
{
    // Installed by scripts/dev; a native build may lack them (README, Building natively).
    if (!SyncServer::isAvailable())
        QSKIP("Miniflux and PostgreSQL are not installed (Debian: miniflux postgresql)");
    TestHttpServer feeds;
    QVERIFY(feeds.start());
    QVERIFY(feeds.serveFile("/feed.rss",
                            QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"),
                            "application/rss+xml"));

    SyncServer server;
    QVERIFY2(server.start(), qPrintable(server.errorString()));

    // REST: HTTP Basic as the user; the feed is fetched when it is added.
    const auto rest = [&](const QString &path) {
        QNetworkRequest request(server.url().resolved(QUrl(path)));
        request.setRawHeader(
            "Authorization",
            "Basic " + (SyncServer::user() + u':' + SyncServer::password()).toUtf8().toBase64());
        request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
        return request;
    };
    const auto [meStatus, me] = call(rest(u"/v1/me"_s), "GET");
    QCOMPARE(meStatus, 200);
    QCOMPARE(QJsonDocument::fromJson(me).object().value(u"username"_s).toString(),
             SyncServer::user());
    const QByteArray subscribe =
        QJsonDocument(QJsonObject{{u"feed_url"_s, feeds.url(u"/feed.rss"_s).toString()},
                                  {u"category_id"_s, 1}})
            .toJson(QJsonDocument::Compact);
    const auto [feedStatus, feed] = call(rest(u"/v1/feeds"_s), "POST", subscribe);
    QVERIFY2(feedStatus == 201, feed.constData());
    const auto [entriesStatus, entries] = call(rest(u"/v1/entries?order=id"_s), "GET");
    QCOMPARE(entriesStatus, 200);
    const QJsonObject listed = QJsonDocument::fromJson(entries).object();
    QCOMPARE(listed.value(u"total"_s).toInt(), 2);
    QStringList titles;
    for (const QJsonValue &entry : listed.value(u"entries"_s).toArray())
        titles.append(entry[u"title"_s].toString());
    titles.sort();
    QCOMPARE(titles, (QStringList{u"How the inliner decides"_s, u"SSA in forty lines"_s}));

    // Google Reader: ClientLogin with the API's own user, then the ids of the reading list.
    QNetworkRequest login(server.url().resolved(QUrl(u"/accounts/ClientLogin"_s)));
    login.setHeader(QNetworkRequest::ContentTypeHeader, u"application/x-www-form-urlencoded"_s);
    QUrlQuery form;
    form.addQueryItem(u"Email"_s, SyncServer::googleReaderUser());
    form.addQueryItem(u"Passwd"_s, SyncServer::googleReaderPassword());
    const auto [loginStatus, loginBody] =
        call(login, "POST", form.toString(QUrl::FullyEncoded).toUtf8());
    QCOMPARE(loginStatus, 200);
    QByteArray auth;
    for (const QByteArray &line : loginBody.split('\n')) {
        if (line.startsWith("Auth="))
            auth = line.mid(5);
    }
    QVERIFY(!auth.isEmpty());
    QNetworkRequest ids(server.url().resolved(QUrl(
        u"/reader/api/0/stream/items/ids?s=user/-/state/com.google/reading-list&n=1000&output=json"_s)));
    ids.setRawHeader("Authorization", "GoogleLogin auth=" + auth);
    const auto [idsStatus, idsBody] = call(ids, "GET");
    QCOMPARE(idsStatus, 200);
    QCOMPARE(QJsonDocument::fromJson(idsBody).object().value(u"itemRefs"_s).toArray().size(), 2);
    // A wrong password is refused, not let through.
    QUrlQuery wrong;
    wrong.addQueryItem(u"Email"_s, SyncServer::googleReaderUser());
    wrong.addQueryItem(u"Passwd"_s, u"not-the-password"_s);
    QCOMPARE(call(login, "POST", wrong.toString(QUrl::FullyEncoded).toUtf8()).first, 401);
}

LECTERN_TEST_GUILESS_MAIN(tst_syncserver, TestSyncServer)
#include "tst_syncserver.moc"
