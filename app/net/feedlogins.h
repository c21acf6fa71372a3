// Logs a private feed in and out (HTTP Basic auth): the password goes to a CredentialStore,
// the user name onto the feed through the library writer, in that order, so a refresh never
// sends a user name whose password is not kept.
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

namespace Lectern {

class CredentialStore;
class LibraryWriter;

class FeedLogins : public QObject
{
    Q_OBJECT
public:
    FeedLogins(LibraryWriter *writer, CredentialStore *credentials, QObject *parent = nullptr);

    void logIn(qint64 feedId, const QUrl &feedUrl, const QString &user, const QString &password);
    // Forgets the feed's user name, and its password unless the keychain refuses (reported).
    void logOut(qint64 feedId, const QUrl &feedUrl, const QString &user);

Q_SIGNALS:
    // Once per call: error is empty when everything was kept (or forgotten).
    void finished(qint64 feedId, bool loggedIn, const QString &error);

private:
    LibraryWriter *m_writer;
    CredentialStore *m_credentials;
};

} // namespace Lectern
