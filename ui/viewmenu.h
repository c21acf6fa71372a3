// The View menu: zoom in, out and back, the colour theme, line numbers, remote images and the
// Preferences dialog. It holds the reader's settings, saves every change through the
// ReaderSettingsStore and announces it, so that the window applies it at once.
#pragma once

#include "reading/readersettings.h"

#include <QMenu>
#include <QStringList>

class QAction;

namespace Lectern {

class NetworkPreferences;
class ReaderSettingsStore;

class ViewMenu : public QMenu
{
    Q_OBJECT
public:
    // store must outlive the menu; codeThemes are offered in Preferences.
    ViewMenu(ReaderSettingsStore *store, QStringList codeThemes, QWidget *parent = nullptr);

    const ReaderSettings &settings() const { return m_settings; }
    // Saves and announces settings when they differ from the current ones.
    void setSettings(const ReaderSettings &settings);

    void zoomIn();
    void zoomOut();
    void resetZoom();
    void showPreferences();
    // Adds the proxy to Preferences, saved and applied through network (which must outlive
    // the menu).
    void setNetworkPreferences(NetworkPreferences *network) { m_network = network; }
    // The library's folder: Preferences shows what the library and its offline images take.
    void setLibraryFolder(const QString &folder) { m_libraryFolder = folder; }

Q_SIGNALS:
    void settingsChanged(const Lectern::ReaderSettings &before, const Lectern::ReaderSettings &now);

private:
    QAction *addThemeAction(const QString &text, ReaderSettings::Theme theme,
                            const QString &objectName);
    void updateActions();

    ReaderSettingsStore *m_store;
    NetworkPreferences *m_network = nullptr;
    QString m_libraryFolder;
    QStringList m_codeThemes;
    ReaderSettings m_settings;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_resetZoom;
    QList<QAction *> m_themeActions;
    QAction *m_lineNumbers;
    QAction *m_remoteImages;
};

} // namespace Lectern
