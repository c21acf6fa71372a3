// Library > Back Up: back up now (to a file chosen), and the daily backup: on or off, its
// folder, how many to keep, and when the last one was taken.
#pragma once

#include "ui/backup/backupsettings.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace Lectern {

class BackupDialog : public QDialog
{
    Q_OBJECT
public:
    BackupDialog(const BackupSettings &settings, QWidget *parent = nullptr);

    // The daily backup's choices as the dialog holds them (the last time untouched).
    BackupSettings settings() const;

Q_SIGNALS:
    // Back Up Now: to a file the person chose.
    void backUpNowRequested(const QString &file);

private:
    void updateFields();

    BackupSettings m_settings;
    QCheckBox *m_daily;
    QLineEdit *m_folder;
    QPushButton *m_choose;
    QSpinBox *m_keep;
    QLabel *m_last;
};

} // namespace Lectern
