#include "cli/invocation.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// Qt's own window options that take a value; their value is not a command.
bool isToolkitOptionWithValue(const QString &arg)
{
    static const QStringList options = {
        u"-platform"_s,        u"-platformpluginpath"_s,
        u"-platformtheme"_s,   u"-plugin"_s,
        u"-qwindowgeometry"_s, u"-qwindowtitle"_s,
        u"-qwindowicon"_s,     u"-style"_s,
        u"-stylesheet"_s,      u"-display"_s,
        u"-session"_s,         u"-geometry"_s,
    };
    return options.contains(arg);
}
} // namespace

QUrl Invocation::feedAddress(const QString &argument)
{
    QString text = argument.trimmed();
    if (text.startsWith(u"feed:"_s, Qt::CaseInsensitive)) {
        text = text.mid(5);
        // feed://host/path is the http address; feed:https://host/path wraps a whole one.
        if (text.startsWith(u"//"_s))
            text.prepend(u"http:"_s);
    }
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || (scheme != u"http"_s && scheme != u"https"_s))
        return {};
    return url;
}

Invocation Invocation::fromArguments(const QStringList &arguments)
{
    Invocation inv;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (!inv.command.isEmpty()) {
            inv.commandArguments.append(arg);
        } else if (arg == u"--library"_s) {
            if (i + 1 >= arguments.size()) {
                inv.error = u"--library needs a folder: lectern --library DIR [COMMAND]"_s;
                return inv;
            }
            inv.libraryDir = arguments.at(++i);
        } else if (arg.startsWith(u"--library="_s)) {
            inv.libraryDir = arg.mid(10);
        } else if (arg == u"--verbose"_s) {
            inv.verbose = true;
        } else if (arg == u"-h"_s || arg == u"--help"_s || arg == u"help"_s) {
            inv.help = true;
        } else if (arg == u"-v"_s || arg == u"--version"_s || arg == u"version"_s) {
            inv.version = true;
        } else if (isToolkitOptionWithValue(arg)) {
            inv.windowArguments.append(arg);
            if (i + 1 < arguments.size())
                inv.windowArguments.append(arguments.at(++i));
        } else if (arg.startsWith(u'-')) {
            inv.windowArguments.append(arg);
        } else if (const QUrl url = feedAddress(arg); url.isValid()) {
            inv.feedUrl = url; // the window starts; a command never looks like an address
        } else {
            inv.command = arg;
        }
    }
    return inv;
}

} // namespace Lectern
