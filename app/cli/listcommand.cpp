#include "cli/listcommand.h"

#include "cli/articlejson.h"
#include "cli/clicontext.h"
#include "library/articlestore.h"
#include "library/database.h"
#include "library/shelfstore.h"

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
    const QCommandLineOption feedOption(u"feed"_s, u"only this feed"_s, u"id"_s);
    const QCommandLineOption shelfOption(u"shelf"_s, u"only this shelf (id or path)"_s, u"shelf"_s);
    const QCommandLineOption unreadOption(u"unread"_s, u"only unread articles"_s);
    const QCommandLineOption starredOption(u"starred"_s, u"only starred articles"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"print JSON"_s);
    parser.addOptions({feedOption, shelfOption, unreadOption, starredOption, jsonOption});
    if (!parser.parse(QStringList{u"list"_s} + arguments))
        return context.fail(parser.errorText());
    ArticleFilter filter;
    if (parser.isSet(feedOption)) {
        bool ok = false;
        filter.feedId = parser.value(feedOption).toLongLong(&ok);
        if (!ok || filter.feedId <= 0)
            return context.fail(u"--feed needs a feed id (a positive number)"_s);
    }
    filter.unreadOnly = parser.isSet(unreadOption);
    filter.starredOnly = parser.isSet(starredOption);
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    if (parser.isSet(shelfOption)) {
        const auto shelf = ShelfStore(database->connection()).find(parser.value(shelfOption));
        if (!shelf)
            return context.fail(u"no shelf \u201c%1\u201d"_s.arg(parser.value(shelfOption)));
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
