// Link keys: the links an author's feed and a planet give one post (another scheme, "www.",
// an index page, slashes, tracking parameters, parameter order, a fragment, a default port)
// meet; links to other posts (path, content parameters, port, host, case in the path) do not;
// a link that is not http(s) has none.
#include "duplicates/linkkey.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestLinkKey : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesTheKey_data();
    void writesTheKey();
    void sameLinkMeets_data();
    void sameLinkMeets();
    void otherPostStaysApart_data();
    void otherPostStaysApart();
    void keepsReferrersThatMayChooseContent();
    void noKeyForOtherSchemes_data();
    void noKeyForOtherSchemes();
};

void TestLinkKey::writesTheKey_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("key");
    QTest::newRow("plain") << u"https://example.org/blog/post?id=5"_s
                           << u"example.org/blog/post?id=5"_s;
    QTest::newRow("everything dropped")
        << u"HTTPS://user:secret@WWW.Example.ORG.:443//blog//2024/post/index.html?"
           "utm_source=rss&utm_MEDIUM=feed&fbclid=abc#comments"_s
        << u"example.org/blog/2024/post"_s;
    QTest::newRow("root") << u"http://example.org/"_s << u"example.org"_s;
    QTest::newRow("other port") << u"http://example.org:8080/post"_s << u"example.org:8080/post"_s;
    QTest::newRow("sorted by name")
        << u"https://example.org/list?page=2&b=1&a=3"_s << u"example.org/list?a=3&b=1&page=2"_s;
    // Parameters of one name keep their order: tag=a&tag=b may not be tag=b&tag=a.
    QTest::newRow("same names in order")
        << u"https://example.org/s?tag=z&id=1&tag=a"_s << u"example.org/s?id=1&tag=z&tag=a"_s;
    QTest::newRow("percent-encoding") << u"https://example.org/%7euser/a%2fb/%e4%b8%ad"_s
                                      << u"example.org/~user/a%2Fb/%E4%B8%AD"_s;
    QTest::newRow("index page alone") << u"https://example.org/index.php"_s << u"example.org"_s;
    QTest::newRow("international host")
        << u"https://www.bücher.example/beitrag"_s << u"xn--bcher-kva.example/beitrag"_s;
    QTest::newRow("ipv6") << u"http://[2001:db8::1]:8080/post"_s << u"[2001:db8::1]:8080/post"_s;
    QTest::newRow("only tracking")
        << u"https://example.org/post?utm_campaign=x&gclid=1"_s << u"example.org/post"_s;
    QTest::newRow("www is a name") << u"https://www.com/post"_s << u"www.com/post"_s;
}

void TestLinkKey::writesTheKey()
{
    QFETCH(QString, url);
    QFETCH(QString, key);
    QCOMPARE(LinkKey::of(QUrl(url)), key);
}

void TestLinkKey::sameLinkMeets_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    const QString post = u"https://example.org/2024/05/coalescing"_s;
    QTest::newRow("http and https") << post << u"http://example.org/2024/05/coalescing"_s;
    QTest::newRow("www") << post << u"https://www.example.org/2024/05/coalescing"_s;
    QTest::newRow("host case and trailing dot")
        << post << u"https://Example.Org./2024/05/coalescing"_s;
    QTest::newRow("index.html") << post << u"https://example.org/2024/05/coalescing/index.html"_s;
    QTest::newRow("index.htm") << post << u"https://example.org/2024/05/coalescing/index.htm"_s;
    QTest::newRow("Default.aspx") << post
                                  << u"https://example.org/2024/05/coalescing/Default.aspx"_s;
    QTest::newRow("trailing slash") << post << u"https://example.org/2024/05/coalescing/"_s;
    QTest::newRow("duplicate slashes") << post << u"https://example.org//2024/05//coalescing"_s;
    QTest::newRow("utm") << post
                         << u"https://example.org/2024/05/coalescing?utm_source=planet&"
                            "utm_medium=rss&UTM_Campaign=feed"_s;
    QTest::newRow("fbclid") << post << u"https://example.org/2024/05/coalescing?fbclid=IwAR0x"_s;
    QTest::newRow("mailer") << post
                            << u"https://example.org/2024/05/coalescing?mc_cid=1a&mc_eid=2b&"
                               "_hsenc=p2&_hsmi=9&mkt_tok=t"_s;
    QTest::newRow("ref=hn") << post << u"https://example.org/2024/05/coalescing?ref=hn"_s;
    QTest::newRow("ref=lobsters") << post
                                  << u"https://example.org/2024/05/coalescing?ref=Lobsters"_s;
    QTest::newRow("source=rss") << post << u"https://example.org/2024/05/coalescing?source=rss"_s;
    QTest::newRow("ref=host")
        << post << u"https://example.org/2024/05/coalescing?ref=news.ycombinator.com"_s;
    QTest::newRow("fragment") << post << u"https://example.org/2024/05/coalescing#comments"_s;
    QTest::newRow("default port 443") << post << u"https://example.org:443/2024/05/coalescing"_s;
    QTest::newRow("default port 80") << post << u"http://example.org:80/2024/05/coalescing"_s;
    QTest::newRow("user info") << post << u"https://reader@example.org/2024/05/coalescing"_s;
    QTest::newRow("unreserved encoded") << post << u"https://example.org/2024/05/co%61lescing"_s;
    QTest::newRow("param order") << u"https://example.org/view?p=12&lang=en"_s
                                 << u"https://example.org/view?lang=en&p=12&utm_source=x"_s;
    QTest::newRow("empty parameters")
        << u"https://example.org/view?p=12"_s << u"https://example.org/view?&p=12&&"_s;
    QTest::newRow("lower-case hex")
        << u"https://example.org/a%2fb"_s << u"https://example.org/a%2Fb"_s;
}

void TestLinkKey::sameLinkMeets()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const QString key = LinkKey::of(QUrl(a));
    QVERIFY(!key.isEmpty());
    QCOMPARE(LinkKey::of(QUrl(b)), key);
}

void TestLinkKey::otherPostStaysApart_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("other path") << u"https://example.org/2024/05/coalescing"_s
                                << u"https://example.org/2024/06/coalescing"_s;
    QTest::newRow("post and post-2")
        << u"https://example.org/blog/post"_s << u"https://example.org/blog/post-2"_s;
    QTest::newRow("p=1 and p=2") << u"https://example.org/?p=1"_s << u"https://example.org/?p=2"_s;
    QTest::newRow("id kept") << u"https://example.org/item"_s << u"https://example.org/item?id=5"_s;
    QTest::newRow("page kept") << u"https://example.org/series?page=2"_s
                               << u"https://example.org/series?page=3"_s;
    QTest::newRow("v kept") << u"https://video.example/watch?v=abc"_s
                            << u"https://video.example/watch?v=abd"_s;
    QTest::newRow("other port") << u"https://example.org:8080/post"_s
                                << u"https://example.org:8081/post"_s;
    QTest::newRow("port and none")
        << u"https://example.org/post"_s << u"https://example.org:8443/post"_s;
    QTest::newRow("other host") << u"https://example.org/post"_s << u"https://example.net/post"_s;
    QTest::newRow("subdomain") << u"https://blog.example.org/post"_s
                               << u"https://example.org/post"_s;
    // Paths are case-sensitive: /Post may be another page than /post.
    QTest::newRow("case in path") << u"https://example.org/blog/Post"_s
                                  << u"https://example.org/blog/post"_s;
    // An encoded slash is not a slash: a%2Fb is one segment.
    QTest::newRow("encoded slash")
        << u"https://example.org/a%2Fb"_s << u"https://example.org/a/b"_s;
    QTest::newRow("index is a name")
        << u"https://example.org/docs/index"_s << u"https://example.org/docs"_s;
    QTest::newRow("value case") << u"https://example.org/s?q=Rust"_s
                                << u"https://example.org/s?q=rust"_s;
}

void TestLinkKey::otherPostStaysApart()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const QString keyA = LinkKey::of(QUrl(a));
    const QString keyB = LinkKey::of(QUrl(b));
    QVERIFY(!keyA.isEmpty());
    QVERIFY(!keyB.isEmpty());
    QVERIFY2(keyA != keyB, qPrintable(keyA));
}

void TestLinkKey::keepsReferrersThatMayChooseContent()
{
    // In links to code, ref names a branch or a tag, and source may be an id: both choose what
    // the page shows, so only known referrer tags and host names are dropped.
    const auto key = [](const QString &url) { return LinkKey::of(QUrl(url)); };
    QCOMPARE(key(u"https://git.example/p/-/blob/README.md?ref=main"_s),
             u"git.example/p/-/blob/README.md?ref=main"_s);
    QVERIFY(key(u"https://git.example/p/-/blob/README.md?ref=v1.2"_s) !=
            key(u"https://git.example/p/-/blob/README.md?ref=v1.3"_s));
    QCOMPARE(key(u"https://example.org/item?source=42"_s), u"example.org/item?source=42"_s);
    QCOMPARE(key(u"https://example.org/item?ref_src=twsrc&source=hn"_s), u"example.org/item"_s);
}

void TestLinkKey::noKeyForOtherSchemes_data()
{
    QTest::addColumn<QString>("url");
    QTest::newRow("ftp") << u"ftp://example.org/post"_s;
    QTest::newRow("feed") << u"feed://example.org/rss.xml"_s;
    QTest::newRow("mailto") << u"mailto:author@example.org"_s;
    QTest::newRow("file") << u"file:///notes/post.html"_s;
    QTest::newRow("relative") << u"/blog/post"_s;
    QTest::newRow("no host") << u"http:///blog/post"_s;
    QTest::newRow("invalid") << u"http://exa mple.org/post"_s;
    QTest::newRow("empty") << QString();
}

void TestLinkKey::noKeyForOtherSchemes()
{
    QFETCH(QString, url);
    QCOMPARE(LinkKey::of(QUrl(url)), QString());
}

LECTERN_TEST_GUILESS_MAIN(tst_linkkey, TestLinkKey)
#include "tst_linkkey.moc"
