#include "ui/settings/preferencesdialog.h"

#include "ui/settings/networkpane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

PreferencesDialog::PreferencesDialog(const ReaderSettings &settings, const QStringList &codeThemes,
                                     QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_theme(new QComboBox)
    , m_codeTheme(new QComboBox)
    , m_zoom(new QSpinBox)
    , m_lineNumbers(new QCheckBox(tr("Show line &numbers in code")))
    , m_remoteImages(new QCheckBox(tr("Load &remote images")))
{
    setWindowTitle(tr("Preferences"));

    m_theme->setObjectName(u"themeBox"_s);
    m_theme->addItem(tr("Follow the system"), int(ReaderSettings::Theme::System));
    m_theme->addItem(tr("Light"), int(ReaderSettings::Theme::Light));
    m_theme->addItem(tr("Dark"), int(ReaderSettings::Theme::Dark));
    m_theme->setCurrentIndex(m_theme->findData(int(settings.theme)));

    m_codeTheme->setObjectName(u"codeThemeBox"_s);
    m_codeTheme->addItem(tr("Matched to the reader's theme"), QString());
    QStringList themes = codeThemes;
    themes.sort(Qt::CaseInsensitive);
    for (const QString &theme : std::as_const(themes))
        m_codeTheme->addItem(theme, theme);
    // A theme that is gone (another KSyntaxHighlighting) still shows what is stored.
    if (!settings.codeTheme.isEmpty() && m_codeTheme->findData(settings.codeTheme) < 0)
        m_codeTheme->addItem(settings.codeTheme, settings.codeTheme);
    m_codeTheme->setCurrentIndex(qMax(0, m_codeTheme->findData(settings.codeTheme)));

    m_zoom->setObjectName(u"zoomBox"_s);
    m_zoom->setRange(qRound(ReaderSettings::MinZoom * 100), qRound(ReaderSettings::MaxZoom * 100));
    m_zoom->setSingleStep(10);
    m_zoom->setSuffix(u" %"_s);
    m_zoom->setValue(qRound(settings.zoom * 100));

    m_lineNumbers->setObjectName(u"lineNumbersBox"_s);
    m_lineNumbers->setChecked(settings.lineNumbers);
    m_remoteImages->setObjectName(u"remoteImagesBox"_s);
    m_remoteImages->setChecked(settings.remoteImages);
    auto *privacy = new QLabel(tr("A remote image tells its server that you opened the article. "
                                  "Tracking pixels stay blocked either way."));
    privacy->setWordWrap(true);
    privacy->setEnabled(false);

    auto *form = new QFormLayout;
    m_form = form;
    form->addRow(tr("&Theme:"), m_theme);
    form->addRow(tr("&Code colours:"), m_codeTheme);
    form->addRow(tr("&Zoom:"), m_zoom);
    form->addRow(m_lineNumbers);
    form->addRow(m_remoteImages);
    form->addRow(privacy);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::addLanguage(UiLanguage::Choice current)
{
    if (m_language)
        return;
    m_language = new QComboBox;
    m_language->setObjectName(u"languageBox"_s);
    // Each language in its own words, so that a reader who cannot read the current one finds
    // theirs.
    m_language->addItem(tr("The system's language"), int(UiLanguage::Choice::System));
    m_language->addItem(u"English"_s, int(UiLanguage::Choice::English));
    m_language->addItem(u"\u7b80\u4f53\u4e2d\u6587"_s, int(UiLanguage::Choice::Chinese));
    m_language->setCurrentIndex(qMax(0, m_language->findData(int(current))));
    m_form->insertRow(0, tr("&Language:"), m_language);
}

std::optional<UiLanguage::Choice> PreferencesDialog::language() const
{
    if (!m_language)
        return std::nullopt;
    return UiLanguage::Choice(m_language->currentData().toInt());
}

void PreferencesDialog::addNetworkPane(const NetworkSettings &settings)
{
    if (m_network)
        return;
    m_network = new NetworkPane(settings);
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->insertWidget(box->count() - 1, m_network); // above the buttons
}

void PreferencesDialog::addStorage(const QString &folder, qint64 databaseBytes, qint64 imageBytes)
{
    const QLocale locale;
    auto *storage = new QLabel(tr("Library: %1 (articles %2, offline images %3)")
                                   .arg(QDir::toNativeSeparators(folder),
                                        locale.formattedDataSize(databaseBytes),
                                        locale.formattedDataSize(imageBytes)));
    storage->setObjectName(u"storageLabel"_s);
    storage->setWordWrap(true);
    storage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->insertWidget(box->count() - 1, storage); // above the buttons
}

std::optional<NetworkSettings> PreferencesDialog::networkSettings() const
{
    if (!m_network)
        return std::nullopt;
    return m_network->settings();
}

QString PreferencesDialog::newProxyPassword() const
{
    return m_network ? m_network->newPassword() : QString();
}

ReaderSettings PreferencesDialog::settings() const
{
    ReaderSettings settings = m_settings;
    settings.theme = ReaderSettings::Theme(m_theme->currentData().toInt());
    settings.codeTheme = m_codeTheme->currentData().toString();
    // The spin box rounds to whole percent; an unchanged box keeps the exact stored factor.
    if (m_zoom->value() != qRound(m_settings.zoom * 100))
        settings.zoom = m_zoom->value() / 100.0;
    settings.lineNumbers = m_lineNumbers->isChecked();
    settings.remoteImages = m_remoteImages->isChecked();
    return settings;
}

} // namespace Lectern
