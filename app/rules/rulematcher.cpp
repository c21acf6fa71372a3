#include "rules/rulematcher.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <optional>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

using Field = RuleCondition::Field;
using Match = RuleCondition::Match;

// Han (with its extensions and compatibility ideographs), kana, Hangul: scripts written without
// spaces between words, where a word is found anywhere and never bounds a Latin word.
bool matcherIsCjk(char32_t u)
{
    return (u >= 0x1100 && u <= 0x11FF)       // Hangul Jamo
           || (u >= 0x3005 && u <= 0x3007)    // iteration marks, ideographic zero
           || (u >= 0x3040 && u <= 0x30FF)    // Hiragana, Katakana
           || (u >= 0x3130 && u <= 0x318F)    // Hangul compatibility Jamo
           || (u >= 0x31F0 && u <= 0x31FF)    // Katakana phonetic extensions
           || (u >= 0x3400 && u <= 0x4DBF)    // Han extension A
           || (u >= 0x4E00 && u <= 0x9FFF)    // Han
           || (u >= 0xAC00 && u <= 0xD7AF)    // Hangul syllables
           || (u >= 0xF900 && u <= 0xFAFF)    // Han compatibility
           || (u >= 0xFF66 && u <= 0xFF9F)    // halfwidth Katakana
           || (u >= 0x20000 && u <= 0x323AF); // Han extensions B to H, compatibility supplement
}

// What makes a word go on: letters, digits, combining marks, the underscore; not CJK.
bool matcherIsWordChar(char32_t u)
{
    return !matcherIsCjk(u) && (QChar::isLetterOrNumber(u) || QChar::isMark(u) || u == U'_');
}

char32_t matcherCodePointAt(QStringView text, qsizetype at)
{
    const QChar c = text.at(at);
    if (c.isHighSurrogate() && at + 1 < text.size() && text.at(at + 1).isLowSurrogate())
        return QChar::surrogateToUcs4(c, text.at(at + 1));
    return c.unicode();
}

char32_t matcherCodePointBefore(QStringView text, qsizetype at)
{
    const QChar c = text.at(at - 1);
    if (c.isLowSurrogate() && at >= 2 && text.at(at - 2).isHighSurrogate())
        return QChar::surrogateToUcs4(text.at(at - 2), c);
    return c.unicode();
}

// The start of a text a rule reads (see maxTextLength), never cut inside a surrogate pair.
QStringView matcherBounded(const QString &text)
{
    if (text.size() <= RuleMatcher::maxTextLength)
        return text;
    qsizetype size = RuleMatcher::maxTextLength;
    if (text.at(size - 1).isHighSurrogate())
        --size;
    return QStringView(text).first(size);
}

// Case-folded, each run of white space one space: the form words and phrases are looked for
// in, so that "Memory\n\tModel" holds the phrase "memory model".
QString matcherFolded(QStringView text)
{
    // One pass, white space runs made one space: ASCII (most text) without Unicode's tables,
    // the rest by QChar's simple case folding, as QString::toCaseFolded() folds. Folding the
    // whole text first cost as much as all fifty rules of bench_rules.
    QString folded(text.size(), Qt::Uninitialized);
    QChar *const begin = folded.data();
    QChar *out = begin;
    bool inSpace = false;
    for (qsizetype at = 0; at < text.size(); ++at) {
        const char16_t c = text[at].unicode();
        if (c < 0x80) {
            if (c == u' ' || (c >= u'\t' && c <= u'\r')) {
                if (!inSpace)
                    *out++ = u' ';
                inSpace = true;
                continue;
            }
            *out++ = QChar(c >= u'A' && c <= u'Z' ? char16_t(c + (u'a' - u'A')) : c);
        } else if (QChar::isSpace(c)) {
            if (!inSpace)
                *out++ = u' ';
            inSpace = true;
            continue;
        } else if (QChar::isHighSurrogate(c) && at + 1 < text.size() &&
                   text[at + 1].isLowSurrogate()) {
            const char32_t u =
                QChar::toCaseFolded(QChar::surrogateToUcs4(c, text[at + 1].unicode()));
            *out++ = QChar(QChar::highSurrogate(u));
            *out++ = QChar(QChar::lowSurrogate(u));
            ++at;
        } else {
            *out++ = QChar(char16_t(QChar::toCaseFolded(char32_t(c))));
        }
        inSpace = false;
    }
    folded.truncate(out - begin);
    return folded;
}

} // namespace

// The article's texts, folded once per call of matches() however many conditions read them.
QStringView RuleMatcher::Texts::raw(const RuleSubject &article, Field field)
{
    switch (field) {
    case Field::Title:
        return matcherBounded(article.title);
    case Field::Author:
        return matcherBounded(article.authors);
    case Field::Content:
        return matcherBounded(article.content);
    case Field::Link:
        return article.link; // whole: a pattern may well be anchored at its end
    case Field::Feed:
    case Field::Shelf:
    case Field::Tag:
        break;
    }
    return {};
}

namespace {
std::size_t matcherSlot(Field field)
{
    return field == Field::Title ? 0 : field == Field::Author ? 1 : field == Field::Content ? 2 : 3;
}
} // namespace

QStringView RuleMatcher::Texts::folded(Field field)
{
    const std::size_t slot = matcherSlot(field);
    if (!m_folded[slot])
        m_folded[slot] = matcherFolded(raw(m_article, field));
    return *m_folded[slot];
}

namespace {
// For each ASCII character, itself lowered when it goes on a word (a letter, digit or '_'),
// else 0.
constexpr std::array<char16_t, 128> kAsciiWordChars = [] {
    std::array<char16_t, 128> chars{};
    for (char16_t c = 0; c < 128; ++c) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_')
            chars[c] = c;
        else if (c >= u'A' && c <= u'Z')
            chars[c] = c + (u'a' - u'A');
    }
    return chars;
}();

// Calls found(start, end) for each word of text: a run of letters, digits, marks and '_'.
template<typename Found> void matcherEachWord(QStringView text, Found found)
{
    qsizetype start = -1;
    for (qsizetype at = 0; at <= text.size();) {
        // Most text is ASCII: a letter, digit or '_' is a word's at once.
        const char16_t c = at < text.size() ? text[at].unicode() : u' ';
        qsizetype width = 1;
        bool inWord;
        if (c < 0x80) {
            inWord = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_' ||
                     (c >= u'A' && c <= u'Z');
        } else {
            const char32_t u = matcherCodePointAt(text, at);
            width = u > 0xFFFF ? 2 : 1;
            inWord = matcherIsWordChar(u);
        }
        if (inWord) {
            if (start < 0)
                start = at;
        } else if (start >= 0) {
            found(start, at);
            start = -1;
        }
        at += width;
    }
}
} // namespace

namespace {
// A filter's bit for three lowered ASCII characters.
std::size_t matcherTrigramBit(char16_t a, char16_t b, char16_t c)
{
    return ((quint32(a) << 14 | quint32(b) << 7 | c) * 2654435761u) >> 16;
}

// For a field whose wanted words are all ASCII and three or more long (the words people write
// rules with), each found in text as a whole word is added to found. Rather than split every
// word, each position's last three characters are tested against a filter of the wanted
// words' first three: a test that is rarely true, so the loop seldom branches, where splitting
// the text mispredicted at every word's end. Text that is not ASCII reads as no letter here,
// but for the two characters that fold into ASCII letters.
void matcherFindAsciiWords(QStringView text, const QSet<QStringView> &wanted,
                           QSet<QStringView> &found)
{
    quint64 lengths = 0;
    std::bitset<65536> starts;
    for (const QStringView w : wanted) {
        lengths |= quint64(1) << std::min<qsizetype>(w.size(), 63);
        starts.set(matcherTrigramBit(w[0].unicode(), w[1].unicode(), w[2].unicode()));
    }
    const auto lowered = [](char16_t c) -> char16_t {
        if (c < 0x80)
            return kAsciiWordChars[c];
        return c == 0x212A ? u'k' : c == 0x017F ? u's' : 0; // Kelvin sign, long s
    };
    char16_t first = 0, second = 0;
    for (qsizetype at = 0; at < text.size(); ++at) {
        const char16_t third = lowered(text[at].unicode());
        if (starts[matcherTrigramBit(first, second, third)] && first && second && third) {
            const qsizetype start = at - 2;
            if (start == 0 || !matcherIsWordChar(matcherCodePointBefore(text, start))) {
                qsizetype end = at + 1;
                while (end < text.size()) {
                    const char32_t u = matcherCodePointAt(text, end);
                    if (!matcherIsWordChar(u))
                        break;
                    end += u > 0xFFFF ? 2 : 1;
                }
                if (lengths & (quint64(1) << std::min<qsizetype>(end - start, 63))) {
                    const QString folded = matcherFolded(text.sliced(start, end - start));
                    if (const auto it = wanted.constFind(folded); it != wanted.cend())
                        found.insert(*it);
                }
            }
        }
        first = second;
        second = third;
    }
}

bool matcherAllAsciiAndLong(const QSet<QStringView> &words)
{
    return std::all_of(words.begin(), words.end(), [](QStringView w) {
        return w.size() >= 3 && std::all_of(w.begin(), w.end(), [](QChar c) {
                   return c.unicode() < 0x80 && kAsciiWordChars[c.unicode()];
               });
    });
}
} // namespace

bool RuleMatcher::Texts::hasWord(Field field, const QString &word)
{
    const std::size_t slot = matcherSlot(field);
    if (!m_words[slot]) {
        QSet<QStringView> &words = m_words[slot].emplace();
        if (m_wanted) {
            // Only the words some rule wants are kept, and the text is not folded whole: a word
            // is folded alone, and only when a wanted word has its length. Folding is one code
            // unit for one here (as matcherFolded), so a word folded alone is the folded text's.
            const QSet<QStringView> &wanted = (*m_wanted)[slot];
            if (matcherAllAsciiAndLong(wanted)) {
                matcherFindAsciiWords(raw(m_article, field), wanted, words);
                return words.contains(QStringView(word));
            }
            // Else split into words; only those of a wanted word's length are folded.
            quint64 lengths = 0;
            for (const QStringView w : wanted)
                lengths |= quint64(1) << std::min<qsizetype>(w.size(), 63);
            const QStringView text = raw(m_article, field);
            matcherEachWord(text, [&](qsizetype start, qsizetype end) {
                if (!(lengths & (quint64(1) << std::min<qsizetype>(end - start, 63))))
                    return;
                const QString folded = matcherFolded(text.sliced(start, end - start));
                if (const auto it = wanted.constFind(folded); it != wanted.cend())
                    words.insert(*it); // a view into a matcher, which outlives this
            });
        } else {
            const QStringView text = folded(field);
            words.reserve(text.size() / 8);
            matcherEachWord(text, [&](qsizetype start, qsizetype end) {
                words.insert(text.sliced(start, end - start));
            });
        }
    }
    return m_words[slot]->contains(QStringView(word));
}

const QStringList &RuleMatcher::Texts::foldedTags()
{
    if (!m_tags) {
        m_tags.emplace();
        for (const QString &tag : m_article.tags)
            m_tags->append(matcherFolded(matcherBounded(tag)).trimmed());
    }
    return *m_tags;
}

RuleMatcher::RuleMatcher(const Rule &rule)
    : m_rule(rule)
    , m_error(rule.validate())
{
    if (!m_error.isEmpty())
        return;
    for (const RuleCondition &written : rule.conditions) {
        Condition condition;
        condition.field = written.field;
        condition.match = written.match;
        condition.negated = written.negated;
        if (written.field == Field::Feed || written.field == Field::Shelf) {
            condition.id = written.value.toLongLong();
        } else if (written.match == Match::Regex) {
            condition.regex = QRegularExpression(
                written.value, QRegularExpression::CaseInsensitiveOption |
                                   QRegularExpression::UseUnicodePropertiesOption);
            // validate() compiled it the same way; kept so that no matcher ever runs a broken one.
            if (!condition.regex.isValid()) {
                m_error = condition.regex.errorString();
                m_conditions.clear();
                return;
            }
            condition.regex.optimize();
        } else if (written.match == Match::Words) {
            for (const QString &word : written.value.simplified().split(u' ', Qt::SkipEmptyParts))
                condition.needles.append(needleOf(word.toCaseFolded()));
        } else {
            condition.needles.append(needleOf(matcherFolded(written.value).trimmed()));
        }
        m_conditions.append(condition);
    }
}

void RuleMatcher::addWordsTo(WordsWanted &wanted) const
{
    for (const Condition &condition : m_conditions) {
        if (condition.field == Field::Feed || condition.field == Field::Shelf ||
            condition.field == Field::Tag)
            continue;
        for (const Needle &needle : condition.needles) {
            if (needle.oneWord)
                wanted[matcherSlot(condition.field)].insert(needle.text);
        }
    }
}

bool RuleMatcher::isValid() const
{
    return m_error.isEmpty();
}

QString RuleMatcher::errorString() const
{
    return m_error;
}

const Rule &RuleMatcher::rule() const
{
    return m_rule;
}

bool RuleMatcher::matches(const RuleSubject &article) const
{
    Texts texts(article);
    return matches(texts);
}

bool RuleMatcher::matches(Texts &texts) const
{
    if (!isValid() || m_conditions.isEmpty())
        return false;
    for (const Condition &condition : m_conditions) {
        const bool held = holds(condition, texts) != condition.negated;
        if (m_rule.matchAll && !held)
            return false;
        if (!m_rule.matchAll && held)
            return true;
    }
    return m_rule.matchAll;
}

RuleMatcher::Needle RuleMatcher::needleOf(const QString &folded)
{
    Needle needle;
    needle.text = folded;
    if (!folded.isEmpty()) {
        needle.wordStart = matcherIsWordChar(matcherCodePointAt(folded, 0));
        needle.wordEnd = matcherIsWordChar(matcherCodePointBefore(folded, folded.size()));
        needle.oneWord = true;
        for (qsizetype at = 0; at < folded.size() && needle.oneWord;) {
            const char32_t u = matcherCodePointAt(folded, at);
            needle.oneWord = matcherIsWordChar(u);
            at += u > 0xFFFF ? 2 : 1;
        }
    }
    return needle;
}

bool RuleMatcher::holds(const Condition &condition, Texts &texts)
{
    const RuleSubject &article = texts.article();
    switch (condition.field) {
    case Field::Feed:
        return article.feedId == condition.id;
    case Field::Shelf:
        return article.shelfIds.contains(condition.id);
    case Field::Tag:
        if (condition.match == Match::Regex) {
            return std::any_of(article.tags.begin(), article.tags.end(), [&](const QString &tag) {
                return condition.regex.matchView(matcherBounded(tag)).hasMatch();
            });
        }
        // Each word, or the phrase, is one of the tags, whole.
        return std::all_of(
            condition.needles.begin(), condition.needles.end(),
            [&](const Needle &needle) { return texts.foldedTags().contains(needle.text); });
    case Field::Title:
    case Field::Author:
    case Field::Content:
    case Field::Link:
        break;
    }
    if (condition.match == Match::Regex) {
        // A pattern that backtracks without end stops at PCRE2's match limit, as no match.
        return condition.regex.matchView(Texts::raw(article, condition.field)).hasMatch();
    }
    return std::all_of(condition.needles.begin(), condition.needles.end(), [&](const Needle &n) {
        if (n.oneWord)
            return texts.hasWord(condition.field, n.text);
        // Only a phrase needs the text folded whole.
        const QStringView text = texts.folded(condition.field);
        for (qsizetype at = text.indexOf(n.text); at >= 0; at = text.indexOf(n.text, at + 1)) {
            const qsizetype end = at + n.text.size();
            if (n.wordStart && at > 0 && matcherIsWordChar(matcherCodePointBefore(text, at)))
                continue;
            if (n.wordEnd && end < text.size() && matcherIsWordChar(matcherCodePointAt(text, end)))
                continue;
            return true;
        }
        return false;
    });
}

} // namespace Lectern
