// A rule's condition in one call, for the rules' tests.
#pragma once

#include "rules/rule.h"

namespace Lectern {

inline RuleCondition ruleCondition(RuleCondition::Field field, RuleCondition::Match match,
                                   const QString &value, bool negated = false)
{
    RuleCondition condition;
    condition.field = field;
    condition.match = match;
    condition.value = value;
    condition.negated = negated;
    return condition;
}

} // namespace Lectern
