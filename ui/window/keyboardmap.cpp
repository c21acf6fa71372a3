#include "ui/window/keyboardmap.h"

#include <QAction>
#include <QMetaEnum>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace Lectern {

KeyboardMap::KeyboardMap(QWidget *window)
    : QObject(window)
{
    for (Command command : commands()) {
        auto *action = new QAction(window);
        action->setShortcuts(keysOf(command));
        action->setShortcutContext(Qt::WindowShortcut);
        action->setObjectName(
            u"key"_s +
            QString::fromLatin1(QMetaEnum::fromType<Command>().valueToKey(int(command))));
        connect(action, &QAction::triggered, this, [this, command] { Q_EMIT triggered(command); });
        window->addAction(action);
        m_actions.append(action);
    }
}

QList<KeyboardMap::Command> KeyboardMap::commands()
{
    return {Command::Next,
            Command::Previous,
            Command::NextUnread,
            Command::PageDownOrNext,
            Command::ToggleRead,
            Command::ToggleStar,
            Command::OpenInBrowser,
            Command::Refresh,
            Command::MarkAllRead,
            Command::GoToAllArticles,
            Command::GoToUnread,
            Command::GoToStarred,
            Command::GoToToday,
            Command::GoToOffline,
            Command::GoToHighlights,
            Command::Highlight,
            Command::HighlightWithNote,
            Command::ShowShortcuts};
}

QList<QKeySequence> KeyboardMap::keysOf(Command command)
{
    switch (command) {
    case Command::Next:
        return {QKeySequence(Qt::Key_J)};
    case Command::Previous:
        return {QKeySequence(Qt::Key_K)};
    case Command::NextUnread:
        return {QKeySequence(Qt::Key_N)};
    case Command::PageDownOrNext:
        return {QKeySequence(Qt::Key_Space)};
    case Command::ToggleRead:
        return {QKeySequence(Qt::Key_M)};
    case Command::ToggleStar:
        return {QKeySequence(Qt::Key_S)};
    case Command::OpenInBrowser:
        return {QKeySequence(Qt::Key_O)};
    case Command::Refresh:
        return {QKeySequence(Qt::Key_R)};
    case Command::MarkAllRead:
        return {QKeySequence(Qt::SHIFT | Qt::Key_A)};
    case Command::GoToAllArticles:
        return {QKeySequence(Qt::Key_G, Qt::Key_A)};
    case Command::GoToUnread:
        return {QKeySequence(Qt::Key_G, Qt::Key_U)};
    case Command::GoToStarred:
        return {QKeySequence(Qt::Key_G, Qt::Key_S)};
    case Command::GoToToday:
        return {QKeySequence(Qt::Key_G, Qt::Key_T)};
    case Command::GoToOffline:
        return {QKeySequence(Qt::Key_G, Qt::Key_O)};
    case Command::GoToHighlights:
        return {QKeySequence(Qt::Key_G, Qt::Key_H)};
    case Command::Highlight:
        return {QKeySequence(Qt::Key_H)};
    case Command::HighlightWithNote:
        return {QKeySequence(Qt::SHIFT | Qt::Key_H)};
    case Command::ShowShortcuts:
        // The symbol, not Shift+/: keyboards put it under different keys.
        return {QKeySequence(Qt::Key_Question)};
    }
    return {};
}

QString KeyboardMap::describe(Command command)
{
    switch (command) {
    case Command::Next:
        return tr("Next article");
    case Command::Previous:
        return tr("Previous article");
    case Command::NextUnread:
        return tr("Next unread article");
    case Command::PageDownOrNext:
        return tr("Page down; at the end, the next article");
    case Command::ToggleRead:
        return tr("Mark read or unread");
    case Command::ToggleStar:
        return tr("Star or unstar");
    case Command::OpenInBrowser:
        return tr("Open on its site, in the browser");
    case Command::Refresh:
        return tr("Refresh the feed or shelf selected (else all)");
    case Command::MarkAllRead:
        return tr("Mark everything in the list read");
    case Command::GoToAllArticles:
        return tr("Go to All Articles");
    case Command::GoToUnread:
        return tr("Go to Unread");
    case Command::GoToStarred:
        return tr("Go to Starred");
    case Command::GoToToday:
        return tr("Go to Today");
    case Command::GoToOffline:
        return tr("Go to Offline");
    case Command::GoToHighlights:
        return tr("Go to Highlights");
    case Command::Highlight:
        return tr("Highlight the text selected in the article");
    case Command::HighlightWithNote:
        return tr("Highlight the text selected, with a note");
    case Command::ShowShortcuts:
        return tr("Show these keys");
    }
    return {};
}

QAction *KeyboardMap::action(Command command) const
{
    return m_actions.value(int(commands().indexOf(command)));
}

QString KeyboardMap::tableHtml(const QList<std::pair<QKeySequence, QString>> &others) const
{
    QString rows;
    const auto row = [&rows](const QKeySequence &keys, const QString &what) {
        rows += u"<tr><td style=\"padding-right:18px\"><b>%1</b></td><td>%2</td></tr>"_s.arg(
            keys.toString(QKeySequence::NativeText).toHtmlEscaped(), what.toHtmlEscaped());
    };
    for (Command command : commands())
        row(keysOf(command).first(), describe(command));
    for (const auto &[keys, what] : others)
        row(keys, what);
    return u"<table>"_s + rows + u"</table>"_s;
}

} // namespace Lectern
