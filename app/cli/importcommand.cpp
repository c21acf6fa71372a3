#include "cli/importcommand.h"

#include "cli/clicontext.h"
#include "cli/opmlcommand.h"
#include "feeds/readlater/readlaterexport.h"
#include "library/database/database.h"
#include "library/exchange/readlaterimport.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// An export of 100,000 pages is a few tens of MB; more is not one.
constexpr qint64 kMaxFileBytes = 256 * 1024 * 1024;
} // namespace

int ImportCommand::run(CliContext &context, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return context.fail(CliContext::tr("usage: lectern import FILE"));
    const QString path = arguments.first();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return context.fail(CliContext::tr("cannot read %1: %2").arg(path, file.errorString()));
    if (file.size() > kMaxFileBytes)
        return context.fail(CliContext::tr("%1 is too large to be an export (%2 MB)")
                                .arg(path)
                                .arg(file.size() / (1024 * 1024)));
    const QByteArray bytes = file.readAll();
    // OPML: an XML document.
    const QByteArray start = bytes.left(512).trimmed();
    if (start.startsWith('<') || start.startsWith("\xEF\xBB\xBF<"))
        return OpmlCommand::runImport(context, arguments);

    const ReadLaterExport::Result read = ReadLaterExport::read(bytes);
    if (!read.error.isEmpty())
        return context.fail(CliContext::tr("cannot import %1: %2").arg(path, read.error));
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    const ReadLaterImport::Result stored =
        ReadLaterImport::store(database->connection(), read.items);
    if (!stored.ok)
        return context.fail(CliContext::tr("cannot import %1: %2").arg(path, stored.error));
    context.out() << CliContext::tr("Imported %n page(s) from %1", nullptr, stored.added)
                         .arg(ReadLaterExport::nameOf(read.format));
    if (stored.known > 0)
        context.out() << CliContext::tr(" (%n already saved)", nullptr, stored.known);
    if (stored.shelvesAdded > 0)
        context.out() << CliContext::tr(", with %n new shelf(s)", nullptr, stored.shelvesAdded);
    context.out() << Qt::endl;
    if (read.skipped > 0)
        context.err() << CliContext::tr("lectern: %n row(s) without a web address left out",
                                        nullptr, read.skipped)
                      << Qt::endl;
    if (stored.added > 0)
        context.out() << CliContext::tr(
                             "Their full text is captured by lectern capture --pending, or by "
                             "the window in the background")
                      << Qt::endl;
    return 0;
}

} // namespace Lectern
