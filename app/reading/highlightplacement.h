// Where an article's highlights are in the version the reader opens first (the offline copy,
// else the feed's text), for the command line and exports, which have no page to ask: that
// version's text as plain text, and whether it still holds each highlight.
#pragma once

#include "library/database/records.h"

#include <QList>
#include <optional>

namespace Lectern {

class HighlightPlacement
{
public:
    static AnchorText textOf(const ArticleRecord &article);
    // One flag for each highlight, in order: found in text.
    static QList<bool> found(const AnchorText &text, const QList<HighlightRecord> &highlights);
    // A highlight of article for the first passage matching quote; nullopt when the text does
    // not hold it.
    static std::optional<HighlightRecord> fromQuote(const ArticleRecord &article,
                                                    const QString &quote);
};

} // namespace Lectern
