// lectern refresh [--feed ID] [--jobs N]: fetch every feed (or one) and store what is new.
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
