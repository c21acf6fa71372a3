// A paper as the library keeps it: its record, made from what its abstract page says
// (citation_* tags) and what the PDF says of itself, and the page the reader and exports show
// for it (authors, venue, date, identifiers, abstract). The PDF itself is the paper view's.
#pragma once

#include "capture/paperpdf.h"
#include "feeds/savedpage/pagemetadata.h"
#include "library/database/records.h"

namespace Lectern {

class PaperPage
{
public:
    // The abstract page's account first, the PDF's own metadata where the page says nothing.
    static PaperRecord describe(const PageMetadata::Citation &citation, const PaperPdf::Read &pdf,
                                const QUrl &pdfUrl);
    // The article's HTML (sanitized like any captured page before the reader shows it).
    static QString html(const PaperRecord &paper);
    // The searchable text: the abstract, then every page of the PDF.
    static QString text(const PaperRecord &paper, const PaperPdf::Read &pdf);
};

} // namespace Lectern
