#include "library/database.h"
#include "library/schemamigrator.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestDatabase : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void migratesNewInMemoryDatabase();
    void createsFileWithWal();
    void reopensWithoutChanges();
    void refusesNewerSchema();
    void refusesFileThatIsNotADatabase();

private:
    static QByteArray fileBytes(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
};

void TestDatabase::migratesNewInMemoryDatabase()
{
    Database db(u":memory:"_s);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    QVERIFY(SchemaMigrator::latestVersion() >= 1);
    QCOMPARE(SchemaMigrator(db.connection()).currentVersion(), SchemaMigrator::latestVersion());
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(u"SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"_s));
    QStringList tables;
    while (query.next())
        tables << query.value(0).toString();
    QVERIFY(tables.contains(u"feeds"_s));
    QVERIFY(tables.contains(u"articles"_s));
    QVERIFY(query.exec(u"PRAGMA foreign_keys"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
}

void TestDatabase::createsFileWithWal()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    Database db(path);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    QVERIFY(QFile::exists(path));
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(u"PRAGMA journal_mode"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"wal"_s);
    QVERIFY(query.exec(u"PRAGMA synchronous"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 2); // FULL
}

void TestDatabase::reopensWithoutChanges()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    {
        Database db(path);
        QVERIFY(db.open());
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(u"INSERT INTO feeds (url, title, added_at) VALUES ('http://127.0.0.1/f', 'F', 1)"_s));
    }
    Database again(path);
    QVERIFY2(again.open(), qPrintable(again.errorString()));
    QSqlQuery query(again.connection());
    QVERIFY(query.exec(u"SELECT title FROM feeds"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"F"_s);
    QVERIFY(!QFile::exists(path + u".schema-1.bak"_s)); // nothing to migrate, no backup
}

void TestDatabase::refusesNewerSchema()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    {
        Database db(path);
        QVERIFY(db.open());
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(u"PRAGMA user_version = 999"_s));
        QVERIFY(query.exec(u"PRAGMA journal_mode = DELETE"_s));
    }
    const QByteArray before = fileBytes(path);
    Database db(path);
    QVERIFY(!db.open());
    QVERIFY2(db.errorString().contains(u"newer"_s), qPrintable(db.errorString()));
    QVERIFY(db.errorString().contains(path));
    QCOMPARE(fileBytes(path), before);
}

void TestDatabase::refusesFileThatIsNotADatabase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    const QByteArray garbage = QByteArray("this is not a database, it is a shopping list\n").repeated(200);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    Database db(path);
    QVERIFY(!db.open());
    QVERIFY2(db.errorString().contains(u"cannot be read"_s), qPrintable(db.errorString()));
    QCOMPARE(fileBytes(path), garbage);
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
