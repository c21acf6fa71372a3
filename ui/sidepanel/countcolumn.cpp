#include "ui/sidepanel/countcolumn.h"

#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "ui/common/columnwidth.h"

#include <QHeaderView>
#include <QTreeView>

namespace Lectern {

CountColumn::CountColumn(QTreeView *view, FeedTreeModel *model, int column)
    : QObject(view)
    , m_view(view)
    , m_model(model)
    , m_column(column)
{
    m_view->header()->setSectionResizeMode(m_column, QHeaderView::Fixed);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &CountColumn::fit);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CountColumn::fit);
    fit();
}

int CountColumn::widthFor(int digits) const
{
    // Eight is the widest digit in most fonts.
    return ColumnWidth::forTexts(m_view, {QString(digits, u'8')});
}

void CountColumn::fit()
{
    const int total = m_model->allArticlesIndex().data(TotalCountRole).toInt();
    const int digits = int(QString::number(qMax(total, 1)).size());
    if (digits == m_digits)
        return;
    m_digits = digits;
    m_view->header()->resizeSection(m_column, widthFor(digits));
}

} // namespace Lectern
