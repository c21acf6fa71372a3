// The side panel: the session's tree of smart shelves, saved searches, shelves and feeds, with
// their unread counts. It keeps the item chosen across a new tree, takes feeds and articles
// dropped on shelves, and owns its menu and the editors that menu opens (shelves, saved
// searches, a feed's properties, unsubscribing with Undo). What lies outside the panel (logging
// in to a feed, following it on a sync account) it asks for with a signal.
#pragma once

#include "models/feedtreeitem.h"

#include <QTreeView>
#include <utility>

class QAction;
class QStatusBar;

namespace Lectern {

class FeedEditor;
class FeedRemoval;
class FeedTreeModel;
class LibrarySession;
class SavedSearchEditor;
class ShelfEditor;

class SidePanel : public QTreeView
{
    Q_OBJECT
public:
    // window: the dialogs' parent; status: where the editors say what they did.
    SidePanel(LibrarySession *session, QStatusBar *status, QWidget *window);

    // The item chosen, or nullptr; the shelf it is or sits in (0: none).
    const FeedTreeItem *chosenItem() const;
    qint64 chosenShelf(bool orFeedsShelf) const;
    void choose(FeedTreeItem::Kind kind);
    void chooseFeed(qint64 feedId);
    void chooseShelf(qint64 shelfId);
    void chooseSavedSearch(qint64 searchId);
    // Refresh Feed or Shelf, offered in the menu.
    void setRefreshAction(QAction *refresh) { m_refresh = refresh; }

    ShelfEditor *shelfEditor() const { return m_shelves; }
    SavedSearchEditor *savedSearches() const { return m_savedSearches; }
    FeedRemoval *feedRemoval() const { return m_removal; }
    void retranslate();

Q_SIGNALS:
    // Another item was chosen (not the same one again in a new tree).
    void itemChosen(const Lectern::FeedTreeItem *item);
    void loginRequested(qint64 feedId);
    void followOnAccountRequested(qint64 feedId, qint64 accountId);

private:
    void showMenu(const QPoint &position);
    void rememberChoice();
    void restoreChoice();

    LibrarySession *m_session;
    FeedTreeModel *m_model;
    QAction *m_refresh = nullptr;
    ShelfEditor *m_shelves;
    FeedEditor *m_feeds;
    SavedSearchEditor *m_savedSearches;
    FeedRemoval *m_removal;
    // The choice across a new tree, and whether choosing it again keeps the list.
    std::pair<FeedTreeItem::Kind, qint64> m_chosen{FeedTreeItem::Kind::Root, 0};
    bool m_keepingChoice = false;
};

} // namespace Lectern
