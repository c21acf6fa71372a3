#include "ui/backup/backupcontrols.h"

#include "ui/backup/backupdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFuture>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

BackupControls::BackupControls(const QString &libraryDir, QSettings *settings, QStatusBar *status,
                               QWidget *window)
    : QObject(window)
    , m_libraryDir(libraryDir)
    , m_store(settings)
    , m_status(status)
    , m_window(window)
    , m_settings(settings ? BackupSettings::load(*settings, libraryDir) : BackupSettings())
    , m_backUp(new QAction(this))
    , m_restore(new QAction(this))
{
    qRegisterMetaType<LibraryBackup::Result>();
    m_backUp->setObjectName(u"backUpAction"_s);
    m_restore->setObjectName(u"restoreAction"_s);
    m_backUp->setEnabled(!libraryDir.isEmpty());
    connect(m_backUp, &QAction::triggered, this, &BackupControls::showDialog);
    connect(m_restore, &QAction::triggered, this, &BackupControls::askToRestore);
    // The daily backup is looked at a minute after the window opens, then every hour.
    m_timer.setInterval(3600 * 1000);
    connect(&m_timer, &QTimer::timeout, this, &BackupControls::backUpIfDue);
    if (m_store && !libraryDir.isEmpty()) {
        m_timer.start();
        QTimer::singleShot(60 * 1000, this, &BackupControls::backUpIfDue);
    }
    retranslate();
}

void BackupControls::retranslate()
{
    m_backUp->setText(tr("&Back Up\u2026"));
    m_restore->setText(tr("Res&tore\u2026"));
}

void BackupControls::setSettings(const BackupSettings &settings)
{
    m_settings = settings;
    if (m_store)
        m_settings.save(*m_store, m_libraryDir);
}

void BackupControls::showDialog()
{
    BackupDialog dialog(m_settings, m_window);
    connect(&dialog, &BackupDialog::backUpNowRequested, this, &BackupControls::backUpTo);
    if (dialog.exec() == QDialog::Accepted) {
        setSettings(dialog.settings());
        backUpIfDue();
    }
}

void BackupControls::backUpTo(const QString &file)
{
    if (m_running) {
        m_status->showMessage(tr("A backup is under way; try again when it ends"), 8000);
        return;
    }
    m_running = true;
    m_status->showMessage(tr("Backing up the library to %1\u2026").arg(file));
    const QString library = m_libraryDir;
    QtConcurrent::run([library, file] {
        return LibraryBackup::write(library, file);
    }).then(this, [this, file](const LibraryBackup::Result &result) {
        m_running = false;
        if (result.ok())
            m_status->showMessage(
                tr("Backed up to %1 (%2)").arg(file, QLocale().formattedDataSize(result.bytes)),
                10000);
        else
            m_status->showMessage(result.error, 20000);
        Q_EMIT backedUp(result, file);
    });
}

void BackupControls::backUpIfDue()
{
    const QDateTime now = QDateTime::currentDateTime();
    if (m_running || !m_settings.isDue(now))
        return;
    if (!QDir().mkpath(m_settings.folder)) {
        m_status->showMessage(
            tr("Cannot back up to %1: the folder cannot be made").arg(m_settings.folder), 20000);
        return;
    }
    const QString file =
        QDir(m_settings.folder)
            .filePath(LibraryBackup::automaticName(now, LibraryBackup::libraryTag(m_libraryDir)));
    auto *once = new QObject(this);
    connect(this, &BackupControls::backedUp, once,
            [this, once, now](const LibraryBackup::Result &result) {
                once->deleteLater();
                if (!result.ok())
                    return; // tried again within the hour
                BackupSettings kept = m_settings;
                kept.last = now;
                setSettings(kept);
                LibraryBackup::rotate(m_settings.folder, m_settings.keep,
                                      LibraryBackup::libraryTag(m_libraryDir));
            });
    backUpTo(file);
}

void BackupControls::askToRestore()
{
    const QString file =
        QFileDialog::getOpenFileName(m_window, tr("Restore a Library"), QDir::homePath(),
                                     tr("Lectern backups (*.lectern-backup);;All files (*)"));
    if (file.isEmpty())
        return;
    // Checking a large backup reads all of it: on a worker, the window answering meanwhile.
    m_status->showMessage(tr("Checking %1\u2026").arg(file));
    QtConcurrent::run([file] {
        QString error;
        auto manifest = LibraryBackup::inspect(file, &error);
        return std::pair(manifest, error);
    })
        .then(this, [this, file](
                        const std::pair<std::optional<LibraryBackup::Manifest>, QString> &checked) {
            m_status->clearMessage();
            if (!checked.first) {
                QMessageBox::warning(m_window, tr("Cannot restore"), checked.second);
                return;
            }
            askWhereToRestore(file, *checked.first);
        });
}

void BackupControls::askWhereToRestore(const QString &file, const LibraryBackup::Manifest &manifest)
{
    QMessageBox::information(
        m_window, tr("Restore a Library"),
        tr("This backup was taken %1 and holds %2 feeds, %3 articles and %4 highlights. "
           "Choose an empty folder for the library it makes: a restore never writes over a "
           "library.")
            .arg(QLocale().toString(manifest.created.toLocalTime(), QLocale::LongFormat))
            .arg(manifest.feeds)
            .arg(manifest.articles)
            .arg(manifest.highlights));
    const QString directory = QFileDialog::getExistingDirectory(
        m_window, tr("Folder for the Restored Library"), QDir::homePath());
    if (directory.isEmpty())
        return;
    auto *once = new QObject(this);
    connect(this, &BackupControls::restored, once,
            [this, once](const LibraryBackup::Result &result, const QString &made) {
                once->deleteLater();
                if (!result.ok()) {
                    QMessageBox::warning(m_window, tr("Cannot restore"), result.error);
                    return;
                }
                QMessageBox box(QMessageBox::Information, tr("Library Restored"),
                                tr("The library is restored into %1. Open it in a window of "
                                   "its own now, or later with: lectern --library \"%1\"")
                                    .arg(QDir::toNativeSeparators(made)),
                                QMessageBox::NoButton, m_window);
                QPushButton *open = box.addButton(tr("&Open It"), QMessageBox::AcceptRole);
                box.addButton(QMessageBox::Close);
                box.exec();
                if (box.clickedButton() == open)
                    QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                            {u"--library"_s, made});
            });
    restoreInto(file, directory);
}

void BackupControls::restoreInto(const QString &file, const QString &directory)
{
    m_status->showMessage(tr("Restoring %1 into %2\u2026").arg(file, directory));
    QtConcurrent::run([file, directory] {
        return LibraryBackup::restore(file, directory);
    }).then(this, [this, directory](const LibraryBackup::Result &result) {
        if (result.ok())
            m_status->showMessage(tr("Restored a library into %1").arg(directory), 15000);
        else
            m_status->showMessage(result.error, 20000);
        Q_EMIT restored(result, directory);
    });
}

} // namespace Lectern
