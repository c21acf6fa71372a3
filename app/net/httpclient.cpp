#include "net/httpclient.h"

#include "net/httptransferthread.h"

#include <QNetworkProxyFactory>

using namespace Qt::StringLiterals;

namespace Lectern {

HttpClient::HttpClient(QObject *parent)
    : QObject(parent)
    , m_transfers(new HttpTransferThread(this))
{
}

HttpClient::~HttpClient() = default; // the thread, a child, stops as it is deleted

void HttpClient::setProxy(const QNetworkProxy &proxy)
{
    m_factory.reset();
    m_proxy = proxy;
}

QNetworkProxy HttpClient::proxy() const
{
    return m_proxy.value_or(QNetworkProxy(QNetworkProxy::DefaultProxy));
}

void HttpClient::setProxyFactory(QNetworkProxyFactory *factory)
{
    m_factory.reset(factory);
    m_proxy.reset();
}

QNetworkProxy HttpClient::proxyFor(const QUrl &url) const
{
    const QNetworkProxyQuery query(url);
    QList<QNetworkProxy> proxies;
    if (m_factory)
        proxies = m_factory->queryProxy(query);
    else if (m_proxy && m_proxy->type() != QNetworkProxy::DefaultProxy)
        proxies = {*m_proxy};
    else
        proxies = QNetworkProxyFactory::proxyForQuery(query);
    return proxies.value(0, QNetworkProxy(QNetworkProxy::NoProxy));
}

void HttpClient::routeThroughProxy(HttpRequest &request, const QUrl &url) const
{
    const QNetworkProxy proxy = proxyFor(url);
    request.proxy = curlProxy(proxy);
    if (!request.proxy.isEmpty() && !proxy.user().isEmpty()) {
        request.proxyUser = proxy.user().toUtf8();
        request.proxyPassword = proxy.password().toUtf8();
    }
}

QByteArray HttpClient::curlProxy(const QNetworkProxy &proxy)
{
    QUrl url;
    switch (proxy.type()) {
    case QNetworkProxy::HttpProxy:
    case QNetworkProxy::HttpCachingProxy:
        url.setScheme(u"http"_s);
        break;
    case QNetworkProxy::Socks5Proxy:
        url.setScheme(u"socks5h"_s); // names resolved by the proxy, as Qt's SOCKS5 does
        break;
    default:
        return {};
    }
    url.setHost(proxy.hostName());
    url.setPort(proxy.port());
    return url.toEncoded();
}

} // namespace Lectern
