#include "ui/common/columnwidth.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>

namespace Lectern {

int ColumnWidth::forTexts(const QTreeView *view, const QStringList &texts)
{
    QFont font = view->font();
    font.setBold(true);
    const QFontMetrics metrics(font);
    int widest = 0;
    for (const QString &text : texts)
        widest = qMax(widest, metrics.horizontalAdvance(text));
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    return qMax(view->header()->minimumSectionSize(), widest + 4 * margin);
}

} // namespace Lectern
