#include "launcher/browsermain.h"

#include "cli/commandrunner.h"
#include "cli/invocation.h"
#include "launcher/enginelog.h"
#include "ui/webpageextractor.h"
#include "ui/webpageprinter.h"
#include "ui/windowapplication.h"

#include <QApplication>

namespace Lectern {

int runWithBrowser(int argc, char **argv, const Invocation &invocation)
{
    EngineLog::install(invocation.verbose);
    if (invocation.needsBrowserEngine()) {
        // Capture and export run a browser engine; with no display it draws offscreen.
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        if (qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
        WindowApplication::prepare();
        QApplication app(argc, argv);
        BrowserServices browser;
        browser.pageExtractor = [] { return std::make_unique<WebPageExtractor>(); };
        browser.pagePrinter = [] { return std::make_unique<WebPagePrinter>(); };
        return CommandRunner::run(invocation, std::move(browser));
    }
    WindowApplication::prepare();
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("Lectern"));
    QApplication::setDesktopFileName(QStringLiteral(LECTERN_APP_ID));
    return WindowApplication::run(invocation.libraryDir, invocation.feedUrl);
}

} // namespace Lectern
