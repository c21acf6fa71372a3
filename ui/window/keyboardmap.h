// The window's keys for reading without the mouse: j/k, n, space, m, s, o, r, Shift+A,
// g then u/s/t/o/a, and ? for the list of them all. Each command is an action of the window
// (so a text field being typed in keeps its letters); the window decides what it does.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

class QAction;
class QWidget;

namespace Lectern {

class KeyboardMap : public QObject
{
    Q_OBJECT
public:
    enum class Command {
        Next,
        Previous,
        NextUnread,
        PageDownOrNext,
        ToggleRead,
        ToggleStar,
        OpenInBrowser,
        Refresh,
        MarkAllRead,
        GoToAllArticles,
        GoToUnread,
        GoToStarred,
        GoToToday,
        GoToOffline,
        GoToHighlights,
        Highlight,
        HighlightWithNote,
        ShowShortcuts,
    };
    Q_ENUM(Command)

    // Adds an action for every command to window.
    explicit KeyboardMap(QWidget *window);

    static QList<Command> commands();
    static QList<QKeySequence> keysOf(Command command);
    // What the command does, in the language of the moment.
    static QString describe(Command command);
    QAction *action(Command command) const;
    // Every key of the window (these and the menus' own), as a table for the ? dialog.
    QString tableHtml(const QList<std::pair<QKeySequence, QString>> &others) const;

Q_SIGNALS:
    void triggered(Lectern::KeyboardMap::Command command);

private:
    QList<QAction *> m_actions; // in the order of commands()
};

} // namespace Lectern
