// The fast way into an XmlTokenStream: libxml2's SAX2 parser, for documents it finds well formed.
#pragma once

#include "feeds/xml/xmltokenstream.h"

#include <QByteArray>

namespace Lectern {

class LibxmlTokenizer
{
public:
    // Reads UTF-8 from byte start (after the white space that may open a document) into
    // tokens. False, with tokens left unusable, when the document is not well
    // formed (namespaces included), has a document type (whose entities and defaults stay
    // QXmlStreamReader's, under its expansion limit) or outgrows libxml2's default limits: the
    // caller then reads it the careful way. Nothing is ever fetched (no external entities).
    static bool tokenize(const QByteArray &utf8, qsizetype start, XmlTokenStream &tokens);
};

} // namespace Lectern
