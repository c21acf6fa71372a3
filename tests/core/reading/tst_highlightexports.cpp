// Highlights where people keep notes: a folder of Markdown notes for Obsidian or Logseq written
// again after a new highlight and an edit below the marked line (one new quote, the edit kept,
// nothing twice); Readwise's CSV written and read back, tricky fields and all; W3C Web
// Annotations with both selectors; and a Readwise CSV's highlights put on the articles of a real
// library with the same address, anchored, the ones that cannot be placed named.
#include "feeds/parsedfeed.h"
#include "feeds/text/csvrecords.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "reading/highlightedarticles.h"
#include "reading/highlightimport.h"
#include "reading/highlightsvault.h"
#include "reading/readwisecsv.h"
#include "reading/webannotations.h"
#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

HighlightRecord aHighlight(qint64 id, const QString &quote, const QString &note,
                           const QString &color = u"yellow"_s)
{
    HighlightRecord record;
    record.id = id;
    record.articleId = 7;
    record.selector = {quote, u"before "_s, u" after"_s, 10 * id, 10 * id + quote.size()};
    record.note = note;
    record.color = color;
    record.created = QDateTime(QDate(2026, 11, 2), QTime(8, 30), QTimeZone::UTC);
    return record;
}

HighlightedArticle article()
{
    HighlightedArticle article;
    article.id = 7;
    article.title = u"Warps: a \"lockstep\" story / part 1"_s;
    article.authors = u"Daniel Okafor"_s;
    article.link = QUrl(u"https://gpu.example/warps"_s);
    article.published = QDateTime(QDate(2026, 10, 24), QTime(9, 0), QTimeZone::UTC);
    article.feedTitle = u"GPU Notes"_s;
    article.tags = {u"cuda"_s, u"gpu"_s};
    article.highlights = {aHighlight(1, u"a warp is 32 threads"_s, u"**why** 32?"_s, u"green"_s)};
    return article;
}

QString read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

ParsedEntry gpuEntry(const QString &id, const QString &title, const QString &link,
                     const QString &html)
{
    ParsedEntry entry;
    entry.id = id;
    entry.title = title;
    entry.link = QUrl(link);
    entry.content = html;
    return entry;
}

// The entries stored as the feed "GPU Notes".
bool storeFeed(Database &database, const QList<ParsedEntry> &entries)
{
    ParsedFeed feed;
    feed.title = u"GPU Notes"_s;
    feed.entries = entries;
    return FeedIngest::ingest(database.connection(), QUrl(u"https://gpu.example/feed"_s), feed).ok;
}

} // namespace

class TestHighlightExports : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aVaultIsUpdatedInPlace();
    void readwiseCsvRoundTrips();
    void readsCsvTheWayOthersWriteIt();
    void webAnnotationsCarryBothSelectors();
    void readwiseHighlightsFindTheirArticles();
    void aVaultNoteEditedElsewhere();
    void csvCellsNeverRunAsFormulas();
    void readwisesOwnExportFindsArticlesByTitle();
};

void TestHighlightExports::aVaultIsUpdatedInPlace()
{
    QTemporaryDir dir;
    HighlightedArticle warps = article();
    QCOMPARE(HighlightsVault::write(dir.path(), {warps}).created, 1);
    const QString path = dir.filePath(u"Warps a lockstep story part 1.md"_s);
    QString note = read(path);
    QVERIFY2(note.startsWith(u"---\ntitle: \"Warps: a \\\"lockstep\\\" story / part 1\"\n"_s),
             qPrintable(note));
    for (const QString &line :
         {u"author: \"Daniel Okafor\""_s, u"link: \"https://gpu.example/warps\""_s,
          u"date: 2026-10-24"_s, u"tags: [\"cuda\", \"gpu\"]"_s, u"lectern-id: 7"_s,
          u"> a warp is 32 threads"_s, u"**why** 32?"_s, u"green"_s})
        QVERIFY2(note.contains(line), qPrintable(line));
    QCOMPARE(HighlightsVault::idOf(note), 7);

    // The person writes below the line, renames the file; a highlight is added; exported again.
    QFile edited(path);
    QVERIFY(edited.open(QIODevice::Append));
    edited.write("My own thoughts on [[Occupancy]].\n");
    edited.close();
    const QString renamed = dir.filePath(u"Warps (mine).md"_s);
    QVERIFY(QFile::rename(path, renamed));
    warps.highlights.append(aHighlight(2, u"lanes diverge"_s, QString()));
    const HighlightsVault::Result again = HighlightsVault::write(dir.path(), {warps});
    QCOMPARE(again.updated, 1);
    QCOMPARE(again.created, 0);
    QCOMPARE(QDir(dir.path()).entryList({u"*.md"_s}).size(), 1);
    note = read(renamed);
    QCOMPARE(note.count(u"> a warp is 32 threads"_s), 1);
    QCOMPARE(note.count(u"> lanes diverge"_s), 1);
    QCOMPARE(note.count(HighlightsVault::marker()), 1);
    QVERIFY(
        note.endsWith(HighlightsVault::marker() + u"\n\nMy own thoughts on [[Occupancy]].\n"_s));
    // Nothing new: nothing written.
    QCOMPARE(HighlightsVault::write(dir.path(), {warps}).unchanged, 1);
    // Another article of the same title gets a name of its own.
    HighlightedArticle twin = article();
    twin.id = 8;
    twin.title = u"Warps (mine)"_s;
    QCOMPARE(HighlightsVault::write(dir.path(), {warps, twin}).created, 1);
    QVERIFY(QFile::exists(dir.filePath(u"Warps (mine) (8).md"_s)));
}

void TestHighlightExports::readwiseCsvRoundTrips()
{
    HighlightedArticle tricky = article();
    tricky.highlights = {aHighlight(1, u"one, \"two\"\nthree"_s, u"a note, with \"quotes\""_s)};
    const QByteArray csv = ReadwiseCsv::write({tricky});
    QVERIFY(csv.startsWith("Highlight,Title,Author,URL,Note,Location,Date\r\n"));
    QVERIFY(ReadwiseCsv::looksLikeOne(csv));
    QString error;
    const auto rows = ReadwiseCsv::read(csv, &error);
    QVERIFY2(rows, qPrintable(error));
    QCOMPARE(rows->size(), 1);
    const ReadwiseCsv::Row &row = rows->first();
    QCOMPARE(row.highlight, u"one, \"two\"\nthree"_s);
    QCOMPARE(row.title, tricky.title);
    QCOMPARE(row.author, u"Daniel Okafor"_s);
    QCOMPARE(row.url, tricky.link);
    QCOMPARE(row.note, u"a note, with \"quotes\""_s);
    QCOMPARE(row.location, u"10"_s);
    QCOMPARE(row.date, QDateTime(QDate(2026, 11, 2), QTime(8, 30), QTimeZone::UTC));
    QCOMPARE(row.line, 2);
}

void TestHighlightExports::readsCsvTheWayOthersWriteIt()
{
    // A byte order mark, columns in another order and case, a quoted field over two lines,
    // LF endings, an empty highlight (left out), a file that is no such CSV.
    const QByteArray csv = "\xEF\xBB\xBF"
                           "url,highlight,NOTE\n"
                           "https://a.example/x,\"first\nsecond\",n1\n"
                           "https://a.example/y,,n2\n"
                           "https://a.example/z,third,\n";
    QString error;
    const auto rows = ReadwiseCsv::read(csv, &error);
    QVERIFY2(rows, qPrintable(error));
    QCOMPARE(rows->size(), 2);
    QCOMPARE(rows->at(0).highlight, u"first\nsecond"_s);
    QCOMPARE(rows->at(0).note, u"n1"_s);
    QCOMPARE(rows->at(1).line, 5);
    QVERIFY(!ReadwiseCsv::looksLikeOne("title,url,time_added,tags,status\n")); // Pocket's
    QVERIFY(!ReadwiseCsv::read("a,b\n1,2\n", &error));
    QVERIFY(error.contains(u"Highlight and URL"_s));
    // A quoted field never closed is said, by its line, not read as the rest of the file.
    QVERIFY(!ReadwiseCsv::read("Highlight,URL\nok,https://a.example/\n\"broken,https://b\n"
                               "more,https://c\n",
                               &error));
    QVERIFY2(error.contains(u"line 3"_s), qPrintable(error));
}

void TestHighlightExports::aVaultNoteEditedElsewhere()
{
    QTemporaryDir dir;
    HighlightedArticle warps = article();
    QCOMPARE(HighlightsVault::write(dir.path(), {warps}).created, 1);
    const QString path = dir.filePath(u"Warps a lockstep story part 1.md"_s);
    // Saved again by a Windows editor: a byte order mark and CRLF line ends.
    QString note = read(path) + u"\nMine.\n"_s;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\xEF\xBB\xBF" + note.replace(u"\n"_s, u"\r\n"_s).toUtf8());
    }
    warps.highlights.append(aHighlight(2, u"lanes diverge"_s, QString()));
    QCOMPARE(HighlightsVault::write(dir.path(), {warps}).updated, 1);
    QCOMPARE(QDir(dir.path()).entryList({u"*.md"_s}).size(), 1);
    note = read(path);
    QCOMPARE(note.count(u"> a warp is 32 threads"_s), 1);
    QCOMPARE(note.count(u"> lanes diverge"_s), 1);
    QVERIFY(note.endsWith(u"\nMine.\n"_s));
    // The marked line taken out: the note is the person's, left as it is.
    const QString theirs = note.remove(HighlightsVault::marker());
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(theirs.toUtf8());
    }
    warps.highlights.append(aHighlight(3, u"in turn"_s, QString()));
    QCOMPARE(HighlightsVault::write(dir.path(), {warps}).unchanged, 1);
    QCOMPARE(read(path), theirs);
    // A long Chinese title makes a name the file system takes (it counts bytes).
    HighlightedArticle chinese = article();
    chinese.id = 9;
    chinese.title = QString(u"线程束调度器如何隐藏内存延迟"_s).repeated(8);
    const QString name = HighlightsVault::fileNameFor(chinese);
    QVERIFY(name.toUtf8().size() <= 204);
    QCOMPARE(HighlightsVault::write(dir.path(), {chinese}).created, 1);
    QVERIFY(QFile::exists(dir.filePath(name)));
}

void TestHighlightExports::csvCellsNeverRunAsFormulas()
{
    HighlightedArticle hostile = article();
    hostile.title = u"=HYPERLINK(\"https://evil.example/\",\"click\")"_s;
    hostile.highlights = {aHighlight(1, u"-O2 unrolls it"_s, u"@mention +1"_s)};
    const QByteArray csv = ReadwiseCsv::write({hostile});
    // No cell starts with what a spreadsheet takes for a formula.
    for (const CsvRecord &record : CsvRecords::read(QString::fromUtf8(csv))) {
        for (const QString &field : record.fields)
            QVERIFY2(field.isEmpty() || !QStringView(u"=+-@").contains(field.front()),
                     qPrintable(field));
    }
    QString error;
    const auto rows = ReadwiseCsv::read(csv, &error);
    QVERIFY2(rows, qPrintable(error));
    QCOMPARE(rows->first().title, hostile.title);
    QCOMPARE(rows->first().highlight, u"-O2 unrolls it"_s);
    QCOMPARE(rows->first().note, u"@mention +1"_s);
}

void TestHighlightExports::webAnnotationsCarryBothSelectors()
{
    const QJsonObject collection =
        QJsonDocument::fromJson(WebAnnotations::write(u"Highlights"_s, {article()})).object();
    QCOMPARE(collection[u"@context"_s].toString(), u"http://www.w3.org/ns/anno.jsonld"_s);
    QCOMPARE(collection[u"type"_s].toString(), u"AnnotationCollection"_s);
    QCOMPARE(collection[u"total"_s].toInt(), 1);
    const QJsonObject annotation = collection[u"first"_s][u"items"_s][0].toObject();
    QCOMPARE(annotation[u"type"_s].toString(), u"Annotation"_s);
    QCOMPARE(annotation[u"id"_s].toString(), u"urn:lectern:highlight:1"_s);
    QCOMPARE(annotation[u"target"_s][u"source"_s].toString(), u"https://gpu.example/warps"_s);
    const QJsonArray selectors = annotation[u"target"_s][u"selector"_s].toArray();
    QCOMPARE(selectors[0][u"type"_s].toString(), u"TextQuoteSelector"_s);
    QCOMPARE(selectors[0][u"exact"_s].toString(), u"a warp is 32 threads"_s);
    QCOMPARE(selectors[0][u"prefix"_s].toString(), u"before "_s);
    QCOMPARE(selectors[1][u"type"_s].toString(), u"TextPositionSelector"_s);
    QCOMPARE(selectors[1][u"start"_s].toInt(), 10);
    QCOMPARE(selectors[1][u"end"_s].toInt(), 30);
    const QJsonArray body = annotation[u"body"_s].toArray();
    QCOMPARE(body[0][u"purpose"_s].toString(), u"commenting"_s);
    QCOMPARE(body[0][u"format"_s].toString(), u"text/markdown"_s);
    QCOMPARE(body[0][u"value"_s].toString(), u"**why** 32?"_s);
    QCOMPARE(body[1][u"purpose"_s].toString(), u"tagging"_s);
    QCOMPARE(body[1][u"value"_s].toString(), u"green"_s);
}

void TestHighlightExports::readwiseHighlightsFindTheirArticles()
{
    QTemporaryDir dir;
    Database database(dir.filePath(u"library.sqlite"_s));
    QVERIFY(database.open());
    QVERIFY(storeFeed(database,
                      {gpuEntry(u"warps"_s, u"Warps"_s, u"https://www.gpu.example/warps/"_s,
                                u"<p>A warp is 32 threads that run in lockstep.</p><p>When lanes "
                                "diverge, the warp runs each path in turn.</p>"_s)}));
    // Readwise's own spelling of the same address, a passage the text holds, one it does not,
    // an address the library lacks; the same passage twice.
    const QByteArray csv = "Highlight,Title,Author,URL,Note,Location,Date\n"
                           "run in lockstep,Warps,D,http://gpu.example/warps?utm_source=rss,"
                           "*why*,1,2026-11-01 10:00:00\n"
                           "not in there,Warps,D,https://gpu.example/warps,,2,\n"
                           "anything,Other,E,https://elsewhere.example/post,,1,\n"
                           "run in lockstep,Warps,D,https://gpu.example/warps#top,,1,\n";
    QString error;
    const auto rows = ReadwiseCsv::read(csv, &error);
    QVERIFY2(rows, qPrintable(error));
    HighlightImport::Plan plan = HighlightImport::plan(database.connection(), *rows);
    QCOMPARE(plan.highlights.size(), 1);
    QCOMPARE(plan.already, 1);
    QCOMPARE(plan.notFound.size(), 2);
    QVERIFY2(plan.notFound.at(0).startsWith(u"line 3:"_s), qPrintable(plan.notFound.at(0)));
    QVERIFY2(plan.notFound.at(1).contains(u"elsewhere.example"_s), qPrintable(plan.notFound.at(1)));
    const HighlightRecord &found = plan.highlights.first();
    QCOMPARE(found.selector.quote, u"run in lockstep"_s);
    QVERIFY(found.selector.prefix.endsWith(u"32 threads that "_s));
    QCOMPARE(found.note, u"*why*"_s);
    // Stored, it was made when Readwise says; imported again, it is there already.
    HighlightStore store(database.connection());
    QVERIFY(store.add(found, QDateTime::currentDateTimeUtc()));
    QCOMPARE(store.highlights().first().created,
             QDateTime(QDate(2026, 11, 1), QTime(10, 0), QTimeZone::UTC));
    plan = HighlightImport::plan(database.connection(), *rows);
    QCOMPARE(plan.highlights.size(), 0);
    QCOMPARE(plan.already, 2);
    // And the library's highlights by article carry what note apps file them under.
    const QList<HighlightedArticle> articles = HighlightedArticles::of(database.connection());
    QCOMPARE(articles.size(), 1);
    QCOMPARE(articles.first().title, u"Warps"_s);
    QCOMPARE(articles.first().feedTitle, u"GPU Notes"_s);
    QCOMPARE(articles.first().highlights.size(), 1);
}

void TestHighlightExports::readwisesOwnExportFindsArticlesByTitle()
{
    QTemporaryDir dir;
    Database database(dir.filePath(u"library.sqlite"_s));
    QVERIFY(database.open());
    const QString text = u"<p>A warp is 32 threads that run in lockstep.</p>"_s;
    QVERIFY(storeFeed(
        database,
        {gpuEntry(u"warps"_s, u"Warps  and Lanes"_s, u"https://gpu.example/warps"_s, text),
         gpuEntry(u"t1"_s, u"Notes"_s, u"https://gpu.example/t1"_s, text),
         gpuEntry(u"t2"_s, u"Notes"_s, u"https://gpu.example/t2"_s, text)}));
    // Readwise's export: no URL; a title one article has, and one two articles share.
    const QByteArray csv =
        "Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,"
        "Location,Highlighted at,Document tags\n"
        "run in lockstep,warps and lanes,D,,from the export,yellow,,,0,"
        "2026-10-01 09:00:00+00:00,\n"
        "run in lockstep,Notes,D,,,,,,0,,\n";
    QVERIFY(ReadwiseCsv::looksLikeOne(csv));
    QString error;
    const auto rows = ReadwiseCsv::read(csv, &error);
    QVERIFY2(rows, qPrintable(error));
    QCOMPARE(rows->first().title, u"warps and lanes"_s);
    QCOMPARE(rows->first().date, QDateTime(QDate(2026, 10, 1), QTime(9, 0), QTimeZone::UTC));
    const HighlightImport::Plan plan = HighlightImport::plan(database.connection(), *rows);
    QCOMPARE(plan.highlights.size(), 1);
    QCOMPARE(plan.highlights.first().note, u"from the export"_s);
    QCOMPARE(plan.notFound.size(), 1);
    QVERIFY2(plan.notFound.first().contains(u"Notes"_s), qPrintable(plan.notFound.first()));
}

LECTERN_TEST_GUILESS_MAIN(tst_highlightexports, TestHighlightExports)
#include "tst_highlightexports.moc"
