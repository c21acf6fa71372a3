// One library file in a temporary folder with two connections, as the app's writer and another
// writer (the command line, a test) share it: `second` gives up on a lock after a short wait,
// so a test that meets a lock fails fast instead of after the default five seconds.
#pragma once

#include "library/database/database.h"

#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>
#include <optional>

struct SharedLibraryFile
{
    QTemporaryDir dir;
    Lectern::Database first{path()};
    Lectern::Database second{path()};

    QString path() const { return dir.filePath(QStringLiteral("library.sqlite")); }
    // Opens both connections; the first error otherwise.
    QString open(int secondWaitMs = 50)
    {
        if (!first.open())
            return first.errorString();
        second.setBusyTimeout(secondWaitMs);
        if (!second.open())
            return second.errorString();
        return {};
    }
    // The first connection takes the write lock, as the app's writer does during a commit,
    // and keeps it until releaseWriteLock().
    bool holdWriteLock()
    {
        m_hold.emplace(first.connection());
        return m_hold->exec(QStringLiteral("BEGIN IMMEDIATE"));
    }
    bool releaseWriteLock()
    {
        const bool released = m_hold && m_hold->exec(QStringLiteral("COMMIT"));
        m_hold.reset();
        return released;
    }

private:
    std::optional<QSqlQuery> m_hold; // declared last: finished before the connections close
};
