// Backing up and restoring a library: a library holding every kind of data is backed up,
// restored into a new folder and compared with the first, table by table and file by file;
// a backup taken while the writer stores is whole; a damaged, foreign or newer file is refused
// with a reason, and a restore never writes over a library.
#include "feeds/pagefeed/pagerule.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/exchange/librarybackup.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/highlightstore.h"
#include "library/stores/savedsearchstore.h"
#include "library/stores/shelfstore.h"
#include "library/stores/syncstore.h"
#include "library/writes/librarywriter.h"
#include "library/writes/savedpagewrites.h"
#include "testregistry.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <thread>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

QByteArray imageBytes(char fill)
{
    // A real PNG header is not needed by the asset store: it keeps bytes under their hash.
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(300, fill);
}

ParsedEntry entry(const QString &id, const QString &title, const QStringList &tags = {})
{
    ParsedEntry entry;
    entry.id = id;
    entry.title = title;
    entry.link = QUrl(u"https://blog.example/"_s + id);
    entry.summary = u"<p>The summary of "_s + title + u"</p>"_s;
    entry.content = u"<p>The whole of "_s + title + u", with a warp and a lane.</p>"_s;
    entry.categories = tags;
    entry.published = QDateTime(QDate(2026, 11, 1), QTime(9, 0), QTimeZone::UTC);
    return entry;
}

// Every table of db, each as its rows in order, written out as text.
QMap<QString, QStringList> tablesOf(QSqlDatabase db)
{
    QMap<QString, QStringList> tables;
    QSqlQuery names(db);
    names.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"_s);
    QStringList list;
    while (names.next())
        list.append(names.value(0).toString());
    for (const QString &table : std::as_const(list)) {
        QSqlQuery rows(db);
        if (!rows.exec(u"SELECT * FROM \"%1\""_s.arg(table)))
            continue;
        QStringList written;
        while (rows.next()) {
            QStringList values;
            for (int i = 0; i < rows.record().count(); ++i)
                values.append(rows.value(i).isNull() ? u"NULL"_s : rows.value(i).toString());
            written.append(values.join(u'\x1f'));
        }
        written.sort();
        tables.insert(table, written);
    }
    return tables;
}

QMap<QString, QByteArray> filesUnder(const QString &folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly))
            files.insert(QDir(folder).relativeFilePath(file.fileName()), file.readAll());
    }
    return files;
}

} // namespace

class TestLibraryBackup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aRestoredLibraryIsTheOneBackedUp();
    void aBackupWhileTheWriterStoresIsWhole();
    void refusesWhatItCannotTrust();
    void anImageGoneIsCountedNotInvented();
    void aRestoreGivesBackTheImagesRoom();

private:
    // A library with one of everything, in dir.
    void fill(const QString &dir);
};

void TestLibraryBackup::fill(const QString &dir)
{
    QVERIFY(QDir().mkpath(dir));
    Database database(LibraryLocation::databasePath(dir));
    QVERIFY(database.open());
    QSqlDatabase db = database.connection();
    ShelfStore shelves(db);
    const qint64 gpu = shelves.addPath(u"Systems/GPU"_s).value_or(0);
    QVERIFY(gpu > 0);
    ParsedFeed feed;
    feed.title = u"GPU Notes"_s;
    feed.entries = {entry(u"warps"_s, u"Warps"_s, {u"cuda"_s, u"gpu"_s}),
                    entry(u"lanes"_s, u"Lanes"_s, {u"cuda"_s})};
    const IngestResult stored = FeedIngest::ingest(db, QUrl(u"https://blog.example/feed"_s), feed);
    QVERIFY(stored.ok);
    QVERIFY(shelves.setFeedShelf(stored.feedId, gpu));
    FeedStore feeds(db);
    // A page followed as a feed, with its rule.
    ParsedFeed page;
    page.format = FeedFormat::Page;
    page.title = u"A library page"_s;
    page.entries = {entry(u"papers/flash"_s, u"FlashAttention"_s)};
    const IngestResult pageFeed = FeedIngest::ingest(db, QUrl(u"https://library.example/"_s), page);
    QVERIFY(pageFeed.ok);
    PageRule rule;
    rule.item = u"article.card"_s;
    rule.title = u"h2"_s;
    QVERIFY(feeds.setPageRule(pageFeed.feedId, rule));
    // States, positions, a shelf of an article's own.
    ArticleStore articles(db);
    const qint64 warps = articles.idOf(stored.feedId, u"warps"_s).value_or(0);
    QVERIFY(articles.setRead(warps, true));
    QVERIFY(articles.setStarred(warps, true));
    QVERIFY(articles.setReadingPosition(warps, 0.42));
    const qint64 reading = shelves.addPath(u"Reading"_s).value_or(0);
    QVERIFY(shelves.putArticle(warps, reading));
    // A capture with its images.
    AssetStore assets(dir);
    const auto one = assets.write(imageBytes('a'), u"image/png"_s);
    const auto two = assets.write(imageBytes('b'), u"image/png"_s);
    QVERIFY(one && two);
    CaptureStore captures(db);
    QVERIFY(captures.queue({warps}));
    CapturedArticle captured;
    captured.articleId = warps;
    captured.html =
        u"<p>The whole of Warps, kept.</p><img src=\"%1\">"_s.arg(AssetStore::urlOf(one->name));
    captured.text = u"The whole of Warps, kept, with a warp and a lane and more words."_s;
    captured.images = {{u"https://blog.example/w.png"_s, *one},
                       {u"https://blog.example/l.png"_s, *two}};
    QCOMPARE(captures.store(captured, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
             CaptureState::Done);
    // A highlight with a note, a saved search, an account on a sync server.
    HighlightRecord highlight;
    highlight.articleId = warps;
    highlight.selector = {u"a warp"_s, u"with "_s, u" and"_s, 20, 26};
    highlight.note = u"**why** 32 lanes"_s;
    highlight.color = u"green"_s;
    QVERIFY(HighlightStore(db).add(highlight, QDateTime::currentDateTimeUtc()));
    QVERIFY(SavedSearchStore(db).add(u"Unread CUDA"_s, u"tag:cuda is:unread"_s));
    QVERIFY(SyncStore(db).addAccount(u"miniflux"_s, QUrl(u"https://reader.example/"_s), u"mei"_s));
    // A page saved on its own, through the writer as the window saves one.
    LibraryWriter writer(database.path());
    QVERIFY(writer.start());
    SavedPageWrites::Page saved;
    saved.entry = entry(u"https://notes.example/raft"_s, u"Raft, read slowly"_s);
    saved.entry.link = QUrl(u"https://notes.example/raft"_s);
    QCOMPARE(writer.savedPages().store({saved}, u"Reading"_s).result().size(), 1);
}

void TestLibraryBackup::aRestoredLibraryIsTheOneBackedUp()
{
    QTemporaryDir dir;
    const QString original = dir.filePath(u"library"_s);
    fill(original);
    if (QTest::currentTestFailed())
        return;
    const QString file = dir.filePath(u"my.lectern-backup"_s);
    const LibraryBackup::Result backedUp = LibraryBackup::write(original, file);
    QVERIFY2(backedUp.ok(), qPrintable(backedUp.error));
    QCOMPARE(backedUp.manifest.articles, 4);
    QCOMPARE(backedUp.manifest.assets, 2);
    QCOMPARE(backedUp.manifest.highlights, 1);
    QVERIFY(backedUp.bytes > 0);
    QVERIFY(!QFile::exists(file + u".partial"_s));

    const QString copy = dir.filePath(u"restored"_s);
    qint64 lastDone = 0;
    const LibraryBackup::Result restored =
        LibraryBackup::restore(file, copy, [&](qint64 done, qint64) { lastDone = done; });
    QVERIFY2(restored.ok(), qPrintable(restored.error));
    QCOMPARE(lastDone, 2);

    // Table by table, file by file: the same.
    Database before(LibraryLocation::databasePath(original));
    Database after(LibraryLocation::databasePath(copy));
    QVERIFY(before.open());
    QVERIFY2(after.open(), qPrintable(after.errorString()));
    const auto tablesBefore = tablesOf(before.connection());
    const auto tablesAfter = tablesOf(after.connection());
    QCOMPARE(tablesAfter.keys(), tablesBefore.keys());
    // The queue of the search indexes (and its counter) is each library's own: the restored
    // one queues every article for the indexes it makes again.
    const auto withoutSearch = [](QStringList rows) {
        rows.removeIf([](const QString &row) { return row.startsWith(u"search_"_s); });
        return rows;
    };
    for (auto it = tablesBefore.cbegin(); it != tablesBefore.cend(); ++it) {
        if (it.key().startsWith(u"search_"_s))
            continue;
        QVERIFY2(withoutSearch(tablesAfter.value(it.key())) == withoutSearch(it.value()),
                 qPrintable(it.key()));
    }
    QVERIFY(!tablesBefore.value(u"highlights"_s).isEmpty());
    QVERIFY(!tablesBefore.value(u"sync_accounts"_s).isEmpty());
    QVERIFY(!tablesBefore.value(u"saved_searches"_s).isEmpty());
    QCOMPARE(filesUnder(QDir(copy).filePath(u"assets"_s)),
             filesUnder(QDir(original).filePath(u"assets"_s)));
    QCOMPARE(filesUnder(QDir(copy).filePath(u"assets"_s)).size(), 2);
    // The schema's version came along.
    QSqlQuery version(after.connection());
    QVERIFY(version.exec(u"PRAGMA user_version"_s) && version.next());
    QCOMPARE(version.value(0).toInt(), restored.manifest.schemaVersion);
}

void TestLibraryBackup::aBackupWhileTheWriterStoresIsWhole()
{
    // The window's writer goes on storing feeds while the backup reads: the backup holds one
    // moment of the library, whole, and the restore says as much.
    QTemporaryDir dir;
    const QString original = dir.filePath(u"library"_s);
    QVERIFY(QDir().mkpath(original));
    {
        Database database(LibraryLocation::databasePath(original));
        QVERIFY(database.open());
    }
    LibraryWriter writer(LibraryLocation::databasePath(original));
    QVERIFY(writer.start());
    std::atomic<bool> stop = false;
    std::atomic<int> stored = 0;
    std::thread feeding([&] {
        for (int i = 0; !stop; ++i) {
            ParsedFeed feed;
            feed.title = u"Feed %1"_s.arg(i);
            for (int j = 0; j < 20; ++j)
                feed.entries.append(entry(u"f%1-e%2"_s.arg(i).arg(j), u"Entry %1"_s.arg(j)));
            if (writer.ingest(QUrl(u"https://feed%1.example/"_s.arg(i)), feed).result().ok)
                ++stored;
        }
    });
    QTRY_VERIFY(stored > 5);
    const QString file = dir.filePath(u"during.lectern-backup"_s);
    const LibraryBackup::Result backedUp = LibraryBackup::write(original, file);
    QTRY_VERIFY(stored > 10); // still storing after the backup
    stop = true;
    feeding.join();
    QVERIFY2(backedUp.ok(), qPrintable(backedUp.error));
    const LibraryBackup::Result restored =
        LibraryBackup::restore(file, dir.filePath(u"restored"_s));
    QVERIFY2(restored.ok(), qPrintable(restored.error));
    Database after(LibraryLocation::databasePath(dir.filePath(u"restored"_s)));
    QVERIFY(after.open());
    QSqlQuery check(after.connection());
    QVERIFY(check.exec(u"PRAGMA integrity_check"_s) && check.next());
    QCOMPARE(check.value(0).toString(), u"ok"_s);
    QVERIFY(check.exec(u"PRAGMA foreign_key_check"_s));
    QVERIFY(!check.next());
    QVERIFY(check.exec(u"SELECT count(*), count(DISTINCT feed_id) FROM articles"_s) &&
            check.next());
    QCOMPARE(check.value(0).toLongLong(), backedUp.manifest.articles);
    QCOMPARE(check.value(0).toLongLong(), check.value(1).toLongLong() * 20); // whole feeds only
}

void TestLibraryBackup::refusesWhatItCannotTrust()
{
    QTemporaryDir dir;
    const QString original = dir.filePath(u"library"_s);
    fill(original);
    if (QTest::currentTestFailed())
        return;
    const QString file = dir.filePath(u"good.lectern-backup"_s);
    QVERIFY(LibraryBackup::write(original, file).ok());
    const auto restoreInto = [&](const QString &from, const QString &folder) {
        return LibraryBackup::restore(from, dir.filePath(folder)).error;
    };

    // Never over a library: the original stays as it was.
    const QString over = restoreInto(file, u"library"_s);
    QVERIFY2(over.contains(u"already holds a library"_s), qPrintable(over));
    // A file that is no database, a database that is no backup (the library itself).
    QFile junk(dir.filePath(u"junk"_s));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(4096, 'x'));
    junk.close();
    QVERIFY(restoreInto(dir.filePath(u"junk"_s), u"a"_s).contains(u"is not a Lectern backup"_s));
    QVERIFY(restoreInto(LibraryLocation::databasePath(original), u"b"_s)
                .contains(u"is not a Lectern backup"_s));
    QVERIFY(!QFile::exists(LibraryLocation::databasePath(dir.filePath(u"b"_s))));
    // Cut short, as a copy that did not finish.
    QFile::copy(file, dir.filePath(u"cut"_s));
    QFile cut(dir.filePath(u"cut"_s));
    QVERIFY(cut.open(QIODevice::ReadWrite));
    QVERIFY(cut.resize(cut.size() / 2));
    cut.close();
    const QString damaged = restoreInto(dir.filePath(u"cut"_s), u"c"_s);
    QVERIFY2(damaged.contains(u"damaged"_s) || damaged.contains(u"cannot"_s), qPrintable(damaged));
    // An image whose bytes changed: the library made of it is taken down again.
    QFile::copy(file, dir.filePath(u"tampered"_s));
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tamper"_s);
        raw.setDatabaseName(dir.filePath(u"tampered"_s));
        QVERIFY(raw.open());
        QSqlQuery query(raw);
        QVERIFY(query.exec(u"UPDATE lectern_backup_assets SET bytes = x'00' WHERE rowid = 1"_s));
        raw.close();
    }
    QSqlDatabase::removeDatabase(u"tamper"_s);
    const QString wrongImage = restoreInto(dir.filePath(u"tampered"_s), u"d"_s);
    QVERIFY2(wrongImage.contains(u"is damaged"_s), qPrintable(wrongImage));
    QVERIFY(!QFile::exists(LibraryLocation::databasePath(dir.filePath(u"d"_s))));
    QVERIFY(filesUnder(dir.filePath(u"d/assets"_s)).isEmpty());
    // Made by a newer Lectern.
    QFile::copy(file, dir.filePath(u"newer"_s));
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"newer"_s);
        raw.setDatabaseName(dir.filePath(u"newer"_s));
        QVERIFY(raw.open());
        QSqlQuery query(raw);
        QVERIFY(
            query.exec(u"UPDATE lectern_backup SET value = '99' WHERE key = 'format_version'"_s));
        raw.close();
    }
    QSqlDatabase::removeDatabase(u"newer"_s);
    QVERIFY(restoreInto(dir.filePath(u"newer"_s), u"e"_s).contains(u"newer Lectern"_s));
    // A library's leftovers in the folder (its log and indexes, its images; the database
    // renamed away): refused, so none is read as the new library's.
    for (const QString &leftover :
         {u"library.sqlite-wal"_s, u"library.sqlite-search"_s, u"assets/ab/cdef.png"_s}) {
        const QString folder = dir.filePath(u"left-"_s + QString::number(qHash(leftover)));
        const QString path = QDir(folder).filePath(leftover);
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QString refused =
            LibraryBackup::restore(dir.filePath(u"good.lectern-backup"_s), folder).error;
        QVERIFY2(refused.contains(u"already holds a library"_s), qPrintable(leftover));
        QVERIFY(!QFile::exists(LibraryLocation::databasePath(folder)));
    }
    // A backup never goes over the library's own files.
    for (const QString &own :
         {u"library.sqlite"_s, u"library.sqlite-wal"_s, u"assets/x.lectern-backup"_s}) {
        const QString error = LibraryBackup::write(original, QDir(original).filePath(own)).error;
        QVERIFY2(error.contains(u"one of the library's own files"_s), qPrintable(own));
    }
    QVERIFY(LibraryBackup::write(original, QDir(original).filePath(u"../beside.lectern-backup"_s))
                .ok());
}

void TestLibraryBackup::anImageGoneIsCountedNotInvented()
{
    QTemporaryDir dir;
    const QString original = dir.filePath(u"library"_s);
    fill(original);
    if (QTest::currentTestFailed())
        return;
    // One of the two images the library lists is removed from its folder (as when a capture is
    // removed while a backup reads), and a file nothing lists is there.
    const AssetStore assets(original);
    QStringList names(assets.names().cbegin(), assets.names().cend());
    names.sort();
    QCOMPARE(names.size(), 2);
    QVERIFY(QFile::remove(assets.pathOf(names.first())));
    AssetStore(original).write(imageBytes('z'), u"image/png"_s);
    const LibraryBackup::Result result =
        LibraryBackup::write(original, dir.filePath(u"b.lectern-backup"_s));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.missingAssets, 1);
    QCOMPARE(result.manifest.assets, 1);
    const QString copy = dir.filePath(u"restored"_s);
    QVERIFY(LibraryBackup::restore(dir.filePath(u"b.lectern-backup"_s), copy).ok());
    QCOMPARE(AssetStore(copy).names(), QSet<QString>{names.last()});
}

void TestLibraryBackup::aRestoreGivesBackTheImagesRoom()
{
    QTemporaryDir dir;
    const QString original = dir.filePath(u"library"_s);
    fill(original);
    if (QTest::currentTestFailed())
        return;
    // 40 MB of images (random bytes, as compressed images are) captured with an article: in
    // the backup they are rows; restored, their room in the database is given back.
    {
        Database database(LibraryLocation::databasePath(original));
        QVERIFY(database.open());
        AssetStore assets(original);
        CapturedArticle captured;
        captured.articleId =
            ArticleStore(database.connection()).idsByLink().value(u"https://blog.example/lanes"_s);
        QVERIFY(captured.articleId > 0);
        captured.html = u"<p>Pictures.</p>"_s;
        captured.text = u"Pictures, many of them, kept for offline reading here."_s;
        QRandomGenerator random(53);
        for (int i = 0; i < 10; ++i) {
            QByteArray bytes = imageBytes('p');
            bytes.resize(4 << 20);
            random.fillRange(reinterpret_cast<quint32 *>(bytes.data() + 8), (bytes.size() - 8) / 4);
            const auto stored = assets.write(bytes, u"image/png"_s);
            QVERIFY(stored);
            captured.images.append({u"https://blog.example/%1.png"_s.arg(i), *stored});
        }
        CaptureStore captures(database.connection());
        QVERIFY(captures.queue({captured.articleId}));
        QCOMPARE(
            captures.store(captured, QDateTime::currentDateTimeUtc()).value_or(CaptureState::None),
            CaptureState::Done);
    }
    const QString file = dir.filePath(u"pictures.lectern-backup"_s);
    const LibraryBackup::Result backedUp = LibraryBackup::write(original, file);
    QVERIFY2(backedUp.ok(), qPrintable(backedUp.error));
    QVERIFY2(
        backedUp.bytes > 40 << 20,
        qPrintable(u"%1 bytes, %2 images"_s.arg(backedUp.bytes).arg(backedUp.manifest.assets)));
    const QString copy = dir.filePath(u"restored"_s);
    const LibraryBackup::Result restored = LibraryBackup::restore(file, copy);
    QVERIFY2(restored.ok(), qPrintable(restored.error));
    QVERIFY2(restored.bytes < 8 << 20, qPrintable(QString::number(restored.bytes)));
    QCOMPARE(AssetStore(copy).names(), AssetStore(original).names());
    QCOMPARE(QDir(copy).entryList(QDir::Files | QDir::Hidden), QStringList{u"library.sqlite"_s});
}

LECTERN_TEST_GUILESS_MAIN(tst_librarybackup, TestLibraryBackup)
#include "tst_librarybackup.moc"
