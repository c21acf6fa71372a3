#include "reading/usersettings.h"

using namespace Qt::StringLiterals;

namespace Lectern {

std::unique_ptr<QSettings> UserSettings::open()
{
    return std::make_unique<QSettings>(QSettings::IniFormat, QSettings::UserScope, u"lectern"_s,
                                       u"lectern"_s);
}

} // namespace Lectern
