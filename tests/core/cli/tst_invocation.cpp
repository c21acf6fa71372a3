#include "cli/invocation.h"

#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestInvocation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parses_data();
    void parses();
    void libraryWithoutFolderIsAnError();
    void verboseIsAGlobalOption();
    void feedAddressStartsTheWindow_data();
    void feedAddressStartsTheWindow();
};

void TestInvocation::parses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("library");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("commandArguments");
    QTest::addColumn<bool>("headless");

    QTest::newRow("window") << QStringList{} << QString() << QString() << QStringList{} << false;
    QTest::newRow("add") << QStringList{u"add"_s, u"http://127.0.0.1/f"_s} << QString() << u"add"_s
                         << QStringList{u"http://127.0.0.1/f"_s} << true;
    QTest::newRow("library before command")
        << QStringList{u"--library"_s, u"/tmp/lib"_s, u"add"_s, u"x"_s} << u"/tmp/lib"_s << u"add"_s
        << QStringList{u"x"_s} << true;
    QTest::newRow("library with equals")
        << QStringList{u"--library=/tmp/l"_s} << u"/tmp/l"_s << QString() << QStringList{} << false;
    QTest::newRow("options after command belong to it")
        << QStringList{u"list"_s, u"--json"_s, u"--library"_s, u"x"_s} << QString() << u"list"_s
        << QStringList{u"--json"_s, u"--library"_s, u"x"_s} << true;
    QTest::newRow("toolkit option value is not a command")
        << QStringList{u"-platform"_s, u"offscreen"_s} << QString() << QString() << QStringList{}
        << false;
    QTest::newRow("help") << QStringList{u"--help"_s} << QString() << QString() << QStringList{}
                          << true;
    QTest::newRow("version") << QStringList{u"--version"_s} << QString() << QString()
                             << QStringList{} << true;
}

void TestInvocation::parses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, library);
    QFETCH(QString, command);
    QFETCH(QStringList, commandArguments);
    QFETCH(bool, headless);
    const Invocation inv = Invocation::fromArguments(QStringList{u"lectern"_s} + arguments);
    QCOMPARE(inv.libraryDir, library);
    QCOMPARE(inv.command, command);
    QCOMPARE(inv.commandArguments, commandArguments);
    QCOMPARE(inv.isHeadless(), headless);
    QVERIFY(inv.error.isEmpty());
}

// --verbose before the command shows the engine's messages; after it, it is the command's.
void TestInvocation::verboseIsAGlobalOption()
{
    const Invocation before =
        Invocation::fromArguments({u"lectern"_s, u"--verbose"_s, u"capture"_s, u"--pending"_s});
    QVERIFY(before.verbose);
    QCOMPARE(before.command, u"capture"_s);
    QCOMPARE(before.commandArguments, QStringList{u"--pending"_s});
    const Invocation after = Invocation::fromArguments({u"lectern"_s, u"list"_s, u"--verbose"_s});
    QVERIFY(!after.verbose);
    QCOMPARE(after.commandArguments, QStringList{u"--verbose"_s});
    QVERIFY(!Invocation::fromArguments({u"lectern"_s}).verbose);
}

void TestInvocation::libraryWithoutFolderIsAnError()
{
    const Invocation inv = Invocation::fromArguments({u"lectern"_s, u"--library"_s});
    QVERIFY(!inv.error.isEmpty());
    QVERIFY(inv.isHeadless());
}

void TestInvocation::feedAddressStartsTheWindow_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("address"); // empty: not an address, so a command

    QTest::newRow("https") << u"https://example.org/feed.xml"_s
                           << u"https://example.org/feed.xml"_s;
    QTest::newRow("feed:// is http") << u"feed://example.org/rss"_s << u"http://example.org/rss"_s;
    QTest::newRow("feed: wrapping https")
        << u"feed:https://example.org/atom.xml"_s << u"https://example.org/atom.xml"_s;
    QTest::newRow("FEED: in capitals") << u"FEED://example.org/a"_s << u"http://example.org/a"_s;
    QTest::newRow("a command") << u"add"_s << QString();
    QTest::newRow("a file address") << u"file:///etc/passwd"_s << QString();
    QTest::newRow("javascript") << u"feed:javascript:alert(1)"_s << QString();
    QTest::newRow("no host") << u"https:///x"_s << QString();
}

void TestInvocation::feedAddressStartsTheWindow()
{
    QFETCH(QString, argument);
    QFETCH(QString, address);
    const Invocation inv =
        Invocation::fromArguments({u"lectern"_s, u"--library"_s, u"/tmp/lib"_s, argument});
    QCOMPARE(inv.feedUrl.toString(), address);
    QCOMPARE(inv.isHeadless(), address.isEmpty());
    QCOMPARE(inv.command.isEmpty(), !address.isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_invocation, TestInvocation)
#include "tst_invocation.moc"
