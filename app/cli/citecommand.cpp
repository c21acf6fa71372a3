#include "cli/citecommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/articlestore.h"
#include "library/stores/paperstore.h"
#include "reading/citation.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace Lectern {

int CiteCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption formatOption(
        u"format"_s, CliContext::tr("bibtex (the default) or ris"), u"format"_s, u"bibtex"_s);
    parser.addOption(formatOption);
    parser.addPositionalArgument(u"id"_s, CliContext::tr("article ids"));
    const QString usage = CliContext::tr("usage: lectern cite ID... [--format bibtex|ris]");
    if (!parser.parse(QStringList{u"cite"_s} + arguments))
        return context.fail(parser.errorText() + u'\n' + usage);
    const QString format = parser.value(formatOption).toLower();
    if (format != u"bibtex"_s && format != u"ris"_s)
        return context.fail(usage);
    if (parser.positionalArguments().isEmpty())
        return context.fail(usage);
    const auto ids = context.articleIds(parser.positionalArguments());
    if (!ids)
        return 1;
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    const ArticleStore articles(database->connection());
    const PaperStore papers(database->connection());
    QStringList cited;
    for (const qint64 id : *ids) {
        const auto article = articles.article(id);
        if (!article)
            return context.fail(CliContext::tr("no article with id %1").arg(id));
        const Citation citation(*article, papers.paper(id));
        cited.append(
            citation.format(format == u"ris"_s ? Citation::Format::Ris : Citation::Format::BibTeX));
    }
    context.out() << cited.join(u'\n') << Qt::flush;
    return 0;
}

} // namespace Lectern
