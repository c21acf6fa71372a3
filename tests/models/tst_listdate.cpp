#include "models/listdate.h"

#include "testregistry.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestListDate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void english_data();
    void english();
    void chinese();

private:
    // Wednesday 2 December 2026, 10:00 local time.
    const QDateTime m_now{QDate(2026, 12, 2), QTime(10, 0)};
};

void TestListDate::english_data()
{
    QTest::addColumn<QDateTime>("when");
    QTest::addColumn<QString>("shown");
    QTest::newRow("today") << QDateTime(QDate(2026, 12, 2), QTime(9, 30, 12)) << u"09:30"_s;
    QTest::newRow("later today") << QDateTime(QDate(2026, 12, 2), QTime(23, 5)) << u"23:05"_s;
    QTest::newRow("yesterday") << QDateTime(QDate(2026, 12, 1), QTime(18, 5))
                               << u"Yesterday 18:05"_s;
    QTest::newRow("this week") << QDateTime(QDate(2026, 11, 29), QTime(14, 10)) << u"Sun 14:10"_s;
    QTest::newRow("this year") << QDateTime(QDate(2026, 3, 2), QTime(8, 0)) << u"2 Mar"_s;
    QTest::newRow("another year") << QDateTime(QDate(2025, 3, 2), QTime(8, 0)) << u"2 Mar 2025"_s;
    QTest::newRow("tomorrow (a clock ahead)")
        << QDateTime(QDate(2026, 12, 3), QTime(8, 0)) << u"3 Dec"_s;
    QTest::newRow("none") << QDateTime() << QString();
}

void TestListDate::english()
{
    QFETCH(QDateTime, when);
    QFETCH(QString, shown);
    QCOMPARE(ListDate::format(when, m_now, QLocale(QLocale::English, QLocale::UnitedKingdom)),
             shown);
    // Scripts often run in the C locale: no seconds there either.
    if (when.date() == m_now.date())
        QCOMPARE(ListDate::format(when, m_now, QLocale::c()), shown);
}

void TestListDate::chinese()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(LECTERN_BINARY_DIR "/lectern_zh_CN.qm")));
    QCoreApplication::installTranslator(&translator);
    const QLocale chinese(QLocale::Chinese, QLocale::China);
    QCOMPARE(ListDate::format(QDateTime(QDate(2026, 12, 2), QTime(9, 30)), m_now, chinese),
             u"今天 09:30"_s);
    QCOMPARE(ListDate::format(QDateTime(QDate(2026, 12, 1), QTime(18, 5)), m_now, chinese),
             u"昨天 18:05"_s);
    QCOMPARE(ListDate::format(QDateTime(QDate(2026, 11, 29), QTime(14, 10)), m_now, chinese),
             u"周日 14:10"_s);
    QCOMPARE(ListDate::format(QDateTime(QDate(2026, 3, 2), QTime(8, 0)), m_now, chinese),
             u"3月2日"_s);
    QCOMPARE(ListDate::format(QDateTime(QDate(2025, 3, 2), QTime(8, 0)), m_now, chinese),
             u"2025年3月2日"_s);
    QCoreApplication::removeTranslator(&translator);
}

LECTERN_TEST_GUILESS_MAIN(tst_listdate, TestListDate)
#include "tst_listdate.moc"
