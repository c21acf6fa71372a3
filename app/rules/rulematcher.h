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
#include <QString>

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

private:
    // A word or phrase looked for, case-folded. A whole word: when it starts (ends) with a
    // letter or digit, none may stand right before (after) it in the text.
    struct Needle
    {
        QString text;
        bool wordStart = false;
        bool wordEnd = false;
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
    struct Texts; // the article's texts as words are looked for in them, made when first needed

    static Needle needleOf(const QString &folded);
    static bool holds(const Condition &condition, const RuleSubject &article, Texts &texts);

    Rule m_rule;
    QList<Condition> m_conditions;
    QString m_error;
};

} // namespace Lectern
