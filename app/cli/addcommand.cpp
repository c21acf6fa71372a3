#include "cli/addcommand.h"

#include "cli/clicontext.h"
#include "library/database.h"
#include "library/feedstore.h"
#include "library/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/feedsubscriber.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QNetworkAccessManager>

using namespace Qt::StringLiterals;

namespace Lectern {

int AddCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"url"_s, u"the address of a feed"_s);
    if (!parser.parse(QStringList{u"add"_s} + arguments))
        return context.fail(parser.errorText());
    if (parser.positionalArguments().size() != 1)
        return context.fail(u"usage: lectern add URL"_s);

    const QString text = parser.positionalArguments().constFirst();
    const QUrl url = QUrl::fromUserInput(text);
    if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s))
        return context.fail(u"%1 is not an http or https address"_s.arg(text));

    Database *database = context.openLibrary();
    if (!database)
        return 1;

    LibraryWriter writer(database->path());
    if (!writer.start())
        return context.fail(writer.errorString());
    QNetworkAccessManager network;
    context.useProxySetting(network);
    FeedFetcher fetcher(&network);
    FeedSubscriber subscriber(&writer, &fetcher);
    QEventLoop loop;
    int exitCode = 1;
    QObject::connect(&subscriber, &FeedSubscriber::subscribed, &loop,
                     [&](const QUrl &, qint64 feedId, int added) {
                         const auto feed = FeedStore(database->connection()).feed(feedId);
                         const QString title = feed ? feed->title : url.toDisplayString();
                         context.out()
                             << u"Added \u201c%1\u201d (feed %2): %3 new articles, %4 in all"_s
                                    .arg(title)
                                    .arg(feedId)
                                    .arg(added)
                                    .arg(feed ? feed->totalCount : added)
                             << Qt::endl;
                         exitCode = 0;
                         loop.quit();
                     });
    QObject::connect(&subscriber, &FeedSubscriber::failed, &loop,
                     [&](const QUrl &, const QString &message) {
                         context.fail(message);
                         loop.quit();
                     });
    subscriber.subscribe(url);
    loop.exec();
    return exitCode;
}

} // namespace Lectern
