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
class UiLanguage;

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
    // Adds the language to Preferences (which must outlive the menu).
    void setUiLanguage(UiLanguage *language) { m_language = language; }

Q_SIGNALS:
    void settingsChanged(const Lectern::ReaderSettings &before, const Lectern::ReaderSettings &now);

protected:
    void changeEvent(QEvent *event) override;

private:
    QAction *addThemeAction(ReaderSettings::Theme theme, const QString &objectName);
    void updateActions();
    void retranslate();

    ReaderSettingsStore *m_store;
    NetworkPreferences *m_network = nullptr;
    UiLanguage *m_language = nullptr;
    QString m_libraryFolder;
    QStringList m_codeThemes;
    ReaderSettings m_settings;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_resetZoom;
    QMenu *m_themeMenu;
    QList<QAction *> m_themeActions;
    QAction *m_lineNumbers;
    QAction *m_remoteImages;
    QAction *m_preferences;
};

} // namespace Lectern
