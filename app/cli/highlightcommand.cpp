#include "cli/highlightcommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/highlightwrites.h"
#include "library/writes/librarywriter.h"
#include "reading/highlightplacement.h"

#include <QCommandLineParser>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString listUsage =
    CliContext::tr("usage: lectern highlights [--article ID] [--shelf S] [--json]");
const QString highlightUsage =
    CliContext::tr("usage: lectern highlight add ID --quote TEXT [--note TEXT] [--color C]\n"
                   "       lectern highlight note HIGHLIGHT-ID TEXT | remove HIGHLIGHT-ID");

QJsonObject toJson(const HighlightRecord &highlight, bool found)
{
    return QJsonObject{
        {u"id"_s, highlight.id},
        {u"article"_s, highlight.articleId},
        {u"articleTitle"_s, highlight.articleTitle},
        {u"link"_s, highlight.articleLink.toString()},
        {u"feed"_s, highlight.feedTitle},
        {u"quote"_s, highlight.selector.quote},
        {u"prefix"_s, highlight.selector.prefix},
        {u"suffix"_s, highlight.selector.suffix},
        {u"start"_s, qint64(highlight.selector.start)},
        {u"end"_s, qint64(highlight.selector.end)},
        {u"color"_s, highlight.color},
        {u"note"_s, highlight.note},
        {u"created"_s, highlight.created.toUTC().toString(Qt::ISODate)},
        {u"updated"_s, highlight.updated.toUTC().toString(Qt::ISODate)},
        {u"found"_s, found},
    };
}

// Whether the version each highlight's article opens with still holds it, article by article.
QList<bool> foundFlags(QSqlDatabase db, const QList<HighlightRecord> &highlights)
{
    QList<bool> flags;
    const ArticleStore articles(db);
    for (qsizetype first = 0; first < highlights.size();) {
        qsizetype last = first;
        while (last < highlights.size() &&
               highlights.at(last).articleId == highlights.at(first).articleId)
            ++last;
        const QList<HighlightRecord> group = highlights.mid(first, last - first);
        const auto article = articles.article(group.first().articleId);
        flags.append(article
                         ? HighlightPlacement::found(HighlightPlacement::textOf(*article), group)
                         : QList<bool>(group.size(), false));
        first = last;
    }
    return flags;
}

} // namespace

int HighlightCommand::runList(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption articleOption(u"article"_s, CliContext::tr("one article's"), u"id"_s);
    const QCommandLineOption shelfOption(u"shelf"_s, CliContext::tr("a shelf's articles'"), u"S"_s);
    const QCommandLineOption jsonOption(u"json"_s, CliContext::tr("as JSON"));
    parser.addOptions({articleOption, shelfOption, jsonOption});
    if (!parser.parse(QStringList{u"highlights"_s} + arguments) ||
        !parser.positionalArguments().isEmpty())
        return context.fail(listUsage);
    std::optional<qint64> articleId;
    if (parser.isSet(articleOption) &&
        !(articleId = CliContext::positiveId(parser.value(articleOption))))
        return context.fail(
            CliContext::tr("“%1” is not an article id").arg(parser.value(articleOption)));
    Database *database = context.openLibrary(CliContext::LibraryUse::OneQuery);
    if (!database)
        return 1;
    QSqlDatabase db = database->connection();
    const HighlightStore store(db);
    QList<HighlightRecord> highlights;
    if (articleId) {
        if (!ArticleStore(db).feedOf(*articleId))
            return context.fail(CliContext::tr("no article with id %1").arg(*articleId));
        highlights = store.forArticle(*articleId);
    } else if (parser.isSet(shelfOption)) {
        const auto shelf = ShelfStore(db).find(parser.value(shelfOption));
        if (!shelf)
            return context.fail(CliContext::tr("no shelf “%1”").arg(parser.value(shelfOption)));
        highlights = store.highlights(*shelf);
    } else {
        highlights = store.highlights();
    }
    const QList<bool> found = foundFlags(db, highlights);
    if (parser.isSet(jsonOption)) {
        QJsonArray array;
        for (qsizetype i = 0; i < highlights.size(); ++i)
            array.append(toJson(highlights.at(i), found.at(i)));
        context.out() << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        context.out().flush();
        return 0;
    }
    qint64 article = 0;
    for (qsizetype i = 0; i < highlights.size(); ++i) {
        const HighlightRecord &highlight = highlights.at(i);
        if (highlight.articleId != article) {
            article = highlight.articleId;
            context.out() << (i > 0 ? "\n" : "") << highlight.articleId << '\t'
                          << highlight.articleTitle.simplified() << '\n';
        }
        context.out() << "  " << highlight.id << '\t' << highlight.color << '\t' << u'“'
                      << highlight.selector.quote << u'”';
        if (!found.at(i))
            context.out() << "  " << CliContext::tr("(not found in this version)");
        context.out() << '\n';
        if (!highlight.note.isEmpty())
            context.out() << "    " << highlight.note.trimmed().replace(u'\n', u"\n    "_s) << '\n';
    }
    context.out().flush();
    return 0;
}

int HighlightCommand::run(CliContext &context, const QStringList &arguments)
{
    const QString action = arguments.value(0);
    if (action == u"add"_s)
        return add(context, arguments.mid(1));
    if (action == u"note"_s || action == u"remove"_s)
        return change(context, arguments);
    return context.fail(highlightUsage);
}

int HighlightCommand::add(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption quoteOption(u"quote"_s, CliContext::tr("the passage"), u"text"_s);
    const QCommandLineOption noteOption(u"note"_s, CliContext::tr("a note (Markdown)"), u"text"_s);
    const QCommandLineOption colorOption(u"color"_s, CliContext::tr("the colour"), u"name"_s);
    parser.addOptions({quoteOption, noteOption, colorOption});
    if (!parser.parse(QStringList{u"add"_s} + arguments) ||
        parser.positionalArguments().size() != 1 || !parser.isSet(quoteOption))
        return context.fail(highlightUsage);
    const auto ids = context.articleIds(parser.positionalArguments());
    if (!ids)
        return 1;
    const QString color = parser.isSet(colorOption) ? parser.value(colorOption) : u"yellow"_s;
    if (!HighlightRecord::isColor(color))
        return context.fail(CliContext::tr("“%1” is not a highlight colour (%2)")
                                .arg(color, HighlightRecord::colors().join(u", "_s)));
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    const qint64 articleId = ids->first();
    const auto article = ArticleStore(database->connection()).article(articleId);
    if (!article)
        return context.fail(CliContext::tr("no article with id %1").arg(articleId));
    auto highlight = HighlightPlacement::fromQuote(*article, parser.value(quoteOption));
    if (!highlight)
        return context.fail(CliContext::tr("article %1 does not contain “%2”")
                                .arg(articleId)
                                .arg(parser.value(quoteOption).simplified()));
    highlight->color = color;
    highlight->note = parser.value(noteOption);
    LibraryWriter writer(database->path());
    if (!writer.start())
        return context.fail(writer.errorString());
    const qint64 id = writer.highlights().add(*highlight).result();
    if (id <= 0)
        return context.fail(CliContext::tr("cannot save the highlight"));
    CliContext::indexStored(writer);
    context.out() << id << '\n';
    context.out().flush();
    return 0;
}

int HighlightCommand::change(CliContext &context, const QStringList &arguments)
{
    const bool note = arguments.value(0) == u"note"_s;
    if (arguments.size() != (note ? 3 : 2))
        return context.fail(highlightUsage);
    const auto id = CliContext::positiveId(arguments.at(1));
    if (!id)
        return context.fail(CliContext::tr("“%1” is not a highlight id").arg(arguments.at(1)));
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    if (!HighlightStore(database->connection()).highlight(*id))
        return context.fail(CliContext::tr("no highlight with id %1").arg(*id));
    LibraryWriter writer(database->path());
    if (!writer.start())
        return context.fail(writer.errorString());
    const bool done = note ? writer.highlights().setNote(*id, arguments.at(2)).result()
                           : writer.highlights().remove(*id).result();
    if (!done)
        return context.fail(CliContext::tr("cannot save the change to highlight %1").arg(*id));
    CliContext::indexStored(writer);
    return 0;
}

} // namespace Lectern
