// One server of the Google Reader API (Miniflux, FreshRSS, Inoreader, The Old Reader, BazQux),
// spoken to through the HttpClient: ClientLogin and the write token; the subscriptions and their
// folders; the item ids of a stream (unread, starred, everything), contents in batches; tags
// added and removed in batches. Every answer comes on the client's thread; a failure says what
// the server answered. Item ids come as numbers in either of the API's forms (decimal, or the
// long form "tag:google.com,2005:reader/item/" and 16 hex digits) and go out in the long form.
#pragma once

#include "library/ingest/remoteitem.h"
#include "sync/syncclient.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <functional>
#include <optional>

namespace Lectern {

struct HttpResponse;

class GoogleReaderClient : public SyncClient
{
    Q_OBJECT
public:
    static constexpr const char *ReadingList = "user/-/state/com.google/reading-list";
    static constexpr const char *Read = "user/-/state/com.google/read";
    static constexpr const char *Starred = "user/-/state/com.google/starred";
    // Ids and contents asked for at once. Servers cap a page of ids as they see fit and say
    // where the next begins (FreshRSS: 10,000); Miniflux has no cap, and its pages, cut where
    // items share a publication time, can skip or repeat items: asked for all at once, it makes
    // none. Contents are asked for by POST, a few hundred at a time.
    static constexpr int IdsPerPage = 100'000;
    static constexpr int ItemsPerRequest = 250;

    using Subscription = RemoteSubscription;
    using Item = RemoteItem;
    template<typename T>
    using Done = std::function<void(std::optional<T> result, const QString &error)>;

    // server: where the API's paths ("accounts/ClientLogin", "reader/api/0/…") start: Miniflux's
    // own address, or FreshRSS's followed by api/greader.php/.
    GoogleReaderClient(HttpClient *http, QUrl server, QObject *parent = nullptr);

    // Logs in and fetches the token writes need; done(error), empty on success.
    void logIn(const QString &user, const QString &password,
               std::function<void(const QString &error)> done);
    bool isLoggedIn() const { return !m_auth.isEmpty(); }
    // Whether the last answer refused the login (401 or 403): an Auth token kept from an earlier
    // sync may have run out.
    bool wasRefused() const { return lastStatus() == 401 || lastStatus() == 403; }
    void subscriptions(Done<QList<Subscription>> done);
    // The ids of stream's items (every page), leaving out those also in exclude (may be empty).
    void itemIds(const QString &stream, const QString &exclude, Done<QList<qint64>> done);
    // The items of these ids, in batches of ItemsPerRequest.
    void items(const QList<qint64> &ids, Done<QList<Item>> done);
    // Adds the tag add and removes the tag remove (either may be empty) on these items.
    void editTags(const QList<qint64> &ids, const QString &add, const QString &remove,
                  std::function<void(const QString &error)> done);
    // Follows the feed at url there, in folder when one is given.
    void subscribe(const QUrl &url, const QString &folder,
                   std::function<void(const QString &error)> done);
    // Unsubscribes from stream, or (folder given) puts it in that folder.
    void editSubscription(const QString &stream, bool unsubscribe, const QString &folder,
                          std::function<void(const QString &error)> done);

    // An item id in either form; 0 when it is neither.
    static qint64 parseItemId(QStringView text);
    static QString longItemId(qint64 id);

protected:
    QByteArray loginHeader() const override;

private:
    void send(const QString &path, const QList<std::pair<QString, QString>> &query,
              const QByteArray &form, std::function<void(const HttpResponse &)> done);
    // Read on a worker thread: a batch of contents or a page of ids is a lot of JSON.
    static std::optional<QList<Item>> parseItems(const QByteArray &body);
    void itemIdsFrom(const QString &stream, const QString &exclude, const QString &continuation,
                     std::shared_ptr<QList<qint64>> found, Done<QList<qint64>> done);
    void itemsFrom(const QList<qint64> &ids, qsizetype first, std::shared_ptr<QList<Item>> found,
                   Done<QList<Item>> done);
    void editTagsFrom(const QList<qint64> &ids, qsizetype first, const QString &add,
                      const QString &remove, std::function<void(const QString &error)> done);

    QByteArray m_auth;  // ClientLogin's Auth
    QByteArray m_token; // the write token
};

} // namespace Lectern
