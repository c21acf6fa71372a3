#include "ui/settings/networkpane.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace Lectern {

NetworkPane::NetworkPane(const NetworkSettings &settings, QWidget *parent)
    : QGroupBox(tr("Network"), parent)
    , m_settings(settings)
    , m_mode(new QComboBox)
    , m_type(new QComboBox)
    , m_host(new QLineEdit(settings.manualHost))
    , m_port(new QSpinBox)
    , m_user(new QLineEdit(settings.manualUser))
    , m_password(new QLineEdit)
    , m_deadline(new QSpinBox)
    , m_problem(new QLabel)
{
    setObjectName(u"networkPane"_s);
    m_mode->setObjectName(u"proxyModeBox"_s);
    m_mode->addItem(tr("The system's proxy"), int(NetworkSettings::ProxyMode::System));
    m_mode->addItem(tr("No proxy"), int(NetworkSettings::ProxyMode::None));
    m_mode->addItem(tr("This proxy:"), int(NetworkSettings::ProxyMode::Manual));
    m_mode->setCurrentIndex(m_mode->findData(int(settings.proxyMode)));
    m_type->setObjectName(u"proxyTypeBox"_s);
    m_type->addItem(tr("HTTP"), int(QNetworkProxy::HttpProxy));
    m_type->addItem(tr("SOCKS5"), int(QNetworkProxy::Socks5Proxy));
    m_type->setCurrentIndex(qMax(0, m_type->findData(int(settings.manualType))));
    m_host->setObjectName(u"proxyHostEdit"_s);
    m_port->setObjectName(u"proxyPortBox"_s);
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("none"));
    m_port->setValue(settings.manualPort);
    m_user->setObjectName(u"proxyUserEdit"_s);
    m_password->setObjectName(u"proxyPasswordEdit"_s);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("unchanged"));
    m_deadline->setObjectName(u"fetchDeadlineBox"_s);
    m_deadline->setRange(NetworkSettings::MinFetchDeadlineSeconds,
                         NetworkSettings::MaxFetchDeadlineSeconds);
    m_deadline->setSuffix(tr(" s"));
    m_deadline->setValue(settings.fetchDeadlineSeconds);
    m_deadline->setToolTip(tr("A feed whose server has not sent it all by then gets an error, "
                              "and the refresh goes on with the others."));
    m_problem->setObjectName(u"proxyProblemLabel"_s);
    m_problem->setWordWrap(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Proxy:"), m_mode);
    form->addRow(tr("T&ype:"), m_type);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("P&ort:"), m_port);
    form->addRow(tr("&User name:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(m_problem);
    form->addRow(tr("&Give up on a feed after:"), m_deadline);

    connect(m_mode, &QComboBox::currentIndexChanged, this, &NetworkPane::updateFields);
    connect(m_host, &QLineEdit::textChanged, this, &NetworkPane::updateFields);
    connect(m_port, &QSpinBox::valueChanged, this, &NetworkPane::updateFields);
    updateFields();
}

NetworkSettings NetworkPane::settings() const
{
    NetworkSettings chosen = m_settings;
    chosen.proxyMode = NetworkSettings::ProxyMode(m_mode->currentData().toInt());
    chosen.manualType = QNetworkProxy::ProxyType(m_type->currentData().toInt());
    chosen.manualHost = m_host->text().trimmed();
    chosen.manualPort = quint16(m_port->value());
    chosen.manualUser = m_user->text().trimmed();
    chosen.fetchDeadlineSeconds = m_deadline->value();
    return chosen;
}

QString NetworkPane::newPassword() const
{
    return m_password->text();
}

// The manual fields only matter for a manual proxy; what would keep it from being used is
// said here rather than after the dialog closes.
void NetworkPane::updateFields()
{
    const bool manual = settings().proxyMode == NetworkSettings::ProxyMode::Manual;
    for (QWidget *field : {static_cast<QWidget *>(m_type), static_cast<QWidget *>(m_host),
                           static_cast<QWidget *>(m_port), static_cast<QWidget *>(m_user),
                           static_cast<QWidget *>(m_password)})
        field->setEnabled(manual);
    const QString problem = settings().validate();
    m_problem->setText(
        problem.isEmpty()
            ? QString()
            : tr("Not usable yet (%1): the system's proxy is used meanwhile.").arg(problem));
}

} // namespace Lectern
