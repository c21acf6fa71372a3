// Runs a headless command (no display needed) and returns the process exit code.
#pragma once

#include "cli/invocation.h"

namespace Lectern {

class CommandRunner
{
public:
    static int run(const Invocation &invocation);
    static QString helpText();
};

} // namespace Lectern
