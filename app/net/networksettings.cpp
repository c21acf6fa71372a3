#include "net/networksettings.h"

#include "net/feedfetcher.h"

#include "net/httpclient.h"
#include <QNetworkProxyFactory>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString modeKey = u"network/proxy_mode"_s;
const QString typeKey = u"network/proxy_type"_s;
const QString hostKey = u"network/proxy_host"_s;
const QString portKey = u"network/proxy_port"_s;
const QString userKey = u"network/proxy_user"_s;
const QString deadlineKey = u"network/fetch_deadline_seconds"_s;

// Asks the system for each request, on this client only (no process-wide proxy setting).
class SystemProxyFactory : public QNetworkProxyFactory
{
public:
    QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery &query) override
    {
        return systemProxyForQuery(query);
    }
};
} // namespace

NetworkSettings NetworkSettings::load(const QSettings &settings)
{
    NetworkSettings loaded;
    const QString mode = settings.value(modeKey).toString();
    if (mode == u"none"_s)
        loaded.proxyMode = ProxyMode::None;
    else if (mode == u"manual"_s)
        loaded.proxyMode = ProxyMode::Manual;
    loaded.manualType = settings.value(typeKey).toString() == u"socks5"_s
                            ? QNetworkProxy::Socks5Proxy
                            : QNetworkProxy::HttpProxy;
    loaded.manualHost = settings.value(hostKey).toString();
    const int port = settings.value(portKey).toInt();
    loaded.manualPort = port > 0 && port <= 65535 ? quint16(port) : 0;
    loaded.manualUser = settings.value(userKey).toString();
    bool ok = false;
    const int deadline = settings.value(deadlineKey).toInt(&ok);
    if (ok)
        loaded.fetchDeadlineSeconds =
            qBound(MinFetchDeadlineSeconds, deadline, MaxFetchDeadlineSeconds);
    return loaded;
}

void NetworkSettings::save(QSettings &settings) const
{
    const QString mode = proxyMode == ProxyMode::None     ? u"none"_s
                         : proxyMode == ProxyMode::Manual ? u"manual"_s
                                                          : u"system"_s;
    settings.setValue(modeKey, mode);
    settings.setValue(typeKey, manualType == QNetworkProxy::Socks5Proxy ? u"socks5"_s : u"http"_s);
    settings.setValue(hostKey, manualHost);
    settings.setValue(portKey, int(manualPort));
    settings.setValue(userKey, manualUser);
    settings.setValue(deadlineKey, fetchDeadlineSeconds);
}

void NetworkSettings::applyTo(FeedFetcher &fetcher) const
{
    FeedFetcher::Limits limits = fetcher.limits();
    limits.totalTimeoutMs =
        qBound(MinFetchDeadlineSeconds, fetchDeadlineSeconds, MaxFetchDeadlineSeconds) * 1000;
    fetcher.setLimits(limits);
}

QString NetworkSettings::validate() const
{
    if (proxyMode != ProxyMode::Manual)
        return {};
    if (manualHost.trimmed().isEmpty())
        return NetworkSettings::tr("the manual proxy has no host name");
    if (manualPort == 0)
        return NetworkSettings::tr("the manual proxy %1 has no port (1 to 65535)").arg(manualHost);
    if (manualType != QNetworkProxy::HttpProxy && manualType != QNetworkProxy::Socks5Proxy)
        return NetworkSettings::tr("the manual proxy must be an HTTP or a SOCKS5 proxy");
    return {};
}

void NetworkSettings::applyTo(HttpClient &http, const QString &proxyPassword) const
{
    if (proxyMode == ProxyMode::None) {
        http.setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
        return;
    }
    if (proxyMode == ProxyMode::Manual && validate().isEmpty()) {
        http.setProxy(
            QNetworkProxy(manualType, manualHost.trimmed(), manualPort, manualUser, proxyPassword));
        return;
    }
    http.setProxyFactory(new SystemProxyFactory); // the client owns it
}

} // namespace Lectern
