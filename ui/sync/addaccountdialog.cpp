#include "ui/sync/addaccountdialog.h"

#include "models/librarycommands.h"
#include "sync/accountsyncer.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

AddAccountDialog::AddAccountDialog(LibraryCommands *commands, QWidget *parent)
    : QDialog(parent)
    , m_commands(commands)
    , m_kind(new QComboBox)
    , m_address(new QLineEdit)
    , m_user(new QLineEdit)
    , m_password(new QLineEdit)
    , m_hint(new QLabel)
    , m_message(new QLabel)
{
    setWindowTitle(tr("Add Account"));
    m_kind->setObjectName(u"kindCombo"_s);
    m_address->setObjectName(u"addressEdit"_s);
    m_user->setObjectName(u"userEdit"_s);
    m_password->setObjectName(u"passwordEdit"_s);
    m_message->setObjectName(u"accountMessageLabel"_s);
    for (const QString &kind : AccountSyncer::kinds()) {
        m_kind->addItem(kind == u"miniflux"_s ? tr("Miniflux") : tr("Google Reader API"), kind);
    }
    m_password->setEchoMode(QLineEdit::Password);
    m_address->setPlaceholderText(u"https://reader.example.org/"_s);
    m_hint->setWordWrap(true);
    auto *note = new QLabel(tr("Subscriptions, folders, read and starred states sync both ways; "
                               "the server fetches the feeds. The password is kept in the system "
                               "keychain, not in Lectern's files."));
    note->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Server:"), m_kind);
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&User name:"), m_user);
    form->addRow(tr("&Password:"), m_password);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_add = buttons->addButton(tr("&Add"), QDialogButtonBox::AcceptRole);
    m_add->setObjectName(u"addAccountButton"_s);
    m_add->setDefault(true);
    // Else Cancel takes Return while Add is disabled, and keeps it.
    buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &AddAccountDialog::checkAndAdd);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_address, m_user, m_password})
        connect(edit, &QLineEdit::textChanged, this, &AddAccountDialog::updateFields);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &AddAccountDialog::updateFields);
    connect(m_commands, &LibraryCommands::accountAdded, this,
            [this](qint64 id, const QString &error, const QString &warning) {
                if (!m_checking)
                    return;
                m_checking = false;
                if (id == 0) {
                    showMessage(error);
                    return updateFields();
                }
                m_accountId = id;
                m_warning = warning;
                accept();
            });

    m_message->setWordWrap(true);
    m_message->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(m_hint);
    layout->addWidget(buttons);
    updateFields();
    setMinimumWidth(520);
}

void AddAccountDialog::updateFields()
{
    const bool miniflux = m_kind->currentData().toString() == u"miniflux"_s;
    m_hint->setText(miniflux ? tr("Miniflux: your user name and password, or an API token "
                                  "(Settings > API Keys) as the password with no user name.")
                             : tr("FreshRSS, Miniflux, Inoreader, The Old Reader, BazQux: the user "
                                  "and the API password the server gives for the Google Reader API "
                                  "(FreshRSS: its address followed by /api/greader.php)."));
    const QUrl url = QUrl::fromUserInput(m_address->text().trimmed());
    const bool addressOk =
        (url.scheme() == u"http"_s || url.scheme() == u"https"_s) && !url.host().isEmpty();
    const bool userOk = miniflux || !m_user->text().trimmed().isEmpty();
    m_add->setEnabled(!m_checking && addressOk && userOk && !m_password->text().isEmpty());
}

void AddAccountDialog::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    adjustSize(); // room for the message, the fields kept whole
}

void AddAccountDialog::checkAndAdd()
{
    if (m_checking || !m_add->isEnabled())
        return;
    m_checking = true;
    showMessage(tr("Checking the login\u2026"));
    updateFields();
    m_commands->addAccount(m_kind->currentData().toString(),
                           QUrl::fromUserInput(m_address->text().trimmed()),
                           m_user->text().trimmed(), m_password->text());
}

} // namespace Lectern
