#include "ui/settings/viewmenu.h"

#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/stores/assetstore.h"
#include "net/networkpreferences.h"
#include "reading/readersettingsstore.h"
#include "reading/uilanguage.h"
#include "ui/settings/preferencesdialog.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// The given key first, then the platform's own for the same command, each once: a key listed
// twice for one action makes Qt call the shortcut ambiguous and ignore it.
QList<QKeySequence> shortcutsWith(const QKeySequence &key, QKeySequence::StandardKey standard)
{
    QList<QKeySequence> keys = {key};
    const QList<QKeySequence> bindings = QKeySequence::keyBindings(standard);
    for (const QKeySequence &other : bindings) {
        if (!keys.contains(other))
            keys.append(other);
    }
    return keys;
}

} // namespace

ViewMenu::ViewMenu(ReaderSettingsStore *store, QStringList codeThemes, QWidget *parent)
    : QMenu(parent)
    , m_store(store)
    , m_codeThemes(std::move(codeThemes))
    , m_settings(store->load())
{
    setObjectName(u"viewMenu"_s);
    // Texts are set in retranslate(), again whenever the language changes.
    m_zoomIn = addAction(QString(), this, &ViewMenu::zoomIn);
    // Ctrl+= as well as the platform's Ctrl++: "+" needs Shift on most keyboards.
    m_zoomIn->setShortcuts(
        shortcutsWith(QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn));
    m_zoomIn->setObjectName(u"zoomInAction"_s);
    m_zoomOut = addAction(QString(), this, &ViewMenu::zoomOut);
    m_zoomOut->setShortcuts(
        shortcutsWith(QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence::ZoomOut));
    m_zoomOut->setObjectName(u"zoomOutAction"_s);
    m_resetZoom = addAction(QString(), this, &ViewMenu::resetZoom);
    m_resetZoom->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_resetZoom->setObjectName(u"resetZoomAction"_s);
    addSeparator();

    m_themeMenu = addMenu(QString());
    auto *themes = new QActionGroup(this);
    for (QAction *action : {addThemeAction(ReaderSettings::Theme::System, u"themeSystemAction"_s),
                            addThemeAction(ReaderSettings::Theme::Light, u"themeLightAction"_s),
                            addThemeAction(ReaderSettings::Theme::Dark, u"themeDarkAction"_s)}) {
        themes->addAction(action);
        m_themeMenu->addAction(action);
    }

    m_lineNumbers = addAction(QString());
    m_lineNumbers->setCheckable(true);
    m_lineNumbers->setObjectName(u"lineNumbersAction"_s);
    connect(m_lineNumbers, &QAction::triggered, this, [this](bool on) {
        ReaderSettings next = m_settings;
        next.lineNumbers = on;
        setSettings(next);
    });
    m_remoteImages = addAction(QString());
    m_remoteImages->setCheckable(true);
    m_remoteImages->setObjectName(u"remoteImagesAction"_s);
    connect(m_remoteImages, &QAction::triggered, this, [this](bool on) {
        ReaderSettings next = m_settings;
        next.remoteImages = on;
        setSettings(next);
    });
    addSeparator();
    m_preferences = addAction(QString(), this, &ViewMenu::showPreferences);
    m_preferences->setShortcut(QKeySequence::Preferences);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    m_preferences->setObjectName(u"preferencesAction"_s);
    retranslate();
    updateActions();
}

void ViewMenu::retranslate()
{
    setTitle(tr("&View"));
    m_zoomIn->setText(tr("Zoom &In"));
    m_zoomOut->setText(tr("Zoom &Out"));
    m_resetZoom->setText(tr("&Actual Size"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_themeActions.at(0)->setText(tr("Follow the &System"));
    m_themeActions.at(1)->setText(tr("&Light"));
    m_themeActions.at(2)->setText(tr("&Dark"));
    m_lineNumbers->setText(tr("Line &Numbers in Code"));
    m_remoteImages->setText(tr("Load &Remote Images"));
    m_preferences->setText(tr("&Preferences\u2026"));
}

void ViewMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

QAction *ViewMenu::addThemeAction(ReaderSettings::Theme theme, const QString &objectName)
{
    auto *action = new QAction(this);
    action->setObjectName(objectName);
    action->setCheckable(true);
    action->setData(int(theme));
    connect(action, &QAction::triggered, this, [this, theme] {
        ReaderSettings next = m_settings;
        next.theme = theme;
        setSettings(next);
    });
    m_themeActions.append(action);
    return action;
}

void ViewMenu::setSettings(const ReaderSettings &settings)
{
    ReaderSettings next = settings;
    next.zoom = qBound(ReaderSettings::MinZoom, next.zoom, ReaderSettings::MaxZoom);
    if (next == m_settings) {
        updateActions(); // a checkable action may have toggled itself
        return;
    }
    const ReaderSettings before = m_settings;
    m_settings = next;
    m_store->save(m_settings);
    updateActions();
    Q_EMIT settingsChanged(before, m_settings);
}

void ViewMenu::zoomIn()
{
    ReaderSettings next = m_settings;
    next.zoom = ReaderSettings::zoomedIn(m_settings.zoom);
    setSettings(next);
}

void ViewMenu::zoomOut()
{
    ReaderSettings next = m_settings;
    next.zoom = ReaderSettings::zoomedOut(m_settings.zoom);
    setSettings(next);
}

void ViewMenu::resetZoom()
{
    ReaderSettings next = m_settings;
    next.zoom = 1.0;
    setSettings(next);
}

void ViewMenu::showPreferences()
{
    PreferencesDialog dialog(m_settings, m_codeThemes, parentWidget());
    if (m_language)
        dialog.addLanguage(m_language->choice());
    if (m_network)
        dialog.addNetworkPane(m_network->current());
    if (!m_libraryFolder.isEmpty()) {
        const QString database = LibraryLocation::databasePath(m_libraryFolder);
        dialog.addStorage(m_libraryFolder, Database::bytesOnDisk(database),
                          AssetStore(m_libraryFolder).totalSize());
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    setSettings(dialog.settings());
    if (m_language && dialog.language())
        m_language->choose(*dialog.language());
    const std::optional<NetworkSettings> network = dialog.networkSettings();
    if (m_network && network &&
        (*network != m_network->current() || !dialog.newProxyPassword().isEmpty()))
        m_network->apply(*network, dialog.newProxyPassword());
}

void ViewMenu::updateActions()
{
    m_zoomIn->setEnabled(m_settings.zoom < ReaderSettings::MaxZoom);
    m_zoomOut->setEnabled(m_settings.zoom > ReaderSettings::MinZoom);
    m_resetZoom->setEnabled(!qFuzzyCompare(m_settings.zoom, 1.0));
    for (QAction *action : std::as_const(m_themeActions))
        action->setChecked(action->data().toInt() == int(m_settings.theme));
    m_lineNumbers->setChecked(m_settings.lineNumbers);
    m_remoteImages->setChecked(m_settings.remoteImages);
}

} // namespace Lectern
