// Memory for gumbo's parse trees: one bump allocator per thread, reused from one parse to the
// next. A long article makes a few hundred thousand small allocations; taking them from memory
// already mapped, and dropping them all at once, costs less than malloc, free and page faults.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

namespace Lectern {

class GumboArena
{
public:
    // This thread's arena if no parse on this thread holds it, else null (a document parsed
    // while another is open, such as MathML kept as text, uses malloc).
    static GumboArena *acquire();
    ~GumboArena();
    // Forgets every allocation and frees the arena for the next parse; keeps some memory.
    void release();

    // Aligned for any type; never null (a failed allocation throws, as new does).
    void *allocate(std::size_t size);
    // Bytes held in chunks, for tests.
    std::size_t reservedBytes() const;

private:
    struct Chunk
    {
        std::unique_ptr<std::byte[]> data;
        std::size_t size = 0;
    };

    std::vector<Chunk> m_chunks;
    std::size_t m_chunk = 0; // the chunk being filled
    std::size_t m_used = 0;  // bytes of it given out
    bool m_inUse = false;
};

} // namespace Lectern
