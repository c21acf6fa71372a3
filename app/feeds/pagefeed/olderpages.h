// Where a page's list of posts goes on, as the page itself links it: the list's next page of
// older posts (rel="next", /page/2/, page2, index2.html, ?page=2, an "Older posts" link) and the
// site's archive page (else its page of all posts, "/posts/"). Only pages of the page's own site,
// never the page itself. No I/O.
#pragma once

#include "html/gumbotree.h"

#include <QList>
#include <QUrl>

namespace Lectern {

class OlderPages
{
public:
    // The next page first, then the archive; at most one of each.
    static QList<QUrl> of(const GumboNode *root, const QUrl &base, const QUrl &pageUrl);
    // Whether a link is the next page of the list at pageUrl by its address alone.
    static bool isNextPageAddress(const QUrl &link, const QUrl &pageUrl);
};

} // namespace Lectern
