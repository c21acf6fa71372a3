// Subscription lists in and out of the library: OPML groups become shelves, feeds land on
// them unfetched (the next refresh fills them); export writes shelves and feeds back.
#pragma once

#include "feeds/opml/opmldocument.h"

#include <QCoreApplication>
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
    Q_DECLARE_TR_FUNCTIONS(Lectern::OpmlExchange)

public:
    // All or nothing: one transaction.
    static OpmlImportResult importDocument(QSqlDatabase db, const OpmlDocument &document);
    static OpmlDocument exportDocument(QSqlDatabase db);

    // An OPML file read and parsed, never more than OpmlReader::MaxBytes of it; the error
    // names the file and what was wrong.
    static OpmlParseResult readFile(const QString &path);
    // The library's shelves and feeds written to path, whole or not at all; the error, or
    // empty.
    static QString writeFile(QSqlDatabase db, const QString &path);
};

} // namespace Lectern
