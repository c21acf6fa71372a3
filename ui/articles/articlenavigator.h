// Moves through an article list the way the reading keys ask: the next or previous row, the
// next unread one (reading further pages of the list when the rows loaded hold none).
#pragma once

class QTreeView;

namespace Lectern {

class ArticleNavigator
{
public:
    explicit ArticleNavigator(QTreeView *list);

    // Each makes the row found current (which opens it) and returns false when there is none.
    bool next();
    bool previous();
    bool nextUnread();

private:
    bool moveTo(int row);
    // Reads the list's next page, if it has one; true when rows were added.
    bool loadMore();

    QTreeView *m_list;
};

} // namespace Lectern
