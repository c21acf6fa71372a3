// Highlights another program kept (the rows of a Readwise CSV) put on the articles of the
// library with the same address, anchored as Lectern's own are: found in the text the reader
// opens first, with their surroundings and place. What cannot be placed is said, by the row's
// line: no article with that address, or an article whose text does not hold the quote. A
// highlight the article holds already (the same passage) is not made twice.
#pragma once

#include "reading/readwisecsv.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>

namespace Lectern {

class HighlightImport
{
    Q_DECLARE_TR_FUNCTIONS(HighlightImport)
public:
    struct Plan
    {
        QList<HighlightRecord> highlights; // to add
        QStringList notFound;              // one line each, naming the row
        int already = 0;                   // held by their articles already
    };
    static Plan plan(QSqlDatabase db, const QList<ReadwiseCsv::Row> &rows);
    // An address as two programs may write the same page: http or https, with or without
    // "www.", a trailing slash or index.html, a fragment, tracking parameters.
    static QString comparable(const QUrl &url);
};

} // namespace Lectern
