#include "cli/backupcommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/exchange/librarybackup.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString megabytes(qint64 bytes)
{
    return QLocale::c().toString(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

QString contents(const LibraryBackup::Manifest &manifest)
{
    return CliContext::tr("%1 feeds, %2 articles, %3 highlights, %4 images")
        .arg(manifest.feeds)
        .arg(manifest.articles)
        .arg(manifest.highlights)
        .arg(manifest.assets);
}

} // namespace

int BackupCommand::runBackup(CliContext &context, const QStringList &arguments)
{
    if (arguments.size() != 1 || arguments.first().startsWith(u'-'))
        return context.fail(CliContext::tr("usage: lectern backup FILE"));
    // Opened first: an old library is brought up to date, a damaged one refused, as for any
    // command; the backup itself reads its own snapshot.
    if (!QFileInfo::exists(LibraryLocation::databasePath(context.libraryDir())))
        return context.fail(
            LibraryBackup::tr("%1 holds no library to back up").arg(context.libraryDir()));
    if (!context.openLibrary(CliContext::LibraryUse::OneQuery))
        return 1;
    QElapsedTimer clock;
    clock.start();
    const QString file = QDir::current().absoluteFilePath(arguments.first());
    const LibraryBackup::Result result = LibraryBackup::write(context.libraryDir(), file);
    if (!result.ok())
        return context.fail(result.error);
    context.out() << CliContext::tr("Backed up %1 to %2 (%3 MB) in %4 s")
                         .arg(contents(result.manifest), file, megabytes(result.bytes),
                              QLocale::c().toString(clock.elapsed() / 1000.0, 'f', 1))
                  << Qt::endl;
    if (result.missingAssets > 0)
        context.err() << CliContext::tr("lectern: %n image(s) the library lists were not in its "
                                        "folder, and are not in the backup",
                                        nullptr, int(result.missingAssets))
                      << Qt::endl;
    return 0;
}

int BackupCommand::runRestore(CliContext &context, const QStringList &arguments)
{
    QStringList rest = arguments;
    QString target = context.libraryDir();
    const qsizetype at = rest.indexOf(u"--library"_s);
    if (at >= 0) {
        if (at + 1 >= rest.size())
            return context.fail(CliContext::tr("usage: lectern restore FILE [--library DIR]"));
        target = rest.at(at + 1);
        rest.remove(at, 2);
    }
    if (rest.size() != 1 || rest.first().startsWith(u'-'))
        return context.fail(CliContext::tr("usage: lectern restore FILE [--library DIR]"));
    QElapsedTimer clock;
    clock.start();
    const QString directory = QDir::current().absoluteFilePath(target);
    const LibraryBackup::Result result = LibraryBackup::restore(rest.first(), directory);
    if (!result.ok())
        return context.fail(result.error);
    // Opened once, so that it is checked and its search indexes start being made.
    Database restored(LibraryLocation::databasePath(directory));
    if (!restored.open())
        return context.fail(restored.errorString());
    context.out() << CliContext::tr("Restored %1 into %2 (backed up %3) in %4 s")
                         .arg(contents(result.manifest), directory,
                              result.manifest.created.toLocalTime().toString(Qt::ISODate),
                              QLocale::c().toString(clock.elapsed() / 1000.0, 'f', 1))
                  << Qt::endl;
    return 0;
}

} // namespace Lectern
