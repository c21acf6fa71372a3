// Preferences: the reader's look (theme, code colours, zoom, line numbers) and whether remote
// images load. Edits a copy of the settings; the caller applies settings() when accepted.
#pragma once

#include "reading/readersettings.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace Lectern {

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    // codeThemes: the KSyntaxHighlighting themes to choose from.
    PreferencesDialog(const ReaderSettings &settings, const QStringList &codeThemes,
                      QWidget *parent = nullptr);

    ReaderSettings settings() const;

private:
    ReaderSettings m_settings;
    QComboBox *m_theme;
    QComboBox *m_codeTheme;
    QSpinBox *m_zoom;
    QCheckBox *m_lineNumbers;
    QCheckBox *m_remoteImages;
};

} // namespace Lectern
