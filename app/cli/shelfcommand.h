// lectern shelf list|add|rename|remove|move: manage shelves. A shelf is named by its id or
// its path ("Systems/GPU").
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class ShelfCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
