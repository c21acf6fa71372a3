// Read-later exports recognised by content and read with their states: Pocket's and
// Instapaper's CSV, wallabag's JSON (fixtures in tests/data/readlater, written for the project).
#include "feeds/readlater/readlaterexport.h"
#include "feeds/text/csvrecords.h"
#include "testregistry.h"

#include <QFile>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestReadLaterExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void csvFollowsItsQuotingRules();
    void pocketKeepsTimesTagsAndArchive();
    void instapaperFoldersAreStatesOrShelves();
    void wallabagKeepsTagsAndFlags();
    void anotherFileIsRefusedWithTheReason();

private:
    static QByteArray fixture(const QString &name);
};

QByteArray TestReadLaterExport::fixture(const QString &name)
{
    QFile file(QStringLiteral(LECTERN_TEST_DATA "/readlater/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestReadLaterExport::csvFollowsItsQuotingRules()
{
    int unclosedAt = -1;
    const QList<CsvRecord> records = CsvRecords::read(
        u"a,b,c\r\n\"one, two\",\"say \"\"hi\"\"\",\"line\nbreak\"\n,,\r\n\nlast"_s, &unclosedAt);
    QCOMPARE(records.size(), 4);
    QCOMPARE(records[0].fields, (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    QCOMPARE(records[1].fields, (QStringList{u"one, two"_s, u"say \"hi\""_s, u"line\nbreak"_s}));
    QCOMPARE(records[2].fields, (QStringList{QString(), QString(), QString()}));
    QCOMPARE(records[3].fields, QStringList{u"last"_s});
    // Each on the line it starts on (a quoted line break counts), blank lines none.
    QCOMPARE(records[1].line, 2);
    QCOMPARE(records[2].line, 4);
    QCOMPARE(records[3].line, 6);
    QCOMPARE(unclosedAt, 0);
    QVERIFY(CsvRecords::read(u"\n\n"_s).isEmpty());
    // A quote never closed: said, by the line its record starts on.
    CsvRecords::read(u"a\nb,\"c\nd\n"_s, &unclosedAt);
    QCOMPARE(unclosedAt, 2);
}

void TestReadLaterExport::pocketKeepsTimesTagsAndArchive()
{
    const QByteArray bytes = fixture(u"pocket.csv"_s);
    QCOMPARE(ReadLaterExport::recognise(bytes), ReadLaterExport::Format::Pocket);
    const ReadLaterExport::Result read = ReadLaterExport::read(bytes);
    QVERIFY(read.error.isEmpty());
    QCOMPARE(read.items.size(), 3);
    QCOMPARE(read.skipped, 1); // the javascript: address
    const ReadLaterItem &first = read.items[0];
    QCOMPARE(first.title, u"Warp-level reductions, without shared memory"_s);
    QCOMPARE(first.url, QUrl(u"https://gpu-notes.example.org/warp-reductions/"_s));
    QCOMPARE(first.added, QDateTime::fromSecsSinceEpoch(1764489600, QTimeZone::UTC));
    QCOMPARE(first.tags, (QStringList{u"gpu"_s, u"cuda"_s}));
    QVERIFY(!first.read);
    QVERIFY(read.items[1].read); // archived
    QCOMPARE(read.items[2].title, u"A title with \"quotes\""_s);
    QVERIFY(read.items[2].tags.isEmpty());
}

void TestReadLaterExport::instapaperFoldersAreStatesOrShelves()
{
    const QByteArray bytes = fixture(u"instapaper.csv"_s);
    QCOMPARE(ReadLaterExport::recognise(bytes), ReadLaterExport::Format::Instapaper);
    const ReadLaterExport::Result read = ReadLaterExport::read(bytes);
    QCOMPARE(read.items.size(), 4);
    QVERIFY(!read.items[0].read && !read.items[0].starred && read.items[0].folder.isEmpty());
    QVERIFY(read.items[1].read);
    QCOMPARE(read.items[1].title, u"Tracing, with eBPF"_s);
    QVERIFY(read.items[2].starred);
    QCOMPARE(read.items[3].folder, u"Databases/Storage"_s);
    QCOMPARE(read.items[3].added, QDateTime::fromSecsSinceEpoch(1764748800, QTimeZone::UTC));
}

void TestReadLaterExport::wallabagKeepsTagsAndFlags()
{
    const QByteArray bytes = fixture(u"wallabag.json"_s);
    QCOMPARE(ReadLaterExport::recognise(bytes), ReadLaterExport::Format::Wallabag);
    const ReadLaterExport::Result read = ReadLaterExport::read(bytes);
    QCOMPARE(read.items.size(), 2);
    QCOMPARE(read.skipped, 1); // file:
    QVERIFY(read.items[0].read && !read.items[0].starred);
    QCOMPARE(read.items[0].tags, QStringList{u"ml-systems"_s});
    QCOMPARE(read.items[0].added, QDateTime(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::UTC));
    QVERIFY(read.items[1].starred);
    QCOMPARE(read.items[1].title, u"Raft 论文精读"_s);
}

void TestReadLaterExport::anotherFileIsRefusedWithTheReason()
{
    const ReadLaterExport::Result unknown = ReadLaterExport::read("name,address\nx,y\n");
    QCOMPARE(unknown.format, ReadLaterExport::Format::Unknown);
    QVERIFY(unknown.error.contains(u"Pocket"_s));
    const ReadLaterExport::Result broken =
        ReadLaterExport::read("[{\"url\": \"https://a.example/\"");
    QCOMPARE(broken.format, ReadLaterExport::Format::Wallabag);
    QVERIFY2(broken.error.contains(u"not valid JSON"_s), qPrintable(broken.error));
    QVERIFY(broken.items.isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_readlaterexport, TestReadLaterExport)
#include "tst_readlaterexport.moc"
