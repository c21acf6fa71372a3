// Decides whether fetched bytes are an image the reader may keep and show: the type is read
// from the bytes (never trusted from the server), raster images must declare a sane size (a
// small file declaring 100,000 x 100,000 pixels is a decompression bomb), and SVG is rewritten
// without script, event handlers or references outside itself.
#pragma once

#include <QByteArray>
#include <QString>

namespace Lectern {

class ImageCheck
{
public:
    struct Result
    {
        QByteArray bytes; // what to store (SVG rewritten)
        QString mimeType;
        QString error; // empty when the image can be kept
        bool ok() const { return error.isEmpty(); }
    };

    static constexpr qint64 maxPixels = 40'000'000; // e.g. 8000 x 5000
    static constexpr int maxSide = 20'000;

    static Result check(const QByteArray &bytes);
    // The type from the first bytes: image/png, image/jpeg, image/gif, image/webp, image/avif,
    // image/svg+xml; empty for anything else.
    static QString sniff(const QByteArray &bytes);
};

} // namespace Lectern
