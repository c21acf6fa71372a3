// Reads a document's bytes with markup put in at given places, without copying the document.
// XmlHazards::longRunSplits() says where: inside a text run, a CDATA section or a comment of
// more than a megabyte, markup that changes nothing ("<!---->", "]]><![CDATA[", "--><!--")
// makes QXmlStreamReader hand the run over in pieces. It keeps a whole run in its own buffer
// otherwise: a 30 MB text cost it 60 MB beside the caller's copy.
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QList>

namespace Lectern {

struct XmlSplit
{
    qsizetype offset = 0; // in the document: the markup goes before this byte
    const char *markup = nullptr;
};

class SplittingDevice : public QIODevice
{
public:
    // splits in the order of their offsets; bytes from `start` on are read.
    SplittingDevice(const QByteArray &document, QList<XmlSplit> splits, qsizetype start = 0);

    bool isSequential() const override { return true; }
    bool atEnd() const override;
    qint64 bytesAvailable() const override;

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_document;
    QList<XmlSplit> m_splits;
    qsizetype m_position;       // next byte of the document
    qsizetype m_nextSplit = 0;  // index into m_splits
    qsizetype m_markupDone = 0; // bytes of m_splits[m_nextSplit].markup already read
};

} // namespace Lectern
