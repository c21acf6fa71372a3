#include "library/database/librarylocation.h"

#include <QDir>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace Lectern {

QString LibraryLocation::resolveDirectory(const QString &commandLineDir)
{
    if (!commandLineDir.isEmpty())
        return QDir(commandLineDir).absolutePath();
    const QString fromEnv = qEnvironmentVariable("LECTERN_LIBRARY_DIR");
    if (!fromEnv.isEmpty())
        return QDir(fromEnv).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString LibraryLocation::databasePath(const QString &directory)
{
    return QDir(directory).filePath(u"library.sqlite"_s);
}

} // namespace Lectern
