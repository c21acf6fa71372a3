// The tray's unread count: its tooltip and badge follow the library, its notification setting
// is kept.
#include "library/stores/articlestore.h"
#include "models/feedtreemodel.h"
#include "testregistry.h"
#include "ui/window/unreadtray.h"

#include <QApplication>
#include <QSettings>
#include <QSystemTrayIcon>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestUnreadTray : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tooltipSaysHowManyAreUnread();
    void badgeShowsTheCount();
    void followsTheLibraryAndKeepsTheNotificationChoice();
};

void TestUnreadTray::tooltipSaysHowManyAreUnread()
{
    QVERIFY(UnreadTray::toolTipFor(0).contains(u"nothing unread"_s));
    QVERIFY(UnreadTray::toolTipFor(7).contains(u"7"_s));
}

void TestUnreadTray::badgeShowsTheCount()
{
    QPixmap plain(32, 32);
    plain.fill(Qt::white);
    const QIcon base(plain);
    // No unread articles: the icon as it is.
    QCOMPARE(UnreadTray::badged(base, 0).cacheKey(), base.cacheKey());
    const QImage badge = UnreadTray::badged(base, 5).pixmap(32, 32).toImage();
    // The disc sits at the bottom right corner, in red; the top left stays as it was.
    const auto reds = [&badge](int x0, int y0, int x1, int y1) {
        int count = 0;
        for (int y = y0; y < y1; ++y) {
            for (int x = x0; x < x1; ++x) {
                const QColor c = badge.pixelColor(x, y);
                count += c.red() > 150 && c.green() < 120 && c.blue() < 120;
            }
        }
        return count;
    };
    QVERIFY(reds(16, 16, 32, 32) > 50);
    QCOMPARE(reds(0, 0, 12, 12), 0);
    QVERIFY(!UnreadTray::badged(base, 1234).isNull()); // "99+"
}

void TestUnreadTray::followsTheLibraryAndKeepsTheNotificationChoice()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"s.ini"_s), QSettings::IniFormat);
    QWidget window;
    FeedTreeModel model;
    FeedTreeModel::Content content;
    content.all = ArticleCounts{3, 10};
    model.setContent(content);
    UnreadTray tray(&window, &model, &settings);
    QVERIFY(tray.trayIcon()->toolTip().contains(u"3"_s));
    content.all = ArticleCounts{12, 20};
    model.setContent(content); // counts only: rows stay, dataChanged
    QTRY_VERIFY(tray.trayIcon()->toolTip().contains(u"12"_s));
    // A burst of changes, as a refresh makes them: the tray takes the last count, once.
    const int redraws = tray.redraws();
    for (int unread = 13; unread <= 60; ++unread) {
        content.all = ArticleCounts{unread, 80};
        model.setContent(content);
    }
    QTRY_VERIFY(tray.trayIcon()->toolTip().contains(u"60"_s));
    QCOMPARE(tray.redraws(), redraws + 1);
    QVERIFY(!tray.notifies()); // off unless asked for
    tray.setNotifies(true);
    QVERIFY(settings.value(u"tray/notifyNewArticles"_s).toBool());
    UnreadTray again(&window, &model, &settings);
    QVERIFY(again.notifies());
    tray.announce(2); // no tray on the test platform: nothing shown, nothing breaks
}

LECTERN_TEST_MAIN(tst_unreadtray, TestUnreadTray)
#include "tst_unreadtray.moc"
