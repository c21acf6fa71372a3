#include "ui/datecolumn.h"

#include "models/listdate.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>
#include <algorithm>

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
    QFont font = m_view->font();
    font.setBold(true);
    const QFontMetrics metrics(font);
    // A late time of day is the widest in 12-hour clocks ("11:59 PM").
    const QDateTime now(QDate::currentDate(), QTime(23, 59));
    int widest = 0;
    const auto measure = [&](const QDateTime &when) {
        widest = qMax(widest, metrics.horizontalAdvance(ListDate::format(when, now)));
    };
    for (int daysAgo = 0; daysAgo < 7; ++daysAgo)
        measure(now.addDays(-daysAgo));
    for (int month = 1; month <= 12; ++month) {
        measure(QDateTime(QDate(now.date().year(), month, 28), QTime(12, 0)));
        measure(QDateTime(QDate(2000, month, 28), QTime(12, 0)));
    }
    const int margin =
        m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1;
    const QHeaderView *header = m_view->header();
    return std::max(
        {widest + 4 * margin, header->minimumSectionSize(), header->sectionSizeHint(m_column)});
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
