// lectern save URL... [--shelf S] [--tag T]...: keeps pages met outside any feed. Each page is
// fetched, described by what it says of itself (PageMetadata), stored among the saved pages
// and captured for offline reading at once; one that cannot be read is kept as a link with
// the reason, and its capture is tried again later like any other. A page saved twice is one
// article.
#pragma once

#include <QList>
#include <QStringList>
#include <QUrl>

namespace Lectern {

class CliContext;

class SaveCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);

    // What `lectern save` asks for, read from its arguments (error set when they are wrong):
    // also what a running window is handed instead.
    struct Request
    {
        QList<QUrl> urls;
        QString shelfPath;
        QStringList tags;
        QString error;
    };
    static Request parse(const QStringList &arguments);
};

} // namespace Lectern
