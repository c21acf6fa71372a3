// How the article list shows when an article was published: short and relative, the way mail
// and feed readers show it (today's time, yesterday, a weekday this week, a day and month this
// year, else a full date), in the UI's language ("今天 09:30", "3月2日").
#pragma once

#include <QDateTime>
#include <QLocale>
#include <QString>

namespace Lectern {

class ListDate
{
public:
    // when and now in any time zone; both are shown in local time.
    static QString format(const QDateTime &when, const QDateTime &now,
                          const QLocale &locale = QLocale());
};

} // namespace Lectern
