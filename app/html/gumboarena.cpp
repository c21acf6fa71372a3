#include "html/gumboarena.h"

#include <algorithm>

// GCC says __SANITIZE_ADDRESS__; Clang says it through __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define LECTERN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LECTERN_ASAN 1
#endif
#endif

#if defined(LECTERN_ASAN)
#include <sanitizer/asan_interface.h>
// Under AddressSanitizer, memory not handed out (or handed out to a parse now over) is
// poisoned, so a node read after its document is gone is still caught.
#define LECTERN_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define LECTERN_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define LECTERN_POISON(p, n) ((void)(p), (void)(n))
#define LECTERN_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

namespace Lectern {

namespace {
constexpr std::size_t Alignment = alignof(std::max_align_t);
constexpr std::size_t FirstChunk = std::size_t(1) << 20;
constexpr std::size_t LargestChunk = std::size_t(8) << 20;
// What a thread keeps between parses: enough for articles of a few megabytes.
constexpr std::size_t KeptBytes = std::size_t(32) << 20;
} // namespace

GumboArena *GumboArena::acquire()
{
    thread_local GumboArena arena;
    if (arena.m_inUse)
        return nullptr;
    arena.m_inUse = true;
    return &arena;
}

GumboArena::~GumboArena()
{
    // Memory goes back to the heap as it came from it.
    for (const Chunk &c : m_chunks)
        LECTERN_UNPOISON(c.data.get(), c.size);
}

void GumboArena::release()
{
    std::size_t kept = 0;
    const auto over = std::find_if(m_chunks.begin(), m_chunks.end(), [&kept](const Chunk &c) {
        kept += c.size;
        return kept > KeptBytes;
    });
    for (auto it = over; it != m_chunks.end(); ++it)
        LECTERN_UNPOISON(it->data.get(), it->size);
    m_chunks.erase(over, m_chunks.end());
    for (const Chunk &c : m_chunks)
        LECTERN_POISON(c.data.get(), c.size);
    m_chunk = 0;
    m_used = 0;
    m_inUse = false;
}

std::size_t GumboArena::reservedBytes() const
{
    std::size_t total = 0;
    for (const Chunk &c : m_chunks)
        total += c.size;
    return total;
}

void *GumboArena::allocate(std::size_t size)
{
    // Zero bytes still get an address of their own, as from malloc.
    size = (std::max<std::size_t>(size, 1) + Alignment - 1) & ~(Alignment - 1);
    while (m_chunk < m_chunks.size()) {
        Chunk &chunk = m_chunks[m_chunk];
        if (chunk.size - m_used >= size) {
            void *p = chunk.data.get() + m_used;
            m_used += size;
            LECTERN_UNPOISON(p, size);
            return p;
        }
        ++m_chunk;
        m_used = 0;
    }
    // Each new chunk twice the last, up to a limit; a larger request gets a chunk of its own.
    const std::size_t last = m_chunks.empty() ? FirstChunk / 2 : m_chunks.back().size;
    const std::size_t chunkSize = std::max(size, std::min(last * 2, LargestChunk));
    m_chunks.push_back({std::make_unique_for_overwrite<std::byte[]>(chunkSize), chunkSize});
    m_chunk = m_chunks.size() - 1;
    m_used = size;
    std::byte *p = m_chunks.back().data.get();
    LECTERN_POISON(p + size, chunkSize - size);
    return p;
}

} // namespace Lectern
