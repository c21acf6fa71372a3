#include "ui/sidepanel/savedsearcheditor.h"

#include "models/feedtreemodel.h"
#include "models/librarycommands.h"

#include <QInputDialog>
#include <QStatusBar>

namespace Lectern {

SavedSearchEditor::SavedSearchEditor(QWidget *window, QStatusBar *status, LibraryCommands *commands,
                                     FeedTreeModel *tree)
    : QObject(window)
    , m_window(window)
    , m_status(status)
    , m_commands(commands)
    , m_tree(tree)
{
    connect(m_tree, &FeedTreeModel::savedSearchRenamed, this, &SavedSearchEditor::rename);
}

void SavedSearchEditor::askToSave(const QString &query)
{
    if (query.trimmed().isEmpty())
        return;
    bool ok = false;
    const QString name =
        QInputDialog::getText(
            m_window, tr("Save Search"),
            tr("Name of the smart shelf that keeps the search\n%1:").arg(query.trimmed()),
            QLineEdit::Normal, query.trimmed(), &ok)
            .trimmed();
    if (ok && !name.isEmpty())
        save(name, query);
}

void SavedSearchEditor::save(const QString &name, const QString &query)
{
    m_commands->saveSearch(name, query).then(this, [this, name](qint64 id) {
        if (id <= 0) {
            m_status->showMessage(tr("The search could not be saved"), 8000);
            return;
        }
        m_status->showMessage(tr("Search saved as %1").arg(name), 5000);
        Q_EMIT saved(id);
    });
}

void SavedSearchEditor::askToRename(qint64 searchId)
{
    bool ok = false;
    const QString name =
        QInputDialog::getText(m_window, tr("Rename Saved Search"), tr("New name:"),
                              QLineEdit::Normal,
                              m_tree->indexForSavedSearch(searchId).data().toString(), &ok)
            .trimmed();
    if (ok && !name.isEmpty())
        rename(searchId, name);
}

void SavedSearchEditor::rename(qint64 searchId, const QString &name)
{
    m_commands->renameSavedSearch(searchId, name);
}

void SavedSearchEditor::remove(qint64 searchId)
{
    const QString name = m_tree->indexForSavedSearch(searchId).data().toString();
    m_commands->removeSavedSearch(searchId).then(this, [this, name](bool removed) {
        if (removed)
            m_status->showMessage(tr("Saved search %1 deleted").arg(name), 5000);
    });
}

} // namespace Lectern
