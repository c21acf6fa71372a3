#include "cli/importcommand.h"

#include "cli/clicontext.h"
#include "cli/opmlcommand.h"
#include "feeds/readlater/readlaterexport.h"
#include "library/database/database.h"
#include "library/database/savepoint.h"
#include "library/exchange/readlaterimport.h"
#include "library/stores/highlightstore.h"
#include "reading/highlightimport.h"
#include "reading/readwisecsv.h"

#include <QFile>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// An export of 100,000 pages is a few tens of MB; more is not one.
constexpr qint64 kMaxFileBytes = 256 * 1024 * 1024;

// A Readwise CSV's highlights onto the articles the library holds (HighlightImport).
int importHighlights(CliContext &context, const QString &path, const QByteArray &bytes)
{
    QString error;
    const auto rows = ReadwiseCsv::read(bytes, &error);
    if (!rows)
        return context.fail(CliContext::tr("cannot import %1: %2").arg(path, error));
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    QSqlDatabase db = database->connection();
    const HighlightImport::Plan plan = HighlightImport::plan(db, *rows);
    Savepoint work(db, u"highlight_import"_s);
    HighlightStore highlights(db);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QSet<qint64> articles;
    for (const HighlightRecord &highlight : plan.highlights) {
        if (!highlights.add(highlight, now))
            return context.fail(CliContext::tr("cannot import %1: the highlights could not be "
                                               "stored")
                                    .arg(path));
        articles.insert(highlight.articleId);
    }
    if (!work.release())
        return context.fail(CliContext::tr("cannot import %1: %2").arg(path, work.errorString()));
    context.out() << CliContext::tr("Imported %n highlight(s)", nullptr,
                                    int(plan.highlights.size()))
                  << CliContext::tr(" onto %n article(s)", nullptr, int(articles.size()));
    if (plan.already > 0)
        context.out() << CliContext::tr(" (%n already there)", nullptr, plan.already);
    context.out() << Qt::endl;
    for (const QString &missing : plan.notFound)
        context.err() << "lectern: " << missing << Qt::endl;
    if (!plan.notFound.isEmpty())
        context.err() << CliContext::tr("lectern: %n highlight(s) not placed", nullptr,
                                        int(plan.notFound.size()))
                      << Qt::endl;
    return plan.highlights.isEmpty() && plan.already == 0 ? 1 : 0;
}
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
    if (ReadwiseCsv::looksLikeOne(bytes.left(4096)))
        return importHighlights(context, path, bytes);

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
