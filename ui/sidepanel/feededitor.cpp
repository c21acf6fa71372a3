#include "ui/sidepanel/feededitor.h"

#include "library/stores/capturepolicy.h"
#include "models/librarysession.h"
#include "ui/sidepanel/feedpropertiesdialog.h"

#include <QMessageBox>
#include <QWidget>

namespace Lectern {

FeedEditor::FeedEditor(QWidget *window, LibrarySession *session)
    : QObject(window)
    , m_window(window)
    , m_session(session)
{
}

void FeedEditor::editProperties(qint64 feedId)
{
    const auto feed = m_session->queries().feed(feedId);
    if (!feed)
        return;
    FeedPropertiesDialog dialog(*feed, m_session->queries().shelfPaths(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    LibraryCommands *commands = m_session->commands();
    if (dialog.title() != feed->title)
        commands->renameFeed(feedId, dialog.title());
    if (dialog.shelfId() != feed->shelfId)
        commands->moveFeedToShelf(feedId, dialog.shelfId());
    if (dialog.url() != feed->url) {
        const QUrl url = dialog.url();
        commands->setFeedUrl(feedId, url).then(this, [this, url](bool moved) {
            if (!moved)
                QMessageBox::warning(m_window, tr("Address not changed"),
                                     tr("%1 is in the library already, as another feed.")
                                         .arg(url.toDisplayString()));
        });
    }
    if (dialog.intervalMinutes() != feed->intervalMinutes)
        commands->setFeedInterval(feedId, dialog.intervalMinutes());
    if (dialog.retentionDays() != feed->retentionDays)
        commands->setFeedRetention(feedId, dialog.retentionDays());
    if (dialog.articleSelector() != feed->captureSelector ||
        dialog.stripSelectors() != feed->captureStrip)
        commands->setCaptureRule(feedId, dialog.articleSelector(), dialog.stripSelectors());
    if (CaptureDecision::nameOf(dialog.capturePolicy()) != feed->capturePolicy)
        commands->setCapturePolicy({feedId}, dialog.capturePolicy());
    if (const auto rule = dialog.pageRule(); rule && !(*rule == feed->pageRule))
        commands->setPageRule(feedId, *rule);
}

} // namespace Lectern
