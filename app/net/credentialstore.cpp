#include "net/credentialstore.h"

using namespace Qt::StringLiterals;

namespace Lectern {

QString CredentialStore::keyFor(const QUrl &feedUrl, const QString &user)
{
    const QUrl origin = feedUrl.adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath |
                                         QUrl::RemoveQuery | QUrl::RemoveFragment);
    return u"%1@%2"_s.arg(user, origin.toString(QUrl::FullyEncoded));
}

} // namespace Lectern
