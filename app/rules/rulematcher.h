// Which articles a rule takes. What the rule looks for is prepared once, when the matcher is
// made (words split and case-folded, regular expressions compiled and optimized), so that it
// can be asked of every article a refresh brings. Words are whole words, compared case-folded;
// in Chinese, Japanese and Korean, which do not space their words, a word is found anywhere.
// Pure: no I/O.
#pragma once

#include "rules/rule.h"
#include "rules/rulesubject.h"

#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace Lectern {

class RuleMatcher
{
public:
    // Only this much of an article's title, authors and content is read (its link is read
    // whole), so that a hostile huge article, or a pattern that backtracks badly, stays cheap.
    static constexpr qsizetype maxTextLength = 200'000;

    explicit RuleMatcher(const Rule &rule);

    // False when the rule does not validate(): such a matcher never matches.
    bool isValid() const;
    // Why it is not valid, or an empty string.
    QString errorString() const;
    // Whether the article meets all of the rule's conditions, or any of them, as the rule
    // says. Whether the rule is enabled is not asked here: whoever runs the rules does.
    bool matches(const RuleSubject &article) const;
    const Rule &rule() const;

    // The whole words the conditions look for, by field (title, authors, content, link): with
    // them, an article's words are kept only when some rule looks for them.
    using WordsWanted = std::array<QSet<QStringView>, 4>;
    // Adds this rule's words to wanted; the views point into this matcher, which must outlive it.
    void addWordsTo(WordsWanted &wanted) const;

    // An article as matchers read it: its texts case-folded when a condition first needs them,
    // once for every rule asked of it (RuleRunner asks fifty of each new article). With wanted,
    // only matchers whose words are in it may be asked.
    class Texts
    {
    public:
        explicit Texts(const RuleSubject &article, const WordsWanted *wanted = nullptr)
            : m_article(article)
            , m_wanted(wanted)
        {
        }
        const RuleSubject &article() const { return m_article; }
        QStringView folded(RuleCondition::Field field);
        // Whether the folded field holds word as a whole word (a run of letters and digits):
        // one look-up in the field's words, split once, rather than a search per rule.
        bool hasWord(RuleCondition::Field field, const QString &word);
        const QStringList &foldedTags();
        static QStringView raw(const RuleSubject &article, RuleCondition::Field field);

    private:
        const RuleSubject &m_article;
        const WordsWanted *m_wanted;
        std::array<std::optional<QString>, 4> m_folded;          // title, authors, content, link
        std::array<std::optional<QSet<QStringView>>, 4> m_words; // views into m_folded
        std::optional<QStringList> m_tags;
    };
    bool matches(Texts &article) const;

private:
    // A word or phrase looked for, case-folded. A whole word: when it starts (ends) with a
    // letter or digit, none may stand right before (after) it in the text.
    struct Needle
    {
        QString text;
        bool wordStart = false;
        bool wordEnd = false;
        bool oneWord = false; // letters and digits only: found among the text's words
    };
    struct Condition
    {
        RuleCondition::Field field = RuleCondition::Field::Title;
        RuleCondition::Match match = RuleCondition::Match::Words;
        bool negated = false;
        qint64 id = 0;         // Feed and Shelf
        QList<Needle> needles; // Words: one a word; Phrase: the phrase
        QRegularExpression regex;
    };

    static Needle needleOf(const QString &folded);
    static bool holds(const Condition &condition, Texts &texts);

    Rule m_rule;
    QList<Condition> m_conditions;
    QString m_error;
};

} // namespace Lectern
