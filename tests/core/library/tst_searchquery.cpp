#include "library/search/searchquery.h"

#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestSearchQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parses_data();
    void parses();
    void emptiness();
    void highlights();
    void prefixes();
    void papersAreAFilter();
};

namespace {
// Flags as one comma-separated string keeps the table readable.
QString flagsOf(const SearchQuery &query)
{
    QStringList flags;
    if (query.unreadOnly)
        flags << u"unread"_s;
    if (query.starredOnly)
        flags << u"starred"_s;
    if (query.offlineOnly)
        flags << u"offline"_s;
    if (query.hasCode)
        flags << u"code"_s;
    if (query.hasPdf)
        flags << u"pdf"_s;
    return flags.join(u',');
}
} // namespace

void TestSearchQuery::parses_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QStringList>("terms");
    QTest::addColumn<QStringList>("phrases");
    QTest::addColumn<QStringList>("excluded");
    QTest::addColumn<QString>("shelf");
    QTest::addColumn<QString>("feed");
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QDate>("before");
    QTest::addColumn<QDate>("after");

    const QStringList none;
    QTest::newRow("words") << u"memory  barrier"_s << QStringList{u"memory"_s, u"barrier"_s} << none
                           << none << QString() << QString() << QString() << QString() << QDate()
                           << QDate();
    QTest::newRow("phrase") << u"lock \"memory barrier\" free"_s
                            << QStringList{u"lock"_s, u"free"_s} << QStringList{u"memory barrier"_s}
                            << none << QString() << QString() << QString() << QString() << QDate()
                            << QDate();
    QTest::newRow("exclusions") << u"rust -async -\"tokio runtime\""_s << QStringList{u"rust"_s}
                                << none << QStringList{u"async"_s, u"tokio runtime"_s} << QString()
                                << QString() << QString() << QString() << QDate() << QDate();
    QTest::newRow("lone dash") << u"a - b"_s << QStringList{u"a"_s, u"-"_s, u"b"_s} << none << none
                               << QString() << QString() << QString() << QString() << QDate()
                               << QDate();
    QTest::newRow("filters")
        << u"shelf:Tech feed:12 tag:rust is:unread is:starred is:offline has:code"_s << none << none
        << none << u"Tech"_s << u"12"_s << u"rust"_s << u"unread,starred,offline,code"_s << QDate()
        << QDate();
    QTest::newRow("papers") << u"coherence has:pdf"_s << QStringList{u"coherence"_s} << none << none
                            << QString() << QString() << QString() << u"pdf"_s << QDate()
                            << QDate();
    QTest::newRow("paper is pdf") << u"HAS:Paper is:unread"_s << none << none << none << QString()
                                  << QString() << QString() << u"unread,pdf"_s << QDate()
                                  << QDate();
    QTest::newRow("keys any case") << u"TAG:Go IS:Unread"_s << none << none << none << QString()
                                   << QString() << u"Go"_s << u"unread"_s << QDate() << QDate();
    QTest::newRow("quoted value") << u"feed:\"Go blog\" tag:\"machine learning\" x"_s
                                  << QStringList{u"x"_s} << none << none << QString()
                                  << u"Go blog"_s << u"machine learning"_s << QString() << QDate()
                                  << QDate();
    QTest::newRow("dates") << u"before:2024-05-01 after:2023-01-31 go"_s << QStringList{u"go"_s}
                           << none << none << QString() << QString() << QString() << QString()
                           << QDate(2024, 5, 1) << QDate(2023, 1, 31);
    QTest::newRow("bad date is a word")
        << u"before:2024-13-01"_s << QStringList{u"before:2024-13-01"_s} << none << none
        << QString() << QString() << QString() << QString() << QDate() << QDate();
    QTest::newRow("unknown keys are words")
        << u"title:memory is:read has:images http://example.com"_s
        << QStringList{u"title:memory"_s, u"is:read"_s, u"has:images"_s, u"http://example.com"_s}
        << none << none << QString() << QString() << QString() << QString() << QDate() << QDate();
    QTest::newRow("empty value is a word")
        << u"tag:"_s << QStringList{u"tag:"_s} << none << none << QString() << QString()
        << QString() << QString() << QDate() << QDate();
    QTest::newRow("unbalanced quote")
        << u"go \"memory model"_s << QStringList{u"go"_s} << QStringList{u"memory model"_s} << none
        << QString() << QString() << QString() << QString() << QDate() << QDate();
    QTest::newRow("empty quotes") << u"\"\" x \"  \""_s << QStringList{u"x"_s} << none << none
                                  << QString() << QString() << QString() << QString() << QDate()
                                  << QDate();
    QTest::newRow("quote inside word")
        << u"foo\"bar baz\""_s << QStringList{u"foo"_s} << QStringList{u"bar baz"_s} << none
        << QString() << QString() << QString() << QString() << QDate() << QDate();
    QTest::newRow("chinese") << u"内存屏障 规约 -调度器 tag:内核"_s
                             << QStringList{u"内存屏障"_s, u"规约"_s} << none
                             << QStringList{u"调度器"_s} << QString() << QString() << u"内核"_s
                             << QString() << QDate() << QDate();
    QTest::newRow("negated filter is excluded word")
        << u"-tag:go"_s << none << none << QStringList{u"tag:go"_s} << QString() << QString()
        << QString() << QString() << QDate() << QDate();
}

void TestSearchQuery::parses()
{
    QFETCH(QString, input);
    const SearchQuery query = SearchQuery::parse(input);
    QTEST(query.terms, "terms");
    QTEST(query.phrases, "phrases");
    QTEST(query.excluded, "excluded");
    QTEST(query.shelf, "shelf");
    QTEST(query.feed, "feed");
    QTEST(query.tag, "tag");
    QTEST(flagsOf(query), "flags");
    QTEST(query.before, "before");
    QTEST(query.after, "after");
}

void TestSearchQuery::emptiness()
{
    QVERIFY(SearchQuery::parse(u"   "_s).isEmpty());
    QVERIFY(!SearchQuery::parse(u"is:unread"_s).hasText());
    QVERIFY(SearchQuery::parse(u"is:unread"_s).hasFilters());
    QVERIFY(SearchQuery::parse(u"\"a b\""_s).hasText());
    QVERIFY(!SearchQuery::parse(u"-a"_s).hasText());
    QVERIFY(!SearchQuery::parse(u"-a"_s).isEmpty());
}

void TestSearchQuery::highlights()
{
    const QString text = u"Locks & lock-free queues: a lockless design"_s;
    // Whole words only, any case, escaped.
    QCOMPARE(
        SearchQuery::highlight(text, {u"lock"_s}),
        std::optional<QString>(u"Locks &amp; <mark>lock</mark>-free queues: a lockless design"_s));
    QCOMPARE(SearchQuery::highlight(text, {u"mutex"_s}), std::nullopt);
    QCOMPARE(SearchQuery::highlight(text, {}), std::optional<QString>(text.toHtmlEscaped()));
    // CJK needles match inside words; overlapping matches merge.
    QCOMPARE(SearchQuery::highlight(u"内存屏障与调度器"_s, {u"屏障"_s, u"内存屏"_s}),
             std::optional<QString>(u"<mark>内存屏障</mark>与调度器"_s));

    // In a long text, a window around the first match of any needle, every match in it marked.
    const QString filler = u"word "_s.repeated(60);
    const QString longText = filler + u"a barrier orders memory, and memory again. "_s + filler +
                             u"memory far away, barrier too"_s;
    const std::optional<QString> window =
        SearchQuery::highlight(longText, {u"memory"_s, u"barrier"_s});
    QVERIFY(window);
    QVERIFY2(window->startsWith(u"…"_s) && window->endsWith(u"…"_s), qPrintable(*window));
    QVERIFY2(window->contains(u"a <mark>barrier</mark> orders <mark>memory</mark>, and "
                              "<mark>memory</mark> again."_s),
             qPrintable(*window));
    QVERIFY(!window->contains(u"far away"_s));
}

void TestSearchQuery::prefixes()
{
    const SearchQuery star = SearchQuery::parse(u"reduc* a* * -x*"_s);
    QCOMPARE(star.prefixes, QStringList({u"reduc"_s, u"a"_s}));
    QCOMPARE(star.terms, QStringList({u"*"_s})); // a lone star is a word
    QCOMPARE(star.excluded, QStringList({u"x*"_s}));
    QVERIFY(SearchQuery::parse(u"reduc*"_s).hasText());
    QCOMPARE(SearchQuery::parse(u"a \"b\" c*"_s).needles(), QStringList({u"a"_s, u"b"_s, u"c"_s}));

    // As typed: the last word is a prefix until a space ends it.
    const SearchQuery typing = SearchQuery::parseAsTyped(u"memory bar"_s);
    QCOMPARE(typing.terms, QStringList({u"memory"_s}));
    QCOMPARE(typing.prefixes, QStringList({u"bar"_s}));
    QCOMPARE(SearchQuery::parseAsTyped(u"memory bar "_s).terms,
             QStringList({u"memory"_s, u"bar"_s}));
    QVERIFY(SearchQuery::parseAsTyped(u"memory bar "_s).prefixes.isEmpty());
    for (const QString &finished :
         {u"tag:rust"_s, u"memory -bar"_s, u"\"memory bar\""_s, u"is:unread"_s, u""_s}) {
        QVERIFY2(SearchQuery::parseAsTyped(finished).prefixes.isEmpty(), qPrintable(finished));
    }
}

void TestSearchQuery::papersAreAFilter()
{
    for (const QString &text : {u"has:pdf"_s, u"has:paper"_s}) {
        const SearchQuery query = SearchQuery::parse(text);
        QVERIFY2(query.hasPdf, qPrintable(text));
        QVERIFY2(query.hasFilters(), qPrintable(text));
        QVERIFY2(!query.hasText(), qPrintable(text));
        QVERIFY2(!query.isEmpty(), qPrintable(text));
    }
    QVERIFY(!SearchQuery::parse(u"has:code"_s).hasPdf);
    // Other values are words, as has:images is.
    const SearchQuery pdfs = SearchQuery::parse(u"has:pdfs"_s);
    QVERIFY(!pdfs.hasPdf);
    QVERIFY(!pdfs.hasFilters());
    QCOMPARE(pdfs.terms, QStringList{u"has:pdfs"_s});
}

LECTERN_TEST_GUILESS_MAIN(tst_searchquery, TestSearchQuery)
#include "tst_searchquery.moc"
