// lectern capture ID... | --feed ID | --pending [--jobs N]: keeps the full article and its
// images for offline reading. Needs a page extractor (a browser engine) from the composition
// root; without a display it runs on Qt's offscreen platform.
#pragma once

#include <QList>
#include <QStringList>

namespace Lectern {

class CaptureStore;
class CliContext;
struct CaptureTarget;

class CaptureCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);
    // Captures targets now (queued in store already), jobs pages at once, saying how it went
    // on the terminal; 0 when anything was kept.
    static int capture(CliContext &context, CaptureStore &store,
                       const QList<CaptureTarget> &targets, int jobs);
};

} // namespace Lectern
