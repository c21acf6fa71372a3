// Where a highlight is in an article's text, and how to find it again in another version of it
// (a re-capture, an updated feed entry, the feed's text beside the offline copy). A highlight is
// described as the W3C Web Annotation model's selectors describe a passage: the quoted text with
// some text before and after it (TextQuoteSelector) and its place (TextPositionSelector), both in
// an AnchorText.
#pragma once

#include "anchoring/anchortext.h"

#include <QList>
#include <QString>
#include <optional>

namespace Lectern {

struct HighlightSelector
{
    QString quote;
    QString prefix; // up to ContextLength characters just before the quote
    QString suffix; // and just after it
    qsizetype start = 0;
    qsizetype end = 0;
    bool operator==(const HighlightSelector &) const = default;
};

struct TextRange
{
    qsizetype start = 0;
    qsizetype end = 0;
    bool operator==(const TextRange &) const = default;
};

class HighlightAnchor
{
public:
    static constexpr qsizetype ContextLength = 32;

    // The selectors of text.text()[start, end); the spaces at its ends are left out. nullopt
    // when nothing but white space is in the range.
    static std::optional<HighlightSelector> describe(const AnchorText &text, qsizetype start,
                                                     qsizetype end);
    // The first passage matching quote (white space as AnchorText counts it), nullopt when the
    // text does not hold it; for a highlight made from its quote alone (lectern highlight add).
    static std::optional<HighlightSelector> describeQuote(const AnchorText &text,
                                                          const QString &quote);

    // Where each selector's quote is in text, in the order given; nullopt for one this version
    // does not hold. At its recorded place first, then shifted as much as the highlight found
    // before it was (text inserted or removed above them), then the occurrence whose
    // surroundings match the prefix and suffix best, nearest its old place.
    static QList<std::optional<TextRange>> locate(const AnchorText &text,
                                                  const QList<HighlightSelector> &selectors);
};

} // namespace Lectern
