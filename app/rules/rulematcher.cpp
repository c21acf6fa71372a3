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
    QString folded = text.toString().toCaseFolded();
    // Written through a pointer: this runs over up to maxTextLength characters per article.
    QChar *const begin = folded.data();
    QChar *out = begin;
    bool inSpace = false;
    for (const QChar *in = begin, *end = begin + folded.size(); in != end; ++in) {
        if (in->isSpace()) {
            if (!inSpace)
                *out++ = u' ';
            inSpace = true;
        } else {
            *out++ = *in;
            inSpace = false;
        }
    }
    folded.truncate(out - begin);
    return folded;
}

} // namespace

// The article's texts, folded once per call of matches() however many conditions read them.
struct RuleMatcher::Texts
{
    const RuleSubject &article;
    std::array<std::optional<QString>, 4> folded; // title, authors, content, link
    std::optional<QStringList> tags;

    static QStringView raw(const RuleSubject &article, Field field)
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

    QStringView foldedText(Field field)
    {
        const std::size_t slot = field == Field::Title     ? 0
                                 : field == Field::Author  ? 1
                                 : field == Field::Content ? 2
                                                           : 3;
        if (!folded[slot])
            folded[slot] = matcherFolded(raw(article, field));
        return *folded[slot];
    }

    const QStringList &foldedTags()
    {
        if (!tags) {
            tags.emplace();
            for (const QString &tag : article.tags)
                tags->append(matcherFolded(matcherBounded(tag)).trimmed());
        }
        return *tags;
    }
};

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
    if (!isValid() || m_conditions.isEmpty())
        return false;
    Texts texts{article, {}, {}};
    for (const Condition &condition : m_conditions) {
        const bool held = holds(condition, article, texts) != condition.negated;
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
    }
    return needle;
}

bool RuleMatcher::holds(const Condition &condition, const RuleSubject &article, Texts &texts)
{
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
    const QStringView text = texts.foldedText(condition.field);
    return std::all_of(condition.needles.begin(), condition.needles.end(), [&](const Needle &n) {
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
