#include "reading/readwisecsv.h"

#include "feeds/text/csvrecords.h"

#include <QHash>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QStringList columns = {u"Highlight"_s, u"Title"_s,    u"Author"_s, u"URL"_s,
                             u"Note"_s,      u"Location"_s, u"Date"_s};

// A spreadsheet reads a cell that starts with one of these as a formula: written after an
// apostrophe, which spreadsheets hide and read() takes away again.
bool looksLikeFormula(const QString &value)
{
    return !value.isEmpty() && QStringView(u"=+-@\t\r").contains(value.front());
}

QString field(QString value)
{
    if (looksLikeFormula(value))
        value.prepend(u'\'');
    const bool quote = value.contains(u',') || value.contains(u'"') || value.contains(u'\n') ||
                       value.contains(u'\r') || value.startsWith(u' ') || value.endsWith(u' ');
    if (!quote)
        return value;
    return u'"' + QString(value).replace(u'"', u"\"\""_s) + u'"';
}

} // namespace

QByteArray ReadwiseCsv::write(const QList<HighlightedArticle> &articles)
{
    QString csv = columns.join(u',') + u"\r\n"_s;
    for (const HighlightedArticle &article : articles) {
        for (const HighlightRecord &highlight : article.highlights) {
            const QStringList row = {
                highlight.selector.quote,
                article.title,
                article.authors,
                article.link.toString(QUrl::FullyEncoded),
                highlight.note.trimmed(),
                QString::number(highlight.selector.start),
                highlight.created.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s),
            };
            QStringList fields;
            for (const QString &value : row)
                fields.append(field(value));
            csv += fields.join(u',') + u"\r\n"_s;
        }
    }
    return csv.toUtf8();
}

bool ReadwiseCsv::looksLikeOne(const QByteArray &head)
{
    const QString text = QString::fromUtf8(head).remove(QChar(0xfeff));
    const auto rows = CsvRecords::read(text.section(u'\n', 0, 0));
    if (rows.isEmpty())
        return false;
    QStringList names;
    for (const QString &name : rows.first().fields)
        names.append(name.trimmed().toLower());
    return names.contains(u"highlight"_s) &&
           (names.contains(u"url"_s) || names.contains(u"book title"_s));
}

std::optional<QList<ReadwiseCsv::Row>> ReadwiseCsv::read(const QByteArray &csv, QString *error)
{
    int unclosedAt = 0;
    const auto rows = CsvRecords::read(QString::fromUtf8(csv).remove(QChar(0xfeff)), &unclosedAt);
    if (rows.isEmpty() || !looksLikeOne(csv.left(4096))) {
        *error = tr("not a Readwise CSV: its first row must name the columns Highlight and URL "
                    "(or Book Title)");
        return std::nullopt;
    }
    if (unclosedAt > 0) {
        *error = tr("line %1: a quoted field is never closed").arg(unclosedAt);
        return std::nullopt;
    }
    QHash<QString, qsizetype> at;
    const QStringList header = rows.first().fields;
    for (qsizetype i = 0; i < header.size(); ++i)
        at.insert(header.at(i).trimmed().toLower(), i);
    // The import template's names, else those of Readwise's own export.
    const auto value = [&](const QStringList &fields, const QString &name,
                           const QString &exportName = {}) {
        qsizetype i = at.value(name, -1);
        if (i < 0 && !exportName.isEmpty())
            i = at.value(exportName, -1);
        QString found = i >= 0 && i < fields.size() ? fields.at(i).trimmed() : QString();
        if (found.size() > 1 && found.front() == u'\'' && looksLikeFormula(found.mid(1)))
            found.remove(0, 1);
        return found;
    };
    QList<Row> out;
    for (qsizetype r = 1; r < rows.size(); ++r) {
        const QStringList &fields = rows.at(r).fields;
        Row row;
        row.line = rows.at(r).line;
        row.highlight = value(fields, u"highlight"_s);
        row.title = value(fields, u"title"_s, u"book title"_s);
        row.author = value(fields, u"author"_s, u"book author"_s);
        row.url = QUrl(value(fields, u"url"_s));
        row.note = value(fields, u"note"_s);
        row.location = value(fields, u"location"_s);
        const QString date = value(fields, u"date"_s, u"highlighted at"_s);
        // Readwise writes UTC without saying so, or with +00:00 after a space; ISO dates say
        // what they are.
        const QDateTime plain = QDateTime::fromString(date, u"yyyy-MM-dd HH:mm:ss"_s);
        row.date = plain.isValid()
                       ? QDateTime(plain.date(), plain.time(), QTimeZone::UTC)
                       : QDateTime::fromString(QString(date).replace(u' ', u'T'), Qt::ISODate);
        if (!row.highlight.isEmpty())
            out.append(row);
    }
    return out;
}

} // namespace Lectern
