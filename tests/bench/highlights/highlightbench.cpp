// bench_highlights [PAGES-DIR] [--runs N]: what anchoring costs when an article opens. The text
// is 500 KB of real articles' text (the HTML pages under PAGES-DIR, read to plain text; without
// it, generated sentences), with 1,000 highlights of 20-200 characters at seeded random places.
// Three versions of the text are timed: the one they were made in, one with 2 KB inserted at the
// top (a re-capture that grew a header), and one with every 40th highlight's passage reworded
// (those are not found). Each time covers what the window does: AnchorText over the page's text,
// then HighlightAnchor::locate for all of them. The peer, in the same run, is the least a reader
// could do: one QString::indexOf of each quote in the same normalised text. Prints the median of
// --runs (default 15) and, last, one JSON line.
#include "../benchcorpus.h"
#include "anchoring/highlightanchor.h"
#include "feeds/text/htmltext.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTextStream>
#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

constexpr qsizetype TextSize = 500 * 1024;
constexpr int Highlights = 1000;

QString realText(const QString &directory)
{
    QString text;
    for (const LecternBench::CorpusFile &file : LecternBench::readCorpus(directory)) {
        if (!file.path.endsWith(u".html"_s) && !file.path.endsWith(u".htm"_s))
            continue;
        text += HtmlText::toPlainText(QString::fromUtf8(file.bytes)) + u"\n\n"_s;
        if (text.size() >= TextSize)
            break;
    }
    return text.left(TextSize);
}

QString generatedText()
{
    static const QStringList words = {u"warp"_s,    u"shuffle"_s, u"register"_s, u"the"_s,
                                      u"memory"_s,  u"barrier"_s, u"a"_s,        u"lane"_s,
                                      u"reduces"_s, u"block"_s,   u"of"_s,       u"线程束"_s};
    QRandomGenerator random(7);
    QString text;
    while (text.size() < TextSize) {
        const int length = 8 + int(random.bounded(20));
        for (int i = 0; i < length; ++i)
            text += words.at(int(random.bounded(qsizetype(words.size())))) + u' ';
        text += u".\n"_s;
    }
    return text.left(TextSize);
}

double medianMs(int runs, const std::function<void()> &work)
{
    QList<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    int runs = 15;
    if (const qsizetype at = arguments.indexOf(u"--runs"_s); at >= 0 && at + 1 < arguments.size()) {
        runs = std::max(1, arguments.at(at + 1).toInt());
        arguments.remove(at, 2);
    }
    QTextStream out(stdout);
    QString raw = arguments.isEmpty() ? QString() : realText(arguments.first());
    const bool real = raw.size() >= TextSize / 2;
    if (!real) {
        if (!arguments.isEmpty())
            out << "no HTML pages under " << arguments.first() << ": generated text instead\n";
        raw = generatedText();
    }
    const AnchorText made(raw);
    QRandomGenerator random(42);
    QList<HighlightSelector> selectors;
    while (selectors.size() < Highlights) {
        const qsizetype start = random.bounded(made.size() - 300);
        const auto selector =
            HighlightAnchor::describe(made, start, start + 20 + random.bounded(181));
        if (selector)
            selectors.append(*selector);
    }

    // The versions the highlights are looked for in.
    QString grown = u"Updated: this article was revised. "_s.repeated(58) + raw;
    QString reworded = raw;
    int changed = 0;
    for (qsizetype i = 0; i < selectors.size(); i += 40) {
        const qsizetype at = made.rawOffset(selectors.at(i).start);
        reworded.replace(at, 1, u'§'); // the passage's first character, changed
        ++changed;
    }
    struct Version
    {
        const char *name;
        const QString *text;
    };
    const Version versions[] = {{"unchanged", &raw}, {"grown", &grown}, {"reworded", &reworded}};
    QJsonObject summary{{u"textChars"_s, qint64(raw.size())},
                        {u"highlights"_s, Highlights},
                        {u"realText"_s, real},
                        {u"runs"_s, runs}};
    out << "text: " << raw.size() << " characters (" << (real ? "real articles" : "generated")
        << "), " << Highlights << " highlights, median of " << runs << " runs\n";
    for (const Version &version : versions) {
        int found = 0;
        const double ours = medianMs(runs, [&] {
            const AnchorText text(*version.text);
            found = 0;
            for (const auto &range : HighlightAnchor::locate(text, selectors))
                found += range.has_value();
        });
        int plainFound = 0;
        const double peer = medianMs(runs, [&] {
            const AnchorText text(*version.text);
            plainFound = 0;
            for (const HighlightSelector &selector : std::as_const(selectors))
                plainFound += text.text().indexOf(selector.quote) >= 0;
        });
        out << version.name << ": anchored " << found << "/" << Highlights << " in " << ours
            << " ms; indexOf of each quote: " << plainFound << " found in " << peer << " ms; ratio "
            << ours / peer << "\n";
        summary.insert(QString::fromLatin1(version.name), QJsonObject{{u"ms"_s, ours},
                                                                      {u"found"_s, found},
                                                                      {u"peerMs"_s, peer},
                                                                      {u"ratio"_s, ours / peer}});
    }
    summary.insert(u"reworded"_s + u"Changed"_s, changed);
    out << QJsonDocument(summary).toJson(QJsonDocument::Compact) << "\n";
    return 0;
}
