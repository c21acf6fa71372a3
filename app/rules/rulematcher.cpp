#include "rules/rulematcher.h"

#include <algorithm>
#include <array>
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
    return (QChar::isLetterOrNumber(u) || QChar::isMark(u) || u == U'_') && !matcherIsCjk(u);
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

bool RuleMatcher::Texts::hasWord(Field field, const QString &word)
{
    const std::size_t slot = matcherSlot(field);
    if (!m_words[slot]) {
        const QStringView text = folded(field);
        QSet<QStringView> &words = m_words[slot].emplace();
        if (!m_wanted)
            words.reserve(text.size() / 8);
        qsizetype start = -1;
        for (qsizetype at = 0; at <= text.size();) {
            // Most text is ASCII, and folded: a letter, digit or '_' is a word's, at once.
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
                const QStringView found = text.sliced(start, at - start);
                if (!m_wanted || (*m_wanted)[slot].contains(found))
                    words.insert(found);
                start = -1;
            }
            at += width;
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
    const QStringView text = texts.folded(condition.field);
    return std::all_of(condition.needles.begin(), condition.needles.end(), [&](const Needle &n) {
        if (n.oneWord)
            return texts.hasWord(condition.field, n.text);
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
