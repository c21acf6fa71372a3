// Save Page: asks for a page's address and the shelf to put it on, has the session's commands
// save it (fetched, described by its own metadata, captured), and says in the status bar how
// each page ended.
#pragma once

#include "net/pagesaver.h"

#include <QObject>
#include <QUrl>

class QStatusBar;
class QWidget;

namespace Lectern {

class LibrarySession;

class SavePageFlow : public QObject
{
    Q_OBJECT
public:
    // window: the dialog's parent and the owner.
    SavePageFlow(QWidget *window, QStatusBar *status, LibrarySession *session);

    // The dialog, with suggested filled in and shelfId (0: none) offered first.
    void ask(const QUrl &suggested, qint64 shelfId);

private:
    void showSaved(const QList<PageSaver::Saved> &pages, const QString &error);

    QWidget *m_window;
    QStatusBar *m_status;
    LibrarySession *m_session;
};

} // namespace Lectern
