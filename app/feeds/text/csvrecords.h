// The records of CSV text as RFC 4180 writes them (quoted fields, doubled quotes, line breaks
// inside quotes; CRLF, LF or CR between records), each with the line it starts on, for what is
// said of it. Blank lines are no records. Shared by every CSV Lectern reads: read-later exports
// and Readwise's highlights.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Lectern {

struct CsvRecord
{
    int line = 0;
    QStringList fields;
};

class CsvRecords
{
public:
    // unclosedAt, when given, is the line of a record whose quoted field never ends (0: none):
    // what such a field swallowed is no record of the file's.
    static QList<CsvRecord> read(const QString &text, int *unclosedAt = nullptr);
};

} // namespace Lectern
