#include "feeds/pagefeed/feeddiscovery.h"

#include "testregistry.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestFeedDiscovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linkedFeeds_data();
    void linkedFeeds();
    void encodings_data();
    void encodings();
    void httpCharsetWins();
    void withoutPageUrl();
    void emptyAndBinaryInput_data();
    void emptyAndBinaryInput();
    void deepNesting();
    void isFeedType_data();
    void isFeedType();
    void commonLocations_data();
    void commonLocations();
    void commonLocationsUnderDirectory();
};

namespace {

const QString kDiscoveryDir = QStringLiteral(LECTERN_TEST_DATA "/feeds/discovery/");

QByteArray readDiscoveryFixture(const QString &name)
{
    QFile file(kDiscoveryDir + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

// One line per feed, so a mismatch shows which feed and which field.
QStringList describeFeeds(const QList<DiscoveredFeed> &feeds)
{
    QStringList lines;
    for (const DiscoveredFeed &feed : feeds)
        lines.append(feed.url.toString() + u" | "_s + feed.type + u" | "_s + feed.title);
    return lines;
}

} // namespace

void TestFeedDiscovery::linkedFeeds_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QUrl>("pageUrl");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("basic: head links, relative and absolute")
        << u"basic.html"_s << QUrl(u"https://example.com/journal/index.html"_s)
        << QStringList{
               u"https://example.com/feed.xml | application/rss+xml | Example Journal (RSS)"_s,
               u"https://example.com/journal/atom.xml | application/atom+xml | Example Journal "
               "(Atom)"_s,
               u"https://example.com/feed.json | application/feed+json | Example Journal (JSON "
               "Feed)"_s,
           };
    QTest::newRow("first <base href> applies to every link")
        << u"base-href.html"_s << QUrl(u"https://example.com/start/page.html"_s)
        << QStringList{
               u"https://example.org/blog/feed/ | application/rss+xml | Posts"_s,
               u"https://example.org/comments.atom | application/atom+xml | Comments"_s,
               u"https://example.com/other.rss | application/rss+xml | Elsewhere"_s,
           };
    QTest::newRow("rel tokens, types, schemes, duplicates")
        << u"rel-tokens.html"_s << QUrl(u"https://example.com/page.html"_s)
        << QStringList{
               u"https://example.com/rss | application/rss+xml | Posts feed"_s,
               u"http://example.com/atom | application/atom+xml | "_s,
               u"https://example.com/secure.rss | application/rss+xml | "_s,
               u"https://example.com/index.rdf | application/rdf+xml | RDF"_s,
               u"https://example.com/legacy.xml | text/xml | Legacy"_s,
               u"https://example.com/feed.json | application/json | JSON"_s,
               u"https://example.com/comments/feed.atom | application/atom+xml | Comments"_s,
               u"https://example.com/dotted.xml | application/rss+xml | "_s,
           };
    QTest::newRow("comments, scripts, templates, anchors, svg are not links")
        << u"not-links.html"_s << QUrl(u"https://example.com/"_s) << QStringList{};
    QTest::newRow("old markup: uppercase, unquoted, links in the body")
        << u"body-links.html"_s << QUrl(u"http://example.com/~user/index.html"_s)
        << QStringList{
               u"http://example.com/~user/news.rss | application/rss+xml | News & Notes"_s,
               u"http://example.com/atom | application/atom+xml | "_s,
           };
}

void TestFeedDiscovery::linkedFeeds()
{
    QFETCH(QString, fixture);
    QFETCH(QUrl, pageUrl);
    QFETCH(QStringList, expected);
    QCOMPARE(describeFeeds(FeedDiscovery::linkedFeeds(readDiscoveryFixture(fixture), pageUrl)),
             expected);
}

void TestFeedDiscovery::encodings_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("title");

    QTest::newRow("meta charset iso-8859-1") << u"latin1-meta.html"_s << u"Caf\u00e9 cr\u00e8me"_s;
    QTest::newRow("meta http-equiv windows-1252")
        << u"http-equiv-1252.html"_s << u"\u201cQuoted\u201d \u20ac prices"_s;
    QTest::newRow("no charset, invalid UTF-8: windows-1252")
        << u"invalid-utf8.html"_s << u"Na\u00efve caf\u00e9"_s;
    QTest::newRow("byte order mark beats meta") << u"utf8-bom.html"_s << u"Caf\u00e9"_s;
    QTest::newRow("no charset, valid UTF-8")
        << u"utf8-default.html"_s << u"\u65e5\u672c\u8a9e \u2014 notes"_s;
}

void TestFeedDiscovery::encodings()
{
    QFETCH(QString, fixture);
    QFETCH(QString, title);
    const QList<DiscoveredFeed> feeds =
        FeedDiscovery::linkedFeeds(readDiscoveryFixture(fixture), QUrl(u"https://example.com/"_s));
    QCOMPARE(feeds.size(), 1);
    QCOMPARE(feeds[0].title, title);
    QCOMPARE(feeds[0].url, QUrl(u"https://example.com/feed"_s));
}

void TestFeedDiscovery::httpCharsetWins()
{
    // The page claims Latin-1 but the server says UTF-8, and the bytes are UTF-8.
    const QByteArray html = "<meta charset=\"iso-8859-1\"><link rel=\"alternate\" "
                            "type=\"application/rss+xml\" title=\"Caf\xc3\xa9\" href=\"/f\">";
    const QUrl page(u"https://example.com/"_s);
    QCOMPARE(FeedDiscovery::linkedFeeds(html, page).value(0).title, u"Caf\u00c3\u00a9"_s);
    QCOMPARE(FeedDiscovery::linkedFeeds(html, page, u"text/html; charset=UTF-8"_s).value(0).title,
             u"Caf\u00e9"_s);
}

void TestFeedDiscovery::withoutPageUrl()
{
    const QByteArray html =
        "<link rel=alternate type=application/rss+xml href=feed.xml>"
        "<link rel=alternate type=application/atom+xml href=https://example.org/atom>";
    const QList<DiscoveredFeed> feeds = FeedDiscovery::linkedFeeds(html, QUrl());
    QCOMPARE(feeds.size(), 2);
    QVERIFY(feeds[0].url.isRelative());
    QCOMPARE(feeds[0].url.path(), u"feed.xml"_s);
    QCOMPARE(feeds[1].url, QUrl(u"https://example.org/atom"_s));
}

void TestFeedDiscovery::emptyAndBinaryInput_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("NUL bytes") << QByteArray(64, '\0');
    QTest::newRow("not HTML") << QByteArray("\x89PNG\r\n\x1a\n\xff\xfe\x00<link");
    QTest::newRow("RSS, not a page") << QByteArray("<?xml version=\"1.0\"?><rss><channel>"
                                                   "<link>https://example.com/</link>"
                                                   "</channel></rss>");
}

void TestFeedDiscovery::emptyAndBinaryInput()
{
    QFETCH(QByteArray, data);
    QVERIFY(FeedDiscovery::linkedFeeds(data, QUrl(u"https://example.com/"_s)).isEmpty());
}

void TestFeedDiscovery::deepNesting()
{
    // Walking the tree must not recurse once per level.
    QByteArray html = "<html><body>";
    for (int i = 0; i < 5000; ++i)
        html += "<div><span>";
    html += "<link rel=alternate type=application/atom+xml href=/deep.atom>";
    const QList<DiscoveredFeed> feeds =
        FeedDiscovery::linkedFeeds(html, QUrl(u"https://example.com/"_s));
    QCOMPARE(feeds.size(), 1);
    QCOMPARE(feeds[0].url, QUrl(u"https://example.com/deep.atom"_s));
}

void TestFeedDiscovery::isFeedType_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("feed");
    QTest::newRow("rss") << u"application/rss+xml"_s << true;
    QTest::newRow("atom, case and parameters") << u" Application/Atom+XML; charset=utf-8"_s << true;
    QTest::newRow("json feed") << u"application/feed+json"_s << true;
    QTest::newRow("rdf") << u"application/rdf+xml"_s << true;
    QTest::newRow("text/xml") << u"text/xml"_s << true;
    QTest::newRow("html") << u"text/html"_s << false;
    QTest::newRow("oembed") << u"application/json+oembed"_s << false;
    QTest::newRow("empty") << QString() << false;
}

void TestFeedDiscovery::isFeedType()
{
    QFETCH(QString, type);
    QFETCH(bool, feed);
    QCOMPARE(FeedDiscovery::isFeedType(type), feed);
}

void TestFeedDiscovery::commonLocations_data()
{
    QTest::addColumn<QUrl>("pageUrl");
    const QUrl root(u"https://example.com"_s);
    QTest::newRow("host only") << root;
    QTest::newRow("root path") << QUrl(u"https://example.com/"_s);
    QTest::newRow("root with query and fragment") << QUrl(u"https://example.com/?p=1#top"_s);
    QTest::newRow("root index page") << QUrl(u"https://example.com/index.html"_s);
}

void TestFeedDiscovery::commonLocations()
{
    QFETCH(QUrl, pageUrl);
    const QList<QUrl> locations = FeedDiscovery::commonLocations(pageUrl);
    QStringList paths;
    for (const QUrl &url : locations) {
        QCOMPARE(url.scheme(), u"https"_s);
        QCOMPARE(url.host(), u"example.com"_s);
        paths.append(url.toString(QUrl::RemoveScheme | QUrl::RemoveAuthority));
    }
    const QStringList expected = {
        u"/feed.xml"_s, u"/atom.xml"_s,  u"/index.xml"_s, u"/rss"_s,
        u"/feed"_s,     u"/rss.xml"_s,   u"/feed/"_s,     u"/rss/"_s,
        u"/atom"_s,     u"/index.rss"_s, u"/feed.json"_s, u"/?feed=rss2"_s,
    };
    QCOMPARE(paths, expected);
}

void TestFeedDiscovery::commonLocationsUnderDirectory()
{
    // The page's directory first (a blog under a path), then the site root; nothing twice.
    const QList<QUrl> locations =
        FeedDiscovery::commonLocations(QUrl(u"http://example.com:8080/blog/2024/post.html?x=1"_s));
    QCOMPARE(locations.size(), 24);
    QCOMPARE(QSet<QUrl>(locations.cbegin(), locations.cend()).size(), locations.size());
    QCOMPARE(locations.first(), QUrl(u"http://example.com:8080/blog/2024/feed.xml"_s));
    QVERIFY(locations.contains(QUrl(u"http://example.com:8080/blog/2024/?feed=rss2"_s)));
    QCOMPARE(locations.at(12), QUrl(u"http://example.com:8080/feed.xml"_s));
    QCOMPARE(locations.last(), QUrl(u"http://example.com:8080/?feed=rss2"_s));

    QCOMPARE(FeedDiscovery::commonLocations(QUrl(u"https://example.com/blog/"_s)).first(),
             QUrl(u"https://example.com/blog/feed.xml"_s));
    QVERIFY(FeedDiscovery::commonLocations(QUrl()).isEmpty());
    QVERIFY(FeedDiscovery::commonLocations(QUrl(u"/relative/page.html"_s)).isEmpty());
    QVERIFY(FeedDiscovery::commonLocations(QUrl(u"ftp://example.com/pub/"_s)).isEmpty());
    QVERIFY(FeedDiscovery::commonLocations(QUrl(u"file:///home/user/page.html"_s)).isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_feeddiscovery, TestFeedDiscovery)
#include "tst_feeddiscovery.moc"
