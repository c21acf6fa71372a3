// Fetches one feed over HTTP(S) politely and with limits: only http and https (also across
// redirects, which it follows itself so that loops are named and credentials never leave the
// feed's server), a redirect limit, stall and total timeouts, a cap on the body size counted
// after decompression, no cookies, conditional GET, HTTP Basic auth, and Retry-After read back.
// The transfers run on the HttpClient's transfer thread (libcurl), which every fetcher given
// that client shares; the client's proxy is asked again at each request. The client outlives
// the fetcher.
#pragma once

#include "net/httpclient.h"
#include "net/httptransferthread.h"

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

class QNetworkProxy;

namespace Lectern {

// Validators from the last successful fetch: the server answers 304 when nothing changed.
struct ConditionalHeaders
{
    QByteArray etag;
    QByteArray lastModified;
};

struct BasicCredentials
{
    QString user;
    QString password;
    bool isEmpty() const { return user.isEmpty(); }
};

struct FetchOptions
{
    ConditionalHeaders conditional;
    BasicCredentials credentials; // sent only to the server of the address asked for
    QByteArray accept;            // the Accept header; empty: feed formats first
    bool feedOnly = true;         // refuse types that are never a feed (images, audio, ...)
    // Where it may go. A person's own address reaches anywhere, and its redirects only public
    // addresses and its own host (when that host is private); what content names is given
    // NetworkReach::content.
    NetworkReach reach;
};

struct FetchResult
{
    QUrl requestedUrl;
    QUrl finalUrl;
    // Where relative links in the body resolve: its Content-Location (resolved against
    // finalUrl) when the server names one, else finalUrl.
    QUrl documentBase;
    int httpStatus = 0;
    bool notModified = false; // 304: no body, nothing to parse
    QByteArray body;
    QString contentType;
    ConditionalHeaders validators; // to send next time
    QUrl movedTo;                  // set when every redirect on the way was permanent (301/308)
    QDateTime retryAfter;          // when a 429 or 503 said when to come back
    bool needsCredentials = false; // 401: none were given, or they were refused
    // Refused before it was sent: it points into the person's own network (error says where),
    // which no later try changes.
    bool refused = false;
    // Where the last hop connected; Invalid when not known (no answer, or through a proxy).
    AddressSpace::Kind addressSpace = AddressSpace::Kind::Invalid;
    QString address; // that address, when known
    QString error;   // empty on success; otherwise says what went wrong, naming the URL
    bool ok() const { return error.isEmpty(); }
    // A PDF, by its type or by its bytes (the signature within the first KB, as PDF readers
    // look for it).
    bool isPdf() const;
};

class FeedFetcher : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        qint64 maxBytes = 32 * 1024 * 1024; // of the body as decompressed
        int stallTimeoutMs = 30'000;        // no byte for this long ends the fetch
        int totalTimeoutMs = 60'000;        // a slow trickle ends too, and the refresh goes on
        int maxRedirects = 5;
    };

    // http: its proxy and its transfer thread carry every fetch.
    explicit FeedFetcher(HttpClient *http, QObject *parent = nullptr);
    ~FeedFetcher() override;

    void setLimits(const Limits &limits) { m_limits = limits; }
    Limits limits() const { return m_limits; }
    static QString userAgent();
    // A response that says it is complete (2xx, no error) but holds less than it declared: no
    // bytes at all when the body was compressed (Content-Length counts compressed bytes).
    static bool lostBody(qint64 declaredLength, bool encoded, qint64 received);
    // A proxy in libcurl's form (HttpClient::curlProxy).
    static QByteArray curlProxy(const QNetworkProxy &proxy) { return HttpClient::curlProxy(proxy); }

    // Calls done exactly once, on this object's thread.
    void fetch(const QUrl &url, std::function<void(const FetchResult &)> done);
    void fetch(const QUrl &url, const FetchOptions &options,
               std::function<void(const FetchResult &)> done);

private:
    struct Transfer;
    void startHop(const std::shared_ptr<Transfer> &transfer);
    void finishHop(const std::shared_ptr<Transfer> &transfer, const HttpResponse &response);
    void complete(const std::shared_ptr<Transfer> &transfer);

    HttpClient *m_http;
    Limits m_limits;
    QPointer<HttpTransferThread> m_transfers; // m_http's, shared with its other fetchers
};

} // namespace Lectern
