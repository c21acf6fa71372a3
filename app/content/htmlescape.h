#pragma once

#include <QString>
#include <QStringView>

namespace Lectern {

// Escapes text for HTML element content and double-quoted attribute values alike.
QString htmlEscaped(QStringView text);
// The same, appended to out: no string of its own for each piece of a long page.
void appendHtmlEscaped(QString &out, QStringView text);

} // namespace Lectern
