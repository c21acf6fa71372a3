// The person's rules (schema 30): kept in the order they run, each a name, whether it is on,
// and its conditions and actions as Rule's JSON. A rule that no longer reads (a definition
// written by a later version) is listed with its error and never runs.
#pragma once

#include "rules/rule.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace Lectern {

class RuleStore
{
public:
    explicit RuleStore(QSqlDatabase db);

    // Every rule, in the order they run; one that does not read is left out and named in
    // errorString().
    QList<Rule> rules() const;
    std::optional<Rule> rule(qint64 id) const;
    // Appended last; refused when Rule::validate() says why.
    std::optional<qint64> add(const Rule &rule);
    bool remove(qint64 id);
    bool setEnabled(qint64 id, bool enabled);
    // The library's feeds and shelves by id, for Rule::describe().
    RuleNames names() const;

    QString errorString() const { return m_error; }

private:
    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace Lectern
