#include "library/database/database.h"
#include "library/database/savepoint.h"
#include "library/database/schemamigrator.h"
#include "library/database/statementcache.h"
#include "library/search/searchindexer.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "sharedlibraryfile.h"
#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
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
    void newFilesGetLargerPagesAndOldFilesKeepTheirs();
    void aSmallPageCacheLimitsBothFiles();
    void refusesNewerSchema();
    void refusesFileThatIsNotADatabase();
    void refusesLockedFileAndOpensOnceReleased();
    void refusesReadOnlyFile();
    void migratesEveryEarlierSchema_data();
    void migratesEveryEarlierSchema();
    void onlyStepsThatCanLoseDataNeedACopy();
    void queuesCjkArticlesForTheCharacterIndex();
    void searchIndexesHoldEightMegabytesOfNewData();
    void indexingAnArticleRewritesNoneOfItsPages();
    void statementCacheKeepsStatements();
    void savepointHoldsTheWriteLockFromTheStart();
    void savepointNestsInsideATransaction();
    void savepointReportsAFileLockedTooLong();

private:
    static QByteArray fileBytes(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
};

namespace {
// What an older Lectern leaves: a library file at schema version, with the rows statements
// write. Empty on success, else what failed.
QString writeOldLibrary(const QString &path, int version, const QStringList &statements)
{
    QString error;
    {
        QSqlDatabase old = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old"_s);
        old.setDatabaseName(path);
        if (!old.open()) {
            error = old.lastError().text();
        } else {
            SchemaMigrator migrator(old);
            if (!migrator.migrate(version))
                error = migrator.errorString();
            else if (migrator.currentVersion() != version)
                error = u"the library is at schema %1"_s.arg(migrator.currentVersion());
            QSqlQuery query(old);
            for (const QString &statement : statements) {
                if (error.isEmpty() && !query.exec(statement))
                    error = query.lastError().text() + u" in "_s + statement;
            }
        }
        old.close();
    }
    QSqlDatabase::removeDatabase(u"old"_s);
    return error;
}
} // namespace

// A library at path holding one feed, "F"; closed again.
static bool storeOneFeed(const QString &path)
{
    Database db(path);
    QSqlQuery query(db.open() ? db.connection() : QSqlDatabase());
    return query.exec(
        u"INSERT INTO feeds (url, title, added_at) VALUES ('http://127.0.0.1/f', 'F', 1)"_s);
}

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
    // Savepoint journals and sorts stay off the disk (a refresh wrote them to temporary files).
    QVERIFY(query.exec(u"PRAGMA temp_store"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 2); // MEMORY
}

void TestDatabase::reopensWithoutChanges()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    QVERIFY(storeOneFeed(path));
    Database again(path);
    QVERIFY2(again.open(), qPrintable(again.errorString()));
    QSqlQuery query(again.connection());
    QVERIFY(query.exec(u"SELECT title FROM feeds"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"F"_s);
    QVERIFY(!QFile::exists(path + u".schema-1.bak"_s)); // nothing to migrate, no backup
}

void TestDatabase::aSmallPageCacheLimitsBothFiles()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    const auto cacheSize = [](const QSqlDatabase &connection, const QString &schema) {
        QSqlQuery query(connection);
        return query.exec(u"PRAGMA %1.cache_size"_s.arg(schema)) && query.next()
                   ? query.value(0).toInt()
                   : 0;
    };
    {
        Database db(path);
        QVERIFY2(db.open(), qPrintable(db.errorString()));
        QCOMPARE(cacheSize(db.connection(), u"main"_s), -2000); // SQLite's own
        QCOMPARE(cacheSize(db.connection(), u"search"_s), -2000);
    }
    Database small(path);
    small.setPageCacheKiB(256);
    QVERIFY2(small.open(), qPrintable(small.errorString()));
    QCOMPARE(cacheSize(small.connection(), u"main"_s), -256);
    QCOMPARE(cacheSize(small.connection(), u"search"_s), -256);
}

void TestDatabase::newFilesGetLargerPagesAndOldFilesKeepTheirs()
{
    QTemporaryDir dir;
    const auto pageSize = [](const QSqlDatabase &connection) {
        QSqlQuery query(connection);
        return query.exec(u"PRAGMA page_size"_s) && query.next() ? query.value(0).toInt() : -1;
    };
    const QString fresh = dir.filePath(u"fresh.sqlite"_s);
    {
        Database db(fresh);
        QVERIFY2(db.open(), qPrintable(db.errorString()));
        QCOMPARE(pageSize(db.connection()), Database::kNewPageSize);
    }
    Database reopened(fresh);
    QVERIFY2(reopened.open(), qPrintable(reopened.errorString()));
    QCOMPARE(pageSize(reopened.connection()), Database::kNewPageSize);

    // A library made with SQLite's 4 KB pages opens with them and keeps its rows.
    const QString old = dir.filePath(u"old.sqlite"_s);
    QVERIFY(storeOneFeed(old));
    {
        Database db(old);
        QVERIFY(db.open());
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(u"PRAGMA journal_mode = DELETE"_s));
        QVERIFY(query.exec(u"PRAGMA page_size = 4096"_s));
        QVERIFY(query.exec(u"VACUUM"_s));
        QCOMPARE(pageSize(db.connection()), 4096);
    }
    Database older(old);
    QVERIFY2(older.open(), qPrintable(older.errorString()));
    QCOMPARE(pageSize(older.connection()), 4096);
    QSqlQuery query(older.connection());
    QVERIFY(query.exec(u"SELECT title FROM feeds"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"F"_s);
    QVERIFY(query.exec(u"PRAGMA journal_mode"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"wal"_s);
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
    const QByteArray garbage =
        QByteArray("this is not a database, it is a shopping list\n").repeated(200);
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

void TestDatabase::refusesLockedFileAndOpensOnceReleased()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    {
        Database db(path);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db.connection())
                    .exec(u"INSERT INTO feeds (url, title, added_at)"
                          " VALUES ('http://127.0.0.1/f', 'Kept', 1)"_s));
    }
    // Another program holds the file exclusively, as sqlite3's shell does with this pragma.
    QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other-program"_s);
    other.setDatabaseName(path);
    QVERIFY(other.open());
    QSqlQuery hold(other);
    QVERIFY(hold.exec(u"PRAGMA locking_mode = EXCLUSIVE"_s));
    QVERIFY(hold.exec(u"BEGIN EXCLUSIVE"_s));
    {
        Database db(path);
        db.setBusyTimeout(100);
        QVERIFY(!db.open());
        QVERIFY2(db.errorString().contains(u"locked by another program"_s),
                 qPrintable(db.errorString()));
        QVERIFY(db.errorString().contains(path));
    }
    QVERIFY(hold.exec(u"ROLLBACK"_s));
    hold.finish();
    other.close();
    other = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"other-program"_s);

    Database db(path);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(u"SELECT title FROM feeds"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"Kept"_s);
}

void TestDatabase::refusesReadOnlyFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    {
        Database db(path);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db.connection()).exec(u"PRAGMA journal_mode = DELETE"_s));
    }
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    if (QFileInfo(path).isWritable())
        QSKIP("this user (root) can write a file without write permission");
    const QByteArray before = fileBytes(path);
    Database db(path);
    QVERIFY(!db.open());
    QVERIFY2(db.errorString().contains(u"read-only"_s), qPrintable(db.errorString()));
    QCOMPARE(fileBytes(path), before);
}

void TestDatabase::onlyStepsThatCanLoseDataNeedACopy()
{
    // 12 and 13 add a column each, 11 a table, an index and columns; 6 rebuilds a table and 4
    // drops the search tables.
    QVERIFY(SchemaMigrator::losesNothingAfter(11, 13));
    QVERIFY(SchemaMigrator::losesNothingAfter(12, 13));
    QVERIFY(SchemaMigrator::losesNothingAfter(13, 14)); // the title a reader gives a feed
    QVERIFY(SchemaMigrator::losesNothingAfter(14, 16)); // triggers dropped
    QVERIFY(SchemaMigrator::losesNothingAfter(10, 13));
    QVERIFY(SchemaMigrator::losesNothingAfter(16, 18)); // saved searches, an index
    QVERIFY(SchemaMigrator::losesNothingAfter(18, 19)); // a search table, triggers, the queue
    QVERIFY(SchemaMigrator::losesNothingAfter(19, 20)); // the trigram index dropped
    QVERIFY(!SchemaMigrator::losesNothingAfter(5, 6));
    QVERIFY(!SchemaMigrator::losesNothingAfter(3, 4));
    QVERIFY(SchemaMigrator::losesNothingAfter(SchemaMigrator::latestVersion()));
}

// Schema 22: each search index keeps up to 8 MB of new data in memory before writing a
// segment (FTS5's own default is 1 MB), in a library made new and in one brought up from 21.
void TestDatabase::searchIndexesHoldEightMegabytesOfNewData()
{
    QTemporaryDir dir;
    const auto hashSizes = [](QSqlDatabase db) {
        QStringList sizes;
        QSqlQuery query(db);
        for (const QString &table : {u"search_words"_s, u"search_cjk_chars"_s}) {
            if (query.exec(u"SELECT v FROM %1_config WHERE k = 'hashsize'"_s.arg(table)) &&
                query.next())
                sizes << query.value(0).toString();
            else
                sizes << QString();
        }
        return sizes;
    };
    const QStringList expected{u"8388608"_s, u"8388608"_s};
    Database fresh(dir.filePath(u"fresh.sqlite"_s));
    QVERIFY2(fresh.open(), qPrintable(fresh.errorString()));
    QCOMPARE(hashSizes(fresh.connection()), expected);

    const QString path = dir.filePath(u"library.sqlite"_s);
    const QString error = writeOldLibrary(path, 21, {});
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(SchemaMigrator::losesNothingAfter(21)); // no copy of the library first
    Database upgraded(path);
    QVERIFY2(upgraded.open(), qPrintable(upgraded.errorString()));
    QCOMPARE(hashSizes(upgraded.connection()), expected);
}

// Schema 19's character index is filled by SearchIndexer alone: the articles indexed before it
// go back in the search queue, and are found meanwhile.
void TestDatabase::queuesCjkArticlesForTheCharacterIndex()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    // Written and indexed the way schema 18 did: 1, then 0.
    const QString error = writeOldLibrary(
        path, 18,
        {u"INSERT INTO feeds (id, url, title, added_at)"
         " VALUES (1, 'http://127.0.0.1/f', 'Feed', 1)"_s,
         u"INSERT INTO articles (id, feed_id, guid, title, added_at, search_pending)"
         " VALUES (1, 1, 'g1', '形式化规约', 1, 1), (2, 1, 'g2', 'Formal methods', 1, 1)"_s,
         u"UPDATE articles SET search_pending = 0"_s});
    QVERIFY2(error.isEmpty(), qPrintable(error));

    Database db(path);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    QSqlQuery query(db.connection());
    // Since schema 24 the indexes are in a new file, and every article is queued for it.
    QCOMPARE(SearchIndexer(db.connection()).queuedCount().value_or(0), 2);
    QCOMPARE(SearchStore(db.connection()).search(SearchQuery::parse(u"规约"_s)).size(), 1);
    QCOMPARE(SearchIndexer(db.connection()).indexQueued(10).value_or(0), 2);
    const QString inCharacters =
        u"SELECT rowid FROM search_cjk_chars WHERE search_cjk_chars MATCH '\"规 约\"'"_s;
    QVERIFY(query.exec(inCharacters) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
    // Schema 20 dropped the trigram index.
    QVERIFY(!query.exec(u"SELECT count(*) FROM search_cjk"_s));
    QCOMPARE(SearchStore(db.connection()).search(SearchQuery::parse(u"规约"_s)).size(), 1);
}

// Indexing an article leaves its row alone (schema 23: the queue is a table of ids). Marking it
// in its row cost a page per article (schema 21) and, before that, its whole size again.
void TestDatabase::indexingAnArticleRewritesNoneOfItsPages()
{
    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(u"INSERT INTO feeds (id, url, title, added_at)"
                       " VALUES (1, 'http://127.0.0.1/f', 'Feed', 1)"_s));
    // 400 KB the index does not read: about a hundred overflow pages.
    QVERIFY(query.exec(u"INSERT INTO articles (id, feed_id, guid, title, added_at, captured_html)"
                       " VALUES (1, 1, 'g1', 'Large', 1, printf('%.*c', 400000, 'x'))"_s));
    QVERIFY(query.exec(u"INSERT INTO search_queue (article_id) VALUES (1)"_s));
    // Counts what changes the articles' rows while the article is indexed.
    QVERIFY(query.exec(u"CREATE TEMP TABLE row_writes (n INTEGER)"_s));
    QVERIFY(query.exec(u"INSERT INTO row_writes VALUES (0)"_s));
    QVERIFY(query.exec(u"CREATE TEMP TRIGGER count_row_writes AFTER UPDATE ON articles"
                       " BEGIN UPDATE row_writes SET n = n + 1; END"_s));
    QVERIFY(query.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
    query.finish();
    SearchIndexer indexer(db.connection());
    const std::optional<int> indexed = indexer.indexQueued(10);
    QVERIFY2(indexed, qPrintable(indexer.errorString()));
    QCOMPARE(*indexed, 1);
    QVERIFY(query.exec(u"SELECT n FROM row_writes"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    QCOMPARE(indexer.queuedCount().value_or(-1), 0);
    // Since schema 24 indexing writes nothing to the library at all: its mark is in the search
    // file, and the entry leaves the queue with a later write of the library writer.
    QVERIFY(query.exec(u"PRAGMA main.wal_checkpoint(PASSIVE)"_s) && query.next());
    QCOMPARE(query.value(1).toInt(), 0);
    QVERIFY(query.exec(u"PRAGMA search.wal_checkpoint(PASSIVE)"_s) && query.next());
    QVERIFY(query.value(1).toInt() > 0);
}

void TestDatabase::migratesEveryEarlierSchema_data()
{
    QTest::addColumn<int>("fromVersion");
    // Every schema a script makes: numbers may have gaps while branches are merged.
    const QStringList scripts = QDir(u":/lectern/sql"_s).entryList({u"*.sql"_s}, QDir::Files);
    for (const QString &script : scripts) {
        const int version = script.section(u'_', 0, 0).toInt();
        if (version > 0 && version < SchemaMigrator::latestVersion())
            QTest::addRow("from %d", version) << version;
    }
}

// A library written by an older Lectern: upgraded in place, its data kept, a backup left.
void TestDatabase::migratesEveryEarlierSchema()
{
    QFETCH(int, fromVersion);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    QStringList rows{u"INSERT INTO feeds (id, url, title, added_at)"
                     " VALUES (1, 'http://127.0.0.1/f', 'Old feed', 1)"_s};
    // From schema 16 nothing indexes an article on insert: the writer queues it (2, and 1 from
    // schema 21; in search_queue from schema 23).
    rows << (fromVersion >= 16 ? u"INSERT INTO articles (feed_id, guid, title, read, starred,"
                                 " added_at, search_pending) VALUES (1, 'g1', 'Kept article', 1,"
                                 " 1, 1, %1)"_s.arg(fromVersion >= 21 ? 1 : 2)
                               : u"INSERT INTO articles (feed_id, guid, title, read, starred,"
                                 " added_at) VALUES (1, 'g1', 'Kept article', 1, 1, 1)"_s);
    if (fromVersion >= 23)
        rows
            << u"INSERT INTO search_queue (article_id) SELECT id FROM articles WHERE guid = 'g1'"_s;
    // Rows that reference the article must outlive any rebuild of the articles table.
    if (fromVersion >= 2) {
        rows << u"INSERT INTO tags (id, name) VALUES (7, 'kept-tag')"_s
             << u"INSERT INTO article_tags (article_id, tag_id)"
                " SELECT id, 7 FROM articles WHERE guid = 'g1'"_s;
    }
    const QString error = writeOldLibrary(path, fromVersion, rows);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const bool copyNeeded = !SchemaMigrator::losesNothingAfter(fromVersion);

    Database db(path);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    QCOMPARE(SchemaMigrator(db.connection()).currentVersion(), SchemaMigrator::latestVersion());
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(u"SELECT title, read, starred FROM articles WHERE guid = 'g1'"_s) &&
            query.next());
    QCOMPARE(query.value(0).toString(), u"Kept article"_s);
    QCOMPARE(query.value(1).toInt(), 1);
    QCOMPARE(query.value(2).toInt(), 1);
    if (fromVersion >= 2) {
        QVERIFY(query.exec(u"SELECT count(*) FROM article_tags WHERE tag_id = 7"_s) &&
                query.next());
        QCOMPARE(query.value(0).toInt(), 1);
    }
    // The search file is new (schema 24): every article is queued for it.
    QCOMPARE(SearchIndexer(db.connection()).indexQueued(10).value_or(0), 1);
    QVERIFY(query.exec(u"SELECT count(*) FROM search_words WHERE search_words MATCH 'kept'"_s) &&
            query.next());
    QCOMPARE(query.value(0).toInt(), 1);
    QVERIFY(query.exec(u"PRAGMA foreign_keys"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
    QVERIFY(query.exec(u"PRAGMA integrity_check"_s) && query.next());
    QCOMPARE(query.value(0).toString(), u"ok"_s);
    // Steps that only add columns lose nothing and need no copy; the others leave one.
    const QString backup = path + u".schema-%1.bak"_s.arg(fromVersion);
    QCOMPARE(QFile::exists(backup), copyNeeded);
    if (copyNeeded) {
        QSqlDatabase copy = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"backup"_s);
        copy.setDatabaseName(backup);
        QVERIFY(copy.open());
        QSqlQuery check(copy);
        QVERIFY(check.exec(u"PRAGMA user_version"_s) && check.next());
        QCOMPARE(check.value(0).toInt(), fromVersion);
        QVERIFY(check.exec(u"SELECT count(*) FROM articles"_s) && check.next());
        QCOMPARE(check.value(0).toInt(), 1);
        copy.close();
    }
    QSqlDatabase::removeDatabase(u"backup"_s);
}

// The writer's kept statements: one per text, reset for each use, and a clear error for one
// that does not prepare.
void TestDatabase::statementCacheKeepsStatements()
{
    Database db(u":memory:"_s);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    StatementCache cache(db.connection());
    const QString sql = u"SELECT count(*) FROM feeds WHERE id > ?"_s;
    QSqlQuery *count = cache.statement(sql);
    QVERIFY(count);
    count->addBindValue(0);
    QVERIFY(count->exec() && count->next());
    QCOMPARE(count->value(0).toInt(), 0);
    // Left mid-result on purpose: the next use starts afresh.
    QSqlQuery *again = cache.statement(sql);
    QCOMPARE(again, count);
    again->addBindValue(-1);
    QVERIFY(again->exec() && again->next());
    QCOMPARE(again->value(0).toInt(), 0);
    QVERIFY(!cache.statement(u"SELECT no_such_column FROM feeds"_s));
    QVERIFY(cache.errorString().contains(u"no_such_column"_s));
}

static int feedCount(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(u"SELECT count(*) FROM feeds"_s) && query.next() ? query.value(0).toInt()
                                                                       : -1;
}

static bool addFeedRow(const QSqlDatabase &db, const QString &url)
{
    QSqlQuery query(db);
    query.prepare(u"INSERT INTO feeds (url, title, added_at) VALUES (?, 'T', 1)"_s);
    query.addBindValue(url);
    return query.exec();
}

// A unit of work that reads before it writes must not fail because another connection wrote
// in between: it takes the write lock first, so the other connection waits instead.
void TestDatabase::savepointHoldsTheWriteLockFromTheStart()
{
    SharedLibraryFile file;
    const QString opened = file.open();
    QVERIFY2(opened.isEmpty(), qPrintable(opened));
    Database &mine = file.first;
    Database &other = file.second;
    {
        Savepoint work(mine.connection(), u"work"_s);
        QVERIFY2(work.isOpen(), qPrintable(work.errorString()));
        QCOMPARE(feedCount(mine.connection()), 0);
        QVERIFY(!addFeedRow(other.connection(), u"http://127.0.0.1/other"_s));
        QVERIFY(addFeedRow(mine.connection(), u"http://127.0.0.1/mine"_s));
        QVERIFY2(work.release(), qPrintable(work.errorString()));
    }
    QCOMPARE(feedCount(other.connection()), 1);
    QVERIFY(addFeedRow(other.connection(), u"http://127.0.0.1/other"_s));
    {
        Savepoint undone(mine.connection(), u"undone"_s);
        QVERIFY(addFeedRow(mine.connection(), u"http://127.0.0.1/undone"_s));
    }
    QCOMPARE(feedCount(other.connection()), 2);
}

void TestDatabase::savepointNestsInsideATransaction()
{
    Database db(u":memory:"_s);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    QSqlQuery control(db.connection());
    QVERIFY(control.exec(u"BEGIN IMMEDIATE"_s));
    QVERIFY(addFeedRow(db.connection(), u"http://127.0.0.1/outer"_s));
    {
        Savepoint kept(db.connection(), u"kept"_s);
        QVERIFY(kept.isOpen());
        QVERIFY(addFeedRow(db.connection(), u"http://127.0.0.1/kept"_s));
        QVERIFY(kept.release());
    }
    {
        Savepoint undone(db.connection(), u"undone"_s);
        QVERIFY(undone.isOpen());
        QVERIFY(addFeedRow(db.connection(), u"http://127.0.0.1/undone"_s));
        undone.rollback();
    }
    // The enclosing transaction is still open and keeps the outer and released rows.
    QCOMPARE(feedCount(db.connection()), 2);
    QVERIFY(control.exec(u"COMMIT"_s));
    QCOMPARE(feedCount(db.connection()), 2);
}

void TestDatabase::savepointReportsAFileLockedTooLong()
{
    SharedLibraryFile file;
    const QString opened = file.open();
    QVERIFY2(opened.isEmpty(), qPrintable(opened));
    QVERIFY(file.holdWriteLock());
    {
        Savepoint work(file.second.connection(), u"work"_s);
        QVERIFY(!work.isOpen());
        QVERIFY2(work.errorString().contains(u"locked"_s), qPrintable(work.errorString()));
        QVERIFY(!work.release());
    }
    QVERIFY(file.releaseWriteLock());
    Savepoint work(file.second.connection(), u"work"_s);
    QVERIFY2(work.isOpen(), qPrintable(work.errorString()));
    QVERIFY(addFeedRow(file.second.connection(), u"http://127.0.0.1/late"_s));
    QVERIFY(work.release());
    QCOMPARE(feedCount(file.first.connection()), 1);
}

LECTERN_TEST_GUILESS_MAIN(tst_database, TestDatabase)
#include "tst_database.moc"
