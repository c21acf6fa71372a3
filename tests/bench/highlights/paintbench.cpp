// bench_highlight_paint [PAGES-DIR] [--runs N]: a 500 KB article opened in the real window with
// 1,000 highlights (20-200 characters, none overlapping), against the same article opened
// without them, in the same run. Times, as a
// median of --runs (default 7): from showArticle to the highlights painted (the reader's load,
// then HighlightFlow: the page's text read, anchored, the marks made), and from the article
// ready (loaded and scrolled) to painted, the part highlights add. Prints one JSON line last.
// Runs under the offscreen platform or a display.
#include "../benchcorpus.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/parsedfeed.h"
#include "feeds/text/htmltext.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/writes/highlightwrites.h"
#include "library/writes/librarywriter.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedsubscriber.h"
#include "net/httpclient.h"
#include "reading/readersettingsstore.h"
#include "ui/highlights/highlightflow.h"
#include "ui/reader/readerview.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowapplication.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFuture>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimeZone>
#include <QTimer>
#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

constexpr qsizetype ArticleBytes = 500 * 1024;

// Paragraphs of real articles' text (or generated ones), as HTML of about ArticleBytes.
QString articleHtml(const QString &directory)
{
    QString html;
    if (!directory.isEmpty()) {
        for (const LecternBench::CorpusFile &file : LecternBench::readCorpus(directory)) {
            // Paragraphs of a few sentences, as articles have them; none with what the reader
            // would typeset as math (its text is not the source's).
            const QString text = HtmlText::toPlainText(QString::fromUtf8(file.bytes)).simplified();
            if (text.contains(u'$') || text.contains(u'\\'))
                continue;
            QString paragraph;
            for (const QString &sentence : text.split(u". "_s, Qt::SkipEmptyParts)) {
                paragraph += sentence + u". "_s;
                if (paragraph.size() > 500) {
                    html += u"<p>"_s + paragraph.trimmed().toHtmlEscaped() + u"</p>\n"_s;
                    paragraph.clear();
                }
            }
            if (paragraph.size() > 40)
                html += u"<p>"_s + paragraph.trimmed().toHtmlEscaped() + u"</p>\n"_s;
            if (html.toUtf8().size() >= ArticleBytes)
                break;
        }
    }
    while (html.toUtf8().size() < ArticleBytes)
        html += u"<p>A warp of 32 lanes exchanges registers with shuffle instructions, and the "
                "block never touches shared memory for the last five steps of the tree.</p>\n"_s;
    return html;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    int runs = 7;
    if (const qsizetype at = arguments.indexOf(u"--runs"_s); at >= 0 && at + 1 < arguments.size()) {
        runs = std::max(1, arguments.at(at + 1).toInt());
        arguments.remove(at, 2);
    }
    QTextStream out(stdout);
    QTemporaryDir dir;
    Database db(dir.filePath(u"library.sqlite"_s));
    if (!db.open())
        return 1;
    LibraryWriter writer(db.path());
    if (!writer.start())
        return 1;
    const QString html = articleHtml(arguments.value(0));
    ParsedFeed feed;
    feed.title = u"Bench"_s;
    for (const QString &guid : {u"marked"_s, u"plain"_s}) {
        ParsedEntry entry;
        entry.id = guid;
        entry.title = guid;
        entry.published = QDateTime(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::UTC);
        entry.content = html;
        feed.entries.append(entry);
    }
    const IngestResult stored =
        FeedIngest::ingest(db.connection(), QUrl(u"http://127.0.0.1:9/bench.atom"_s), feed);
    const ArticleStore articles(db.connection());
    const qint64 marked = articles.idOf(stored.feedId, u"marked"_s).value_or(0);
    const qint64 plain = articles.idOf(stored.feedId, u"plain"_s).value_or(0);
    const AnchorText text(HtmlText::toPlainText(html));
    QRandomGenerator random(42);
    int added = 0;
    // One in each thousandth of the text, none overlapping another (overlaps are painted once).
    const qsizetype stride = text.size() / 1000;
    while (added < 1000) {
        const qsizetype start =
            added * stride + random.bounded(std::max<qsizetype>(1, stride - 220));
        auto selector = HighlightAnchor::describe(text, start, start + 20 + random.bounded(181));
        if (!selector)
            continue;
        HighlightRecord highlight;
        highlight.articleId = marked;
        highlight.selector = *selector;
        highlight.note = added % 10 == 0 ? u"a note"_s : QString();
        if (writer.highlights().add(highlight).result() > 0)
            ++added;
    }

    CodeHighlighter highlighter;
    ArticlePageRenderer renderer(&highlighter);
    QSettings settingsFile(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    ReaderSettingsStore settings(&settingsFile);
    HttpClient network;
    FeedFetcher fetcher(&network);
    FeedSubscriber subscriber(&writer, &fetcher); // the window's Add Feed needs one
    LibrarySession session(db.connection(), LibraryEngine{&writer, &subscriber}, &renderer,
                           settings.load());
    MainWindow window(&session, WindowPreferences{&settings});
    window.resize(1200, 800);
    window.show();
    window.readerView()->ensurePage();

    // Opens an article; the time to painted, and from ready to painted.
    auto openOnce = [&](qint64 articleId, int *count) {
        QElapsedTimer timer;
        qint64 readyAt = -1;
        qint64 paintedAt = -1;
        QEventLoop loop;
        auto ready =
            QObject::connect(window.readerView(), &ReaderView::articleReady, &loop, [&](qint64 id) {
                if (id == articleId)
                    readyAt = timer.nsecsElapsed();
            });
        auto painted = QObject::connect(window.highlights(), &HighlightFlow::painted, &loop,
                                        [&](qint64 id, int n) {
                                            if (id != articleId)
                                                return;
                                            paintedAt = timer.nsecsElapsed();
                                            *count = n;
                                            loop.quit();
                                        });
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        timer.start();
        window.readerView()->showArticle(articleId);
        loop.exec();
        QObject::disconnect(ready);
        QObject::disconnect(painted);
        return std::pair{paintedAt / 1e6, (paintedAt - readyAt) / 1e6};
    };
    QList<double> markedOpen, markedPaint, plainOpen, plainPaint;
    int markedCount = 0;
    int plainCount = 0;
    openOnce(plain, &plainCount); // the engine's first page, not measured
    for (int i = 0; i < runs; ++i) {
        const auto [open, paint] = openOnce(marked, &markedCount);
        markedOpen.append(open);
        markedPaint.append(paint);
        const auto [openPlain, paintPlain] = openOnce(plain, &plainCount);
        plainOpen.append(openPlain);
        plainPaint.append(paintPlain);
    }
    const double ratio = median(markedOpen) / median(plainOpen);
    out << "article: " << html.toUtf8().size() << " bytes of HTML; " << markedCount
        << " of 1000 highlights painted; median of " << runs << " opens\n"
        << "with highlights: open to painted " << median(markedOpen) << " ms, ready to painted "
        << median(markedPaint) << " ms\n"
        << "without: open to painted " << median(plainOpen) << " ms, ready to painted "
        << median(plainPaint) << " ms\n"
        << "ratio (open with / without): " << ratio << "\n";
    out << QJsonDocument(QJsonObject{{u"htmlBytes"_s, qint64(html.toUtf8().size())},
                                     {u"painted"_s, markedCount},
                                     {u"openMs"_s, median(markedOpen)},
                                     {u"readyToPaintedMs"_s, median(markedPaint)},
                                     {u"plainOpenMs"_s, median(plainOpen)},
                                     {u"plainReadyToPaintedMs"_s, median(plainPaint)},
                                     {u"ratio"_s, ratio},
                                     {u"runs"_s, runs}})
               .toJson(QJsonDocument::Compact)
        << "\n";
    return 0;
}
