// lectern feed list|retention|interval|login|logout: the subscribed feeds and their own settings. A
// feed is named by its id (see `lectern feed list`).
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class FeedCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
