// lectern backup FILE: the whole library in one file, written while the window may run;
// lectern restore FILE [--library DIR]: a new library made from it, identical to the one
// backed up (never over an existing library). See LibraryBackup.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class BackupCommand
{
public:
    static int runBackup(CliContext &context, const QStringList &arguments);
    static int runRestore(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
