// The user's network choices as the window edits them: the proxy settings in the user's
// settings file, the manual proxy's password in a CredentialStore, both applied to the
// HttpClient that fetches feeds and pages.
#pragma once

#include "net/networksettings.h"

#include <QObject>

class QSettings;

namespace Lectern {

class HttpClient;

class CredentialStore;

class NetworkPreferences : public QObject
{
    Q_OBJECT
public:
    // All three must outlive this object.
    NetworkPreferences(QSettings *settings, HttpClient *network, CredentialStore *credentials,
                       QObject *parent = nullptr);

    NetworkSettings current() const;
    // Applies what is stored, the proxy's password read from the credential store (at start).
    void applyStored();
    // Saves and applies settings; a non-empty password replaces the stored one.
    void apply(const NetworkSettings &settings, const QString &newPassword = {});

    // Where a manual proxy's password is kept: per proxy and user.
    static QString passwordKey(const NetworkSettings &settings);

Q_SIGNALS:
    // After each apply: error is empty, or says what could not be kept or used.
    void applied(const QString &error);

private:
    void applyWithStoredPassword(const NetworkSettings &settings, const QString &problem);

    QSettings *m_settings;
    HttpClient *m_network;
    CredentialStore *m_credentials;
};

} // namespace Lectern
