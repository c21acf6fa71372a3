// Reading element content from an XmlTokenStream: text, embedded markup, xml:base.
#pragma once

#include "feeds/parsedfeed.h"
#include "feeds/xml/xmltokenstream.h"

#include <QString>
#include <QUrl>

namespace Lectern {

class XmlContent
{
public:
    // The character data of the current element and its descendants; the reader ends on the
    // element's end tag. Entity references the reader could not resolve are looked up as HTML.
    static QString readText(XmlTokenStream &reader);

    // The content of the current element as HTML: character data as it is when the element has
    // no children, otherwise the children serialized as markup. With unwrapDiv, a single
    // wrapping XHTML <div> (Atom type="xhtml") is left out.
    static QString readMarkup(XmlTokenStream &reader, bool unwrapDiv = false);

    // The element's text read as a date (UTC). Text that is no date gives a null QDateTime and
    // a problem at the element's position.
    static QDateTime readDate(XmlTokenStream &reader, QList<ParseProblem> *problems);

    // The base for the current element: its xml:base resolved against the parent's base.
    static QUrl base(const XmlTokenStream &reader, const QUrl &parentBase);

    // A reference resolved against a base; empty when the reference is empty.
    static QUrl resolve(const QUrl &base, QStringView reference);
};

} // namespace Lectern
