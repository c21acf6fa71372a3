// Subscribing from the window: Add Feed (an address, the site's feeds to choose from, a shelf),
// the login a private feed asks for while it is added, the preview of a page without a feed,
// and logging in to or out of a feed later. Says in the status bar what happened.
#pragma once

#include "library/ingest/feedingest.h"
#include "net/feedfetcher.h"
#include "ui/subscribing/addfeeddialog.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QUrl>

class QStatusBar;
class QWidget;

namespace Lectern {

class FeedSubscriber;
class LibrarySession;
struct ParsedFeed;

class SubscriptionFlow : public QObject
{
    Q_OBJECT
public:
    // window: the dialogs' parent and the owner; feeds are added through the session's
    // engine (its subscriber is told to offer the feeds a site links rather than take the
    // first), and shelves and logins go through its commands.
    SubscriptionFlow(QWidget *window, QStatusBar *status, LibrarySession *session);

    // Opens Add Feed with suggested filled in and shelfId chosen; adds what the user asks for.
    void ask(const QUrl &suggested = {}, qint64 shelfId = 0);
    AddFeedDialog *dialog() const { return m_dialog; }
    // Adds url at once onto shelfId (0: none); a site with several feeds opens Add Feed.
    void add(const QUrl &url, qint64 shelfId = 0);

    // Logging in to feeds (passwords in the system keychain), when the engine can: asked for
    // when a feed being added answers 401, and editLogin() for a feed in the library: log in
    // with a user name and password, or log out.
    void editLogin(qint64 feedId);

Q_SIGNALS:
    // A feed was added (or was already there) and is on the shelf chosen.
    void feedAdded(qint64 feedId, int newArticles);

private:
    void subscribe(const QUrl &url, qint64 shelfId);
    void onSubscribed(const QUrl &url, qint64 feedId, int added);
    void onSectionsSubscribed(const QUrl &url, const QString &shelf,
                              const QList<IngestResult> &stored);
    void onFailed(const QUrl &url, const QString &message);
    void onFeedsLinked(const QUrl &url, const QList<DiscoveredFeed> &feeds);
    void onPageFound(const QUrl &url, const QUrl &pageUrl, const ParsedFeed &items);
    // Asks for the login of a feed being added whose server answered 401, and tries again.
    bool retryWithLogin(const QUrl &url, const QString &message);
    void showLoginOutcome(qint64 feedId, bool loggedIn, const QString &error);
    // One of the addresses the dialog waits for is through: it closes once all are, unless
    // one failed.
    void settleInDialog(const QUrl &url, const QString &error);

    QWidget *m_window;
    QStatusBar *m_status;
    LibrarySession *m_session;
    FeedSubscriber *m_subscriber;
    QPointer<AddFeedDialog> m_dialog;
    QSet<QUrl> m_dialogWaitsFor; // addresses the open dialog asked for, not yet through
    QStringList m_dialogErrors;
    QHash<QUrl, qint64> m_shelfFor;             // the shelf chosen for an address being added
    QUrl m_loginRequiredFor;                    // the address being added whose server said 401
    QHash<QUrl, BasicCredentials> m_addingWith; // logins of feeds being added, kept once added
};

} // namespace Lectern
