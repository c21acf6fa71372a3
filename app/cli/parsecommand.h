// lectern parse FILE|URL [--json]: parse one feed and show what was read and what was wrong.
// lectern parse --bench DIR: parse every file under DIR repeatedly and report the throughput.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class ParseCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);

private:
    static int runBenchmark(CliContext &context, const QString &directory);
};

} // namespace Lectern
