#include "cli/savecommand.h"

#include "cli/capturecommand.h"
#include "cli/clicontext.h"
#include "feeds/page/pagemetadata.h"
#include "feeds/page/savedpage.h"
#include "library/articlestore.h"
#include "library/capturestore.h"
#include "library/database.h"
#include "library/feedingest.h"
#include "library/shelfstore.h"
#include "net/feedfetcher.h"
#include "net/httpclient.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QMimeDatabase>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString saveUsage = CliContext::tr("usage: lectern save URL... [--shelf S] [--tag T]...");

struct Fetched
{
    QUrl url; // as given, normalized
    FetchResult result;
};

// What a page fetched is kept as: the page and what it says of itself, or a link and why.
struct Kept
{
    ParsedEntry entry;
    QString problem;    // empty: an HTML page, to capture now
    bool retry = false; // a failure worth trying again (not a PDF or an image)
};

bool isHtml(const QString &contentType, const QByteArray &body)
{
    const QString type = contentType.section(u';', 0, 0).trimmed().toLower();
    if (type == "text/html"_L1 || type == "application/xhtml+xml"_L1)
        return true;
    if (!type.isEmpty() && type != "text/plain"_L1 && type != "application/octet-stream"_L1)
        return false;
    // No type, or a vague one: what the bytes look like.
    return QMimeDatabase().mimeTypeForData(body).inherits(u"text/html"_s);
}

Kept keep(const Fetched &fetched, const QStringList &tags)
{
    const FetchResult &result = fetched.result;
    if (!result.ok())
        return {SavedPage::linkOf(fetched.url, result.error, tags), result.error, true};
    if (!isHtml(result.contentType, result.body)) {
        const QString type = result.contentType.section(u';', 0, 0).trimmed();
        const QString reason =
            CliContext::tr("%1 is not a web page (%2): kept as a link")
                .arg(fetched.url.toDisplayString(),
                     type.isEmpty() ? QMimeDatabase().mimeTypeForData(result.body).name() : type);
        return {SavedPage::linkOf(fetched.url, reason, tags), reason, false};
    }
    const PageMetadata meta = PageMetadata::read(
        result.body, result.documentBase.isValid() ? result.documentBase : result.finalUrl,
        result.contentType);
    return {SavedPage::entryOf(fetched.url, meta, tags), {}, false};
}

} // namespace

int SaveCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption shelfOption(u"shelf"_s, CliContext::tr("put them on this shelf"),
                                         u"path"_s);
    const QCommandLineOption tagOption(u"tag"_s, CliContext::tr("tag them (repeatable)"), u"tag"_s);
    parser.addOptions({shelfOption, tagOption});
    if (!parser.parse(QStringList{u"save"_s} + arguments) || parser.positionalArguments().isEmpty())
        return context.fail(saveUsage);
    QList<QUrl> urls;
    for (const QString &text : parser.positionalArguments()) {
        const QUrl url = QUrl(text.trimmed(), QUrl::StrictMode);
        if (!SavedPage::isSavable(url))
            return context.fail(CliContext::tr("%1 is not an http or https address").arg(text));
        if (!urls.contains(SavedPage::normalized(url)))
            urls.append(SavedPage::normalized(url));
    }
    QStringList tags;
    for (const QString &tag : parser.values(tagOption)) {
        if (!tag.trimmed().isEmpty() && !tags.contains(tag.trimmed()))
            tags.append(tag.trimmed());
    }

    Database *database = context.openLibrary();
    if (!database)
        return 1;
    QSqlDatabase db = database->connection();
    std::optional<qint64> shelfId;
    if (parser.isSet(shelfOption)) {
        ShelfStore shelves(db);
        shelfId = shelves.addPath(parser.value(shelfOption));
        if (!shelfId)
            return context.fail(shelves.errorString());
    }

    // Every page fetched at once, each on its own.
    HttpClient http;
    context.useProxySetting(http);
    FeedFetcher fetcher(&http);
    context.useFetchSettings(fetcher);
    // A page, whatever its type: a PDF or an image is kept as a link, not refused.
    FetchOptions options;
    options.feedOnly = false;
    options.accept = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8";
    QList<Fetched> fetched;
    QEventLoop loop;
    int waiting = int(urls.size());
    for (const QUrl &url : std::as_const(urls)) {
        fetcher.fetch(url, options, [&, url](const FetchResult &result) {
            fetched.append({url, result});
            if (--waiting == 0)
                loop.quit();
        });
    }
    if (waiting > 0)
        loop.exec();
    // In the order given.
    std::sort(fetched.begin(), fetched.end(), [&](const Fetched &a, const Fetched &b) {
        return urls.indexOf(a.url) < urls.indexOf(b.url);
    });

    QList<Kept> kept;
    QList<ParsedEntry> entries;
    for (const Fetched &page : std::as_const(fetched)) {
        kept.append(keep(page, tags));
        entries.append(kept.last().entry);
    }
    const IngestResult stored =
        FeedIngest::ingest(db, SavedPage::feedUrl(), SavedPage::feedOf(entries));
    if (!stored.ok)
        return context.fail(stored.error);

    const ArticleStore articles(db);
    ShelfStore shelves(db);
    CaptureStore captures(db);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QList<CaptureTarget> targets;
    for (const Kept &page : std::as_const(kept)) {
        const auto id = articles.idOf(stored.feedId, page.entry.id);
        if (!id)
            return context.fail(CliContext::tr("%1 was not stored").arg(page.entry.id));
        if (shelfId && !shelves.putArticle(*id, *shelfId))
            return context.fail(shelves.errorString());
        if (page.problem.isEmpty()) {
            context.out()
                << CliContext::tr("Saved “%1” (article %2)").arg(page.entry.title).arg(*id)
                << Qt::endl;
            if (!captures.queue({*id}))
                return context.fail(captures.errorString());
            targets.append(*captures.target(*id));
            continue;
        }
        // A link still: the capture tries again later, unless there is no page to read.
        const bool recorded = page.retry ? captures.recordFailure(*id, page.problem, now)
                                         : captures.skip(*id, page.problem, now);
        if (!recorded)
            return context.fail(captures.errorString());
        context.out() << CliContext::tr("Saved %1 as a link (article %2): %3")
                             .arg(page.entry.link.toDisplayString())
                             .arg(*id)
                             .arg(page.problem)
                      << Qt::endl;
    }
    if (!targets.isEmpty())
        return CaptureCommand::capture(context, captures, targets, 4);
    // Nothing to capture: a failure when no page could be fetched at all.
    const bool anyRead =
        std::any_of(kept.cbegin(), kept.cend(), [](const Kept &page) { return !page.retry; });
    return anyRead ? 0 : 1;
}

} // namespace Lectern
