#include "reading/readersettings.h"

#include <QtGlobal>
#include <array>

namespace Lectern {

namespace {

// The steps browsers use: small ones near 100 %, larger ones further out.
constexpr std::array<double, 14> zoomSteps = {0.5,  0.67, 0.75, 0.8, 0.9,  1.0, 1.1,
                                              1.25, 1.5,  1.75, 2.0, 2.25, 2.5, 3.0};

} // namespace

ArticlePageRenderer::Style ReaderSettings::pageStyle() const
{
    ArticlePageRenderer::Style style;
    if (theme != Theme::System)
        style.dark = theme == Theme::Dark;
    style.codeTheme = codeTheme;
    style.lineNumbers = lineNumbers;
    style.allowRemoteImages = remoteImages;
    return style;
}

double ReaderSettings::zoomedIn(double zoom)
{
    for (const double step : zoomSteps) {
        if (step > zoom + 0.001)
            return step;
    }
    return MaxZoom;
}

double ReaderSettings::zoomedOut(double zoom)
{
    for (auto it = zoomSteps.rbegin(); it != zoomSteps.rend(); ++it) {
        if (*it < zoom - 0.001)
            return *it;
    }
    return MinZoom;
}

} // namespace Lectern
