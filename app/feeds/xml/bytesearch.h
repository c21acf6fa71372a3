// Finding a short marker in a document of megabytes. memmem compares at nearly every byte;
// memchr (vectorised) for one of the marker's less common bytes, then one comparison, is
// several times faster on feeds, where the marker is rare.
#pragma once

#include <QByteArrayView>

#include <cstring>

namespace Lectern::ByteSearch {

// Where needle first starts at or after from, or -1. pivot: the index in needle of the byte
// that memchr looks for.
inline qsizetype find(QByteArrayView haystack, QByteArrayView needle, qsizetype from = 0,
                      qsizetype pivot = 0)
{
    const char *data = haystack.data();
    const qsizetype size = haystack.size();
    for (qsizetype at = from + pivot; at < size;) {
        const void *hit = std::memchr(data + at, needle[pivot], size_t(size - at));
        if (!hit)
            return -1;
        const qsizetype start = static_cast<const char *>(hit) - data - pivot;
        if (start + needle.size() <= size &&
            std::memcmp(data + start, needle.data(), size_t(needle.size())) == 0)
            return start;
        at = start + pivot + 1;
    }
    return -1;
}

} // namespace Lectern::ByteSearch
