// Text fingerprints: one post the same with other white space, punctuation or case, and near
// itself (most times, at many places) with another title above it, a few words edited, a
// sentence added, or a few characters of its Chinese edited; not near another part of a series
// with the same opening and closing paragraphs, nor its translation; 0 for short text; the same
// value on every run, so that stored ones stay valid.
#include "duplicates/textfingerprint.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

// About 270 words on coalesced loads on GPUs.
const QString kCoalescing =
    u"When a warp of thirty-two threads executes a load instruction, the memory system does "
    "not see thirty-two separate requests. The hardware looks at the addresses the threads want "
    "and groups them into as few memory transactions as it can. If thread zero reads the four "
    "bytes at some aligned address, thread one the next four bytes, and so on up to thread "
    "thirty-one, the whole warp is served by a single 128-byte transaction. This is what people "
    "mean by coalescing, and it is the single most important thing to get right in a "
    "memory-bound kernel.\n\n"
    "The trouble starts when the access pattern is strided. A kernel that walks down the "
    "columns of a row-major matrix makes each thread touch a different cache line, so one load "
    "turns into thirty-two transactions and the effective bandwidth drops to a small fraction "
    "of what the card can deliver. The usual fix is to change the layout rather than the "
    "algorithm: store the matrix transposed, or switch an array of structures to a structure of "
    "arrays so that neighbouring threads read neighbouring fields. When the layout cannot "
    "change, a tile can be staged through shared memory, read in a coalesced way from global "
    "memory, and then read back in whatever order the computation needs. Shared memory has its "
    "own rules about bank conflicts, but those are far cheaper to fix than uncoalesced global "
    "loads.\n\n"
    "Before rewriting anything, measure: the profiler reports the number of sectors per "
    "request, and a value close to four for 32-bit loads means the accesses are already as good "
    "as they get."_s;

// The same post as a planet may show it: lines wrapped, paragraphs run together, typographic
// quotes and dashes, other punctuation.
const QString kCoalescingReflowed =
    u"  When a warp of thirty–two threads executes a “load” instruction — the memory system\n"
    "does not see thirty-two  separate requests; the hardware looks at the addresses the\n"
    "threads want, and groups them into as few memory transactions as it can.  If thread zero\n"
    "reads the four bytes at some aligned address (thread one the next four bytes, and so on\n"
    "up to thread thirty-one), the whole warp is served by a single 128‑byte transaction…\n"
    "This is what people mean by “coalescing” — and it is the single most important thing to\n"
    "get right in a memory/bound kernel! The trouble starts when the access pattern is\n"
    "strided: a kernel that walks down the columns of a row-major matrix makes each thread\n"
    "touch a different cache line; so one load turns into thirty-two transactions, and the\n"
    "effective bandwidth drops to a small fraction of what the card can deliver. The usual\n"
    "fix is to change the layout rather than the algorithm — store the matrix transposed, or\n"
    "switch an array of structures to a structure of arrays, so that neighbouring threads\n"
    "read neighbouring fields. When the layout cannot change, a tile can be staged through\n"
    "shared memory: read in a coalesced way from global memory — and then read back in whatever\n"
    "order the computation needs. Shared memory has its own rules about bank conflicts ...\n"
    "but those are far cheaper to fix than uncoalesced global loads.\t Before rewriting\n"
    "anything, measure. The profiler reports the number of sectors per request; and a value\n"
    "close to four for 32-bit loads means the accesses are already as good as they get.\n"_s;

// The post in Chinese.
const QString kCoalescingChinese =
    u"当一个线程束中的三十二个线程执行一条加载指令时，内存系统看到的并不是三十二个独立的请求。"
    "硬件会查看这些线程想要访问的地址，并把它们合并成尽可能少的内存事务。如果零号线程读取某个"
    "对齐地址上的四个字节，一号线程读取接下来的四个字节，依此类推直到三十一号线程，那么整个"
    "线程束只需要一次一百二十八字节的事务就能完成。这就是人们所说的合并访问，也是编写受内存带宽"
    "限制的内核时最需要做对的一件事。\n\n"
    "问题出现在跨步访问的时候。一个沿着行主序矩阵的列向下遍历的内核，会让每个线程访问不同的"
    "缓存行，于是一次加载变成了三十二次事务，有效带宽只剩下显卡所能提供的一小部分。通常的解决"
    "办法是改变数据布局而不是算法：把矩阵转置后存储，或者把结构体数组改成数组结构体，让相邻的"
    "线程读取相邻的字段。如果布局无法改变，可以先把一块数据经由共享内存中转，以合并的方式从"
    "全局内存读入，再按计算需要的顺序读出。共享内存有它自己的存储体冲突规则，但修复这些问题"
    "要比修复未合并的全局加载便宜得多。\n\n"
    "在重写任何代码之前，先测量：性能分析器会报告每个请求的扇区数，对于三十二位的加载，如果"
    "这个值接近四，就说明访问已经是最优的了。"_s;

// Two parts of a series on a database's write-ahead log: the same opening and closing
// paragraphs around bodies of their own, which are most of each text.
const QString kSeriesOpening =
    u"This post is part of our series about Quarry, the small embedded database we have been "
    "building for the last two years. Every part takes one piece of the storage engine, "
    "explains the problem it solves, and walks through the code paths that matter in practice. "
    "If you missed the earlier parts, they covered the page cache and the layout of the B-tree "
    "nodes on disk.\n\n"_s;
const QString kSeriesClosing =
    u"\n\nAs always, the complete source code is in our repository, and every benchmark in this "
    "post can be reproduced with the scripts in the bench folder. If you find a mistake or have "
    "a question, open an issue or write to us on the mailing list. In the next part we will "
    "look at how all of this interacts with online backups and replication."_s;
const QString kSeriesLog =
    u"The write-ahead log is what lets Quarry promise that a committed transaction survives a "
    "power cut. Instead of updating pages in place, a transaction appends the new versions of "
    "the pages it changed to the end of the log file and calls fsync once, at commit. Appending "
    "is sequential, so a commit costs one flush of a few kilobytes instead of a scattered set of "
    "random writes across the main file. Readers look in the log first: a small hash index, "
    "kept in shared memory, maps each page number to the latest frame that holds it, and a "
    "reader remembers the last frame that was valid when its transaction began. That snapshot "
    "is how readers never block the writer and the writer never blocks readers. After a crash, "
    "recovery reads the log from the start, checks the checksum of every frame, and stops at "
    "the first frame that does not match, because a torn write can only happen at the tail. "
    "Everything before that point is replayed; everything after it belongs to a transaction "
    "that never committed."_s;
const QString kSeriesCheckpoint =
    u"A log that only grows is not a database, so at some point the pages in the log have to be "
    "copied back into the main file. This is the checkpoint, and most of its difficulty comes "
    "from the readers. A page can only be written back when no active reader still needs an "
    "older version of it from the main file, so the checkpointer walks the log from its oldest "
    "frame and stops at the first frame newer than the oldest reader's snapshot. We run it in "
    "the background once the log passes four megabytes, and we never let it take the write "
    "lock for more than one batch of pages at a time. When the whole log has been copied and no "
    "reader is left inside it, the writer can start again from the beginning of the file rather "
    "than truncating it, which saves a costly metadata update on most file systems. We measured "
    "that choice carefully: on our test machines, resetting instead of truncating cut the tail "
    "latency of commits in half under a steady write load."_s;

QString words(int count, QStringView separator)
{
    QString text;
    for (int i = 0; i < count; ++i)
        text += u"word"_s + QString::number(i) + separator;
    return text;
}

// Each edit below is made at many places. Whether one edit stays within kMaxDistance is a
// matter of chance (one to two bits differ on average for one small edit of a 270-word post,
// and about one in ten reaches four); what must hold is that most do. A SimHash of the same
// shingles kept 22 of these 46 edits within three bits, this fingerprint 44.
constexpr int kPlaces = 12;

QStringList withTitlesAbove(const QString &post)
{
    const QStringList titles = {
        u"Memory coalescing, or why your kernel is slow"_s,
        u"GPU notes: coalesced loads"_s,
        u"Planet GPU — Ada Lindqvist: Coalescing"_s,
        u"Why strided access hurts"_s,
        u"Coalescing explained"_s,
        u"A short guide to memory coalescing on GPUs"_s,
        u"Performance tip of the week"_s,
        u"Re: memory bandwidth"_s,
        u"[Blog] Coalesced memory access"_s,
        u"Kernels that wait on memory"_s,
        u"Notes from the profiler"_s,
        u"How a warp reads memory"_s,
    };
    QStringList copies;
    for (const QString &title : titles)
        copies.append(title + u"\n\n"_s + post);
    return copies;
}

// Three words replaced, spread over the post, at each of kPlaces offsets.
QStringList withWordsEdited(const QString &post)
{
    const QStringList replacements = {u"usually"_s, u"large"_s,  u"device"_s,
                                      u"quick"_s,   u"buffer"_s, u"rarely"_s};
    const QStringList postWords = post.split(u' ');
    QStringList copies;
    for (int place = 0; place < kPlaces; ++place) {
        QStringList edited = postWords;
        for (int k = 0; k < 3; ++k) {
            const qsizetype at = 3 + 7 * place + 80 * k;
            edited[at] = replacements[(place + k) % replacements.size()];
        }
        copies.append(edited.join(u' '));
    }
    return copies;
}

// A sentence added after each of the post's sentences (ten in kCoalescing).
QStringList withSentenceAdded(const QString &post)
{
    const QString sentence =
        u" On AMD hardware the same holds for wavefronts of sixty-four threads."_s;
    QStringList copies;
    for (qsizetype end = post.indexOf(u'.'); end >= 0; end = post.indexOf(u'.', end + 1)) {
        if (end + 1 == post.size() || post[end + 1].isSpace())
            copies.append(QString(post).insert(end + 1, sentence));
    }
    return copies;
}

// Three characters replaced by others, spread over the text, at each of kPlaces offsets.
QStringList withCharactersEdited(const QString &post)
{
    const QString replacements = u"好快大新长"_s;
    QStringList copies;
    for (int place = 0; place < kPlaces; ++place) {
        QString edited = post;
        for (int k = 0; k < 3; ++k) {
            qsizetype at = 2 + 11 * place + 140 * k;
            while (edited[at].unicode() < 0x4E00 || edited[at].unicode() > 0x9FFF) // punctuation
                ++at;
            qsizetype pick = (place + k) % replacements.size();
            if (edited[at] == replacements[pick])
                pick = (pick + 1) % replacements.size();
            edited[at] = replacements[pick];
        }
        copies.append(edited);
    }
    return copies;
}

} // namespace

class TestTextFingerprint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ignoresWhiteSpacePunctuationAndCase();
    void samePostIsNear_data();
    void samePostIsNear();
    void otherPostIsNotNear_data();
    void otherPostIsNotNear();
    void shortTextHasNone();
    void staysTheSameAcrossRuns();
    void measuresDistance();
    void bandsAreTheQuarters();
};

void TestTextFingerprint::ignoresWhiteSpacePunctuationAndCase()
{
    // The same words give the same fingerprint, not just a near one.
    const quint64 fingerprint = TextFingerprint::of(kCoalescing);
    QVERIFY(fingerprint != 0);
    QCOMPARE(TextFingerprint::of(kCoalescingReflowed), fingerprint);
    QCOMPARE(TextFingerprint::of(kCoalescing.toUpper()), fingerprint);
}

void TestTextFingerprint::samePostIsNear_data()
{
    QTest::addColumn<QString>("post");
    QTest::addColumn<QStringList>("copies");
    QTest::newRow("title above") << kCoalescing << withTitlesAbove(kCoalescing);
    QTest::newRow("words edited") << kCoalescing << withWordsEdited(kCoalescing);
    QTest::newRow("sentence added") << kCoalescing << withSentenceAdded(kCoalescing);
    QTest::newRow("Chinese edited")
        << kCoalescingChinese << withCharactersEdited(kCoalescingChinese);
}

void TestTextFingerprint::samePostIsNear()
{
    QFETCH(QString, post);
    QFETCH(QStringList, copies);
    QVERIFY(copies.size() >= 10);
    const quint64 fingerprint = TextFingerprint::of(post);
    QVERIFY(fingerprint != 0);
    int near = 0;
    QString distances;
    for (const QString &copy : copies) {
        QVERIFY(copy != post);
        const quint64 copyFingerprint = TextFingerprint::of(copy);
        near += TextFingerprint::areNear(fingerprint, copyFingerprint) ? 1 : 0;
        distances +=
            u' ' + QString::number(TextFingerprint::distance(fingerprint, copyFingerprint));
    }
    // Three in four at least: a SimHash kept a third to two thirds of each kind.
    QVERIFY2(4 * near >= 3 * copies.size(), qPrintable(u"distances:"_s + distances));
}

void TestTextFingerprint::otherPostIsNotNear_data()
{
    QTest::addColumn<QString>("post");
    QTest::addColumn<QString>("other");
    QTest::newRow("series") << kSeriesOpening + kSeriesLog + kSeriesClosing
                            << kSeriesOpening + kSeriesCheckpoint + kSeriesClosing;
    QTest::newRow("translation") << kCoalescing << kCoalescingChinese;
    QTest::newRow("other topic") << kCoalescing << kSeriesLog;
}

void TestTextFingerprint::otherPostIsNotNear()
{
    QFETCH(QString, post);
    QFETCH(QString, other);
    const quint64 a = TextFingerprint::of(post);
    const quint64 b = TextFingerprint::of(other);
    QVERIFY(a != 0);
    QVERIFY(b != 0);
    // Well past kMaxDistance, not just beyond it: these are far from a merge.
    QVERIFY2(TextFingerprint::distance(a, b) > 3 * TextFingerprint::kMaxDistance,
             qPrintable(u"distance %1"_s.arg(TextFingerprint::distance(a, b))));
    QVERIFY(!TextFingerprint::areNear(a, b));
}

void TestTextFingerprint::shortTextHasNone()
{
    constexpr int minWords = TextFingerprint::kMinWords;
    QCOMPARE(TextFingerprint::of(QStringView()), quint64(0));
    QCOMPARE(TextFingerprint::of(words(minWords - 1, u" ")), quint64(0));
    QVERIFY(TextFingerprint::of(words(minWords, u" ")) != 0);
    // Punctuation and white space are no words.
    QCOMPARE(TextFingerprint::of(QString(words(minWords - 1, u", — ") + u" ... !!! 。"_s)),
             quint64(0));
    // A combining mark does not end a word: "ne\u0301e" is one word, not two.
    QString accented;
    for (int i = 0; i < minWords - 1; ++i)
        accented += u"ne\u0301e"_s + QString::number(i) + u' ';
    QCOMPARE(TextFingerprint::of(accented), quint64(0));
    // Each ideograph is a word.
    QString ideographs;
    for (int i = 0; i < minWords - 1; ++i)
        ideographs += QChar(char16_t(0x4E00 + 7 * i));
    QCOMPARE(TextFingerprint::of(ideographs), quint64(0));
    QVERIFY(TextFingerprint::of(QString(ideographs + u'字')) != 0);
    QVERIFY(!TextFingerprint::areNear(0, 0));
}

void TestTextFingerprint::staysTheSameAcrossRuns()
{
    // Stored in the library: a change of the hashing or of the words must show here (and needs
    // the stored fingerprints computed again).
    QCOMPARE(TextFingerprint::of(kCoalescing), 0x05af'4e40'e202'4ebdULL);
    QCOMPARE(TextFingerprint::of(kCoalescingChinese), 0xe780'064b'85b9'a04fULL);
}

void TestTextFingerprint::measuresDistance()
{
    QCOMPARE(TextFingerprint::distance(0, 0), 0);
    QCOMPARE(TextFingerprint::distance(0b1011, 0b0110), 3);
    QCOMPARE(TextFingerprint::distance(0, ~quint64(0)), 64);
    const quint64 f = 0x8000'0000'0000'0001ULL;
    QVERIFY(TextFingerprint::areNear(f, f));
    QVERIFY(TextFingerprint::areNear(f, f ^ 0b111));
    QVERIFY(!TextFingerprint::areNear(f, f ^ 0b1111));
    QVERIFY(!TextFingerprint::areNear(f, 0));
}

void TestTextFingerprint::bandsAreTheQuarters()
{
    const quint64 f = TextFingerprint::of(kCoalescing);
    const auto bands = TextFingerprint::bands(f);
    QCOMPARE(quint64(bands[0]) | quint64(bands[1]) << 16 | quint64(bands[2]) << 32 |
                 quint64(bands[3]) << 48,
             f);
    QCOMPARE(TextFingerprint::bands(0x0123'4567'89AB'CDEFULL),
             (std::array<quint16, 4>{0xCDEF, 0x89AB, 0x4567, 0x0123}));
    // Any three bits flipped leave at least one band as it was.
    for (int i = 0; i < 64; ++i) {
        for (int j = i + 1; j < 64; j += 5) {
            for (int k = j + 1; k < 64; k += 7) {
                const auto other =
                    TextFingerprint::bands(f ^ (1ULL << i) ^ (1ULL << j) ^ (1ULL << k));
                bool shared = false;
                for (size_t band = 0; band < bands.size(); ++band)
                    shared = shared || other[band] == bands[band];
                QVERIFY(shared);
            }
        }
    }
}

LECTERN_TEST_GUILESS_MAIN(tst_textfingerprint, TestTextFingerprint)
#include "tst_textfingerprint.moc"
