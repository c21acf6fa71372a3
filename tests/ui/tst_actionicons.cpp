// The window's own icons: every one drawn at 16 to 48 pixels (sharp at 2x), and used when the
// desktop's icon theme has none.
#include "ui/common/actionicons.h"

#include "testregistry.h"

#include <QApplication>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestActionIcons : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyIconComesInEverySize_data();
    void everyIconComesInEverySize();
    void theThemeComesFirstThenOurs();
};

void TestActionIcons::everyIconComesInEverySize_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"go-home", "feed-add", "view-refresh", "search-save", "search-saved"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestActionIcons::everyIconComesInEverySize()
{
    QFETCH(QString, name);
    const QIcon icon = ActionIcons::own(name);
    QCOMPARE(icon.availableSizes(),
             (QList<QSize>{QSize(16, 16), QSize(24, 24), QSize(32, 32), QSize(48, 48)}));
    // Drawn, not blank: a good share of a 48-pixel rendering is painted.
    const QImage image = icon.pixmap(48, 48).toImage();
    QCOMPARE(image.size(), QSize(48, 48));
    int painted = 0;
    for (int y = 0; y < 48; ++y)
        for (int x = 0; x < 48; ++x)
            painted += qAlpha(image.pixel(x, y)) > 128;
    QVERIFY2(painted > 200, qPrintable(QString::number(painted)));
}

void TestActionIcons::theThemeComesFirstThenOurs()
{
    // Without a theme (as here: offscreen, no icon theme) ours are used.
    QIcon::setThemeName(u"no-such-theme"_s);
    const QIcon home = ActionIcons::icon(QIcon::ThemeIcon::GoHome, u"go-home"_s);
    QCOMPARE(home.availableSizes().size(), 4);
    // An unknown drawing falls back to the style's icon when one is named.
    const QIcon fallback =
        ActionIcons::icon(QIcon::ThemeIcon::GoHome, u"no-such-icon"_s, QStyle::SP_DirHomeIcon);
    QVERIFY(!fallback.isNull());
    QVERIFY(ActionIcons::icon(QIcon::ThemeIcon::GoHome, u"no-such-icon"_s).isNull());
}

LECTERN_TEST_MAIN(tst_actionicons, TestActionIcons)
#include "tst_actionicons.moc"
