#include "ui/feededitor.h"

#include "capture/backgroundcapture.h"
#include "library/feedstore.h"
#include "library/librarywriter.h"
#include "library/shelfstore.h"
#include "net/feedscheduler.h"
#include "ui/feedpropertiesdialog.h"

#include <QMessageBox>
#include <QWidget>

namespace Lectern {

FeedEditor::FeedEditor(QWidget *window, LibraryWriter *writer, QSqlDatabase db)
    : QObject(window)
    , m_window(window)
    , m_writer(writer)
    , m_db(std::move(db))
{
}

void FeedEditor::setCapturePolicy(const QList<qint64> &feedIds, CapturePolicy policy)
{
    for (qint64 id : feedIds) {
        m_writer->setCapturePolicy(id, policy)
            .then(this, [this, last = id == feedIds.last()](bool) {
                if (last && m_capture)
                    m_capture->applyPolicies(); // what the new policy now wants
            });
    }
}

void FeedEditor::editProperties(qint64 feedId)
{
    const auto feed = FeedStore(m_db).feed(feedId);
    if (!feed)
        return;
    FeedPropertiesDialog dialog(*feed, ShelfStore(m_db).paths(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.title() != feed->title)
        m_writer->renameFeed(feedId, dialog.title());
    if (dialog.shelfId() != feed->shelfId)
        m_writer->moveFeedToShelf(feedId, dialog.shelfId());
    if (dialog.url() != feed->url) {
        const QUrl url = dialog.url();
        m_writer->setFeedUrl(feedId, url).then(this, [this, feedId, url](bool moved) {
            if (!moved) {
                QMessageBox::warning(m_window, tr("Address not changed"),
                                     tr("%1 is in the library already, as another feed.")
                                         .arg(url.toDisplayString()));
                return;
            }
            refresh(feedId); // what the new address holds
        });
    }
    if (dialog.intervalMinutes() != feed->intervalMinutes)
        m_writer->setFeedInterval(feedId, dialog.intervalMinutes());
    if (dialog.retentionDays() != feed->retentionDays)
        m_writer->setFeedRetention(feedId, dialog.retentionDays());
    if (dialog.articleSelector() != feed->captureSelector ||
        dialog.stripSelectors() != feed->captureStrip)
        m_writer->setCaptureRule(feedId, dialog.articleSelector(), dialog.stripSelectors());
    if (CaptureDecision::nameOf(dialog.capturePolicy()) != feed->capturePolicy)
        setCapturePolicy({feedId}, dialog.capturePolicy());
    if (const auto rule = dialog.pageRule(); rule && !(*rule == feed->pageRule)) {
        m_writer->setPageRule(feedId, *rule).then(this, [this, feedId](bool) {
            refresh(feedId); // the items as the new rule reads them
        });
    }
}

void FeedEditor::refresh(qint64 feedId)
{
    if (m_scheduler)
        m_scheduler->refreshFeed(feedId);
}

} // namespace Lectern
