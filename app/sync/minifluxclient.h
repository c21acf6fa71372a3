// A Miniflux server through its own REST API (/v1/), spoken to through the HttpClient: the user
// (the login check), the feeds with their categories, entries by pages (all of them, or those
// changed since a time: Miniflux moves an entry's changed_at when it arrives and when its status
// or star changes), statuses set in batches and stars toggled (the API has no call that sets a
// star). Logs in with an API token, or with the user's name and password (HTTP Basic). Every
// answer comes on the client's thread; a failure says what the server answered.
#pragma once

#include "library/ingest/remoteitem.h"
#include "sync/syncclient.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>
#include <functional>
#include <optional>

namespace Lectern {

struct HttpResponse;

class MinifluxClient : public SyncClient
{
    Q_OBJECT
public:
    static constexpr int EntriesPerPage = 1'000;
    static constexpr int IdsPerUpdate = 1'000;

    struct Page
    {
        QList<RemoteItem> items;
        int total = 0; // entries the query matches, this page's and the later ones
    };
    template<typename T>
    using Done = std::function<void(std::optional<T> result, const QString &error)>;
    using Finished = std::function<void(const QString &error)>;

    // server: Miniflux's own address (the API is under /v1/ there).
    MinifluxClient(HttpClient *http, QUrl server, QObject *parent = nullptr);

    // user empty: secret is an API token; otherwise the user's password.
    void setLogin(const QString &user, const QString &secret);
    // Checks the login (GET /v1/me).
    void checkLogin(Finished done);
    void feeds(Done<QList<RemoteSubscription>> done);
    // Entries after afterId in id order, EntriesPerPage at most; with changedAfter, only those
    // that arrived or changed since; starredOnly: only starred ones.
    void entries(qint64 afterId, const QDateTime &changedAfter, bool starredOnly, Done<Page> done);
    void setRead(const QList<qint64> &ids, bool read, Finished done);
    void toggleStar(qint64 id, Finished done);
    void removeFeed(qint64 feedId, Finished done);
    // Puts the feed in the category of that title, made when there is none.
    void moveFeed(qint64 feedId, const QString &category, Finished done);
    // Follows the feed at url there, in that category (empty: the first); the server fetches it
    // before it answers.
    void addFeed(const QUrl &url, const QString &category, Finished done);
    // The Miniflux feed id of a stream made by streamOf(); 0 when it is none.
    static qint64 feedIdOf(const QString &stream);

    // The stream name of a Miniflux feed id ("feed/12"), as subscriptions and items carry it.
    static QString streamOf(qint64 feedId);
    // The guid a Miniflux entry's article gets in its feed.
    static QString guidOf(qint64 entryId);

protected:
    QByteArray loginHeader() const override { return m_authorization; }

private:
    void send(const QByteArray &method, const QString &path, const QByteArray &json,
              std::function<void(const HttpResponse &)> done);
    static std::optional<Page> parseEntries(const QByteArray &body);
    void withCategory(const QString &title, std::function<void(qint64)> use, Finished failed);
    void setReadFrom(const QList<qint64> &ids, qsizetype first, bool read, Finished done);

    QByteArray m_authorization; // the header line
};

} // namespace Lectern
