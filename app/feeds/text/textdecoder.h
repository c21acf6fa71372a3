// Turns the bytes of a feed into text: byte order mark, then the HTTP charset, then the XML
// declaration, then UTF-8 when the bytes are valid UTF-8, else windows-1252.
#pragma once

#include "feeds/parsedfeed.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace Lectern {

class TextDecoder
{
public:
    struct Result
    {
        QString text;                 // without a leading byte order mark
        QString encoding;             // the encoding actually used, e.g. "UTF-8", "windows-1252"
        QList<ParseProblem> problems; // encoding workarounds
    };

    static Result decode(const QByteArray &data, const QString &contentType = {});

    struct Utf8Result
    {
        QByteArray text;              // UTF-8 without a byte order mark; shares data's bytes
                                      // when they were UTF-8 already
        QString encoding;             // the encoding the bytes were read as
        QList<ParseProblem> problems; // encoding workarounds
    };

    // The same reading as decode(), as UTF-8: no UTF-16 copy of a large document is made when
    // its bytes are UTF-8 already (the common case).
    static Utf8Result decodeToUtf8(const QByteArray &data, const QString &contentType = {});

    // The charset parameter of a Content-Type header, lower case, or empty.
    static QString charsetFromContentType(const QString &contentType);
    // The encoding named by an XML declaration at the start of the bytes, or empty.
    static QString encodingFromXmlDeclaration(const QByteArray &data);
};

} // namespace Lectern
