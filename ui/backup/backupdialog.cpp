#include "ui/backup/backupdialog.h"

#include "library/exchange/librarybackup.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

BackupDialog::BackupDialog(const BackupSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_daily(new QCheckBox(tr("Back up the library &every day")))
    , m_folder(new QLineEdit(settings.folder))
    , m_choose(new QPushButton(tr("C&hoose\u2026")))
    , m_keep(new QSpinBox)
    , m_last(new QLabel)
{
    setWindowTitle(tr("Back Up"));
    m_daily->setObjectName(u"dailyBackupBox"_s);
    m_folder->setObjectName(u"backupFolderEdit"_s);
    m_keep->setObjectName(u"backupKeepBox"_s);
    m_last->setObjectName(u"lastBackupLabel"_s);
    m_daily->setChecked(settings.daily);
    m_keep->setRange(1, 365);
    m_keep->setValue(settings.keep);
    m_keep->setSuffix(tr(" backups"));
    m_last->setText(
        settings.last.isValid()
            ? tr("Last backup: %1")
                  .arg(QLocale().toString(settings.last.toLocalTime(), QLocale::LongFormat))
            : tr("No backup taken on its own yet"));
    auto *intro = new QLabel(tr("A backup holds the whole library in one file: feeds and their "
                                "articles, states and reading positions, shelves, saved "
                                "searches, offline copies with their images, highlights and "
                                "notes, and sync accounts (their passwords stay in the "
                                "keychain). Restore makes a new library from it."));
    intro->setWordWrap(true);
    auto *now = new QPushButton(tr("Back Up &Now\u2026"));
    now->setObjectName(u"backUpNowButton"_s);
    connect(now, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(
            this, tr("Back Up the Library"),
            // Named apart from the daily ones, which rotation may remove.
            QDir::home().filePath(
                u"lectern-%1.lectern-backup"_s.arg(QDate::currentDate().toString(Qt::ISODate))),
            tr("Lectern backups (*.lectern-backup)"));
        if (!file.isEmpty())
            Q_EMIT backUpNowRequested(file);
    });
    connect(m_choose, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(
            this, tr("Folder for the Daily Backups"),
            m_folder->text().isEmpty() ? QDir::homePath() : m_folder->text());
        if (!folder.isEmpty())
            m_folder->setText(folder);
    });
    connect(m_daily, &QCheckBox::toggled, this, &BackupDialog::updateFields);

    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_choose);
    auto *form = new QFormLayout;
    form->addRow(m_daily);
    // A label for a row of two widgets gets no buddy from the form: given one, its & works.
    auto *folderLabel = new QLabel(tr("&Folder:"));
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    form->addRow(tr("&Keep the newest:"), m_keep);
    form->addRow(m_last);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(now, 0, Qt::AlignLeft);
    layout->addSpacing(8);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(560);
    updateFields();
}

BackupSettings BackupDialog::settings() const
{
    BackupSettings chosen = m_settings;
    chosen.daily = m_daily->isChecked() && !m_folder->text().trimmed().isEmpty();
    chosen.folder = m_folder->text().trimmed();
    chosen.keep = m_keep->value();
    return chosen;
}

void BackupDialog::updateFields()
{
    m_folder->setEnabled(m_daily->isChecked());
    m_choose->setEnabled(m_daily->isChecked());
    m_keep->setEnabled(m_daily->isChecked());
}

} // namespace Lectern
