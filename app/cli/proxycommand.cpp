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
        return CliContext::tr("none (direct connections)");
    case NetworkSettings::ProxyMode::Manual:
        return u"%1://%2:%3"_s
            .arg(settings.manualType == QNetworkProxy::Socks5Proxy ? u"socks5"_s : u"http"_s,
                 settings.manualHost)
            .arg(settings.manualPort);
    case NetworkSettings::ProxyMode::System:
        break;
    }
    return CliContext::tr("system (the desktop's or the environment's proxy settings)");
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
        return context.fail(
            CliContext::tr("usage: lectern proxy [system|none|http://[USER@]HOST:PORT|"
                           "socks5://[USER@]HOST:PORT [--password-stdin]]"));
    const QString choice = rest.first();
    if (choice == u"system"_s) {
        network.proxyMode = NetworkSettings::ProxyMode::System;
    } else if (choice == u"none"_s) {
        network.proxyMode = NetworkSettings::ProxyMode::None;
    } else {
        const QUrl url(choice, QUrl::StrictMode);
        if (url.scheme() != u"http"_s && url.scheme() != u"socks5"_s) {
            return context.fail(
                CliContext::tr("“%1” is not system, none, http://HOST:PORT or socks5://HOST:PORT")
                    .arg(choice));
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
            return context.fail(CliContext::tr("--password-stdin needs a proxy with a user name"));
        QTextStream input(stdin);
        const QString password = input.readLine();
        if (password.isEmpty())
            return context.fail(CliContext::tr("give the password on standard input"));
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
        return context.fail(
            CliContext::tr("cannot save the setting in %1").arg(settings.fileName()));
    context.out() << "proxy: " << describe(network) << Qt::endl;
    return 0;
}

} // namespace Lectern
