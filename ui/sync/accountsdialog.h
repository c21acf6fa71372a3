// Library > Accounts: the accounts on sync servers, when each last synced and how it ended;
// Add (AddAccountDialog), Remove (its feeds and articles stay, as feeds of their own) and Sync
// Now. The list follows the syncer as it goes.
#pragma once

#include <QDialog>

class QPushButton;
class QTreeWidget;

namespace Lectern {

class LibrarySession;

class AccountsDialog : public QDialog
{
    Q_OBJECT
public:
    // The accounts are read through session's queries and changed through its commands.
    explicit AccountsDialog(LibrarySession *session, QWidget *parent = nullptr);

    void reload();

private:
    qint64 currentAccount() const;
    void updateButtons();

    LibrarySession *m_session;
    QTreeWidget *m_list;
    QPushButton *m_remove;
    QPushButton *m_sync;
};

} // namespace Lectern
