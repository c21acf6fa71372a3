// Marks the articles kept for offline reading in a list: an icon before the title of every
// row whose CapturedRole is true.
#pragma once

#include <QIcon>
#include <QStyledItemDelegate>

namespace Lectern {

class OfflineMarkDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit OfflineMarkDelegate(QObject *parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    QIcon m_mark;
};

} // namespace Lectern
