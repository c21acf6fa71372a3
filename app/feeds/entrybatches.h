// Hands a parser's entries on in batches while it reads, so that a feed of 200,000 entries is
// never held whole: the parser appends to feed.entries as before and offers them here after each.
#pragma once

#include "feeds/parsedfeed.h"

#include <functional>

namespace Lectern {

class EntryBatches
{
public:
    // Takes a batch, with the feed read so far (its title, links, hints: the entries are not in
    // it); false stops the reading (the taker failed, to store them say).
    using Take = std::function<bool(const ParsedFeed &soFar, QList<ParsedEntry> &&batch)>;
    // Forgets every batch taken so far: the document is read again from the start.
    using Discard = std::function<void()>;

    static constexpr qsizetype DefaultSize = 256;

    EntryBatches(Take take, Discard discard, qsizetype size = DefaultSize);

    // Called after an entry was appended to feed.entries: hands them on once a batch is full.
    bool offer(ParsedFeed &feed);
    // Hands on whatever feed.entries still holds.
    bool flush(ParsedFeed &feed);
    void discard();

    qsizetype handed() const { return m_handed; }
    bool stopped() const { return m_stopped; }

private:
    Take m_take;
    Discard m_discard;
    qsizetype m_size;
    qsizetype m_handed = 0;
    bool m_stopped = false;
};

} // namespace Lectern
