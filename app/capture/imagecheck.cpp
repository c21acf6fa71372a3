#include "capture/imagecheck.h"

#include "capture/svgsanitizer.h"

#include <QBuffer>
#include <QImageReader>

using namespace Qt::StringLiterals;

namespace Lectern {

QString ImageCheck::sniff(const QByteArray &bytes)
{
    if (bytes.startsWith("\x89PNG\r\n\x1a\n"))
        return u"image/png"_s;
    if (bytes.startsWith("\xff\xd8\xff"))
        return u"image/jpeg"_s;
    if (bytes.startsWith("GIF87a") || bytes.startsWith("GIF89a"))
        return u"image/gif"_s;
    if (bytes.size() >= 12 && bytes.startsWith("RIFF") && bytes.mid(8, 4) == "WEBP")
        return u"image/webp"_s;
    if (bytes.size() >= 12 && bytes.mid(4, 4) == "ftyp" &&
        (bytes.mid(8, 4) == "avif" || bytes.mid(8, 4) == "avis"))
        return u"image/avif"_s;
    // SVG is text: an XML declaration, comments or a DOCTYPE may come before the root.
    const QByteArray head = bytes.left(4096).trimmed();
    if ((head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!--") ||
         head.startsWith("<!DOCTYPE svg")) &&
        head.contains("<svg"))
        return u"image/svg+xml"_s;
    return {};
}

ImageCheck::Result ImageCheck::check(const QByteArray &bytes)
{
    Result result;
    result.mimeType = sniff(bytes);
    if (result.mimeType.isEmpty()) {
        result.error = u"not an image Lectern keeps (PNG, JPEG, GIF, WebP, AVIF or SVG)"_s;
        return result;
    }
    if (result.mimeType == u"image/svg+xml"_s) {
        QString error;
        const auto clean = SvgSanitizer::sanitize(bytes, &error);
        if (!clean)
            result.error = error;
        else
            result.bytes = *clean;
        return result;
    }
    // The declared size is read from the header alone; nothing is decoded here.
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    if (size.isValid()) {
        if (size.width() > maxSide || size.height() > maxSide ||
            qint64(size.width()) * size.height() > maxPixels) {
            result.error =
                u"the image declares %1 x %2 pixels, too many to show safely"_s.arg(size.width())
                    .arg(size.height());
            return result;
        }
    } else if (QImageReader::supportedMimeTypes().contains(result.mimeType.toLatin1())) {
        result.error = u"the image is damaged (its size cannot be read)"_s;
        return result;
    }
    result.bytes = bytes;
    return result;
}

} // namespace Lectern
