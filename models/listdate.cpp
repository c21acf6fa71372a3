#include "models/listdate.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// The locale's short time without seconds ("09:30", "9:30 AM"); the C locale's has them.
QString timeText(const QTime &time, const QLocale &locale)
{
    QString format = locale.timeFormat(QLocale::ShortFormat);
    if (locale.language() == QLocale::C || format.isEmpty())
        format = u"HH:mm"_s;
    format.remove(u":ss"_s);
    return locale.toString(time, format);
}

} // namespace

QString ListDate::format(const QDateTime &when, const QDateTime &now, const QLocale &locale)
{
    if (!when.isValid())
        return {};
    const QDateTime local = when.toLocalTime();
    const QDate day = local.date();
    const QDate today = now.toLocalTime().date();
    const qint64 daysAgo = day.daysTo(today);
    const QString time = timeText(local.time(), locale);
    if (daysAgo <= 0 && day == today)
        return QCoreApplication::translate("ListDate", "%1", "an article of today: its time alone")
            .arg(time);
    if (daysAgo == 1)
        return QCoreApplication::translate("ListDate", "Yesterday %1").arg(time);
    if (daysAgo > 1 && daysAgo < 7)
        return QCoreApplication::translate("ListDate", "%1 %2",
                                           "a weekday of this week, then a time")
            .arg(locale.dayName(day.dayOfWeek(), QLocale::ShortFormat), time);
    // Date formats are the translators' to choose: "d MMM" reads "3月2日" as "M月d日".
    if (day.year() == today.year())
        return locale.toString(
            day, QCoreApplication::translate("ListDate", "d MMM", "date format for this year"));
    return locale.toString(
        day, QCoreApplication::translate("ListDate", "d MMM yyyy", "date format for another year"));
}

} // namespace Lectern
