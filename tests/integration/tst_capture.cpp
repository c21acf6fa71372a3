// Offline capture end to end with the real lectern program: a summary-only feed whose article
// pages are built like real blogs is subscribed to and captured from a local server; then the
// server goes away and every captured article is still complete, with its images stored.
#include "lecternrun.h"
#include "testhttpserver.h"
#include "testimages.h"
#include "testregistry.h"

#include <QBuffer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// The page chrome real blogs wrap around an article: what extraction must leave out.
QByteArray page(const QByteArray &title, const QByteArray &article, const QByteArray &lang = "en")
{
    return "<!DOCTYPE html><html lang=\"" + lang + "\"><head><meta charset=\"utf-8\"><title>" +
           title +
           "</title><script src=\"/assets/js/theme.js\"></script></head><body>"
           "<nav id=\"sidebar\"><a href=\"/\">Home</a> <a href=\"/categories/\">Categories</a> "
           "<a href=\"/tags/\">Tags</a> <a href=\"/archives/\">Archives</a></nav>"
           "<div id=\"main\"><header><h1>" +
           title + "</h1></header>" + article +
           "<aside id=\"toc\"><h2>Contents</h2><a href=\"#a\">Section</a></aside>"
           "<section id=\"comments\"><h2>Comments</h2><form action=\"/comment\"><textarea>"
           "</textarea><button>Post</button></form></section></div>"
           "<footer>Copyright 2026. Powered by a static site generator.</footer></body></html>";
}

QByteArray paragraphs(const QByteArray &topic, int count)
{
    QByteArray out;
    for (int i = 0; i < count; ++i) {
        out += "<p>Paragraph " + QByteArray::number(i) + " on " + topic +
               ": a long technical explanation of why the hardware behaves the way it does, "
               "with enough words to be the main content of the page.</p>";
    }
    return out;
}

} // namespace

class TestCapture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void capturesThenReadsOffline();
    void refusesRequestsIntoTheLocalNetwork();

private:
    using Run = LecternRun;
    Run lectern(const QStringList &arguments, int timeoutMs = 30'000);
    void serveSite();
    QJsonObject articleTitled(const QJsonArray &articles, const QString &title);
    // The reader's page of the article with this title, as `lectern show ID --html` prints it.
    QString pageOf(const QJsonArray &articles, const QString &title);

    std::unique_ptr<TestHttpServer> m_server;
    QTemporaryDir m_dir;
    QString m_library;
};

void TestCapture::initTestCase()
{
    m_server = std::make_unique<TestHttpServer>();
    QVERIFY(m_server->start());
    m_library = m_dir.filePath(u"library"_s);
    serveSite();
}

TestCapture::Run TestCapture::lectern(const QStringList &arguments, int timeoutMs)
{
    return LecternRun::run(QStringList{u"--library"_s, m_library} + arguments,
                           QProcessEnvironment::systemEnvironment(), {}, timeoutMs);
}

void TestCapture::serveSite()
{
    TestHttpServer &s = *m_server;
    const QByteArray html = "text/html; charset=utf-8";
    s.serveBody("/img/warp.png", pngOfSize(800, 400, Qt::darkGreen), "image/png");
    s.serveBody("/img/small.png", pngOfSize(400, 200, Qt::red), "image/png");
    s.serveBody("/img/large.png", pngOfSize(1600, 800, Qt::blue), "image/png");
    s.serveBody("/img/fig.png", pngOfSize(300, 300, Qt::darkMagenta), "image/png");
    s.serveBody("/img/diagram.svg",
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\" "
                "onload=\"fetch('/svg-beacon')\"><script>fetch('/svg-beacon')</script>"
                "<rect width=\"20\" height=\"20\" fill=\"teal\"/></svg>",
                "image/svg+xml");
    s.serveBody("/img/bomb.png", pngDeclaringSize(pngOfSize(4, 4, Qt::black), 100'000, 100'000),
                "image/png");

    // Jekyll with the Chirpy theme: Rouge code in a table with line numbers, KaTeX, lazy and
    // responsive images.
    s.serveBody("/posts/warp-scheduling/",
                page("Warp scheduling on modern GPUs",
                     "<article><div class=\"content\">" + paragraphs("warp schedulers", 6) +
                         "<p>The occupancy formula is <span class=\"katex\"><span "
                         "class=\"katex-mathml\"><math><semantics><mrow><mi>W</mi></mrow>"
                         "<annotation encoding=\"application/x-tex\">W / W_{max}</annotation>"
                         "</semantics></math></span><span class=\"katex-html\">W/Wmax</span>"
                         "</span> for each SM.</p>"
                         "<div class=\"language-cpp highlighter-rouge\"><div class=\"highlight\">"
                         "<pre class=\"highlight\"><code><table class=\"rouge-table\"><tbody><tr>"
                         "<td class=\"rouge-gutter gl\"><pre class=\"lineno\">1\n2\n</pre></td>"
                         "<td class=\"rouge-code\"><pre>__global__ void saxpy(float *y) {\n"
                         "  y[threadIdx.x] *= 2.0f; }\n</pre></td></tr></tbody></table></code>"
                         "</pre></div></div>"
                         "<p><img data-src=\"/img/warp.png\" "
                         "src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\" alt=\"warps\"></p>"
                         "<p><img src=\"/img/small.png\" srcset=\"/img/small.png 400w, "
                         "/img/large.png 1600w\" alt=\"pipeline\"></p>"
                         "<p><img src=\"/img/diagram.svg\" alt=\"diagram\"></p>" +
                         paragraphs("the register file", 4) + "</div></article>"),
                html);
    // Hugo: Chroma code with a language, a figure shortcode.
    s.serveBody("/hugo/memory-model/",
                page("Reading the Go memory model",
                     "<article class=\"post\">" + paragraphs("happens-before", 6) +
                         "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code "
                         "class=\"language-go\" data-lang=\"go\"><span class=\"line\"><span "
                         "class=\"cl\">func main() { ch := make(chan int) }</span></span></code>"
                         "</pre></div><figure><img src=\"/img/fig.png\" alt=\"figure\">"
                         "<figcaption>Figure 1: a race.</figcaption></figure>" +
                         paragraphs("channels", 4) + "</article>"),
                html);
    // WordPress: SyntaxHighlighter's brush class, share buttons and a comment form.
    s.serveBody("/wp/lock-free-queues/",
                page("Lock-free queues in practice",
                     "<div class=\"entry-content\">" + paragraphs("compare-and-swap", 6) +
                         "<pre class=\"brush: cpp; gutter: true\">std::atomic&lt;Node*&gt; head;"
                         "</pre><div class=\"sharedaddy\"><a href=\"/share\">Share on X</a></div>"
                         "<p><img src=\"/img/bomb.png\" alt=\"bomb\"></p>" +
                         paragraphs("the ABA problem", 4) + "</div>"),
                html);
    // A page that tries to run script and to call home.
    s.serveBody("/hostile/",
                page("A page with scripts",
                     "<article>" + paragraphs("sandboxing", 8) +
                         "<script>fetch('/beacon')</script><img src=\"/beacon.gif\" "
                         "onerror=\"fetch('/beacon')\" alt=\"x\"><p onclick=\"fetch('/beacon')\">"
                         "Click handlers stay out.</p></article>"),
                html);
    // A Chinese page.
    s.serveBody(
        "/zh/scheduler/",
        page("\xe8\xb0\x83\xe5\xba\xa6\xe5\x99\xa8\xe6\xba\x90\xe7\xa0\x81\xe9\x98\x85\xe8\xaf\xbb",
             "<article>" +
                 QByteArray("<p>\xe8\xbf\x99\xe7\xaf\x87\xe6\x96\x87\xe7\xab\xa0\xe9\x80\x90"
                            "\xe8\xa1\x8c\xe9\x98\x85\xe8\xaf\xbb\xe8\xb0\x83\xe5\xba\xa6"
                            "\xe5\x99\xa8\xe7\x9a\x84\xe6\xba\x90\xe4\xbb\xa3\xe7\xa0\x81"
                            "\xef\xbc\x8c\xe8\xa7\xa3\xe9\x87\x8a\xe6\xaf\x8f\xe4\xb8\x80"
                            "\xe4\xb8\xaa\xe5\x86\xb3\xe5\xae\x9a\xe3\x80\x82</p>")
                     .repeated(30) +
                 "<pre>fn pick_next() -> Task {}</pre></article>",
             "zh-CN"),
        html);
    // Broken servers: a body that never ends, a redirect to a local file.
    TestHttpServer::Response endless;
    endless.endless = true;
    endless.headers.append(qMakePair("Content-Type"_ba, "text/html"_ba));
    s.serve("/endless/", endless);
    s.redirect("/to-file/", 302, "file:///etc/passwd");

    QByteArray items;
    const QList<QPair<QByteArray, QByteArray>> posts = {
        {"Warp scheduling on modern GPUs", "/posts/warp-scheduling/"},
        {"Reading the Go memory model", "/hugo/memory-model/"},
        {"Lock-free queues in practice", "/wp/lock-free-queues/"},
        {"A page with scripts", "/hostile/"},
        {"Scheduler source reading", "/zh/scheduler/"},
        {"A page that never ends", "/endless/"},
        {"A page that moved to a file", "/to-file/"},
    };
    for (const auto &[title, path] : posts) {
        items += "<item><title>" + title + "</title><link>" +
                 s.url(QString::fromUtf8(path)).toEncoded() +
                 "</link><description>A short teaser. Read more</description></item>";
    }
    // A post the feed carries whole, with a figure: only the figure is fetched.
    items +=
        "<item><title>A whole post in the feed</title><link>" + s.url(u"/whole/"_s).toEncoded() +
        "</link><description>" +
        paragraphs("whole posts", 8).replace("<", "&lt;").replace(">", "&gt;") +
        "&lt;p&gt;&lt;img src=\"/img/fig.png\" alt=\"figure\"&gt;&lt;/p&gt;</description></item>";
    s.serveBody("/feed.xml",
                "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>GPU notes</title>"
                "<link>" +
                    s.url(u"/"_s).toEncoded() + "</link>" + items + "</channel></rss>",
                "application/rss+xml");
}

QJsonObject TestCapture::articleTitled(const QJsonArray &articles, const QString &title)
{
    for (const QJsonValue &value : articles) {
        if (value.toObject().value(u"title"_s).toString() == title)
            return value.toObject();
    }
    return {};
}

QString TestCapture::pageOf(const QJsonArray &articles, const QString &title)
{
    const qint64 id = articleTitled(articles, title).value(u"id"_s).toInteger();
    return lectern({u"show"_s, QString::number(id), u"--html"_s}).out;
}

void TestCapture::capturesThenReadsOffline()
{
    const Run add = lectern({u"add"_s, m_server->url(u"/feed.xml"_s).toString()});
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    QVERIFY2(add.out.contains(u"8 articles wait for offline capture"_s), qPrintable(add.out));
    // The policy and a site rule are kept on the feed.
    QCOMPARE(lectern({u"feed"_s, u"capture"_s, u"1"_s, u"always"_s}).exitCode, 0);
    QCOMPARE(lectern({u"feed"_s, u"rule"_s, u"1"_s, u"article .post"_s}).exitCode, 0);
    QCOMPARE(lectern({u"feed"_s, u"capture"_s, u"1"_s, u"sometimes"_s}).exitCode, 1);
    const QJsonObject feed =
        QJsonDocument::fromJson(lectern({u"feed"_s, u"list"_s, u"--json"_s}).out.toUtf8())
            .array()
            .first()
            .toObject();
    QCOMPARE(feed.value(u"capture"_s).toString(), u"always"_s);
    QCOMPARE(feed.value(u"capture_rule"_s).toString(), u"article .post"_s);
    QCOMPARE(lectern({u"feed"_s, u"rule"_s, u"1"_s, u"none"_s}).exitCode, 0);
    QCOMPARE(lectern({u"feed"_s, u"capture"_s, u"1"_s, u"auto"_s}).exitCode, 0);

    const Run capture = lectern({u"capture"_s, u"--pending"_s}, 120'000);
    QVERIFY2(capture.exitCode == 0, qPrintable(capture.out + capture.err));
    // The browser engine's own words go to its log, not to the terminal.
    QVERIFY2(!capture.err.contains(u"Sandboxing"_s), qPrintable(capture.err));
    QVERIFY2(capture.out.contains(u"Captured 6 of 8 articles"_s),
             qPrintable(capture.out + capture.err));
    // Each failure is named, with its article.
    QVERIFY2(capture.err.contains(u"file"_s), qPrintable(capture.err));
    QVERIFY2(capture.err.contains(u"pixels"_s), qPrintable(capture.err));
    // Nothing a page or an image said was run or fetched.
    QVERIFY(m_server->requestsFor("/beacon").isEmpty());
    QVERIFY(m_server->requestsFor("/svg-beacon").isEmpty());
    QVERIFY(m_server->requestsFor("/assets/js/theme.js").isEmpty());
    // The responsive image came in the size the reader shows, the small one was not needed.
    QCOMPARE(m_server->requestsFor("/img/large.png").size(), 1);
    QVERIFY(m_server->requestsFor("/img/small.png").isEmpty());

    QVERIFY(m_server->requestsFor("/whole/").isEmpty());
    // The network goes away.
    m_server.reset();

    const QJsonArray articles =
        QJsonDocument::fromJson(lectern({u"list"_s, u"--json"_s}).out.toUtf8()).array();
    QCOMPARE(articles.size(), 8);
    const QJsonObject chirpy = articleTitled(articles, u"Warp scheduling on modern GPUs"_s);
    QVERIFY(chirpy.value(u"captured"_s).toBool());
    QVERIFY(!articleTitled(articles, u"A page that never ends"_s).value(u"captured"_s).toBool());
    const QString chirpyId = QString::number(chirpy.value(u"id"_s).toInteger());

    // The reader's page: full text, highlighted code, TeX for KaTeX, images from the library.
    const Run shown = lectern({u"show"_s, chirpyId, u"--html"_s});
    QCOMPARE(shown.exitCode, 0);
    const QString html = shown.out;
    QVERIFY(html.contains(u"Paragraph 3 on the register file"_s));
    QVERIFY2(html.contains(u"data-lang=\"C++\""_s), qPrintable(html));
    QVERIFY(html.contains(u"saxpy"_s));
    QVERIFY2(!html.contains(u">1\n2"_s), "line numbers are not code");
    QVERIFY2(html.contains(u"W / W_{max}"_s), qPrintable(html));
    QCOMPARE(html.count(u"<img src=\"lectern://asset/"_s), 3);
    QVERIFY2(!html.contains(u"src=\"http"_s), "no image is fetched from the web");
    QVERIFY(!html.contains(u"Powered by a static site generator"_s));
    QVERIFY(!html.contains(u"<textarea"_s));
    QVERIFY(html.contains(u"?version=feed"_s)); // one click to the feed's version

    // Each stored file is there, the SVG without its script.
    int files = 0;
    for (QDirIterator it(m_library + u"/assets"_s, QDir::Files, QDirIterator::Subdirectories);
         it.hasNext();) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("script"));
        ++files;
    }
    QCOMPARE(files, 4); // warp, large, diagram (chirpy) and the Hugo figure

    // Text and the feed's own version.
    const Run text = lectern({u"show"_s, chirpyId});
    QVERIFY(text.out.contains(u"Paragraph 5 on warp schedulers"_s));
    QVERIFY(text.out.contains(u"Captured: "_s));
    const Run feedVersion = lectern({u"show"_s, chirpyId, u"--feed-version"_s});
    QVERIFY(feedVersion.out.contains(u"A short teaser"_s));
    QVERIFY(!feedVersion.out.contains(u"Paragraph 5"_s));

    // The whole post kept its figure; its page was never asked for.
    const QString whole = pageOf(articles, u"A whole post in the feed"_s);
    QVERIFY2(whole.contains(u"<img src=\"lectern://asset/"_s), qPrintable(whole));
    QVERIFY(whole.contains(u"Paragraph 7 on whole posts"_s));

    // Hugo and WordPress code keep their languages.
    const QString hugo = pageOf(articles, u"Reading the Go memory model"_s);
    QVERIFY2(hugo.contains(u"data-lang=\"Go\""_s), qPrintable(hugo));
    QVERIFY(hugo.contains(u"Figure 1: a race."_s));
    const QString wordpress = pageOf(articles, u"Lock-free queues in practice"_s);
    QVERIFY2(wordpress.contains(u"data-lang=\"C++\""_s), qPrintable(wordpress));
    QVERIFY(!wordpress.contains(u"Share on X"_s));
    // The image that could not be kept is a placeholder with its words, never a remote image,
    // and nothing of it joins the article's text.
    QVERIFY2(wordpress.contains(
                 u"<span class=\"image-placeholder\" role=\"img\" aria-label=\"bomb\">"_s),
             qPrintable(wordpress));
    QVERIFY(!wordpress.contains(u"src=\"http"_s));
    const QString wordpressId = QString::number(
        articleTitled(articles, u"Lock-free queues in practice"_s).value(u"id"_s).toInteger());
    const Run wordpressText = lectern({u"show"_s, wordpressId});
    QVERIFY2(wordpressText.out.contains(u"Paragraph 3 on the ABA problem"_s),
             qPrintable(wordpressText.out));
    QVERIFY2(!wordpressText.out.contains(u"bomb.png"_s) &&
                 !wordpressText.out.contains(u"not kept offline"_s),
             qPrintable(wordpressText.out));
    const QString hostile = pageOf(articles, u"A page with scripts"_s);
    QVERIFY(hostile.contains(u"Click handlers stay out."_s));
    QVERIFY(!hostile.contains(u"onclick"_s) && !hostile.contains(u"onerror"_s));
    QVERIFY(!hostile.contains(u"fetch('/beacon')"_s));

    // Chinese text is captured and searchable, and a search says which hits are kept offline.
    const Run search = lectern({u"search"_s, u"\u8c03\u5ea6\u5668 is:offline"_s, u"--json"_s});
    const QJsonArray hits = QJsonDocument::fromJson(search.out.toUtf8()).array();
    QCOMPARE(hits.size(), 1);
    QVERIFY(hits.first().toObject().value(u"captured"_s).toBool());
    // Every page's teaser matches: the captured ones say so, the two that failed do not.
    int capturedHits = 0, otherHits = 0;
    for (const QJsonValue &hit :
         QJsonDocument::fromJson(lectern({u"search"_s, u"teaser"_s, u"--json"_s}).out.toUtf8())
             .array())
        ++(hit.toObject().value(u"captured"_s).toBool() ? capturedHits : otherHits);
    QCOMPARE(capturedHits, 5);
    QCOMPARE(otherHits, 2);

    // Nothing is left to capture but the two failures, which wait for their retry.
    const Run again = lectern({u"capture"_s, u"--pending"_s});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.contains(u"Nothing to capture"_s), qPrintable(again.out));

    // Export, with the network still gone: a page that needs nothing but itself, Markdown with
    // the images beside it, and a PDF.
    const QString exports = m_dir.filePath(u"exports"_s);
    QVERIFY(QDir().mkpath(exports));
    const Run exportedHtml = lectern(
        {u"export"_s, chirpyId, u"--format"_s, u"html"_s, u"-o"_s, exports + u"/warp.html"_s});
    QVERIFY2(exportedHtml.exitCode == 0, qPrintable(exportedHtml.err));
    QFile htmlFile(exports + u"/warp.html"_s);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    const QString standalone = QString::fromUtf8(htmlFile.readAll());
    QCOMPARE(standalone.count(u"<img src=\"data:image/"_s), 3);
    QVERIFY(!standalone.contains(u"lectern://asset"_s));
    QVERIFY(!standalone.contains(u"src=\"lectern:"_s) &&
            !standalone.contains(u"href=\"lectern:"_s));
    QVERIFY(standalone.contains(u"data-lang=\"C++\""_s));
    QVERIFY(standalone.contains(u"Paragraph 3 on the register file"_s));
    QVERIFY(!standalone.contains(u"?version=feed"_s));
    const Run md =
        lectern({u"export"_s, chirpyId, u"--format"_s, u"md"_s, u"-o"_s, exports + u"/warp.md"_s});
    QVERIFY2(md.exitCode == 0, qPrintable(md.err));
    QFile mdFile(exports + u"/warp.md"_s);
    QVERIFY(mdFile.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(mdFile.readAll());
    QVERIFY2(markdown.contains(u"```cpp\n__global__ void saxpy"_s), qPrintable(markdown));
    QVERIFY(markdown.contains(u"$W / W_{max}$"_s));
    QCOMPARE(markdown.count(u"](warp-images/"_s), 3);
    QCOMPARE(QDir(exports + u"/warp-images"_s).entryList(QDir::Files).size(), 3);
    const Run pdf =
        lectern({u"export"_s, chirpyId, u"--format"_s, u"pdf"_s, u"-o"_s, exports + u"/warp.pdf"_s},
                60'000);
    QVERIFY2(pdf.exitCode == 0, qPrintable(pdf.err));
    QFile pdfFile(exports + u"/warp.pdf"_s);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");
    QVERIFY(pdfFile.size() > 10'000);
    QCOMPARE(lectern({u"export"_s, u"999"_s, u"--format"_s, u"md"_s, u"-o"_s, exports + u"/x.md"_s})
                 .exitCode,
             1);

    // Storage: what is kept, then an offline copy removed with the images only it used.
    const Run info = lectern({u"info"_s});
    QVERIFY2(info.out.contains(u"6 kept offline, 2 waiting"_s), qPrintable(info.out));
    QVERIFY2(info.out.contains(u"Images: 4,"_s), qPrintable(info.out));
    QCOMPARE(lectern({u"capture"_s, u"--remove"_s, chirpyId}).exitCode, 0);
    QVERIFY(lectern({u"show"_s, chirpyId, u"--html"_s}).out.contains(u"A short teaser"_s));
    const auto storedFiles = [&] {
        int n = 0;
        for (QDirIterator it(m_library + u"/assets"_s, QDir::Files, QDirIterator::Subdirectories);
             it.hasNext(); it.next())
            ++n;
        return n;
    };
    QCOMPARE(storedFiles(), 1); // the Hugo figure
    const auto found = [&] {
        return QJsonDocument::fromJson(
                   lectern({u"search"_s, u"memory"_s, u"--json"_s}).out.toUtf8())
            .array()
            .size();
    };
    const qsizetype foundBefore = found();
    QVERIFY(foundBefore > 0);
    // Compacts the library and its search file (schema 24), which keeps answering.
    const Run vacuum = lectern({u"vacuum"_s});
    QVERIFY2(vacuum.exitCode == 0, qPrintable(vacuum.err));
    QVERIFY2(vacuum.out.contains(u"Removed 0 unused images"_s), qPrintable(vacuum.out));
    QCOMPARE(storedFiles(), 1);
    QCOMPARE(found(), foundBefore);
}

void TestCapture::refusesRequestsIntoTheLocalNetwork()
{
    // A feed on this computer (127.0.0.1, the person's own choice) whose items point at another
    // host of the machine's network (127.0.0.2, a router's admin page, say): the article is
    // kept, and exactly the requests into the other host are refused, said and never retried.
    TestHttpServer own;
    QVERIFY(own.start(QHostAddress(u"127.0.0.1"_s)));
    TestHttpServer router;
    if (!router.start(QHostAddress(u"127.0.0.2"_s)))
        QSKIP("127.0.0.2 cannot be listened on here");
    router.serveBody("/router.png", pngOfSize(300, 200), "image/png");
    router.serveBody("/cgi-bin/admin", "<html><body><p>admin</p></body></html>", "text/html");
    own.serveBody("/pic.png", pngOfSize(600, 300, Qt::darkBlue), "image/png");
    QByteArray paragraphs;
    for (int i = 0; i < 5; ++i)
        paragraphs += "<p>Paragraph " + QByteArray::number(i) +
                      " of a long post on page tables, with enough words to be an article.</p>";
    own.serveBody("/post",
                  "<html><head><title>Page tables</title></head><body><article>"
                  "<h1>Page tables</h1>" +
                      paragraphs + "<p><img src=\"/pic.png\" alt=\"walk\"></p><p><img src=\"" +
                      router.url(u"/router.png"_s).toEncoded() +
                      "\" alt=\"router\"></p></article></body></html>",
                  "text/html; charset=utf-8");
    own.serveBody("/feed.xml",
                  "<rss version=\"2.0\"><channel><title>Own</title><link>" +
                      own.url(u"/"_s).toEncoded() +
                      "</link><item><title>Page tables</title><guid>post</guid><link>" +
                      own.url(u"/post"_s).toEncoded() +
                      "</link><description>A teaser.</description></item><item><title>Router"
                      "</title><guid>admin</guid><link>" +
                      router.url(u"/cgi-bin/admin"_s).toEncoded() +
                      "</link><description>Another teaser.</description></item>"
                      "</channel></rss>",
                  "application/rss+xml");
    QTemporaryDir dir;
    const auto run = [&](const QStringList &arguments) {
        return LecternRun::run(QStringList{u"--library"_s, dir.path()} + arguments,
                               QProcessEnvironment::systemEnvironment(), {}, 120'000);
    };
    QCOMPARE(run({u"add"_s, own.url(u"/feed.xml"_s).toString()}).exitCode, 0);
    const Run capture = run({u"capture"_s, u"--pending"_s});
    QVERIFY2(capture.exitCode == 0, qPrintable(capture.out + capture.err));
    QVERIFY2(capture.out.contains(u"Captured 1 of 2 articles with 1 image"_s),
             qPrintable(capture.out));
    QVERIFY2(capture.out.contains(u"(1 image in your local network refused)"_s),
             qPrintable(capture.out));
    QVERIFY2(capture.out.contains(u"; 1 page in your local network refused"_s),
             qPrintable(capture.out));
    QVERIFY2(capture.err.contains(u"points into this computer (127.0.0.2)"_s),
             qPrintable(capture.err));
    QVERIFY(router.requests().isEmpty());
    QCOMPARE(own.requestsFor("/pic.png").size(), 1);
    // Refused for good: nothing waits to be tried again.
    const Run again = run({u"capture"_s, u"--pending"_s});
    QVERIFY2(again.out.contains(u"Nothing to capture"_s), qPrintable(again.out + again.err));
    QVERIFY(router.requests().isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_capture, TestCapture)
#include "tst_capture.moc"
