// lectern import FILE: subscriptions or saved pages from another reader, recognised by
// content: OPML (as import-opml), Pocket's or Instapaper's CSV export, wallabag's JSON export.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class ImportCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
