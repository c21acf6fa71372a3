// lectern proxy [system|none|http://HOST:PORT|socks5://HOST:PORT]: show or set how Lectern
// reaches the network (the same setting the window uses).
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class ProxyCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
