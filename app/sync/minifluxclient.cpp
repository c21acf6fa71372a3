#include "sync/minifluxclient.h"

#include "net/feedfetcher.h"
#include "net/httpclient.h"
#include "net/httptransferthread.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTimeZone>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QDateTime httpDate(const QByteArray &value)
{
    // "Sun, 06 Dec 2026 07:19:21 GMT"
    QDateTime time = QLocale::c().toDateTime(QString::fromLatin1(value).simplified(),
                                             u"ddd, dd MMM yyyy HH:mm:ss 'GMT'"_s);
    time.setTimeZone(QTimeZone::UTC);
    return time;
}

// Miniflux answers 500 "store: nothing has been updated" when none of the entries is on the
// server any more (deleted there): nothing left to change, not a failure.
bool isGone(const HttpResponse &response)
{
    return response.status == 500 && response.body.contains("nothing has been updated");
}

} // namespace

MinifluxClient::MinifluxClient(HttpClient *http, QUrl server, QObject *parent)
    : QObject(parent)
    , m_http(http)
    , m_server(std::move(server))
{
    if (!m_server.path().endsWith(u'/'))
        m_server.setPath(m_server.path() + u'/');
}

QString MinifluxClient::streamOf(qint64 feedId)
{
    return u"feed/%1"_s.arg(feedId);
}

QString MinifluxClient::guidOf(qint64 entryId)
{
    return u"miniflux:entry/%1"_s.arg(entryId);
}

void MinifluxClient::setLogin(const QString &user, const QString &secret)
{
    // A line break would end the header it goes in.
    QString clean = secret;
    clean.remove(u'\r').remove(u'\n');
    if (user.isEmpty())
        m_authorization = QByteArray("X-Auth-Token: ") + clean.toUtf8();
    else
        m_authorization =
            QByteArray("Authorization: Basic ") + (user + u':' + clean).toUtf8().toBase64();
}

QString MinifluxClient::problem(const HttpResponse &response)
{
    if (response.stop != HttpResponse::Stop::None || response.status == 0)
        return response.failure.isEmpty() ? tr("the server did not answer") : response.failure;
    if (response.status == 401 || response.status == 403)
        return tr("the server refused the login (HTTP %1)").arg(response.status);
    if (response.status == 429)
        return tr("the server asks to wait before more requests (HTTP 429)");
    const QString message =
        QJsonDocument::fromJson(response.body)[u"error_message"_s].toString().left(200);
    return message.isEmpty()
               ? tr("the server answered HTTP %1").arg(response.status)
               : tr("the server answered HTTP %1: %2").arg(response.status).arg(message);
}

void MinifluxClient::send(const QByteArray &method, const QString &path, const QByteArray &json,
                          std::function<void(const HttpResponse &)> done)
{
    const QUrl url = m_server.resolved(QUrl(path));
    HttpRequest request;
    request.url = url.toEncoded();
    request.userAgent = FeedFetcher::userAgent().toUtf8();
    m_http->routeThroughProxy(request, url);
    request.headers.append(m_authorization);
    if (method != "GET") {
        request.method = method;
        request.body = json;
        request.headers.append("Content-Type: application/json");
    }
    ++m_requests;
    m_http->transfers()->submit(request, this, std::move(done));
}

void MinifluxClient::checkLogin(Finished done)
{
    send("GET", u"v1/me"_s, {}, [done](const HttpResponse &response) {
        if (response.status != 200)
            return done(problem(response));
        if (!QJsonDocument::fromJson(response.body).isObject())
            return done(tr("the answer is not JSON: is this a Miniflux address?"));
        done({});
    });
}

void MinifluxClient::feeds(Done<QList<RemoteSubscription>> done)
{
    send("GET", u"v1/feeds"_s, {}, [done](const HttpResponse &response) {
        if (response.status != 200)
            return done(std::nullopt, problem(response));
        const QJsonDocument json = QJsonDocument::fromJson(response.body);
        if (!json.isArray())
            return done(std::nullopt, tr("the list of feeds is not JSON"));
        QList<RemoteSubscription> list;
        for (const QJsonValue &value : json.array()) {
            RemoteSubscription feed;
            feed.id = streamOf(value[u"id"_s].toInteger());
            feed.title = value[u"title"_s].toString();
            feed.url = QUrl(value[u"feed_url"_s].toString());
            feed.siteUrl = QUrl(value[u"site_url"_s].toString());
            const QString category = value[u"category"_s][u"title"_s].toString();
            if (!category.isEmpty())
                feed.folders = {category};
            if (value[u"id"_s].toInteger() > 0)
                list.append(feed);
        }
        done(list, {});
    });
}

void MinifluxClient::entries(qint64 afterId, const QDateTime &changedAfter, bool starredOnly,
                             Done<Page> done)
{
    QUrlQuery query;
    query.addQueryItem(u"order"_s, u"id"_s);
    query.addQueryItem(u"direction"_s, u"asc"_s);
    query.addQueryItem(u"limit"_s, QString::number(EntriesPerPage));
    query.addQueryItem(u"after_entry_id"_s, QString::number(afterId));
    if (changedAfter.isValid())
        query.addQueryItem(u"changed_after"_s, QString::number(changedAfter.toSecsSinceEpoch()));
    if (starredOnly)
        query.addQueryItem(u"starred"_s, u"true"_s);
    send("GET", u"v1/entries?"_s + query.toString(QUrl::FullyEncoded), {},
         [done](const HttpResponse &response) {
             if (response.status != 200)
                 return done(std::nullopt, problem(response));
             const QJsonDocument json = QJsonDocument::fromJson(response.body);
             if (!json.isObject())
                 return done(std::nullopt, tr("the entries are not JSON"));
             Page page;
             page.serverTime = httpDate(response.header("date"));
             for (const QJsonValue &value : json[u"entries"_s].toArray()) {
                 RemoteItem item;
                 item.id = value[u"id"_s].toInteger();
                 if (item.id <= 0)
                     continue;
                 item.streamId = streamOf(value[u"feed_id"_s].toInteger());
                 item.title = value[u"title"_s].toString();
                 item.html = value[u"content"_s].toString();
                 item.link = QUrl(value[u"url"_s].toString());
                 item.author = value[u"author"_s].toString();
                 item.published =
                     QDateTime::fromString(value[u"published_at"_s].toString(), Qt::ISODateWithMs);
                 item.read = value[u"status"_s].toString() != u"unread"_s;
                 item.starred = value[u"starred"_s].toBool();
                 page.items.append(item);
             }
             done(page, {});
         });
}

void MinifluxClient::setRead(const QList<qint64> &ids, bool read, Finished done)
{
    setReadFrom(ids, 0, read, std::move(done));
}

void MinifluxClient::setReadFrom(const QList<qint64> &ids, qsizetype first, bool read,
                                 Finished done)
{
    if (first >= ids.size())
        return done({});
    QJsonArray batch;
    for (qsizetype i = first; i < ids.size() && i < first + IdsPerUpdate; ++i)
        batch.append(ids.at(i));
    const QByteArray body =
        QJsonDocument(
            QJsonObject{{u"entry_ids"_s, batch}, {u"status"_s, read ? u"read"_s : u"unread"_s}})
            .toJson(QJsonDocument::Compact);
    send("PUT", u"v1/entries"_s, body,
         [this, ids, first, read, done](const HttpResponse &response) {
             if (response.status != 204 && !isGone(response))
                 return done(problem(response));
             setReadFrom(ids, first + IdsPerUpdate, read, done);
         });
}

void MinifluxClient::toggleStar(qint64 id, Finished done)
{
    send("PUT", u"v1/entries/%1/bookmark"_s.arg(id), {}, [done](const HttpResponse &response) {
        if (response.status != 204 && !isGone(response))
            return done(problem(response));
        done({});
    });
}

} // namespace Lectern
