// The export files of read-later services, read into the pages they kept: Pocket's CSV
// (title, url, time_added, tags, status), Instapaper's CSV (URL, Title, Selection, Folder,
// Timestamp) and wallabag's JSON. The format is recognised by content, not by the file's name.
// No I/O: the caller reads the file.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Lectern {

struct ReadLaterItem
{
    QUrl url;
    QString title;
    QDateTime added; // UTC, or null
    QStringList tags;
    QString folder;    // a folder of the user's own (Instapaper), kept as a shelf
    bool read = false; // archived
    bool starred = false;
};

class ReadLaterExport
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::ReadLaterExport)

public:
    enum class Format { Unknown, Pocket, Instapaper, Wallabag };

    // What the bytes are, by their first line or first character.
    static Format recognise(const QByteArray &bytes);
    static QString nameOf(Format format);

    struct Result
    {
        Format format = Format::Unknown;
        QList<ReadLaterItem> items;
        int skipped = 0; // rows without an http(s) address
        QString error;   // set when nothing could be read
    };
    static Result read(const QByteArray &bytes);
};

} // namespace Lectern
