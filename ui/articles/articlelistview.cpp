#include "ui/articles/articlelistview.h"

#include "models/articlelistmodel.h"

#include <QScrollBar>
#include <QSignalBlocker>

namespace Lectern {

ArticleListView::ArticleListView(QWidget *parent)
    : QTreeView(parent)
{
}

void ArticleListView::doItemsLayout()
{
    auto *articles = qobject_cast<ArticleListModel *>(model());
    if (!articles) {
        QTreeView::doItemsLayout();
        return;
    }
    // Scrolled to its end, the list pages on through QAbstractItemView's own check.
    articles->holdPaging(true);
    QTreeView::doItemsLayout();
    articles->holdPaging(false);
    if (verticalScrollBar()->maximum() == 0 && articles->canFetchMore({}) && !m_fillQueued) {
        // Not from inside the layout: the page's rows ask for a layout of their own.
        m_fillQueued = true;
        QMetaObject::invokeMethod(this, &ArticleListView::fillViewport, Qt::QueuedConnection);
    }
}

void ArticleListView::fillViewport()
{
    m_fillQueued = false;
    if (verticalScrollBar()->maximum() == 0 && model() && model()->canFetchMore({}))
        model()->fetchMore({});
}

// QAbstractItemView makes the first row current when a list without one takes the focus by the
// keyboard; here that would open the first article and mark it read before anyone chose it. The
// selection model says nothing of that passing row, which is taken back at once.
void ArticleListView::focusInEvent(QFocusEvent *event)
{
    if (currentIndex().isValid() || !selectionModel()) {
        QTreeView::focusInEvent(event);
        return;
    }
    const QSignalBlocker quiet(selectionModel());
    QTreeView::focusInEvent(event);
    selectionModel()->clearCurrentIndex();
}

} // namespace Lectern
