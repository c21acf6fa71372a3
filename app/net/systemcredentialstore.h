// Passwords in the system keychain (Secret Service, KWallet, macOS Keychain, Windows Credential
// Manager) through QtKeychain. Built without QtKeychain, or run where no keychain service answers,
// every call fails with a message saying the password could not be read or stored; nothing is
// ever written to a plaintext file instead.
#pragma once

#include "net/credentialstore.h"
#include <QCoreApplication>

namespace Lectern {

class SystemCredentialStore : public CredentialStore
{
public:
    // Whether this build can use a system keychain at all.
    static bool isBuiltWithKeychain();

    void readPassword(const QString &key,
                      std::function<void(const PasswordLookup &)> done) override;
    void writePassword(const QString &key, const QString &password,
                       std::function<void(const QString &error)> done) override;
    void removePassword(const QString &key,
                        std::function<void(const QString &error)> done) override;

    // Messages for the user, in the UI's language.
    Q_DECLARE_TR_FUNCTIONS(Lectern::SystemCredentialStore)
};

} // namespace Lectern
