// Feed Properties from the window: the dialog for a feed's settings, its changes made through
// the session's commands (which fetch the feed again after a new address or page rule).
#pragma once

#include <QObject>

class QWidget;

namespace Lectern {

class LibrarySession;

class FeedEditor : public QObject
{
    Q_OBJECT
public:
    // window: the dialogs' parent and the owner; the feed is read and changed through session.
    FeedEditor(QWidget *window, LibrarySession *session);

    void editProperties(qint64 feedId);

private:
    QWidget *m_window;
    LibrarySession *m_session;
};

} // namespace Lectern
