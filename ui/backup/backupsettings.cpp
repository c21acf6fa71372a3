#include "ui/backup/backupsettings.h"

#include "library/exchange/librarybackup.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString keyOf(const QString &libraryDir, const QString &name)
{
    return u"backup/%1/%2"_s.arg(LibraryBackup::libraryTag(libraryDir), name);
}

} // namespace

BackupSettings BackupSettings::load(const QSettings &settings, const QString &libraryDir)
{
    BackupSettings loaded;
    loaded.daily = settings.value(keyOf(libraryDir, u"daily"_s), false).toBool();
    loaded.folder = settings.value(keyOf(libraryDir, u"folder"_s)).toString();
    loaded.keep = std::clamp(settings.value(keyOf(libraryDir, u"keep"_s), 7).toInt(), 1, 365);
    loaded.last = settings.value(keyOf(libraryDir, u"last"_s)).toDateTime();
    return loaded;
}

void BackupSettings::save(QSettings &settings, const QString &libraryDir) const
{
    settings.setValue(keyOf(libraryDir, u"daily"_s), daily);
    settings.setValue(keyOf(libraryDir, u"folder"_s), folder);
    settings.setValue(keyOf(libraryDir, u"keep"_s), keep);
    if (last.isValid())
        settings.setValue(keyOf(libraryDir, u"last"_s), last);
}

bool BackupSettings::isDue(const QDateTime &now) const
{
    return daily && !folder.isEmpty() && (!last.isValid() || last.secsTo(now) >= 24 * 3600);
}

} // namespace Lectern
