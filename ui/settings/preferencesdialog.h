// Preferences: the reader's look (theme, code colours, zoom, line numbers), whether remote
// images load and, when asked for, the proxy. Edits copies; the caller applies them when the
// dialog is accepted.
#pragma once

#include "net/networksettings.h"
#include "reading/readersettings.h"
#include "reading/uilanguage.h"

#include <QDialog>
#include <QStringList>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace Lectern {

class NetworkPane;

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    // codeThemes: the KSyntaxHighlighting themes to choose from.
    PreferencesDialog(const ReaderSettings &settings, const QStringList &codeThemes,
                      QWidget *parent = nullptr);

    ReaderSettings settings() const;

    // Adds the choice of language (the system's, English, Simplified Chinese), above the rest.
    void addLanguage(UiLanguage::Choice current);
    // The language chosen; nullopt without the choice.
    std::optional<UiLanguage::Choice> language() const;
    // Adds the proxy choices, below the reader's.
    void addNetworkPane(const NetworkSettings &settings);
    // Shows where the library is and what it takes on disk: the database and offline images.
    void addStorage(const QString &folder, qint64 databaseBytes, qint64 imageBytes);
    // What the network pane holds; nullopt without one.
    std::optional<NetworkSettings> networkSettings() const;
    QString newProxyPassword() const;

private:
    ReaderSettings m_settings;
    QComboBox *m_theme;
    QComboBox *m_codeTheme;
    QSpinBox *m_zoom;
    QCheckBox *m_lineNumbers;
    QCheckBox *m_remoteImages;
    NetworkPane *m_network = nullptr;
    QComboBox *m_language = nullptr;
    QFormLayout *m_form;
};

} // namespace Lectern
