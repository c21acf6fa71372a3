// Unsubscribing with Undo: the feed shows struck out for 10 s beside an Undo button in the
// status bar, then it and its articles are removed through the session's commands. One at a time:
// a second unsubscribe, or the window closing, removes the waiting one at once.
#pragma once

#include <QObject>
#include <QString>

class QPushButton;
class QStatusBar;
class QTimer;

namespace Lectern {

class FeedTreeModel;
class LibraryCommands;

class FeedRemoval : public QObject
{
    Q_OBJECT
public:
    FeedRemoval(QStatusBar *status, LibraryCommands *commands, FeedTreeModel *tree,
                QObject *parent = nullptr);

    void unsubscribe(qint64 feedId);
    void undo();
    // The waiting removal, now (the writer stores it before the program ends).
    void removeNow();
    qint64 pending() const { return m_pending; }

private:
    QStatusBar *m_status;
    LibraryCommands *m_commands;
    FeedTreeModel *m_tree;
    QTimer *m_timer;
    QPushButton *m_undoButton;
    qint64 m_pending = 0;
    QString m_title;
};

} // namespace Lectern
