// bench_papers [--runs N]: what a paper costs, on PDFs written for the run (QPdfWriter: pages of
// dense text with a figure each, like a typeset paper):
//   open    time from PaperView::open to the first page drawn on screen for a 30-page paper,
//           against PDFium drawing that page alone at the same size (QPdfDocument::render);
//   text    PaperPdf::read's pages per second on the 30-page paper, against loading it alone;
//   index   search index bytes per page when a 300-page paper's text is indexed, against the
//           bytes of the text itself;
//   memory  the process's resident memory while scrolling a 300-page paper from end to end,
//           against before it was opened.
// Figures are medians over the runs (wall time; run it on a quiet machine). Not in CI.
// bench_papers --write DIR writes the two papers there and stops (to serve them by hand).
// bench_papers --mutate N reads N damaged copies of the 30-page paper (bytes flipped, ranges cut
// or repeated, the file cut short) with PaperPdf and counts what each gave, and the slowest.
#include "capture/paperpdf.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/search/searchindexer.h"
#include "library/stores/capturestore.h"
#include "ui/reader/paperview.h"

#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QPainter>
#include <QPdfDocument>
#include <QPdfView>
#include <QPdfWriter>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// Two columns of justified text and a figure per page, about 5,000 characters a page.
QByteArray typesetPaper(int pages)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(u"A paper of %1 pages"_s.arg(pages));
    writer.setResolution(300);
    QPainter painter(&writer);
    QFont font(u"DejaVu Serif"_s);
    font.setPointSizeF(9);
    painter.setFont(font);
    const int w = writer.width(), h = writer.height();
    const QString sentence = u"The directory protocol tracks every line's sharers so that a "
                             "write invalidates exactly the caches that hold it; we measure "
                             "its latency under contention on %1 cores. "_s;
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            writer.newPage();
        // Page 7 holds a word no other page has, to find the paper by.
        QString text =
            page == 6 ? u"The tail latency is the interconnect's zetaflits. "_s : QString();
        for (int s = 0; text.size() < 2500; ++s)
            text += sentence.arg(page * 7 + s);
        const int column = w / 2 - 40;
        painter.drawText(QRect(0, 0, column, h * 2 / 3), Qt::TextWordWrap | Qt::AlignJustify, text);
        painter.drawText(QRect(w / 2 + 40, 0, column, h * 2 / 3),
                         Qt::TextWordWrap | Qt::AlignJustify, text);
        // A figure: a plot of bars.
        for (int bar = 0; bar < 24; ++bar)
            painter.fillRect(QRect(80 + bar * (w - 160) / 24, h - 80 - (bar * 37 % 400) - 40,
                                   (w - 160) / 30, (bar * 37 % 400) + 40),
                             QColor::fromHsv(bar * 15, 160, 200));
    }
    painter.end();
    return bytes;
}

qint64 residentKb()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return 0;
}

bool showsText(QWidget *viewport)
{
    const QImage image = viewport->grab().toImage();
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) {
            if (qGray(image.pixel(x, y)) < 80)
                return true;
        }
    }
    return false;
}

int mutate(const QByteArray &pdf, int count)
{
    QRandomGenerator random(20261207);
    QMap<QString, int> outcomes;
    double slowest = 0;
    for (int n = 0; n < count; ++n) {
        QByteArray bytes = pdf;
        switch (n % 4) {
        case 0: // bytes flipped here and there
            for (int k = 0; k < 1 + n % 40; ++k)
                bytes[random.bounded(bytes.size())] = char(random.bounded(256));
            break;
        case 1: // cut short
            bytes.truncate(random.bounded(bytes.size()));
            break;
        case 2: { // a range removed
            const int at = random.bounded(bytes.size());
            bytes.remove(at, random.bounded(qMin<qsizetype>(4096, bytes.size() - at)));
            break;
        }
        default: { // a range repeated
            const int at = random.bounded(bytes.size());
            bytes.insert(at, bytes.mid(at, random.bounded(4096)));
            break;
        }
        }
        QElapsedTimer timer;
        timer.start();
        const PaperPdf::Read read = PaperPdf::read(bytes);
        slowest = std::max(slowest, timer.nsecsElapsed() / 1e6);
        ++outcomes[read.ok() ? u"read (%1 pages)"_s.arg(read.pages >= 30 ? u"all"_s : u"some"_s)
                             : read.error];
    }
    std::printf("mutate  %d damaged copies, the slowest read in %.0f ms:\n", count, slowest);
    for (auto it = outcomes.cbegin(); it != outcomes.cend(); ++it)
        std::printf("  %5d  %s\n", it.value(), qPrintable(it.key()));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    int runs = 7;
    if (const qsizetype i = args.indexOf(u"--runs"_s); i >= 0 && i + 1 < args.size())
        runs = qMax(1, args.at(i + 1).toInt());
    QTemporaryDir dir;
    const QByteArray paper30 = typesetPaper(30);
    const QByteArray paper300 = typesetPaper(300);
    const QString path30 = dir.filePath(u"30.pdf"_s), path300 = dir.filePath(u"300.pdf"_s);
    for (const auto &[path, bytes] : {std::pair{path30, paper30}, std::pair{path300, paper300}}) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return 1;
    }
    if (const qsizetype i = args.indexOf(u"--write"_s); i >= 0 && i + 1 < args.size()) {
        for (const auto &[name, bytes] :
             {std::pair{u"30.pdf"_s, paper30}, std::pair{u"300.pdf"_s, paper300}}) {
            QFile file(QDir(args.at(i + 1)).filePath(name));
            if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
                return 1;
        }
        return 0;
    }
    if (const qsizetype i = args.indexOf(u"--mutate"_s); i >= 0 && i + 1 < args.size())
        return mutate(paper30, args.at(i + 1).toInt());
    std::printf("papers: 30 pages %.1f MB, 300 pages %.1f MB\n", paper30.size() / 1048576.0,
                paper300.size() / 1048576.0);

    // open: PaperView to the first page drawn, against PDFium drawing the page alone.
    QList<double> openMs, renderMs;
    for (int run = 0; run < runs; ++run) {
        PaperView view;
        view.resize(900, 1000);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return 1;
        QElapsedTimer timer;
        timer.start();
        view.open(1, path30, 0);
        while (!showsText(view.pdfView()->viewport()) && timer.elapsed() < 10'000)
            QTest::qWait(2);
        openMs.append(timer.nsecsElapsed() / 1e6);
        const QSize size = view.pdfView()->viewport()->size();
        QPdfDocument alone;
        timer.restart();
        alone.load(path30);
        const QSizeF points = alone.pagePointSize(0);
        alone.render(0, QSize(size.width(), int(size.width() * points.height() / points.width())));
        renderMs.append(timer.nsecsElapsed() / 1e6);
    }
    std::printf("open    30-page paper to its first page drawn: %.0f ms; PDFium's load and "
                "render of that page alone: %.0f ms; ratio %.2f\n",
                median(openMs), median(renderMs), median(openMs) / median(renderMs));

    // text: pages per second.
    QList<double> readMs, loadMs;
    int pagesRead = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        const PaperPdf::Read read = PaperPdf::read(paper30);
        readMs.append(timer.nsecsElapsed() / 1e6);
        pagesRead = int(read.pageTexts.size());
        QPdfDocument alone;
        timer.restart();
        alone.load(path30);
        loadMs.append(timer.nsecsElapsed() / 1e6);
    }
    std::printf("text    %d pages read in %.0f ms: %.0f pages/s (loading alone %.1f ms)\n",
                pagesRead, median(readMs), pagesRead / (median(readMs) / 1000), median(loadMs));

    // index: bytes of the search file per page of a 300-page paper.
    {
        const PaperPdf::Read read = PaperPdf::read(paper300);
        Database database(dir.filePath(u"library.sqlite"_s));
        if (!database.open())
            return 1;
        ParsedFeed feed;
        feed.title = u"Papers"_s;
        ParsedEntry entry;
        entry.id = u"paper"_s;
        entry.title = u"A paper"_s;
        entry.link = QUrl(u"https://papers.example/1"_s);
        entry.summary = u"An abstract."_s;
        feed.entries = {entry};
        FeedIngest::ingest(database.connection(), QUrl(u"https://papers.example/feed"_s), feed);
        SearchIndexer first(database.connection());
        first.indexQueued(1'000'000);
        SearchIndexer::forgetIndexed(database.connection(), first.lastIndexed());
        // The search file's pages in use (its free pages left out), WAL or not.
        auto searchBytes = [&database] {
            QSqlQuery query(database.connection());
            query.exec(u"SELECT (SELECT page_count FROM search.pragma_page_count()) -"
                       " (SELECT freelist_count FROM search.pragma_freelist_count()),"
                       " (SELECT page_size FROM search.pragma_page_size())"_s);
            return query.next() ? query.value(0).toLongLong() * query.value(1).toLongLong() : 0;
        };
        const qint64 before = searchBytes();
        CaptureStore captures(database.connection());
        if (!captures.queue({1}))
            std::printf("queue failed: %s\n", qPrintable(captures.errorString()));
        CapturedArticle captured;
        captured.articleId = 1;
        captured.html = u"<p>An abstract.</p>"_s;
        captured.text = read.text();
        captured.paper = PaperRecord{};
        captured.paper->pages = read.pages;
        captured.paper->pdfAsset = u"0.pdf"_s;
        if (!captures.store(captured, QDateTime::currentDateTimeUtc()))
            std::printf("store failed: %s\n", qPrintable(captures.errorString()));
        const std::optional<int> indexed =
            SearchIndexer(database.connection()).indexQueued(1'000'000);
        const qint64 after = searchBytes();
        QSqlQuery found(database.connection());
        found.exec(
            u"SELECT count(*) FROM search.search_words WHERE search_words MATCH 'zetaflits'"_s);
        std::printf("index   articles indexed: %d, found by a page-7 word: %s\n",
                    indexed.value_or(-1),
                    found.next() && found.value(0).toInt() > 0 ? "yes" : "no");
        const qint64 textBytes = read.text().toUtf8().size();
        std::printf("index   %d pages, %.1f KB of text: the search file grew %.1f KB, %.1f KB "
                    "per page; ratio to the text %.2f\n",
                    read.pages, textBytes / 1024.0, (after - before) / 1024.0,
                    (after - before) / 1024.0 / read.pages, double(after - before) / textBytes);
    }

    // memory: resident while scrolling a 300-page paper from end to end.
    {
        const qint64 before = residentKb();
        PaperView view;
        view.resize(900, 1000);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return 1;
        QSignalSpy opened(&view, &PaperView::opened);
        view.open(1, path300, 0);
        opened.wait(30'000);
        QScrollBar *bar = view.pdfView()->verticalScrollBar();
        qint64 peak = residentKb();
        QElapsedTimer timer;
        timer.start();
        for (int value = 0; value <= bar->maximum(); value += bar->pageStep()) {
            bar->setValue(value);
            QTest::qWait(15); // the render thread draws what came into sight
            peak = std::max(peak, residentKb());
        }
        std::printf("memory  300-page paper scrolled end to end in %.1f s: resident %.0f MB "
                    "before opening, peak %.0f MB (+%.0f MB), at the end %.0f MB\n",
                    timer.elapsed() / 1000.0, before / 1024.0, peak / 1024.0,
                    (peak - before) / 1024.0, residentKb() / 1024.0);
    }
    return 0;
}
