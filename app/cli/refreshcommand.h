// lectern refresh [--feed ID [--user NAME] [--password-stdin]] [--jobs N] [--per-host N]: fetch
// every feed (or one) and store what is new. A feed named by --feed is fetched even while it
// waits for a retry time; --password-stdin gives a private feed's password for this run only.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class RefreshCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
