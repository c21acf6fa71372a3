// The module `lectern` loads for the window and for the commands that need the browser
// engine (see launcher/browsermain.h): one C entry point, so that nothing but argc and argv crosses
// from the program into it.
#include "cli/invocation.h"
#include "launcher/browsermain.h"

#include <QCoreApplication>
#include <QStringList>

extern "C" Q_DECL_EXPORT int lecternRunWithBrowser(int argc, char **argv)
{
    QCoreApplication::setApplicationName(QStringLiteral("lectern"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LECTERN_VERSION));
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return Lectern::runWithBrowser(argc, argv, Lectern::Invocation::fromArguments(arguments));
}
