// The library its owner keeps, in the real window: Library > Back Up and Restore (a backup taken
// while the window reads, a new library made from it, a library never written over), the daily
// backup (due once a day, the newest N kept, the time of the last one kept); notes read as
// written (Markdown rendered and sanitized in the article's margin, the Highlights page and the
// HTML export); highlights exported to a vault folder and a Readwise CSV imported.
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/exchange/librarybackup.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "library/writes/highlightwrites.h"
#include "models/feedtreemodel.h"
#include "pagescript.h"
#include "reading/highlightsvault.h"
#include "testregistry.h"
#include "ui/backup/backupcontrols.h"
#include "ui/highlights/highlightfiles.h"
#include "ui/highlights/highlightflow.h"
#include "ui/reader/readerschemehandler.h"
#include "ui/reader/readerview.h"
#include "ui/window/libraryfiles.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowapplication.h"
#include "windowfixture.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTimeZone>
#include <QTimer>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace Lectern;
using namespace Lectern::Testing;

class TestLibraryOwned : public QObject, private WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void backUpAndRestoreFromTheWindow();
    void theDailyBackupKeepsTheNewest();
    void notesReadAsWritten();
    void highlightsToAVaultAndFromReadwise();

private:
    qint64 addArticle(const QString &slug, const QString &title, const QString &html);
    qint64 highlight(qint64 articleId, const QString &quote, qsizetype start,
                     const QString &note = {});
    static QString readAll(const QString &path);
};

qint64 TestLibraryOwned::addArticle(const QString &slug, const QString &title, const QString &html)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Atom;
    feed.title = u"Kernel Readings"_s;
    ParsedEntry entry;
    entry.id = slug;
    entry.title = title;
    entry.authors = {ParsedPerson{u"Ada Byron"_s, {}, {}}};
    entry.link = QUrl(u"https://kernel.example/posts/"_s + slug);
    entry.published = QDateTime(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::UTC);
    entry.content = html;
    feed.entries = {entry};
    const IngestResult stored =
        FeedIngest::ingest(m_db->connection(), QUrl(u"https://kernel.example/feed.atom"_s), feed);
    if (!stored.ok)
        return 0;
    return ArticleStore(m_db->connection()).idOf(stored.feedId, slug).value_or(0);
}

qint64 TestLibraryOwned::highlight(qint64 articleId, const QString &quote, qsizetype start,
                                   const QString &note)
{
    HighlightRecord record;
    record.articleId = articleId;
    record.selector.quote = quote;
    record.selector.start = start;
    record.selector.end = start + quote.size();
    record.note = note;
    return m_writer->highlights().add(record).result();
}

QString TestLibraryOwned::readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void TestLibraryOwned::backUpAndRestoreFromTheWindow()
{
    fillLibrary();
    const qint64 article = addArticle(
        u"rcu"_s, u"Reading RCU"_s, u"<p>Readers never block; writers wait a grace period.</p>"_s);
    QVERIFY(highlight(article, u"writers wait a grace period"_s, 21, u"the *whole* idea"_s) > 0);
    auto window = makeWindowOnFolder();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    BackupControls *backups = window->backups();
    QVERIFY(backups->backUpAction()->isEnabled());

    // Backed up while the window reads its library.
    const QString file = m_dir.filePath(u"mine.lectern-backup"_s);
    QSignalSpy backedUp(backups, &BackupControls::backedUp);
    backups->backUpTo(file);
    QVERIFY(backups->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(backedUp.size(), 1, 30000);
    auto result = backedUp.first().at(0).value<LibraryBackup::Result>();
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.manifest.articles, 3);
    QCOMPARE(result.manifest.highlights, 1);
    QVERIFY(window->statusBar()->currentMessage().startsWith(u"Backed up to "_s));

    // Restored into a new folder: a library with the same articles and highlights.
    const QString restored = m_dir.filePath(u"restored"_s);
    QSignalSpy restoredSpy(backups, &BackupControls::restored);
    backups->restoreInto(file, restored);
    QTRY_COMPARE_WITH_TIMEOUT(restoredSpy.size(), 1, 30000);
    result = restoredSpy.first().at(0).value<LibraryBackup::Result>();
    QVERIFY2(result.ok(), qPrintable(result.error));
    {
        Database copy(LibraryLocation::databasePath(restored));
        QVERIFY(copy.open());
        const QList<HighlightRecord> kept = HighlightStore(copy.connection()).forArticle(article);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().note, u"the *whole* idea"_s);
    }

    // Restored again into the same folder: refused, the library there untouched.
    restoredSpy.clear();
    backups->restoreInto(file, restored);
    QTRY_COMPARE_WITH_TIMEOUT(restoredSpy.size(), 1, 30000);
    result = restoredSpy.first().at(0).value<LibraryBackup::Result>();
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(u"library"_s), qPrintable(result.error));
    QCOMPARE(window->statusBar()->currentMessage(), result.error);

    // A file that is not a backup is refused by name.
    const QString foreign = m_dir.filePath(u"notes.lectern-backup"_s);
    QFile text(foreign);
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("just some notes, not a library\n");
    text.close();
    restoredSpy.clear();
    backups->restoreInto(foreign, m_dir.filePath(u"never"_s));
    QTRY_COMPARE_WITH_TIMEOUT(restoredSpy.size(), 1, 30000);
    QVERIFY(!restoredSpy.first().at(0).value<LibraryBackup::Result>().ok());
    QVERIFY(!QFile::exists(LibraryLocation::databasePath(m_dir.filePath(u"never"_s))));
}

void TestLibraryOwned::theDailyBackupKeepsTheNewest()
{
    fillLibrary();
    const QString folder = m_dir.filePath(u"daily"_s);
    QVERIFY(QDir().mkpath(folder));
    // Three older backups taken on their own, and a file of the person's own.
    const QDateTime now = QDateTime::currentDateTime();
    const QString tag = LibraryBackup::libraryTag(m_libraryDir);
    for (int daysAgo : {3, 2, 1}) {
        QFile old(QDir(folder).filePath(LibraryBackup::automaticName(now.addDays(-daysAgo), tag)));
        QVERIFY(old.open(QIODevice::WriteOnly));
    }
    // Another library's daily backups in the same folder, and a file of the person's own.
    const QString others = LibraryBackup::libraryTag(m_dir.filePath(u"another"_s));
    QVERIFY(others != tag);
    for (int daysAgo : {5, 4}) {
        QFile old(
            QDir(folder).filePath(LibraryBackup::automaticName(now.addDays(-daysAgo), others)));
        QVERIFY(old.open(QIODevice::WriteOnly));
    }
    QFile own(QDir(folder).filePath(u"keep-me.txt"_s));
    QVERIFY(own.open(QIODevice::WriteOnly));
    own.close();

    auto window = makeWindowOnFolder();
    BackupControls *backups = window->backups();
    QVERIFY(!backups->settings().daily); // off until turned on
    BackupSettings settings;
    settings.daily = true;
    settings.folder = folder;
    settings.keep = 2;
    backups->setSettings(settings);
    QSignalSpy backedUp(backups, &BackupControls::backedUp);
    backups->backUpIfDue();
    QTRY_COMPARE_WITH_TIMEOUT(backedUp.size(), 1, 30000);
    QVERIFY(backedUp.first().at(0).value<LibraryBackup::Result>().ok());
    // The time of the last one kept in the settings file, and the newest two kept.
    QTRY_VERIFY(backups->settings().last.isValid());
    QVERIFY(qAbs(backups->settings().last.secsTo(now)) < 120);
    QCOMPARE(BackupSettings::load(*m_settingsFile, m_libraryDir).last, backups->settings().last);
    // Kept for this library alone: another library's window has its own.
    QVERIFY(!BackupSettings::load(*m_settingsFile, m_dir.filePath(u"another"_s)).daily);
    const QStringList kept = QDir(folder).entryList(QDir::Files, QDir::Name);
    QCOMPARE(kept.size(), 5);
    QVERIFY(kept.contains(u"keep-me.txt"_s));
    QVERIFY(kept.contains(LibraryBackup::automaticName(now.addDays(-5), others)));
    QVERIFY(kept.contains(LibraryBackup::automaticName(now.addDays(-4), others)));
    const QStringList ours = kept.filter(u"lectern-"_s + tag);
    QCOMPARE(ours.size(), 2);
    QCOMPARE(ours.first(), LibraryBackup::automaticName(now.addDays(-1), tag));
    QString error;
    QVERIFY2(LibraryBackup::inspect(QDir(folder).filePath(ours.last()), &error), qPrintable(error));

    // Not due again the same day.
    backups->backUpIfDue();
    QTest::qWait(300);
    QCOMPARE(backedUp.size(), 1);
    QVERIFY(!backups->isRunning());
}

void TestLibraryOwned::notesReadAsWritten()
{
    const qint64 article =
        addArticle(u"vllm"_s, u"Paged attention"_s,
                   u"<p>The KV cache is split into blocks, like pages of virtual memory.</p>"
                   "<p>A block table maps each sequence to its blocks.</p>"_s);
    QVERIFY(article > 0);
    const QString note = u"This is why **vLLM** wins; see [the paper](https://arxiv.example/2309)."
                         "\n\n<script>document.title='pwned'</script>"
                         "<img src=x onerror=\"document.title='pwned'\">"_s;
    QVERIFY(highlight(article, u"split into blocks"_s, 16, note) > 0);
    auto window = makeWindow();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QSignalSpy painted(window->highlights(), &HighlightFlow::painted);
    window->readerView()->showArticle(article);
    QTRY_VERIFY_WITH_TIMEOUT(!painted.isEmpty() && painted.last().at(1).toInt() == 1, 20000);
    QWebEnginePage *page = window->readerView()->page();

    // In the margin, after the passage's paragraph: rendered, its link kept, nothing that runs.
    const QString margin =
        evaluate(page, u"(() => { const a = document.querySelector('aside.lectern-note');"
                       " return a ? a.previousElementSibling.textContent + '|' + a.innerHTML"
                       " : ''; })()"_s)
            .toString();
    QVERIFY2(margin.startsWith(u"The KV cache is split into blocks"_s), qPrintable(margin));
    QVERIFY2(margin.contains(u"<strong>vLLM</strong>"_s), qPrintable(margin));
    QVERIFY2(margin.contains(u"href=\"https://arxiv.example/2309\""_s), qPrintable(margin));
    QVERIFY2(!margin.contains(u"**"_s) && !margin.contains(u"<script"_s) &&
                 !margin.contains(u"onerror"_s),
             qPrintable(margin));
    QCOMPARE(evaluate(page, u"document.title"_s, QWebEngineScript::MainWorld).toString(),
             u"Paged attention"_s);
    // The margin's note is not part of the text highlights are anchored in.
    QCOMPARE(
        evaluate(page, u"document.querySelectorAll('mark.lectern-highlight').length"_s).toInt(), 1);

    // The Highlights page, the same.
    auto *tree = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    QSignalSpy loaded(window->readerView(), &QWebEngineView::loadFinished);
    window->feedView()->setCurrentIndex(tree->indexOfKind(FeedTreeItem::Kind::Highlights));
    QTRY_COMPARE(window->readerView()->url(), ReaderSchemeHandler::highlightsUrl());
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 15000);
    QString listed;
    QTRY_VERIFY_WITH_TIMEOUT(
        !(listed = evaluate(page, u"(document.querySelector('.note') || {}).innerHTML || ''"_s)
                       .toString())
             .isEmpty(),
        10000);
    QVERIFY2(listed.contains(u"<strong>vLLM</strong>"_s) && !listed.contains(u"<script"_s),
             qPrintable(listed));

    // And the HTML export, in its appendix.
    const QString path = m_dir.filePath(u"paged.html"_s);
    window->libraryFiles()->exportArticle(article, path);
    const QString html = readAll(path);
    QVERIFY2(html.contains(u"<strong>vLLM</strong>"_s), qPrintable(html.right(2000)));
    QVERIFY(html.contains(u"split into blocks"_s));
    QVERIFY(!html.contains(u"document.title='pwned'"_s));
}

void TestLibraryOwned::highlightsToAVaultAndFromReadwise()
{
    const qint64 article = addArticle(u"io-uring"_s, u"Inside io_uring"_s,
                                      u"<p>Submission and completion rings are shared with the "
                                      "kernel, so a request costs no system call.</p>"_s);
    QVERIFY(highlight(article, u"completion rings"_s, 15, u"two rings, one each way"_s) > 0);
    auto window = makeWindow();
    HighlightFiles *files = window->libraryFiles()->highlights();
    QVERIFY(files->exportMenu()->actions().size() >= 4);

    // A vault folder: one note for the article, updated in place the second time.
    const QString vault = m_dir.filePath(u"vault"_s);
    QVERIFY(files->exportTo(HighlightFiles::Format::Vault, vault));
    const QStringList notes = QDir(vault).entryList({u"*.md"_s}, QDir::Files);
    QCOMPARE(notes.size(), 1);
    const QString notePath = QDir(vault).filePath(notes.first());
    QString written = readAll(notePath);
    QVERIFY2(written.startsWith(u"---\n"_s) && written.contains(u"> completion rings"_s) &&
                 written.contains(HighlightsVault::marker()),
             qPrintable(written));
    {
        QFile file(notePath);
        QVERIFY(file.open(QIODevice::Append));
        file.write("\nMy own thoughts on rings.\n");
    }
    QVERIFY(highlight(article, u"no system call"_s, 79) > 0);
    QVERIFY(files->exportTo(HighlightFiles::Format::Vault, vault));
    written = readAll(notePath);
    QCOMPARE(written.count(u"> completion rings"_s), 1);
    QCOMPARE(written.count(u"> no system call"_s), 1);
    QVERIFY(written.endsWith(u"My own thoughts on rings.\n"_s));
    QCOMPARE(QDir(vault).entryList({u"*.md"_s}, QDir::Files).size(), 1);

    // A Readwise CSV given to Library > Import: the article's highlight placed, another listed.
    const QByteArray csv = "Highlight,Title,Author,URL,Note,Location,Date\n"
                           "\"are shared with the kernel\",Inside io_uring,Ada Byron,"
                           "https://kernel.example/posts/io-uring,\"from Readwise\",,"
                           "2026-10-01 09:00:00+00:00\n"
                           "\"a passage elsewhere\",Elsewhere,,https://elsewhere.example/a,,,\n";
    const QString csvPath = m_dir.filePath(u"readwise.csv"_s);
    {
        QFile file(csvPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(csv);
    }
    QSignalSpy finished(files, &HighlightFiles::importFinished);
    // The box listing what was not placed is read and closed when it comes.
    QString listed;
    QTimer closer;
    connect(&closer, &QTimer::timeout, this, [&listed] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            listed = box->detailedText();
            box->accept();
        }
    });
    closer.start(50);
    window->libraryFiles()->importFile(csvPath);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    QVERIFY2(listed.contains(u"no article at https://elsewhere.example/a"_s), qPrintable(listed));
    QCOMPARE(finished.first().at(0).toInt(), 1);
    QCOMPARE(finished.first().at(2).toInt(), 1);
    const QList<HighlightRecord> now = HighlightStore(m_db->connection()).forArticle(article);
    QCOMPARE(now.size(), 3);
    bool placed = false;
    for (const HighlightRecord &record : now)
        placed |= record.selector.quote == u"are shared with the kernel"_s &&
                  record.note == u"from Readwise"_s && record.selector.start > 0;
    QVERIFY(placed);
}

LECTERN_TEST_FUNCTION(tst_libraryowned)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestLibraryOwned test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_libraryowned.moc"
