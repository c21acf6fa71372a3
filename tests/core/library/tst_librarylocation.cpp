#include "library/database/librarylocation.h"

#include "testregistry.h"

#include <QDir>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestLibraryLocation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void commandLineWins()
    {
        qputenv("LECTERN_LIBRARY_DIR", "/tmp/from-env");
        QCOMPARE(LibraryLocation::resolveDirectory(u"/tmp/from-option"_s), u"/tmp/from-option"_s);
    }
    void environmentNext()
    {
        qputenv("LECTERN_LIBRARY_DIR", "/tmp/from-env");
        QCOMPARE(LibraryLocation::resolveDirectory({}), u"/tmp/from-env"_s);
    }
    void relativeOptionIsMadeAbsolute()
    {
        QCOMPARE(LibraryLocation::resolveDirectory(u"lib"_s),
                 QDir::current().absoluteFilePath(u"lib"_s));
    }
    void platformDefaultLast()
    {
        qunsetenv("LECTERN_LIBRARY_DIR");
        QCoreApplication::setApplicationName(u"lectern"_s);
        QCOMPARE(LibraryLocation::resolveDirectory({}),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
        QVERIFY(LibraryLocation::resolveDirectory({}).endsWith(u"lectern"_s));
    }
    void databaseInsideDirectory()
    {
        QCOMPARE(LibraryLocation::databasePath(u"/tmp/x"_s), u"/tmp/x/library.sqlite"_s);
    }
};

LECTERN_TEST_GUILESS_MAIN(tst_librarylocation, TestLibraryLocation)
#include "tst_librarylocation.moc"
