// The window's refresh controls: Refresh All, Refresh Feed or Shelf (the one selected in the
// side panel), Stop, a progress bar in the status bar and a one-line summary when a refresh
// ends. Failed feeds carry their error in the side panel, never in a dialog each.
#pragma once

#include <QObject>

class QAction;
class QProgressBar;
class QStatusBar;
class QTreeView;

namespace Lectern {

class FeedRefresher;
class FeedScheduler;
class FeedTreeModel;
struct RefreshSummary;

class RefreshControls : public QObject
{
    Q_OBJECT
public:
    // feedView shows tree: its current item is what Refresh Feed or Shelf acts on.
    RefreshControls(QStatusBar *status, FeedTreeModel *tree, QTreeView *feedView, QObject *parent);

    // Enables the actions; the scheduler runs over the refresher (both made and started by the
    // caller). Scheduled refreshes show the same progress as asked-for ones.
    void setRefresh(FeedRefresher *refresher, FeedScheduler *scheduler);
    FeedRefresher *refresher() const { return m_refresher; }
    FeedScheduler *scheduler() const { return m_scheduler; }

    QAction *refreshAllAction() const { return m_refreshAll; }
    QAction *refreshCurrentAction() const { return m_refreshCurrent; }
    QAction *stopAction() const { return m_stop; }

    void refreshAll();
    // The feed or shelf selected (with the shelves inside it); anything else: everything.
    void refreshCurrentOrAll();
    void retranslate();

private:
    void refreshCurrent();
    void nameRefreshCurrent();
    void showSummary(const RefreshSummary &summary);

    QStatusBar *m_status;
    FeedTreeModel *m_tree;
    QTreeView *m_feedView;
    QAction *m_refreshAll;
    QAction *m_refreshCurrent;
    QAction *m_stop;
    QProgressBar *m_progress = nullptr;
    FeedRefresher *m_refresher = nullptr;
    FeedScheduler *m_scheduler = nullptr;
};

} // namespace Lectern
