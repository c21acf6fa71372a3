// Feed Properties: what the feed is, and how it is kept offline.
#include "ui/sidepanel/feedpropertiesdialog.h"

#include "testregistry.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestFeedPropertiesDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheFeedAndItsCaptureSettings();
    void returnsWhatWasChosen();
    void aPageFeedEditsItsRule();
    void editsTitleIntervalAndRetention();
    void anAddressIsEditedAndMustBeOnTheWeb();
    void choosesAShelfAndSaysWhenItLastWorked();
};

namespace {
FeedRecord sampleFeed()
{
    FeedRecord feed;
    feed.id = 7;
    feed.title = u"GPU notes"_s;
    feed.url = QUrl(u"http://127.0.0.1:9/feed.xml"_s);
    feed.totalCount = 12;
    feed.unreadCount = 3;
    feed.lastError = u"HTTP 503"_s;
    feed.lastErrorAt = QDateTime::currentDateTimeUtc();
    feed.capturePolicy = u"always"_s;
    feed.captureSelector = u"article .post"_s;
    feed.captureStrip = u".share"_s;
    return feed;
}
} // namespace

void TestFeedPropertiesDialog::showsTheFeedAndItsCaptureSettings()
{
    FeedPropertiesDialog dialog(sampleFeed());
    QCOMPARE(dialog.capturePolicy(), CapturePolicy::Always);
    QCOMPARE(dialog.articleSelector(), u"article .post"_s);
    QCOMPARE(dialog.stripSelectors(), u".share"_s);
    QStringList texts;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        texts << label->text();
    const QString all = texts.join(u'\n');
    QCOMPARE(dialog.findChild<QLineEdit *>(u"feedTitle"_s)->text(), u"GPU notes"_s);
    QCOMPARE(dialog.findChild<QLineEdit *>(u"feedUrl"_s)->text(), u"http://127.0.0.1:9/feed.xml"_s);
    QCOMPARE(dialog.url(), QUrl(u"http://127.0.0.1:9/feed.xml"_s));
    QVERIFY(all.contains(u"12 (3 unread)"_s));
    QVERIFY(all.contains(u"HTTP 503"_s));
}

void TestFeedPropertiesDialog::returnsWhatWasChosen()
{
    FeedPropertiesDialog dialog(sampleFeed());
    auto *policy = dialog.findChild<QComboBox *>(u"capturePolicy"_s);
    policy->setCurrentIndex(policy->findData(int(CapturePolicy::Never)));
    dialog.findChild<QLineEdit *>(u"articleSelector"_s)->setText(u"  main .entry  "_s);
    dialog.findChild<QLineEdit *>(u"stripSelectors"_s)->clear();
    QCOMPARE(dialog.capturePolicy(), CapturePolicy::Never);
    QCOMPARE(dialog.articleSelector(), u"main .entry"_s);
    QVERIFY(dialog.stripSelectors().isEmpty());
}

void TestFeedPropertiesDialog::aPageFeedEditsItsRule()
{
    FeedRecord plain;
    plain.title = u"A feed"_s;
    FeedPropertiesDialog feedDialog(plain);
    QVERIFY(!feedDialog.pageRule());
    QVERIFY(!feedDialog.findChild<QLineEdit *>(u"pageRule-item"_s));

    FeedRecord page;
    page.title = u"Mei's Library"_s;
    page.url = QUrl(u"http://127.0.0.1:9/library/"_s);
    page.pageFeed = true;
    page.pageRule.item = u"section .card"_s;
    FeedPropertiesDialog dialog(page);
    auto *item = dialog.findChild<QLineEdit *>(u"pageRule-item"_s);
    QVERIFY(item);
    QCOMPARE(item->text(), u"section .card"_s);
    dialog.findChild<QLineEdit *>(u"pageRule-title"_s)->setText(u"h3:first-of-type"_s);
    dialog.show();
    dialog.accept(); // refused: the problem is shown, the dialog stays
    QVERIFY(dialog.isVisible());
    auto *problem = dialog.findChild<QLabel *>(u"pageRuleProblem"_s);
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(u"pseudo-classes"_s), qPrintable(problem->text()));
    dialog.findChild<QLineEdit *>(u"pageRule-title"_s)->setText(u"h3"_s);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.pageRule()->title, u"h3"_s);
    QCOMPARE(dialog.pageRule()->item, u"section .card"_s);
}

void TestFeedPropertiesDialog::editsTitleIntervalAndRetention()
{
    // Unset: both boxes show their words, and nothing is set.
    FeedPropertiesDialog plain(sampleFeed());
    auto *interval = plain.findChild<QSpinBox *>(u"refreshInterval"_s);
    auto *retention = plain.findChild<QSpinBox *>(u"retentionDays"_s);
    QVERIFY(interval && retention);
    QCOMPARE(interval->text(), interval->specialValueText());
    QCOMPARE(retention->text(), retention->specialValueText());
    QCOMPARE(plain.intervalMinutes(), std::nullopt);
    QCOMPARE(plain.retentionDays(), std::nullopt);
    QCOMPARE(plain.title(), u"GPU notes"_s);

    FeedRecord set = sampleFeed();
    set.intervalMinutes = 120;
    set.retentionDays = 60;
    FeedPropertiesDialog dialog(set);
    QCOMPARE(dialog.intervalMinutes(), std::optional<int>(120));
    QCOMPARE(dialog.retentionDays(), std::optional<int>(60));
    dialog.findChild<QLineEdit *>(u"feedTitle"_s)->setText(u"  Shaders  "_s);
    dialog.findChild<QSpinBox *>(u"refreshInterval"_s)->setValue(3); // below: "as suggested"
    dialog.findChild<QSpinBox *>(u"retentionDays"_s)->setValue(7);
    QCOMPARE(dialog.title(), u"Shaders"_s);
    QCOMPARE(dialog.intervalMinutes(), std::nullopt);
    QCOMPARE(dialog.retentionDays(), std::optional<int>(7));
    dialog.findChild<QSpinBox *>(u"refreshInterval"_s)->setValue(5);
    QCOMPARE(dialog.intervalMinutes(), std::optional<int>(5));
}

void TestFeedPropertiesDialog::anAddressIsEditedAndMustBeOnTheWeb()
{
    FeedPropertiesDialog dialog(sampleFeed());
    auto *address = dialog.findChild<QLineEdit *>(u"feedUrl"_s);
    QCOMPARE(address->text(), u"http://127.0.0.1:9/feed.xml"_s);
    auto *problem = dialog.findChild<QLabel *>(u"feedUrlProblem"_s);
    dialog.show();
    address->setText(u"ftp://127.0.0.1/feed.xml"_s);
    dialog.accept();
    QVERIFY(dialog.isVisible()); // refused, and said why
    QVERIFY(problem->isVisible() && problem->text().contains(u"http"_s));
    address->setText(u" 127.0.0.1:9/atom.xml "_s); // as a browser reads it
    QCOMPARE(dialog.url(), QUrl(u"http://127.0.0.1:9/atom.xml"_s));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(!problem->isVisible());
}

void TestFeedPropertiesDialog::choosesAShelfAndSaysWhenItLastWorked()
{
    FeedRecord feed = sampleFeed();
    feed.shelfId = 5;
    feed.lastSuccessAt = QDateTime(QDate(2026, 11, 30), QTime(9, 15), QTimeZone::UTC);
    const QList<std::pair<QString, qint64>> shelves = {{u"Systems"_s, 4}, {u"Systems/GPU"_s, 5}};
    FeedPropertiesDialog dialog(feed, shelves);
    auto *shelf = dialog.findChild<QComboBox *>(u"feedShelf"_s);
    QVERIFY(shelf);
    QCOMPARE(shelf->currentText(), u"Systems/GPU"_s);
    QCOMPARE(dialog.shelfId(), 5);
    shelf->setCurrentIndex(shelf->findText(u"No Shelf"_s));
    QCOMPARE(dialog.shelfId(), 0);
    shelf->setCurrentIndex(shelf->findText(u"Systems"_s));
    QCOMPARE(dialog.shelfId(), 4);
    const auto labelsSay = [](const QDialog &shown, const QString &text) {
        for (const QLabel *label : shown.findChildren<QLabel *>()) {
            if (label->text().contains(text))
                return true;
        }
        return false;
    };
    QVERIFY(labelsSay(dialog,
                      QLocale().toString(feed.lastSuccessAt.toLocalTime(), QLocale::ShortFormat)));
    FeedRecord never = sampleFeed();
    FeedPropertiesDialog first(never, shelves);
    QCOMPARE(first.shelfId(), 0);
    QVERIFY(labelsSay(first, u"never"_s));
}

LECTERN_TEST_MAIN(tst_feedpropertiesdialog, TestFeedPropertiesDialog)
#include "tst_feedpropertiesdialog.moc"
