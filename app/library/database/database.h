// One connection to a library database file (or ":memory:"), opened safely: a file that is
// not a database, is locked, or was written by a newer Lectern gives a clear error and is
// left untouched. Opening migrates to the newest schema after keeping a backup copy.
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

class QSqlError;

namespace Lectern {

class Database
{
public:
    // connectionName must be unique per thread; empty picks one.
    explicit Database(QString path, QString connectionName = {});
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // How long a statement waits for another program's lock before giving up (default 5 s).
    void setBusyTimeout(int milliseconds) { m_busyTimeoutMs = milliseconds; }
    // Whether open() attaches the search file (SearchFile), as it does by default. The library
    // writer's connection goes without: its transactions take the write lock of every attached
    // file, and the search file is written meanwhile by the indexing thread.
    void setSearchAttached(bool attached) { m_searchAttached = attached; }
    // SQLite's page cache for each file of the connection, in KiB (0: SQLite's 2 MB). A process
    // that runs one query and exits gains nothing from a cache: each new page of it is memory
    // the kernel must map and clear, and costs more than reading a page again.
    void setPageCacheKiB(int kib) { m_pageCacheKiB = kib; }
    bool open();
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    QSqlDatabase connection() const;
    // Whether path names an in-memory database rather than a file.
    static bool isInMemory(const QString &path) { return path == u":memory:"; }
    // True when the error says another connection held a lock longer than the busy timeout.
    static bool isLocked(const QSqlError &error);
    // What the library file at path takes on disk with its write-ahead log and its search file.
    static qint64 bytesOnDisk(const QString &path);
    // The page size of a library created now.
    static constexpr int kNewPageSize = 8192;

private:
    bool fail(const QString &message);
    bool configure();
    bool checkReadable();
    bool backupBeforeMigration(int fromVersion);

    QString m_path;
    QString m_connectionName;
    QString m_error;
    int m_busyTimeoutMs = 5000;
    bool m_searchAttached = true;
    int m_pageCacheKiB = 0;

    // Messages for the user, in the UI's language.
    Q_DECLARE_TR_FUNCTIONS(Lectern::Database)
};

} // namespace Lectern
