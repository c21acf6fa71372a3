// The login of a private feed (HTTP Basic auth): a user name, kept on the feed, and a password,
// kept in the system keychain by the caller. Shows the user already set, never the password.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace Lectern {

class FeedLoginDialog : public QDialog
{
    Q_OBJECT
public:
    // currentUser: the user name the feed has now, empty when it has none.
    FeedLoginDialog(const QString &feedTitle, const QString &currentUser,
                    QWidget *parent = nullptr);

    // Why the login is asked for (a server's refusal), shown above the fields.
    void setMessage(const QString &message);
    QString user() const;
    QString password() const;
    // True when the dialog ended with Log Out: forget the user and the password.
    bool loggedOut() const { return m_loggedOut; }

private:
    void updateButtons();

    QLabel *m_message;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QPushButton *m_logIn = nullptr;
    bool m_loggedOut = false;
};

} // namespace Lectern
