// A paper's PDF in the window: PaperView on PDFs the test writes (opened where the reader left
// it, a search's word found on open, find, page keys, pages drawn; a damaged, missing or
// enormous one said or bounded), and in the real window, where opening a paper shows its PDF in
// the reader's place and the next article gives the reader back.
#include "library/database/database.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturestore.h"
#include "models/itemroles.h"
#include "ui/reader/paperview.h"
#include "ui/window/mainwindow.h"

#include "testpdfs.h"
#include "testregistry.h"
#include "windowfixture.h"

#include <QFile>
#include <QImage>
#include <QPdfView>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace Lectern;
using Lectern::Testing::WindowFixture;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return file.fileName();
}

// Some of the view is drawn dark: a page's text, not only white paper or the grey around it.
bool showsText(QWidget *viewport)
{
    const QImage image = viewport->grab().toImage();
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            if (qGray(image.pixel(x, y)) < 80)
                return true;
        }
    }
    return false;
}

// Opens the file in the view and waits for it to be open (or to say why not).
bool openedIn(PaperView &view, qint64 id, const QString &path, double position = 0,
              const QStringList &words = {})
{
    QSignalSpy opened(&view, &PaperView::opened);
    view.open(id, path, position, words);
    return opened.wait(10'000);
}

// A shown view of a paper of numbered pages, written to dir.
struct ShownPaper
{
    QTemporaryDir dir;
    PaperView view;
    QString path;
    explicit ShownPaper(int pages)
        : path(writeFile(dir, u"p.pdf"_s, pdfOfNumberedPages(pages)))
    {
        view.resize(700, 800);
        view.show();
    }
};

} // namespace

class TestPaperView : public QObject, protected WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void opensWhereTheReaderLeftItAndDrawsItsPages();
    void aSearchsWordOpensThePageHoldingIt();
    void findAndPageKeysMoveThroughThePaper();
    void aDamagedOrMissingPdfIsSaid();
    void enormousPagesAreShownFittedOnly();
    void theWindowShowsAPaperInTheReadersPlace();
};

void TestPaperView::opensWhereTheReaderLeftItAndDrawsItsPages()
{
    ShownPaper paper(30);
    PaperView &view = paper.view;
    QVERIFY(openedIn(view, 5, paper.path, 0.5));
    QCOMPARE(view.errorText(), QString());
    QCOMPARE(view.pageCount(), 30);
    QCOMPARE(view.articleId(), 5);
    QTRY_COMPARE(view.currentPage(), 15);
    QCOMPARE(view.position(), 0.5);
    QTRY_VERIFY_WITH_TIMEOUT(showsText(view.pdfView()->viewport()), 10'000);
}

void TestPaperView::aSearchsWordOpensThePageHoldingIt()
{
    ShownPaper paper(12);
    PaperView &view = paper.view;
    QVERIFY(openedIn(view, 1, paper.path, 0, {u"page9word"_s}));
    QTRY_COMPARE_WITH_TIMEOUT(view.currentPage(), 8, 10'000);
}

void TestPaperView::findAndPageKeysMoveThroughThePaper()
{
    ShownPaper paper(12);
    PaperView &view = paper.view;
    QVERIFY(openedIn(view, 1, paper.path));
    view.find(u"page4word"_s);
    QTRY_COMPARE_WITH_TIMEOUT(view.currentPage(), 3, 10'000);
    // "coherence" is on every page: each find goes on to the next.
    view.find(u"coherence"_s);
    QTRY_COMPARE_WITH_TIMEOUT(view.currentPage(), 0, 10'000);
    QTRY_COMPARE_WITH_TIMEOUT(view.foundCount(), 12, 10'000);
    view.find(u"coherence"_s);
    QTRY_COMPARE(view.currentPage(), 1);
    QTest::keyClick(&view, Qt::Key_End);
    QTRY_COMPARE(view.currentPage(), 11);
    QTest::keyClick(&view, Qt::Key_PageUp);
    QTRY_COMPARE(view.currentPage(), 10);
    QTest::keyClick(&view, Qt::Key_Home);
    QTRY_COMPARE(view.currentPage(), 0);
}

void TestPaperView::aDamagedOrMissingPdfIsSaid()
{
    QTemporaryDir dir;
    const QByteArray whole = pdfOfNumberedPages(3);
    const QString cut = writeFile(dir, u"cut.pdf"_s, "%PDF-1.4\n1 0 obj<<>>endobj\n");
    PaperView view;
    view.show();
    QVERIFY(openedIn(view, 1, cut));
    QVERIFY2(view.errorText().contains(u"damaged"_s), qPrintable(view.errorText()));
    QCOMPARE(view.pageCount(), 0);
    QVERIFY(openedIn(view, 2, dir.filePath(u"gone.pdf"_s)));
    QVERIFY2(view.errorText().contains(u"missing"_s), qPrintable(view.errorText()));
    // A good one after them shows its pages again.
    QVERIFY(openedIn(view, 3, writeFile(dir, u"good.pdf"_s, whole)));
    QCOMPARE(view.errorText(), QString());
    QCOMPARE(view.pageCount(), 3);
}

void TestPaperView::enormousPagesAreShownFittedOnly()
{
    QTemporaryDir dir;
    PaperView view;
    view.resize(600, 600);
    view.show();
    QVERIFY(openedIn(view, 1, writeFile(dir, u"huge.pdf"_s, pdfClaimingHugePages())));
    QCOMPARE(view.pageCount(), 1);
    QCOMPARE(view.pdfView()->zoomMode(), QPdfView::ZoomMode::FitToWidth);
    QTest::keyClick(&view, Qt::Key_Plus, Qt::ControlModifier);
    QCOMPARE(view.pdfView()->zoomMode(), QPdfView::ZoomMode::FitToWidth);
    QTest::qWait(300); // the render thread draws it at the view's width, and the window lives
    QVERIFY(view.isVisible());
}

void TestPaperView::theWindowShowsAPaperInTheReadersPlace()
{
    fillLibrary();
    // The first article's capture kept a paper.
    AssetStore assets(m_libraryDir);
    const auto pdf =
        assets.write(pdfOfNumberedPages(6, u"The Inliner, Measured"_s), u"application/pdf"_s);
    QVERIFY(pdf);
    CaptureStore captures(m_db->connection());
    QVERIFY(captures.queue({1}));
    CapturedArticle captured;
    captured.articleId = 1;
    captured.html = u"<p>The abstract.</p>"_s;
    captured.text = u"The abstract. page3word"_s;
    captured.images = {{u"http://127.0.0.1:9/inliner.pdf"_s, *pdf}};
    PaperRecord paper;
    paper.pdfAsset = pdf->name;
    paper.pdfUrl = QUrl(u"http://127.0.0.1:9/inliner.pdf"_s);
    paper.title = u"The Inliner, Measured"_s;
    paper.pages = 6;
    captured.paper = paper;
    QVERIFY(captures.store(captured, QDateTime::currentDateTimeUtc()));

    auto window = makeWindow();
    window->resize(1200, 800);
    window->show();
    auto *paperView = window->findChild<PaperView *>();
    QVERIFY(paperView);
    QTreeView *list = window->articleView();
    QTRY_COMPARE(list->model()->rowCount(), 2);
    auto rowOf = [list](qint64 id) {
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            if (list->model()->index(row, 0).data(ArticleIdRole).toLongLong() == id)
                return row;
        }
        return -1;
    };
    QSignalSpy opened(paperView, &PaperView::opened);
    list->setCurrentIndex(list->model()->index(rowOf(1), 0));
    QVERIFY(opened.wait(10'000));
    QTRY_VERIFY(paperView->isVisible());
    QCOMPARE(paperView->pageCount(), 6);
    QTRY_VERIFY_WITH_TIMEOUT(showsText(paperView->pdfView()->viewport()), 10'000);
    // Read on to page 4, then another article: the reader is back, the place kept.
    QTest::keyClick(paperView, Qt::Key_PageDown);
    QTest::keyClick(paperView, Qt::Key_PageDown);
    QTest::keyClick(paperView, Qt::Key_PageDown);
    QTRY_COMPARE(paperView->currentPage(), 3);
    list->setCurrentIndex(list->model()->index(rowOf(2), 0));
    QTRY_VERIFY(!paperView->isVisible());
    list->setCurrentIndex(list->model()->index(rowOf(1), 0));
    QVERIFY(opened.wait(10'000));
    QTRY_COMPARE(paperView->currentPage(), 3);
}

LECTERN_TEST_MAIN(tst_paperview, TestPaperView)
#include "tst_paperview.moc"
