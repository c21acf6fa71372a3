// What runs with the browser engine: the window, or a command that needs the engine (capture,
// PDF export). Kept apart from the composition root so that on Linux it can live in a module
// the `lectern` program loads only when needed: the command line's other commands then start
// without loading QtWebEngine (about 120 ms a process).
#pragma once

namespace Lectern {

class Invocation;

int runWithBrowser(int argc, char **argv, const Invocation &invocation);

} // namespace Lectern
