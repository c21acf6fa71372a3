// Where one request may connect. A person's own request (an address typed, a feed subscribed
// to, a page saved, a sync server) reaches anywhere: a feed on the home network is theirs to
// follow. What content causes without a click (an article's page and images captured, a feed a
// page links to, the next hop of a redirect) reaches public addresses only, and a private one
// only on its origin's host, when that feed or page is itself on the person's network.
#pragma once

#include "net/addressspace.h"

#include <QString>

namespace Lectern {

struct NetworkReach
{
    bool publicOnly = false;
    QString originHost; // publicOnly: its private addresses are let through (lower case)

    static NetworkReach anywhere() { return {}; }
    // originHost may be empty: nothing private at all.
    static NetworkReach content(const QString &originHost = {})
    {
        return {true, originHost.toLower()};
    }
    // Whether a request to host may connect to an address in that space.
    bool allows(AddressSpace::Kind space, const QString &host) const
    {
        return !publicOnly || AddressSpace::isPublic(space) ||
               (!originHost.isEmpty() && host.compare(originHost, Qt::CaseInsensitive) == 0);
    }
};

} // namespace Lectern
