// The window's sync controls: Sync Now and Accounts… in the Library menu, and in the status bar
// what the sync in the background is doing (a progress bar while items come, a one-line
// summary or the error when it ends). Sync never holds the window: every step answers on the
// event loop and every write goes through the library writer.
#pragma once

#include "sync/accountsync.h"

#include <QObject>

class QAction;
class QProgressBar;
class QStatusBar;
class QWidget;

namespace Lectern {

class AccountSyncer;
class LibrarySession;
struct SyncAccount;

class SyncControls : public QObject
{
    Q_OBJECT
public:
    // The session's engine may have no syncer (no sync in this window).
    SyncControls(QStatusBar *status, LibrarySession *session, QWidget *window);

    QAction *syncNowAction() const { return m_syncNow; }
    QAction *accountsAction() const { return m_accounts; }
    void showAccounts();
    // A feed of this library only, to be followed on the account's server (the feed's menu).
    void followOnAccount(qint64 feedId, qint64 accountId);
    void retranslate();

private:
    void showProgress(const SyncAccount &account, AccountSync::Step step, int done, int total);
    void showOutcome(const SyncAccount &account, const AccountSync::Outcome &outcome);

    QStatusBar *m_status;
    LibrarySession *m_session;
    const AccountSyncer *m_syncer; // followed, not driven: changes go through the commands
    QWidget *m_window;
    QAction *m_syncNow;
    QAction *m_accounts;
    QProgressBar *m_progress = nullptr;
};

} // namespace Lectern
