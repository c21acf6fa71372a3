// Saving pages met outside a feed with the real lectern program: a page described by its own
// metadata, saved and captured; saved twice, one article; an image and a missing page kept as
// links with the reason; no other scheme than the web's; saved pages never fetched as a feed.
#include "lecternrun.h"
#include "testhttpserver.h"
#include "testregistry.h"
#include "ui/window/instancechannel.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Lectern::InstanceChannel;

namespace {

QByteArray articlePage()
{
    QByteArray paragraphs;
    for (int i = 0; i < 6; ++i)
        paragraphs += "<p>Paragraph " + QByteArray::number(i) +
                      " on leader election: a follower that hears no heartbeat within its "
                      "randomized timeout becomes a candidate and asks the others for votes.</p>";
    return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
           "<title>Raft, read slowly | Mei's Notes</title>"
           "<meta property=\"og:description\" content=\"Leader election, log replication.\">"
           "<script type=\"application/ld+json\">{\"@type\":\"BlogPosting\","
           "\"headline\":\"Raft, read slowly\",\"author\":{\"@type\":\"Person\","
           "\"name\":\"Mei Chen\"},\"datePublished\":\"2026-03-02T08:30:00Z\"}</script>"
           "</head><body><nav><a href=\"/\">Home</a> <a href=\"/tags/\">Tags</a></nav>"
           "<article><h1>Raft, read slowly</h1>" +
           paragraphs +
           "</article><footer>Powered by a static site generator.</footer>"
           "</body></html>";
}

} // namespace

class TestSave : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void aPageIsSavedWithWhatItSaysOfItselfAndCaptured();
    void aPageSavedTwiceIsOneArticle();
    void whatCannotBeReadIsKeptAsALinkWithTheReason();
    void onlyWebAddressesAreSaved();
    void savedPagesAreNeitherFetchedNorExported();
    void importRecognisesEachExportByContent();
    void aRunningWindowIsHandedThePages();

private:
    LecternRun lectern(const QStringList &arguments);
    QJsonArray articles();

    TestHttpServer m_server;
    QTemporaryDir m_dir;
    QString m_library;
};

void TestSave::init()
{
    static int n = 0;
    m_library = m_dir.filePath(u"library-%1"_s.arg(++n));
    if (m_server.port() == 0) {
        QVERIFY(m_server.start());
        m_server.serveBody("/posts/raft/", articlePage(), "text/html; charset=utf-8");
        m_server.serveBody("/figures/raft.png", "\x89PNG\r\n\x1a\nnot much of an image",
                           "image/png");
    }
}

LecternRun TestSave::lectern(const QStringList &arguments)
{
    return LecternRun::run(QStringList{u"--library"_s, m_library} + arguments,
                           QProcessEnvironment::systemEnvironment(), {}, 60'000);
}

QJsonArray TestSave::articles()
{
    const LecternRun listed = lectern({u"list"_s, u"--json"_s});
    return QJsonDocument::fromJson(listed.out.toUtf8()).array();
}

void TestSave::aPageIsSavedWithWhatItSaysOfItselfAndCaptured()
{
    const QString url = m_server.url(u"/posts/raft/"_s).toString();
    const LecternRun saved =
        lectern({u"save"_s, url, u"--shelf"_s, u"Reading/Later"_s, u"--tag"_s, u"consensus"_s});
    QVERIFY2(saved.exitCode == 0, qPrintable(saved.err));
    QVERIFY2(saved.out.contains(u"Saved “Raft, read slowly” (article 1)"_s), qPrintable(saved.out));
    const QJsonArray list = articles();
    QCOMPARE(list.size(), 1);
    const QJsonObject article = list.first().toObject();
    QCOMPARE(article.value(u"title"_s).toString(), u"Raft, read slowly"_s);
    QCOMPARE(article.value(u"feedTitle"_s).toString(), u"Saved pages"_s);
    QCOMPARE(article.value(u"published"_s).toString(), u"2026-03-02T08:30:00Z"_s);
    QVERIFY(article.value(u"captured"_s).toBool());
    QCOMPARE(article.value(u"shelves"_s).toArray().size(), 1);
    const LecternRun shown = lectern({u"show"_s, u"1"_s});
    QVERIFY2(shown.out.contains(u"By: Mei Chen"_s), qPrintable(shown.out));
    QVERIFY(shown.out.contains(u"Paragraph 5 on leader election"_s)); // the captured article
    QVERIFY(!shown.out.contains(u"Powered by"_s));
    const LecternRun found = lectern({u"search"_s, u"tag:consensus"_s, u"--json"_s});
    QCOMPARE(QJsonDocument::fromJson(found.out.toUtf8()).array().size(), 1);
}

void TestSave::aPageSavedTwiceIsOneArticle()
{
    const QString url = m_server.url(u"/posts/raft/"_s).toString();
    QCOMPARE(lectern({u"save"_s, url}).exitCode, 0);
    QVERIFY(lectern({u"mark"_s, u"star"_s, u"1"_s}).exitCode == 0);
    // The same page again, with a fragment this time: the same article, its star kept.
    const LecternRun again = lectern({u"save"_s, url + u"#comments"_s});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.contains(u"(article 1)"_s), qPrintable(again.out));
    const QJsonArray list = articles();
    QCOMPARE(list.size(), 1);
    QVERIFY(list.first().toObject().value(u"starred"_s).toBool());
}

void TestSave::whatCannotBeReadIsKeptAsALinkWithTheReason()
{
    // (A PDF is kept whole, as a paper: tst_papers.)
    const QString image = m_server.url(u"/figures/raft.png"_s).toString();
    const QString missing = m_server.url(u"/posts/gone/"_s).toString();
    const LecternRun saved = lectern({u"save"_s, image, missing});
    QCOMPARE(saved.exitCode, 0); // the image is kept
    QVERIFY2(saved.out.contains(u"as a link (article 1)"_s) && saved.out.contains(u"image/png"_s),
             qPrintable(saved.out));
    QVERIFY2(saved.out.contains(u"as a link (article 2)"_s) && saved.out.contains(u"404"_s),
             qPrintable(saved.out));
    const QJsonArray list = articles();
    QCOMPARE(list.size(), 2);
    for (const QJsonValue &article : list)
        QVERIFY(!article.toObject().value(u"captured"_s).toBool());
    // The missing page's capture waits to be tried again; the image's is not tried at all.
    const LecternRun shown = lectern({u"show"_s, u"2"_s, u"--html"_s});
    QVERIFY2(shown.out.contains(u"404"_s), qPrintable(shown.out.left(2000)));
    const int imageRequests = int(m_server.requestsFor("/figures/raft.png").size());
    QCOMPARE(lectern({u"capture"_s, u"--pending"_s}).out.trimmed(), u"Nothing to capture"_s);
    QCOMPARE(m_server.requestsFor("/figures/raft.png").size(), imageRequests);
    // Nothing at all could be read: a failure.
    QCOMPARE(lectern({u"save"_s, m_server.url(u"/posts/also-gone/"_s).toString()}).exitCode, 1);
}

void TestSave::onlyWebAddressesAreSaved()
{
    const LecternRun refused = lectern({u"save"_s, u"ftp://example.org/file"_s});
    QVERIFY(refused.exitCode != 0);
    QVERIFY2(refused.err.contains(u"ftp://example.org/file is not an http or https address"_s),
             qPrintable(refused.err));
    QVERIFY(lectern({u"save"_s}).exitCode != 0);
    QVERIFY(articles().isEmpty());
}

void TestSave::savedPagesAreNeitherFetchedNorExported()
{
    QCOMPARE(lectern({u"save"_s, m_server.url(u"/posts/raft/"_s).toString()}).exitCode, 0);
    const LecternRun refreshed = lectern({u"refresh"_s});
    QCOMPARE(refreshed.exitCode, 0);
    QVERIFY2(refreshed.out.contains(u"Refreshed 0 feeds"_s), qPrintable(refreshed.out));
    const LecternRun exported = lectern({u"export-opml"_s, u"-"_s});
    QVERIFY(!exported.out.contains(u"lectern:saved"_s));
    const LecternRun feeds = lectern({u"feed"_s, u"list"_s, u"--json"_s});
    QVERIFY2(feeds.out.contains(u"\"saved\""_s), qPrintable(feeds.out));
}

void TestSave::importRecognisesEachExportByContent()
{
    const auto fixture = [](const QString &name) -> QString {
        return QStringLiteral(LECTERN_TEST_DATA "/readlater/") + name;
    };
    const LecternRun pocket = lectern({u"import"_s, fixture(u"pocket.csv"_s)});
    QVERIFY2(pocket.exitCode == 0, qPrintable(pocket.err));
    QVERIFY2(pocket.out.contains(u"Imported 3 pages from a Pocket export"_s),
             qPrintable(pocket.out));
    QVERIFY(pocket.err.contains(u"1 row without a web address left out"_s));
    QCOMPARE(articles().size(), 3);
    const LecternRun again = lectern({u"import"_s, fixture(u"pocket.csv"_s)});
    QVERIFY2(again.out.contains(u"Imported 0 pages from a Pocket export (3 already saved)"_s),
             qPrintable(again.out));
    const LecternRun instapaper = lectern({u"import"_s, fixture(u"instapaper.csv"_s)});
    QVERIFY2(
        instapaper.out.contains(u"Imported 4 pages from an Instapaper export, with 1 new shelf"_s),
        qPrintable(instapaper.out));
    QVERIFY(
        lectern({u"import"_s, fixture(u"wallabag.json"_s)}).out.contains(u"Imported 2 pages"_s));
    const QJsonArray all = articles();
    QCOMPARE(all.size(), 9);
    int read = 0, starred = 0;
    for (const QJsonValue &article : all) {
        read += article.toObject().value(u"read"_s).toBool() ? 1 : 0;
        starred += article.toObject().value(u"starred"_s).toBool() ? 1 : 0;
    }
    QCOMPARE(read, 3);    // Pocket's archive, Instapaper's Archive, wallabag's archived
    QCOMPARE(starred, 2); // Instapaper's Starred, wallabag's starred
    // Their capture waits for capture --pending.
    const LecternRun found = lectern({u"search"_s, u"tag:cuda"_s, u"--json"_s});
    QCOMPARE(QJsonDocument::fromJson(found.out.toUtf8()).array().size(), 1);

    // OPML is imported as subscriptions; another file is refused and nothing is lost.
    const QString opml = m_dir.filePath(u"feeds.opml"_s);
    QFile opmlFile(opml);
    QVERIFY(opmlFile.open(QIODevice::WriteOnly));
    opmlFile.write("<?xml version=\"1.0\"?><opml version=\"2.0\"><body><outline text=\"GPU\" "
                   "xmlUrl=\"https://gpu.example.org/feed.xml\"/></body></opml>");
    opmlFile.close();
    QVERIFY(lectern({u"import"_s, opml}).out.contains(u"Imported 1 new feeds"_s));
    const QString other = m_dir.filePath(u"contacts.csv"_s);
    QFile otherFile(other);
    QVERIFY(otherFile.open(QIODevice::WriteOnly));
    otherFile.write("name,email\nAnn,ann@example.org\n");
    otherFile.close();
    const LecternRun refused = lectern({u"import"_s, other});
    QVERIFY(refused.exitCode != 0);
    QVERIFY2(refused.err.contains(u"not a Pocket or Instapaper CSV export"_s),
             qPrintable(refused.err));
    QCOMPARE(articles().size(), 9);
}

void TestSave::aRunningWindowIsHandedThePages()
{
    // The window's side of the channel, listening for this library as a window would.
    QDir().mkpath(m_library);
    InstanceChannel window;
    QVERIFY(window.listen(InstanceChannel::nameFor(m_library)));
    QSignalSpy saving(&window, &InstanceChannel::saveRequested);
    const QString url = m_server.url(u"/posts/raft/"_s).toString();
    // The test's event loop turns while the program runs: the channel answers it.
    const LecternRun handed = lectern({u"save"_s, url, u"--tag"_s, u"raft"_s});
    QCOMPARE(handed.exitCode, 0);
    QVERIFY2(handed.out.contains(u"Handed 1 page to the Lectern window"_s), qPrintable(handed.out));
    QTRY_COMPARE(saving.count(), 1);
    QCOMPARE(saving.first().at(0).value<QList<QUrl>>(), QList<QUrl>{QUrl(url)});
    QCOMPARE(saving.first().at(2).toStringList(), QStringList{u"raft"_s});
    QVERIFY(articles().isEmpty()); // the window saves it, not this process
}

LECTERN_TEST_MAIN(tst_save, TestSave)
#include "tst_save.moc"
