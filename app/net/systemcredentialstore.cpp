#include "net/systemcredentialstore.h"

#ifdef LECTERN_HAVE_QTKEYCHAIN
#include <qt6keychain/keychain.h>
#endif

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
#ifdef LECTERN_HAVE_QTKEYCHAIN
const QString service = u"Lectern feed passwords"_s;

template<typename Job> Job *makeJob(const QString &key)
{
    auto *job = new Job(service);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a plaintext file
    job->setKey(key);
    return job;
}

QString reasonOf(const QKeychain::Job *job)
{
    switch (job->error()) {
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return SystemCredentialStore::tr("no system keychain is available (%1)")
            .arg(job->errorString());
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        return SystemCredentialStore::tr("the system keychain refused access (%1)")
            .arg(job->errorString());
    default:
        // Without a keychain service QtKeychain often says only "Unknown error": say what is
        // missing instead.
        if (!QKeychain::isAvailable()) {
            return SystemCredentialStore::tr(
                "no system keychain service answered (a Secret Service such as GNOME "
                "Keyring or KeePassXC, or KWallet, must be running)");
        }
        return job->errorString();
    }
}
#else
// Asked for when needed: a static string would be made before any translator is installed.
[[maybe_unused]] QString notBuilt()
{
    return SystemCredentialStore::tr(
        "this build of Lectern has no system keychain support (QtKeychain)");
}
#endif
} // namespace

bool SystemCredentialStore::isBuiltWithKeychain()
{
#ifdef LECTERN_HAVE_QTKEYCHAIN
    return true;
#else
    return false;
#endif
}

void SystemCredentialStore::readPassword(const QString &key,
                                         std::function<void(const PasswordLookup &)> done)
{
#ifdef LECTERN_HAVE_QTKEYCHAIN
    auto *job = makeJob<QKeychain::ReadPasswordJob>(key);
    QObject::connect(job, &QKeychain::Job::finished, job, [key, done](QKeychain::Job *finished) {
        const auto *read = static_cast<QKeychain::ReadPasswordJob *>(finished);
        if (read->error() == QKeychain::NoError)
            done({read->textData(), {}});
        else if (read->error() == QKeychain::EntryNotFound)
            done({{},
                  SystemCredentialStore::tr("no password for %1 is in the system keychain")
                      .arg(key)});
        else
            done({{},
                  SystemCredentialStore::tr("the password for %1 could not be read: %2")
                      .arg(key, reasonOf(read))});
    });
    job->start();
#else
    done({{},
          SystemCredentialStore::tr("the password for %1 could not be read: %2")
              .arg(key, notBuilt())});
#endif
}

void SystemCredentialStore::writePassword(const QString &key, const QString &password,
                                          std::function<void(const QString &error)> done)
{
#ifdef LECTERN_HAVE_QTKEYCHAIN
    auto *job = makeJob<QKeychain::WritePasswordJob>(key);
    job->setTextData(password);
    QObject::connect(job, &QKeychain::Job::finished, job, [key, done](QKeychain::Job *finished) {
        if (finished->error() == QKeychain::NoError)
            done({});
        else
            done(SystemCredentialStore::tr("the password for %1 could not be stored: %2")
                     .arg(key, reasonOf(finished)));
    });
    job->start();
#else
    Q_UNUSED(password);
    done(SystemCredentialStore::tr("the password for %1 could not be stored: %2")
             .arg(key, notBuilt()));
#endif
}

void SystemCredentialStore::removePassword(const QString &key,
                                           std::function<void(const QString &error)> done)
{
#ifdef LECTERN_HAVE_QTKEYCHAIN
    auto *job = makeJob<QKeychain::DeletePasswordJob>(key);
    QObject::connect(job, &QKeychain::Job::finished, job, [key, done](QKeychain::Job *finished) {
        const bool gone = finished->error() == QKeychain::NoError ||
                          finished->error() == QKeychain::EntryNotFound;
        done(gone ? QString()
                  : SystemCredentialStore::tr("the password for %1 could not be removed: %2")
                        .arg(key, reasonOf(finished)));
    });
    job->start();
#else
    done(SystemCredentialStore::tr("the password for %1 could not be removed: %2")
             .arg(key, notBuilt()));
#endif
}

} // namespace Lectern
