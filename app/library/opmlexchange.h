// Subscription lists in and out of the library: OPML groups become shelves, feeds land on
// them unfetched (the next refresh fills them); export writes shelves and feeds back.
#pragma once

#include "feeds/opmldocument.h"

#include <QSqlDatabase>

namespace Lectern {

struct OpmlImportResult
{
    bool ok = false;
    int feedsAdded = 0;
    int feedsKnown = 0; // already in the library: left where they are
    int shelvesAdded = 0;
    QString error;
};

class OpmlExchange
{
public:
    // All or nothing: one transaction.
    static OpmlImportResult importDocument(QSqlDatabase db, const OpmlDocument &document);
    static OpmlDocument exportDocument(QSqlDatabase db);
};

} // namespace Lectern
