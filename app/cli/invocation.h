// The command line, read before any application object exists, to decide between the
// headless CLI and the window. Global options come before the command:
//   lectern [--library DIR] [--verbose] [COMMAND [ARGS...]]
//   lectern [--library DIR] [--verbose] URL        (the window, with URL in Add Feed)
#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

namespace Lectern {

struct Invocation
{
    QString libraryDir; // from --library, empty when not given
    QString command;    // empty: start the window
    QStringList commandArguments;
    QStringList windowArguments; // toolkit options for the window (-platform ...)
    QUrl feedUrl; // an address to add: `lectern https://...`, a feed: link from a browser
    bool help = false;
    bool version = false;
    bool verbose = false; // the browser engine's and Qt's messages on the terminal too
    QString error;        // a malformed global option

    static Invocation fromArguments(const QStringList &arguments);
    // The web address a feed: link stands for (feed://host/x, feed:https://host/x), or an
    // http(s) address as it is; an empty QUrl for anything else.
    static QUrl feedAddress(const QString &argument);
    bool isHeadless() const { return help || version || !command.isEmpty() || !error.isEmpty(); }
    // A headless command that runs a browser engine (offscreen when there is no display).
    bool needsBrowserEngine() const
    {
        return error.isEmpty() && !help &&
               (command == QStringLiteral("capture") || command == QStringLiteral("export") ||
                command == QStringLiteral("save"));
    }
};

} // namespace Lectern
