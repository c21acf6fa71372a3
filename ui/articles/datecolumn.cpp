#include "ui/articles/datecolumn.h"

#include "models/listdate.h"
#include "ui/common/columnwidth.h"

#include <QEvent>
#include <QHeaderView>
#include <QTreeView>

namespace Lectern {

DateColumn::DateColumn(QTreeView *view, int column)
    : QObject(view)
    , m_view(view)
    , m_column(column)
{
    m_view->header()->setSectionResizeMode(m_column, QHeaderView::Fixed);
    m_view->installEventFilter(this);
    fit();
}

int DateColumn::fittingWidth() const
{
    // A late time of day is the widest in 12-hour clocks ("11:59 PM").
    const QDateTime now(QDate::currentDate(), QTime(23, 59));
    QStringList dates;
    for (int daysAgo = 0; daysAgo < 7; ++daysAgo)
        dates.append(ListDate::format(now.addDays(-daysAgo), now));
    for (int month = 1; month <= 12; ++month) {
        dates.append(
            ListDate::format(QDateTime(QDate(now.date().year(), month, 28), QTime(12, 0)), now));
        dates.append(ListDate::format(QDateTime(QDate(2000, month, 28), QTime(12, 0)), now));
    }
    return qMax(ColumnWidth::forTexts(m_view, dates), m_view->header()->sectionSizeHint(m_column));
}

// Translators and fonts change what the dates look like: the width follows them.
bool DateColumn::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view &&
        (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange))
        fit();
    return QObject::eventFilter(watched, event);
}

void DateColumn::fit()
{
    m_view->header()->resizeSection(m_column, fittingWidth());
}

} // namespace Lectern
