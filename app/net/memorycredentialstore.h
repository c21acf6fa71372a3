// Passwords kept in memory for the life of the object: for tests, and for a password given to
// one command-line run (read from standard input, never from an argument).
#pragma once

#include "net/credentialstore.h"
#include <QCoreApplication>

#include <QHash>

namespace Lectern {

class MemoryCredentialStore : public CredentialStore
{
public:
    void readPassword(const QString &key,
                      std::function<void(const PasswordLookup &)> done) override;
    void writePassword(const QString &key, const QString &password,
                       std::function<void(const QString &error)> done) override;
    void removePassword(const QString &key,
                        std::function<void(const QString &error)> done) override;

private:
    QHash<QString, QString> m_passwords;

    // Messages for the user, in the UI's language.
    Q_DECLARE_TR_FUNCTIONS(Lectern::MemoryCredentialStore)
};

} // namespace Lectern
