// The per-thread arena gumbo parses into: alignment, reuse, the one-holder rule, trimming, and
// documents parsed while another is open (which fall back to malloc).
#include "testregistry.h"

#include <html/gumboarena.h>
#include <html/gumbotree.h>

#include <QTest>

#include <cstdint>
#include <cstring>
#include <thread>

using namespace Qt::StringLiterals;
using Lectern::GumboArena;
using Lectern::GumboTree;

namespace {
QString bodyText(const GumboTree::Document &doc)
{
    const GumboNode *p = GumboTree::findElement(
        doc.body(), [](const GumboNode *n) { return GumboTree::isElement(n, GUMBO_TAG_P); });
    return p ? GumboTree::text(GumboTree::children(p).value(0)) : QString();
}
} // namespace

class TestGumboArena : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void allocationsAreAlignedAndApart()
    {
        GumboArena *arena = GumboArena::acquire();
        QVERIFY(arena);
        std::uintptr_t last = 0;
        for (std::size_t size : {1, 3, 16, 17, 1000, 0, 5}) {
            auto *p = static_cast<char *>(arena->allocate(size));
            const auto at = reinterpret_cast<std::uintptr_t>(p);
            QCOMPARE(at % alignof(std::max_align_t), 0u);
            QVERIFY(at > last); // one chunk, handed out in order
            std::memset(p, 0x5a, size);
            last = at;
        }
        // Larger than any chunk: a chunk of its own.
        auto *big = static_cast<char *>(arena->allocate(20u << 20));
        big[0] = 1;
        big[(20u << 20) - 1] = 1;
        arena->release();
    }

    void oneHolderPerThread()
    {
        GumboArena *first = GumboArena::acquire();
        QVERIFY(first);
        QVERIFY(!GumboArena::acquire());
        GumboArena *other = nullptr;
        std::thread([&other] {
            other = GumboArena::acquire();
            if (other)
                other->release();
        }).join();
        QVERIFY(other && other != first);
        first->release();
        GumboArena *again = GumboArena::acquire();
        QCOMPARE(again, first);
        again->release();
    }

    void memoryIsReusedAndTrimmed()
    {
        GumboArena *arena = GumboArena::acquire();
        void *p = arena->allocate(64);
        const std::size_t reserved = arena->reservedBytes();
        arena->release();
        arena = GumboArena::acquire();
        QCOMPARE(arena->allocate(64), p); // the same memory, not a new chunk
        QCOMPARE(arena->reservedBytes(), reserved);
        for (int i = 0; i < 8; ++i)
            arena->allocate(16u << 20);
        QVERIFY(arena->reservedBytes() > (64u << 20));
        arena->release();
        QVERIFY(arena->reservedBytes() <= (32u << 20));
    }

    void documentsOpenTogether()
    {
        // The outer one holds the arena, the inner one uses malloc; both stay readable.
        const GumboTree::Document outer(u"<p>outer text</p>"_s);
        {
            const GumboTree::Document inner(u"<p>inner text</p>"_s);
            QCOMPARE(bodyText(inner), u"inner text"_s);
            QCOMPARE(bodyText(outer), u"outer text"_s);
        }
        const GumboTree::Document next(u"<p>next</p>"_s);
        QCOMPARE(bodyText(outer), u"outer text"_s);
        QCOMPARE(bodyText(next), u"next"_s);
    }

    void manyDocumentsInTurn()
    {
        // Each parse reuses what the one before released.
        QString html;
        for (int i = 0; i < 2000; ++i)
            html += u"<p class=\"c%1\">paragraph %1 with <b>bold</b> text</p>"_s.arg(i);
        for (int round = 0; round < 5; ++round) {
            const GumboTree::Document doc(html);
            QCOMPARE(GumboTree::children(doc.body()).size(), 2000);
            QCOMPARE(bodyText(doc), u"paragraph 0 with "_s);
        }
    }
};

LECTERN_TEST_GUILESS_MAIN(tst_gumboarena, TestGumboArena)
#include "tst_gumboarena.moc"
