#include "feeds/entrybatches.h"

namespace Lectern {

EntryBatches::EntryBatches(Take take, Discard discard, qsizetype size)
    : m_take(std::move(take))
    , m_discard(std::move(discard))
    , m_size(size)
{
}

bool EntryBatches::offer(ParsedFeed &feed)
{
    return feed.entries.size() < m_size || flush(feed);
}

bool EntryBatches::flush(ParsedFeed &feed)
{
    if (m_stopped)
        return false;
    if (feed.entries.isEmpty())
        return true;
    QList<ParsedEntry> batch = std::exchange(feed.entries, {});
    m_handed += batch.size();
    m_stopped = !m_take(feed, std::move(batch));
    return !m_stopped;
}

void EntryBatches::discard()
{
    m_handed = 0;
    m_stopped = false;
    if (m_discard)
        m_discard();
}

} // namespace Lectern
