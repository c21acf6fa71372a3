// lectern search QUERY [--json] [--limit N]: full-text search over the library, best match
// first. QUERY is one argument or several joined by spaces (see SearchQuery for the syntax).
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class SearchCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
