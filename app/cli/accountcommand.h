// lectern account add greader URL --user NAME --password-stdin | list | remove ID: accounts on
// the sync servers readers already run; lectern sync [--account ID] [--password-stdin]: sync
// them (GoogleReaderSync). Passwords go to the system keychain, never to a file.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class AccountCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
    static int runSync(CliContext &context, const QStringList &arguments);

private:
    static int add(CliContext &context, const QStringList &arguments);
    static int list(CliContext &context);
    static int remove(CliContext &context, const QString &id);
};

} // namespace Lectern
