// A 64-bit fingerprint of an article's text that stays within a few bits when the text is the
// same post with small changes (another title above it, a word edited, a sentence added, other
// white space and punctuation) and is far off for another post, so that a post an author's feed
// and a planet both bring is recognised by its text when their links differ. Stable across
// processes, runs and platforms: the library stores it.
#pragma once

#include <QStringView>
#include <QtGlobal>
#include <array>
#include <bit>

namespace Lectern {

class TextFingerprint
{
public:
    // Below this many words a text says too little to be told from another: its fingerprint is 0.
    static constexpr int kMinWords = 40;
    // The most bits in which two fingerprints of one post differ. Small: merging two posts is
    // worse than missing that they are one.
    static constexpr int kMaxDistance = 3;

    // The fingerprint (a 1-bit MinHash, see the .cpp) of text's overlapping word 3-shingles, or
    // 0 for fewer than kMinWords words. A word is a run of letters and digits, case-folded; each
    // CJK ideograph, kana and Hangul syllable is a word of its own, so that Chinese and Japanese
    // text has words too.
    static quint64 of(QStringView text);

    static int distance(quint64 a, quint64 b) { return std::popcount(a ^ b); }
    // Both are fingerprints (not 0) and differ in at most kMaxDistance bits.
    static bool areNear(quint64 a, quint64 b);
    // The fingerprint's four 16-bit quarters, the lowest first. Two fingerprints that are near
    // share at least one (four quarters, at most three differing bits), so a store finds the
    // candidates for a fingerprint by an exact match on any of its bands.
    static std::array<quint16, 4> bands(quint64 fingerprint);
};

} // namespace Lectern
