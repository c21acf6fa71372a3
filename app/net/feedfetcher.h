// Fetches one feed over HTTP(S) with limits: only http and https (also across redirects), a
// redirect limit, a stall timeout and a cap on the body size.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUrl>
#include <functional>

class QNetworkAccessManager;

namespace Lectern {

// Validators from the last successful fetch: the server answers 304 when nothing changed.
struct ConditionalHeaders
{
    QByteArray etag;
    QByteArray lastModified;
};

struct FetchResult
{
    QUrl requestedUrl;
    QUrl finalUrl;
    int httpStatus = 0;
    bool notModified = false; // 304: no body, nothing to parse
    QByteArray body;
    QString contentType;
    ConditionalHeaders validators; // to send next time
    QUrl movedTo; // set when every redirect on the way was permanent (301/308)
    QString error; // empty on success; otherwise says what went wrong, naming the URL
    bool ok() const { return error.isEmpty(); }
};

class FeedFetcher : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        qint64 maxBytes = 32 * 1024 * 1024;
        int stallTimeoutMs = 30'000;
        int maxRedirects = 5;
    };

    explicit FeedFetcher(QNetworkAccessManager *network, QObject *parent = nullptr);

    void setLimits(const Limits &limits) { m_limits = limits; }
    Limits limits() const { return m_limits; }
    static QString userAgent();

    // Calls done exactly once, on this object's thread.
    void fetch(const QUrl &url, std::function<void(const FetchResult &)> done);
    void fetch(const QUrl &url, const ConditionalHeaders &conditional,
               std::function<void(const FetchResult &)> done);

private:
    QNetworkAccessManager *m_network;
    Limits m_limits;
};

} // namespace Lectern
