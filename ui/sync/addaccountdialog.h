// Add Account: the kind of server, its address, the user and the password (or, for Miniflux,
// an API token in the password field with no user). OK checks the login with the server
// before anything is kept; a refusal is shown in the dialog, which stays open.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace Lectern {

class LibraryCommands;

class AddAccountDialog : public QDialog
{
    Q_OBJECT
public:
    // commands: where the account is added (its login checked first).
    AddAccountDialog(LibraryCommands *commands, QWidget *parent = nullptr);

    // The account added, once accepted.
    qint64 accountId() const { return m_accountId; }
    // Added, but the password could not be kept (no keychain): why; empty otherwise.
    QString warning() const { return m_warning; }

private:
    void updateFields();
    void checkAndAdd();
    void showMessage(const QString &message);

    LibraryCommands *m_commands;
    QComboBox *m_kind;
    QLineEdit *m_address;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QLabel *m_hint;
    QLabel *m_message;
    QPushButton *m_add;
    qint64 m_accountId = 0;
    QString m_warning;
    bool m_checking = false;
};

} // namespace Lectern
