// A ParsedFeed as JSON, for `lectern parse --json` and the parser's golden tests.
#pragma once

#include "feeds/parsedfeed.h"

#include <QJsonObject>

namespace Lectern {

class ParsedFeedJson
{
public:
    static QJsonObject toJson(const ParsedFeed &feed);
    static QJsonObject toJson(const ParsedEntry &entry);
    static QString formatName(FeedFormat format); // "rss", "atom", "rdf", "json" or "unknown"
};

// Free function form used by the command line.
QJsonObject toJson(const ParsedFeed &feed);

} // namespace Lectern
