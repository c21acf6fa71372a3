#include "cli/opmlcommand.h"

#include "cli/clicontext.h"
#include "feeds/opmlreader.h"
#include "feeds/opmlwriter.h"
#include "library/database.h"
#include "library/opmlexchange.h"

#include <QFile>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Lectern {

int OpmlCommand::runImport(CliContext &context, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return context.fail(CliContext::tr("usage: lectern import-opml FILE"));
    QFile file(arguments.first());
    if (!file.open(QIODevice::ReadOnly))
        return context.fail(
            CliContext::tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
    if (file.size() > OpmlReader::MaxBytes)
        return context.fail(
            CliContext::tr("%1 is %2 bytes, more than the %3 bytes an OPML file may have")
                .arg(file.fileName())
                .arg(file.size())
                .arg(OpmlReader::MaxBytes));
    // Never more than the cap and a byte, whatever the file grew to meanwhile.
    const OpmlParseResult parsed = OpmlReader::parse(file.read(OpmlReader::MaxBytes + 1));
    if (!parsed.ok)
        return context.fail(u"%1: %2"_s.arg(file.fileName(), parsed.error));
    for (const ParseProblem &problem : parsed.document.problems) {
        context.err() << file.fileName() << ':' << problem.line << ':' << problem.column << ": "
                      << problem.message << '\n';
    }
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    const OpmlImportResult imported =
        OpmlExchange::importDocument(database->connection(), parsed.document);
    if (!imported.ok)
        return context.fail(u"cannot import %1: %2"_s.arg(file.fileName(), imported.error));
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
    const QByteArray opml = OpmlWriter::write(OpmlExchange::exportDocument(database->connection()));
    if (arguments.first() == u"-"_s) {
        context.out() << QString::fromUtf8(opml) << Qt::flush;
        return 0;
    }
    // Written whole or not at all: an interrupted export never leaves half a file.
    QSaveFile file(arguments.first());
    if (!file.open(QIODevice::WriteOnly) || file.write(opml) != opml.size() || !file.commit())
        return context.fail(u"cannot write %1: %2"_s.arg(file.fileName(), file.errorString()));
    return 0;
}

} // namespace Lectern
