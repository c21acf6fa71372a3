#include "ui/offlinemarkdelegate.h"

#include "models/itemroles.h"

#include <QApplication>
#include <QStyle>

namespace Lectern {

OfflineMarkDelegate::OfflineMarkDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_mark(QIcon::fromTheme(QIcon::ThemeIcon::DocumentSave,
                              QApplication::style()->standardIcon(QStyle::SP_DriveHDIcon)))
{
}

void OfflineMarkDelegate::initStyleOption(QStyleOptionViewItem *option,
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

} // namespace Lectern
