// JSON Feed 1.0 and 1.1.
#pragma once

#include "feeds/parsedfeed.h"

#include <QJsonObject>

namespace Lectern {

class JsonFeedParser
{
public:
    // True when the object looks like a JSON Feed (its version names one, or it has items).
    static bool isJsonFeed(const QJsonObject &object);
    static ParsedFeed parse(const QJsonObject &object, const QUrl &documentUrl);
};

} // namespace Lectern
