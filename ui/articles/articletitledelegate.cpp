#include "ui/articles/articletitledelegate.h"

#include "models/itemroles.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <algorithm>

namespace Lectern {

ArticleTitleDelegate::ArticleTitleDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_mark(QIcon::fromTheme(QIcon::ThemeIcon::DocumentSave,
                              QApplication::style()->standardIcon(QStyle::SP_DriveHDIcon)))
{
}

void ArticleTitleDelegate::initStyleOption(QStyleOptionViewItem *option,
                                           const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(CapturedRole).toBool()) {
        option->features |= QStyleOptionViewItem::HasDecoration;
        option->icon = m_mark;
        option->decorationSize =
            option->decorationSize.isValid() ? option->decorationSize : QSize(16, 16);
    }
}

QList<std::pair<int, int>> ArticleTitleDelegate::matches(const QString &text,
                                                         const QStringList &needles)
{
    QList<std::pair<int, int>> found;
    for (const QString &needle : needles) {
        if (needle.isEmpty())
            continue;
        for (qsizetype at = text.indexOf(needle, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(needle, at + needle.size(), Qt::CaseInsensitive))
            found.append({int(at), int(needle.size())});
    }
    std::sort(found.begin(), found.end());
    QList<std::pair<int, int>> merged;
    for (const auto &match : found) {
        if (!merged.isEmpty() && match.first <= merged.last().first + merged.last().second) {
            const int end =
                std::max(merged.last().first + merged.last().second, match.first + match.second);
            merged.last().second = end - merged.last().first;
        } else {
            merged.append(match);
        }
    }
    return merged;
}

// The style draws the row without its text; the text follows with a marker's colour behind
// each match.
void ArticleTitleDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                 const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    const QList<std::pair<int, int>> found = matches(item.text, m_needles);
    if (found.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QString text = item.text;
    item.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);

    const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &item, widget)
                           .adjusted(3, 0, -3, 0); // the style's text margin
    const QFontMetrics metrics(item.font);
    const QString shown = metrics.elidedText(text, Qt::ElideRight, area.width());
    const bool selected = item.state & QStyle::State_Selected;
    painter->save();
    painter->setFont(item.font);
    painter->setClipRect(area);
    const int baseline = area.top() + (area.height() + metrics.ascent() - metrics.descent()) / 2;
    const QColor marker(255, 214, 10, selected ? 150 : 190);
    for (const auto &[start, length] : found) {
        if (start >= shown.size())
            break;
        const int left = area.left() + metrics.horizontalAdvance(shown.left(start));
        const int width = metrics.horizontalAdvance(shown.mid(start, length));
        painter->fillRect(QRect(left, area.top() + 2, width, area.height() - 4), marker);
    }
    painter->setPen(item.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(QPoint(area.left(), baseline), shown);
    painter->restore();
}

} // namespace Lectern
