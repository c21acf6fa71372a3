// The careful way into an XmlTokenStream: QXmlStreamReader, which reports where a document breaks
// and expands a document type's entities only up to a limit.
#pragma once

#include "feeds/xml/xmltokenstream.h"

#include <QByteArray>

namespace Lectern {

class QtXmlTokenizer
{
public:
    // Reads UTF-8 from byte start (after the white space that may open a document) into tokens,
    // up to the end or the first error, which ends the stream.
    static void tokenize(const QByteArray &utf8, qsizetype start, XmlTokenStream &tokens);
};

} // namespace Lectern
