#include "feeds/parsedfeedjson.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QJsonValue timeValue(const QDateTime &time)
{
    if (!time.isValid())
        return QJsonValue::Null;
    return time.toUTC().toString(Qt::ISODate);
}

QJsonValue urlValue(const QUrl &url)
{
    if (url.isEmpty())
        return QJsonValue::Null;
    return url.toString(QUrl::FullyEncoded);
}

QJsonArray peopleValue(const QList<ParsedPerson> &people)
{
    QJsonArray array;
    for (const ParsedPerson &person : people) {
        array.append(QJsonObject{
            {u"name"_s, person.name}, {u"email"_s, person.email}, {u"uri"_s, person.uri}});
    }
    return array;
}

QJsonValue periodValue(RefreshHints::Period period)
{
    switch (period) {
    case RefreshHints::Period::Hourly:
        return u"hourly"_s;
    case RefreshHints::Period::Daily:
        return u"daily"_s;
    case RefreshHints::Period::Weekly:
        return u"weekly"_s;
    case RefreshHints::Period::Monthly:
        return u"monthly"_s;
    case RefreshHints::Period::Yearly:
        return u"yearly"_s;
    case RefreshHints::Period::None:
        break;
    }
    return QJsonValue::Null;
}

QJsonObject hintsValue(const RefreshHints &hints)
{
    static const char *const days[] = {"Monday", "Tuesday",  "Wednesday", "Thursday",
                                       "Friday", "Saturday", "Sunday"};
    QJsonArray hours;
    for (int h = 0; h < 24; ++h) {
        if (hints.skipHours & (1u << h))
            hours.append(h);
    }
    QJsonArray skipDays;
    for (int d = 0; d < 7; ++d) {
        if (hints.skipDays & (1u << d))
            skipDays.append(QString::fromLatin1(days[d]));
    }
    const auto numberOrNull = [](int value) {
        return value >= 0 ? QJsonValue(value) : QJsonValue();
    };
    return QJsonObject{
        {u"ttlMinutes"_s, numberOrNull(hints.ttlMinutes)},
        {u"updatePeriod"_s, periodValue(hints.updatePeriod)},
        {u"updateFrequency"_s,
         hints.updateFrequency > 0 ? QJsonValue(hints.updateFrequency) : QJsonValue()},
        {u"updateBase"_s, timeValue(hints.updateBase)},
        {u"skipHours"_s, hours},
        {u"skipDays"_s, skipDays},
        {u"intervalMinutes"_s, numberOrNull(hints.intervalMinutes())},
    };
}

} // namespace

QString ParsedFeedJson::formatName(FeedFormat format)
{
    switch (format) {
    case FeedFormat::Rss:
        return u"rss"_s;
    case FeedFormat::Atom:
        return u"atom"_s;
    case FeedFormat::Rdf:
        return u"rdf"_s;
    case FeedFormat::Json:
        return u"json"_s;
    case FeedFormat::Page:
        return u"page"_s;
    case FeedFormat::Sitemap:
        return u"sitemap"_s;
    case FeedFormat::Saved:
        return u"saved"_s;
    case FeedFormat::Synced:
        return u"synced"_s;
    case FeedFormat::Unknown:
        break;
    }
    return u"unknown"_s;
}

namespace {

// The entry without its summary and content, which may be megabytes (see writeEntry).
QJsonObject entryObject(const ParsedEntry &entry)
{
    QJsonArray categories;
    for (const QString &category : entry.categories)
        categories.append(category);
    QJsonArray enclosures;
    for (const ParsedEnclosure &enclosure : entry.enclosures) {
        enclosures.append(QJsonObject{
            {u"url"_s, urlValue(enclosure.url)},
            {u"type"_s, enclosure.type},
            {u"length"_s, enclosure.length >= 0 ? QJsonValue(enclosure.length) : QJsonValue()}});
    }
    return QJsonObject{
        {u"id"_s, entry.id},
        {u"title"_s, entry.title},
        {u"link"_s, urlValue(entry.link)},
        {u"published"_s, timeValue(entry.published)},
        {u"updated"_s, timeValue(entry.updated)},
        {u"authors"_s, peopleValue(entry.authors)},
        {u"categories"_s, categories},
        {u"enclosures"_s, enclosures},
    };
}

// A JSON string of text, written to out a block at a time as UTF-8.
void writeString(QIODevice &out, QStringView text)
{
    static const char hex[] = "0123456789abcdef";
    QString block;
    block.reserve(8192 + 8);
    out.write("\"");
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'"' || c == u'\\') {
            block += u'\\';
            block += c;
        } else if (c == u'\n') {
            block += u"\\n"_s;
        } else if (c == u'\r') {
            block += u"\\r"_s;
        } else if (c == u'\t') {
            block += u"\\t"_s;
        } else if (c.unicode() < 0x20) {
            block += u"\\u00"_s;
            block += QLatin1Char(hex[c.unicode() >> 4]);
            block += QLatin1Char(hex[c.unicode() & 0xF]);
        } else {
            block += c;
        }
        // Never between the two halves of a surrogate pair.
        if (block.size() >= 8192 && !c.isHighSurrogate()) {
            out.write(block.toUtf8());
            block.clear();
        }
    }
    out.write(block.toUtf8());
    out.write("\"");
}

} // namespace

QJsonObject ParsedFeedJson::toJson(const ParsedEntry &entry)
{
    QJsonObject object = entryObject(entry);
    object.insert(u"summary"_s, entry.summary);
    object.insert(u"content"_s, entry.content);
    return object;
}

namespace {

QJsonObject feedObject(const ParsedFeed &feed, bool withEntries)
{
    QJsonArray problems;
    for (const ParseProblem &problem : feed.problems) {
        problems.append(QJsonObject{{u"line"_s, problem.line},
                                    {u"column"_s, problem.column},
                                    {u"message"_s, problem.message}});
    }
    QJsonArray entries;
    for (qsizetype i = 0; withEntries && i < feed.entries.size(); ++i)
        entries.append(ParsedFeedJson::toJson(feed.entries[i]));
    QJsonObject object{
        {u"format"_s, ParsedFeedJson::formatName(feed.format)},
        {u"version"_s, feed.version},
        {u"title"_s, feed.title},
        {u"subtitle"_s, feed.subtitle},
        {u"link"_s, urlValue(feed.link)},
        {u"self"_s, urlValue(feed.self)},
        {u"language"_s, feed.language},
        {u"updated"_s, timeValue(feed.updated)},
        {u"authors"_s, peopleValue(feed.authors)},
        {u"icon"_s, urlValue(feed.icon)},
        {u"logo"_s, urlValue(feed.logo)},
        {u"refresh"_s, hintsValue(feed.refresh)},
        {u"recovered"_s, feed.recovered},
        {u"problems"_s, problems},
    };
    if (withEntries)
        object.insert(u"entries"_s, entries);
    return object;
}

} // namespace

QJsonObject ParsedFeedJson::toJson(const ParsedFeed &feed)
{
    return feedObject(feed, true);
}

void ParsedFeedJson::write(QIODevice &out, const ParsedFeed &feed)
{
    writeOpening(out);
    for (qsizetype i = 0; i < feed.entries.size(); ++i)
        writeEntry(out, feed.entries[i], i == 0);
    writeClosing(out, feed);
}

void ParsedFeedJson::writeOpening(QIODevice &out)
{
    out.write("{\n    \"entries\": [");
}

void ParsedFeedJson::writeEntry(QIODevice &out, const ParsedEntry &entry, bool first)
{
    // The small members through QJsonDocument, indented on the way out; summary and content,
    // which may hold 30 MB, straight from the entry: no other copy of them is made.
    const QByteArray text = QJsonDocument(entryObject(entry)).toJson(QJsonDocument::Indented);
    QByteArrayView lines = QByteArrayView(text).trimmed();
    lines.chop(1); // the closing brace: the two long members go before it
    lines = lines.trimmed();
    out.write(first ? "\n" : ",\n");
    for (qsizetype at = 0; at < lines.size();) {
        qsizetype end = lines.indexOf('\n', at);
        end = end < 0 ? lines.size() : end + 1;
        out.write("        ");
        out.write(lines.sliced(at, end - at).data(), end - at);
        at = end;
    }
    out.write(",\n            \"summary\": ");
    writeString(out, entry.summary);
    out.write(",\n            \"content\": ");
    writeString(out, entry.content);
    out.write("\n        }");
}

void ParsedFeedJson::writeClosing(QIODevice &out, const ParsedFeed &feed)
{
    // The feed without its entries is "{\n    members...\n}\n": its members follow the array.
    const QByteArray members =
        QJsonDocument(feedObject(feed, false)).toJson(QJsonDocument::Indented).sliced(2);
    out.write("\n    ],\n");
    out.write(members);
}

QJsonObject toJson(const ParsedFeed &feed)
{
    return ParsedFeedJson::toJson(feed);
}

} // namespace Lectern
