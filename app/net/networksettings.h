// How Lectern reaches the network: the system's proxy (the default), no proxy, or a proxy the
// user names. A plain value, read from and written to the QSettings the caller passes; the
// proxy's password is not kept here (it belongs in a CredentialStore).
#pragma once

#include <QCoreApplication>
#include <QNetworkProxy>
#include <QString>

class QSettings;

namespace Lectern {

class HttpClient;

class FeedFetcher;

struct NetworkSettings
{
    enum class ProxyMode { System, None, Manual };

    ProxyMode proxyMode = ProxyMode::System;
    QNetworkProxy::ProxyType manualType = QNetworkProxy::HttpProxy; // or Socks5Proxy
    QString manualHost;
    quint16 manualPort = 0;
    QString manualUser;
    // How long one fetch of a feed may take in all before it ends with an error and the refresh
    // goes on (a server can trickle a byte a second for ever).
    int fetchDeadlineSeconds = DefaultFetchDeadlineSeconds;
    static constexpr int DefaultFetchDeadlineSeconds = 60;
    static constexpr int MinFetchDeadlineSeconds = 5;
    static constexpr int MaxFetchDeadlineSeconds = 3600;

    static NetworkSettings load(const QSettings &settings);
    void save(QSettings &settings) const;
    // Empty when usable; otherwise what is wrong (a manual proxy needs a host and a port).
    QString validate() const;
    // Points http at the chosen proxy. A manual proxy that does not validate is not used: the
    // system's proxy is, and validate() says why.
    void applyTo(HttpClient &http, const QString &proxyPassword = {}) const;
    // Gives fetcher this deadline, its other limits as they are.
    void applyTo(FeedFetcher &fetcher) const;

    bool operator==(const NetworkSettings &) const = default;

    // Messages for the user, in the UI's language.
    Q_DECLARE_TR_FUNCTIONS(Lectern::NetworkSettings)
};

} // namespace Lectern
