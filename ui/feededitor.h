// A feed's settings from the window: Feed Properties, whose changes go through the
// LibraryWriter (a new address or page rule fetches the feed again at once), and capture
// policies, applied to the articles a new policy leaves undecided.
#pragma once

#include "library/capturepolicy.h"

#include <QList>
#include <QObject>
#include <QSqlDatabase>

class QWidget;

namespace Lectern {

class BackgroundCapture;
class FeedScheduler;
class LibraryWriter;

class FeedEditor : public QObject
{
    Q_OBJECT
public:
    // window: the dialogs' parent and the owner; db: a reading connection.
    FeedEditor(QWidget *window, LibraryWriter *writer, QSqlDatabase db);

    void setScheduler(FeedScheduler *scheduler) { m_scheduler = scheduler; }
    void setCapture(BackgroundCapture *capture) { m_capture = capture; }

    void editProperties(qint64 feedId);
    void setCapturePolicy(const QList<qint64> &feedIds, CapturePolicy policy);

private:
    void refresh(qint64 feedId);

    QWidget *m_window;
    LibraryWriter *m_writer;
    QSqlDatabase m_db;
    FeedScheduler *m_scheduler = nullptr;
    BackgroundCapture *m_capture = nullptr;
};

} // namespace Lectern
