// Times LibraryBackup on a real-sized library against the floor any backup has: copying the
// library's files (the database, its write-ahead log, the images) with nothing checked and no
// consistency while a writer runs. Each run takes turns: copy, backup, restore; the medians and
// their ratios to the copy are printed, the last line one JSON object.
#include "library/database/librarylocation.h"
#include "library/exchange/librarybackup.h"
#include "library/stores/assetstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

qint64 sizeOf(const QString &path)
{
    if (QFileInfo(path).isFile())
        return QFileInfo(path).size();
    qint64 total = 0;
    QDirIterator files(path, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext())
        total += files.nextFileInfo().size();
    return total;
}

// The library's files copied as a person would copy the folder: the peer.
bool copyFiles(const QString &from, const QString &to)
{
    QDirIterator files(from, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(path));
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(path, target))
            return false;
    }
    return true;
}

// count images of about 40 KB, as captured articles keep (compressed data: random bytes),
// each a file in the folder and a row of the assets table, as a capture leaves them.
int addImages(const QString &library, int count)
{
    AssetStore assets(library);
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"bench-images"_s);
    db.setDatabaseName(LibraryLocation::databasePath(library));
    if (!db.open())
        return 0;
    QSqlQuery row(db);
    row.prepare(u"INSERT OR IGNORE INTO assets (hash, mime_type, size, created_at)"
                " VALUES (?, 'image/png', ?, 0)"_s);
    db.transaction();
    QRandomGenerator random(20261207);
    int added = 0;
    for (int i = 0; i < count; ++i) {
        QByteArray bytes("\x89PNG\r\n\x1a\n", 8);
        bytes.resize(40 * 1024);
        random.fillRange(reinterpret_cast<quint32 *>(bytes.data() + 8), (bytes.size() - 8) / 4);
        const auto stored = assets.write(bytes, u"image/png"_s);
        if (!stored)
            continue;
        row.bindValue(0, stored->name);
        row.bindValue(1, stored->size);
        added += row.exec() ? 1 : 0;
    }
    db.commit();
    return added;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0.0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({u"library"_s, u"The library folder (its library.sqlite)."_s, u"DIR"_s});
    parser.addOption({u"images"_s, u"Add N images of 40 KB to it first."_s, u"N"_s, u"0"_s});
    parser.addOption({u"runs"_s, u"Rounds of copy, backup, restore."_s, u"R"_s, u"3"_s});
    parser.process(app);
    QTextStream out(stdout);
    const QString library = QDir(parser.value(u"library"_s)).absolutePath();
    if (!QFile::exists(LibraryLocation::databasePath(library))) {
        out << "no library in " << library << Qt::endl;
        return 1;
    }
    const int images = parser.value(u"images"_s).toInt();
    if (images > 0)
        out << "added " << addImages(library, images) << " images" << Qt::endl;

    QList<double> copySeconds, backupSeconds, restoreSeconds;
    qint64 backupBytes = 0;
    LibraryBackup::Manifest manifest;
    for (int run = 0; run < parser.value(u"runs"_s).toInt(); ++run) {
        QTemporaryDir scratch(QDir(library).filePath(u"../bench-backup-XXXXXX"_s));
        QElapsedTimer clock;
        clock.start();
        if (!copyFiles(library, scratch.filePath(u"copy"_s))) {
            out << "the copy failed" << Qt::endl;
            return 1;
        }
        copySeconds.append(clock.nsecsElapsed() / 1e9);
        QDir(scratch.filePath(u"copy"_s)).removeRecursively();

        const QString file = scratch.filePath(u"library.lectern-backup"_s);
        clock.restart();
        const LibraryBackup::Result written = LibraryBackup::write(library, file);
        backupSeconds.append(clock.nsecsElapsed() / 1e9);
        if (!written.ok()) {
            out << written.error << Qt::endl;
            return 1;
        }
        backupBytes = written.bytes;
        manifest = written.manifest;

        clock.restart();
        const LibraryBackup::Result restored =
            LibraryBackup::restore(file, scratch.filePath(u"restored"_s));
        restoreSeconds.append(clock.nsecsElapsed() / 1e9);
        if (!restored.ok()) {
            out << restored.error << Qt::endl;
            return 1;
        }
        out << "run " << run + 1 << ": copy " << copySeconds.last() << " s, backup "
            << backupSeconds.last() << " s, restore " << restoreSeconds.last() << " s" << Qt::endl;
    }
    const double copy = median(copySeconds);
    const QJsonObject figures{
        {u"articles"_s, manifest.articles},
        {u"images"_s, manifest.assets},
        {u"database_mb"_s, sizeOf(LibraryLocation::databasePath(library)) / 1048576.0},
        {u"folder_mb"_s, sizeOf(library) / 1048576.0},
        {u"backup_mb"_s, backupBytes / 1048576.0},
        {u"copy_s"_s, copy},
        {u"backup_s"_s, median(backupSeconds)},
        {u"restore_s"_s, median(restoreSeconds)},
        {u"backup_over_copy"_s, copy > 0 ? median(backupSeconds) / copy : 0.0},
        {u"restore_over_copy"_s, copy > 0 ? median(restoreSeconds) / copy : 0.0},
    };
    out << QJsonDocument(figures).toJson(QJsonDocument::Compact) << Qt::endl;
    return 0;
}
