// lectern highlights [--article ID] [--shelf S] [--json]: every highlight with its note and
// article, and whether the version read first still holds it; lectern highlight add ID --quote
// TEXT [--note TEXT] [--color C] | note HID TEXT | remove HID: highlights made and changed from
// scripts, through the library writer as the window's are.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class HighlightCommand
{
public:
    static int runList(CliContext &context, const QStringList &arguments);
    static int run(CliContext &context, const QStringList &arguments);

private:
    static int add(CliContext &context, const QStringList &arguments);
    static int change(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
