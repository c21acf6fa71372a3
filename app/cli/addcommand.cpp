#include "cli/addcommand.h"

#include "cli/clicontext.h"
#include "feeds/parsedfeedjson.h"
#include "library/database/database.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "library/writes/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedlogins.h"
#include "net/feedsubscriber.h"
#include "net/systemcredentialstore.h"

#include "net/httpclient.h"
#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// What add found before storing it: a page's items, or (dry run) the feed.
void printFound(CliContext &context, const QUrl &feedUrl, const ParsedFeed &found, bool json)
{
    if (json) {
        QJsonObject object = ParsedFeedJson::toJson(found);
        object.insert(u"url"_s, feedUrl.toString());
        context.out() << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
        context.out().flush();
        return;
    }
    if (found.format == FeedFormat::Sitemap)
        context.out() << CliContext::tr("the site has no feed and its page lists no items; its "
                                        "sitemap %1 lists %n page(s):",
                                        nullptr, int(found.entries.size()))
                             .arg(feedUrl.toDisplayString())
                      << Qt::endl;
    else if (found.format == FeedFormat::Page)
        context.out() << CliContext::tr("%1 has no feed; as a page feed it holds %n item(s):",
                                        nullptr, int(found.entries.size()))
                             .arg(feedUrl.toDisplayString())
                      << (found.listDescription.isEmpty()
                              ? QString()
                              : u"\n  ("_s + found.listDescription + u")"_s)
                      << Qt::endl;
    else
        context.out() << CliContext::tr("%1 is a feed, “%2”, with %n entry(ies):", nullptr,
                                        int(found.entries.size()))
                             .arg(feedUrl.toDisplayString(), found.title)
                      << Qt::endl;
    for (const ParsedEntry &entry : found.entries) {
        QString line = u"  "_s + entry.title;
        if (entry.published.isValid())
            line += u"  ("_s + entry.published.date().toString(Qt::ISODate) + u')';
        if (!entry.categories.isEmpty())
            line += u"  ["_s + entry.categories.join(u", "_s) + u']';
        context.out() << line << u"\n    "_s << entry.link.toDisplayString() << Qt::endl;
    }
}
} // namespace

int AddCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"url"_s, CliContext::tr("the address of a feed"));
    const QCommandLineOption userOption(
        u"user"_s, CliContext::tr("the user name of a private feed"), u"name"_s);
    const QCommandLineOption passwordOption(
        u"password-stdin"_s, CliContext::tr("read its password from standard input"));
    const QCommandLineOption dryRunOption(
        u"dry-run"_s, CliContext::tr("print what would be subscribed to; store nothing"));
    const QCommandLineOption jsonOption(
        u"json"_s, CliContext::tr("print what was found as JSON (the entries of a page feed)"));
    const QCommandLineOption bySectionOption(
        u"by-section"_s,
        CliContext::tr("a page without a feed whose items stand under headings: follow each "
                       "section as a feed of its own, on a shelf named after the page"));
    parser.addOptions({userOption, passwordOption, dryRunOption, jsonOption, bySectionOption});
    const QString usage = CliContext::tr("usage: lectern add URL [--user NAME --password-stdin] "
                                         "[--dry-run] [--json] [--by-section]");
    if (!parser.parse(QStringList{u"add"_s} + arguments))
        return context.fail(parser.errorText());
    if (parser.positionalArguments().size() != 1 ||
        parser.isSet(userOption) != parser.isSet(passwordOption))
        return context.fail(usage);
    // A private feed: the password comes from standard input, never the command line.
    BasicCredentials credentials;
    if (parser.isSet(userOption)) {
        credentials.user = parser.value(userOption).trimmed();
        credentials.password = QTextStream(stdin).readLine();
        if (credentials.user.isEmpty() || credentials.user.contains(u':'))
            return context.fail(
                CliContext::tr("the user name must be non-empty and without a colon"));
        if (credentials.password.isEmpty())
            return context.fail(CliContext::tr("give the password on standard input"));
    }

    const QString text = parser.positionalArguments().constFirst();
    const QUrl url = QUrl::fromUserInput(text);
    if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s))
        return context.fail(CliContext::tr("%1 is not an http or https address").arg(text));

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
    FeedSubscriber subscriber(&writer, &fetcher);
    const bool dryRun = parser.isSet(dryRunOption);
    const bool json = parser.isSet(jsonOption);
    subscriber.setDryRun(dryRun);
    QEventLoop loop;
    int exitCode = 1;
    SystemCredentialStore keychain;
    FeedLogins logins(&writer, &keychain);
    QObject::connect(
        &logins, &FeedLogins::finished, &loop, [&](qint64, bool, const QString &error) {
            if (!error.isEmpty())
                exitCode = context.fail(
                    CliContext::tr("subscribed, but the login was not kept (%1); try lectern feed"
                                   " login")
                        .arg(error));
            loop.quit();
        });
    QObject::connect(
        &subscriber, &FeedSubscriber::subscribed, &loop,
        [&](const QUrl &, qint64 feedId, int added) {
            const auto feed = FeedStore(database->connection()).feed(feedId);
            const QString title = feed ? feed->title : url.toDisplayString();
            context.out() << CliContext::tr("Added “%1” (feed %2): %n new article(s), %3 in all",
                                            nullptr, added)
                                 .arg(title, QString::number(feedId))
                                 .arg(feed ? feed->totalCount : added)
                          << Qt::endl;
            exitCode = 0;
            // The feed's capture policy met its articles as they were stored; `lectern capture
            // --pending` takes the ones it queued.
            if (const auto queued = CaptureStore(database->connection()).waiting(feedId);
                queued && *queued > 0) {
                context.out() << CliContext::tr("%n article(s) wait(s) for offline capture "
                                                "(lectern capture --pending)",
                                                nullptr, int(*queued))
                              << Qt::endl;
            }
            // The password to the keychain, then the user name onto the feed.
            if (credentials.isEmpty() || !feed)
                loop.quit();
            else
                logins.logIn(feedId, feed->url, credentials.user, credentials.password);
        });
    QObject::connect(&subscriber, &FeedSubscriber::failed, &loop,
                     [&](const QUrl &, const QString &message) {
                         context.fail(message);
                         loop.quit();
                     });
    // A site without a feed: its page's items are shown, then followed (unless a dry run).
    QObject::connect(&subscriber, &FeedSubscriber::feedFound, &loop,
                     [&](const QUrl &, const QUrl &feedUrl, const ParsedFeed &found) {
                         printFound(context, feedUrl, found, json);
                         if (dryRun || (found.format != FeedFormat::Page &&
                                        found.format != FeedFormat::Sitemap)) {
                             exitCode = 0;
                             loop.quit();
                             return;
                         }
                         if (parser.isSet(bySectionOption) && found.format == FeedFormat::Page)
                             subscriber.subscribeSections(feedUrl, found);
                         else
                             subscriber.subscribePage(feedUrl, found);
                     });
    QObject::connect(&subscriber, &FeedSubscriber::sectionsSubscribed, &loop,
                     [&](const QUrl &, const QString &shelf, const QList<IngestResult> &stored) {
                         FeedStore feeds(database->connection());
                         context.out()
                             << CliContext::tr("Added %n section feed(s) on the shelf “%1”:",
                                               nullptr, int(stored.size()))
                                    .arg(shelf)
                             << Qt::endl;
                         for (const IngestResult &result : stored) {
                             const auto feed = feeds.feed(result.feedId);
                             context.out() << u"  "_s
                                           << CliContext::tr("“%1” (feed %2): %n article(s)",
                                                             nullptr, result.added)
                                                  .arg(feed ? feed->title : QString(),
                                                       QString::number(result.feedId))
                                           << Qt::endl;
                         }
                         exitCode = 0;
                         loop.quit();
                     });
    subscriber.subscribe(url, credentials);
    loop.exec();
    CliContext::indexStored(writer);
    return exitCode;
}

} // namespace Lectern
