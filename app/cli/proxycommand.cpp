#include "cli/proxycommand.h"

#include "cli/clicontext.h"
#include "net/networkpreferences.h"
#include "net/networksettings.h"
#include "net/systemcredentialstore.h"

#include <QFileInfo>
#include <QSettings>
#include <QTextStream>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
QString describe(const NetworkSettings &settings)
{
    switch (settings.proxyMode) {
    case NetworkSettings::ProxyMode::None:
        return u"none (direct connections)"_s;
    case NetworkSettings::ProxyMode::Manual:
        return u"%1://%2:%3"_s
            .arg(settings.manualType == QNetworkProxy::Socks5Proxy ? u"socks5"_s : u"http"_s,
                 settings.manualHost)
            .arg(settings.manualPort);
    case NetworkSettings::ProxyMode::System:
        break;
    }
    return u"system (the desktop's or the environment's proxy settings)"_s;
}
} // namespace

int ProxyCommand::run(CliContext &context, const QStringList &arguments)
{
    QSettings &settings = context.settings();
    NetworkSettings network = NetworkSettings::load(settings);
    if (arguments.isEmpty()) {
        context.out() << "proxy: " << describe(network) << Qt::endl;
        return 0;
    }
    QStringList rest = arguments;
    // The password of a manual proxy's user comes from standard input, never the command
    // line, and goes to the system keychain.
    const bool passwordFromStdin = rest.removeAll(u"--password-stdin"_s) > 0;
    if (rest.size() != 1)
        return context.fail(u"usage: lectern proxy [system|none|http://[USER@]HOST:PORT|"
                            "socks5://[USER@]HOST:PORT [--password-stdin]]"_s);
    const QString choice = rest.first();
    if (choice == u"system"_s) {
        network.proxyMode = NetworkSettings::ProxyMode::System;
    } else if (choice == u"none"_s) {
        network.proxyMode = NetworkSettings::ProxyMode::None;
    } else {
        const QUrl url(choice, QUrl::StrictMode);
        if (url.scheme() != u"http"_s && url.scheme() != u"socks5"_s) {
            return context.fail(
                u"\u201c%1\u201d is not system, none, http://HOST:PORT or socks5://HOST:PORT"_s.arg(
                    choice));
        }
        network.proxyMode = NetworkSettings::ProxyMode::Manual;
        network.manualType =
            url.scheme() == u"socks5"_s ? QNetworkProxy::Socks5Proxy : QNetworkProxy::HttpProxy;
        network.manualHost = url.host();
        network.manualPort = quint16(qMax(0, url.port(0)));
        network.manualUser = url.userName();
        if (const QString problem = network.validate(); !problem.isEmpty())
            return context.fail(problem);
    }
    if (passwordFromStdin) {
        if (network.proxyMode != NetworkSettings::ProxyMode::Manual || network.manualUser.isEmpty())
            return context.fail(u"--password-stdin needs a proxy with a user name"_s);
        QTextStream input(stdin);
        const QString password = input.readLine();
        if (password.isEmpty())
            return context.fail(u"give the password on standard input"_s);
        SystemCredentialStore keychain;
        const QString error = CliContext::waitForKeychain([&](auto done) {
            keychain.writePassword(NetworkPreferences::passwordKey(network), password, done);
        });
        if (!error.isEmpty())
            return context.fail(error);
    }
    network.save(settings);
    settings.sync();
    // status() is not trusted: in the build sandbox it says AccessError from the moment the
    // object is made, even when the user's file is then written fine.
    if (!QFileInfo(settings.fileName()).isFile())
        return context.fail(u"cannot save the setting in %1"_s.arg(settings.fileName()));
    context.out() << "proxy: " << describe(network) << Qt::endl;
    return 0;
}

} // namespace Lectern
