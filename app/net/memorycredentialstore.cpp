#include "net/memorycredentialstore.h"

using namespace Qt::StringLiterals;

namespace Lectern {

void MemoryCredentialStore::readPassword(const QString &key,
                                         std::function<void(const PasswordLookup &)> done)
{
    const auto found = m_passwords.constFind(key);
    if (found == m_passwords.cend())
        done({{}, MemoryCredentialStore::tr("no password is stored for %1").arg(key)});
    else
        done({*found, {}});
}

void MemoryCredentialStore::writePassword(const QString &key, const QString &password,
                                          std::function<void(const QString &error)> done)
{
    m_passwords.insert(key, password);
    done({});
}

void MemoryCredentialStore::removePassword(const QString &key,
                                           std::function<void(const QString &error)> done)
{
    m_passwords.remove(key);
    done({});
}

} // namespace Lectern
