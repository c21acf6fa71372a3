#include "ui/sync/accountsdialog.h"

#include "models/librarysession.h"
#include "sync/accountsyncer.h"
#include "ui/sync/addaccountdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

AccountsDialog::AccountsDialog(LibrarySession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_list(new QTreeWidget)
{
    setWindowTitle(tr("Accounts"));
    m_list->setObjectName(u"accountList"_s);
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Server"), tr("Address"), tr("User"), tr("Last sync")});
    m_list->header()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *add = buttons->addButton(tr("&Add\u2026"), QDialogButtonBox::ActionRole);
    add->setObjectName(u"addAccountButton"_s);
    m_remove = buttons->addButton(tr("&Remove"), QDialogButtonBox::ActionRole);
    m_remove->setObjectName(u"removeAccountButton"_s);
    m_sync = buttons->addButton(tr("&Sync Now"), QDialogButtonBox::ActionRole);
    m_sync->setObjectName(u"syncAccountButton"_s);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, [this] {
        AddAccountDialog dialog(m_session->commands(), this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        m_session->commands()->syncAccount(dialog.accountId());
        if (!dialog.warning().isEmpty())
            QMessageBox::information(
                this, tr("Add Account"),
                tr("The account syncs until Lectern quits; after that it asks for the password "
                   "again: %1")
                    .arg(dialog.warning()));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const qint64 id = currentAccount();
        if (id == 0)
            return;
        const auto answer = QMessageBox::question(
            this, tr("Remove Account"),
            tr("Remove this account? Its feeds and articles stay in the library as feeds of "
               "their own, no longer synced."));
        if (answer == QMessageBox::Yes)
            m_session->commands()->removeAccount(id);
    });
    connect(m_sync, &QPushButton::clicked, this, [this] {
        if (const qint64 id = currentAccount())
            m_session->commands()->syncAccount(id);
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &AccountsDialog::updateButtons);
    // The list follows the syncs as they end.
    if (const AccountSyncer *syncer = m_session->engine().syncer) {
        connect(syncer, &AccountSyncer::accountsChanged, this, &AccountsDialog::reload);
        connect(syncer, &AccountSyncer::syncFinished, this, &AccountsDialog::reload);
    }

    auto *note = new QLabel(
        tr("Subscriptions, folders (as shelves), read and starred states sync both ways, and "
           "the server fetches the synced feeds. Offline copies, reading positions, highlights, "
           "shelves of articles, saved pages and page feeds stay in this library: a server "
           "cannot hold them."));
    note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(720, 300);
    reload();
}

void AccountsDialog::reload()
{
    const qint64 current = currentAccount();
    m_list->clear();
    const QLocale locale;
    for (const SyncAccount &account : m_session->queries().syncAccounts()) {
        QString last = account.lastSync.isValid()
                           ? locale.toString(account.lastSync.toLocalTime(), QLocale::ShortFormat)
                           : tr("never");
        if (!account.lastError.isEmpty())
            last = tr("%1: failed: %2").arg(last, account.lastError);
        auto *item = new QTreeWidgetItem(
            m_list, {account.kind == u"miniflux"_s ? tr("Miniflux") : tr("Google Reader API"),
                     account.url.toDisplayString(), account.user, last});
        item->setData(0, Qt::UserRole, account.id);
        item->setToolTip(3, last);
        if (account.id == current || (current == 0 && !m_list->currentItem()))
            m_list->setCurrentItem(item);
    }
    for (int column = 0; column < 3; ++column)
        m_list->resizeColumnToContents(column);
    updateButtons();
}

qint64 AccountsDialog::currentAccount() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, Qt::UserRole).toLongLong() : 0;
}

void AccountsDialog::updateButtons()
{
    m_remove->setEnabled(currentAccount() != 0);
    m_sync->setEnabled(currentAccount() != 0);
}

} // namespace Lectern
