// Where the user's library lives: --library DIR, else $LECTERN_LIBRARY_DIR, else the
// platform's application data folder.
#pragma once

#include <QString>

namespace Lectern {

class LibraryLocation
{
public:
    static QString resolveDirectory(const QString &commandLineDir);
    static QString databasePath(const QString &directory);
};

} // namespace Lectern
