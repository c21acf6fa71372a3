#include "feeds/opml/opmldocument.h"

namespace Lectern {

// Written out by hand: a defaulted operator== cannot see through the recursive QList.
bool operator==(const OpmlOutline &a, const OpmlOutline &b)
{
    return a.title == b.title && a.xmlUrl == b.xmlUrl && a.htmlUrl == b.htmlUrl &&
           a.type == b.type && a.pageRule == b.pageRule && a.children == b.children;
}

bool operator==(const OpmlDocument &a, const OpmlDocument &b)
{
    return a.title == b.title && a.outlines == b.outlines && a.problems == b.problems;
}

} // namespace Lectern
