// What a saved page says about itself: JSON-LD first, then OpenGraph and <meta>, <time>,
// <title>; each source on its own and in the order of trust. And the entry a saved page
// becomes (SavedPage).
#include "feeds/savedpage/pagemetadata.h"
#include "feeds/savedpage/savedpage.h"
#include "testregistry.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestPageMetadata : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonLdComesFirst();
    void openGraphAndMetaTags();
    void aPlainPageGivesItsTitleLanguageAndTime();
    void addressesResolveAndOnlyWebOnesAreKept();
    void citationTagsDescribeAPaper();
    void aPdfAddressThatIsNotOnTheWebIsDropped();
    void aSavedPageIsAnEntryKeptByItsAddress();
    void aPageThatCannotBeReadIsALinkWithTheReason();
};

namespace {
const QUrl page(u"https://blog.example.org/posts/raft/"_s);
}

void TestPageMetadata::jsonLdComesFirst()
{
    const QByteArray html = R"html(<!DOCTYPE html><html lang="en"><head>
<title>Raft, read slowly | Notes</title>
<meta property="og:title" content="Raft (OpenGraph title)">
<meta name="author" content="Somebody Else">
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[
 {"@type":"WebSite","name":"Notes"},
 {"@type":"BlogPosting","headline":"Raft, read slowly",
  "author":[{"@type":"Person","name":"Mei Chen"},{"@type":"Person","name":"Ann Lee"}],
  "datePublished":"2026-03-02T08:30:00+08:00","inLanguage":"zh-CN",
  "image":{"@type":"ImageObject","url":"/img/raft.png"},
  "description":"Leader election, log replication, and the proof.",
  "publisher":{"@type":"Organization","name":"Mei's Notes"}}]}
</script></head><body><p>Text</p></body></html>)html";
    const PageMetadata meta = PageMetadata::read(html, page);
    QCOMPARE(meta.title, u"Raft, read slowly"_s);
    QCOMPARE(meta.authors, (QStringList{u"Mei Chen"_s, u"Ann Lee"_s}));
    QCOMPARE(meta.published, QDateTime(QDate(2026, 3, 2), QTime(0, 30), QTimeZone::UTC));
    QCOMPARE(meta.language, u"zh-CN"_s);
    QCOMPARE(meta.image, QUrl(u"https://blog.example.org/img/raft.png"_s));
    QCOMPARE(meta.description, u"Leader election, log replication, and the proof."_s);
    QCOMPARE(meta.siteName, u"Mei's Notes"_s);
}

void TestPageMetadata::openGraphAndMetaTags()
{
    const QByteArray html = R"html(<html><head><title>ignored | Site</title>
<meta property="og:title" content="  Bank conflicts,
 counted by hand ">
<meta property="og:description" content="Thirty-two banks.">
<meta property="og:image" content="https://cdn.example.org/banks.png">
<meta property="og:site_name" content="GPU Notes">
<meta property="og:locale" content="en_GB">
<meta property="article:published_time" content="2026-11-18T09:00:00Z">
<meta name="author" content="Daniel Okafor">
<meta name="description" content="The other description.">
<script type="application/ld+json">{ not json at all</script>
</head><body></body></html>)html";
    const PageMetadata meta = PageMetadata::read(html, page);
    QCOMPARE(meta.title, u"Bank conflicts, counted by hand"_s);
    QCOMPARE(meta.description, u"Thirty-two banks."_s);
    QCOMPARE(meta.image, QUrl(u"https://cdn.example.org/banks.png"_s));
    QCOMPARE(meta.siteName, u"GPU Notes"_s);
    QCOMPARE(meta.language, u"en-GB"_s);
    QCOMPARE(meta.authors, QStringList{u"Daniel Okafor"_s});
    QCOMPARE(meta.published, QDateTime(QDate(2026, 11, 18), QTime(9, 0), QTimeZone::UTC));
}

void TestPageMetadata::aPlainPageGivesItsTitleLanguageAndTime()
{
    const QByteArray html =
        "<html lang=\"de\"><head><title>Ein Artikel</title></head><body>"
        "<header><time datetime=\"2020-01-01\">Jan 1</time></header>"
        "<article><h1>Ein Artikel</h1><time datetime=\"2025-05-04T10:00:00Z\">4. Mai</time>"
        "<p>Text.</p></article></body></html>";
    const PageMetadata meta = PageMetadata::read(html, page);
    QCOMPARE(meta.title, u"Ein Artikel"_s);
    QCOMPARE(meta.language, u"de"_s);
    // The article's own date, not the page header's.
    QCOMPARE(meta.published, QDateTime(QDate(2025, 5, 4), QTime(10, 0), QTimeZone::UTC));
    QVERIFY(meta.authors.isEmpty());
    QVERIFY(meta.image.isEmpty());
    QVERIFY(PageMetadata::read("", page).title.isEmpty());
    // The site's name after a page's own heading is left out; a title of its own is kept.
    QCOMPARE(PageMetadata::read("<title>Raft, read slowly | Notes</title>"
                                "<h1>Raft, read slowly</h1>",
                                page)
                 .title,
             u"Raft, read slowly"_s);
    QCOMPARE(PageMetadata::read("<title>Raft — Mei's Notes</title><h1>Raft</h1>", page).title,
             u"Raft"_s);
    QCOMPARE(PageMetadata::read("<title>Raftery and sons</title><h1>Raft</h1>", page).title,
             u"Raftery and sons"_s);
}

void TestPageMetadata::addressesResolveAndOnlyWebOnesAreKept()
{
    const QByteArray html = R"html(<html><head>
<link rel="canonical" href="/posts/raft">
<meta property="og:image" content="javascript:alert(1)">
</head></html>)html";
    const PageMetadata meta = PageMetadata::read(html, page);
    QCOMPARE(meta.canonical, QUrl(u"https://blog.example.org/posts/raft"_s));
    QVERIFY(meta.image.isEmpty());
}

void TestPageMetadata::citationTagsDescribeAPaper()
{
    // An arXiv abstract page, as it names its paper.
    const QByteArray html = R"html(<!DOCTYPE html><html><head>
<title>[2412.01234v1] Coherence, Slowly</title>
<meta name="citation_title" content="Coherence,
  Slowly">
<meta name="citation_author" content="Lovelace, Ada">
<meta name="citation_author" content="Babbage, Charles">
<meta name="citation_date" content="2024/12/5">
<meta name="citation_online_date" content="2024/12/09">
<meta name="citation_pdf_url" content="/pdf/2412.01234v1">
<meta name="citation_arxiv_id" content="2412.01234">
<meta name="citation_doi" content="https://doi.org/10.48550/arXiv.2412.01234">
<meta name="citation_journal_title" content="Journal of Slow Reading">
<meta name="citation_abstract" content="We read a cache
  protocol   slowly.">
</head><body><h1>Coherence, Slowly</h1></body></html>)html";
    const PageMetadata::Citation citation =
        PageMetadata::read(html, QUrl(u"https://arxiv.org/abs/2412.01234v1"_s)).citation;
    QCOMPARE(citation.pdfUrl, QUrl(u"https://arxiv.org/pdf/2412.01234v1"_s));
    QCOMPARE(citation.doi, u"10.48550/arXiv.2412.01234"_s);
    QCOMPARE(citation.arxivId, u"2412.01234"_s);
    QCOMPARE(citation.abstract, u"We read a cache protocol slowly."_s);
    QCOMPARE(citation.venue, u"Journal of Slow Reading"_s);
    QCOMPARE(citation.published, u"2024-12-05"_s); // citation_date before citation_online_date
    QCOMPARE(citation.authors, (QStringList{u"Lovelace, Ada"_s, u"Babbage, Charles"_s}));
    QCOMPARE(citation.title, u"Coherence, Slowly"_s);
    // A page that is not a paper's says nothing of one.
    const PageMetadata::Citation none = PageMetadata::read("<title>Raft</title>", page).citation;
    QVERIFY(none.pdfUrl.isEmpty());
    QVERIFY(none.title.isEmpty());
    QVERIFY(none.authors.isEmpty());
    QVERIFY(none.published.isEmpty());
}

void TestPageMetadata::aPdfAddressThatIsNotOnTheWebIsDropped()
{
    for (const QByteArray &address : {"javascript:alert(1)"_ba, "file:///etc/passwd"_ba}) {
        const PageMetadata::Citation citation =
            PageMetadata::read("<html><head><meta name=\"citation_title\" content=\"Raft\">"
                               "<meta name=\"citation_pdf_url\" content=\"" +
                                   address + "\"></head></html>",
                               page)
                .citation;
        QVERIFY2(!citation.pdfUrl.isValid(), address.constData());
        QCOMPARE(citation.title, u"Raft"_s); // the rest is read as ever
    }
}

void TestPageMetadata::aSavedPageIsAnEntryKeptByItsAddress()
{
    PageMetadata meta;
    meta.title = u"Raft, read slowly"_s;
    meta.authors = {u"Mei Chen"_s};
    meta.published = QDateTime(QDate(2026, 3, 2), QTime(8, 30), QTimeZone::UTC);
    meta.language = u"en"_s;
    meta.image = QUrl(u"https://blog.example.org/img/raft.png"_s);
    meta.description = u"Leader election & replication."_s;
    const ParsedEntry entry = SavedPage::entryOf(
        QUrl(u"https://blog.example.org/posts/raft/#top"_s), meta, {u"consensus"_s});
    QCOMPARE(entry.id, u"https://blog.example.org/posts/raft/"_s); // no fragment: one article
    QCOMPARE(entry.link, QUrl(u"https://blog.example.org/posts/raft/"_s));
    QCOMPARE(entry.title, meta.title);
    QCOMPARE(entry.authors.size(), 1);
    QCOMPARE(entry.authors.first().name, u"Mei Chen"_s);
    QCOMPARE(entry.published, meta.published);
    QCOMPARE(entry.language, u"en"_s);
    QCOMPARE(entry.categories, QStringList{u"consensus"_s});
    QVERIFY(entry.summary.contains(u"img/raft.png"_s));
    QVERIFY(entry.summary.contains(u"Leader election &amp; replication."_s));
    // Without a title, the address names it.
    QCOMPARE(SavedPage::entryOf(QUrl(u"https://a.example/x"_s), {}, {}).title,
             u"https://a.example/x"_s);
    const ParsedFeed feed = SavedPage::feedOf({entry});
    QCOMPARE(feed.format, FeedFormat::Saved);
    QCOMPARE(feed.title, SavedPage::feedTitle());
    QVERIFY(SavedPage::isSavable(QUrl(u"http://127.0.0.1:8080/p"_s)));
    QVERIFY(!SavedPage::isSavable(QUrl(u"ftp://example.org/f"_s)));
    QVERIFY(!SavedPage::isSavable(QUrl(u"https:///nohost"_s)));
    QVERIFY(!SavedPage::isSavable(SavedPage::feedUrl()));
}

void TestPageMetadata::aPageThatCannotBeReadIsALinkWithTheReason()
{
    const ParsedEntry link = SavedPage::linkOf(QUrl(u"https://papers.example/raft.pdf"_s),
                                               u"not a web page (application/pdf)"_s, {});
    QCOMPARE(link.title, u"raft.pdf"_s);
    QCOMPARE(link.id, u"https://papers.example/raft.pdf"_s);
    QVERIFY(link.summary.contains(u"application/pdf"_s));
}

LECTERN_TEST_GUILESS_MAIN(tst_pagemetadata, TestPageMetadata)
#include "tst_pagemetadata.moc"
