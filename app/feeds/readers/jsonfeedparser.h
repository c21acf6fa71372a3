// JSON Feed 1.0 and 1.1, read with simdjson.
#pragma once

#include "feeds/parsedfeed.h"

#include <QByteArrayView>
#include <QString>

namespace Lectern {

class JsonFeedParser
{
public:
    enum class Verdict { Feed, NotJson, NotAFeed };
    struct Reading
    {
        Verdict verdict = Verdict::NotJson;
        ParsedFeed feed;
        QString error;           // why it is not JSON
        qint64 errorOffset = -1; // and where, when known
    };

    // A JSON Feed is an object whose version names one, or which has items. simdjson reads it;
    // what only Qt's more forgiving reader can read goes through that first.
    static Reading parse(QByteArrayView utf8, const QUrl &documentUrl);

private:
    static Reading read(QByteArrayView utf8, const QUrl &documentUrl);
};

} // namespace Lectern
