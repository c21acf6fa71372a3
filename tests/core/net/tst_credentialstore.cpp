#include "net/credentialstore.h"
#include "net/memorycredentialstore.h"
#include "net/systemcredentialstore.h"
#include "testregistry.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestCredentialStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keyNamesUserAndServer();
    void memoryStoreKeepsPasswords();
    void systemStoreStoresOrSaysItCouldNot();
};

void TestCredentialStore::keyNamesUserAndServer()
{
    QCOMPARE(
        CredentialStore::keyFor(QUrl(u"https://u:p@example.org:8443/a/feed.xml?x=1"_s), u"ann"_s),
        u"ann@https://example.org:8443"_s);
    QCOMPARE(CredentialStore::keyFor(QUrl(u"http://example.org/b.xml"_s), u"ann"_s),
             CredentialStore::keyFor(QUrl(u"http://example.org/c.xml"_s), u"ann"_s));
}

void TestCredentialStore::memoryStoreKeepsPasswords()
{
    MemoryCredentialStore store;
    PasswordLookup found;
    store.readPassword(u"ann@http://h"_s, [&](const PasswordLookup &r) { found = r; });
    QVERIFY(!found.ok());
    QVERIFY2(found.error.contains(u"no password"_s), qPrintable(found.error));
    QString error = u"not called"_s;
    store.writePassword(u"ann@http://h"_s, u"pw"_s, [&](const QString &e) { error = e; });
    QVERIFY(error.isEmpty());
    store.readPassword(u"ann@http://h"_s, [&](const PasswordLookup &r) { found = r; });
    QVERIFY(found.ok());
    QCOMPARE(found.password, u"pw"_s);
    store.removePassword(u"ann@http://h"_s, [&](const QString &e) { error = e; });
    store.readPassword(u"ann@http://h"_s, [&](const PasswordLookup &r) { found = r; });
    QVERIFY(!found.ok());
}

void TestCredentialStore::systemStoreStoresOrSaysItCouldNot()
{
    // The test sandbox has no keychain service: the store must say so, promptly, and must not
    // fall back to a file. Where a keychain answers, the password goes there and comes back.
    QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", home.filePath(u"config"_s).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(u"data"_s).toUtf8());
    SystemCredentialStore store;
    const QString key = u"lectern-test@http://127.0.0.1:9"_s;
    std::optional<QString> written;
    store.writePassword(key, u"secret-value"_s, [&](const QString &e) { written = e; });
    QTRY_VERIFY_WITH_TIMEOUT(written.has_value(), 30000);
    qInfo("keychain: %s", written->isEmpty() ? "stored" : qPrintable(*written));
    if (!written->isEmpty()) {
        QVERIFY2(written->contains(u"could not be stored"_s), qPrintable(*written));
        std::optional<PasswordLookup> read;
        store.readPassword(key, [&](const PasswordLookup &r) { read = r; });
        QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 30000);
        QVERIFY(!read->ok());
    } else {
        std::optional<PasswordLookup> read;
        store.readPassword(key, [&](const PasswordLookup &r) { read = r; });
        QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 30000);
        QCOMPARE(read->password, u"secret-value"_s);
        std::optional<QString> removed;
        store.removePassword(key, [&](const QString &e) { removed = e; });
        QTRY_VERIFY_WITH_TIMEOUT(removed.has_value(), 30000);
    }
    // Whatever happened, the password is in no file under the home folder.
    QDirIterator files(home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile file(files.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!file.readAll().contains("secret-value"), qPrintable(file.fileName()));
    }
}

LECTERN_TEST_GUILESS_MAIN(tst_credentialstore, TestCredentialStore)
#include "tst_credentialstore.moc"
