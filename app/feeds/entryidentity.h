// A stable identity for an entry, so a reader recognises it again on the next fetch.
#pragma once

#include "feeds/parsedfeed.h"

namespace Lectern {

class EntryIdentity
{
public:
    // The entry's own id when it has one, else its link, else the SHA-1 (hex) of
    // title + date + content.
    static QString compute(const ParsedEntry &entry);
    // Fills entry.id with compute(entry) when it is empty.
    static void assign(ParsedEntry &entry);
};

} // namespace Lectern
