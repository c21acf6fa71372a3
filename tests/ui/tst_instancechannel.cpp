// One window per library: a second Lectern hands its request to the first over a local socket.
#include "ui/window/instancechannel.h"

#include "testregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestInstanceChannel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesFollowTheLibrary();
    void noWindowMeansNoHandOver();
    void aSecondStartRaisesTheWindow();
    void aFeedAddressReachesTheWindow();
    void onlyWebAddressesAreAdded();
    void pagesToSaveReachTheWindow();
    void aLeftOverSocketIsTakenOver();
    void aSecondListenerIsRefused();

private:
    QString freshName()
    {
        static int n = 0;
        return InstanceChannel::nameFor(m_dir.filePath(u"library-%1"_s.arg(++n)));
    }
    QTemporaryDir m_dir;
};

void TestInstanceChannel::namesFollowTheLibrary()
{
    const QString a = InstanceChannel::nameFor(m_dir.filePath(u"a"_s));
    QCOMPARE(InstanceChannel::nameFor(m_dir.filePath(u"a"_s)), a);
    QCOMPARE(InstanceChannel::nameFor(m_dir.filePath(u"x/../a"_s)), a);
    QVERIFY(InstanceChannel::nameFor(m_dir.filePath(u"b"_s)) != a);
    QVERIFY(a.startsWith(u"lectern-"_s));
    QVERIFY(!a.contains(u'/'));
}

void TestInstanceChannel::noWindowMeansNoHandOver()
{
    QVERIFY(!InstanceChannel::handOver(freshName(), {}, 300));
}

void TestInstanceChannel::aSecondStartRaisesTheWindow()
{
    const QString name = freshName();
    InstanceChannel window;
    QVERIFY2(window.listen(name), qPrintable(window.errorString()));
    QSignalSpy raised(&window, &InstanceChannel::raiseRequested);
    QSignalSpy added(&window, &InstanceChannel::addFeedRequested);
    QVERIFY(InstanceChannel::handOver(name, {}));
    QTRY_COMPARE(raised.count(), 1);
    QCOMPARE(added.count(), 0);
}

void TestInstanceChannel::aFeedAddressReachesTheWindow()
{
    const QString name = freshName();
    InstanceChannel window;
    QVERIFY(window.listen(name));
    QSignalSpy added(&window, &InstanceChannel::addFeedRequested);
    const QUrl url(u"https://example.org/blog/feed.xml?lang=zh&x=%E4%B8%AD"_s);
    QVERIFY(InstanceChannel::handOver(name, url));
    QTRY_COMPARE(added.count(), 1);
    QCOMPARE(added.first().first().toUrl(), url);
}

void TestInstanceChannel::onlyWebAddressesAreAdded()
{
    const QString name = freshName();
    InstanceChannel window;
    QVERIFY(window.listen(name));
    QSignalSpy raised(&window, &InstanceChannel::raiseRequested);
    QSignalSpy added(&window, &InstanceChannel::addFeedRequested);
    // Anything on the socket, not only Lectern, could send this.
    QLocalSocket other;
    other.connectToServer(name);
    QVERIFY(other.waitForConnected(1000));
    other.write("add file:///etc/passwd\nadd javascript:alert(1)\nnonsense\n");
    QVERIFY(other.waitForBytesWritten(1000));
    QTRY_COMPARE(raised.count(), 2);
    QCOMPARE(added.count(), 0);
}

void TestInstanceChannel::pagesToSaveReachTheWindow()
{
    const QString name = freshName();
    InstanceChannel window;
    QVERIFY(window.listen(name));
    QSignalSpy saving(&window, &InstanceChannel::saveRequested);
    const QList<QUrl> urls{QUrl(u"https://example.org/posts/raft/?x=%E4%B8%AD"_s),
                           QUrl(u"http://127.0.0.1:8080/paper.pdf"_s)};
    QVERIFY(InstanceChannel::handOverSave(name, urls, u"Reading/Later"_s, {u"consensus"_s}));
    QTRY_COMPARE(saving.count(), 1);
    QCOMPARE(saving.first().at(0).value<QList<QUrl>>(), urls);
    QCOMPARE(saving.first().at(1).toString(), u"Reading/Later"_s);
    QCOMPARE(saving.first().at(2).toStringList(), QStringList{u"consensus"_s});
    // What is not the web is dropped; nothing at all left is no request.
    QLocalSocket other;
    other.connectToServer(name);
    QVERIFY(other.waitForConnected(1000));
    other.write("save {\"urls\":[\"file:///etc/passwd\",\"javascript:alert(1)\"]}\n"
                "save not json\n");
    QVERIFY(other.waitForBytesWritten(1000));
    QTest::qWait(200);
    QCOMPARE(saving.count(), 1);
}

void TestInstanceChannel::aLeftOverSocketIsTakenOver()
{
    // A window that crashed leaves its socket file behind on Unix; nobody answers on it.
    const QString name = freshName();
    {
        QLocalServer crashed;
        QVERIFY(crashed.listen(name));
        const QString path = crashed.fullServerName();
        crashed.close(); // removes the file; put one back as a crash would leave it
        QFile leftover(path);
        QVERIFY(leftover.open(QIODevice::WriteOnly));
    }
    InstanceChannel window;
    QVERIFY2(window.listen(name), qPrintable(window.errorString()));
    QSignalSpy raised(&window, &InstanceChannel::raiseRequested);
    QVERIFY(InstanceChannel::handOver(name, {}));
    QTRY_COMPARE(raised.count(), 1);
}

void TestInstanceChannel::aSecondListenerIsRefused()
{
    const QString name = freshName();
    InstanceChannel first;
    QVERIFY(first.listen(name));
    InstanceChannel second;
    QVERIFY(!second.listen(name));
    QVERIFY(second.errorString().contains(u"another Lectern window"_s));
}

LECTERN_TEST_GUILESS_MAIN(tst_instancechannel, TestInstanceChannel)
#include "tst_instancechannel.moc"
