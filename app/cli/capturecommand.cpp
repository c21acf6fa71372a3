#include "cli/capturecommand.h"

#include "capture/articlecapturer.h"
#include "capture/capturerunner.h"
#include "capture/pageextractor.h"
#include "cli/clicontext.h"
#include "library/assetstore.h"
#include "library/capturestore.h"
#include "library/database.h"
#include "net/systemcredentialstore.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QNetworkAccessManager>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString usage =
    u"usage: lectern capture ID... | --feed ID | --pending [--jobs N] | --remove ID..."_s;

} // namespace

int CaptureCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption feedOption(u"feed"_s, u"every article of this feed"_s, u"id"_s);
    const QCommandLineOption pendingOption(u"pending"_s, u"the articles waiting in the queue"_s);
    const QCommandLineOption jobsOption(u"jobs"_s, u"pages at once (4)"_s, u"n"_s, u"4"_s);
    const QCommandLineOption removeOption(u"remove"_s, u"drop the offline copies of ID..."_s);
    parser.addOptions({feedOption, pendingOption, jobsOption, removeOption});
    if (!parser.parse(QStringList{u"capture"_s} + arguments))
        return context.fail(usage);
    const QStringList ids = parser.positionalArguments();
    const int modes = (ids.isEmpty() ? 0 : 1) + (parser.isSet(feedOption) ? 1 : 0) +
                      (parser.isSet(pendingOption) ? 1 : 0);
    if (modes != 1 || (parser.isSet(removeOption) && ids.isEmpty()))
        return context.fail(usage);
    bool jobsOk = false;
    const int jobs = parser.value(jobsOption).toInt(&jobsOk);
    if (!jobsOk || jobs <= 0 || jobs > 32)
        return context.fail(u"--jobs needs a number from 1 to 32"_s);
    const auto given = context.articleIds(ids);
    if (!given)
        return 1;
    const QList<qint64> articleIds = *given;
    qint64 feedId = 0;
    if (parser.isSet(feedOption)) {
        bool ok = false;
        feedId = parser.value(feedOption).toLongLong(&ok);
        if (!ok || feedId <= 0)
            return context.fail(u"--feed needs a feed id (a positive number)"_s);
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
                return context.fail(u"no feed with id %1"_s.arg(feedId));
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

    std::unique_ptr<PageExtractor> extractor = context.makePageExtractor();
    if (!extractor)
        return context.fail(u"this build of Lectern cannot capture articles (no page extractor)"_s);
    QNetworkAccessManager network;
    context.useProxySetting(network);
    AssetStore assets(context.libraryDir());
    ArticleCapturer capturer(&network, extractor.get(), &assets);
    SystemCredentialStore keychain;
    CaptureRunner runner(&capturer, &keychain);
    runner.setParallelPages(jobs);

    const bool terminal = CliContext::stderrIsTerminal();
    int captured = 0, aside = 0, failed = 0, images = 0, failedImages = 0, done = 0;
    QEventLoop loop;
    runner.run(
        targets,
        [&](const CaptureTarget &target, const ArticleCapturer::Outcome &outcome) {
            ++done;
            const QDateTime now = QDateTime::currentDateTimeUtc();
            if (!outcome.ok()) {
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
                images += outcome.article.images.size();
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
    context.out() << u"Captured %1 of %2 with %3"_s.arg(
        QString::number(captured), CliContext::counted(targets.size(), u"article"_s, u"articles"_s),
        CliContext::counted(images, u"image"_s, u"images"_s));
    if (failedImages > 0) {
        context.out() << u" (%1 could not be kept)"_s.arg(
            CliContext::counted(failedImages, u"image"_s, u"images"_s));
    }
    if (aside > 0)
        context.out() << u"; %1 kept aside (less text than the feed)"_s.arg(aside);
    if (failed > 0)
        context.out() << u"; %1 failed (tried again later)"_s.arg(failed);
    context.out() << Qt::endl;
    return captured == 0 && aside == 0 ? 1 : 0;
}

} // namespace Lectern
