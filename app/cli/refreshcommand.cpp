#include "cli/refreshcommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "library/writes/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/memorycredentialstore.h"
#include "net/networksettings.h"
#include "net/systemcredentialstore.h"

#include "net/httpclient.h"
#include <QCommandLineParser>
#include <QEventLoop>

using namespace Qt::StringLiterals;

namespace Lectern {

int RefreshCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption feedOption(u"feed"_s, CliContext::tr("only this feed"), u"id"_s);
    const int defaultJobs = FeedRefresher::defaultConcurrency();
    const QCommandLineOption jobsOption(u"jobs"_s,
                                        CliContext::tr("fetches at once (%1)").arg(defaultJobs),
                                        u"n"_s, QString::number(defaultJobs));
    const QCommandLineOption perHostOption(
        u"per-host"_s, CliContext::tr("fetches at once to one server (2)"), u"n"_s, u"2"_s);
    const QCommandLineOption userOption(u"user"_s, CliContext::tr("HTTP user name of the feed"),
                                        u"name"_s);
    const QCommandLineOption passwordOption(
        u"password-stdin"_s, CliContext::tr("read the feed's password from standard input"));
    const QCommandLineOption deadlineOption(
        u"deadline"_s,
        CliContext::tr("seconds one fetch may take in all (as set in Preferences, else 60)"),
        u"s"_s);
    parser.addOptions(
        {feedOption, jobsOption, perHostOption, userOption, passwordOption, deadlineOption});
    if (!parser.parse(QStringList{u"refresh"_s} + arguments) ||
        !parser.positionalArguments().isEmpty())
        return context.fail(
            CliContext::tr("usage: lectern refresh [--feed ID [--user NAME] [--password-stdin]]"
                           " [--jobs N] [--per-host N] [--deadline SECONDS]"));
    QList<qint64> feeds;
    if (parser.isSet(feedOption)) {
        bool ok = false;
        const qint64 id = parser.value(feedOption).toLongLong(&ok);
        if (!ok || id <= 0)
            return context.fail(CliContext::tr("--feed needs a feed id (a positive number)"));
        feeds.append(id);
    }
    bool jobsOk = false;
    const int jobs = parser.value(jobsOption).toInt(&jobsOk);
    if (!jobsOk || jobs <= 0 || jobs > 64)
        return context.fail(CliContext::tr("--jobs needs a number from 1 to 64"));
    bool perHostOk = false;
    const int perHost = parser.value(perHostOption).toInt(&perHostOk);
    if (!perHostOk || perHost <= 0 || perHost > 64)
        return context.fail(CliContext::tr("--per-host needs a number from 1 to 64"));
    NetworkSettings fetchSettings = NetworkSettings::load(context.settings());
    if (parser.isSet(deadlineOption)) {
        bool ok = false;
        fetchSettings.fetchDeadlineSeconds = parser.value(deadlineOption).toInt(&ok);
        if (!ok || fetchSettings.fetchDeadlineSeconds < NetworkSettings::MinFetchDeadlineSeconds ||
            fetchSettings.fetchDeadlineSeconds > NetworkSettings::MaxFetchDeadlineSeconds)
            return context.fail(CliContext::tr("--deadline needs a number of seconds from %1 to %2")
                                    .arg(NetworkSettings::MinFetchDeadlineSeconds)
                                    .arg(NetworkSettings::MaxFetchDeadlineSeconds));
    }
    if ((parser.isSet(userOption) || parser.isSet(passwordOption)) && feeds.isEmpty())
        return context.fail(CliContext::tr("--user and --password-stdin need --feed ID"));

    Database *database = context.openLibrary();
    if (!database)
        return 1;
    LibraryWriter writer(database->path());
    if (!writer.start())
        return context.fail(writer.errorString());
    HttpClient http;
    context.useProxySetting(http);
    FeedFetcher fetcher(&http);
    fetchSettings.applyTo(fetcher);
    FeedRefresher refresher(database->connection(), &writer, &fetcher);
    refresher.setConcurrency(jobs);
    refresher.setPerHostLimit(perHost);

    // A password from standard input serves this run only; otherwise the system keychain.
    SystemCredentialStore keychain;
    MemoryCredentialStore givenPassword;
    refresher.setCredentialStore(&keychain);
    if (!feeds.isEmpty()) {
        FeedStore store(database->connection());
        const auto feed = store.feed(feeds.first());
        if (!feed)
            return context.fail(CliContext::tr("no feed with id %1").arg(feeds.first()));
        if (parser.isSet(userOption) && !store.setAuthUser(feed->id, parser.value(userOption)))
            return context.fail(
                CliContext::tr("cannot save the user name: %1").arg(store.errorString()));
        if (parser.isSet(passwordOption)) {
            const QString user = parser.isSet(userOption)
                                     ? parser.value(userOption)
                                     : store.fetchStates(feeds).value(0).authUser;
            if (user.isEmpty())
                return context.fail(
                    CliContext::tr("feed %1 has no user name; give one with --user").arg(feed->id));
            QTextStream input(stdin);
            const QString password = input.readLine();
            givenPassword.writePassword(CredentialStore::keyFor(feed->url, user), password,
                                        [](const QString &) {});
            refresher.setCredentialStore(&givenPassword);
        }
    }

    const bool terminal = CliContext::stderrIsTerminal();
    QObject::connect(&refresher, &FeedRefresher::progress, [&](int done, int total) {
        if (terminal)
            context.err() << "\rrefreshing " << done << '/' << total << Qt::flush;
    });
    RefreshSummary summary;
    QEventLoop loop;
    QObject::connect(&refresher, &FeedRefresher::finished, &loop, [&](const RefreshSummary &s) {
        summary = s;
        loop.quit();
    });
    // A feed asked for by id is fetched even when it should wait; a refresh of all is not.
    refresher.refresh(feeds, feeds.isEmpty() ? FeedRefresher::Waits::Respect
                                             : FeedRefresher::Waits::Override);
    if (refresher.isRunning())
        loop.exec();
    CliContext::indexStored(writer);
    if (terminal)
        context.err() << '\n';
    for (const QString &error : std::as_const(summary.errors))
        context.err() << "lectern: " << error << '\n';
    context.err().flush();
    if (!feeds.isEmpty() && summary.total == 0)
        return context.fail(
            CliContext::tr("feed %1 is marked gone (HTTP 410) and is no longer checked")
                .arg(feeds.first()));
    context.out() << CliContext::tr("Refreshed %1: %2 with news (%3), %4 unchanged, %5 failed")
                         .arg(CliContext::tr("%n feed(s)", nullptr, summary.total))
                         .arg(summary.changed)
                         .arg(CliContext::tr("%n new article(s)", nullptr, summary.newArticles))
                         .arg(summary.unchanged)
                         .arg(summary.failed);
    if (summary.waiting > 0) {
        context.out() << CliContext::tr(
                             "; %1 waiting (their servers asked to wait, or they failed recently)")
                             .arg(summary.waiting);
    }
    context.out() << Qt::endl;
    // New articles met their feeds' capture policies as they were stored; `lectern capture
    // --pending` takes what waits.
    if (summary.newArticles > 0) {
        CaptureStore captures(database->connection());
        if (const auto queued = captures.waiting(); queued && *queued > 0)
            context.out() << CliContext::tr("%n article(s) wait(s) for offline capture "
                                            "(lectern capture --pending)",
                                            nullptr, int(*queued))
                          << Qt::endl;
    }
    // Only a refresh where nothing worked is a failure: one dead feed is news, not an error.
    return summary.total > 0 && summary.failed == summary.total ? 1 : 0;
}

} // namespace Lectern
