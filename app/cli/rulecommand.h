// lectern rule list | add NAME --if COND... [--any] --then ACTION... | remove ID | on ID |
// off ID | preview ID | apply ID: the rules new articles meet as they are stored, tried on the
// library and applied to what it holds.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class RuleCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
