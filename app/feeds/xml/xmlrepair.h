// Mends the usual faults of hand-made feeds so QXmlStreamReader can read them: junk before the
// root, HTML entities, stray '&' and '<', control characters, undeclared namespace prefixes and
// document type declarations (dropped, so no entity can be declared or expanded).
#pragma once

#include "feeds/parsedfeed.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace Lectern {

class XmlRepair
{
public:
    // The repaired text; each kind of repair adds one problem at its first position in `text`.
    static QString repair(QStringView text, QList<ParseProblem> *problems);
    // Drops what precedes the first '<' when it is only whitespace (common and harmless).
    static QStringView skipLeadingWhitespace(QStringView text);
};

} // namespace Lectern
