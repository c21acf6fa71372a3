#include "library/database/database.h"

#include "library/database/schemamigrator.h"
#include "library/database/searchfile.h"
#include "library/database/searchrank.h"

#include <QAtomicInt>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <mutex>

#ifdef LECTERN_SEARCH_RANK
#include <sqlite3.h>
#endif

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
QAtomicInt connectionCounter;
} // namespace

Database::Database(QString path, QString connectionName)
    : m_path(std::move(path))
    , m_connectionName(std::move(connectionName))
{
    if (m_connectionName.isEmpty())
        m_connectionName = u"lectern-%1"_s.arg(connectionCounter.fetchAndAddRelaxed(1));
}

Database::~Database()
{
    if (QSqlDatabase::contains(m_connectionName)) {
        SearchRank::forget(QSqlDatabase::database(m_connectionName, false));
        QSqlDatabase::database(m_connectionName, false).close();
        QSqlDatabase::removeDatabase(m_connectionName);
    }
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool Database::fail(const QString &message)
{
    m_error = message;
    connection().close();
    return false;
}

#ifdef LECTERN_SEARCH_RANK
namespace {
// Before SQLite's first connection in the process (later it refuses, harmlessly): without
// memory statistics, every allocation SQLite makes skips a global mutex. The writer thread of a
// cold refresh spent 7% of its time in that mutex, with three threads allocating at once.
void configureSqlite()
{
    static std::once_flag once;
    std::call_once(once, [] { sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); });
}
} // namespace
#endif

bool Database::open()
{
#ifdef LECTERN_SEARCH_RANK
    configureSqlite();
#endif
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
    db.setDatabaseName(m_path);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(m_busyTimeoutMs));
    const bool exists = !isInMemory(m_path) && QFileInfo::exists(m_path);
    if (exists && !QFileInfo(m_path).isWritable())
        return fail(Database::tr("the library database %1 is read-only").arg(m_path));
    if (!db.open())
        return fail(Database::tr("cannot open the library database %1: %2")
                        .arg(m_path, db.lastError().text()));
    if (!checkReadable())
        return false;

    SchemaMigrator migrator(db);
    const int current = migrator.currentVersion();
    const int latest = SchemaMigrator::latestVersion();
    if (current > latest) {
        return fail(
            Database::tr("the library database %1 has schema version %2, newer than this Lectern "
                         "understands (%3); it was left untouched: use a newer Lectern")
                .arg(m_path)
                .arg(current)
                .arg(latest));
    }
    // Only now, with a file we understand, may anything be written.
    if (!configure())
        return false;
    // A copy first, unless the steps only add columns: on a large library the copy takes as long
    // as writing the whole file (55 s and 3 GB for 200,000 articles).
    if (current > 0 && current < latest && !SchemaMigrator::losesNothingAfter(current) &&
        !backupBeforeMigration(current))
        return false;
    if (!migrator.migrate())
        return fail(Database::tr("cannot update the library database %1: %2")
                        .arg(m_path, migrator.errorString()));
    QString searchError;
    if (m_searchAttached && !SearchFile::attach(db, m_path, &searchError))
        return fail(searchError);
    if (m_pageCacheKiB > 0) {
        QSqlQuery query(db);
        const QString size = QString::number(-m_pageCacheKiB);
        if (!query.exec(u"PRAGMA main.cache_size = "_s + size) ||
            (m_searchAttached && !query.exec(u"PRAGMA search.cache_size = "_s + size)))
            return fail(Database::tr("cannot configure the library database %1: %2")
                            .arg(m_path, query.lastError().text()));
    }
    // Without it searches rank with bm25(), slower on common words but the same otherwise.
    SearchRank::install(db);
    return true;
}

// SQLite opens any file lazily; the first read tells whether it really is a database.
bool Database::checkReadable()
{
    QSqlQuery query(connection());
    if (!query.exec(u"SELECT count(*) FROM sqlite_schema"_s) || !query.next()) {
        if (isLocked(query.lastError()))
            return fail(
                Database::tr("the library database %1 is locked by another program; it was left "
                             "untouched: close that program and try again")
                    .arg(m_path));
        return fail(
            Database::tr("the library database %1 cannot be read (%2); it was left untouched")
                .arg(m_path, query.lastError().text()));
    }
    return true;
}

// SQLITE_BUSY (5) and SQLITE_LOCKED (6), extended codes included: another connection holds a
// lock for longer than the busy timeout.
bool Database::isLocked(const QSqlError &error)
{
    const int code = error.nativeErrorCode().toInt();
    return (code & 0xff) == 5 || (code & 0xff) == 6;
}

bool Database::configure()
{
    QSqlQuery query(connection());
    // WAL lets readers (the UI) go on while a refresh writes. synchronous=FULL syncs the WAL on
    // every commit, so an acknowledged change (read, star) also survives a power loss, not only
    // a crash; commits are batched per refresh, so the cost stays small.
    // Temporary data stays in memory: the writer's savepoint inside each batch keeps a journal
    // of the pages a write changes (to undo just that write), and in a temporary file that
    // journal cost a cold refresh of 1,000 feeds about 200,000 small writes.
    const QStringList pragmas = {
        u"PRAGMA foreign_keys = ON"_s,
        u"PRAGMA synchronous = FULL"_s,
        u"PRAGMA temp_store = MEMORY"_s,
    };
    // A new file gets 8 KB pages, an existing one keeps its own (changing it takes a VACUUM).
    // A cold refresh writes every page to the WAL with two writes of its own, and an article's
    // HTML runs on over overflow pages: with 4 KB pages, 1,000 feeds took 3.6-4.1 s, with 8 KB
    // 3.4-3.6 s and with 16 KB 3.1-3.8 s (64 KB: 5.4-7.3 s).
    if (!query.exec(u"PRAGMA page_size = %1"_s.arg(kNewPageSize)))
        return fail(Database::tr("cannot configure the library database %1: %2")
                        .arg(m_path, query.lastError().text()));
    if (!isInMemory(m_path)) {
        if (!query.exec(u"PRAGMA journal_mode = WAL"_s) && isLocked(query.lastError()))
            return fail(
                Database::tr("the library database %1 is locked by another program; it was left "
                             "untouched: close that program and try again")
                    .arg(m_path));
        if (!query.isActive())
            return fail(Database::tr("cannot use the library database %1: %2")
                            .arg(m_path, query.lastError().text()));
    }
    for (const QString &pragma : pragmas) {
        if (!query.exec(pragma))
            return fail(Database::tr("cannot configure the library database %1: %2")
                            .arg(m_path, query.lastError().text()));
    }
    return true;
}

qint64 Database::bytesOnDisk(const QString &path)
{
    qint64 bytes = 0;
    for (const QString &file : {path, SearchFile::pathFor(path)}) {
        if (!isInMemory(file))
            bytes += QFileInfo(file).size() + QFileInfo(file + u"-wal"_s).size();
    }
    return bytes;
}

bool Database::backupBeforeMigration(int fromVersion)
{
    if (isInMemory(m_path))
        return true;
    const QString backup = u"%1.schema-%2.bak"_s.arg(m_path).arg(fromVersion);
    QFile::remove(backup);
    // VACUUM INTO writes a consistent copy, including what is still in the WAL.
    QSqlQuery query(connection());
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(backup);
    if (!query.exec())
        return fail(Database::tr("cannot back up %1 before updating it: %2")
                        .arg(m_path, query.lastError().text()));
    return true;
}

} // namespace Lectern
