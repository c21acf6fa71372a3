// The Preferences dialog shows the settings it is given and returns what the user chose.
#include "ui/settings/preferencesdialog.h"

#include "testregistry.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
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
    void networkPaneEditsTheProxy();
    void showsWhatTheLibraryTakes();
    void languageIsOfferedInItsOwnWords();

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

void TestPreferencesDialog::networkPaneEditsTheProxy()
{
    PreferencesDialog plain(ReaderSettings(), m_themes);
    QVERIFY(!plain.networkSettings());
    QVERIFY(!plain.findChild<QComboBox *>(u"proxyModeBox"_s));

    PreferencesDialog dialog(ReaderSettings(), m_themes);
    dialog.addNetworkPane(NetworkSettings());
    auto *mode = dialog.findChild<QComboBox *>(u"proxyModeBox"_s);
    QVERIFY(mode);
    auto *host = dialog.findChild<QLineEdit *>(u"proxyHostEdit"_s);
    QVERIFY(!host->isEnabled()); // only a manual proxy has a host
    QCOMPARE(dialog.networkSettings(), NetworkSettings());
    mode->setCurrentIndex(mode->findData(int(NetworkSettings::ProxyMode::Manual)));
    QVERIFY(host->isEnabled());
    auto *problem = dialog.findChild<QLabel *>(u"proxyProblemLabel"_s);
    QVERIFY2(problem->text().contains(u"host"_s), qPrintable(problem->text()));
    host->setText(u" proxy.example.org "_s);
    dialog.findChild<QSpinBox *>(u"proxyPortBox"_s)->setValue(3128);
    QVERIFY(problem->text().isEmpty());
    dialog.findChild<QLineEdit *>(u"proxyUserEdit"_s)->setText(u"ann"_s);
    dialog.findChild<QLineEdit *>(u"proxyPasswordEdit"_s)->setText(u"pw"_s);
    const NetworkSettings chosen = dialog.networkSettings().value();
    QCOMPARE(chosen.proxyMode, NetworkSettings::ProxyMode::Manual);
    QCOMPARE(chosen.manualType, QNetworkProxy::HttpProxy);
    QCOMPARE(chosen.manualHost, u"proxy.example.org"_s);
    QCOMPARE(chosen.manualPort, quint16(3128));
    QCOMPARE(chosen.manualUser, u"ann"_s);
    QCOMPARE(dialog.newProxyPassword(), u"pw"_s);
    auto *deadline = dialog.findChild<QSpinBox *>(u"fetchDeadlineBox"_s);
    QVERIFY(deadline);
    QCOMPARE(deadline->value(), 60);
    deadline->setValue(150);
    QCOMPARE(dialog.networkSettings()->fetchDeadlineSeconds, 150);
}

void TestPreferencesDialog::showsWhatTheLibraryTakes()
{
    PreferencesDialog dialog(ReaderSettings{}, {});
    dialog.addStorage(u"/tmp/papers"_s, 3 * 1024 * 1024, 5 * 1024 * 1024);
    auto *label = dialog.findChild<QLabel *>(u"storageLabel"_s);
    QVERIFY(label);
    QVERIFY2(label->text().contains(u"/tmp/papers"_s), qPrintable(label->text()));
    QVERIFY2(label->text().contains(u"3.00 MiB"_s), qPrintable(label->text()));
    QVERIFY2(label->text().contains(u"5.00 MiB"_s), qPrintable(label->text()));
}

void TestPreferencesDialog::languageIsOfferedInItsOwnWords()
{
    PreferencesDialog without(ReaderSettings(), m_themes);
    QVERIFY(!without.language());
    QVERIFY(!without.findChild<QComboBox *>(u"languageBox"_s));

    PreferencesDialog dialog(ReaderSettings(), m_themes);
    dialog.addLanguage(UiLanguage::Choice::Chinese);
    auto *box = dialog.findChild<QComboBox *>(u"languageBox"_s);
    QVERIFY(box);
    QCOMPARE(box->count(), 3);
    QCOMPARE(box->currentText(), u"\u7b80\u4f53\u4e2d\u6587"_s);
    QCOMPARE(dialog.language(), UiLanguage::Choice::Chinese);
    box->setCurrentIndex(box->findText(u"English"_s));
    QCOMPARE(dialog.language(), UiLanguage::Choice::English);
    box->setCurrentIndex(0);
    QCOMPARE(dialog.language(), UiLanguage::Choice::System);
}

LECTERN_TEST_MAIN(tst_preferencesdialog, TestPreferencesDialog)
#include "tst_preferencesdialog.moc"
