#include "ui/sidepanel/feedremoval.h"

#include "models/feedtreemodel.h"
#include "models/librarycommands.h"

#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace Lectern {

FeedRemoval::FeedRemoval(QStatusBar *status, LibraryCommands *commands, FeedTreeModel *tree,
                         QObject *parent)
    : QObject(parent)
    , m_status(status)
    , m_commands(commands)
    , m_tree(tree)
    , m_timer(new QTimer(this))
    , m_undoButton(new QPushButton)
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(10000);
    connect(m_timer, &QTimer::timeout, this, &FeedRemoval::removeNow);
    m_undoButton->setObjectName(u"undoUnsubscribeButton"_s);
    m_undoButton->setFlat(true);
    m_undoButton->hide();
    connect(m_undoButton, &QPushButton::clicked, this, &FeedRemoval::undo);
    m_status->addPermanentWidget(m_undoButton);
}

void FeedRemoval::unsubscribe(qint64 feedId)
{
    if (m_pending > 0 && m_pending != feedId)
        removeNow(); // one undo at a time: the earlier one goes now
    m_pending = feedId;
    m_title = m_tree->indexForFeed(feedId).data().toString();
    m_tree->setPendingRemoval(feedId);
    m_status->showMessage(tr("Unsubscribing from %1 in 10 seconds").arg(m_title), 10000);
    m_undoButton->setText(tr("Undo"));
    m_undoButton->show();
    m_timer->start();
}

void FeedRemoval::undo()
{
    if (m_pending <= 0)
        return;
    m_timer->stop();
    m_tree->setPendingRemoval(0);
    m_undoButton->hide();
    m_status->showMessage(tr("Still subscribed to %1").arg(m_title), 5000);
    m_pending = 0;
}

void FeedRemoval::removeNow()
{
    if (m_pending <= 0)
        return;
    m_timer->stop();
    m_undoButton->hide();
    m_tree->setPendingRemoval(0);
    m_commands->removeFeed(m_pending).then(this, [this, title = m_title](bool removed) {
        if (removed)
            m_status->showMessage(tr("Unsubscribed from %1").arg(title), 5000);
    });
    m_pending = 0;
}

} // namespace Lectern
