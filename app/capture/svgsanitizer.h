// Rewrites an SVG image with only what drawing needs: no script, no event handlers, no
// foreignObject (HTML inside SVG), no animation that could set attributes, and no reference to
// anything outside the file (href only to "#id" or an inline raster image).
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace Lectern {

class SvgSanitizer
{
public:
    // The cleaned document, or nullopt with *error when it is not well-formed SVG.
    static std::optional<QByteArray> sanitize(const QByteArray &svg, QString *error);
};

} // namespace Lectern
