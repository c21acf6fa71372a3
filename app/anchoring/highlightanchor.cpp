#include "anchoring/highlightanchor.h"

#include <algorithm>
#include <numeric>

namespace Lectern {

namespace {

bool holdsAt(QStringView text, qsizetype pos, QStringView quote)
{
    return pos >= 0 && pos + quote.size() <= text.size() && text.mid(pos, quote.size()) == quote;
}

// How many characters of the prefix end right before pos, and of the suffix start at end.
qsizetype contextScore(QStringView text, qsizetype pos, qsizetype end, QStringView prefix,
                       QStringView suffix)
{
    qsizetype score = 0;
    while (score < prefix.size() && pos - score - 1 >= 0 &&
           text.at(pos - score - 1) == prefix.at(prefix.size() - score - 1))
        ++score;
    qsizetype after = 0;
    while (after < suffix.size() && end + after < text.size() &&
           text.at(end + after) == suffix.at(after))
        ++after;
    return score + after;
}

std::optional<qsizetype> bestOccurrence(QStringView text, const HighlightSelector &selector)
{
    std::optional<qsizetype> best;
    qsizetype bestScore = -1;
    qsizetype bestDistance = 0;
    const QStringView quote(selector.quote);
    for (qsizetype pos = text.indexOf(quote); pos >= 0; pos = text.indexOf(quote, pos + 1)) {
        const qsizetype score =
            contextScore(text, pos, pos + quote.size(), selector.prefix, selector.suffix);
        const qsizetype distance = std::abs(pos - selector.start);
        if (score > bestScore || (score == bestScore && distance < bestDistance)) {
            best = pos;
            bestScore = score;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace

std::optional<HighlightSelector> HighlightAnchor::describe(const AnchorText &text, qsizetype start,
                                                           qsizetype end)
{
    const QString &all = text.text();
    start = std::clamp<qsizetype>(start, 0, all.size());
    end = std::clamp<qsizetype>(end, start, all.size());
    while (start < end && all.at(start) == u' ')
        ++start;
    while (end > start && all.at(end - 1) == u' ')
        --end;
    if (start == end)
        return std::nullopt;
    HighlightSelector selector;
    selector.start = start;
    selector.end = end;
    selector.quote = all.mid(start, end - start);
    const qsizetype before = std::max<qsizetype>(0, start - ContextLength);
    selector.prefix = all.mid(before, start - before);
    selector.suffix = all.mid(end, ContextLength);
    return selector;
}

std::optional<HighlightSelector> HighlightAnchor::describeQuote(const AnchorText &text,
                                                                const QString &quote)
{
    const AnchorText wanted(quote);
    const QString needle = wanted.text().trimmed();
    if (needle.isEmpty())
        return std::nullopt;
    qsizetype at = text.text().indexOf(needle);
    if (at < 0)
        at = text.text().indexOf(needle, 0, Qt::CaseInsensitive);
    if (at < 0)
        return std::nullopt;
    return describe(text, at, at + needle.size());
}

QList<std::optional<TextRange>> HighlightAnchor::locate(const AnchorText &text,
                                                        const QList<HighlightSelector> &selectors)
{
    QList<std::optional<TextRange>> found(selectors.size());
    // In text order, so a shift found for one highlight is tried first for the next.
    std::vector<qsizetype> order(size_t(selectors.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return selectors.at(a).start < selectors.at(b).start;
    });
    const QStringView all(text.text());
    qsizetype shift = 0;
    for (const qsizetype index : order) {
        const HighlightSelector &selector = selectors.at(index);
        if (selector.quote.isEmpty())
            continue;
        // A place is taken when the quote is there with most of its surroundings: a short
        // quote ("the") may be at the old place by chance once the text around it changed.
        const auto fits = [&](qsizetype at) {
            return holdsAt(all, at, selector.quote) &&
                   2 * contextScore(all, at, at + selector.quote.size(), selector.prefix,
                                    selector.suffix) >=
                       selector.prefix.size() + selector.suffix.size();
        };
        std::optional<qsizetype> pos;
        if (fits(selector.start))
            pos = selector.start;
        else if (shift != 0 && fits(selector.start + shift))
            pos = selector.start + shift;
        else
            pos = bestOccurrence(all, selector);
        if (!pos)
            continue;
        shift = *pos - selector.start;
        found[index] = TextRange{*pos, *pos + selector.quote.size()};
    }
    return found;
}

} // namespace Lectern
