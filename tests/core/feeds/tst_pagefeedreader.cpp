// Page feeds: the items of index pages written for the project (tests/data/pages) against their
// golden JSON, which lists every item a reader expects and nothing else. Regenerate a golden
// with LECTERN_WRITE_PAGE_GOLDENS=1 and read the diff: a golden says what should be found.
#include "feeds/pagefeedreader.h"
#include "feeds/parsedfeedjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestPageFeedReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void noItemsIsSaidClearly();
    void findsDates_data();
    void findsDates();
    void idsAreLinksNotText();
};

namespace {
QByteArray readFixture(const QString &name)
{
    QFile file(QStringLiteral(LECTERN_TEST_DATA "/pages/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What a golden holds: the feed's title and, per item, what the reader shows.
QJsonObject summaryOf(const ParsedFeed &feed)
{
    QJsonArray entries;
    for (const ParsedEntry &entry : feed.entries) {
        QJsonObject object = ParsedFeedJson::toJson(entry);
        object.remove(u"content"_s);
        object.remove(u"updated"_s);
        object.remove(u"authors"_s);
        object.remove(u"enclosures"_s);
        object.remove(u"language"_s);
        entries.append(object);
    }
    QJsonArray problems;
    for (const ParseProblem &problem : feed.problems)
        problems.append(problem.message);
    return {{u"title"_s, feed.title}, {u"entries"_s, entries}, {u"problems"_s, problems}};
}
} // namespace

void TestPageFeedReader::fixtures_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("page");
    QTest::newRow("bilingual library")
        << u"bilingual-library"_s << u"https://mei.example.org/library/"_s;
    QTest::newRow("jekyll home") << u"jekyll-home"_s << u"https://compilers.example.org/"_s;
    QTest::newRow("hugo list, paginated") << u"hugo-list"_s << u"https://gpu.example.net/posts/"_s;
    QTest::newRow("docs with a sidebar")
        << u"docs-sidebar"_s << u"https://tracekit.example.com/docs/guides/"_s;
    QTest::newRow("table rows") << u"table-items"_s << u"https://reading.example.edu/reading/"_s;
    QTest::newRow("no items") << u"no-items"_s << u"https://hana.example.com/about/"_s;
}

void TestPageFeedReader::fixtures()
{
    QFETCH(QString, fixture);
    QFETCH(QString, page);
    const QByteArray html = readFixture(fixture + u".html"_s);
    QVERIFY(!html.isEmpty());
    const ParsedFeed feed = PageFeedReader::read(html, QUrl(page));
    QCOMPARE(feed.format, FeedFormat::Page);
    const QJsonObject actual = summaryOf(feed);
    const QString goldenPath = QStringLiteral(LECTERN_TEST_DATA "/pages/") + fixture + u".json"_s;
    if (qEnvironmentVariableIntValue("LECTERN_WRITE_PAGE_GOLDENS") == 1) {
        QFile out(goldenPath);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(actual).toJson(QJsonDocument::Indented));
    }
    QFile golden(goldenPath);
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(goldenPath));
    const QJsonObject expected = QJsonDocument::fromJson(golden.readAll()).object();
    // Item by item first, for a readable failure.
    const QJsonArray got = actual.value(u"entries"_s).toArray();
    const QJsonArray want = expected.value(u"entries"_s).toArray();
    for (qsizetype i = 0; i < qMin(got.size(), want.size()); ++i)
        QCOMPARE(QJsonDocument(got.at(i).toObject()).toJson(),
                 QJsonDocument(want.at(i).toObject()).toJson());
    QCOMPARE(got.size(), want.size());
    QCOMPARE(actual, expected);
}

void TestPageFeedReader::noItemsIsSaidClearly()
{
    const ParsedFeed feed = PageFeedReader::read(readFixture(u"no-items.html"_s),
                                                 QUrl(u"https://hana.example.com/about/"_s));
    QVERIFY(feed.entries.isEmpty());
    QCOMPARE(feed.problems.size(), 1);
    QVERIFY2(feed.problems.first().message.contains(u"found no repeated items"_s),
             qPrintable(feed.problems.first().message));
}

void TestPageFeedReader::findsDates_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QDate>("date");
    QTest::newRow("iso") << u"posted 2025-03-02 in notes"_s << QDate(2025, 3, 2);
    QTest::newRow("slashes") << u"2025/3/2"_s << QDate(2025, 3, 2);
    QTest::newRow("dots") << u"2025.03.02"_s << QDate(2025, 3, 2);
    QTest::newRow("month first") << u"March 2, 2025"_s << QDate(2025, 3, 2);
    QTest::newRow("short month") << u"Sep 2, 2026 · 5 min"_s << QDate(2026, 9, 2);
    QTest::newRow("day first") << u"2nd Mar 2025"_s << QDate(2025, 3, 2);
    QTest::newRow("chinese") << u"发布于 2025年3月2日"_s << QDate(2025, 3, 2);
    QTest::newRow("chinese month") << u"2025年3月"_s << QDate(2025, 3, 1);
    QTest::newRow("month and year") << u"March 2025"_s << QDate(2025, 3, 1);
    QTest::newRow("earliest written first")
        << u"Oct 1, 2024 (updated 2025-01-05)"_s << QDate(2024, 10, 1);
    QTest::newRow("not a date") << u"version 2025.13.40"_s << QDate();
    QTest::newRow("a number") << u"20250302"_s << QDate();
    QTest::newRow("nothing") << u"no dates here"_s << QDate();
}

void TestPageFeedReader::findsDates()
{
    QFETCH(QString, text);
    QFETCH(QDate, date);
    const QDateTime found = PageFeedReader::findDate(text);
    QCOMPARE(found.date(), date);
    if (date.isValid())
        QCOMPARE(found.toUTC().time(), QTime(12, 0)); // noon UTC: the same day everywhere
}

void TestPageFeedReader::idsAreLinksNotText()
{
    // A typo fixed in a card's title is the same article; a card moved to another section too.
    const QByteArray before = "<main><ul>"
                              "<li><a href='/p/one'>The first post, with a typo</a></li>"
                              "<li><a href='/p/two'>The second post</a></li></ul></main>";
    const QByteArray after = "<main><ul>"
                             "<li><a href='/p/one'>The first post, without a typo</a></li>"
                             "<li><a href='/p/two'>The second post</a></li></ul></main>";
    const QUrl page(u"https://a.example/"_s);
    const ParsedFeed one = PageFeedReader::read(before, page);
    const ParsedFeed two = PageFeedReader::read(after, page);
    QCOMPARE(one.entries.size(), 2);
    QCOMPARE(one.entries.first().id, u"https://a.example/p/one"_s);
    QCOMPARE(two.entries.first().id, one.entries.first().id);
}

QTEST_GUILESS_MAIN(TestPageFeedReader)
#include "tst_pagefeedreader.moc"
