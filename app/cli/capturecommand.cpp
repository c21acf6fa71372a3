#include "cli/capturecommand.h"

#include "capture/articlecapturer.h"
#include "capture/capturerunner.h"
#include "capture/pageextractor.h"
#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturestore.h"
#include "net/systemcredentialstore.h"

#include "net/httpclient.h"
#include <QCommandLineParser>
#include <QEventLoop>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString captureUsage = CliContext::tr(
    "usage: lectern capture ID... | --feed ID | --pending [--jobs N] | --remove ID...");

} // namespace

int CaptureCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption feedOption(u"feed"_s, CliContext::tr("every article of this feed"),
                                        u"id"_s);
    const QCommandLineOption pendingOption(u"pending"_s,
                                           CliContext::tr("the articles waiting in the queue"));
    const QCommandLineOption jobsOption(u"jobs"_s, CliContext::tr("pages at once (4)"), u"n"_s,
                                        u"4"_s);
    const QCommandLineOption removeOption(u"remove"_s,
                                          CliContext::tr("drop the offline copies of ID..."));
    parser.addOptions({feedOption, pendingOption, jobsOption, removeOption});
    if (!parser.parse(QStringList{u"capture"_s} + arguments))
        return context.fail(captureUsage);
    const QStringList ids = parser.positionalArguments();
    const int modes = (ids.isEmpty() ? 0 : 1) + (parser.isSet(feedOption) ? 1 : 0) +
                      (parser.isSet(pendingOption) ? 1 : 0);
    if (modes != 1 || (parser.isSet(removeOption) && ids.isEmpty()))
        return context.fail(captureUsage);
    bool jobsOk = false;
    const int jobs = parser.value(jobsOption).toInt(&jobsOk);
    if (!jobsOk || jobs <= 0 || jobs > 32)
        return context.fail(CliContext::tr("--jobs needs a number from 1 to 32"));
    const auto given = context.articleIds(ids);
    if (!given)
        return 1;
    const QList<qint64> articleIds = *given;
    qint64 feedId = 0;
    if (parser.isSet(feedOption)) {
        bool ok = false;
        feedId = parser.value(feedOption).toLongLong(&ok);
        if (!ok || feedId <= 0)
            return context.fail(CliContext::tr("--feed needs a feed id (a positive number)"));
    }

    Database *database = context.openLibrary();
    if (!database)
        return 1;
    CaptureStore store(database->connection());
    if (parser.isSet(removeOption)) {
        AssetStore assets(context.libraryDir());
        for (qint64 id : std::as_const(articleIds)) {
            const auto unused = store.removeOffline(id);
            if (!unused)
                return context.fail(store.errorString());
            // Rows first, files after: a crash in between leaves files that vacuum removes.
            for (const QString &name : *unused)
                assets.remove(name);
        }
        return 0;
    }
    QList<CaptureTarget> targets;
    if (!articleIds.isEmpty()) {
        if (!store.queue(articleIds))
            return context.fail(store.errorString());
        for (qint64 id : std::as_const(articleIds))
            targets.append(*store.target(id));
    } else {
        if (feedId != 0) {
            if (!store.policy(feedId))
                return context.fail(CliContext::tr("no feed with id %1").arg(feedId));
            if (!store.queueFeed(feedId))
                return context.fail(store.errorString());
        } else if (!store.decideNewArticles()) {
            return context.fail(store.errorString());
        }
        for (const CaptureTarget &target : store.due(QDateTime::currentDateTimeUtc(), 1'000'000)) {
            if (feedId == 0 || target.feedId == feedId)
                targets.append(target);
        }
    }
    if (targets.isEmpty()) {
        context.out() << "Nothing to capture" << Qt::endl;
        return 0;
    }
    return capture(context, store, targets, jobs);
}

int CaptureCommand::capture(CliContext &context, CaptureStore &store,
                            const QList<CaptureTarget> &targets, int jobs)
{
    std::unique_ptr<PageExtractor> extractor = context.makePageExtractor();
    if (!extractor)
        return context.fail(
            CliContext::tr("this build of Lectern cannot capture articles (no page extractor)"));
    HttpClient http;
    context.useProxySetting(http);
    AssetStore assets(context.libraryDir());
    ArticleCapturer capturer(&http, extractor.get(), &assets);
    SystemCredentialStore keychain;
    CaptureRunner runner(&capturer, &keychain);
    runner.setParallelPages(jobs);

    const bool terminal = CliContext::stderrIsTerminal();
    int captured = 0, aside = 0, failed = 0, refused = 0, images = 0, failedImages = 0,
        refusedImages = 0, done = 0;
    QEventLoop loop;
    runner.run(
        targets,
        [&](const CaptureTarget &target, const ArticleCapturer::Outcome &outcome) {
            ++done;
            const QDateTime now = QDateTime::currentDateTimeUtc();
            refusedImages += outcome.refusedImages;
            if (outcome.refused) {
                // Never tried again: the address stays in the person's own network.
                ++refused;
                store.skip(target.articleId, outcome.error, now);
                context.err() << (terminal ? "\r" : "") << "lectern: article " << target.articleId
                              << ": " << outcome.error << '\n';
            } else if (!outcome.ok()) {
                ++failed;
                store.recordFailure(target.articleId, outcome.error, now);
                context.err() << (terminal ? "\r" : "") << "lectern: article " << target.articleId
                              << ": " << outcome.error << '\n';
            } else if (const auto state = store.store(outcome.article, now); !state) {
                ++failed;
                context.err() << "lectern: article " << target.articleId
                              << ": cannot store the capture: " << store.errorString() << '\n';
            } else if (*state == CaptureState::Aside) {
                ++aside;
                context.err() << "lectern: article " << target.articleId
                              << ": the page gave less text than the feed; the capture is kept "
                                 "aside\n";
            } else {
                ++captured;
                // A paper's PDF is among its assets; it is not one of the article's images.
                images += outcome.article.images.size() - (outcome.article.paper ? 1 : 0);
                failedImages += outcome.failedImages;
                for (const QString &error : outcome.imageErrors)
                    context.err() << "lectern: article " << target.articleId << ": image " << error
                                  << '\n';
            }
            if (terminal)
                context.err() << "\rcapturing " << done << '/' << targets.size() << Qt::flush;
            else
                context.err().flush();
        },
        [&] { loop.quit(); });
    loop.exec();
    if (terminal)
        context.err() << '\n';
    context.err().flush();
    context.out() << CliContext::tr("Captured %1 of %2 with %3")
                         .arg(QString::number(captured),
                              CliContext::tr("%n article(s)", nullptr, int(targets.size())),
                              CliContext::tr("%n image(s)", nullptr, int(images)));
    if (failedImages > 0)
        context.out() << CliContext::tr(" (%n image(s) could not be kept)", nullptr,
                                        int(failedImages));
    if (refusedImages > 0)
        context.out() << CliContext::tr(" (%n image(s) in your local network refused)", nullptr,
                                        refusedImages);
    if (aside > 0)
        context.out() << CliContext::tr("; %1 kept aside (less text than the feed)").arg(aside);
    if (refused > 0)
        context.out() << CliContext::tr("; %n page(s) in your local network refused", nullptr,
                                        refused);
    if (failed > 0)
        context.out() << CliContext::tr("; %1 failed (tried again later)").arg(failed);
    context.out() << Qt::endl;
    return captured == 0 && aside == 0 ? 1 : 0;
}

} // namespace Lectern
