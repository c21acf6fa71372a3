// A ParsedFeed as JSON, for `lectern parse --json` and the parser's golden tests.
#pragma once

#include "feeds/parsedfeed.h"

#include <QJsonObject>
#include <QTextStream>

namespace Lectern {

class ParsedFeedJson
{
public:
    static QJsonObject toJson(const ParsedFeed &feed);
    // The same object as indented JSON text, written entry by entry: one QJsonDocument of a
    // feed of 200,000 entries costs several times the memory of the feed itself.
    static void write(QTextStream &out, const ParsedFeed &feed);
    static QJsonObject toJson(const ParsedEntry &entry);
    static QString formatName(FeedFormat format); // "rss", "atom", "rdf", "json" or "unknown"
};

// Free function form used by the command line.
QJsonObject toJson(const ParsedFeed &feed);

} // namespace Lectern
