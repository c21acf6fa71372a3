// What Qt and the browser engine say while Lectern runs ("Sandboxing disabled by user.", GPU
// probes, font warnings): written to a log file, not to the terminal, where a command's own
// output and its errors are what a person reads. `lectern --verbose` shows them there too;
// critical messages are always shown.
#pragma once

#include <QString>

namespace Lectern {

class EngineLog
{
public:
    // Before the application object: every Qt message from then on goes through the log.
    static void install(bool verbose);
    // The log file: lectern/engine.log in the user's cache folder.
    static QString path();
};

} // namespace Lectern
