// lectern capture ID... | --feed ID | --pending [--jobs N]: keeps the full article and its
// images for offline reading. Needs a page extractor (a browser engine) from the composition
// root; without a display it runs on Qt's offscreen platform.
#pragma once

#include <QStringList>

namespace Lectern {

class CliContext;

class CaptureCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
};

} // namespace Lectern
