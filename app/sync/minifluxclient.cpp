#include "sync/minifluxclient.h"

#include "net/httptransferthread.h"
#include "sync/serveranswer.h"

#include <QFuture>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTimeZone>
#include <QUrlQuery>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Miniflux answers 500 "store: nothing has been updated" when none of the entries is on the
// server any more (deleted there): nothing left to change, not a failure.
bool isGone(const HttpResponse &response)
{
    return response.status == 500 && response.body.contains("nothing has been updated");
}

} // namespace

MinifluxClient::MinifluxClient(HttpClient *http, QUrl server, QObject *parent)
    : SyncClient(http, std::move(server), parent)
{
}

QString MinifluxClient::streamOf(qint64 feedId)
{
    return u"feed/%1"_s.arg(feedId);
}

qint64 MinifluxClient::feedIdOf(const QString &stream)
{
    return stream.startsWith(u"feed/"_s) ? stream.mid(5).toLongLong() : 0;
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

void MinifluxClient::send(const QByteArray &method, const QString &path, const QByteArray &json,
                          std::function<void(const HttpResponse &)> done)
{
    SyncClient::send(resolve(path), method, json, "application/json", std::move(done));
}

void MinifluxClient::checkLogin(Finished done)
{
    send("GET", u"v1/me"_s, {}, [done](const HttpResponse &response) {
        if (response.status != 200)
            return done(ServerAnswer::problem(response));
        if (!QJsonDocument::fromJson(response.body).isObject())
            return done(tr("the answer is not JSON: is this a Miniflux address?"));
        done({});
    });
}

void MinifluxClient::feeds(Done<QList<RemoteSubscription>> done)
{
    send("GET", u"v1/feeds"_s, {}, [done](const HttpResponse &response) {
        if (response.status != 200)
            return done(std::nullopt, ServerAnswer::problem(response));
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
         [this, done](const HttpResponse &response) {
             if (response.status != 200)
                 return done(std::nullopt, ServerAnswer::problem(response));
             // A page is a megabyte of JSON: read on a worker thread, so the window's thread is
             // not held.
             QtConcurrent::run([body = response.body] {
                 return parseEntries(body);
             }).then(this, [done](const std::optional<Page> &page) {
                 if (!page)
                     return done(std::nullopt, tr("the entries are not JSON"));
                 done(*page, {});
             });
         });
}

std::optional<MinifluxClient::Page> MinifluxClient::parseEntries(const QByteArray &body)
{
    const QJsonDocument json = QJsonDocument::fromJson(body);
    if (!json.isObject())
        return std::nullopt;
    Page page;
    page.total = json[u"total"_s].toInt();
    QList<RemoteItem> &items = page.items;
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
        items.append(item);
    }
    return page;
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
             if (response.status / 100 != 2 && !isGone(response))
                 return done(ServerAnswer::problem(response));
             setReadFrom(ids, first + IdsPerUpdate, read, done);
         });
}

void MinifluxClient::toggleStar(qint64 id, Finished done)
{
    send("PUT", u"v1/entries/%1/bookmark"_s.arg(id), {}, [done](const HttpResponse &response) {
        if (response.status / 100 != 2 && !isGone(response))
            return done(ServerAnswer::problem(response));
        done({});
    });
}

void MinifluxClient::removeFeed(qint64 feedId, Finished done)
{
    send("DELETE", u"v1/feeds/%1"_s.arg(feedId), {}, [done](const HttpResponse &response) {
        // 404: gone there already.
        if (response.status / 100 != 2 && response.status != 404)
            return done(ServerAnswer::problem(response));
        done({});
    });
}

void MinifluxClient::withCategory(const QString &title, std::function<void(qint64)> use,
                                  Finished failed)
{
    send("GET", u"v1/categories"_s, {}, [this, title, use, failed](const HttpResponse &response) {
        if (response.status != 200)
            return failed(ServerAnswer::problem(response));
        const QJsonArray categories = QJsonDocument::fromJson(response.body).array();
        for (const QJsonValue &value : categories) {
            // No title: the first category, where Miniflux puts what has none.
            if (title.isEmpty() ||
                value[u"title"_s].toString().compare(title, Qt::CaseInsensitive) == 0)
                return use(value[u"id"_s].toInteger());
        }
        const QByteArray body =
            QJsonDocument(QJsonObject{{u"title"_s, title.isEmpty() ? u"All"_s : title}})
                .toJson(QJsonDocument::Compact);
        send("POST", u"v1/categories"_s, body, [use, failed](const HttpResponse &made) {
            const qint64 id = QJsonDocument::fromJson(made.body)[u"id"_s].toInteger();
            if (made.status / 100 != 2 || id <= 0)
                return failed(ServerAnswer::problem(made));
            use(id);
        });
    });
}

void MinifluxClient::moveFeed(qint64 feedId, const QString &category, Finished done)
{
    withCategory(
        category,
        [this, feedId, done](qint64 categoryId) {
            const QByteArray body = QJsonDocument(QJsonObject{{u"category_id"_s, categoryId}})
                                        .toJson(QJsonDocument::Compact);
            send("PUT", u"v1/feeds/%1"_s.arg(feedId), body, [done](const HttpResponse &response) {
                done(response.status / 100 == 2 ? QString() : ServerAnswer::problem(response));
            });
        },
        done);
}

void MinifluxClient::addFeed(const QUrl &url, const QString &category, Finished done)
{
    withCategory(
        category,
        [this, url, done](qint64 categoryId) {
            const QByteArray body =
                QJsonDocument(QJsonObject{{u"feed_url"_s, url.toString(QUrl::FullyEncoded)},
                                          {u"category_id"_s, categoryId}})
                    .toJson(QJsonDocument::Compact);
            send("POST", u"v1/feeds"_s, body, [done](const HttpResponse &response) {
                // Followed there already: what was asked for holds.
                if (response.status / 100 == 2 || response.body.contains("already exists"))
                    return done({});
                done(ServerAnswer::problem(response));
            });
        },
        done);
}

} // namespace Lectern
