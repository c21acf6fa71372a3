// lectern cite ID... [--format bibtex|ris]: citations of articles, a paper with what its page
// and PDF said of it, any other article as a web page.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class CiteCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
