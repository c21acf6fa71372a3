// Following a site without a feed, with the real program against a local server: lectern add
// finds the items of the index page (--dry-run stores nothing), subscribes to the page, and a
// refresh stores exactly the cards that appeared; cards that vanished stay in the library.
#include "lecternrun.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestPageFeeds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void dryRunListsTheItemsAndStoresNothing();
    void followThenRefreshStoresOnlyNewCards();
    void aPageWithoutItemsSaysSo();
    void anXhtmlArchiveIsReadAsAPage();
    void aPageIsFollowedSectionBySectionFromOneFetch();
    void aRuleChoosesTheItemsAndTravelsInOpml();
    void aSitemapIsTheLastResort();
    void aShortListIsFilledFromItsNextPage();

private:
    using Run = LecternRun;
    static Run lectern(const QStringList &arguments);
    static QByteArray fixture(const QString &name);

    TestHttpServer m_server;
    QTemporaryDir m_dir;
};

QByteArray TestPageFeeds::fixture(const QString &name)
{
    QFile file(QStringLiteral(LECTERN_TEST_DATA "/pages/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestPageFeeds::initTestCase()
{
    QVERIFY(m_server.start());
    m_server.serveBody("/library/", fixture(u"bilingual-library.html"_s),
                       "text/html; charset=utf-8");
    m_server.serveBody("/about/", fixture(u"no-items.html"_s), "text/html; charset=utf-8");
}

TestPageFeeds::Run TestPageFeeds::lectern(const QStringList &arguments)
{
    return LecternRun::run(arguments);
}

void TestPageFeeds::dryRunListsTheItemsAndStoresNothing()
{
    const QString library = m_dir.filePath(u"dry"_s);
    const Run dry = lectern({u"--library"_s, library, u"add"_s,
                             m_server.url(u"/library/"_s).toString(), u"--dry-run"_s, u"--json"_s});
    QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
    const QJsonObject found = QJsonDocument::fromJson(dry.out.toUtf8()).object();
    QCOMPARE(found.value(u"format"_s).toString(), u"page"_s);
    const QJsonArray entries = found.value(u"entries"_s).toArray();
    QCOMPARE(entries.size(), 8);
    const QJsonObject raft = entries.at(4).toObject();
    QCOMPARE(raft.value(u"title"_s).toString(), u"Raft 论文精读"_s);
    QCOMPARE(raft.value(u"link"_s).toString(), m_server.url(u"/library/papers/raft/"_s).toString());
    const Run list = lectern({u"--library"_s, library, u"list"_s});
    QCOMPARE(list.out, QString());
}

void TestPageFeeds::followThenRefreshStoresOnlyNewCards()
{
    const QString library = m_dir.filePath(u"follow"_s);
    const QByteArray page = fixture(u"bilingual-library.html"_s);
    m_server.serveBody("/follow/", page, "text/html");
    const Run add =
        lectern({u"--library"_s, library, u"add"_s, m_server.url(u"/follow/"_s).toString()});
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    QVERIFY2(add.out.contains(u"8 new articles"_s), qPrintable(add.out));

    // The page gains two cards and loses one.
    QByteArray changed = page;
    const qsizetype start =
        changed.indexOf("<a class=\"card\" href=\"/library/code/sqlite-btree/\">");
    QVERIFY(start > 0);
    changed.remove(start, changed.indexOf("</a>", start) + 4 - start);
    const QByteArray cards =
        "<a class=\"card\" href=\"/library/experiments/mmap-vs-read/\"><h3>mmap vs read for a "
        "log scan</h3><p class=\"summary\">Page faults against copies.</p></a>"
        "<a class=\"card\" href=\"/library/experiments/numa-alloc/\"><h3>NUMA-aware allocation, "
        "measured</h3><p class=\"summary\">First-touch versus interleave.</p></a>";
    const qsizetype end = changed.lastIndexOf("</div>\n  </section>");
    QVERIFY(end > 0);
    changed.insert(end, cards);
    m_server.serveBody("/follow/", changed, "text/html");

    const Run refresh = lectern({u"--library"_s, library, u"refresh"_s});
    QVERIFY2(refresh.exitCode == 0, qPrintable(refresh.err));
    QVERIFY2(refresh.out.contains(u"(2 new articles)"_s), qPrintable(refresh.out));
    const Run list = lectern({u"--library"_s, library, u"list"_s, u"--json"_s});
    const QJsonArray articles = QJsonDocument::fromJson(list.out.toUtf8()).array();
    QCOMPARE(articles.size(), 10); // the vanished card stays
    QStringList titles;
    for (const QJsonValue &article : articles)
        titles << article.toObject().value(u"title"_s).toString();
    QVERIFY(titles.contains(u"SQLite's B-tree, page by page"_s));
    QVERIFY(titles.contains(u"NUMA-aware allocation, measured"_s));

    // Unchanged, the page brings nothing more.
    const Run again = lectern({u"--library"_s, library, u"refresh"_s});
    QVERIFY2(again.out.contains(u"(0 new articles)"_s), qPrintable(again.out));
}

// An archive written as XHTML, with an XML declaration and no <html>, served as XHTML: a page
// (not "XML but not a feed"), its years one list, a year of one post included.
void TestPageFeeds::anXhtmlArchiveIsReadAsAPage()
{
    m_server.serveBody("/archive/", fixture(u"year-archive-xhtml.html"_s), "application/xhtml+xml");
    const Run dry = lectern({u"--library"_s, m_dir.filePath(u"xhtml"_s), u"add"_s,
                             m_server.url(u"/archive/"_s).toString(), u"--dry-run"_s, u"--json"_s});
    QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
    const QJsonArray entries =
        QJsonDocument::fromJson(dry.out.toUtf8()).object().value(u"entries"_s).toArray();
    QCOMPARE(entries.size(), 6);
    QCOMPARE(entries.at(3).toObject().value(u"link"_s).toString(),
             m_server.url(u"/notes/ring-attention/"_s).toString());
}

// --by-section: a feed per section on a shelf named after the page; a refresh fetches the page
// once for all of them, and each keeps its own section's items.
void TestPageFeeds::aPageIsFollowedSectionBySectionFromOneFetch()
{
    const QString library = m_dir.filePath(u"sections"_s);
    const QByteArray page = fixture(u"bilingual-library.html"_s);
    m_server.serveBody("/sections/", page, "text/html; charset=utf-8");
    const Run add = lectern({u"--library"_s, library, u"add"_s,
                             m_server.url(u"/sections/"_s).toString(), u"--by-section"_s});
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    QVERIFY2(add.out.contains(u"Added 4 section feeds on the shelf"_s), qPrintable(add.out));
    const QJsonArray feeds =
        QJsonDocument::fromJson(
            lectern({u"--library"_s, library, u"feed"_s, u"list"_s, u"--json"_s}).out.toUtf8())
            .array();
    QCOMPARE(feeds.size(), 4);
    QStringList titles;
    for (const QJsonValue &feed : feeds) {
        titles.append(feed.toObject().value(u"title"_s).toString());
        QVERIFY(feed.toObject().value(u"url"_s).toString().contains(u"#lectern-section="_s));
    }
    QVERIFY2(titles.contains(u"Tutorials 教程"_s), qPrintable(titles.join(u", "_s)));
    const Run shelves = lectern({u"--library"_s, library, u"shelf"_s, u"list"_s});
    QVERIFY2(shelves.out.contains(u"Mei's Library"_s), qPrintable(shelves.out));

    // A new card under Tutorials: one fetch of the page, and only Tutorials grows.
    const qsizetype before = m_server.requestsFor("/sections/").size();
    QByteArray changed = page;
    changed.replace("<a class=\"card\" href=\"/library/tutorials/ebpf-tracing/\">",
                    "<a class=\"card\" href=\"/library/tutorials/perf-stat/\"><h3>perf stat, "
                    "counter by counter</h3><p class=\"summary\">What each default counter "
                    "says.</p></a><a class=\"card\" href=\"/library/tutorials/ebpf-tracing/\">");
    m_server.serveBody("/sections/", changed, "text/html; charset=utf-8");
    const Run refresh = lectern({u"--library"_s, library, u"refresh"_s});
    QVERIFY2(refresh.exitCode == 0, qPrintable(refresh.out + refresh.err));
    QCOMPARE(m_server.requestsFor("/sections/").size() - before, 1);
    QVERIFY2(refresh.out.contains(u"(1 new article)"_s), qPrintable(refresh.out));
    for (const QJsonValue &value :
         QJsonDocument::fromJson(
             lectern({u"--library"_s, library, u"feed"_s, u"list"_s, u"--json"_s}).out.toUtf8())
             .array()) {
        const QJsonObject feed = value.toObject();
        const int expected = feed.value(u"title"_s).toString() == u"Tutorials 教程"_s   ? 3
                             : feed.value(u"title"_s).toString().startsWith(u"Code"_s)  ? 3
                             : feed.value(u"title"_s).toString().startsWith(u"Paper"_s) ? 2
                                                                                        : 1;
        QCOMPARE(feed.value(u"total"_s).toInt(), expected);
    }
}

void TestPageFeeds::aPageWithoutItemsSaysSo()
{
    const QString library = m_dir.filePath(u"none"_s);
    const Run add =
        lectern({u"--library"_s, library, u"add"_s, m_server.url(u"/about/"_s).toString()});
    QCOMPARE(add.exitCode, 1);
    QVERIFY2(add.err.contains(u"no feed was found"_s), qPrintable(add.err));
    QVERIFY2(add.err.contains(u"found no repeated items"_s), qPrintable(add.err));
}

void TestPageFeeds::aRuleChoosesTheItemsAndTravelsInOpml()
{
    const QString library = m_dir.filePath(u"rule"_s);
    QByteArray page = fixture(u"table-items.html"_s);
    m_server.serveBody("/reading/", page, "text/html");
    const Run add =
        lectern({u"--library"_s, library, u"add"_s, m_server.url(u"/reading/"_s).toString()});
    QVERIFY2(add.out.contains(u"5 new articles"_s), qPrintable(add.out + add.err));

    // From now on only papers on storage: a rule with a URL pattern (and a refused one).
    const Run bad = lectern({u"--library"_s, library, u"feed"_s, u"page-rule"_s, u"1"_s,
                             u"--item"_s, u"tr:first-child"_s});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains(u"pseudo-classes"_s), qPrintable(bad.err));
    const Run rule =
        lectern({u"--library"_s, library, u"feed"_s, u"page-rule"_s, u"1"_s, u"--item"_s,
                 u"tbody tr"_s, u"--date"_s, u"td"_s, u"--date-format"_s, u"yyyy-MM-dd"_s,
                 u"--url-pattern"_s, u"(spanner|dynamo|bigtable|aurora)"_s});
    QVERIFY2(rule.exitCode == 0, qPrintable(rule.err));
    const QByteArray rows =
        "<tr><td>2026-12-03</td><td><a href=\"/reading/2026-12-03-bigtable.html\">Bigtable: a "
        "distributed storage system</a></td><td>OSDI '06</td></tr>"
        "<tr><td>2026-12-17</td><td><a href=\"/reading/2026-12-17-raft.html\">In search of an "
        "understandable consensus algorithm</a></td><td>ATC '14</td></tr>";
    page.insert(page.indexOf("<tbody>") + 7, rows);
    m_server.serveBody("/reading/", page, "text/html");
    const Run refresh = lectern({u"--library"_s, library, u"refresh"_s});
    QVERIFY2(refresh.out.contains(u"(1 new article)"_s), qPrintable(refresh.out + refresh.err));

    // Exported and imported into another library, the page feed keeps its kind and rule.
    const QString opml = m_dir.filePath(u"rule.opml"_s);
    QCOMPARE(lectern({u"--library"_s, library, u"export-opml"_s, opml}).exitCode, 0);
    const QString other = m_dir.filePath(u"rule-imported"_s);
    QCOMPARE(lectern({u"--library"_s, other, u"import-opml"_s, opml}).exitCode, 0);
    const Run feeds = lectern({u"--library"_s, other, u"feed"_s, u"list"_s, u"--json"_s});
    const QJsonObject feed = QJsonDocument::fromJson(feeds.out.toUtf8()).array().first().toObject();
    QCOMPARE(feed.value(u"kind"_s).toString(), u"page"_s);
    const QJsonObject kept = feed.value(u"page_rule"_s).toObject();
    QCOMPARE(kept.value(u"item"_s).toString(), u"tbody tr"_s);
    QCOMPARE(kept.value(u"urlPattern"_s).toString(), u"(spanner|dynamo|bigtable|aurora)"_s);
    QCOMPARE(kept.value(u"dateFormat"_s).toString(), u"yyyy-MM-dd"_s);
}

void TestPageFeeds::aSitemapIsTheLastResort()
{
    // A second server: a site whose page lists nothing, with a sitemap.
    TestHttpServer site;
    QVERIFY(site.start());
    site.serveBody("/about/", fixture(u"no-items.html"_s), "text/html");
    const QByteArray sitemap =
        "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
        "<url><loc>" +
        site.url(u"/notes/wal-recovery/"_s).toEncoded() +
        "</loc><lastmod>2026-03-02</lastmod></url><url><loc>" +
        site.url(u"/notes/b-tree-latches/"_s).toEncoded() +
        "</loc><lastmod>2026-10-14</lastmod></url></urlset>";
    site.serveBody("/sitemap.xml", sitemap, "application/xml");
    const QString library = m_dir.filePath(u"sitemap"_s);
    const Run add = lectern({u"--library"_s, library, u"add"_s, site.url(u"/about/"_s).toString()});
    QVERIFY2(add.exitCode == 0, qPrintable(add.out + add.err));
    QVERIFY2(add.out.contains(u"sitemap"_s), qPrintable(add.out));
    QVERIFY2(add.out.contains(u"2 new articles"_s), qPrintable(add.out));
    const Run feeds = lectern({u"--library"_s, library, u"feed"_s, u"list"_s, u"--json"_s});
    const QJsonObject feed = QJsonDocument::fromJson(feeds.out.toUtf8()).array().first().toObject();
    QCOMPARE(feed.value(u"url"_s).toString(), site.url(u"/sitemap.xml"_s).toString());
    // A refresh reads it as a sitemap again: a new page, one new article.
    const QByteArray added =
        "<url><loc>" + site.url(u"/notes/fsync-semantics/"_s).toEncoded() + "</loc></url></urlset>";
    site.serveBody("/sitemap.xml", QByteArray(sitemap).replace("</urlset>", added),
                   "application/xml");
    const Run refresh = lectern({u"--library"_s, library, u"refresh"_s});
    QVERIFY2(refresh.out.contains(u"(1 new article)"_s), qPrintable(refresh.out + refresh.err));

    // Through OPML it stays a sitemap.
    const QString opml = m_dir.filePath(u"sitemap.opml"_s);
    QCOMPARE(lectern({u"--library"_s, library, u"export-opml"_s, opml}).exitCode, 0);
    const QString other = m_dir.filePath(u"sitemap-imported"_s);
    QCOMPARE(lectern({u"--library"_s, other, u"import-opml"_s, opml}).exitCode, 0);
    const Run imported = lectern({u"--library"_s, other, u"refresh"_s});
    QVERIFY2(imported.out.contains(u"(3 new articles)"_s), qPrintable(imported.out + imported.err));
}

// An index of three posts and an "Older posts" link: followed, the page's posts and its next
// page's are stored; a refresh reads the index alone.
void TestPageFeeds::aShortListIsFilledFromItsNextPage()
{
    const auto listPage = [](int from, int to) -> QByteArray {
        QByteArray posts;
        for (int n = from; n >= to; --n)
            posts += "<article><h2><a href=\"/notes/wal-" + QByteArray::number(n) +
                     "/\">Write-ahead logging, note " + QByteArray::number(n) +
                     "</a></h2><time>2026-11-" + QByteArray::number(10 + n) + "</time></article>";
        return "<html><head><title>WAL notes</title></head><body><main>" + posts +
               "</main><nav class=\"pager\"><a href=\"/page/2/\">Older posts →</a></nav>"
               "</body></html>";
    };
    TestHttpServer site;
    QVERIFY(site.start());
    site.serveBody("/", listPage(7, 5), "text/html");
    site.serveBody("/page/2/", listPage(4, 1), "text/html");
    const QString library = m_dir.filePath(u"older"_s);
    const Run add = lectern({u"--library"_s, library, u"add"_s, site.url(u"/"_s).toString()});
    QVERIFY2(add.exitCode == 0, qPrintable(add.out + add.err));
    QVERIFY2(add.out.contains(u"7 new articles"_s), qPrintable(add.out));
    QVERIFY2(add.out.contains(u"4 older posts from"_s), qPrintable(add.out));
    const Run list = lectern({u"--library"_s, library, u"list"_s, u"--json"_s});
    QCOMPARE(QJsonDocument::fromJson(list.out.toUtf8()).array().size(), 7);
    const Run refresh = lectern({u"--library"_s, library, u"refresh"_s});
    QVERIFY2(refresh.out.contains(u"(0 new articles)"_s), qPrintable(refresh.out + refresh.err));
    QCOMPARE(site.requestsFor("/page/2/").size(), 1);
}

LECTERN_TEST_GUILESS_MAIN(tst_pagefeeds, TestPageFeeds)
#include "tst_pagefeeds.moc"
