// lectern list [--shelf S] [--feed ID] [--unread] [--starred] [--json]: the articles in the
// library, newest first.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class ListCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
