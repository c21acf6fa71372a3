#include "cli/storagecommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturestore.h"

#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

qint64 count(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : 0;
}

} // namespace

int StorageCommand::runInfo(CliContext &context, const QStringList &arguments)
{
    if (!arguments.isEmpty())
        return context.fail(CliContext::tr("usage: lectern info"));
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    const QSqlDatabase db = database->connection();
    const AssetStore assets(context.libraryDir());
    const QLocale locale = QLocale::system();
    QTextStream &out = context.out();
    out << "Library: " << context.libraryDir() << '\n';
    out << "Feeds: " << count(db, u"SELECT count(*) FROM feeds"_s) << '\n';
    out << "Articles: " << count(db, u"SELECT count(*) FROM articles"_s) << ", "
        << count(db, u"SELECT count(*) FROM articles WHERE captured_at IS NOT NULL"_s)
        << " kept offline, "
        << count(db, u"SELECT count(*) FROM capture_jobs WHERE state = 'pending'"_s)
        << " waiting for capture\n";
    out << "Database: " << locale.formattedDataSize(Database::bytesOnDisk(database->path()))
        << '\n';
    out << "Images: " << count(db, u"SELECT count(*) FROM assets"_s) << ", "
        << locale.formattedDataSize(assets.totalSize()) << Qt::endl;
    return 0;
}

int StorageCommand::runVacuum(CliContext &context, const QStringList &arguments)
{
    if (!arguments.isEmpty())
        return context.fail(CliContext::tr("usage: lectern vacuum"));
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    QSqlDatabase db = database->connection();
    AssetStore assets(context.libraryDir());
    const qint64 before = Database::bytesOnDisk(database->path()) + assets.totalSize();
    CaptureStore captures(db);
    const auto released = captures.releaseUnusedAssets();
    if (!released)
        return context.fail(
            CliContext::tr("cannot release unused images: %1").arg(captures.errorString()));
    // Files no row names: a capture that failed after writing them, or rows released above.
    const QStringList known = captures.assetNames();
    const QSet<QString> kept(known.cbegin(), known.cend());
    int removed = 0;
    for (const QString &name : assets.names()) {
        if (!kept.contains(name) && assets.remove(name))
            ++removed;
    }
    // Both files: the library, and the search indexes beside it (SearchFile), whose pages a
    // library upgraded to schema 24 left free in the library file.
    QSqlQuery vacuum(db);
    if (!vacuum.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s) || !vacuum.exec(u"VACUUM"_s) ||
        !vacuum.exec(u"VACUUM search"_s))
        return context.fail(
            CliContext::tr("cannot compact the database: %1").arg(vacuum.lastError().text()));
    const qint64 after = Database::bytesOnDisk(database->path()) + assets.totalSize();
    context.out() << CliContext::tr("Removed %1 unused images; freed %2")
                         .arg(removed)
                         .arg(QLocale::system().formattedDataSize(
                             std::max<qint64>(0, before - after)))
                  << Qt::endl;
    return 0;
}

} // namespace Lectern
