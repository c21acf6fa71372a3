// The side panel's menu for a feed or a shelf: refresh it, log in to it, how it is kept offline
// (for a shelf: every feed on it, nested shelves included) and its properties. It says what was
// chosen; the window acts on it.
#pragma once

#include "library/stores/capturepolicy.h"
#include "models/feedtreeitem.h"

#include <QMenu>

namespace Lectern {

class LibraryQueries;

class FeedMenu : public QMenu
{
    Q_OBJECT
public:
    // refresh: the window's Refresh Feed/Shelf action; queries: the shelves and the feeds'
    // policies.
    // item may be null (empty space, a smart shelf): the menu then offers a new shelf only.
    FeedMenu(const FeedTreeItem *item, QAction *refresh, bool canLogIn,
             const LibraryQueries &queries, QWidget *parent = nullptr);

    // The menu of the side panel's other places (smart shelves, empty space): a new shelf.

Q_SIGNALS:
    void loginRequested(qint64 feedId);
    void propertiesRequested(qint64 feedId);
    // parentShelfId: the shelf to make it in (0: at the top).
    void newShelfRequested(qint64 parentShelfId);
    void renameShelfRequested(qint64 shelfId);
    void removeShelfRequested(qint64 shelfId);
    void renameSavedSearchRequested(qint64 searchId);
    void removeSavedSearchRequested(qint64 searchId);
    // shelfId 0: on no shelf.
    void moveFeedRequested(qint64 feedId, qint64 shelfId);
    void unsubscribeRequested(qint64 feedId);
    // A feed of this library only, to be followed on a sync account's server.
    void followOnAccountRequested(qint64 feedId, qint64 accountId);
    void capturePolicyChosen(const QList<qint64> &feedIds, Lectern::CapturePolicy policy);

private:
    void addCapturePolicyMenu(const QList<qint64> &feedIds, const LibraryQueries &queries);
    void addMoveMenu(qint64 feedId, qint64 currentShelfId, const LibraryQueries &queries);
    void addAccountMenu(qint64 feedId, const LibraryQueries &queries);
};

} // namespace Lectern
