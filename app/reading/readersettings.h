// How the user wants to read: one value, loaded and saved by ReaderSettingsStore, applied by
// the window and by `lectern show --html` alike.
#pragma once

#include "content/articlepagerenderer.h"

#include <QString>

namespace Lectern {

struct ReaderSettings
{
    enum class Theme { System, Light, Dark };

    static constexpr double MinZoom = 0.5;
    static constexpr double MaxZoom = 3.0;

    Theme theme = Theme::System;
    QString codeTheme; // a KSyntaxHighlighting theme; empty: matched to the light or dark look
    double zoom = 1.0; // the reader's zoom factor, MinZoom..MaxZoom
    bool lineNumbers = false;
    bool remoteImages = false; // off: a remote image tells its server who read what, and when

    // The part of the settings that shapes the page itself (zoom is the view's business).
    ArticlePageRenderer::Style pageStyle() const;

    // The next step up or down the zoom ladder, within MinZoom..MaxZoom.
    static double zoomedIn(double zoom);
    static double zoomedOut(double zoom);

    friend bool operator==(const ReaderSettings &, const ReaderSettings &) = default;
};

} // namespace Lectern
