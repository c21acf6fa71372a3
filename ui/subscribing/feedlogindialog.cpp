#include "ui/subscribing/feedlogindialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

FeedLoginDialog::FeedLoginDialog(const QString &feedTitle, const QString &currentUser,
                                 QWidget *parent)
    : QDialog(parent)
    , m_message(new QLabel)
    , m_user(new QLineEdit(currentUser))
    , m_password(new QLineEdit)
{
    setWindowTitle(tr("Log In to %1").arg(feedTitle));
    m_user->setObjectName(u"userEdit"_s);
    m_password->setObjectName(u"passwordEdit"_s);
    m_password->setEchoMode(QLineEdit::Password);
    auto *note = new QLabel(tr("For a private feed that asks for a user name and password. "
                               "The password is kept in the system keychain, not in Lectern's "
                               "files, and sent to this feed's server only."));
    note->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&User name:"), m_user);
    form->addRow(tr("&Password:"), m_password);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_logIn = buttons->addButton(tr("&Log In"), QDialogButtonBox::AcceptRole);
    m_logIn->setObjectName(u"logInButton"_s);
    m_logIn->setDefault(true);
    // Else Cancel takes Return while Log In is disabled, and keeps it.
    buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (!currentUser.isEmpty()) {
        QPushButton *logOut = buttons->addButton(tr("Log &Out"), QDialogButtonBox::DestructiveRole);
        logOut->setObjectName(u"logOutButton"_s);
        connect(logOut, &QPushButton::clicked, this, [this] {
            m_loggedOut = true;
            accept();
        });
        m_password->setFocus();
    }
    connect(m_user, &QLineEdit::textChanged, this, &FeedLoginDialog::updateButtons);
    connect(m_password, &QLineEdit::textChanged, this, &FeedLoginDialog::updateButtons);
    updateButtons();

    m_message->setObjectName(u"loginMessageLabel"_s);
    m_message->setWordWrap(true);
    m_message->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void FeedLoginDialog::setMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString FeedLoginDialog::user() const
{
    return m_user->text().trimmed();
}

QString FeedLoginDialog::password() const
{
    return m_password->text();
}

// Both are needed: a user name without its password would only earn 401s. Basic auth
// cannot carry a colon in the user name.
void FeedLoginDialog::updateButtons()
{
    m_logIn->setEnabled(!user().isEmpty() && !user().contains(u':') && !password().isEmpty());
}

} // namespace Lectern
