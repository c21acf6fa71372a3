// Where a page's list goes on, as the page links it: its next page (by rel, by the address of a
// second page under the list's own folder, by a link named "Older posts"), then the archive;
// never another site, another list's second page, or the page itself.
#include "feeds/pagefeed/olderpages.h"
#include "feeds/pagefeed/pagefeedreader.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

QList<QUrl> olderPagesOf(const QString &body, const QString &page = u"https://blog.test/"_s,
                         const QString &head = {})
{
    const QString html = u"<!DOCTYPE html><html><head><title>Blog</title>"_s + head +
                         u"</head><body>"_s + body + u"</body></html>"_s;
    const GumboTree::Document tree(html);
    return OlderPages::of(tree.root(), QUrl(page), QUrl(page));
}

QList<QUrl> urls(const QStringList &texts)
{
    QList<QUrl> list;
    for (const QString &text : texts)
        list.append(QUrl(text));
    return list;
}

} // namespace

class TestOlderPages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nextPage_data();
    void nextPage();
    void theArchiveComesAfterTheNextPage();
    void otherSitesAndOtherListsAreNotTheNextPage();
    void readListsCarriesThem();
};

void TestOlderPages::nextPage_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("head");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("next");
    QTest::newRow("link rel=next in the head")
        << u"https://blog.test/"_s << u"<link rel=\"next\" href=\"/p/older-things\">"_s << QString()
        << u"https://blog.test/p/older-things"_s;
    QTest::newRow("a rel=next, whatever its address")
        << u"https://blog.test/"_s << QString()
        << u"<div><a rel=\"prefetch next\" href=\"/older\">»</a></div>"_s
        << u"https://blog.test/older"_s;
    QTest::newRow("/page/2/") << u"https://blog.test/"_s << QString()
                              << u"<a href=\"/page/2/\">2</a>"_s << u"https://blog.test/page/2/"_s;
    QTest::newRow("page2 under a folder")
        << u"https://blog.test/notes/"_s << QString() << u"<a href=\"page2/\">2</a>"_s
        << u"https://blog.test/notes/page2/"_s;
    QTest::newRow("index2.html beside index.html")
        << u"https://blog.test/index.html"_s << QString() << u"<a href=\"index2.html\">2</a>"_s
        << u"https://blog.test/index2.html"_s;
    QTest::newRow("a list page named .html, its pages in a folder")
        << u"https://blog.test/blog.html"_s << QString() << u"<a href=\"/blog/page/2\">Next</a>"_s
        << u"https://blog.test/blog/page/2"_s;
    QTest::newRow("?page=2") << u"https://blog.test/"_s << QString()
                             << u"<a href=\"/?page=2\">2</a>"_s << u"https://blog.test/?page=2"_s;
    QTest::newRow("named Older posts") << u"https://blog.test/"_s << QString()
                                       << u"<a href=\"/before/2025-12\">← Older Posts</a>"_s
                                       << u"https://blog.test/before/2025-12"_s;
    QTest::newRow("named in Chinese")
        << u"https://blog.test/"_s << QString() << u"<a href=\"/list-b\">下一页 »</a>"_s
        << u"https://blog.test/list-b"_s;
    QTest::newRow("none") << u"https://blog.test/"_s << QString()
                          << u"<a href=\"/2/\">A post called 2</a><a href=\"/about/\">About</a>"_s
                          << QString();
}

void TestOlderPages::nextPage()
{
    QFETCH(QString, page);
    QFETCH(QString, head);
    QFETCH(QString, body);
    QFETCH(QString, next);
    const QList<QUrl> pages = olderPagesOf(body, page, head);
    QCOMPARE(pages.value(0), next.isEmpty() ? QUrl() : QUrl(next));
}

void TestOlderPages::theArchiveComesAfterTheNextPage()
{
    // The archive by its address, then by its name; the next page first however they stand.
    QCOMPARE(olderPagesOf(u"<a href=\"/archives/\">Everything</a><a href=\"/page/2/\">2</a>"_s),
             urls({u"https://blog.test/page/2/"_s, u"https://blog.test/archives/"_s}));
    QCOMPARE(olderPagesOf(u"<a href=\"/all\">归档</a>"_s), urls({u"https://blog.test/all"_s}));
    QCOMPARE(olderPagesOf(u"<a href=\"/archive.html\">Past</a>"_s),
             urls({u"https://blog.test/archive.html"_s}));
    // Without an archive, the page of all posts; with one, the archive.
    QCOMPARE(olderPagesOf(u"<a href=\"/post/\">Posts</a>"_s), urls({u"https://blog.test/post/"_s}));
    QCOMPARE(olderPagesOf(u"<a href=\"/posts/\">All</a><a href=\"/archives/\">Past</a>"_s),
             urls({u"https://blog.test/archives/"_s}));
    // The archive is the page itself: nothing.
    QCOMPARE(
        olderPagesOf(u"<a href=\"/archives/\">Archives</a>"_s, u"https://blog.test/archives/"_s),
        QList<QUrl>());
}

void TestOlderPages::otherSitesAndOtherListsAreNotTheNextPage()
{
    // Another site's second page, a tag's second page, the page itself, a mail link.
    QCOMPARE(olderPagesOf(u"<a rel=\"next\" href=\"https://other.test/page/2/\">Next</a>"
                          "<a href=\"/tags/rust/page/2/\">2</a>"
                          "<a href=\"/#top\">Older posts</a>"
                          "<a href=\"mailto:me@blog.test\">Next</a>"
                          "<a href=\"https://other.test/archives/\">Archives</a>"_s),
             QList<QUrl>());
}

void TestOlderPages::readListsCarriesThem()
{
    QByteArray page = "<html><body><main>";
    for (int i = 1; i <= 3; ++i)
        page += "<article><h2><a href=\"/posts/p" + QByteArray::number(i) +
                "/\">A post about queues, part " + QByteArray::number(i) + "</a></h2></article>";
    page += "</main><nav class=\"pagination\"><a href=\"/page/2/\">Older posts</a></nav>"
            "<footer><a href=\"/archives/\">Archives</a></footer></body></html>";
    const QList<ParsedFeed> lists =
        PageFeedReader::readLists(page, QUrl(u"https://blog.test/"_s), u"text/html"_s, 3);
    QCOMPARE(lists.value(0).entries.size(), 3);
    QCOMPARE(lists.value(0).olderPages,
             urls({u"https://blog.test/page/2/"_s, u"https://blog.test/archives/"_s}));
}

LECTERN_TEST_GUILESS_MAIN(tst_olderpages, TestOlderPages)
#include "tst_olderpages.moc"
