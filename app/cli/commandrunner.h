// Runs a headless command (no display needed) and returns the process exit code.
#pragma once

#include "cli/clicontext.h"
#include "cli/invocation.h"

namespace Lectern {

class CommandRunner
{
public:
    // browser: for `capture` and `export`, which need a browser engine; may be empty.
    static int run(const Invocation &invocation, BrowserServices browser = {});
    static QString helpText();
};

} // namespace Lectern
