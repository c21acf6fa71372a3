#include "cli/opmlcommand.h"

#include "cli/clicontext.h"
#include "feeds/opml/opmlreader.h"
#include "feeds/opml/opmlwriter.h"
#include "library/database/database.h"
#include "library/exchange/opmlexchange.h"

using namespace Qt::StringLiterals;

namespace Lectern {

int OpmlCommand::runImport(CliContext &context, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return context.fail(CliContext::tr("usage: lectern import-opml FILE"));
    const QString path = arguments.first();
    const OpmlParseResult parsed = OpmlExchange::readFile(path);
    if (!parsed.ok)
        return context.fail(parsed.error);
    for (const ParseProblem &problem : parsed.document.problems) {
        context.err() << path << ':' << problem.line << ':' << problem.column << ": "
                      << problem.message << '\n';
    }
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    const OpmlImportResult imported =
        OpmlExchange::importDocument(database->connection(), parsed.document);
    if (!imported.ok)
        return context.fail(u"cannot import %1: %2"_s.arg(path, imported.error));
    context.out() << CliContext::tr(
                         "Imported %1 new feeds (%2 already in the library) and %3 new shelves; "
                         "run lectern refresh to fetch them")
                         .arg(imported.feedsAdded)
                         .arg(imported.feedsKnown)
                         .arg(imported.shelvesAdded)
                  << Qt::endl;
    return 0;
}

int OpmlCommand::runExport(CliContext &context, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return context.fail(
            CliContext::tr("usage: lectern export-opml FILE (or - for standard output)"));
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    if (arguments.first() == u"-"_s) {
        const QByteArray opml =
            OpmlWriter::write(OpmlExchange::exportDocument(database->connection()));
        context.out() << QString::fromUtf8(opml) << Qt::flush;
        return 0;
    }
    if (const QString error = OpmlExchange::writeFile(database->connection(), arguments.first());
        !error.isEmpty())
        return context.fail(error);
    return 0;
}

} // namespace Lectern
