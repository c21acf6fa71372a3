#include "duplicates/textfingerprint.h"

#include <QChar>
#include <limits>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// A 1-bit MinHash and not a SimHash. With a SimHash the bits that differ between two texts grow
// with the square root of the share ε of shingles they do not have in common (about 64·√ε/π),
// so at kMaxDistance it missed small edits: of the 46 variants of a 270-word post in
// tst_textfingerprint (a title above, three words edited, a sentence added, three Chinese
// characters edited) it kept 22 within three bits. A bit of a 1-bit MinHash differs with
// probability (1 − J)/2, linear in what changed (J: the shingles the texts have in common over
// all their shingles): it keeps 44 of them, while another post (J far below one) stays some 20
// to 30 bits off. Bit i is bit i of the shingle hash that comes first in the i-th of 64 orders
// of all hashes: 64 steps per word, as a SimHash's 64 counters took.
constexpr int kBits = 64;

constexpr quint64 kFnvOffsetBasis = 0xcbf29ce484222325ULL;
constexpr quint64 kFnvPrime = 0x100000001b3ULL;

// splitmix64's finaliser: each input bit reaches every output bit. FNV-1a alone leaves the high
// bits of short words poorly mixed.
constexpr quint64 mixBits(quint64 x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

// FNV-1a over one UTF-16 code unit, its low byte first: the same on every platform.
constexpr quint64 addCodeUnit(quint64 hash, char16_t unit)
{
    hash = (hash ^ (unit & 0xFFu)) * kFnvPrime;
    return (hash ^ (unit >> 8)) * kFnvPrime;
}

// The 64 orders: shingle hash h comes at h * multiplier + offset (modulo 2^64; an odd multiplier
// makes that a permutation). One multiplication per order, where a full mix took twice the time,
// and as good here: the shingle hashes are mixed already, and the fingerprints of unrelated
// texts differ in 32 bits on average, each bit set in half of them.
struct ShingleOrder
{
    quint64 multiplier;
    quint64 offset;
};
constexpr std::array<ShingleOrder, kBits> kShingleOrders = [] {
    std::array<ShingleOrder, kBits> orders{};
    for (int i = 0; i < kBits; ++i) {
        const quint64 offset = mixBits(0x9e3779b97f4a7c15ULL * quint64(i + 1));
        orders[size_t(i)] = {mixBits(offset + 1) | 1, offset};
    }
    return orders;
}();

// Han (with its extensions and compatibility ideographs), kana and Hangul syllables: these
// scripts do not put spaces between words, so each character counts as one.
bool isWordOfItsOwn(char32_t c)
{
    return (c >= 0x3040 && c <= 0x30FF)       // Hiragana, Katakana
           || (c >= 0x31F0 && c <= 0x31FF)    // Katakana phonetic extensions
           || (c >= 0x3400 && c <= 0x4DBF)    // Han extension A
           || (c >= 0x4E00 && c <= 0x9FFF)    // Han
           || (c >= 0xAC00 && c <= 0xD7AF)    // Hangul syllables
           || (c >= 0xF900 && c <= 0xFAFF)    // Han compatibility
           || (c >= 0x20000 && c <= 0x323AF); // Han extensions B to H and supplement
}

// Keeps, for each of the 64 orders, the shingle hash that comes first in it.
class MinHashSketch
{
public:
    MinHashSketch() { m_lowestRank.fill(std::numeric_limits<quint64>::max()); }

    void add(quint64 shingle)
    {
        for (size_t i = 0; i < kBits; ++i) {
            const quint64 rank = shingle * kShingleOrders[i].multiplier + kShingleOrders[i].offset;
            if (rank < m_lowestRank[i]) {
                m_lowestRank[i] = rank;
                m_first[i] = shingle;
            }
        }
    }

    quint64 fingerprint() const
    {
        quint64 bits = 0;
        for (size_t i = 0; i < kBits; ++i)
            bits |= m_first[i] & (quint64(1) << i);
        return bits;
    }

private:
    std::array<quint64, kBits> m_lowestRank;
    std::array<quint64, kBits> m_first{};
};

} // namespace

quint64 TextFingerprint::of(QStringView text)
{
    MinHashSketch sketch;
    // The hashes of the last three words, the oldest first: the shingle that ends at a word.
    std::array<quint64, 3> lastWords{};
    qsizetype words = 0;
    quint64 word = kFnvOffsetBasis;
    bool inWord = false;

    const auto endWord = [&] {
        lastWords = {lastWords[1], lastWords[2], mixBits(word)};
        if (++words >= 3) {
            // Rotated apart so that the shingle depends on its words' order.
            sketch.add(
                mixBits(lastWords[0] ^ std::rotl(lastWords[1], 21) ^ std::rotl(lastWords[2], 42)));
        }
        word = kFnvOffsetBasis;
        inWord = false;
    };
    const auto addToWord = [&](char32_t c) {
        // Hashed as UTF-16, so a character beyond the BMP is its surrogate pair.
        if (QChar::requiresSurrogates(c)) {
            word = addCodeUnit(word, QChar::highSurrogate(c));
            word = addCodeUnit(word, QChar::lowSurrogate(c));
        } else {
            word = addCodeUnit(word, char16_t(c));
        }
        inWord = true;
    };

    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        if (c < 0x80) {
            // Most of most texts, without Qt's tables and with the same answers.
            if (c >= u'A' && c <= u'Z')
                c += u'a' - u'A';
            if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
                addToWord(c);
            else if (inWord)
                endWord();
            continue;
        }
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            c = QChar::surrogateToUcs4(char16_t(c), text[++i].unicode());
        if (isWordOfItsOwn(c)) {
            if (inWord)
                endWord();
            addToWord(c);
            endWord();
        } else if (QChar::isLetterOrNumber(c)) {
            addToWord(QChar::toCaseFolded(c));
        } else if (inWord && QChar::isMark(c)) {
            // A combining mark (an accent written apart, an Indic vowel sign) does not end a word.
            addToWord(c);
        } else if (inWord) {
            endWord();
        }
    }
    if (inWord)
        endWord();
    return words < kMinWords ? 0 : sketch.fingerprint();
}

bool TextFingerprint::areNear(quint64 a, quint64 b)
{
    return a != 0 && b != 0 && distance(a, b) <= kMaxDistance;
}

std::array<quint16, 4> TextFingerprint::bands(quint64 fingerprint)
{
    return {quint16(fingerprint), quint16(fingerprint >> 16), quint16(fingerprint >> 32),
            quint16(fingerprint >> 48)};
}

} // namespace Lectern
