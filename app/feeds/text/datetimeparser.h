// Dates as feeds write them: RFC 822/2822 (RSS) and RFC 3339 / ISO 8601 / W3C-DTF (Atom, dc:date,
// JSON Feed), read liberally but never guessed: what cannot be read gives a null QDateTime.
#pragma once

#include <QDateTime>
#include <QStringView>

namespace Lectern {

class DateTimeParser
{
public:
    // Tries both families; the result is in UTC, or null when the text is not a date.
    static QDateTime parse(QStringView text);
    static QDateTime parseRfc822(QStringView text);
    static QDateTime parseIso8601(QStringView text);
};

} // namespace Lectern
