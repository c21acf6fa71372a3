// lectern export ID... | --shelf S --format html|md|pdf -o PATH: articles as files of their own
// (see ArticleExporter). One article: PATH is the file; several: PATH is a folder.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class ExportCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
