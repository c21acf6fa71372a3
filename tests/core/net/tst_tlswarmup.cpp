// The TLS backend is loaded, and OpenSSL set up, by the warm-up's own thread while the caller
// only waits: the window's thread does not do it at its first https request.
#include "net/tlswarmup.h"

#include <QCoreApplication>
#include <QFile>
#include <QSslSocket>
#include <QTest>

using namespace Lectern;

namespace {
// Whether Qt's TLS backend (the plugin over OpenSSL) is in this process (Linux).
bool tlsBackendLoaded()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && maps.readAll().contains("/tls/libqopensslbackend");
}
} // namespace

class TestTlsWarmUp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loadsTlsOnItsOwnThread();
};

void TestTlsWarmUp::loadsTlsOnItsOwnThread()
{
#if !defined(Q_OS_LINUX)
    QSKIP("reads /proc/self/maps");
#endif
    QVERIFY(!tlsBackendLoaded()); // nothing in this test has asked for TLS yet
    QFuture<bool> ready = TlsWarmUp::start();
    ready.waitForFinished(); // this thread only waits
    QVERIFY(ready.result());
    QVERIFY(tlsBackendLoaded());
    QVERIFY(QSslSocket::supportsSsl());
}

QTEST_GUILESS_MAIN(TestTlsWarmUp)

#include "tst_tlswarmup.moc"
