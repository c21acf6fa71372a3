#include "ui/articles/articlenavigator.h"

#include "models/itemroles.h"

#include <QAbstractItemModel>
#include <QTreeView>

namespace Lectern {

ArticleNavigator::ArticleNavigator(QTreeView *list)
    : m_list(list)
{
}

bool ArticleNavigator::moveTo(int row)
{
    QAbstractItemModel *model = m_list->model();
    if (row < 0 || row >= model->rowCount())
        return false;
    const QModelIndex index = model->index(row, 0);
    m_list->setCurrentIndex(index);
    m_list->scrollTo(index);
    return true;
}

bool ArticleNavigator::loadMore()
{
    QAbstractItemModel *model = m_list->model();
    if (!model->canFetchMore({}))
        return false;
    const int before = model->rowCount();
    model->fetchMore({});
    return model->rowCount() > before;
}

bool ArticleNavigator::next()
{
    const int row = m_list->currentIndex().isValid() ? m_list->currentIndex().row() + 1 : 0;
    if (row >= m_list->model()->rowCount())
        loadMore();
    return moveTo(row);
}

bool ArticleNavigator::previous()
{
    const QModelIndex current = m_list->currentIndex();
    return moveTo(current.isValid() ? current.row() - 1 : 0);
}

bool ArticleNavigator::nextUnread()
{
    QAbstractItemModel *model = m_list->model();
    int row = m_list->currentIndex().isValid() ? m_list->currentIndex().row() + 1 : 0;
    for (;; ++row) {
        if (row >= model->rowCount() && !loadMore())
            return false;
        if (!model->index(row, 0).data(ReadRole).toBool())
            return moveTo(row);
    }
}

} // namespace Lectern
