// Starts the window: the toolkit, the reader's URL scheme, the user's library and the main
// window, each made once here and handed to whoever needs it.
#pragma once

#include <QString>
#include <QUrl>
#include <functional>

namespace Lectern {

class MainWindow;

class WindowApplication
{
public:
    // Call before the QApplication exists.
    static void prepare();
    // Runs the event loop; returns the exit code. When a window already has the library open,
    // it is asked to come forward (and to add feedUrl, when given) and this returns at once.
    // shown, when given, is called once the window shows (benchmarks watch the window there).
    static int run(const QString &libraryDir, const QUrl &feedUrl = {},
                   const std::function<void(MainWindow &)> &shown = {});
};

} // namespace Lectern
