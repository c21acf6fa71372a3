#include "feeds/readlater/readlaterexport.h"

#include "feeds/text/csvrecords.h"

#include "feeds/text/datetimeparser.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString firstLine(const QByteArray &bytes)
{
    const qsizetype end = bytes.indexOf('\n');
    QString line = QString::fromUtf8(bytes.left(end < 0 ? bytes.size() : end)).trimmed();
    if (line.startsWith(QChar(0xFEFF)))
        line.remove(0, 1);
    return line.toLower();
}

QUrl webAddress(const QString &text)
{
    const QUrl url(text.trimmed(), QUrl::TolerantMode);
    return url.isValid() && (url.scheme() == "http"_L1 || url.scheme() == "https"_L1) &&
                   !url.host().isEmpty()
               ? url
               : QUrl();
}

QDateTime fromSeconds(const QString &text)
{
    bool ok = false;
    const qint64 seconds = text.trimmed().toLongLong(&ok);
    return ok && seconds > 0 ? QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::UTC) : QDateTime();
}

// A CSV's rows as maps from its header's names (lower case) to the row's fields.
QList<QHash<QString, QString>> csvTable(const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QList<CsvRecord> records = CsvRecords::read(text);
    QList<QHash<QString, QString>> rows;
    if (records.isEmpty())
        return rows;
    QStringList header = records.first().fields;
    for (QString &name : header)
        name = name.trimmed().toLower();
    for (qsizetype r = 1; r < records.size(); ++r) {
        const QStringList &fields = records[r].fields;
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < header.size() && c < fields.size(); ++c)
            row.insert(header[c], fields[c]);
        rows.append(row);
    }
    return rows;
}

void readPocket(const QByteArray &bytes, ReadLaterExport::Result &result)
{
    for (const auto &row : csvTable(bytes)) {
        ReadLaterItem item;
        item.url = webAddress(row.value(u"url"_s));
        if (item.url.isEmpty()) {
            ++result.skipped;
            continue;
        }
        item.title = row.value(u"title"_s).simplified();
        item.added = fromSeconds(row.value(u"time_added"_s));
        for (const QString &tag : row.value(u"tags"_s).split(u'|', Qt::SkipEmptyParts)) {
            if (!tag.trimmed().isEmpty())
                item.tags.append(tag.trimmed());
        }
        item.read = row.value(u"status"_s).trimmed().toLower() == "archive"_L1;
        result.items.append(item);
    }
}

void readInstapaper(const QByteArray &bytes, ReadLaterExport::Result &result)
{
    for (const auto &row : csvTable(bytes)) {
        ReadLaterItem item;
        item.url = webAddress(row.value(u"url"_s));
        if (item.url.isEmpty()) {
            ++result.skipped;
            continue;
        }
        item.title = row.value(u"title"_s).simplified();
        item.added = fromSeconds(row.value(u"timestamp"_s));
        // Instapaper's own folders are states; any other folder is the user's.
        const QString folder = row.value(u"folder"_s).trimmed();
        if (folder.compare("Archive"_L1, Qt::CaseInsensitive) == 0)
            item.read = true;
        else if (folder.compare("Starred"_L1, Qt::CaseInsensitive) == 0)
            item.starred = true;
        else if (folder.compare("Unread"_L1, Qt::CaseInsensitive) != 0 && !folder.isEmpty())
            item.folder = folder;
        result.items.append(item);
    }
}

void readWallabag(const QByteArray &bytes, ReadLaterExport::Result &result)
{
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !json.isArray()) {
        result.error = error.error != QJsonParseError::NoError
                           ? ReadLaterExport::tr("the wallabag export is not valid JSON: %1 at "
                                                 "byte %2")
                                 .arg(error.errorString())
                                 .arg(error.offset)
                           : ReadLaterExport::tr("the wallabag export is not a list of entries");
        return;
    }
    for (const QJsonValue &value : json.array()) {
        const QJsonObject entry = value.toObject();
        ReadLaterItem item;
        item.url = webAddress(entry.value(u"url"_s).toString());
        if (item.url.isEmpty()) {
            ++result.skipped;
            continue;
        }
        item.title = entry.value(u"title"_s).toString().simplified();
        item.added = DateTimeParser::parse(entry.value(u"created_at"_s).toString());
        item.read = entry.value(u"is_archived"_s).toVariant().toInt() != 0;
        item.starred = entry.value(u"is_starred"_s).toVariant().toInt() != 0;
        for (const QJsonValue &tag : entry.value(u"tags"_s).toArray()) {
            const QString name =
                tag.isObject() ? tag.toObject().value(u"label"_s).toString() : tag.toString();
            if (!name.trimmed().isEmpty())
                item.tags.append(name.trimmed());
        }
        result.items.append(item);
    }
}

} // namespace

ReadLaterExport::Format ReadLaterExport::recognise(const QByteArray &bytes)
{
    const QByteArray start = bytes.left(4096).trimmed();
    if (start.startsWith('[') || start.startsWith("\xEF\xBB\xBF["))
        return Format::Wallabag;
    const QStringList names = firstLine(bytes).split(u',');
    const auto has = [&names](const char *name) {
        return names.contains(QString::fromLatin1(name));
    };
    if (has("url") && has("time_added"))
        return Format::Pocket;
    if (has("url") && has("folder") && has("timestamp"))
        return Format::Instapaper;
    return Format::Unknown;
}

QString ReadLaterExport::nameOf(Format format)
{
    switch (format) {
    case Format::Pocket:
        return tr("a Pocket export");
    case Format::Instapaper:
        return tr("an Instapaper export");
    case Format::Wallabag:
        return tr("a wallabag export");
    case Format::Unknown:
        break;
    }
    return tr("an unknown file");
}

ReadLaterExport::Result ReadLaterExport::read(const QByteArray &bytes)
{
    Result result;
    result.format = recognise(bytes);
    switch (result.format) {
    case Format::Pocket:
        readPocket(bytes, result);
        break;
    case Format::Instapaper:
        readInstapaper(bytes, result);
        break;
    case Format::Wallabag:
        readWallabag(bytes, result);
        break;
    case Format::Unknown:
        result.error = tr("not a Pocket or Instapaper CSV export, nor a wallabag JSON export");
        break;
    }
    return result;
}

} // namespace Lectern
