#include "sync/googlereaderclient.h"

#include "net/httptransferthread.h"
#include "sync/serveranswer.h"

#include <QFuture>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>
#include <QUrlQuery>
#include <QtConcurrentRun>
#include <memory>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString itemPrefix = u"tag:google.com,2005:reader/item/"_s;

QByteArray formOf(const QList<std::pair<QString, QString>> &fields)
{
    QUrlQuery query;
    for (const auto &[name, value] : fields)
        query.addQueryItem(name, QString::fromUtf8(QUrl::toPercentEncoding(value)));
    return query.toString(QUrl::FullyEncoded).toUtf8();
}

QDateTime secondsToTime(const QJsonValue &value)
{
    const qint64 seconds = value.isString() ? value.toString().toLongLong() : value.toInteger();
    return seconds > 0 ? QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::UTC) : QDateTime();
}

QUrl firstHref(const QJsonValue &links)
{
    const QJsonArray array = links.toArray();
    return array.isEmpty() ? QUrl() : QUrl(array.first()[u"href"_s].toString());
}

struct IdPage
{
    QList<qint64> ids;
    QString continuation;
};

std::optional<IdPage> parseIdPage(const QByteArray &body)
{
    const QJsonDocument json = QJsonDocument::fromJson(body);
    if (!json.isObject())
        return std::nullopt;
    IdPage page;
    const QJsonArray refs = json[u"itemRefs"_s].toArray();
    page.ids.reserve(refs.size());
    for (const QJsonValue &ref : refs) {
        if (const qint64 id = GoogleReaderClient::parseItemId(ref[u"id"_s].toString()))
            page.ids.append(id);
    }
    page.continuation = json[u"continuation"_s].toVariant().toString();
    return page;
}

} // namespace

GoogleReaderClient::GoogleReaderClient(HttpClient *http, QUrl server, QObject *parent)
    : SyncClient(http, std::move(server), parent)
{
}

QByteArray GoogleReaderClient::loginHeader() const
{
    return m_auth.isEmpty() ? QByteArray() : "Authorization: GoogleLogin auth=" + m_auth;
}

qint64 GoogleReaderClient::parseItemId(QStringView text)
{
    bool ok = false;
    if (text.startsWith(itemPrefix)) {
        // 16 hex digits of the id as an unsigned 64-bit number.
        const quint64 id = text.mid(itemPrefix.size()).toULongLong(&ok, 16);
        return ok ? qint64(id) : 0;
    }
    const qint64 id = text.toLongLong(&ok);
    return ok && id > 0 ? id : 0;
}

QString GoogleReaderClient::longItemId(qint64 id)
{
    return itemPrefix + u"%1"_s.arg(quint64(id), 16, 16, QChar(u'0'));
}

void GoogleReaderClient::send(const QString &path, const QList<std::pair<QString, QString>> &query,
                              const QByteArray &form,
                              std::function<void(const HttpResponse &)> done)
{
    QUrl url = resolve(path);
    QUrlQuery parameters;
    for (const auto &[name, value] : query)
        parameters.addQueryItem(name, QString::fromUtf8(QUrl::toPercentEncoding(value)));
    url.setQuery(parameters);
    // A form, even an empty one, is POSTed.
    SyncClient::send(url, form.isNull() ? "GET" : "POST", form, "application/x-www-form-urlencoded",
                     std::move(done));
}

void GoogleReaderClient::logIn(const QString &user, const QString &password,
                               std::function<void(const QString &error)> done)
{
    m_auth.clear();
    m_token.clear();
    send(u"accounts/ClientLogin"_s, {}, formOf({{u"Email"_s, user}, {u"Passwd"_s, password}}),
         [this, done](const HttpResponse &response) {
             if (response.status != 200)
                 return done(ServerAnswer::problem(response));
             for (const QByteArray &line : response.body.split('\n')) {
                 if (line.startsWith("Auth="))
                     m_auth = line.mid(5).trimmed();
             }
             // A token with a line break would end the header it goes in.
             if (m_auth.isEmpty() || m_auth.contains('\r'))
                 return done(tr("the server's login answer has no Auth token"));
             send(u"reader/api/0/token"_s, {}, QByteArray(),
                  [this, done](const HttpResponse &token) {
                      if (token.status != 200)
                          return done(ServerAnswer::problem(token));
                      m_token = token.body.trimmed();
                      done({});
                  });
         });
}

void GoogleReaderClient::subscriptions(Done<QList<Subscription>> done)
{
    send(u"reader/api/0/subscription/list"_s, {{u"output"_s, u"json"_s}}, QByteArray(),
         [done](const HttpResponse &response) {
             if (response.status != 200)
                 return done(std::nullopt, ServerAnswer::problem(response));
             QJsonParseError error;
             const QJsonDocument json = QJsonDocument::fromJson(response.body, &error);
             if (!json.isObject())
                 return done(std::nullopt,
                             tr("the subscription list is not JSON: %1").arg(error.errorString()));
             QList<Subscription> list;
             for (const QJsonValue &value : json[u"subscriptions"_s].toArray()) {
                 Subscription subscription;
                 subscription.id = value[u"id"_s].toString();
                 subscription.title = value[u"title"_s].toString();
                 subscription.url = QUrl(value[u"url"_s].toString());
                 subscription.siteUrl = QUrl(value[u"htmlUrl"_s].toString());
                 for (const QJsonValue &category : value[u"categories"_s].toArray())
                     subscription.folders.append(category[u"label"_s].toString());
                 if (!subscription.id.isEmpty())
                     list.append(subscription);
             }
             done(list, {});
         });
}

void GoogleReaderClient::itemIds(const QString &stream, const QString &exclude,
                                 Done<QList<qint64>> done)
{
    itemIdsFrom(stream, exclude, {}, std::make_shared<QList<qint64>>(), std::move(done));
}

void GoogleReaderClient::itemIdsFrom(const QString &stream, const QString &exclude,
                                     const QString &continuation,
                                     std::shared_ptr<QList<qint64>> found, Done<QList<qint64>> done)
{
    QList<std::pair<QString, QString>> query{
        {u"output"_s, u"json"_s}, {u"s"_s, stream}, {u"n"_s, QString::number(IdsPerPage)}};
    if (!exclude.isEmpty())
        query.append({u"xt"_s, exclude});
    if (!continuation.isEmpty())
        query.append({u"c"_s, continuation});
    send(u"reader/api/0/stream/items/ids"_s, query, QByteArray(),
         [this, stream, exclude, continuation, found, done](const HttpResponse &response) {
             if (response.status != 200)
                 return done(std::nullopt, ServerAnswer::problem(response));
             // A page of 100,000 ids is megabytes of JSON: read on a worker thread, so the
             // window's thread is not held.
             QtConcurrent::run([body = response.body] { return parseIdPage(body); })
                 .then(this, [this, stream, exclude, continuation, found,
                              done](const std::optional<IdPage> &page) {
                     if (!page)
                         return done(std::nullopt, tr("the list of item ids is not JSON"));
                     *found += page->ids;
                     // A server that hands back the same continuation would never end.
                     if (!page->continuation.isEmpty() && page->continuation != continuation)
                         return itemIdsFrom(stream, exclude, page->continuation, found, done);
                     done(*found, {});
                 });
         });
}

void GoogleReaderClient::items(const QList<qint64> &ids, Done<QList<Item>> done)
{
    itemsFrom(ids, 0, std::make_shared<QList<Item>>(), std::move(done));
}

void GoogleReaderClient::itemsFrom(const QList<qint64> &ids, qsizetype first,
                                   std::shared_ptr<QList<Item>> found, Done<QList<Item>> done)
{
    if (first >= ids.size())
        return done(*found, {});
    // Miniflux checks the write token on every POST, this one too.
    QList<std::pair<QString, QString>> fields{{u"T"_s, QString::fromUtf8(m_token)}};
    for (qsizetype i = first; i < ids.size() && i < first + ItemsPerRequest; ++i)
        fields.append({u"i"_s, longItemId(ids.at(i))});
    send(
        u"reader/api/0/stream/items/contents"_s, {{u"output"_s, u"json"_s}}, formOf(fields),
        [this, ids, first, found, done](const HttpResponse &response) {
            if (response.status != 200)
                return done(std::nullopt, ServerAnswer::problem(response));
            QtConcurrent::run([body = response.body] {
                return parseItems(body);
            }).then(this, [this, ids, first, found, done](const std::optional<QList<Item>> &items) {
                if (!items)
                    return done(std::nullopt, tr("the items' contents are not JSON"));
                *found += *items;
                itemsFrom(ids, first + ItemsPerRequest, found, done);
            });
        });
}

std::optional<QList<GoogleReaderClient::Item>>
GoogleReaderClient::parseItems(const QByteArray &body)
{
    const QJsonDocument json = QJsonDocument::fromJson(body);
    if (!json.isObject())
        return std::nullopt;
    QList<Item> items;
    for (const QJsonValue &value : json[u"items"_s].toArray()) {
        Item item;
        item.id = parseItemId(value[u"id"_s].toString());
        if (item.id == 0)
            continue;
        item.streamId = value[u"origin"_s][u"streamId"_s].toString();
        item.title = value[u"title"_s].toString();
        const QJsonValue content =
            value[u"content"_s].isObject() ? value[u"content"_s] : value[u"summary"_s];
        item.html = content[u"content"_s].toString();
        item.link = firstHref(value[u"canonical"_s]);
        if (item.link.isEmpty())
            item.link = firstHref(value[u"alternate"_s]);
        item.author = value[u"author"_s].toString();
        item.published = secondsToTime(value[u"published"_s]);
        item.updated = secondsToTime(value[u"updated"_s]);
        for (const QJsonValue &category : value[u"categories"_s].toArray()) {
            const QString name = category.toString();
            // "user/-/state/…" or "user/1234/state/…": the state is what counts.
            item.read = item.read || name.endsWith(u"/state/com.google/read"_s);
            item.starred = item.starred || name.endsWith(u"/state/com.google/starred"_s);
        }
        items.append(item);
    }
    return items;
}

void GoogleReaderClient::subscribe(const QUrl &url, const QString &folder,
                                   std::function<void(const QString &error)> done)
{
    QList<std::pair<QString, QString>> fields{
        {u"T"_s, QString::fromUtf8(m_token)},
        {u"s"_s, u"feed/"_s + url.toString(QUrl::FullyEncoded)},
        {u"ac"_s, u"subscribe"_s}};
    if (!folder.isEmpty())
        fields.append({u"a"_s, u"user/-/label/"_s + folder});
    send(u"reader/api/0/subscription/edit"_s, {}, formOf(fields),
         [done](const HttpResponse &response) {
             done(response.status == 200 ? QString() : ServerAnswer::problem(response));
         });
}

void GoogleReaderClient::editSubscription(const QString &stream, bool unsubscribe,
                                          const QString &folder,
                                          std::function<void(const QString &error)> done)
{
    QList<std::pair<QString, QString>> fields{{u"T"_s, QString::fromUtf8(m_token)},
                                              {u"s"_s, stream}};
    if (unsubscribe)
        fields.append({u"ac"_s, u"unsubscribe"_s});
    else
        fields += {{u"ac"_s, u"edit"_s}, {u"a"_s, u"user/-/label/"_s + folder}};
    send(u"reader/api/0/subscription/edit"_s, {}, formOf(fields),
         [done](const HttpResponse &response) {
             done(response.status == 200 ? QString() : ServerAnswer::problem(response));
         });
}

void GoogleReaderClient::editTags(const QList<qint64> &ids, const QString &add,
                                  const QString &remove,
                                  std::function<void(const QString &error)> done)
{
    editTagsFrom(ids, 0, add, remove, std::move(done));
}

void GoogleReaderClient::editTagsFrom(const QList<qint64> &ids, qsizetype first, const QString &add,
                                      const QString &remove,
                                      std::function<void(const QString &error)> done)
{
    if (first >= ids.size())
        return done({});
    QList<std::pair<QString, QString>> fields{{u"T"_s, QString::fromUtf8(m_token)}};
    for (qsizetype i = first; i < ids.size() && i < first + ItemsPerRequest; ++i)
        fields.append({u"i"_s, longItemId(ids.at(i))});
    if (!add.isEmpty())
        fields.append({u"a"_s, add});
    if (!remove.isEmpty())
        fields.append({u"r"_s, remove});
    send(u"reader/api/0/edit-tag"_s, {}, formOf(fields),
         [this, ids, first, add, remove, done](const HttpResponse &response) {
             if (response.status != 200)
                 return done(ServerAnswer::problem(response));
             editTagsFrom(ids, first + ItemsPerRequest, add, remove, done);
         });
}

} // namespace Lectern
