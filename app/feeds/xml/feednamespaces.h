// XML namespace names the feed formats and their extensions use.
#pragma once

#include <QLatin1StringView>

namespace Lectern::FeedNamespaces {

using namespace Qt::StringLiterals;

inline constexpr auto Atom10 = "http://www.w3.org/2005/Atom"_L1;
inline constexpr auto Atom03 = "http://purl.org/atom/ns#"_L1;
inline constexpr auto Rss10 = "http://purl.org/rss/1.0/"_L1;
inline constexpr auto Rss090 = "http://my.netscape.com/rdf/simple/0.9/"_L1;
inline constexpr auto Rss20Userland = "http://backend.userland.com/rss2"_L1;
inline constexpr auto Rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"_L1;
inline constexpr auto DublinCore = "http://purl.org/dc/elements/1.1/"_L1;
inline constexpr auto DcTerms = "http://purl.org/dc/terms/"_L1;
inline constexpr auto Syndication = "http://purl.org/rss/1.0/modules/syndication/"_L1;
inline constexpr auto Content = "http://purl.org/rss/1.0/modules/content/"_L1;
inline constexpr auto Xhtml = "http://www.w3.org/1999/xhtml"_L1;
inline constexpr auto Itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"_L1;
inline constexpr auto Xml = "http://www.w3.org/XML/1998/namespace"_L1;

inline bool isMediaRss(QStringView ns)
{
    return ns == "http://search.yahoo.com/mrss/"_L1 || ns == "http://search.yahoo.com/mrss"_L1;
}

} // namespace Lectern::FeedNamespaces
