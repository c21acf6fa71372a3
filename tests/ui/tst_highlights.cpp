// Highlights in the real window: text selected in the reader highlighted (from the keyboard and
// through the bar's links), in prose, code and CJK text; a note written in the dialog; the
// article opened again with its highlights painted; the Highlights page; the Markdown export.
// A page cannot forge or reach them: the feed's links to lectern://highlight never survive, the
// page's own world cannot see the script, and a highlight of another article is refused.
#include "feeds/parsedfeed.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "library/writes/highlightwrites.h"
#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "models/librarysession.h"
#include "pagescript.h"
#include "testregistry.h"
#include "ui/highlights/highlightflow.h"
#include "ui/highlights/highlightnotedialog.h"
#include "ui/reader/readerschemehandler.h"
#include "ui/reader/readerview.h"
#include "ui/window/keyboardmap.h"
#include "ui/window/libraryfiles.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowapplication.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>
#include <QTimer>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace Lectern;
using namespace Lectern::Testing;

class TestHighlights : public QObject, private WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup() { tearDown(); }
    void highlightNoteReopenAndExport();
    void aVersionWithoutTheTextListsIt();
    void aPageCannotForgeOrReachHighlights();

private:
    qint64 addArticle(const QString &guid, const QString &title, const QString &html);
    // Opens the article in the window and waits until its highlights are painted.
    void open(MainWindow *window, qint64 articleId, int painted);
    // Selects the first occurrence of text in the article's body (across elements).
    static bool select(MainWindow *window, const QString &text);
    QList<HighlightRecord> highlightsOf(qint64 articleId) const
    {
        return HighlightStore(m_db->connection()).forArticle(articleId);
    }
};

void TestHighlights::init()
{
    setUp();
}

qint64 TestHighlights::addArticle(const QString &guid, const QString &title, const QString &html)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Atom;
    feed.title = u"GPU Notes"_s;
    ParsedEntry entry;
    entry.id = guid;
    entry.title = title;
    entry.link = QUrl(u"http://127.0.0.1:9/posts/"_s + guid);
    entry.published = QDateTime(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::UTC);
    entry.content = html;
    feed.entries = {entry};
    const QUrl url(u"http://127.0.0.1:9/gpu.atom"_s);
    const IngestResult stored = FeedIngest::ingest(m_db->connection(), url, feed);
    if (!stored.ok)
        return 0;
    return ArticleStore(m_db->connection()).idOf(stored.feedId, guid).value_or(0);
}

void TestHighlights::open(MainWindow *window, qint64 articleId, int painted)
{
    QSignalSpy spy(window->highlights(), &HighlightFlow::painted);
    window->readerView()->showArticle(articleId);
    // A repaint of the article shown before may still come first.
    QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty() && spy.last().at(0).toLongLong() == articleId, 20000);
    QCOMPARE(spy.last().at(1).toInt(), painted);
}

bool TestHighlights::select(MainWindow *window, const QString &text)
{
    const QString script = uR"((() => {
  const wanted = %1;
  const body = document.querySelector('.article-body');
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const nodes = [];
  let all = '';
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    nodes.push([n, all.length]);
    all += n.data;
  }
  const at = all.indexOf(wanted);
  if (at < 0) return false;
  const place = (offset, isEnd) => {
    for (const [n, start] of nodes)
      if (isEnd ? offset <= start + n.data.length : offset < start + n.data.length)
        return [n, offset - start];
    return null;
  };
  const [sn, so] = place(at, false);
  const [en, eo] = place(at + wanted.length, true);
  const range = document.createRange();
  range.setStart(sn, so);
  range.setEnd(en, eo);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  return selection.toString() === wanted;
})())"_s.arg(u"\""_s + QString(text).replace(u"\""_s, u"\\\""_s) + u"\""_s);
    return evaluate(window->readerView()->page(), script).toBool();
}

void TestHighlights::highlightNoteReopenAndExport()
{
    const qint64 article = addArticle(
        u"warps"_s, u"Warp-level reductions"_s,
        u"<p>A warp has a faster way to exchange registers: the shuffle instructions.</p>"
        "<pre><code class=\"language-cpp\">float warp_sum(float v) {\n"
        "    return __shfl_down_sync(0xffffffffu, v, 16);\n}</code></pre>"
        "<p>线程束中的三十二个线程同步执行同一条指令。</p>"_s);
    QVERIFY(article > 0);
    const qint64 other = addArticle(u"banks"_s, u"Bank conflicts"_s, u"<p>Banks.</p>"_s);
    auto window = makeWindow();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    open(window.get(), article, 0);

    // From the keyboard (H): prose, then code across the highlighter's spans.
    QAction *highlight = window->keyboardMap()->action(KeyboardMap::Command::Highlight);
    QSignalSpy painted(window->highlights(), &HighlightFlow::painted);
    QVERIFY(select(window.get(), u"the shuffle instructions"_s));
    highlight->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!painted.isEmpty() && painted.last().at(1).toInt() == 1, 15000);
    QVERIFY(select(window.get(), u"__shfl_down_sync(0xffffffffu, v, 16)"_s));
    highlight->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(painted.last().at(1).toInt() == 2, 15000);

    // Through the bar, in a paragraph painted already: the selection's bar offers the colours;
    // its green link is clicked.
    QVERIFY(select(window.get(), u"a faster way"_s));
    QWebEnginePage *page = window->readerView()->page();
    evaluate(page, u"document.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}))"_s);
    QTRY_COMPARE_WITH_TIMEOUT(
        evaluate(page, u"document.querySelectorAll('.lectern-highlight-bar a.swatch').length"_s)
            .toInt(),
        4, 10000);
    evaluate(page, u"document.querySelector('.lectern-highlight-bar a.swatch[data-color=green]')"
                   ".click()"_s);
    QTRY_VERIFY_WITH_TIMEOUT(painted.last().at(1).toInt() == 3, 15000);

    // And CJK text, from the keyboard.
    QVERIFY(select(window.get(), u"三十二个线程"_s));
    highlight->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(painted.last().at(1).toInt() == 4, 15000);

    QList<HighlightRecord> stored = highlightsOf(article);
    QCOMPARE(stored.size(), 4);
    QCOMPARE(stored.at(0).selector.quote, u"a faster way"_s);
    QCOMPARE(stored.at(0).color, u"green"_s);
    QCOMPARE(stored.at(1).selector.quote, u"the shuffle instructions"_s);
    QCOMPARE(stored.at(1).color, u"yellow"_s);
    QCOMPARE(stored.at(2).selector.quote, u"__shfl_down_sync(0xffffffffu, v, 16)"_s);
    QCOMPARE(stored.at(3).selector.quote, u"三十二个线程"_s);
    stored.removeFirst(); // the note goes to "the shuffle instructions"

    // A note, written in the dialog the highlight's bar opens.
    QTimer::singleShot(0, this, [] {
        QTRY_VERIFY(qobject_cast<HighlightNoteDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<HighlightNoteDialog *>(QApplication::activeModalWidget());
        dialog->findChild<QPlainTextEdit *>(u"highlightNote"_s)
            ->setPlainText(u"Five of these replace the **shared-memory** tree."_s);
        auto *color = dialog->findChild<QComboBox *>(u"highlightColor"_s);
        color->setCurrentIndex(color->findData(u"blue"_s));
        dialog->accept();
    });
    window->highlights()->handle(HighlightRequest{stored.at(0).id, QString(), true, false});
    QTRY_COMPARE(highlightsOf(article).at(1).note,
                 u"Five of these replace the **shared-memory** tree."_s);
    QTRY_COMPARE(highlightsOf(article).at(1).color, u"blue"_s);

    // Opened again (after another article), every highlight is painted where it was.
    open(window.get(), other, 0);
    open(window.get(), article, 4);
    QCOMPARE(evaluate(page, u"Array.from(document.querySelectorAll('mark.lectern-highlight'))"
                            ".map(m => m.textContent).join('|')"_s)
                 .toString()
                 .remove(u'|'),
             u"a faster waythe shuffle instructions__shfl_down_sync(0xffffffffu, v, 16)"
             "三十二个线程"_s);
    QCOMPARE(evaluate(page, u"document.querySelectorAll('mark.has-note').length"_s).toInt(), 1);
    QCOMPARE(evaluate(page, u"document.querySelector('mark[data-color=blue]').title"_s).toString(),
             u"Five of these replace the **shared-memory** tree."_s);

    // The Highlights shelf counts the article and shows the Highlights page.
    auto *tree = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    const QModelIndex shelf = tree->indexOfKind(FeedTreeItem::Kind::Highlights);
    QTRY_COMPARE(shelf.data(TotalCountRole).toInt(), 1);
    QSignalSpy loaded(window->readerView(), &QWebEngineView::loadFinished);
    window->feedView()->setCurrentIndex(shelf);
    QTRY_COMPARE(window->readerView()->url(), ReaderSchemeHandler::highlightsUrl());
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 15000);
    QCOMPARE(window->articleView()->model()->rowCount(), 1);
    const QString listed = evaluate(page, u"document.body.innerText"_s).toString();
    QVERIFY2(listed.contains(u"Warp-level reductions"_s) && listed.contains(u"三十二个线程"_s) &&
                 listed.contains(u"shared-memory"_s),
             qPrintable(listed));

    // Exported with the article, as quotes with their notes.
    const QString path = m_dir.filePath(u"warps.md"_s);
    window->libraryFiles()->exportArticle(article, path);
    QFile file(path);
    QTRY_VERIFY(file.exists());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(file.readAll());
    QVERIFY2(markdown.contains(u"## Highlights\n\n> a faster way\n\n> the shuffle instructions\n\n"
                               "Five of these replace the **shared-memory** tree.\n"_s),
             qPrintable(markdown));
    QVERIFY(markdown.contains(u"> 三十二个线程\n"_s));

    // A highlight inside another shows inside it; the outer one goes on around it.
    open(window.get(), article, 4);
    QVERIFY(select(window.get(), u"shuffle"_s));
    highlight->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(painted.last().at(1).toInt() == 5, 15000);
    QCOMPARE(evaluate(page, u"Array.from(document.querySelectorAll('mark.lectern-highlight'))"
                            ".map(m => m.textContent).slice(1, 4).join('|')"_s)
                 .toString(),
             u"the |shuffle| instructions"_s);
    // A selection ending after a paragraph's last child ends at the paragraph's end.
    QVERIFY(evaluate(page, uR"((() => {
      const p = Array.from(document.querySelectorAll('.article-body p'))
        .find(e => e.textContent.includes('同步执行'));
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      let n; while ((n = walker.nextNode()) && !n.data.includes('同步执行'));
      const range = document.createRange();
      range.setStart(n, n.data.indexOf('同步执行'));
      range.setEnd(p, p.childNodes.length);
      getSelection().removeAllRanges(); getSelection().addRange(range);
      return true; })())"_s)
                .toBool());
    highlight->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(painted.last().at(1).toInt() == 6, 15000);
    QCOMPARE(highlightsOf(article).last().selector.quote, u"同步执行同一条指令。"_s);
}

void TestHighlights::aVersionWithoutTheTextListsIt()
{
    const qint64 article =
        addArticle(u"v1"_s, u"Occupancy"_s, u"<p>Occupancy is a means, not a goal.</p>"_s);
    HighlightRecord kept;
    kept.articleId = article;
    kept.selector = {u"a means"_s, u"Occupancy is "_s, u", not a goal."_s, 13, 20};
    QVERIFY(m_writer->highlights().add(kept).result() > 0);
    HighlightRecord gone = kept;
    gone.selector = {u"latency hiding"_s, u"for "_s, u"."_s, 40, 54};
    gone.note = u"where did this go?"_s;
    QVERIFY(m_writer->highlights().add(gone).result() > 0);
    auto window = makeWindow();
    window->show();
    open(window.get(), article, 1);
    const QString missing =
        evaluate(window->readerView()->page(),
                 u"document.querySelector('aside.lectern-highlights-missing').innerText"_s)
            .toString();
    QVERIFY2(missing.contains(u"latency hiding"_s) && missing.contains(u"where did this go?"_s),
             qPrintable(missing));
}

void TestHighlights::aPageCannotForgeOrReachHighlights()
{
    const qint64 hostile =
        addArticle(u"hostile"_s, u"Hostile"_s,
                   u"<p>Click <a href=\"lectern://highlight/new?color=yellow\">here</a> or "
                   "<a href=\"lectern://highlight/1?remove=1\">there</a>.</p>"_s);
    const qint64 victim = addArticle(u"victim"_s, u"Victim"_s, u"<p>Kept words.</p>"_s);
    HighlightRecord mine;
    mine.articleId = victim;
    mine.selector = {u"Kept words"_s, QString(), u"."_s, 0, 10};
    const qint64 id = m_writer->highlights().add(mine).result();
    QVERIFY(id > 0);
    auto window = makeWindow();
    window->show();
    open(window.get(), hostile, 0);
    QWebEnginePage *page = window->readerView()->page();
    // The feed's links to the highlight scheme are gone.
    QCOMPARE(evaluate(page, u"document.querySelectorAll('a[href^=\"lectern:\"]').length"_s).toInt(),
             0);
    // The page's own world sees no highlights script.
    QCOMPARE(evaluate(page, u"typeof window.lecternHighlights"_s, QWebEngineScript::MainWorld)
                 .toString(),
             u"undefined"_s);
    QCOMPARE(evaluate(page, u"typeof window.lecternHighlights"_s).toString(), u"object"_s);
    // A request naming another article's highlight changes nothing.
    window->highlights()->handle(HighlightRequest{id, QString(), false, true});
    window->highlights()->handle(HighlightRequest{id, u"pink"_s, false, false});
    QTest::qWait(300);
    QCOMPARE(highlightsOf(victim).size(), 1);
    QCOMPARE(highlightsOf(victim).first().color, u"yellow"_s);
}

LECTERN_TEST_FUNCTION(tst_highlights)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestHighlights test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_highlights.moc"
