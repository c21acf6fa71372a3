// Where the passwords of private feeds (HTTP Basic auth) are kept. The user name is stored on the
// feed in the library; the password only here. Implementations: the system keychain (when
// QtKeychain was found at build time) and memory (tests, and passwords given on the command line
// for one run). There is no plaintext file fallback on purpose.
#pragma once

#include <QString>
#include <QUrl>
#include <functional>

namespace Lectern {

struct PasswordLookup
{
    QString password;
    QString error; // empty when found; otherwise why there is no password
    bool ok() const { return error.isEmpty(); }
};

class CredentialStore
{
public:
    virtual ~CredentialStore() = default;

    // The key for a user's password on a feed's server ("user@scheme://host:port"): feeds on one
    // server with one account share the password.
    static QString keyFor(const QUrl &feedUrl, const QString &user);

    // Each calls done exactly once, maybe before returning.
    virtual void readPassword(const QString &key,
                              std::function<void(const PasswordLookup &)> done) = 0;
    // done gets an empty string on success, else a message saying the password was not stored.
    virtual void writePassword(const QString &key, const QString &password,
                               std::function<void(const QString &error)> done) = 0;
    virtual void removePassword(const QString &key,
                                std::function<void(const QString &error)> done) = 0;
};

} // namespace Lectern
