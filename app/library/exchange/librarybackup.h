// A whole library in one file, and made again from it. The file is an SQLite database: a
// consistent copy of the library's (VACUUM INTO, which reads one snapshot while the window and
// its writer go on), with the kept assets inside it and a mark that says what it is, checked
// before anything is restored. What belongs to the library (feeds, page rules, shelves, saved
// searches, states and positions, captures, highlights, accounts without their secrets) is in
// the database; the search indexes are left out, since the library makes them again.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <functional>
#include <optional>

namespace Lectern {

class LibraryBackup
{
    Q_DECLARE_TR_FUNCTIONS(LibraryBackup)
public:
    static constexpr int FormatVersion = 1;

    // What a backup file says of itself.
    struct Manifest
    {
        int formatVersion = 0;
        int schemaVersion = 0;
        QDateTime created;
        QString lecternVersion;
        qint64 feeds = 0;
        qint64 articles = 0;
        qint64 highlights = 0;
        qint64 assets = 0;
    };
    struct Result
    {
        QString error; // empty: done
        Manifest manifest;
        qint64 bytes = 0; // the backup file's size
        // Images the library lists whose files were not in its folder (removed meanwhile, or
        // lost before): left out, said.
        qint64 missingAssets = 0;
        bool ok() const { return error.isEmpty(); }
    };
    // done of total assets copied so far.
    using Progress = std::function<void(qint64 done, qint64 total)>;

    // The library in libraryDir into file, which is replaced only once the backup is whole and
    // on the disk; never one of the library's own files.
    static Result write(const QString &libraryDir, const QString &file, Progress progress = {});
    // What file holds, or nullopt with error: not a database, damaged, not a Lectern backup,
    // or one made by a newer Lectern.
    static std::optional<Manifest> inspect(const QString &file, QString *error);
    // A new library in libraryDir, identical to the one backed up in file. Refused when
    // libraryDir holds a library already, or any of a library's files: a restore never writes
    // over one. The database takes its name only once it is whole and on the disk.
    static Result restore(const QString &file, const QString &libraryDir, Progress progress = {});

    // Backups taken on their own, one a day: "lectern-TAG-YYYY-MM-DD-HHMM.lectern-backup" in a
    // folder, TAG naming the library (two libraries may share a folder), the oldest of that
    // library removed beyond the newest keep (rotate returns what it removed). Other files in
    // the folder, other libraries' backups among them, are never touched.
    static QString libraryTag(const QString &libraryDir);
    static QString automaticName(const QDateTime &when, const QString &tag);
    static QStringList rotate(const QString &folder, int keep, const QString &tag);
};

} // namespace Lectern
