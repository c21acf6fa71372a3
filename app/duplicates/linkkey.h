// The key under which links to one blog post meet, whichever feed brought them: an author's feed
// and a planet that republishes it link to the same post with another scheme, a "www.", an
// "index.html" or a trail of tracking parameters. Pure: no network, no redirects followed.
#pragma once

#include <QString>
#include <QUrl>

namespace Lectern {

class LinkKey
{
public:
    // The host (lowercased, without "www." and a trailing dot), a port other than 80 and 443, the
    // path (percent-encoding normalised, duplicate and trailing slashes and a trailing
    // index.html-like segment dropped) and the query without tracking parameters, sorted by
    // name: "example.org/blog/post?id=5". Empty for a URL that is not http(s) or has no host.
    static QString of(const QUrl &url);
};

} // namespace Lectern
