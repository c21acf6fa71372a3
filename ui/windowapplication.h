// Starts the window: the toolkit, the reader's URL scheme, the user's library and the main
// window, each made once here and handed to whoever needs it.
#pragma once

#include <QString>

namespace Lectern {

class WindowApplication
{
public:
    // Call before the QApplication exists.
    static void prepare();
    // Runs the event loop; returns the exit code.
    static int run(const QString &libraryDir);
};

} // namespace Lectern
