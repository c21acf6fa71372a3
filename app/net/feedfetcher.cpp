#include "net/feedfetcher.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <memory>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
bool isWebScheme(const QUrl &url)
{
    return url.scheme() == u"http"_s || url.scheme() == u"https"_s;
}

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}
} // namespace

FeedFetcher::FeedFetcher(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
{
}

QString FeedFetcher::userAgent()
{
    return u"Lectern/%1 (feed reader)"_s.arg(QString::fromLatin1(LECTERN_VERSION));
}

void FeedFetcher::fetch(const QUrl &url, std::function<void(const FetchResult &)> done)
{
    fetch(url, {}, std::move(done));
}

void FeedFetcher::fetch(const QUrl &url, const ConditionalHeaders &conditional,
                        std::function<void(const FetchResult &)> done)
{
    auto result = std::make_shared<FetchResult>();
    result->requestedUrl = url;
    if (!url.isValid() || !isWebScheme(url)) {
        result->error = u"%1 is not an http or https address"_s.arg(url.toDisplayString());
        done(*result);
        return;
    }

    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    request.setRawHeader("Accept",
                         "application/atom+xml, application/rss+xml, application/feed+json, "
                         "application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8");
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::UserVerifiedRedirectPolicy);
    request.setMaximumRedirectsAllowed(m_limits.maxRedirects);
    request.setTransferTimeout(m_limits.stallTimeoutMs);
    if (!conditional.etag.isEmpty())
        request.setRawHeader("If-None-Match", conditional.etag);
    if (!conditional.lastModified.isEmpty())
        request.setRawHeader("If-Modified-Since", conditional.lastModified);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);

    QNetworkReply *reply = m_network->get(request);
    const qint64 maxBytes = m_limits.maxBytes;
    auto fail = [reply, result](const QString &message) {
        if (result->error.isEmpty())
            result->error = message;
        reply->abort();
    };

    // Only a chain of permanent redirects moves the feed; one temporary hop keeps its address.
    auto allPermanent = std::make_shared<bool>(true);
    connect(reply, &QNetworkReply::redirected, reply,
            [reply, fail, url, result, allPermanent](const QUrl &target) {
                if (!isWebScheme(target)) {
                    fail(u"%1 redirects to %2, which is not http or https; refused"_s.arg(
                        url.toDisplayString(), target.toDisplayString()));
                    return;
                }
                const int status =
                    reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                *allPermanent = *allPermanent && (status == 301 || status == 308);
                result->movedTo = *allPermanent ? target : QUrl();
                Q_EMIT reply->redirectAllowed();
            });
    connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, fail, url, maxBytes] {
        const qint64 declared = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        if (declared > maxBytes) {
            fail(u"%1 is too large (%2 MB; the limit is %3 MB)"_s.arg(
                url.toDisplayString(), megabytes(declared), megabytes(maxBytes)));
        }
    });
    connect(reply, &QNetworkReply::readyRead, reply, [reply, result, fail, url, maxBytes] {
        result->body += reply->readAll();
        if (result->body.size() > maxBytes) {
            result->body.clear();
            fail(u"%1 sent more than %2 MB; stopped reading"_s.arg(url.toDisplayString(),
                                                                   megabytes(maxBytes)));
        }
    });
    connect(reply, &QNetworkReply::finished, this, [reply, result, done = std::move(done), url] {
        reply->deleteLater();
        if (result->error.isEmpty())
            result->body += reply->readAll();
        result->finalUrl = reply->url();
        result->httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        result->contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString();
        result->validators = {reply->rawHeader("ETag"), reply->rawHeader("Last-Modified")};
        result->notModified = result->httpStatus == 304;
        if (!result->error.isEmpty()) {
            result->body.clear();
        } else if (reply->error() == QNetworkReply::ProtocolUnknownError) {
            // Qt stops a redirect to a scheme it cannot fetch before asking us.
            result->error = u"%1 redirects to %2, which is not http or https; refused"_s.arg(
                url.toDisplayString(), QString::fromUtf8(reply->rawHeader("Location")));
        } else if (reply->error() == QNetworkReply::OperationCanceledError) {
            result->error = u"%1 stopped sending data (timed out)"_s.arg(url.toDisplayString());
        } else if (result->httpStatus >= 400) {
            const QString reason =
                reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
            result->error = u"%1 answered HTTP %2 %3"_s.arg(url.toDisplayString())
                                .arg(result->httpStatus)
                                .arg(reason)
                                .trimmed();
        } else if (reply->error() != QNetworkReply::NoError) {
            result->error =
                u"cannot fetch %1: %2"_s.arg(url.toDisplayString(), reply->errorString());
        }
        if (!result->error.isEmpty())
            result->body.clear();
        done(*result);
    });
}

} // namespace Lectern
