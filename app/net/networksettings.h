// How Lectern reaches the network: the system's proxy (the default), no proxy, or a proxy the
// user names. A plain value, read from and written to the QSettings the caller passes; the
// proxy's password is not kept here (it belongs in a CredentialStore).
#pragma once

#include <QNetworkProxy>
#include <QString>

class QNetworkAccessManager;
class QSettings;

namespace Lectern {

struct NetworkSettings
{
    enum class ProxyMode { System, None, Manual };

    ProxyMode proxyMode = ProxyMode::System;
    QNetworkProxy::ProxyType manualType = QNetworkProxy::HttpProxy; // or Socks5Proxy
    QString manualHost;
    quint16 manualPort = 0;
    QString manualUser;

    static NetworkSettings load(const QSettings &settings);
    void save(QSettings &settings) const;
    // Empty when usable; otherwise what is wrong (a manual proxy needs a host and a port).
    QString validate() const;
    // Points network at the chosen proxy. A manual proxy that does not validate is not used: the
    // system's proxy is, and validate() says why.
    void applyTo(QNetworkAccessManager &network, const QString &proxyPassword = {}) const;

    bool operator==(const NetworkSettings &) const = default;
};

} // namespace Lectern
