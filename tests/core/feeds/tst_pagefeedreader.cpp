// Page feeds: the items of index pages written for the project (tests/data/pages) against their
// golden JSON, which lists every item a reader expects and nothing else. Regenerate a golden
// with LECTERN_WRITE_PAGE_GOLDENS=1 and read the diff: a golden says what should be found.
#include "feeds/pagefeed/htmlselector.h"
#include "feeds/pagefeed/pagefeedreader.h"
#include "feeds/pagefeed/pagesections.h"
#include "feeds/pagefeed/sitemapreader.h"
#include "feeds/parsedfeedjson.h"
#include "html/gumbotree.h"
#include "testregistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestPageFeedReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void noItemsIsSaidClearly();
    void aPageOfSectionsSplitsIntoSectionFeeds();
    void findsDates_data();
    void findsDates();
    void idsAreLinksNotText();
    void aCardsLinkIsItsPostNotItsExcerptsLink();
    void cardsOfAnotherClassKeepTheirPlace();
    void aProfileCardAmongThePostsIsNoPost();
    void selectors_data();
    void selectors();
    void badSelectorsAreRefusedWithAReason_data();
    void badSelectorsAreRefusedWithAReason();
    void aRuleOverridesDetection();
    void aRuleThatMatchesNothingSaysSo();
    void rulesRoundTripAsJson();
    void sitemapPagesNewestFirst();
    void notASitemapSaysSo();
};

namespace {
QByteArray readPage(const QString &name)
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
    // Shapes of real blogs' index pages (written for the project in those shapes).
    QTest::newRow("hexo next, a container named after its sidebar")
        << u"hexo-next-mist"_s << u"https://bianyi.example/"_s;
    QTest::newRow("hexo icarus, titles in p.title, a heading in an excerpt")
        << u"hexo-icarus"_s << u"https://rust.example/"_s;
    QTest::newRow("octopress classic, whole posts inline")
        << u"octopress-classic"_s << u"https://kernel.example.org/"_s;
    QTest::newRow("hugo cupper, main inside main-and-footer")
        << u"hugo-cupper"_s << u"https://tips.example.net/"_s;
    QTest::newRow("papermod, a featured first entry")
        << u"papermod-featured"_s << u"https://virt.example.dev/"_s;
    QTest::newRow("archive by year, XHTML with an XML declaration, years of one post")
        << u"year-archive-xhtml"_s << u"https://papers.example.org/archive/"_s;
    QTest::newRow("pelican archives, a definition list of dates and posts")
        << u"pelican-archives"_s << u"https://syslog.example/archives.html"_s;
    QTest::newRow("hakyll archive, a plain list with the date after the link")
        << u"hakyll-archive"_s << u"https://walks.example/archive.html"_s;
    QTest::newRow("docusaurus blog list, titles in each article's own header, a recent-posts "
                  "sidebar")
        << u"docusaurus-blog"_s << u"https://wen.example/blog"_s;
}

void TestPageFeedReader::fixtures()
{
    QFETCH(QString, fixture);
    QFETCH(QString, page);
    const QByteArray html = readPage(fixture + u".html"_s);
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

// A library page of headed lists: its sections in the page's order, each section's items
// alone, and addresses that name a section without changing what is fetched.
void TestPageFeedReader::aPageOfSectionsSplitsIntoSectionFeeds()
{
    const QUrl page(u"https://mei.example.org/library/"_s);
    const ParsedFeed items = PageFeedReader::read(readPage(u"bilingual-library.html"_s), page);
    const QStringList sections = PageSections::of(items);
    QCOMPARE(sections, (QStringList{u"Code Readings 代码阅读"_s, u"Paper Readings 论文阅读"_s,
                                    u"Tutorials 教程"_s, u"Experiments 实验"_s}));
    const ParsedFeed papers = PageSections::only(items, sections.at(1));
    QCOMPARE(papers.title, sections.at(1));
    QCOMPARE(papers.entries.size(), 2);
    QCOMPARE(papers.entries.first().title, u"FlashAttention: IO-aware exact attention"_s);
    const QUrl feedUrl = PageSections::feedUrl(page, sections.at(1));
    QVERIFY(feedUrl != page);
    QCOMPARE(PageSections::sectionOf(feedUrl), sections.at(1));
    QCOMPARE(PageSections::pageOf(feedUrl), page);
    QCOMPARE(PageSections::sectionOf(page), QString());
    QCOMPARE(PageSections::pageOf(page), page);
    // A page without headed lists has no sections to follow apart.
    QVERIFY(PageSections::of(PageFeedReader::read(readPage(u"jekyll-home.html"_s),
                                                  QUrl(u"https://compilers.example.org/"_s)))
                .isEmpty());
}

void TestPageFeedReader::noItemsIsSaidClearly()
{
    const ParsedFeed feed = PageFeedReader::read(readPage(u"no-items.html"_s),
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

// A card's excerpt may link an earlier post with more words than the card's own title: the
// card is still its own post, by the title named so, or by the page the card links most.
void TestPageFeedReader::aCardsLinkIsItsPostNotItsExcerptsLink()
{
    const auto card = [](const QByteArray &post, const QByteArray &titleClass) -> QByteArray {
        return "<div class='card'><a href='/" + post + "/'><img src='/c/" + post +
               ".png' alt=''></a><p class='" + titleClass + "'><a href='/" + post + "/'>Post " +
               post +
               "</a></p><div class='content'><p>As the <a href='/intro/'>"
               "introduction to the whole series, with its measurements</a> said, it "
               "waits.</p></div><a class='more' href='/" +
               post + "/#more'>Read on</a></div>";
    };
    for (const QByteArray &titleClass : {QByteArray("title is-3"), QByteArray("lead")}) {
        const QByteArray page = "<main>" + card("queues", titleClass) + card("rings", titleClass) +
                                card("locks", titleClass) + "</main>";
        const ParsedFeed feed = PageFeedReader::read(page, QUrl(u"https://a.example/"_s));
        QStringList links;
        for (const ParsedEntry &entry : feed.entries)
            links << entry.link.path();
        QCOMPARE(links, (QStringList{u"/queues/"_s, u"/rings/"_s, u"/locks/"_s}));
        QCOMPARE(feed.entries.first().title, u"Post queues"_s);
    }
}

// Cards that share no class, some with one of their own ("has-image"): one list, in the
// page's order.
void TestPageFeedReader::cardsOfAnotherClassKeepTheirPlace()
{
    QByteArray page = "<main>";
    for (int i = 1; i <= 6; ++i) {
        const QByteArray n = QByteArray::number(i);
        page += "<article" + QByteArray(i % 3 == 2 ? " class='has-image'" : "") +
                "><h2><a href='/p/" + n + "/'>A post about allocators, number " + n +
                "</a></h2><time>2026-01-0" + n + "</time></article>";
    }
    page += "</main>";
    const ParsedFeed feed = PageFeedReader::read(page, QUrl(u"https://a.example/"_s));
    QStringList links;
    for (const ParsedEntry &entry : feed.entries)
        links << entry.link.path();
    QCOMPARE(links,
             (QStringList{u"/p/1/"_s, u"/p/2/"_s, u"/p/3/"_s, u"/p/4/"_s, u"/p/5/"_s, u"/p/6/"_s}));
}

// A profile card heads the posts, of the same tag and another class: its icons link the site's
// feed and its search, which are no posts; a featured post of another class still is one.
void TestPageFeedReader::aProfileCardAmongThePostsIsNoPost()
{
    QByteArray page = "<main><article class='first-entry home-info'><header><h1>Hello, I write "
                      "about compilers</h1></header><div class='social-icons'>"
                      "<a href='/index.xml' title='RSS'><svg></svg></a>"
                      "<a href='/search/' title='Search'><svg></svg></a></div></article>"
                      "<article class='first-entry'><h2><a href='/posts/featured/'>The featured "
                      "post, on register allocation</a></h2></article>";
    for (int i = 1; i <= 4; ++i)
        page += "<article class='post-entry'><h2><a href='/posts/p" + QByteArray::number(i) +
                "/'>Notes on instruction selection, part " + QByteArray::number(i) +
                "</a></h2></article>";
    page += "</main>";
    const ParsedFeed feed = PageFeedReader::read(page, QUrl(u"https://a.example/"_s));
    QStringList links;
    for (const ParsedEntry &entry : feed.entries)
        links << entry.link.path();
    QCOMPARE(links, (QStringList{u"/posts/featured/"_s, u"/posts/p1/"_s, u"/posts/p2/"_s,
                                 u"/posts/p3/"_s, u"/posts/p4/"_s}));
}

void TestPageFeedReader::selectors_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QStringList>("ids"); // of the matching elements, in document order
    QTest::newRow("type") << u"section"_s << QStringList{u"s1"_s, u"s2"_s};
    QTest::newRow("class") << u".card"_s << QStringList{u"c1"_s, u"c2"_s, u"c3"_s};
    QTest::newRow("two classes") << u".card.wide"_s << QStringList{u"c3"_s};
    QTest::newRow("id") << u"#s2"_s << QStringList{u"s2"_s};
    QTest::newRow("descendant") << u"#s1 .card"_s << QStringList{u"c1"_s, u"c2"_s};
    QTest::newRow("child") << u"#s2 > a"_s << QStringList{u"c3"_s};
    QTest::newRow("child, not grandchild") << u"main > a"_s << QStringList{};
    QTest::newRow("attribute present") << u"a[data-n]"_s << QStringList{u"c1"_s};
    QTest::newRow("attribute equals") << u"[href='/b']"_s << QStringList{u"c2"_s};
    QTest::newRow("attribute prefix") << u"a[href^=\"/c\"]"_s << QStringList{u"c3"_s};
    QTest::newRow("attribute suffix") << u"a[href$=b]"_s << QStringList{u"c2"_s};
    QTest::newRow("attribute contains") << u"[class*=ide]"_s << QStringList{u"c3"_s};
    QTest::newRow("list") << u"#c3, #s1"_s << QStringList{u"s1"_s, u"c3"_s};
    QTest::newRow("universal") << u"#s2 > *"_s << QStringList{u"h2b"_s, u"c3"_s};
}

void TestPageFeedReader::selectors()
{
    QFETCH(QString, selector);
    QFETCH(QStringList, ids);
    const GumboTree::Document tree(
        u"<main><section id=s1><h2 id=h2a>A</h2><div>"
        "<a id=c1 class=card data-n=1 href='/a'>1</a>"
        "<a id=c2 class=card href='/b'>2</a></div></section>"
        "<section id=s2><h2 id=h2b>B</h2><a id=c3 class='card wide' href='/c'>3</a>"
        "</section></main>"_s);
    QString error;
    const auto parsed = HtmlSelector::parse(selector, &error);
    QVERIFY2(parsed, qPrintable(error));
    QStringList found;
    for (const GumboNode *node : parsed->select(tree.root()))
        found.append(GumboTree::attribute(node, "id"));
    QCOMPARE(found, ids);
}

void TestPageFeedReader::badSelectorsAreRefusedWithAReason_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QString>("reason");
    QTest::newRow("empty") << u"  "_s << u"empty"_s;
    QTest::newRow("pseudo-class") << u"li:nth-child(2)"_s << u"pseudo-classes"_s;
    QTest::newRow("open attribute") << u"a[href"_s << u"not closed"_s;
    QTest::newRow("open quote") << u"a[href='x]"_s << u"not closed"_s;
    QTest::newRow("dangling combinator") << u"ul >"_s << u"ends without"_s;
    QTest::newRow("leading combinator") << u"> li"_s << u"nothing before"_s;
    QTest::newRow("empty list item") << u"a,,b"_s << u"empty"_s;
    QTest::newRow("stray character") << u"a + b"_s << u"not understood"_s;
}

void TestPageFeedReader::badSelectorsAreRefusedWithAReason()
{
    QFETCH(QString, selector);
    QFETCH(QString, reason);
    QString error;
    QVERIFY(!HtmlSelector::parse(selector, &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
}

void TestPageFeedReader::aRuleOverridesDetection()
{
    // Only the papers section, titles from h3, the number as the date's stand-in left out,
    // tags from .tag, and only links under /library/papers/.
    PageRule rule;
    rule.item = u"section .card"_s;
    rule.title = u"h3"_s;
    rule.tags = u".tag"_s;
    rule.urlPattern = u"/papers/"_s;
    QVERIFY2(rule.problem().isEmpty(), qPrintable(rule.problem()));
    const ParsedFeed feed =
        PageFeedReader::read(readPage(u"bilingual-library.html"_s),
                             QUrl(u"https://mei.example.org/library/"_s), {}, rule);
    QCOMPARE(feed.entries.size(), 2);
    QCOMPARE(feed.entries.at(0).title, u"FlashAttention: IO-aware exact attention"_s);
    QCOMPARE(feed.entries.at(0).categories, (QStringList{u"gpu"_s, u"ml-systems"_s}));
    QCOMPARE(feed.entries.at(1).link, QUrl(u"https://mei.example.org/library/papers/raft/"_s));
    QVERIFY(feed.problems.isEmpty());

    // A date in a format of the site's own.
    PageRule dated;
    dated.item = u"tbody tr"_s;
    dated.date = u"td"_s;
    dated.dateFormat = u"yyyy-MM-dd"_s;
    const ParsedFeed table =
        PageFeedReader::read(readPage(u"table-items.html"_s),
                             QUrl(u"https://reading.example.edu/reading/"_s), {}, dated);
    QCOMPARE(table.entries.size(), 5);
    QCOMPARE(table.entries.first().published.date(), QDate(2026, 11, 19));
    QCOMPARE(table.entries.first().title, u"ZooKeeper: wait-free coordination"_s);
}

void TestPageFeedReader::aRuleThatMatchesNothingSaysSo()
{
    PageRule rule;
    rule.item = u".post"_s;
    const ParsedFeed feed = PageFeedReader::read(
        readPage(u"jekyll-home.html"_s), QUrl(u"https://compilers.example.org/"_s), {}, rule);
    QVERIFY(feed.entries.isEmpty());
    QCOMPARE(feed.problems.size(), 1);
    QVERIFY2(feed.problems.first().message.contains(u"matched nothing"_s),
             qPrintable(feed.problems.first().message));
    PageRule noItem;
    noItem.title = u"h3"_s;
    QVERIFY(noItem.problem().contains(u"item selector"_s));
    PageRule badPattern;
    badPattern.item = u"li"_s;
    badPattern.urlPattern = u"(unclosed"_s;
    QVERIFY(badPattern.problem().contains(u"regular expression"_s));
}

void TestPageFeedReader::rulesRoundTripAsJson()
{
    PageRule rule;
    rule.item = u"article.post"_s;
    rule.title = u"h2 a"_s;
    rule.dateFormat = u"yyyy.MM.dd"_s;
    rule.urlPattern = u"^https://x\\.example/p/"_s;
    QCOMPARE(PageRule::fromJson(rule.toJson()), rule);
    QCOMPARE(PageRule().toJson(), QString());
    QVERIFY(PageRule::fromJson(QString()).isEmpty());
}

void TestPageFeedReader::sitemapPagesNewestFirst()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://hana.example.com/</loc><lastmod>2026-11-30</lastmod></url>
  <url><loc>https://hana.example.com/notes/wal-recovery/</loc><lastmod>2026-03-02</lastmod></url>
  <url><loc>https://hana.example.com/notes/compaction_policies.html</loc></url>
  <url><loc>https://hana.example.com/notes/b-tree-latches/</loc><lastmod>2026-10-14T08:00:00+02:00</lastmod></url>
  <url><loc>javascript:alert(1)</loc></url>
</urlset>)";
    const ParsedFeed feed =
        SitemapReader::read(xml, QUrl(u"https://hana.example.com/sitemap.xml"_s));
    QCOMPARE(feed.format, FeedFormat::Sitemap);
    QVERIFY(feed.problems.isEmpty());
    QStringList titles;
    for (const ParsedEntry &entry : feed.entries)
        titles << entry.title;
    // The home page is no article; undated pages come last; titles come from the addresses.
    QCOMPARE(titles,
             (QStringList{u"B tree latches"_s, u"Wal recovery"_s, u"Compaction policies"_s}));
    QCOMPARE(feed.entries.first().id, u"https://hana.example.com/notes/b-tree-latches/"_s);
    QCOMPARE(feed.entries.first().published,
             QDateTime(QDate(2026, 10, 14), QTime(6, 0), QTimeZone::UTC));
    QCOMPARE(SitemapReader::locationFor(QUrl(u"https://hana.example.com/about/x"_s)),
             QUrl(u"https://hana.example.com/sitemap.xml"_s));
}

void TestPageFeedReader::notASitemapSaysSo()
{
    const ParsedFeed index = SitemapReader::read(
        "<sitemapindex><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>",
        QUrl(u"https://a.example/sitemap.xml"_s));
    QVERIFY(index.entries.isEmpty());
    QVERIFY(index.problems.value(0).message.contains(u"sitemap index is not followed"_s));
    const ParsedFeed html = SitemapReader::read("<html><body>Not found</body></html>",
                                                QUrl(u"https://a.example/sitemap.xml"_s));
    QVERIFY(html.entries.isEmpty());
    QVERIFY(!html.problems.isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_pagefeedreader, TestPageFeedReader)
#include "tst_pagefeedreader.moc"
