// lectern mark read|unread|star|unstar ID...: change the reading state of articles.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class MarkCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
