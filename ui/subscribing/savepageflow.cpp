#include "ui/subscribing/savepageflow.h"

#include "models/librarysession.h"
#include "ui/subscribing/savepagedialog.h"

#include <QStatusBar>

namespace Lectern {

SavePageFlow::SavePageFlow(QWidget *window, QStatusBar *status, LibrarySession *session)
    : QObject(window)
    , m_window(window)
    , m_status(status)
    , m_session(session)
{
    connect(session->commands(), &LibraryCommands::pagesSaved, this, &SavePageFlow::showSaved);
}

void SavePageFlow::ask(const QUrl &suggested, qint64 shelfId)
{
    SavePageDialog dialog(m_session->queries().shelfPaths(), shelfId, m_window);
    dialog.setAddress(suggested.toDisplayString());
    if (dialog.exec() != QDialog::Accepted || !dialog.address().isValid())
        return;
    m_status->showMessage(tr("Saving %1\u2026").arg(dialog.address().toDisplayString()));
    m_session->commands()->savePages({dialog.address()}, dialog.shelfPath());
}

void SavePageFlow::showSaved(const QList<PageSaver::Saved> &pages, const QString &error)
{
    if (!error.isEmpty()) {
        m_status->showMessage(tr("Cannot save the page: %1").arg(error), 15000);
        return;
    }
    for (const PageSaver::Saved &page : pages) {
        m_status->showMessage(
            page.problem.isEmpty()
                ? tr("Saved “%1”; capturing it for offline reading").arg(page.title)
                : tr("Saved %1 as a link: %2").arg(page.url.toDisplayString(), page.problem),
            page.problem.isEmpty() ? 8000 : 15000);
    }
}

} // namespace Lectern
