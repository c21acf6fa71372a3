// Saved searches from the window: the search in the field kept as a smart shelf under a name,
// renamed (menu or in place) and deleted. Writes through the session's commands; the side panel
// follows the change.
#pragma once

#include <QObject>

class QStatusBar;
class QWidget;

namespace Lectern {

class FeedTreeModel;
class LibraryCommands;

class SavedSearchEditor : public QObject
{
    Q_OBJECT
public:
    // window: the dialogs' parent and the owner; tree: where names are read and edited.
    SavedSearchEditor(QWidget *window, QStatusBar *status, LibraryCommands *commands,
                      FeedTreeModel *tree);

    // Asks for a name (the query itself at first), then saves query under it.
    void askToSave(const QString &query);
    void save(const QString &name, const QString &query);
    void askToRename(qint64 searchId);
    void rename(qint64 searchId, const QString &name);
    // Only the query goes: the articles it found stay where they are.
    void remove(qint64 searchId);

Q_SIGNALS:
    // Stored (the side panel may not show it yet).
    void saved(qint64 searchId);

private:
    QWidget *m_window;
    QStatusBar *m_status;
    LibraryCommands *m_commands;
    FeedTreeModel *m_tree;
};

} // namespace Lectern
