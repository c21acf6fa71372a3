// Lectern's HTTP: every request of a refresh, a subscription or a capture goes out through one
// HttpClient, made once by the window or a command and handed to whatever fetches. It holds
// the proxy to use and the libcurl transfer thread whose connections those requests share.
// Qt Network lends only its proxy types; it sends nothing.
#pragma once

#include <QNetworkProxy>
#include <QObject>
#include <QUrl>
#include <memory>
#include <optional>

class QNetworkProxyFactory;

namespace Lectern {

class HttpTransferThread;
struct HttpRequest;

class HttpClient : public QObject
{
    Q_OBJECT
public:
    explicit HttpClient(QObject *parent = nullptr);
    ~HttpClient() override;

    // The proxy, as Qt's network manager chose one: a factory, else a fixed proxy (NoProxy
    // for none), else the application's (QNetworkProxyFactory's). Setting either replaces the
    // other; the client owns the factory.
    void setProxy(const QNetworkProxy &proxy);
    QNetworkProxy proxy() const;
    void setProxyFactory(QNetworkProxyFactory *factory);
    QNetworkProxyFactory *proxyFactory() const { return m_factory.get(); }
    QNetworkProxy proxyFor(const QUrl &url) const;
    // Sends request, bound for url, through the proxy proxyFor(url) names, with its login.
    void routeThroughProxy(HttpRequest &request, const QUrl &url) const;
    // A proxy in libcurl's form ("http://host:port", "socks5h://host:port"); empty for none.
    static QByteArray curlProxy(const QNetworkProxy &proxy);

    // The thread that runs the transfers, started with the first one; it ends with the client.
    HttpTransferThread *transfers() const { return m_transfers; }

private:
    std::unique_ptr<QNetworkProxyFactory> m_factory;
    std::optional<QNetworkProxy> m_proxy;
    HttpTransferThread *m_transfers;
};

} // namespace Lectern
