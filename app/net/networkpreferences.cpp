#include "net/networkpreferences.h"

#include "net/credentialstore.h"

#include "net/httpclient.h"
#include <QPointer>
#include <QSettings>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Lectern {

NetworkPreferences::NetworkPreferences(QSettings *settings, HttpClient *network,
                                       CredentialStore *credentials, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_network(network)
    , m_credentials(credentials)
{
}

NetworkSettings NetworkPreferences::current() const
{
    return NetworkSettings::load(*m_settings);
}

QString NetworkPreferences::passwordKey(const NetworkSettings &settings)
{
    QUrl proxy;
    proxy.setScheme(settings.manualType == QNetworkProxy::Socks5Proxy ? u"socks5"_s : u"http"_s);
    proxy.setHost(settings.manualHost.trimmed());
    proxy.setPort(settings.manualPort);
    return CredentialStore::keyFor(proxy, settings.manualUser);
}

void NetworkPreferences::applyStored()
{
    applyWithStoredPassword(current(), current().validate());
}

void NetworkPreferences::apply(const NetworkSettings &settings, const QString &newPassword)
{
    settings.save(*m_settings);
    m_settings->sync();
    const QString problem = settings.validate();
    const bool needsPassword = settings.proxyMode == NetworkSettings::ProxyMode::Manual &&
                               problem.isEmpty() && !settings.manualUser.isEmpty();
    if (!needsPassword || newPassword.isEmpty()) {
        applyWithStoredPassword(settings, problem);
        return;
    }
    const QPointer<NetworkPreferences> self(this);
    m_credentials->writePassword(passwordKey(settings), newPassword,
                                 [self, settings, newPassword](const QString &error) {
                                     if (!self)
                                         return;
                                     // Used for this session even when it could not be kept.
                                     settings.applyTo(*self->m_network, newPassword);
                                     Q_EMIT self->applied(error);
                                 });
}

void NetworkPreferences::applyWithStoredPassword(const NetworkSettings &settings,
                                                 const QString &problem)
{
    const bool needsPassword = settings.proxyMode == NetworkSettings::ProxyMode::Manual &&
                               problem.isEmpty() && !settings.manualUser.isEmpty();
    if (!needsPassword) {
        settings.applyTo(*m_network);
        Q_EMIT applied(problem);
        return;
    }
    const QPointer<NetworkPreferences> self(this);
    m_credentials->readPassword(passwordKey(settings),
                                [self, settings](const PasswordLookup &lookup) {
                                    if (!self)
                                        return;
                                    settings.applyTo(*self->m_network, lookup.password);
                                    Q_EMIT self->applied(lookup.error);
                                });
}

} // namespace Lectern
