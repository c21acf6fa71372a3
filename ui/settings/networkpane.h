// The network part of Preferences: the system's proxy (the default), none, or a manual HTTP or
// SOCKS5 proxy with an optional login, and how long a feed's fetch may take. The password field
// is empty unless the user types a new one; what is stored stays in the keychain.
#pragma once

#include "net/networksettings.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Lectern {

class NetworkPane : public QGroupBox
{
    Q_OBJECT
public:
    explicit NetworkPane(const NetworkSettings &settings, QWidget *parent = nullptr);

    NetworkSettings settings() const;
    QString newPassword() const;

private:
    void updateFields();

    NetworkSettings m_settings;
    QComboBox *m_mode;
    QComboBox *m_type;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QSpinBox *m_deadline;
    QLabel *m_problem;
};

} // namespace Lectern
