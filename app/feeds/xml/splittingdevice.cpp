#include "feeds/xml/splittingdevice.h"

#include <cstring>

namespace Lectern {

SplittingDevice::SplittingDevice(const QByteArray &document, QList<XmlSplit> splits,
                                 qsizetype start)
    : m_document(document)
    , m_splits(std::move(splits))
    , m_position(start)
{
    while (m_nextSplit < m_splits.size() && m_splits[m_nextSplit].offset < start)
        ++m_nextSplit;
    open(QIODevice::ReadOnly);
}

bool SplittingDevice::atEnd() const
{
    return m_position >= m_document.size() && m_nextSplit >= m_splits.size();
}

qint64 SplittingDevice::bytesAvailable() const
{
    qint64 markup = 0;
    for (qsizetype i = m_nextSplit; i < m_splits.size(); ++i)
        markup += qint64(std::strlen(m_splits[i].markup));
    return m_document.size() - m_position + markup - m_markupDone + QIODevice::bytesAvailable();
}

qint64 SplittingDevice::readData(char *data, qint64 maxSize)
{
    qint64 written = 0;
    while (written < maxSize) {
        if (m_nextSplit < m_splits.size() && m_splits[m_nextSplit].offset == m_position) {
            const char *markup = m_splits[m_nextSplit].markup;
            const qsizetype length = qsizetype(std::strlen(markup));
            const qint64 part = qMin<qint64>(length - m_markupDone, maxSize - written);
            std::memcpy(data + written, markup + m_markupDone, size_t(part));
            written += part;
            m_markupDone += part;
            if (m_markupDone == length) {
                m_markupDone = 0;
                ++m_nextSplit;
            }
            continue;
        }
        const qsizetype until =
            m_nextSplit < m_splits.size() ? m_splits[m_nextSplit].offset : m_document.size();
        if (m_position >= until)
            break;
        const qint64 part = qMin<qint64>(until - m_position, maxSize - written);
        std::memcpy(data + written, m_document.constData() + m_position, size_t(part));
        written += part;
        m_position += part;
    }
    return written;
}

} // namespace Lectern
