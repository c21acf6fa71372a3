// The Preferences dialog shows the settings it is given and returns what the user chose.
#include "ui/preferencesdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestPreferencesDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheGivenSettings();
    void returnsTheChoices();
    void unchangedDialogKeepsEverything();
    void unknownCodeThemeIsKept();

private:
    const QStringList m_themes = {u"Breeze Light"_s, u"Breeze Dark"_s, u"Solarized Light"_s};
};

void TestPreferencesDialog::showsTheGivenSettings()
{
    ReaderSettings settings;
    settings.theme = ReaderSettings::Theme::Dark;
    settings.codeTheme = u"Solarized Light"_s;
    settings.zoom = 1.25;
    settings.lineNumbers = true;
    PreferencesDialog dialog(settings, m_themes);
    QCOMPARE(dialog.findChild<QComboBox *>(u"themeBox"_s)->currentText(), u"Dark"_s);
    auto *codeTheme = dialog.findChild<QComboBox *>(u"codeThemeBox"_s);
    QCOMPARE(codeTheme->currentText(), u"Solarized Light"_s);
    QCOMPARE(codeTheme->count(), 4); // "matched" first, then the themes
    QVERIFY(codeTheme->itemData(0).toString().isEmpty());
    QCOMPARE(dialog.findChild<QSpinBox *>(u"zoomBox"_s)->value(), 125);
    QVERIFY(dialog.findChild<QCheckBox *>(u"lineNumbersBox"_s)->isChecked());
    QVERIFY(!dialog.findChild<QCheckBox *>(u"remoteImagesBox"_s)->isChecked());
}

void TestPreferencesDialog::returnsTheChoices()
{
    PreferencesDialog dialog(ReaderSettings(), m_themes);
    auto *theme = dialog.findChild<QComboBox *>(u"themeBox"_s);
    QCOMPARE(theme->currentIndex(), 0); // follows the system
    theme->setCurrentIndex(theme->findText(u"Light"_s));
    auto *codeTheme = dialog.findChild<QComboBox *>(u"codeThemeBox"_s);
    QCOMPARE(codeTheme->currentIndex(), 0);
    codeTheme->setCurrentIndex(codeTheme->findText(u"Breeze Dark"_s));
    dialog.findChild<QSpinBox *>(u"zoomBox"_s)->setValue(150);
    dialog.findChild<QCheckBox *>(u"lineNumbersBox"_s)->setChecked(true);
    dialog.findChild<QCheckBox *>(u"remoteImagesBox"_s)->setChecked(true);
    const ReaderSettings chosen = dialog.settings();
    QCOMPARE(chosen.theme, ReaderSettings::Theme::Light);
    QCOMPARE(chosen.codeTheme, u"Breeze Dark"_s);
    QCOMPARE(chosen.zoom, 1.5);
    QVERIFY(chosen.lineNumbers);
    QVERIFY(chosen.remoteImages);
    // Back to "matched".
    codeTheme->setCurrentIndex(0);
    QVERIFY(dialog.settings().codeTheme.isEmpty());
    // The zoom box keeps to the reader's range.
    auto *zoom = dialog.findChild<QSpinBox *>(u"zoomBox"_s);
    zoom->setValue(900);
    QCOMPARE(dialog.settings().zoom, ReaderSettings::MaxZoom);
}

void TestPreferencesDialog::unchangedDialogKeepsEverything()
{
    ReaderSettings settings;
    settings.zoom = 0.67; // a step the spin box shows rounded
    settings.remoteImages = true;
    const PreferencesDialog dialog(settings, m_themes);
    QVERIFY(dialog.settings() == settings);
}

void TestPreferencesDialog::unknownCodeThemeIsKept()
{
    ReaderSettings settings;
    settings.codeTheme = u"Gone Theme"_s;
    const PreferencesDialog dialog(settings, m_themes);
    QCOMPARE(dialog.findChild<QComboBox *>(u"codeThemeBox"_s)->currentText(), u"Gone Theme"_s);
    QCOMPARE(dialog.settings().codeTheme, u"Gone Theme"_s);
}

QTEST_MAIN(TestPreferencesDialog)
#include "tst_preferencesdialog.moc"
