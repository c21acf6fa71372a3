// Named character references of HTML 4, which XML does not define but feeds use anyway.
#pragma once

#include <QStringView>

namespace Lectern {

class HtmlEntities
{
public:
    // The code point named by an entity (without '&' and ';'), or 0 when the name is unknown.
    // The five XML entities (amp, lt, gt, quot, apos) are included.
    static char32_t lookup(QStringView name);
};

} // namespace Lectern
