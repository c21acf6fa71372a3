// Writes a subscription list as OPML 2.0.
#pragma once

#include "feeds/opml/opmldocument.h"

#include <QByteArray>

namespace Lectern {

class OpmlWriter
{
public:
    // UTF-8, indented; feeds carry text, title, type, xmlUrl and htmlUrl, groups text and title.
    // Problems are not written.
    static QByteArray write(const OpmlDocument &doc);
};

} // namespace Lectern
