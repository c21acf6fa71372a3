// Small character classes and text readings the feed readers share.
#pragma once

#include <QChar>
#include <QStringView>

namespace Lectern {

// A character XML 1.0 can carry at all (its Char production).
inline bool isXmlChar(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) ||
           (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

inline bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

// A length or size attribute: a non-negative number, else -1.
inline qint64 toLength(QStringView text)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    return ok && value >= 0 ? value : -1;
}

} // namespace Lectern
