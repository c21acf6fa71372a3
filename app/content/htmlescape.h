#pragma once

#include <QString>
#include <QStringView>

namespace Lectern {

// Escapes text for HTML element content and double-quoted attribute values alike.
QString htmlEscaped(QStringView text);

} // namespace Lectern
