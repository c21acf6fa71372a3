// Values bound to SQL statements the way the library stores them.
#pragma once

#include <QString>
#include <QVariant>

namespace Lectern {

// An empty text is stored as NULL.
inline QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

} // namespace Lectern
