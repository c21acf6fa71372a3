// lectern info: where the library is and what it holds (articles, offline copies, sizes);
// lectern vacuum: removes images no article uses any more and compacts the database.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class StorageCommand
{
public:
    static int runInfo(CliContext &context, const QStringList &arguments);
    static int runVacuum(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
