// Highlights as stored through the library writer: added with their selectors, in text order,
// notes and colours changed, removed, listed by article and by shelf; refused when their
// article, colour or quote is wrong; gone with their article, and keeping it from pruning.
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/articlepruner.h"
#include "library/stores/articlefilter.h"
#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/highlightwrites.h"
#include "library/writes/librarywriter.h"
#include "library/writes/shelfwrites.h"
#include "testregistry.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestHighlightStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void addsAndListsInTextOrder();
    void changesNotesAndColours();
    void refusesWhatIsWrong();
    void listsByArticleAndShelf();
    void goesWithItsArticleAndKeepsItFromPruning();

private:
    HighlightRecord highlight(qint64 articleId, const QString &quote, qsizetype start,
                              const QString &note = {});
    qint64 articleId(int entry) const;
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_reader;
    std::unique_ptr<LibraryWriter> m_writer;
    qint64 m_feedId = 0;
};

void TestHighlightStore::init()
{
    static int n = 0;
    const QString path = m_dir.filePath(u"lib-%1.sqlite"_s.arg(++n));
    m_reader = std::make_unique<Database>(path);
    QVERIFY(m_reader->open());
    m_writer = std::make_unique<LibraryWriter>(path);
    QVERIFY2(m_writer->start(), qPrintable(m_writer->errorString()));
    ParsedFeed feed;
    feed.title = u"GPU Notes"_s;
    for (int i = 0; i < 3; ++i) {
        ParsedEntry entry;
        entry.id = u"e%1"_s.arg(i);
        entry.title = u"Entry %1"_s.arg(i);
        entry.published = QDateTime(QDate(2020, 1, 1), QTime(0, 0), QTimeZone::UTC).addDays(i);
        feed.entries.append(entry);
    }
    const auto stored = m_writer->ingest(QUrl(u"http://127.0.0.1/gpu.xml"_s), feed).result();
    QVERIFY(stored.ok);
    m_feedId = stored.feedId;
}

void TestHighlightStore::cleanup()
{
    m_writer.reset();
    m_reader.reset();
}

qint64 TestHighlightStore::articleId(int entry) const
{
    return ArticleStore(m_reader->connection()).idOf(m_feedId, u"e%1"_s.arg(entry)).value_or(0);
}

HighlightRecord TestHighlightStore::highlight(qint64 articleId, const QString &quote,
                                              qsizetype start, const QString &note)
{
    HighlightRecord record;
    record.articleId = articleId;
    record.selector = {quote, u"before "_s, u" after"_s, start, start + quote.size()};
    record.note = note;
    return record;
}

void TestHighlightStore::addsAndListsInTextOrder()
{
    QSignalSpy changed(m_writer.get(), &LibraryWriter::changed);
    const qint64 article = articleId(0);
    const qint64 later = m_writer->highlights().add(highlight(article, u"warps"_s, 40)).result();
    const qint64 earlier =
        m_writer->highlights().add(highlight(article, u"threads"_s, 5, u"*why* 32"_s)).result();
    QVERIFY(later > 0 && earlier > 0 && later != earlier);
    QTRY_VERIFY(!changed.isEmpty());
    const auto change = changed.last().at(0).value<LibraryChange>();
    QCOMPARE(change.articles, QList<qint64>{article});
    QCOMPARE(change.feeds, QList<qint64>{m_feedId});

    const QList<HighlightRecord> found = HighlightStore(m_reader->connection()).forArticle(article);
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(0).id, earlier);
    QCOMPARE(found.at(0).selector,
             (HighlightSelector{u"threads"_s, u"before "_s, u" after"_s, 5, 12}));
    QCOMPARE(found.at(0).note, u"*why* 32"_s);
    QCOMPARE(found.at(0).color, u"yellow"_s);
    QCOMPARE(found.at(0).articleTitle, u"Entry 0"_s);
    QCOMPARE(found.at(0).feedTitle, u"GPU Notes"_s);
    QVERIFY(found.at(0).created.isValid());
    QCOMPARE(found.at(1).id, later);
}

void TestHighlightStore::changesNotesAndColours()
{
    const qint64 id =
        m_writer->highlights().add(highlight(articleId(1), u"lockstep"_s, 3)).result();
    QVERIFY(m_writer->highlights().setNote(id, u"see the *SIMT* paper"_s).result());
    QSqlQuery folded(m_reader->connection());
    QVERIFY(folded.exec(u"SELECT note_folded FROM highlights WHERE id = %1"_s.arg(id)) &&
            folded.next());
    QCOMPARE(folded.value(0).toString(), u"see the *simt* paper"_s);
    folded.finish(); // its read would hold the reader on this snapshot
    QVERIFY(m_writer->highlights().setColor(id, u"blue"_s).result());
    const auto stored = HighlightStore(m_reader->connection()).highlight(id);
    QCOMPARE(stored->note, u"see the *SIMT* paper"_s);
    QCOMPARE(stored->color, u"blue"_s);
    QVERIFY(stored->updated >= stored->created);
    QVERIFY(m_writer->highlights().remove(id).result());
    QVERIFY(!HighlightStore(m_reader->connection()).highlight(id));
    QVERIFY(!m_writer->highlights().remove(id).result());
    QVERIFY(!m_writer->highlights().setNote(id, u"gone"_s).result());
}

void TestHighlightStore::refusesWhatIsWrong()
{
    QCOMPARE(m_writer->highlights().add(highlight(articleId(2) + 100, u"x"_s, 0)).result(), 0);
    QCOMPARE(m_writer->highlights().add(highlight(articleId(2), u"  "_s, 0)).result(), 0);
    HighlightRecord painted = highlight(articleId(2), u"x"_s, 0);
    painted.color = u"url(javascript:1)"_s;
    QCOMPARE(m_writer->highlights().add(painted).result(), 0);
    const qint64 id = m_writer->highlights().add(highlight(articleId(2), u"x"_s, 0)).result();
    QVERIFY(!m_writer->highlights().setColor(id, u"red; position:fixed"_s).result());
    QCOMPARE(HighlightStore(m_reader->connection()).highlight(id)->color, u"yellow"_s);
}

void TestHighlightStore::listsByArticleAndShelf()
{
    QVERIFY(m_writer->shelves().add(u"Reading/GPU"_s).result());
    const auto shelf = ShelfStore(m_reader->connection()).find(u"Reading/GPU"_s);
    QVERIFY(shelf && *shelf > 0);
    QVERIFY(m_writer->articles().putOnShelf({articleId(1)}, *shelf).result());
    m_writer->highlights().add(highlight(articleId(1), u"b"_s, 9)).waitForFinished();
    m_writer->highlights().add(highlight(articleId(0), u"a"_s, 1)).waitForFinished();
    QTest::qWait(5); // a later creation time
    m_writer->highlights().add(highlight(articleId(1), u"c"_s, 2)).waitForFinished();
    const HighlightStore store(m_reader->connection());
    QList<QString> quotes;
    for (const HighlightRecord &record : store.highlights())
        quotes.append(record.selector.quote);
    // The article highlighted last first, each in text order.
    QCOMPARE(quotes, (QList<QString>{u"c"_s, u"b"_s, u"a"_s}));
    const qint64 parent = ShelfStore(m_reader->connection()).find(u"Reading"_s).value_or(0);
    QCOMPARE(store.highlights(parent).size(), 2);
    QCOMPARE(store.highlights(*shelf).size(), 2);
    const ArticleFilter shelfOfHighlights =
        ArticleFilter::forSmartShelf(SmartShelf::Highlights, QDateTime());
    QCOMPARE(ArticleStore(m_reader->connection()).count(shelfOfHighlights).total, 2);
    // The article highlighted last first: entry 0, published before entry 1, once marked again.
    const QList<ArticleSummary> listed =
        ArticleStore(m_reader->connection()).articles(shelfOfHighlights);
    QCOMPARE(listed.size(), 2);
    QCOMPARE(listed.at(0).id, articleId(1));
    QTest::qWait(5);
    m_writer->highlights().add(highlight(articleId(0), u"d"_s, 5)).waitForFinished();
    QCOMPARE(ArticleStore(m_reader->connection()).articles(shelfOfHighlights).at(0).id,
             articleId(0));
}

void TestHighlightStore::goesWithItsArticleAndKeepsItFromPruning()
{
    const qint64 kept = articleId(0);
    m_writer->highlights().add(highlight(kept, u"a"_s, 1)).waitForFinished();
    // Straight on the library's file: the writer is idle, and these writes are the test's own.
    QSqlDatabase db = m_reader->connection();
    const auto pruned = ArticlePruner::prune(db, m_feedId, QDateTime::currentMSecsSinceEpoch());
    QCOMPARE(pruned, std::optional<int>(2));
    QCOMPARE(ArticleStore(db).articles(ArticleFilter()).size(), 1);
    QSqlQuery query(db);
    QVERIFY(query.exec(u"DELETE FROM articles WHERE id = %1"_s.arg(kept)));
    QVERIFY(HighlightStore(m_reader->connection()).highlights().isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_highlightstore, TestHighlightStore)
#include "tst_highlightstore.moc"
