#include "cli/accountcommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/syncstore.h"
#include "library/writes/librarywriter.h"
#include "net/credentialstore.h"
#include "net/httpclient.h"
#include "net/systemcredentialstore.h"
#include "sync/accountsyncer.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QFuture>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString accountUsage =
    CliContext::tr("usage: lectern account add miniflux|greader URL --user NAME --password-stdin\n"
                   "       lectern account add miniflux URL --token-stdin\n"
                   "       lectern account list | remove ID");
const QString syncUsage =
    CliContext::tr("usage: lectern sync [--account ID] [--password-stdin | --token-stdin]");

// The address the Google Reader API's paths start from, as typed (a Miniflux's own address,
// FreshRSS's .../api/greader.php).
QUrl serverUrl(const QString &text)
{
    QUrl url = QUrl::fromUserInput(text.trimmed());
    if (url.scheme() != u"http"_s && url.scheme() != u"https"_s)
        return {};
    return url;
}

QString readPassword()
{
    QTextStream input(stdin);
    return input.readLine();
}

// What adding, removing and syncing accounts run on: the library's writer, HTTP through the
// proxy chosen, the system keychain, and the syncer over them.
struct SyncEngine
{
    explicit SyncEngine(const QString &databasePath)
        : writer(databasePath)
        , syncer(&writer, &http, &keychain)
    {
    }
    // The error, or empty once the writer runs.
    QString start(CliContext &context)
    {
        if (!writer.start())
            return writer.errorString();
        context.useProxySetting(http);
        return {};
    }

    LibraryWriter writer;
    HttpClient http;
    SystemCredentialStore keychain;
    AccountSyncer syncer;
};

} // namespace

int AccountCommand::run(CliContext &context, const QStringList &arguments)
{
    const QString action = arguments.value(0);
    if (action == u"add"_s)
        return add(context, arguments.mid(1));
    if (action == u"list"_s && arguments.size() == 1)
        return list(context);
    if (action == u"remove"_s && arguments.size() == 2)
        return remove(context, arguments.at(1));
    return context.fail(accountUsage);
}

int AccountCommand::add(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption userOption(u"user"_s, CliContext::tr("the account's user"), u"name"_s);
    const QCommandLineOption passwordOption(u"password-stdin"_s,
                                            CliContext::tr("read the password from stdin"));
    const QCommandLineOption tokenOption(u"token-stdin"_s,
                                         CliContext::tr("read a Miniflux API token from stdin"));
    parser.addOptions({userOption, passwordOption, tokenOption});
    if (!parser.parse(QStringList{u"add"_s} + arguments) ||
        parser.positionalArguments().size() != 2)
        return context.fail(accountUsage);
    const QString kind = parser.positionalArguments().at(0);
    // A password goes with a user; a token (Miniflux only) alone.
    const bool byToken = parser.isSet(tokenOption);
    if (!AccountSyncer::isKnownKind(kind) || parser.isSet(passwordOption) == byToken ||
        parser.isSet(userOption) == byToken || (byToken && kind != u"miniflux"_s))
        return context.fail(accountUsage);
    const QUrl url = serverUrl(parser.positionalArguments().at(1));
    if (!url.isValid() || url.host().isEmpty())
        return context.fail(CliContext::tr("“%1” is not an http or https address")
                                .arg(parser.positionalArguments().at(1)));
    const QString user = byToken ? QString() : parser.value(userOption);
    const QString password = readPassword();
    if (password.isEmpty())
        return context.fail(byToken ? CliContext::tr("give the token on standard input")
                                    : CliContext::tr("give the password on standard input"));
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    SyncEngine engine(database->path());
    if (const QString error = engine.start(context); !error.isEmpty())
        return context.fail(error);
    AccountSyncer &syncer = engine.syncer;
    qint64 added = 0;
    QString error;
    QString warning;
    QEventLoop loop;
    QObject::connect(&syncer, &AccountSyncer::accountAdded, &loop,
                     [&](qint64 id, const QString &failure, const QString &kept) {
                         added = id;
                         error = failure;
                         warning = kept;
                         loop.quit();
                     });
    syncer.addAccount(kind, url, user, password);
    loop.exec();
    if (added == 0)
        return context.fail(error);
    context.out() << added << '\n';
    context.out().flush();
    if (!warning.isEmpty())
        context.err() << CliContext::tr("lectern: %1; give it to each sync with "
                                        "--password-stdin")
                             .arg(warning)
                      << Qt::endl;
    return 0;
}

int AccountCommand::list(CliContext &context)
{
    Database *database = context.openLibrary(CliContext::LibraryUse::OneQuery);
    if (!database)
        return 1;
    for (const SyncAccount &account : SyncStore(database->connection()).accounts()) {
        context.out() << account.id << '\t' << account.kind << '\t' << account.url.toString()
                      << '\t' << account.user << '\t'
                      << (account.lastSync.isValid()
                              ? account.lastSync.toUTC().toString(Qt::ISODate)
                              : CliContext::tr("never synced"));
        if (!account.lastError.isEmpty())
            context.out() << '\t' << account.lastError;
        context.out() << '\n';
    }
    context.out().flush();
    return 0;
}

int AccountCommand::remove(CliContext &context, const QString &idText)
{
    bool ok = false;
    const qint64 id = idText.toLongLong(&ok);
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    const auto account = ok ? SyncStore(database->connection()).account(id) : std::nullopt;
    if (!account)
        return context.fail(CliContext::tr("no account with id %1").arg(idText));
    SyncEngine engine(database->path());
    if (const QString error = engine.start(context); !error.isEmpty())
        return context.fail(error);
    AccountSyncer &syncer = engine.syncer;
    bool removed = false;
    QEventLoop loop;
    QObject::connect(&syncer, &AccountSyncer::accountRemoved, &loop, [&](qint64, bool gone) {
        removed = gone;
        loop.quit();
    });
    syncer.removeAccount(id);
    loop.exec();
    return removed ? 0 : context.fail(CliContext::tr("cannot remove the account"));
}

int AccountCommand::runSync(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption accountOption(u"account"_s, CliContext::tr("only this account"),
                                           u"id"_s);
    const QCommandLineOption passwordOption(u"password-stdin"_s,
                                            CliContext::tr("read the password from stdin"));
    const QCommandLineOption tokenOption(u"token-stdin"_s,
                                         CliContext::tr("read a Miniflux API token from stdin"));
    parser.addOptions({accountOption, passwordOption, tokenOption});
    if (!parser.parse(QStringList{u"sync"_s} + arguments) ||
        !parser.positionalArguments().isEmpty())
        return context.fail(syncUsage);
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    QList<SyncAccount> accounts = SyncStore(database->connection()).accounts();
    if (parser.isSet(accountOption)) {
        const qint64 id = parser.value(accountOption).toLongLong();
        accounts.removeIf([id](const SyncAccount &account) { return account.id != id; });
        if (accounts.isEmpty())
            return context.fail(
                CliContext::tr("no account with id %1").arg(parser.value(accountOption)));
    }
    if (accounts.isEmpty())
        return context.fail(CliContext::tr("no accounts: add one with lectern account add"));
    const bool given = parser.isSet(passwordOption) || parser.isSet(tokenOption);
    if (given && accounts.size() != 1)
        return context.fail(CliContext::tr("--password-stdin and --token-stdin need --account ID"));
    const QString secret = given ? readPassword() : QString();
    SyncEngine engine(database->path());
    if (const QString error = engine.start(context); !error.isEmpty())
        return context.fail(error);
    AccountSyncer &syncer = engine.syncer;
    int failed = 0;
    QEventLoop loop;
    QObject::connect(&syncer, &AccountSyncer::syncFinished, &loop,
                     [&](const SyncAccount &account, const AccountSync::Outcome &outcome) {
                         if (!outcome.error.isEmpty()) {
                             context.err() << "lectern: "
                                           << CliContext::tr("account %1 (%2): %3")
                                                  .arg(account.id)
                                                  .arg(account.url.toString(), outcome.error)
                                           << Qt::endl;
                             ++failed;
                             return;
                         }
                         context.out() << CliContext::tr("account %1: %2 subscriptions, %3 new "
                                                         "items, %4 changes sent; %5 requests in "
                                                         "%6 ms")
                                              .arg(account.id)
                                              .arg(outcome.subscriptions)
                                              .arg(outcome.newItems)
                                              .arg(outcome.pushed)
                                              .arg(outcome.requests)
                                              .arg(outcome.milliseconds)
                                       << '\n';
                         context.out().flush();
                         for (const QString &notice : outcome.notices)
                             context.err() << "lectern: " << notice << Qt::endl;
                     });
    QObject::connect(&syncer, &AccountSyncer::idle, &loop, &QEventLoop::quit);
    for (const SyncAccount &account : std::as_const(accounts))
        syncer.sync(account.id, secret);
    loop.exec();
    CliContext::indexStored(engine.writer);
    return failed > 0 ? 1 : 0;
}

} // namespace Lectern
