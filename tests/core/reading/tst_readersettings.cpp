// The reader's settings: what the page takes of them, the zoom ladder, and the store's keys,
// defaults and tolerance of values it cannot use.
#include "reading/readersettings.h"
#include "reading/readersettingsstore.h"
#include "testregistry.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestReaderSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaults();
    void pageStyle();
    void zoomLadder();
    void storeRoundTrip();
    void storeRefusesBadValues();

private:
    QTemporaryDir m_dir;
};

void TestReaderSettings::defaults()
{
    const ReaderSettings settings;
    QCOMPARE(settings.theme, ReaderSettings::Theme::System);
    QVERIFY(settings.codeTheme.isEmpty());
    QCOMPARE(settings.zoom, 1.0);
    QVERIFY(!settings.lineNumbers);
    QVERIFY(!settings.remoteImages); // privacy first
    // An empty file is the defaults.
    QSettings file(m_dir.filePath(u"empty.ini"_s), QSettings::IniFormat);
    QVERIFY(ReaderSettingsStore(&file).load() == settings);
}

void TestReaderSettings::pageStyle()
{
    ReaderSettings settings;
    ArticlePageRenderer::Style style = settings.pageStyle();
    QVERIFY(!style.dark.has_value()); // follows the system
    QVERIFY(!style.lineNumbers);
    QVERIFY(!style.allowRemoteImages);
    QVERIFY(style == ArticlePageRenderer::Style());

    settings.theme = ReaderSettings::Theme::Dark;
    settings.codeTheme = u"Solarized Light"_s;
    settings.lineNumbers = true;
    settings.remoteImages = true;
    settings.zoom = 2.0;
    style = settings.pageStyle();
    QCOMPARE(style.dark, std::optional<bool>(true));
    QCOMPARE(style.codeTheme, u"Solarized Light"_s);
    QVERIFY(style.lineNumbers);
    QVERIFY(style.allowRemoteImages);
    settings.theme = ReaderSettings::Theme::Light;
    QCOMPARE(settings.pageStyle().dark, std::optional<bool>(false));

    // Zoom is the view's: it does not change the page.
    ReaderSettings zoomed;
    zoomed.zoom = 1.5;
    QVERIFY(zoomed.pageStyle() == ReaderSettings().pageStyle());
}

void TestReaderSettings::zoomLadder()
{
    QCOMPARE(ReaderSettings::zoomedIn(1.0), 1.1);
    QCOMPARE(ReaderSettings::zoomedOut(1.0), 0.9);
    QCOMPARE(ReaderSettings::zoomedIn(0.9), 1.0);
    QCOMPARE(ReaderSettings::zoomedOut(1.1), 1.0);
    // Off the ladder (a factor typed in Preferences): the next step in that direction.
    QCOMPARE(ReaderSettings::zoomedIn(1.17), 1.25);
    QCOMPARE(ReaderSettings::zoomedOut(1.17), 1.1);
    // The ends hold.
    QCOMPARE(ReaderSettings::zoomedIn(ReaderSettings::MaxZoom), ReaderSettings::MaxZoom);
    QCOMPARE(ReaderSettings::zoomedOut(ReaderSettings::MinZoom), ReaderSettings::MinZoom);
    // Every step up is undone by a step down.
    for (double zoom = ReaderSettings::MinZoom; zoom < ReaderSettings::MaxZoom;) {
        const double up = ReaderSettings::zoomedIn(zoom);
        QVERIFY(up > zoom);
        QCOMPARE(ReaderSettings::zoomedOut(up), zoom);
        zoom = up;
    }
}

void TestReaderSettings::storeRoundTrip()
{
    const QString path = m_dir.filePath(u"roundtrip.ini"_s);
    ReaderSettings settings;
    settings.theme = ReaderSettings::Theme::Dark;
    settings.codeTheme = u"Breeze Dark"_s;
    settings.zoom = 1.25;
    settings.lineNumbers = true;
    settings.remoteImages = true;
    {
        QSettings file(path, QSettings::IniFormat);
        ReaderSettingsStore(&file).save(settings);
    }
    // Another process (the CLI) reads the file as written.
    QSettings file(path, QSettings::IniFormat);
    QVERIFY(ReaderSettingsStore(&file).load() == settings);
    QCOMPARE(file.value(u"reader/theme"_s).toString(), u"dark"_s);
    QCOMPARE(file.value(u"reader/zoom"_s).toDouble(), 1.25);

    settings.theme = ReaderSettings::Theme::Light;
    ReaderSettingsStore(&file).save(settings);
    QCOMPARE(ReaderSettingsStore(&file).load().theme, ReaderSettings::Theme::Light);
    settings.theme = ReaderSettings::Theme::System;
    ReaderSettingsStore(&file).save(settings);
    QCOMPARE(ReaderSettingsStore(&file).load().theme, ReaderSettings::Theme::System);
}

void TestReaderSettings::storeRefusesBadValues()
{
    QSettings file(m_dir.filePath(u"bad.ini"_s), QSettings::IniFormat);
    file.setValue(u"reader/theme"_s, u"sepia"_s);
    file.setValue(u"reader/zoom"_s, u"huge"_s);
    file.setValue(u"reader/lineNumbers"_s, true);
    const ReaderSettings settings = ReaderSettingsStore(&file).load();
    QCOMPARE(settings.theme, ReaderSettings::Theme::System);
    QCOMPARE(settings.zoom, 1.0);
    QVERIFY(settings.lineNumbers); // what could be read is kept
    file.setValue(u"reader/zoom"_s, 40.0);
    QCOMPARE(ReaderSettingsStore(&file).load().zoom, 1.0);
    file.setValue(u"reader/zoom"_s, 0.1);
    QCOMPARE(ReaderSettingsStore(&file).load().zoom, 1.0);
    file.setValue(u"reader/zoom"_s, 2.5);
    QCOMPARE(ReaderSettingsStore(&file).load().zoom, 2.5);
}

LECTERN_TEST_GUILESS_MAIN(tst_readersettings, TestReaderSettings)
#include "tst_readersettings.moc"
