#include "cli/listcommand.h"

#include "cli/clicontext.h"
#include "library/articlestore.h"
#include "library/database.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
QJsonObject toJson(const ArticleSummary &article)
{
    return {
        {u"id"_s, article.id},
        {u"feed"_s, article.feedId},
        {u"feedTitle"_s, article.feedTitle},
        {u"title"_s, article.title},
        {u"link"_s, article.link.isEmpty() ? QJsonValue() : QJsonValue(article.link.toString())},
        {u"published"_s, article.published.isValid()
                             ? QJsonValue(article.published.toUTC().toString(Qt::ISODate))
                             : QJsonValue()},
        {u"read"_s, article.read},
        {u"starred"_s, article.starred},
        {u"shelves"_s, QJsonArray()},
    };
}
} // namespace

int ListCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption feedOption(u"feed"_s, u"only this feed"_s, u"id"_s);
    const QCommandLineOption unreadOption(u"unread"_s, u"only unread articles"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"print JSON"_s);
    parser.addOptions({feedOption, unreadOption, jsonOption});
    if (!parser.parse(QStringList{u"list"_s} + arguments))
        return context.fail(parser.errorText());
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

    QList<ArticleSummary> articles = ArticleStore(database->connection()).articles(feedId, 1'000'000);
    if (parser.isSet(unreadOption))
        articles.removeIf([](const ArticleSummary &a) { return a.read; });

    if (parser.isSet(jsonOption)) {
        QJsonArray array;
        for (const ArticleSummary &article : std::as_const(articles))
            array.append(toJson(article));
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
