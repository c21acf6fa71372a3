// lectern add URL: subscribe to a feed and store its articles.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class AddCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
