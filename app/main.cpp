// Lectern: the composition root. Headless commands run without a display; otherwise the
// window starts. Where the browser engine lives in a module of its own (Linux), it is loaded
// only for the window and the commands that need it, so the others start in milliseconds.
#include "cli/commandrunner.h"
#include "cli/invocation.h"

#include <QCoreApplication>

#ifdef Q_OS_UNIX
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <langinfo.h>
#endif

#ifdef LECTERN_BROWSER_MODULE
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <cstdio>
#else
#include "launcher/browsermain.h"
#endif

namespace {

#ifdef LECTERN_BROWSER_MODULE
// Beside the program in a build tree; installed, in its own folder under the library folder.
int runWithBrowserModule(int argc, char **argv)
{
    // No QCoreApplication yet (the module makes its own): the kernel names the program.
    const QDir here =
        QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath()).dir();
    const QString name = QStringLiteral("lectern_browser.so");
    QString path = here.filePath(name);
    if (!QFileInfo::exists(path))
        path =
            QDir::cleanPath(here.filePath(QStringLiteral(LECTERN_BROWSER_MODULE_DIR "/") + name));
    QLibrary module(path);
    using Entry = int (*)(int, char **);
    const auto entry = reinterpret_cast<Entry>(module.resolve("lecternRunWithBrowser"));
    if (!entry) {
        std::fprintf(stderr, "lectern: cannot load the window and browser engine (%s): %s\n",
                     qPrintable(path), qPrintable(module.errorString()));
        return 1;
    }
    return entry(argc, argv);
}
#endif

#ifdef Q_OS_UNIX
// Qt needs a UTF-8 locale and, started without one (a bare shell, a CI job), prints four lines
// saying it switched to C.UTF-8. Lectern makes that switch itself first, quietly, for the
// character type only: the user's language, dates and collation stay as they are.
void preferUtf8Locale()
{
    std::setlocale(LC_ALL, "");
    if (std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0)
        return;
    const char *all = std::getenv("LC_ALL");
    setenv(all && *all ? "LC_ALL" : "LC_CTYPE", "C.UTF-8", 1);
    std::setlocale(LC_ALL, "");
}
#endif

} // namespace

int main(int argc, char *argv[])
{
#ifdef Q_OS_UNIX
    preferUtf8Locale();
#endif
    QCoreApplication::setApplicationName(QStringLiteral("lectern"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LECTERN_VERSION));

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    const Lectern::Invocation invocation = Lectern::Invocation::fromArguments(arguments);

    if (invocation.isHeadless() && !invocation.needsBrowserEngine()) {
        QCoreApplication app(argc, argv);
        return Lectern::CommandRunner::run(invocation);
    }
#ifdef LECTERN_BROWSER_MODULE
    return runWithBrowserModule(argc, argv);
#else
    return Lectern::runWithBrowser(argc, argv, invocation);
#endif
}
