// lectern import-opml FILE and lectern export-opml FILE|-: subscription lists in and out.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class OpmlCommand
{
public:
    static int runImport(CliContext &context, const QStringList &arguments);
    static int runExport(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
