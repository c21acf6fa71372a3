// The article list's view: a tree view that reads the list's next page when it is scrolled to
// its end or its rows do not fill it, not at every layout as QTreeView does (a layout follows
// each arrival of new articles, and each page read costs the window's thread a query). A list
// taking the focus gets no current row of its own: choosing one opens (and reads) an article.
#pragma once

#include <QTreeView>

namespace Lectern {

class ArticleListView : public QTreeView
{
    Q_OBJECT
public:
    explicit ArticleListView(QWidget *parent = nullptr);

    void doItemsLayout() override;

protected:
    void focusInEvent(QFocusEvent *event) override;

private:
    void fillViewport();
    bool m_fillQueued = false;
};

} // namespace Lectern
