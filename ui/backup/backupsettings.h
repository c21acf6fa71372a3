// The window's own backups of the library: whether one is taken each day, where, how many are
// kept, and when the last one was. Kept in the user's settings file, for each library apart (a
// second library's window keeps its own).
#pragma once

#include <QDateTime>
#include <QString>

class QSettings;

namespace Lectern {

struct BackupSettings
{
    bool daily = false; // off until the person turns it on
    QString folder;
    int keep = 7;
    QDateTime last; // the last backup taken on its own; null before the first

    static BackupSettings load(const QSettings &settings, const QString &libraryDir);
    void save(QSettings &settings, const QString &libraryDir) const;
    // Whether a backup is due at now: daily, a folder, and a day since the last.
    bool isDue(const QDateTime &now) const;
};

} // namespace Lectern
