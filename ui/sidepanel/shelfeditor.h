// Making, renaming and deleting shelves from the window, and what is dropped on them (feeds
// moved, articles put there, pages from a browser saved there): asks for names, writes through the
// session's commands and says in the status bar what happened. A name is one shelf: a slash in it
// is kept as a look-alike, never read as a path.
#pragma once

#include <QObject>

class QStatusBar;
class QWidget;

namespace Lectern {

class FeedTreeModel;
class LibrarySession;

class ShelfEditor : public QObject
{
    Q_OBJECT
public:
    // window: the dialogs' parent and the owner; shelves are read and changed through session,
    // whose side panel's names and drops are followed.
    ShelfEditor(QWidget *window, QStatusBar *status, LibrarySession *session);

    // Asks for a name, then makes the shelf inside parentShelfId (0: at the top).
    void askForShelf(qint64 parentShelfId = 0);
    void addShelf(const QString &name, qint64 parentShelfId = 0);
    void askToRename(qint64 shelfId);
    void rename(qint64 shelfId, const QString &name);
    // Nothing is lost: the shelf's feeds and shelves move up a level.
    void remove(qint64 shelfId);

    static QString singleName(const QString &name);

private:
    QWidget *m_window;
    QStatusBar *m_status;
    LibrarySession *m_session;
    const FeedTreeModel *m_tree;
};

} // namespace Lectern
