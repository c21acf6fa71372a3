// Library > Accounts: the accounts on sync servers, when each last synced and how it ended;
// Add (AddAccountDialog), Remove (its feeds and articles stay, as feeds of their own) and Sync
// Now. The list follows the syncer as it goes.
#pragma once

#include <QDialog>
#include <QSqlDatabase>

class QPushButton;
class QTreeWidget;

namespace Lectern {

class AccountSyncer;

class AccountsDialog : public QDialog
{
    Q_OBJECT
public:
    // db: a connection for reading the accounts.
    AccountsDialog(QSqlDatabase db, AccountSyncer *syncer, QWidget *parent = nullptr);

    void reload();

private:
    qint64 currentAccount() const;
    void updateButtons();

    QSqlDatabase m_db;
    AccountSyncer *m_syncer;
    QTreeWidget *m_list;
    QPushButton *m_remove;
    QPushButton *m_sync;
};

} // namespace Lectern
