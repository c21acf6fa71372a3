#include "launcher/browsermain.h"

#include "cli/commandrunner.h"
#include "cli/invocation.h"
#include "cli/savecommand.h"
#include "launcher/enginelog.h"
#include "library/database/librarylocation.h"
#include "reading/uilanguage.h"
#include "ui/offscreen/webpageextractor.h"
#include "ui/offscreen/webpageprinter.h"
#include "ui/window/instancechannel.h"
#include "ui/window/windowapplication.h"

#include <QApplication>
#include <QTextStream>

namespace Lectern {

namespace {
// `lectern save` while a window has the library open: the window saves the pages, so that the
// library is opened once.
bool handedToWindow(const Invocation &invocation)
{
    if (invocation.command != QStringLiteral("save"))
        return false;
    const SaveCommand::Request request = SaveCommand::parse(invocation.commandArguments);
    const QString channel =
        InstanceChannel::nameFor(LibraryLocation::resolveDirectory(invocation.libraryDir));
    if (!request.error.isEmpty() ||
        !InstanceChannel::handOverSave(channel, request.urls, request.shelfPath, request.tags, 500))
        return false;
    UiLanguage language(nullptr);
    language.applyStored();
    QTextStream(stdout) << QCoreApplication::translate(
                               "Lectern::CliContext",
                               "Handed %n page(s) to the Lectern window, which saves them", nullptr,
                               int(request.urls.size()))
                        << Qt::endl;
    return true;
}
} // namespace

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
        if (handedToWindow(invocation))
            return 0;
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
