// The window's offline capture: Capture for Offline Reading and Remove Offline Copy for the
// articles selected, what the background capture says in the status bar, and captures started
// when a new feed or a refresh brought articles their feed's policy keeps.
#pragma once

#include <QObject>

class QAction;
class QStatusBar;

namespace Lectern {

class ArticlePane;
class BackgroundCapture;
class FeedRefresher;
class SubscriptionFlow;

class CaptureControls : public QObject
{
    Q_OBJECT
public:
    CaptureControls(QStatusBar *status, ArticlePane *articles, QObject *parent);

    QAction *captureAction() const { return m_capture; }
    QAction *removeOfflineAction() const { return m_removeOffline; }
    // Enables capture; what subscriptions add and refresher (may be null) brings is captured.
    void follow(BackgroundCapture *capture, SubscriptionFlow *subscriptions,
                FeedRefresher *refresher);
    void retranslate();

private:
    QStatusBar *m_status;
    ArticlePane *m_articles;
    QAction *m_capture;
    QAction *m_removeOffline;
};

} // namespace Lectern
