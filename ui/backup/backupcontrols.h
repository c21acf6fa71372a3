// Library > Back Up and Restore in the window, and the backup taken on its own each day when
// the person turned it on (off by default; the newest N kept). A backup runs on a worker thread
// with a connection of its own, so the window and its writer go on meanwhile; a restore makes a
// new library in a folder of its own and offers to open it in a window of its own.
#pragma once

#include "library/exchange/librarybackup.h"
#include "ui/backup/backupsettings.h"

#include <QObject>
#include <QTimer>

class QAction;
class QSettings;
class QStatusBar;
class QWidget;

namespace Lectern {

class BackupControls : public QObject
{
    Q_OBJECT
public:
    // libraryDir: the library backed up; settings: where the daily backup's choices are kept
    // (null: no daily backup). window: the dialogs' parent and the owner.
    BackupControls(const QString &libraryDir, QSettings *settings, QStatusBar *status,
                   QWidget *window);

    QAction *backUpAction() const { return m_backUp; }
    QAction *restoreAction() const { return m_restore; }
    BackupSettings settings() const { return m_settings; }
    void setSettings(const BackupSettings &settings);
    bool isRunning() const { return m_running; }

    // A backup into file, in the background; backedUp says how it ended.
    void backUpTo(const QString &file);
    // A new library in directory from file, in the background; restored says how it ended.
    void restoreInto(const QString &file, const QString &directory);
    // The daily backup, when one is due (on start, and every hour).
    void backUpIfDue();
    void retranslate();

Q_SIGNALS:
    void backedUp(const Lectern::LibraryBackup::Result &result, const QString &file);
    void restored(const Lectern::LibraryBackup::Result &result, const QString &directory);

private:
    void showDialog();
    void askToRestore();
    void askWhereToRestore(const QString &file, const LibraryBackup::Manifest &manifest);

    QString m_libraryDir;
    QSettings *m_store;
    QStatusBar *m_status;
    QWidget *m_window;
    BackupSettings m_settings;
    QAction *m_backUp;
    QAction *m_restore;
    QTimer m_timer;
    bool m_running = false;
};

} // namespace Lectern

Q_DECLARE_METATYPE(Lectern::LibraryBackup::Result)
