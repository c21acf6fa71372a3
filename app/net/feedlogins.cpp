#include "net/feedlogins.h"

#include "library/writes/feedwrites.h"
#include "library/writes/librarywriter.h"
#include "net/credentialstore.h"

#include <QPointer>

using namespace Qt::StringLiterals;

namespace Lectern {

FeedLogins::FeedLogins(LibraryWriter *writer, CredentialStore *credentials, QObject *parent)
    : QObject(parent)
    , m_writer(writer)
    , m_credentials(credentials)
{
}

void FeedLogins::logIn(qint64 feedId, const QUrl &feedUrl, const QString &user,
                       const QString &password)
{
    // The keychain may answer after this object is gone (the window closed meanwhile).
    const QPointer<FeedLogins> self(this);
    m_credentials->writePassword(
        CredentialStore::keyFor(feedUrl, user), password,
        [self, feedId, user](const QString &error) {
            if (!self)
                return;
            if (!error.isEmpty()) {
                Q_EMIT self->finished(feedId, false, error);
                return;
            }
            self->m_writer->feeds()
                .setAuthUser(feedId, user)
                .then(self, [self, feedId](bool saved) {
                    Q_EMIT self->finished(feedId, saved,
                                          saved ? QString() : tr("cannot save the user name"));
                });
        });
}

void FeedLogins::logOut(qint64 feedId, const QUrl &feedUrl, const QString &user)
{
    const QPointer<FeedLogins> self(this);
    // The user name goes first: once it is gone, nothing sends the password any more.
    m_writer->feeds()
        .setAuthUser(feedId, QString())
        .then(this, [self, feedId, feedUrl, user](bool saved) {
            if (!saved) {
                Q_EMIT self->finished(feedId, true, tr("cannot forget the user name"));
                return;
            }
            self->m_credentials->removePassword(CredentialStore::keyFor(feedUrl, user),
                                                [self, feedId](const QString &error) {
                                                    if (self)
                                                        Q_EMIT self->finished(feedId, false, error);
                                                });
        });
}

} // namespace Lectern
