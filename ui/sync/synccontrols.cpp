#include "ui/sync/synccontrols.h"

#include "models/librarysession.h"
#include "sync/accountsyncer.h"
#include "ui/sync/accountsdialog.h"

#include <QAction>
#include <QLocale>
#include <QProgressBar>
#include <QStatusBar>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace Lectern {

SyncControls::SyncControls(QStatusBar *status, LibrarySession *session, QWidget *window)
    : QObject(window)
    , m_status(status)
    , m_session(session)
    , m_syncer(session->engine().syncer)
    , m_window(window)
    , m_syncNow(new QAction(this))
    , m_accounts(new QAction(this))
{
    m_syncNow->setObjectName(u"syncNowAction"_s);
    m_syncNow->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Y));
    m_accounts->setObjectName(u"accountsAction"_s);
    m_syncNow->setEnabled(m_syncer != nullptr);
    m_accounts->setEnabled(m_syncer != nullptr);
    if (!m_syncer)
        return;
    connect(m_syncNow, &QAction::triggered, this, [this] {
        if (m_session->queries().syncAccounts().isEmpty()) {
            m_status->showMessage(tr("No accounts to sync with yet: Library > Accounts adds one"),
                                  8000);
            return;
        }
        m_session->commands()->syncAllAccounts();
    });
    connect(m_accounts, &QAction::triggered, this, &SyncControls::showAccounts);
    m_progress = new QProgressBar;
    m_progress->setObjectName(u"syncProgress"_s);
    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_status->addPermanentWidget(m_progress);
    connect(m_syncer, &AccountSyncer::syncStarted, this, [this](const SyncAccount &account) {
        m_syncNow->setEnabled(false);
        showProgress(account, AccountSync::Step::Subscriptions, 0, 0);
    });
    connect(m_syncer, &AccountSyncer::syncProgressed, this, &SyncControls::showProgress);
    connect(m_syncer, &AccountSyncer::syncFinished, this, &SyncControls::showOutcome);
    connect(m_syncer, &AccountSyncer::idle, this, [this] {
        m_syncNow->setEnabled(true);
        m_progress->hide();
    });
}

void SyncControls::retranslate()
{
    m_syncNow->setText(tr("S&ync Now"));
    m_syncNow->setToolTip(tr("Sync with the accounts on sync servers"));
    m_accounts->setText(tr("Acco&unts\u2026"));
}

void SyncControls::followOnAccount(qint64 feedId, qint64 accountId)
{
    m_session->commands()->subscribeOnAccount(feedId, accountId).then(this, [this](bool queued) {
        m_status->showMessage(queued ? tr("The feed goes to the account's server; it syncs now")
                                     : tr("This feed cannot be followed on the account"),
                              8000);
    });
}

void SyncControls::showAccounts()
{
    AccountsDialog dialog(m_session, m_window);
    dialog.exec();
}

void SyncControls::showProgress(const SyncAccount &account, AccountSync::Step step, int done,
                                int total)
{
    const QString host = account.url.host();
    m_progress->show();
    // A busy bar shows no text in most styles: an empty one says what is under way instead.
    const bool counted = step == AccountSync::Step::Items && total > 0;
    m_progress->setRange(0, counted ? total : 1);
    m_progress->setValue(counted ? done : 0);
    switch (step) {
    case AccountSync::Step::Sending:
        m_progress->setFormat(tr("Sending %1 changes").arg(total));
        break;
    case AccountSync::Step::Subscriptions:
        m_progress->setFormat(tr("Syncing with %1").arg(host));
        break;
    case AccountSync::Step::Listing:
        m_progress->setFormat(tr("Listing items on %1").arg(host));
        break;
    case AccountSync::Step::Items:
        m_progress->setFormat(counted ? tr("Syncing items %v/%m")
                                      : tr("Syncing items: %1").arg(QLocale().toString(done)));
        break;
    case AccountSync::Step::States:
        m_progress->setFormat(tr("Read and starred states"));
        break;
    }
    m_progress->setToolTip(tr("Syncing with %1").arg(account.url.toDisplayString()));
}

void SyncControls::showOutcome(const SyncAccount &account, const AccountSync::Outcome &outcome)
{
    const QString host = account.url.host();
    if (!outcome.error.isEmpty()) {
        m_status->showMessage(tr("Sync with %1 failed: %2").arg(host, outcome.error), 15000);
        return;
    }
    QString message = tr("Synced with %1: %n new item(s)", nullptr, outcome.newItems).arg(host);
    if (!outcome.notices.isEmpty())
        message += u"; "_s + outcome.notices.join(u"; "_s);
    m_status->showMessage(message, outcome.notices.isEmpty() ? 8000 : 20000);
}

} // namespace Lectern
