// When a feed is due: the interval rules, the not-before time, skipped hours and days.
#include "net/refreshpolicy.h"

#include "testregistry.h"

#include <QDateTime>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestRefreshPolicy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void intervalFollowsOverrideThenHintThenDefault();
    void neverFetchedIsDueAtOnce();
    void dueAfterTheLastAttempt();
    void notBeforeWins();
    void skipHoursAreUtc();
    void skipDays();
    void skippingEverythingIsIgnored();
    void nextRefreshLeavesSkippedHours();
};

namespace {
constexpr qint64 kMinute = 60 * 1000;

qint64 utc(const char *iso)
{
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toMSecsSinceEpoch();
}
} // namespace

void TestRefreshPolicy::intervalFollowsOverrideThenHintThenDefault()
{
    const RefreshPolicy policy(45);
    FeedSchedule feed;
    QCOMPARE(policy.intervalMinutes(feed), 45);
    feed.hintMinutes = 240;
    QCOMPARE(policy.intervalMinutes(feed), 240);
    feed.hintMinutes = 1; // a ttl of one minute is no reason to poll every minute
    QCOMPARE(policy.intervalMinutes(feed), RefreshPolicy::kMinHintMinutes);
    feed.hintMinutes = 0;
    QCOMPARE(policy.intervalMinutes(feed), RefreshPolicy::kMinHintMinutes);
    feed.hintMinutes = 7 * 24 * 60; // weekly: still looked at daily
    QCOMPARE(policy.intervalMinutes(feed), RefreshPolicy::kMaxHintMinutes);
    feed.overrideMinutes = 5; // the user's choice is not clamped
    QCOMPARE(policy.intervalMinutes(feed), 5);
    QCOMPARE(RefreshPolicy().intervalMinutes(FeedSchedule()), RefreshPolicy::kDefaultMinutes);
}

void TestRefreshPolicy::neverFetchedIsDueAtOnce()
{
    const RefreshPolicy policy;
    const FeedSchedule feed;
    QCOMPARE(policy.dueAt(feed), 0);
    QVERIFY(policy.isDue(feed, utc("2026-03-03T10:00:00Z")));
}

void TestRefreshPolicy::dueAfterTheLastAttempt()
{
    const RefreshPolicy policy(60);
    const qint64 t0 = utc("2026-03-03T10:00:00Z");
    FeedSchedule feed;
    feed.lastSuccessAt = t0;
    QCOMPARE(policy.dueAt(feed), t0 + 60 * kMinute);
    QVERIFY(!policy.isDue(feed, t0 + 59 * kMinute));
    QVERIFY(policy.isDue(feed, t0 + 60 * kMinute));
    // A later error counts as an attempt too, and so does one not recorded yet.
    feed.lastErrorAt = t0 + 10 * kMinute;
    QCOMPARE(policy.dueAt(feed), t0 + 70 * kMinute);
    QCOMPARE(policy.dueAt(feed, t0 + 30 * kMinute), t0 + 90 * kMinute);
    feed.hintMinutes = 120;
    QCOMPARE(policy.dueAt(feed), t0 + 130 * kMinute);
}

void TestRefreshPolicy::notBeforeWins()
{
    const RefreshPolicy policy(60);
    const qint64 t0 = utc("2026-03-03T10:00:00Z");
    FeedSchedule feed;
    feed.lastSuccessAt = t0;
    // A server's Retry-After (or the fetcher's backoff) later than the interval wins...
    feed.nextCheckAt = t0 + 3 * 60 * kMinute;
    QCOMPARE(policy.dueAt(feed), feed.nextCheckAt);
    QVERIFY(!policy.isDue(feed, t0 + 2 * 60 * kMinute));
    // ...an earlier one does not cut the interval short.
    feed.nextCheckAt = t0 + 5 * kMinute;
    QCOMPARE(policy.dueAt(feed), t0 + 60 * kMinute);
    // And it holds for a feed never fetched.
    FeedSchedule fresh;
    fresh.nextCheckAt = t0;
    QVERIFY(!policy.isDue(fresh, t0 - 1));
    QVERIFY(policy.isDue(fresh, t0));
}

void TestRefreshPolicy::skipHoursAreUtc()
{
    const quint32 nightHours = (1u << 0) | (1u << 1) | (1u << 2);
    QVERIFY(RefreshPolicy::isSkipped(utc("2026-03-03T00:00:00Z"), nightHours, 0));
    QVERIFY(RefreshPolicy::isSkipped(utc("2026-03-03T02:59:59Z"), nightHours, 0));
    QVERIFY(!RefreshPolicy::isSkipped(utc("2026-03-03T03:00:00Z"), nightHours, 0));
    QVERIFY(!RefreshPolicy::isSkipped(utc("2026-03-02T23:59:59Z"), nightHours, 0));
    // The hour is GMT whatever the offset a time is written with.
    QVERIFY(RefreshPolicy::isSkipped(utc("2026-03-03T09:30:00+08:00"), nightHours, 0));
}

void TestRefreshPolicy::skipDays()
{
    const quint8 weekend = (1u << 5) | (1u << 6);                                // Saturday, Sunday
    QVERIFY(!RefreshPolicy::isSkipped(utc("2026-03-06T23:59:59Z"), 0, weekend)); // Friday
    QVERIFY(RefreshPolicy::isSkipped(utc("2026-03-07T00:00:00Z"), 0, weekend));  // Saturday
    QVERIFY(RefreshPolicy::isSkipped(utc("2026-03-08T12:00:00Z"), 0, weekend));  // Sunday
    QVERIFY(!RefreshPolicy::isSkipped(utc("2026-03-09T00:00:00Z"), 0, weekend)); // Monday
    QVERIFY(RefreshPolicy::isSkipped(utc("1970-01-01T00:00:00Z"), 0, 1u << 3));  // a Thursday
}

void TestRefreshPolicy::skippingEverythingIsIgnored()
{
    const qint64 t = utc("2026-03-03T10:00:00Z");
    QVERIFY(!RefreshPolicy::isSkipped(t, 0xffffffu, 0));
    QVERIFY(!RefreshPolicy::isSkipped(t, 0, 0x7f));
    QCOMPARE(RefreshPolicy::firstAllowed(t, 0xffffffu, 0x7f), t);
}

void TestRefreshPolicy::nextRefreshLeavesSkippedHours()
{
    const RefreshPolicy policy(60);
    FeedSchedule feed;
    feed.lastSuccessAt = utc("2026-03-06T22:30:00Z"); // Friday night: due 23:30
    feed.skipHours = 1u << 23;
    feed.skipDays = (1u << 5) | (1u << 6); // not at the weekend
    const qint64 now = utc("2026-03-06T23:40:00Z");
    QVERIFY(!policy.isDue(feed, now));
    // Midnight starts Saturday: the first allowed moment is Monday 00:00.
    QCOMPARE(policy.nextRefreshAt(feed, now), utc("2026-03-09T00:00:00Z"));
    QVERIFY(policy.isDue(feed, utc("2026-03-09T00:00:00Z")));
}

LECTERN_TEST_GUILESS_MAIN(tst_refreshpolicy, TestRefreshPolicy)
#include "tst_refreshpolicy.moc"
