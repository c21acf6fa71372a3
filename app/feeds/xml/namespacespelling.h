// Namespace names are compared exactly by XML, but feeds misspell the case of the well-known
// ones ("http://purl.org/RSS/1.0/", "http://purl.org/DC/elements/1.1/"), and liberal readers
// take them as meant. Declarations of a known namespace in another case are rewritten to the
// spelling the parser looks for, before the reader sees the document.
#pragma once

#include "feeds/parsedfeed.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

namespace Lectern {

class NamespaceSpelling
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::NamespaceSpelling)

public:
    // utf8 itself (shared, not copied) when every declaration is spelt right; else a copy with
    // the known namespaces spelt right and one problem naming the first misspelling.
    static QByteArray corrected(const QByteArray &utf8, QList<ParseProblem> *problems);
};

} // namespace Lectern
