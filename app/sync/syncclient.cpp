#include "sync/syncclient.h"

#include "net/feedfetcher.h"
#include "net/httpclient.h"
#include "net/httptransferthread.h"

namespace Lectern {

namespace {

QDateTime httpDate(const QByteArray &value)
{
    // "Sun, 06 Dec 2026 07:19:21 GMT"
    return QDateTime::fromString(QString::fromLatin1(value).simplified(), Qt::RFC2822Date).toUTC();
}

} // namespace

SyncClient::SyncClient(HttpClient *http, QUrl server, QObject *parent)
    : QObject(parent)
    , m_http(http)
    , m_server(std::move(server))
{
    if (!m_server.path().endsWith(u'/'))
        m_server.setPath(m_server.path() + u'/');
}

SyncClient::~SyncClient()
{
    // The transfer thread is shared and goes on: nothing it finishes later may call this.
    m_http->transfers()->forget(this);
}

void SyncClient::send(const QUrl &url, const QByteArray &method, const QByteArray &body,
                      const QByteArray &contentType, std::function<void(const HttpResponse &)> done)
{
    HttpRequest request;
    request.url = url.toEncoded();
    request.userAgent = FeedFetcher::userAgent().toUtf8();
    m_http->routeThroughProxy(request, url);
    if (const QByteArray login = loginHeader(); !login.isEmpty())
        request.headers.append(login);
    if (method != "GET") {
        request.method = method;
        request.body = body;
        request.headers.append("Content-Type: " + contentType);
    }
    ++m_requests;
    m_http->transfers()->submit(request, this,
                                [this, done = std::move(done)](const HttpResponse &response) {
                                    m_lastStatus = response.status;
                                    const QDateTime date = httpDate(response.header("date"));
                                    if (date.isValid())
                                        m_lastAnswerTime = date;
                                    done(response);
                                });
}

} // namespace Lectern
