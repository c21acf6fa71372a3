// A ParsedFeed as JSON, for `lectern parse --json` and the parser's golden tests.
#pragma once

#include "feeds/parsedfeed.h"

#include <QIODevice>
#include <QJsonObject>

namespace Lectern {

class ParsedFeedJson
{
public:
    static QJsonObject toJson(const ParsedFeed &feed);
    // The same object as indented JSON (UTF-8), written entry by entry: one QJsonDocument of a
    // feed of 200,000 entries costs several times the memory of the feed itself.
    static void write(QIODevice &out, const ParsedFeed &feed);
    // The same text in parts, for entries that come in batches: the opening, each entry (first
    // says whether one came before), then the feed's other members and the closing brace.
    static void writeOpening(QIODevice &out);
    static void writeEntry(QIODevice &out, const ParsedEntry &entry, bool first);
    static void writeClosing(QIODevice &out, const ParsedFeed &feed);
    static QJsonObject toJson(const ParsedEntry &entry);
    static QString formatName(FeedFormat format); // "rss", "atom", "rdf", "json" or "unknown"
};

// Free function form used by the command line.
QJsonObject toJson(const ParsedFeed &feed);

} // namespace Lectern
