// Runs a headless command (no display needed) and returns the process exit code.
#pragma once

#include "cli/clicontext.h"
#include "cli/invocation.h"

namespace Lectern {

class CommandRunner
{
public:
    // pageExtractors: for `capture`, which needs a browser engine; may be empty.
    static int run(const Invocation &invocation, PageExtractorFactory pageExtractors = {});
    static QString helpText();
};

} // namespace Lectern
