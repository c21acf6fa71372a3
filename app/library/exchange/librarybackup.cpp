#include "library/exchange/librarybackup.h"

#include "library/database/librarylocation.h"
#include "library/database/schemamigrator.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturestore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString backupFormat = u"lectern-backup"_s;

// A connection of its own to one file, closed and forgotten when it goes.
class BackupConnection
{
public:
    BackupConnection(const QString &path, bool readOnly)
        : m_name(u"lectern-backup-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(readOnly ? u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=30000"_s
                                      : u"QSQLITE_BUSY_TIMEOUT=30000"_s);
        m_open = db.open();
        m_error = db.lastError().text();
    }
    ~BackupConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    BackupConnection(const BackupConnection &) = delete;
    BackupConnection &operator=(const BackupConnection &) = delete;

    bool isOpen() const { return m_open; }
    QString openError() const { return m_error; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
    bool m_open = false;
    QString m_error;
};

qint64 countOf(QSqlDatabase db, const QString &table)
{
    QSqlQuery query(db);
    return query.exec(u"SELECT count(*) FROM "_s + table) && query.next()
               ? query.value(0).toLongLong()
               : 0;
}

bool run(QSqlDatabase db, const QString &sql, QString *error, const QVariantList &values = {})
{
    QSqlQuery query(db);
    query.prepare(sql);
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (query.exec())
        return true;
    *error = query.lastError().text();
    return false;
}

// SQLite writes VACUUM INTO's file without flushing it: flushed here before it is renamed into
// place, so a crash leaves the old name or a whole file, never a torn one under the new name.
bool flushToDisk(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        return false;
#ifdef Q_OS_WIN
    return _commit(file.handle()) == 0;
#else
    return ::fsync(file.handle()) == 0;
#endif
}

// A library's own files in directory: its database with its journal, write-ahead log and
// search indexes, and its images.
QStringList libraryFilesIn(const QString &directory)
{
    const QDir dir(directory);
    const QString database = QFileInfo(LibraryLocation::databasePath(directory)).fileName();
    QStringList found = dir.entryList({database + u'*'}, QDir::Files | QDir::Hidden);
    if (!QDir(dir.filePath(u"assets"_s)).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot))
        found.append(u"assets"_s);
    return found;
}

} // namespace

LibraryBackup::Result LibraryBackup::write(const QString &libraryDir, const QString &file,
                                           Progress progress)
{
    Result result;
    const QString database = LibraryLocation::databasePath(libraryDir);
    if (!QFileInfo::exists(database)) {
        result.error = tr("%1 holds no library to back up").arg(libraryDir);
        return result;
    }
    const QString partial = file + u".partial"_s;
    const auto fail = [&](const QString &why) {
        QFile::remove(partial);
        result.error = tr("cannot back up the library to %1: %2").arg(file, why);
        return result;
    };
    // Never over the library's own files (its database, log, indexes or images).
    const QString target = QDir::cleanPath(QFileInfo(file).absoluteFilePath());
    const QString root = QDir::cleanPath(QFileInfo(libraryDir).absoluteFilePath()) + u'/';
    if (target.startsWith(root) &&
        (target.mid(root.size()).startsWith(QFileInfo(database).fileName()) ||
         target.mid(root.size()).startsWith(u"assets/"_s))) {
        result.error = tr("cannot back up the library to %1: it is one of the library's own "
                          "files")
                           .arg(file);
        return result;
    }
    QFile::remove(partial);
    {
        // One read of one snapshot: writes that come meanwhile wait for the next backup.
        BackupConnection library(database, true);
        if (!library.isOpen())
            return fail(library.openError());
        QString error;
        if (!run(library.db(), u"VACUUM INTO ?"_s, &error, {partial}))
            return fail(error);
    }
    BackupConnection backup(partial, false);
    if (!backup.isOpen())
        return fail(backup.openError());
    QSqlDatabase db = backup.db();
    QString error;
    Manifest &manifest = result.manifest;
    manifest.formatVersion = FormatVersion;
    manifest.created = QDateTime::currentDateTimeUtc();
    manifest.lecternVersion = QString::fromLatin1(LECTERN_VERSION);
    manifest.schemaVersion = SchemaMigrator(db).currentVersion();
    manifest.feeds = countOf(db, u"feeds"_s);
    manifest.articles = countOf(db, u"articles"_s);
    manifest.highlights = countOf(db, u"highlights"_s);
    // The images the snapshot knows: one captured meanwhile is in the next backup; one whose
    // file went meanwhile (its capture removed) is counted as missing, not invented.
    const AssetStore assets(libraryDir);
    QStringList names = CaptureStore(db).assetNames();
    names.sort();
    if (!db.transaction() ||
        !run(db, u"CREATE TABLE lectern_backup (key TEXT PRIMARY KEY, value TEXT NOT NULL)"_s,
             &error) ||
        !run(db,
             u"CREATE TABLE lectern_backup_assets (name TEXT PRIMARY KEY, sha256 TEXT NOT NULL,"
             " bytes BLOB NOT NULL)"_s,
             &error))
        return fail(error);
    QSqlQuery insert(db);
    insert.prepare(u"INSERT INTO lectern_backup_assets (name, sha256, bytes) VALUES (?, ?, ?)"_s);
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString path = assets.pathOf(names.at(i));
        if (path.isEmpty() || !QFileInfo::exists(path)) {
            ++result.missingAssets;
            continue;
        }
        const auto bytes = assets.read(names.at(i));
        if (!bytes)
            return fail(tr("the image %1 cannot be read").arg(names.at(i)));
        ++manifest.assets;
        insert.addBindValue(names.at(i));
        insert.addBindValue(QString::fromLatin1(
            QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex()));
        insert.addBindValue(*bytes);
        if (!insert.exec())
            return fail(insert.lastError().text());
        if (progress)
            progress(i + 1, names.size());
    }
    const QList<std::pair<QString, QVariant>> marks = {
        {u"format"_s, backupFormat},
        {u"format_version"_s, manifest.formatVersion},
        {u"created"_s, manifest.created.toString(Qt::ISODateWithMs)},
        {u"lectern_version"_s, manifest.lecternVersion},
        {u"schema_version"_s, manifest.schemaVersion},
        {u"feeds"_s, manifest.feeds},
        {u"articles"_s, manifest.articles},
        {u"highlights"_s, manifest.highlights},
        {u"assets"_s, manifest.assets},
    };
    for (const auto &[key, value] : marks) {
        if (!run(db, u"INSERT INTO lectern_backup (key, value) VALUES (?, ?)"_s, &error,
                 {key, value.toString()}))
            return fail(error);
    }
    if (!db.commit())
        return fail(db.lastError().text());
    db.close();
    if (!flushToDisk(partial))
        return fail(tr("it could not be written to the disk"));
    QFile::remove(file);
    if (!QFile::rename(partial, file))
        return fail(tr("the finished backup could not be put in its place"));
    result.bytes = QFileInfo(file).size();
    return result;
}

std::optional<LibraryBackup::Manifest> LibraryBackup::inspect(const QString &file, QString *error)
{
    const auto refuse = [&](const QString &why) {
        *error = why;
        return std::optional<Manifest>();
    };
    QFile head(file);
    if (!head.open(QIODevice::ReadOnly))
        return refuse(tr("cannot read %1: %2").arg(file, head.errorString()));
    if (!head.read(16).startsWith("SQLite format 3"))
        return refuse(tr("%1 is not a Lectern backup").arg(file));
    head.close();
    BackupConnection backup(file, true);
    if (!backup.isOpen())
        return refuse(tr("cannot open %1: %2").arg(file, backup.openError()));
    QSqlQuery query(backup.db());
    if (!query.exec(u"PRAGMA quick_check"_s) || !query.next() ||
        query.value(0).toString() != u"ok"_s)
        return refuse(tr("%1 is damaged: %2")
                          .arg(file, query.lastError().isValid() ? query.lastError().text()
                                                                 : query.value(0).toString()));
    QHash<QString, QString> marks;
    if (query.exec(u"SELECT key, value FROM lectern_backup"_s)) {
        while (query.next())
            marks.insert(query.value(0).toString(), query.value(1).toString());
    }
    if (marks.value(u"format"_s) != backupFormat)
        return refuse(tr("%1 is not a Lectern backup").arg(file));
    Manifest manifest;
    manifest.formatVersion = marks.value(u"format_version"_s).toInt();
    manifest.schemaVersion = marks.value(u"schema_version"_s).toInt();
    manifest.created = QDateTime::fromString(marks.value(u"created"_s), Qt::ISODateWithMs);
    manifest.lecternVersion = marks.value(u"lectern_version"_s);
    manifest.feeds = marks.value(u"feeds"_s).toLongLong();
    manifest.articles = marks.value(u"articles"_s).toLongLong();
    manifest.highlights = marks.value(u"highlights"_s).toLongLong();
    manifest.assets = marks.value(u"assets"_s).toLongLong();
    if (manifest.formatVersion > FormatVersion ||
        manifest.schemaVersion > SchemaMigrator::latestVersion())
        return refuse(tr("%1 was made by a newer Lectern (%2): use that one to restore it")
                          .arg(file, manifest.lecternVersion));
    if (manifest.formatVersion < 1 || manifest.schemaVersion < 1)
        return refuse(tr("%1 is damaged: its mark is incomplete").arg(file));
    if (countOf(backup.db(), u"lectern_backup_assets"_s) != manifest.assets)
        return refuse(tr("%1 is damaged: it holds %2 of its %3 images")
                          .arg(file)
                          .arg(countOf(backup.db(), u"lectern_backup_assets"_s))
                          .arg(manifest.assets));
    return manifest;
}

QString LibraryBackup::libraryTag(const QString &libraryDir)
{
    const QFileInfo folder(libraryDir);
    const QString path = folder.canonicalFilePath().isEmpty() ? folder.absoluteFilePath()
                                                              : folder.canonicalFilePath();
    return QString::fromLatin1(
        QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
}

QString LibraryBackup::automaticName(const QDateTime &when, const QString &tag)
{
    return u"lectern-%1-%2.lectern-backup"_s.arg(tag,
                                                 when.toLocalTime().toString(u"yyyy-MM-dd-HHmm"_s));
}

QStringList LibraryBackup::rotate(const QString &folder, int keep, const QString &tag)
{
    const QRegularExpression ours(u"^lectern-"_s + QRegularExpression::escape(tag) +
                                  u"-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.lectern-backup$"_s);
    QStringList backups;
    for (const QString &name : QDir(folder).entryList(QDir::Files, QDir::Name)) {
        if (ours.match(name).hasMatch())
            backups.append(name);
    }
    // Named by when they were taken: the oldest sort first.
    QStringList removed;
    while (backups.size() > std::max(1, keep)) {
        const QString oldest = backups.takeFirst();
        if (QFile::remove(QDir(folder).filePath(oldest)))
            removed.append(oldest);
    }
    return removed;
}

LibraryBackup::Result LibraryBackup::restore(const QString &file, const QString &libraryDir,
                                             Progress progress)
{
    Result result;
    const QString database = LibraryLocation::databasePath(libraryDir);
    // Not even a library's leftovers: an old log or index would be read as the new library's.
    if (!libraryFilesIn(libraryDir).isEmpty()) {
        result.error = tr("%1 already holds a library: a restore makes a new one, and never "
                          "writes over another")
                           .arg(libraryDir);
        return result;
    }
    QString error;
    const auto manifest = inspect(file, &error);
    if (!manifest) {
        result.error = error;
        return result;
    }
    result.manifest = *manifest;
    if (!QDir().mkpath(libraryDir)) {
        result.error = tr("cannot create the folder %1").arg(libraryDir);
        return result;
    }
    // Made beside the library under another name; the database takes its own name last.
    const QString made = libraryDir + u"/.lectern-restored.sqlite"_s;
    QFile::remove(made);
    QFile::remove(made + u".compact"_s);
    const AssetStore assets(libraryDir);
    QStringList written;
    const auto fail = [&](const QString &why) {
        QFile::remove(made);
        QFile::remove(made + u".compact"_s);
        for (const QString &name : std::as_const(written))
            QFile::remove(assets.pathOf(name));
        result.error = tr("cannot restore %1: %2").arg(file, why);
        return result;
    };
    {
        // Read where it lies: its images checked and written, its database written out anew.
        BackupConnection backup(file, true);
        if (!backup.isOpen())
            return fail(backup.openError());
        QSqlDatabase db = backup.db();
        QSqlQuery rows(db);
        rows.setForwardOnly(true);
        if (!rows.exec(u"SELECT name, sha256, bytes FROM lectern_backup_assets ORDER BY name"_s))
            return fail(rows.lastError().text());
        AssetStore store(libraryDir);
        qint64 done = 0;
        while (rows.next()) {
            const QString name = rows.value(0).toString();
            const QByteArray bytes = rows.value(2).toByteArray();
            const QString sha256 = QString::fromLatin1(
                QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
            if (!AssetStore::isValidName(name) || sha256 != rows.value(1).toString())
                return fail(tr("the image %1 in it is damaged").arg(name));
            // Stored by content: the name it gets is its own only when the bytes are whole.
            const auto stored = store.write(bytes, AssetStore::mimeTypeOf(name));
            if (!stored || stored->name != name)
                return fail(stored ? tr("the image %1 in it is damaged").arg(name)
                                   : store.errorString());
            written.append(name);
            if (progress)
                progress(++done, manifest->assets);
        }
        rows.finish();
        if (!run(db, u"VACUUM INTO ?"_s, &error, {made}))
            return fail(error);
    }
    // The backup's own tables dropped; the images' pages they leave free are given back when
    // they are a good part of the file, by writing it out once more (VACUUM INTO: several times
    // faster than VACUUM in place, which copies the file twice), else left for the library to
    // fill.
    qint64 freeBytes = 0;
    {
        BackupConnection copy(made, false);
        if (!copy.isOpen())
            return fail(copy.openError());
        QSqlDatabase db = copy.db();
        if (!run(db, u"DROP TABLE lectern_backup_assets"_s, &error) ||
            !run(db, u"DROP TABLE lectern_backup"_s, &error))
            return fail(error);
        QSqlQuery pages(db);
        if (pages.exec(u"SELECT f.freelist_count * s.page_size FROM pragma_freelist_count f,"
                       " pragma_page_size s"_s) &&
            pages.next())
            freeBytes = pages.value(0).toLongLong();
        pages.finish();
        if (freeBytes > std::max<qint64>(32 << 20, QFileInfo(made).size() / 10) &&
            !run(db, u"VACUUM INTO ?"_s, &error, {QString(made + u".compact"_s)}))
            return fail(error);
    }
    if (QFile::exists(made + u".compact"_s) &&
        (!QFile::remove(made) || !QFile::rename(made + u".compact"_s, made)))
        return fail(tr("the restored library could not be put in its place"));
    if (!flushToDisk(made) || !QFile::rename(made, database))
        return fail(tr("the restored library could not be put in its place"));
    result.bytes = QFileInfo(database).size();
    return result;
}

} // namespace Lectern
