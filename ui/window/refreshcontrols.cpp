#include "ui/window/refreshcontrols.h"

#include "models/feedtreemodel.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "ui/common/actionicons.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QProgressBar>
#include <QStatusBar>
#include <QStyle>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace Lectern {

RefreshControls::RefreshControls(QStatusBar *status, FeedTreeModel *tree, QTreeView *feedView,
                                 QObject *parent)
    : QObject(parent)
    , m_status(status)
    , m_tree(tree)
    , m_feedView(feedView)
    , m_refreshAll(new QAction(this))
    , m_refreshCurrent(new QAction(this))
    , m_stop(new QAction(this))
{
    // Texts are set in retranslate(), again whenever the language changes.
    m_refreshAll->setShortcut(QKeySequence::Refresh);
    m_refreshAll->setObjectName(u"refreshAllAction"_s);
    m_refreshAll->setIcon(ActionIcons::icon(QIcon::ThemeIcon::ViewRefresh, u"view-refresh"_s,
                                            QStyle::SP_BrowserReload));
    m_refreshCurrent->setObjectName(u"refreshCurrentAction"_s);
    m_stop->setObjectName(u"stopRefreshAction"_s);
    for (QAction *action : {m_refreshAll, m_refreshCurrent, m_stop})
        action->setEnabled(false);
    connect(m_refreshAll, &QAction::triggered, this, &RefreshControls::refreshAll);
    connect(m_refreshCurrent, &QAction::triggered, this, &RefreshControls::refreshCurrent);
    connect(m_stop, &QAction::triggered, this, [this] {
        if (m_scheduler)
            m_scheduler->cancel();
    });
    connect(m_feedView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RefreshControls::nameRefreshCurrent);
    retranslate();
}

void RefreshControls::retranslate()
{
    m_refreshAll->setText(tr("&Refresh All"));
    m_stop->setText(tr("S&top Refreshing"));
    nameRefreshCurrent();
}

void RefreshControls::setRefresh(FeedRefresher *refresher, FeedScheduler *scheduler)
{
    m_refresher = refresher;
    m_scheduler = scheduler;
    m_refreshAll->setEnabled(refresher != nullptr && scheduler != nullptr);
    if (!refresher || !scheduler)
        return;
    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_status->addPermanentWidget(m_progress);
    connect(refresher, &FeedRefresher::progress, this, [this](int done, int total) {
        m_refreshAll->setEnabled(false);
        m_stop->setEnabled(true);
        m_progress->show();
        m_progress->setRange(0, qMax(1, total));
        m_progress->setValue(done);
        m_progress->setFormat(tr("Refreshing %v/%m"));
    });
    connect(refresher, &FeedRefresher::finished, this, &RefreshControls::showSummary);
    nameRefreshCurrent();
    connect(m_scheduler, &FeedScheduler::onlineChanged, this, [this](bool online) {
        if (!online)
            m_status->showMessage(tr("Offline: refreshing waits for the network"));
    });
}

void RefreshControls::refreshAll()
{
    if (m_scheduler && !m_refresher->isRunning())
        m_scheduler->refreshAll();
}

void RefreshControls::refreshCurrentOrAll()
{
    if (m_refreshCurrent->isEnabled())
        refreshCurrent();
    else
        refreshAll();
}

void RefreshControls::refreshCurrent()
{
    const FeedTreeItem *item = m_tree->itemFor(m_feedView->currentIndex());
    if (!m_scheduler || !item)
        return;
    if (item->kind() == FeedTreeItem::Kind::Feed)
        m_scheduler->refreshFeed(item->id());
    else if (item->kind() == FeedTreeItem::Kind::Shelf)
        m_scheduler->refreshShelf(item->id());
}

void RefreshControls::nameRefreshCurrent()
{
    const FeedTreeItem *item = m_tree->itemFor(m_feedView->currentIndex());
    const bool shelf = item && item->kind() == FeedTreeItem::Kind::Shelf;
    const bool feed = item && item->kind() == FeedTreeItem::Kind::Feed;
    m_refreshCurrent->setText(shelf ? tr("Refresh &Shelf") : tr("Refresh &Feed"));
    m_refreshCurrent->setEnabled(m_scheduler && (shelf || feed));
}

// One line in the status bar, never a dialog per failure: failed feeds carry their error
// in the side panel's tooltip.
void RefreshControls::showSummary(const RefreshSummary &summary)
{
    if (m_refresher->isRunning()) // the scheduler went on with what waited
        return;
    m_progress->hide();
    m_refreshAll->setEnabled(true);
    m_stop->setEnabled(false);
    QString news = tr("%n new article(s)", nullptr, summary.newArticles);
    if (summary.changedArticles > 0)
        news += tr(", %n changed", nullptr, summary.changedArticles);
    const QString message =
        summary.failed > 0
            ? tr("Refreshed %n feed(s): %1; %2 failed (see their tooltips)", nullptr, summary.total)
                  .arg(news)
                  .arg(summary.failed)
            : tr("Refreshed %n feed(s): %1", nullptr, summary.total).arg(news);
    m_status->showMessage(message, 15000);
}

} // namespace Lectern
