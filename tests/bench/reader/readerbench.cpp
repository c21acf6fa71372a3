// bench_reader [--runs N] [--dump FILE] [--only KEY]: times the reader's core path
// (ArticlePageRenderer: sanitize + highlight + template) on a generated 500 KB article with 3,000
// lines of code, against a bare gumbo parse of the same bytes in the same run, with a breakdown by
// stage. The last line of output is one JSON object.
#include "syntheticarticle.h"

#include <content/articlepagerenderer.h>
#include <content/codehighlighter.h>
#include <content/htmlsanitizer.h>
#include <content/mathdetector.h>
#include <content/tableofcontents.h>
#include <html/gumbotree.h>

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <gumbo.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

struct Stage
{
    const char *key;
    const char *label;
    std::function<void()> work;
    std::vector<double> ms;
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// CPU time of this thread, not wall time: the machines this runs on are shared, and waiting
// for a core is not time the reader spends.
double timed(const std::function<void()> &work)
{
    const double start = threadCpuMs();
    work();
    return threadCpuMs() - start;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    int runs = 9;
    if (const qsizetype i = args.indexOf(u"--runs"_s); i >= 0 && i + 1 < args.size())
        runs = qMax(1, args.at(i + 1).toInt());

    const Bench::SyntheticArticle synthetic = Bench::makeSyntheticArticle(500 * 1000, 3000);
    const QByteArray utf8 = synthetic.html.toUtf8();
    if (const qsizetype i = args.indexOf(u"--dump"_s); i >= 0 && i + 1 < args.size()) {
        QFile out(args.at(i + 1));
        if (out.open(QIODevice::WriteOnly))
            out.write(utf8);
    }

    const CodeHighlighter highlighter;
    const ArticlePageRenderer renderer(&highlighter);
    ArticlePage page;
    page.title = u"A long article"_s;
    page.feedTitle = u"Bench"_s;
    page.link = QUrl(u"https://example.com/posts/long/"_s);
    page.html = synthetic.html;
    ArticlePageRenderer::Style style;
    style.dark = false;

    HtmlSanitizer::Options plain;
    plain.baseUrl = page.link;
    HtmlSanitizer::Options highlighted = plain;
    highlighted.highlighter = &highlighter;
    highlighted.anchorHeadings = true; // as the renderer asks
    highlighted.dropTrackingPixels = true;
    const HtmlSanitizer::Article sanitized = HtmlSanitizer::sanitizeArticle(page.html, highlighted);

    // The first render pays for loading the syntax definitions it needs: reported apart.
    QString page0;
    const double coldMs = timed([&] { page0 = renderer.renderArticle(page, style); });

    std::vector<Stage> stages = {
        {"gumbo_ms",
         "bare gumbo parse of the UTF-8 bytes",
         [&] {
             // The options the sanitizer parses with, so the ratio compares like with like.
             GumboOutput *out = gumbo_parse_with_options(&GumboTree::parseOptions(),
                                                         utf8.constData(), size_t(utf8.size()));
             gumbo_destroy_output(&GumboTree::parseOptions(), out);
         },
         {}},
        {"document_ms",
         "gumbo parse as the sanitizer does it (UTF-16 in, reused arena)",
         [&] { const GumboTree::Document doc(page.html); },
         {}},
        {"sanitize_ms",
         "sanitize, code left plain",
         [&] { HtmlSanitizer::sanitize(page.html, plain); },
         {}},
        {"sanitize_highlight_ms",
         "sanitize + highlight (with words, headings and prose)",
         [&] { HtmlSanitizer::sanitizeArticle(page.html, highlighted); },
         {}},
        {"toc_ms",
         "  of which after: table of contents",
         [&] {
             TableOfContents::nav(sanitized.headings, sanitized.wordEquivalents, u"Contents"_s);
         },
         {}},
        {"math_detect_ms",
         "  math detection",
         [&] { MathDetector::detectInProse(sanitized.prose); },
         {}},
        {"empty_render_ms",
         "  renderArticle of an empty article (the template's own cost)",
         [&] { renderer.renderArticle(ArticlePage(), style); },
         {}},
        {"render_ms",
         "renderArticle (sanitize + highlight + template): core time",
         [&] { renderer.renderArticle(page, style); },
         {}},
    };
    // --only KEY keeps one stage, so a profiler sees that stage alone.
    if (const qsizetype i = args.indexOf(u"--only"_s); i >= 0 && i + 1 < args.size()) {
        const QByteArray key = args.at(i + 1).toLatin1();
        std::erase_if(stages, [&](const Stage &s) { return key != s.key; });
    }
    // Stages take turns within a run, so drift on a shared machine hits them alike.
    for (int r = 0; r < runs; ++r) {
        for (Stage &s : stages)
            s.ms.push_back(timed(s.work));
    }

    QJsonObject json{{u"bytes"_s, utf8.size()},
                     {u"code_lines"_s, synthetic.codeLines},
                     {u"code_blocks"_s, synthetic.codeBlocks},
                     {u"page_bytes"_s, page0.toUtf8().size()},
                     {u"runs"_s, runs},
                     {u"cold_render_ms"_s, coldMs}};
    std::printf("article: %lld bytes, %d lines of code in %d blocks; page %lld bytes\n",
                static_cast<long long>(utf8.size()), synthetic.codeLines, synthetic.codeBlocks,
                static_cast<long long>(page0.toUtf8().size()));
    std::printf("first render (loads syntax definitions): %.2f ms\n", coldMs);
    std::printf("medians of %d runs (thread CPU time):\n", runs);
    for (const Stage &s : stages) {
        const double m = median(s.ms);
        json.insert(QLatin1StringView(s.key), m);
        std::printf("  %8.2f ms  %s\n", m, s.label);
    }
    json.insert(u"goal_ms"_s, 50);
    if (json.contains(u"render_ms"_s) && json.contains(u"gumbo_ms"_s)) {
        const double ratio =
            json.value(u"render_ms"_s).toDouble() / json.value(u"gumbo_ms"_s).toDouble();
        json.insert(u"ratio_render_to_gumbo"_s, ratio);
        std::printf("renderArticle / bare gumbo parse: %.2fx\n", ratio);
    }
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return 0;
}
