// A decompression bomb for tests: a real PNG whose header is rewritten (checksum included) to
// declare far more pixels than its few bytes hold, as hostile images do.
#pragma once

#include <QByteArray>
#include <QtEndian>

inline QByteArray pngDeclaringSize(QByteArray png, quint32 width, quint32 height)
{
    // The IHDR chunk: length (8..11), "IHDR" (12..15), width, height, ..., CRC at 29..32.
    qToBigEndian<quint32>(width, png.data() + 16);
    qToBigEndian<quint32>(height, png.data() + 20);
    quint32 crc = 0xffffffffu;
    for (int i = 12; i < 29; ++i) {
        crc ^= quint8(png.at(i));
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    qToBigEndian<quint32>(~crc, png.data() + 29);
    return png;
}
