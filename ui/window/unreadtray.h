// Lectern in the system tray: its icon with the number of unread articles on it, a tooltip
// saying the same, a click to bring the window forward, and (when the user asks for them in
// the tray's menu) a notification when a refresh brings new articles.
#pragma once

#include <QIcon>
#include <QObject>

class QAction;
class QMenu;
class QSettings;
class QSystemTrayIcon;
class QTimer;
class QWidget;

namespace Lectern {

class FeedTreeModel;

class UnreadTray : public QObject
{
    Q_OBJECT
public:
    // Follows the unread count of model's All Articles; settings keeps whether to notify.
    UnreadTray(QWidget *window, FeedTreeModel *model, QSettings *settings,
               QObject *parent = nullptr);
    ~UnreadTray() override;

    QSystemTrayIcon *trayIcon() const { return m_tray; }
    bool notifies() const;
    void setNotifies(bool on);
    // A refresh stored new articles: a notification, when asked for.
    void announce(int newArticles);
    // Rules asked to be told of these new articles ("rule: title"): shown whether or not
    // new articles are announced, a few at most.
    void announceNotices(const QStringList &notices);
    void retranslate();

    static QString toolTipFor(int unread);
    // The text in the badge: nothing for none, the count, or "99+".
    static QString badgeText(int unread);
    // How often the tray took a new count (its tooltip, and its icon when the badge changed).
    int redraws() const { return m_redraws; }
    static constexpr int FollowIntervalMs = 300;
    // base with the count in a disc at its corner ("99+" past 99), drawn for each size.
    static QIcon badged(const QIcon &base, int unread);

protected:
    // A new language: the menu and tooltip speak it.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow();

    QWidget *m_window;
    FeedTreeModel *m_model;
    QSettings *m_settings;
    QSystemTrayIcon *m_tray;
    QMenu *m_menu;
    QAction *m_showAction;
    QAction *m_notifyAction;
    QIcon m_base;
    QTimer *m_followTimer;
    int m_shown = -1;
    QString m_badge;
    int m_redraws = 0;
};

} // namespace Lectern
