#include "ui/reader/readerrendering.h"

#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QStringList>
#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace Lectern {

#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
namespace {
QtMessageHandler g_nextHandler = nullptr;

void dropMissingGlWarnings(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (ReaderRendering::isMissingGlWarning(type, text))
        return;
    if (g_nextHandler)
        g_nextHandler(type, context, text);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, text)));
}
} // namespace
#endif

bool ReaderRendering::chooseSoftware()
{
    // The reader shows text and pictures, which Chromium's software compositor draws well.
    // With Qt Quick drawing in software too, nothing in the window uses OpenGL, so the X11
    // plugin need not load the system's GL driver to choose visuals: Mesa's, with the LLVM it
    // links, is 60 MB resident before the window paints, and QtWebEngine's GPU thread adds as
    // much once it starts. Measured on Linux only; macOS and Windows keep Qt's default.
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (qEnvironmentVariableIntValue("LECTERN_READER_GPU") == 1)
        return false;
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    if (qEnvironmentVariableIsEmpty("QT_XCB_GL_INTEGRATION"))
        qputenv("QT_XCB_GL_INTEGRATION", "none");
    static bool filtering = false; // once, or the filter would be its own next handler
    if (!filtering) {
        g_nextHandler = qInstallMessageHandler(dropMissingGlWarnings);
        filtering = true;
    }
    return true;
#else
    return false;
#endif
}

bool ReaderRendering::isMissingGlWarning(QtMsgType type, const QString &text)
{
    static const QStringList expected = {
        u"QXcbIntegration: Cannot create platform"_s,
        u"QRhiGles2: Failed to create"_s,
        u"Failed to create Vulkan instance"_s,
        u"Failed to create platform Vulkan instance"_s,
        u"QVulkanInstance: Failed to initialize Vulkan"_s,
        u"This plugin does not support createPlatformVulkanInstance"_s,
        u"Unable to detect GPU vendor"_s};
    return type == QtWarningMsg &&
           std::any_of(expected.cbegin(), expected.cend(),
                       [&](const QString &start) { return text.startsWith(start); });
}

} // namespace Lectern
