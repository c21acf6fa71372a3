// lectern show ID [--html] [--dark]: one article. With --html, the exact page the reader loads
// for it (sanitized body, highlighted code, template, Content-Security-Policy) with the user's
// reader settings, --dark forcing the dark look; without, a plain-text summary.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class ShowCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);

    // The readable text of sanitized HTML: tags dropped, blocks on their own lines.
    static QString plainText(const QString &html);
};

} // namespace Lectern
