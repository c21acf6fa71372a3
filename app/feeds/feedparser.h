// The entry point of the feed parsers: bytes in, an immutable ParsedFeed out. No I/O.
#pragma once

#include "feeds/parsedfeed.h"
#include <QCoreApplication>

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace Lectern {

class EntryBatches;

struct FeedParseResult
{
    enum class Status { Ok, HtmlPage, NotAFeed, TooLarge };
    Status status = Status::NotAFeed;
    ParsedFeed feed; // valid when status == Ok
    QString error;   // a human message naming what was wrong when status != Ok
    bool ok() const { return status == Status::Ok; }
};

class FeedParser
{
public:
    static constexpr qint64 DefaultMaxBytes = 32 * 1024 * 1024;

    // documentUrl: where the bytes came from (resolves relative links); contentType: the HTTP
    // Content-Type header, which may carry a charset.
    static FeedParseResult parse(const QByteArray &data, const QUrl &documentUrl = {},
                                 const QString &contentType = {},
                                 qint64 maxBytes = DefaultMaxBytes);

    // The same reading, with the entries handed to batches as they are read instead of kept
    // in the result (its feed has no entries): a well-formed document of any number of entries
    // is read in the memory of one batch. A document that needs mending is read whole, as
    // parse() reads it, after batches.discard() forgets what was handed on before the fault.
    static FeedParseResult parseInBatches(const QByteArray &data, EntryBatches &batches,
                                          const QUrl &documentUrl = {},
                                          const QString &contentType = {},
                                          qint64 maxBytes = DefaultMaxBytes);

    // Messages for the user, in the UI's language.
    Q_DECLARE_TR_FUNCTIONS(Lectern::FeedParser)
};

} // namespace Lectern
