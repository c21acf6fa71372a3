// Highlights as Markdown, in the shape note apps import: each quote a block quote, its note
// (Markdown already) below it as written; one article's as a section of its export, or every
// highlight of a shelf or the library as one document grouped by article, with links.
#pragma once

#include "library/database/records.h"

#include <QList>
#include <QString>

namespace Lectern {

class HighlightsMarkdown
{
public:
    // "## Highlights" and the article's highlights; empty when there are none.
    static QString section(const QList<HighlightRecord> &highlights);
    // title as the first heading, then a heading for each article (a link to it, its feed) and
    // its highlights; highlights come grouped by article (HighlightStore::highlights).
    static QString document(const QString &title, const QList<HighlightRecord> &highlights);

private:
    static QString entry(const HighlightRecord &highlight);
};

} // namespace Lectern
