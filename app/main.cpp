// Lectern: the composition root. Headless commands run without a display; otherwise the
// window starts.
#include "cli/commandrunner.h"
#include "cli/invocation.h"
#include "ui/webpageextractor.h"
#include "ui/webpageprinter.h"
#include "ui/windowapplication.h"

#include <QApplication>
#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("lectern"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LECTERN_VERSION));

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    const Lectern::Invocation invocation = Lectern::Invocation::fromArguments(arguments);

    if (invocation.needsBrowserEngine()) {
        // Capture and export run a browser engine; with no display it draws offscreen.
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        if (qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
        Lectern::WindowApplication::prepare();
        QApplication app(argc, argv);
        Lectern::BrowserServices browser;
        browser.pageExtractor = [] { return std::make_unique<Lectern::WebPageExtractor>(); };
        browser.pagePrinter = [] { return std::make_unique<Lectern::WebPagePrinter>(); };
        return Lectern::CommandRunner::run(invocation, std::move(browser));
    }
    if (invocation.isHeadless()) {
        QCoreApplication app(argc, argv);
        return Lectern::CommandRunner::run(invocation);
    }
    Lectern::WindowApplication::prepare();
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("Lectern"));
    QApplication::setDesktopFileName(QStringLiteral(LECTERN_APP_ID));
    return Lectern::WindowApplication::run(invocation.libraryDir, invocation.feedUrl);
}
