#include "feeds/text/csvrecords.h"

using namespace Qt::StringLiterals;

namespace Lectern {

QList<CsvRecord> CsvRecords::read(const QString &text, int *unclosedAt)
{
    QList<CsvRecord> records;
    QStringList fields;
    QString field;
    bool quoted = false;
    bool anything = false; // a separator or a quote counts: ",," is a record of empty fields
    int line = 1;
    int recordLine = 1;
    const auto endRecord = [&] {
        if (anything || !field.isEmpty()) {
            fields.append(field);
            records.append({recordLine, fields});
        }
        fields.clear();
        field.clear();
        anything = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u'"') {
            quoted = true;
            anything = true;
        } else if (c == u',') {
            fields.append(field);
            field.clear();
            anything = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            endRecord();
            recordLine = ++line;
        } else {
            field += c;
            anything = true;
        }
    }
    if (unclosedAt)
        *unclosedAt = quoted ? recordLine : 0;
    endRecord();
    return records;
}

} // namespace Lectern
