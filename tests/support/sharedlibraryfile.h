// One library file in a temporary folder with two connections, as the app's writer and another
// writer (the command line, a test) share it: `second` gives up on a lock after a short wait,
// so a test that meets a lock fails fast instead of after the default five seconds.
#pragma once

#include "library/database.h"

#include <QString>
#include <QTemporaryDir>

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
};
