#include "cli/refreshcommand.h"

#include "cli/clicontext.h"
#include "library/database.h"
#include "library/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <cstdio>
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr)) != 0;
#else
    return false;
#endif
}
} // namespace

int RefreshCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption feedOption(u"feed"_s, u"only this feed"_s, u"id"_s);
    const QCommandLineOption jobsOption(u"jobs"_s, u"fetches at once (8)"_s, u"n"_s, u"8"_s);
    parser.addOptions({feedOption, jobsOption});
    if (!parser.parse(QStringList{u"refresh"_s} + arguments) ||
        !parser.positionalArguments().isEmpty())
        return context.fail(u"usage: lectern refresh [--feed ID] [--jobs N]"_s);
    QList<qint64> feeds;
    if (parser.isSet(feedOption)) {
        bool ok = false;
        const qint64 id = parser.value(feedOption).toLongLong(&ok);
        if (!ok || id <= 0)
            return context.fail(u"--feed needs a feed id (a positive number)"_s);
        feeds.append(id);
    }
    bool jobsOk = false;
    const int jobs = parser.value(jobsOption).toInt(&jobsOk);
    if (!jobsOk || jobs <= 0 || jobs > 64)
        return context.fail(u"--jobs needs a number from 1 to 64"_s);

    Database *database = context.openLibrary();
    if (!database)
        return 1;
    LibraryWriter writer(database->path());
    if (!writer.start())
        return context.fail(writer.errorString());
    QNetworkAccessManager network;
    FeedFetcher fetcher(&network);
    FeedRefresher refresher(database->connection(), &writer, &fetcher);
    refresher.setConcurrency(jobs);

    const bool terminal = stderrIsTerminal();
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
    refresher.refresh(feeds);
    if (refresher.isRunning())
        loop.exec();
    if (terminal)
        context.err() << '\n';
    for (const QString &error : std::as_const(summary.errors))
        context.err() << "lectern: " << error << '\n';
    context.err().flush();
    if (!feeds.isEmpty() && summary.total == 0)
        return context.fail(u"no feed with id %1"_s.arg(feeds.first()));
    context.out()
        << u"Refreshed %1 feeds: %2 with news (%3 new articles), %4 unchanged, %5 failed"_s
               .arg(summary.total)
               .arg(summary.changed)
               .arg(summary.newArticles)
               .arg(summary.unchanged)
               .arg(summary.failed)
        << Qt::endl;
    // Only a refresh where nothing worked is a failure: one dead feed is news, not an error.
    return summary.total > 0 && summary.failed == summary.total ? 1 : 0;
}

} // namespace Lectern
