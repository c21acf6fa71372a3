#include "cli/listcommand.h"

#include "cli/articlejson.h"
#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/articlestore.h"
#include "library/stores/shelfstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <limits>

using namespace Qt::StringLiterals;

namespace Lectern {

int ListCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption feedOption(u"feed"_s, CliContext::tr("only this feed"), u"id"_s);
    const QCommandLineOption shelfOption(u"shelf"_s, CliContext::tr("only this shelf (id or path)"),
                                         u"shelf"_s);
    const QCommandLineOption unreadOption(u"unread"_s, CliContext::tr("only unread articles"));
    const QCommandLineOption starredOption(u"starred"_s, CliContext::tr("only starred articles"));
    const QCommandLineOption jsonOption(u"json"_s, CliContext::tr("print JSON"));
    parser.addOptions({feedOption, shelfOption, unreadOption, starredOption, jsonOption});
    if (!parser.parse(QStringList{u"list"_s} + arguments))
        return context.fail(parser.errorText());
    ArticleFilter filter;
    if (parser.isSet(feedOption)) {
        bool ok = false;
        filter.feedId = parser.value(feedOption).toLongLong(&ok);
        if (!ok || filter.feedId <= 0)
            return context.fail(CliContext::tr("--feed needs a feed id (a positive number)"));
    }
    filter.unreadOnly = parser.isSet(unreadOption);
    filter.starredOnly = parser.isSet(starredOption);
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    if (parser.isSet(shelfOption)) {
        const auto shelf = ShelfStore(database->connection()).find(parser.value(shelfOption));
        if (!shelf)
            return context.fail(CliContext::tr("no shelf “%1”").arg(parser.value(shelfOption)));
        filter.shelfId = *shelf;
    }

    const QList<ArticleSummary> articles =
        ArticleStore(database->connection()).articles(filter, std::numeric_limits<int>::max());

    if (parser.isSet(jsonOption)) {
        QJsonArray array;
        for (const ArticleSummary &article : std::as_const(articles))
            array.append(articleSummaryJson(article));
        context.out() << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    } else {
        for (const ArticleSummary &article : std::as_const(articles)) {
            context.out() << article.id << '\t' << (article.read ? ' ' : '*') << '\t'
                          << article.published.toUTC().toString(u"yyyy-MM-dd"_s) << '\t'
                          << article.feedTitle << '\t' << article.title << '\n';
        }
    }
    context.out().flush();
    return 0;
}

} // namespace Lectern
