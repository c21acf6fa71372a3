#include "net/fetchbackoff.h"

#include "testregistry.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;
using namespace std::chrono_literals;

class TestFetchBackoff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsDeltaSeconds();
    void readsHttpDates_data();
    void readsHttpDates();
    void rejectsUnreadableValues_data();
    void rejectsUnreadableValues();
    void doublesUpToTheCap();
    void jitterStaysWithinItsFraction();
    void laterOfRetryAfterAndBackoffWins();
    void capsAnEndlessRetryAfter();

private:
    const QDateTime m_now{QDate(2026, 3, 1), QTime(12, 0), QTimeZone::UTC};
};

void TestFetchBackoff::readsDeltaSeconds()
{
    QCOMPARE(FetchBackoff::parseRetryAfter("120", m_now), m_now.addSecs(120));
    QCOMPARE(FetchBackoff::parseRetryAfter(" 0 ", m_now), m_now);
}

void TestFetchBackoff::readsHttpDates_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::newRow("IMF-fixdate") << "Sun, 01 Mar 2026 13:30:00 GMT"_ba;
    QTest::newRow("numeric zone") << "Sun, 01 Mar 2026 14:30:00 +0100"_ba;
}

void TestFetchBackoff::readsHttpDates()
{
    QFETCH(QByteArray, value);
    QCOMPARE(FetchBackoff::parseRetryAfter(value, m_now),
             QDateTime(QDate(2026, 3, 1), QTime(13, 30), QTimeZone::UTC));
}

void TestFetchBackoff::rejectsUnreadableValues_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("negative") << "-5"_ba;
    QTest::newRow("words") << "after lunch"_ba;
}

void TestFetchBackoff::rejectsUnreadableValues()
{
    QFETCH(QByteArray, value);
    QVERIFY(!FetchBackoff::parseRetryAfter(value, m_now).isValid());
}

void TestFetchBackoff::doublesUpToTheCap()
{
    FetchBackoff::Policy policy;
    policy.base = 10min;
    policy.cap = 2h;
    const FetchBackoff backoff(policy);
    QCOMPARE(backoff.backoff(0).count(), 0);
    QCOMPARE(backoff.backoff(1).count(), 600);
    QCOMPARE(backoff.backoff(2).count(), 1200);
    QCOMPARE(backoff.backoff(4).count(), 4800);
    QCOMPARE(backoff.backoff(5).count(), 7200);
    QCOMPARE(backoff.backoff(1000).count(), 7200); // no overflow far along
}

void TestFetchBackoff::jitterStaysWithinItsFraction()
{
    QRandomGenerator random(42);
    FetchBackoff::Policy policy;
    policy.base = 10min;
    policy.jitter = 0.2;
    const FetchBackoff backoff(policy, &random);
    QSet<qint64> seen;
    for (int i = 0; i < 50; ++i) {
        const qint64 delay = m_now.secsTo(backoff.nextAttempt(3, {}, m_now));
        QVERIFY2(delay >= 40 * 60 && delay <= 48 * 60, qPrintable(QString::number(delay)));
        seen.insert(delay);
    }
    QVERIFY(seen.size() > 10); // spread out, not one fixed delay
}

void TestFetchBackoff::laterOfRetryAfterAndBackoffWins()
{
    FetchBackoff::Policy policy;
    policy.base = 10min;
    policy.jitter = 0;
    const FetchBackoff backoff(policy);
    QCOMPARE(backoff.nextAttempt(1, m_now.addSecs(3600), m_now), m_now.addSecs(3600));
    QCOMPARE(backoff.nextAttempt(1, m_now.addSecs(60), m_now), m_now.addSecs(600));
    QCOMPARE(backoff.nextAttempt(1, {}, m_now), m_now.addSecs(600));
}

void TestFetchBackoff::capsAnEndlessRetryAfter()
{
    FetchBackoff::Policy policy;
    policy.jitter = 0;
    policy.maxRetryAfter = std::chrono::days(7);
    const FetchBackoff backoff(policy);
    QCOMPARE(backoff.nextAttempt(1, m_now.addYears(10), m_now), m_now.addDays(7));
}

LECTERN_TEST_GUILESS_MAIN(tst_fetchbackoff, TestFetchBackoff)
#include "tst_fetchbackoff.moc"
