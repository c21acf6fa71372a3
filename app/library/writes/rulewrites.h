// The writer's rules area: rules added, removed, turned on and off, and one rule applied to the
// articles already stored (new ones meet the rules as they are stored: RuleRunner).
#pragma once

#include "rules/rule.h"

#include <QFuture>
#include <QString>
#include <optional>

namespace Lectern {

class LibraryWriter;

class RuleWrites
{
public:
    explicit RuleWrites(LibraryWriter *writer);

    // The new rule's id, or 0 when it was refused (error says why).
    struct Added
    {
        qint64 id = 0;
        QString error;
    };
    QFuture<Added> add(const Rule &rule);
    QFuture<bool> remove(qint64 ruleId);
    QFuture<bool> setEnabled(qint64 ruleId, bool enabled);
    // The rule's actions on every stored article it takes, in one commit: the number of
    // articles changed (what RuleScan::preview counted as changing), or -1 on an error.
    QFuture<int> apply(qint64 ruleId);

private:
    LibraryWriter *m_writer;
};

} // namespace Lectern
