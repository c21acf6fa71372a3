#include "cli/savecommand.h"

#include "cli/capturecommand.h"
#include "cli/clicontext.h"
#include "feeds/savedpage/savedpage.h"
#include "library/database/database.h"
#include "library/stores/capturestore.h"
#include "library/writes/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/httpclient.h"
#include "net/pagesaver.h"

#include <QCommandLineParser>
#include <QEventLoop>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString saveUsage = CliContext::tr("usage: lectern save URL... [--shelf S] [--tag T]...");

} // namespace

SaveCommand::Request SaveCommand::parse(const QStringList &arguments)
{
    Request request;
    QCommandLineParser parser;
    const QCommandLineOption shelfOption(u"shelf"_s, CliContext::tr("put them on this shelf"),
                                         u"path"_s);
    const QCommandLineOption tagOption(u"tag"_s, CliContext::tr("tag them (repeatable)"), u"tag"_s);
    parser.addOptions({shelfOption, tagOption});
    if (!parser.parse(QStringList{u"save"_s} + arguments) ||
        parser.positionalArguments().isEmpty()) {
        request.error = saveUsage;
        return request;
    }
    for (const QString &text : parser.positionalArguments()) {
        const QUrl url = QUrl(text.trimmed(), QUrl::StrictMode);
        if (!SavedPage::isSavable(url)) {
            request.error = CliContext::tr("%1 is not an http or https address").arg(text);
            return request;
        }
        if (!request.urls.contains(SavedPage::normalized(url)))
            request.urls.append(SavedPage::normalized(url));
    }
    for (const QString &tag : parser.values(tagOption)) {
        if (!tag.trimmed().isEmpty() && !request.tags.contains(tag.trimmed()))
            request.tags.append(tag.trimmed());
    }
    request.shelfPath = parser.value(shelfOption);
    return request;
}

int SaveCommand::run(CliContext &context, const QStringList &arguments)
{
    const Request request = parse(arguments);
    if (!request.error.isEmpty())
        return context.fail(request.error);
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    LibraryWriter writer(database->path());
    if (!writer.start())
        return context.fail(writer.errorString());
    HttpClient http;
    context.useProxySetting(http);
    FeedFetcher fetcher(&http);
    context.useFetchSettings(fetcher);
    PageSaver saver(&writer, &fetcher);
    QList<PageSaver::Saved> saved;
    QString error;
    QEventLoop loop;
    QObject::connect(&saver, &PageSaver::done, &loop,
                     [&](const QList<PageSaver::Saved> &pages, const QString &problem) {
                         saved = pages;
                         error = problem;
                         loop.quit();
                     });
    saver.save(request.urls, request.shelfPath, request.tags);
    loop.exec();
    if (!error.isEmpty())
        return context.fail(error);

    CaptureStore captures(database->connection());
    QList<CaptureTarget> targets;
    for (const PageSaver::Saved &page : std::as_const(saved)) {
        if (page.problem.isEmpty()) {
            context.out()
                << CliContext::tr("Saved “%1” (article %2)").arg(page.title).arg(page.articleId)
                << Qt::endl;
            if (const auto target = captures.target(page.articleId))
                targets.append(*target);
            continue;
        }
        context.out() << CliContext::tr("Saved %1 as a link (article %2): %3")
                             .arg(page.url.toDisplayString())
                             .arg(page.articleId)
                             .arg(page.problem)
                      << Qt::endl;
    }
    if (!targets.isEmpty())
        return CaptureCommand::capture(context, captures, targets, 4);
    // Nothing to capture: a failure when no page could be fetched at all.
    const bool anyRead = std::any_of(saved.cbegin(), saved.cend(),
                                     [](const PageSaver::Saved &page) { return !page.retry; });
    return anyRead ? 0 : 1;
}

} // namespace Lectern
