#include "net/feedfetcher.h"

#include "net/fetchbackoff.h"

#include "net/httpclient.h"
#include <QElapsedTimer>
#include <QNetworkProxy>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

bool FetchResult::isPdf() const
{
    return contentType.section(u';', 0, 0)
                   .trimmed()
                   .compare("application/pdf"_L1, Qt::CaseInsensitive) == 0 ||
           body.left(1024).contains("%PDF-");
}

namespace {
bool isWebScheme(const QUrl &url)
{
    return url.scheme() == u"http"_s || url.scheme() == u"https"_s;
}

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

// Credentials go to the server they were given for, or to the same host over https (an upgrade
// from http), never to another host a redirect points at.
bool mayCarryCredentials(const QUrl &target, const QUrl &asked)
{
    if (target.host().compare(asked.host(), Qt::CaseInsensitive) != 0)
        return false;
    if (target.scheme() == u"https"_s && asked.scheme() == u"http"_s)
        return true;
    const int defaultPort = target.scheme() == u"https"_s ? 443 : 80;
    return target.scheme() == asked.scheme() && target.port(defaultPort) == asked.port(defaultPort);
}

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

// Types that are certainly not a feed nor a page linking one; anything else is given to the
// parser, since many servers label feeds text/plain or application/octet-stream.
bool isNeverAFeed(const QString &contentType)
{
    const QString type = contentType.section(u';', 0, 0).trimmed().toLower();
    return type.startsWith(u"image/"_s) || type.startsWith(u"audio/"_s) ||
           type.startsWith(u"video/"_s) || type.startsWith(u"font/"_s) ||
           type == u"application/pdf"_s || type == u"application/zip"_s ||
           type == u"application/gzip"_s;
}
} // namespace

struct FeedFetcher::Transfer
{
    QUrl current;
    FetchOptions options;
    NetworkReach reach; // this hop's
    Limits limits;
    std::function<void(const FetchResult &)> done;
    FetchResult result;
    QList<QUrl> visited;
    bool allPermanent = true;
    QElapsedTimer started; // the total timeout counts every hop
    bool completed = false;
    bool retriedLostBody = false;
};

FeedFetcher::FeedFetcher(HttpClient *http, QObject *parent)
    : QObject(parent)
    , m_http(http)
    , m_transfers(http->transfers())
{
}

FeedFetcher::~FeedFetcher()
{
    // The thread is shared and goes on: nothing it finishes later may call this object.
    if (m_transfers)
        m_transfers->forget(this);
}

QString FeedFetcher::userAgent()
{
    return u"Lectern/%1 (feed reader)"_s.arg(QString::fromLatin1(LECTERN_VERSION));
}

void FeedFetcher::fetch(const QUrl &url, std::function<void(const FetchResult &)> done)
{
    fetch(url, FetchOptions{}, std::move(done));
}

void FeedFetcher::fetch(const QUrl &url, const FetchOptions &options,
                        std::function<void(const FetchResult &)> done)
{
    auto transfer = std::make_shared<Transfer>();
    transfer->current = url;
    transfer->options = options;
    transfer->limits = m_limits;
    transfer->done = std::move(done);
    transfer->reach = options.reach;
    transfer->result.requestedUrl = url;
    transfer->visited.append(url);
    transfer->started.start();
    if (!url.isValid() || !isWebScheme(url)) {
        transfer->result.error =
            tr("%1 is not an http or https address").arg(url.toDisplayString());
        complete(transfer);
        return;
    }
    startHop(transfer);
}

void FeedFetcher::startHop(const std::shared_ptr<Transfer> &transfer)
{
    HttpRequest request;
    request.url = transfer->current.toEncoded();
    request.userAgent = userAgent().toUtf8();
    request.headers.append("Accept: " + (!transfer->options.accept.isEmpty()
                                             ? transfer->options.accept
                                             : "application/atom+xml, application/rss+xml, "
                                               "application/feed+json, application/xml;q=0.9, "
                                               "text/xml;q=0.9, */*;q=0.8"_ba));
    // With an entity tag the server compares that alone: next to If-None-Match it must ignore
    // If-Modified-Since (RFC 9110, 13.1.3).
    const ConditionalHeaders &conditional = transfer->options.conditional;
    if (!conditional.etag.isEmpty())
        request.headers.append("If-None-Match: " + conditional.etag);
    else if (!conditional.lastModified.isEmpty())
        request.headers.append("If-Modified-Since: " + conditional.lastModified);
    // No cookies are kept or sent: a feed needs none, and they would let servers follow the
    // reader around (libcurl keeps none unless asked to).
    const BasicCredentials &credentials = transfer->options.credentials;
    if (!credentials.isEmpty() &&
        mayCarryCredentials(transfer->current, transfer->result.requestedUrl)) {
        request.headers.append(
            "Authorization: Basic " +
            (credentials.user + u':' + credentials.password).toUtf8().toBase64());
    }
    m_http->routeThroughProxy(request, transfer->current);
    request.reach = transfer->reach;
    request.maxBodyBytes = transfer->limits.maxBytes;
    request.stallTimeoutMs = transfer->limits.stallTimeoutMs;
    request.totalTimeoutMs =
        int(std::max<qint64>(1, transfer->limits.totalTimeoutMs - transfer->started.elapsed()));
    transfer->result.body.clear();
    m_transfers->submit(std::move(request), this, [this, transfer](const HttpResponse &response) {
        finishHop(transfer, response);
    });
}

void FeedFetcher::finishHop(const std::shared_ptr<Transfer> &transfer, const HttpResponse &response)
{
    using Stop = HttpResponse::Stop;
    FetchResult &result = transfer->result;
    const QUrl url = result.requestedUrl;
    const int status = response.status;
    if (response.stop == Stop::None && isRedirect(status)) {
        const QByteArray location = response.header("location");
        const QUrl target = transfer->current.resolved(QUrl::fromEncoded(location));
        const auto chain = [transfer, target] {
            QStringList hops;
            for (const QUrl &hop : std::as_const(transfer->visited))
                hops.append(hop.toDisplayString());
            return (hops + QStringList{target.toDisplayString()}).join(u" -> "_s);
        };
        if (location.isEmpty() || !target.isValid()) {
            result.error = tr("%1 redirects (HTTP %2) without saying where to")
                               .arg(transfer->current.toDisplayString())
                               .arg(status);
        } else if (!isWebScheme(target)) {
            result.error = tr("%1 redirects to %2, which is not http or https; refused")
                               .arg(url.toDisplayString(), target.toDisplayString());
        } else if (transfer->visited.contains(target)) {
            result.error = tr("%1 redirects in a loop: %2").arg(url.toDisplayString(), chain());
        } else if (transfer->visited.size() > transfer->limits.maxRedirects) {
            result.error = tr("%1 redirects more than %2 times: %3")
                               .arg(url.toDisplayString())
                               .arg(transfer->limits.maxRedirects)
                               .arg(chain());
        } else {
            // Only a chain of permanent redirects moves the feed; one temporary hop keeps it.
            transfer->allPermanent = transfer->allPermanent && (status == 301 || status == 308);
            result.movedTo = transfer->allPermanent ? target : QUrl();
            // A redirect is the server's choice, not the person's: the next hop reaches private
            // addresses only on this host, and only when this host is itself one.
            if (!transfer->reach.publicOnly) {
                const bool privateHere = response.addressSpace != AddressSpace::Kind::Public &&
                                         response.addressSpace != AddressSpace::Kind::Invalid;
                transfer->reach =
                    NetworkReach::content(privateHere ? transfer->current.host() : QString());
            }
            transfer->visited.append(target);
            transfer->current = target;
            startHop(transfer);
            return;
        }
    }

    result.body = response.body;
    result.finalUrl = transfer->current;
    result.documentBase = transfer->current;
    if (const QByteArray location = response.header("content-location"); !location.isEmpty()) {
        const QUrl named = QUrl::fromEncoded(location);
        const QUrl resolved = named.isRelative() ? transfer->current.resolved(named) : named;
        if (resolved.isValid() &&
            (resolved.scheme() == u"http"_s || resolved.scheme() == u"https"_s))
            result.documentBase = resolved;
    }
    result.httpStatus = status;
    result.addressSpace = response.addressSpace;
    result.address = QString::fromLatin1(response.address);
    result.contentType = QString::fromLatin1(response.header("content-type"));
    result.validators = {response.header("etag"), response.header("last-modified")};
    result.notModified = status == 304;
    const QByteArray encoding = response.header("content-encoding");
    const auto answered = [&] {
        return tr("%1 answered HTTP %2 %3")
            .arg(url.toDisplayString())
            .arg(status)
            .arg(QString::fromLatin1(response.reason))
            .trimmed();
    };
    if (!result.error.isEmpty()) {
        // The redirect checks above already said what happened.
    } else if (response.stop == Stop::Refused) {
        result.refused = true;
        result.error = tr("%1 points into %2 (%3); not fetched")
                           .arg(transfer->current.toDisplayString(),
                                AddressSpace::describe(response.addressSpace),
                                QString::fromLatin1(response.address));
    } else if (response.stop == Stop::TimedOut) {
        result.error = tr("%1 took longer than %2 s; stopped")
                           .arg(url.toDisplayString())
                           .arg(transfer->limits.totalTimeoutMs / 1000.0);
    } else if (response.stop == Stop::Stalled) {
        result.error = tr("%1 stopped sending data (timed out)").arg(url.toDisplayString());
    } else if (response.stop == Stop::DeclaredTooLarge) {
        result.error = tr("%1 is too large (%2 MB; the limit is %3 MB)")
                           .arg(url.toDisplayString(), megabytes(response.declaredLength()),
                                megabytes(transfer->limits.maxBytes));
    } else if (response.stop == Stop::BodyTooLarge) {
        result.error = tr("%1 sent more than %2 MB (decompressed); stopped reading")
                           .arg(url.toDisplayString(), megabytes(transfer->limits.maxBytes));
    } else if (status == 401) {
        result.needsCredentials = true;
        const BasicCredentials &credentials = transfer->options.credentials;
        result.error =
            credentials.isEmpty()
                ? tr("%1 needs a user name and password (HTTP 401)").arg(url.toDisplayString())
                : tr("%1 refused the user name and password of %2 (HTTP 401)")
                      .arg(url.toDisplayString(), credentials.user);
    } else if (status == 410) {
        result.error = answered() + tr(": the feed was removed; it is no longer checked");
    } else if (status == 429 || status == 503) {
        result.retryAfter = FetchBackoff::parseRetryAfter(response.header("retry-after"),
                                                          QDateTime::currentDateTimeUtc());
        result.error = answered();
        if (result.retryAfter.isValid()) {
            result.error += tr("; it asks not to come back before %1")
                                .arg(result.retryAfter.toUTC().toString(Qt::ISODate));
        }
    } else if (status >= 400) {
        result.error = answered();
    } else if (response.stop == Stop::Truncated) {
        result.error = tr("%1 closed the connection before the whole response arrived")
                           .arg(url.toDisplayString());
    } else if (response.stop == Stop::BadEncoding) {
        result.error = tr("%1 sent a compressed body (%2) that could not be decompressed")
                           .arg(url.toDisplayString(), QString::fromLatin1(encoding));
    } else if (response.stop != Stop::None) {
        result.error = tr("cannot fetch %1: %2").arg(url.toDisplayString(), response.failure);
    } else if (status >= 300 && status != 304) {
        result.error = answered();
    } else if (!result.notModified && transfer->options.feedOnly &&
               isNeverAFeed(result.contentType)) {
        result.error = tr("%1 sent %2, not a feed").arg(url.toDisplayString(), result.contentType);
    }
    if (result.error.isEmpty() && status >= 200 && status < 300 &&
        lostBody(response.declaredLength(), !encoding.isEmpty(), result.body.size())) {
        // A 200 without error whose body is not all there: asked once more before it counts
        // as the feed's failure.
        if (!transfer->retriedLostBody) {
            transfer->retriedLostBody = true;
            startHop(transfer);
            return;
        }
        result.error =
            encoding.isEmpty()
                ? tr("%1 ended its response before the body it declared (%2 of %3 bytes)")
                      .arg(url.toDisplayString())
                      .arg(result.body.size())
                      .arg(response.declaredLength())
                : tr("%1 sent a compressed body (%2, %3 bytes) that could not be decompressed")
                      .arg(url.toDisplayString(), QString::fromLatin1(encoding))
                      .arg(response.declaredLength());
    }
    if (!result.error.isEmpty())
        result.body.clear();
    complete(transfer);
}

bool FeedFetcher::lostBody(qint64 declaredLength, bool encoded, qint64 received)
{
    if (declaredLength <= 0)
        return false;
    return encoded ? received == 0 : received < declaredLength;
}

void FeedFetcher::complete(const std::shared_ptr<Transfer> &transfer)
{
    if (transfer->completed)
        return;
    transfer->completed = true;
    transfer->done(transfer->result);
}

} // namespace Lectern
