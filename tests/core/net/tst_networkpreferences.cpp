#include "net/memorycredentialstore.h"
#include "net/networkpreferences.h"
#include "testregistry.h"

#include "net/httpclient.h"
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestNetworkPreferences : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void manualProxyKeepsItsPasswordInTheStore();
    void noProxyAndSystemProxy();
    void unusableManualProxyIsReported();

private:
    NetworkSettings manual() const;
    QTemporaryDir m_dir;
};

NetworkSettings TestNetworkPreferences::manual() const
{
    NetworkSettings settings;
    settings.proxyMode = NetworkSettings::ProxyMode::Manual;
    settings.manualType = QNetworkProxy::Socks5Proxy;
    settings.manualHost = u"proxy.example.org"_s;
    settings.manualPort = 1080;
    settings.manualUser = u"ann"_s;
    return settings;
}

void TestNetworkPreferences::manualProxyKeepsItsPasswordInTheStore()
{
    const QString file = m_dir.filePath(u"manual.ini"_s);
    MemoryCredentialStore credentials;
    {
        QSettings settings(file, QSettings::IniFormat);
        HttpClient network;
        NetworkPreferences preferences(&settings, &network, &credentials);
        QSignalSpy applied(&preferences, &NetworkPreferences::applied);
        preferences.apply(manual(), u"pr0xy"_s);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.at(0).at(0).toString(), QString());
        QCOMPARE(network.proxy().type(), QNetworkProxy::Socks5Proxy);
        QCOMPARE(network.proxy().hostName(), u"proxy.example.org"_s);
        QCOMPARE(network.proxy().password(), u"pr0xy"_s);
        QCOMPARE(preferences.current(), manual());
    }
    // Not in the settings file: only in the credential store.
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(!saved.readAll().contains("pr0xy"));
    PasswordLookup kept;
    credentials.readPassword(NetworkPreferences::passwordKey(manual()),
                             [&](const PasswordLookup &lookup) { kept = lookup; });
    QCOMPARE(kept.password, u"pr0xy"_s);

    // The next session applies the stored settings with the stored password.
    QSettings settings(file, QSettings::IniFormat);
    HttpClient network;
    NetworkPreferences preferences(&settings, &network, &credentials);
    preferences.applyStored();
    QCOMPARE(network.proxy().port(), quint16(1080));
    QCOMPARE(network.proxy().user(), u"ann"_s);
    QCOMPARE(network.proxy().password(), u"pr0xy"_s);
    // Saved again without a new password: the stored one stays in use.
    NetworkSettings moved = manual();
    moved.manualType = QNetworkProxy::Socks5Proxy;
    preferences.apply(moved);
    QCOMPARE(network.proxy().password(), u"pr0xy"_s);
}

void TestNetworkPreferences::noProxyAndSystemProxy()
{
    QSettings settings(m_dir.filePath(u"none.ini"_s), QSettings::IniFormat);
    HttpClient network;
    MemoryCredentialStore credentials;
    NetworkPreferences preferences(&settings, &network, &credentials);
    NetworkSettings none;
    none.proxyMode = NetworkSettings::ProxyMode::None;
    preferences.apply(none);
    QCOMPARE(network.proxy().type(), QNetworkProxy::NoProxy);
    QCOMPARE(preferences.current().proxyMode, NetworkSettings::ProxyMode::None);
    preferences.apply(NetworkSettings());
    QCOMPARE(preferences.current().proxyMode, NetworkSettings::ProxyMode::System);
    QVERIFY(network.proxyFactory() != nullptr);
}

void TestNetworkPreferences::unusableManualProxyIsReported()
{
    QSettings settings(m_dir.filePath(u"bad.ini"_s), QSettings::IniFormat);
    HttpClient network;
    MemoryCredentialStore credentials;
    NetworkPreferences preferences(&settings, &network, &credentials);
    QSignalSpy applied(&preferences, &NetworkPreferences::applied);
    NetworkSettings noPort = manual();
    noPort.manualPort = 0;
    preferences.apply(noPort, u"pw"_s);
    QCOMPARE(applied.count(), 1);
    QVERIFY2(applied.at(0).at(0).toString().contains(u"port"_s),
             qPrintable(applied.at(0).at(0).toString()));
    QVERIFY(network.proxyFactory() != nullptr); // the system's proxy meanwhile
}

LECTERN_TEST_GUILESS_MAIN(tst_networkpreferences, TestNetworkPreferences)
#include "tst_networkpreferences.moc"
