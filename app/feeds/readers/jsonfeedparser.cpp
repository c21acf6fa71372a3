#include "feeds/readers/jsonfeedparser.h"

#include "feeds/entryidentity.h"
#include "feeds/readers/mediarss.h"
#include "feeds/text/datetimeparser.h"
#include "feeds/text/htmltext.h"
#include "feeds/xml/xmlcontent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <simdjson.h>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

using simdjson::dom::array;
using simdjson::dom::element;
using simdjson::dom::element_type;
using simdjson::dom::object;

// A parser keeps its buffers for the next document; one per thread, but not for the rare
// document so large that its buffers should go with it.
constexpr qsizetype kKeptParserBytes = 8 * 1024 * 1024;

QString textOf(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Strings, and numbers written where strings belong (ids often are).
QString stringOf(element value)
{
    switch (value.type()) {
    case element_type::STRING:
        return textOf(value.get_string().value_unsafe());
    case element_type::INT64:
        return QString::number(value.get_int64().value_unsafe());
    case element_type::UINT64:
        return QString::number(value.get_uint64().value_unsafe());
    case element_type::DOUBLE: {
        // Whole numbers as integers, where a 64-bit integer holds them.
        const double d = value.get_double().value_unsafe();
        if (std::abs(d) < 9.0e18 && std::trunc(d) == d)
            return QString::number(static_cast<qint64>(d));
        return QString::number(d);
    }
    default:
        return {};
    }
}

QString stringAt(object from, std::string_view key)
{
    element value;
    return from[key].get(value) ? QString() : stringOf(value);
}

// Only a string: a version is never a number.
QString plainStringAt(object from, std::string_view key)
{
    std::string_view value;
    return from[key].get(value) ? QString() : textOf(value);
}

QList<ParsedPerson> people(object from, const QUrl &base)
{
    QList<element> list;
    array authors;
    if (!from["authors"].get(authors)) {
        for (const element author : authors)
            list.append(author);
    }
    element single; // JSON Feed 1.0
    if (list.isEmpty() && !from["author"].get(single) && single.is_object())
        list.append(single);
    QList<ParsedPerson> result;
    for (const element value : std::as_const(list)) {
        object author;
        if (value.get(author))
            continue;
        ParsedPerson person;
        person.name = HtmlText::collapseSpaces(stringAt(author, "name"));
        const QString url = stringAt(author, "url").trimmed();
        if (url.startsWith("mailto:"_L1))
            person.email = url.mid(7);
        else
            person.uri = XmlContent::resolve(base, url).toString(QUrl::FullyEncoded);
        if ((!person.name.isEmpty() || !person.uri.isEmpty() || !person.email.isEmpty()) &&
            !result.contains(person))
            result.append(person);
    }
    return result;
}

QDateTime dateOf(object item, std::string_view key, QList<ParseProblem> *problems)
{
    const QString text = stringAt(item, key).trimmed();
    if (text.isEmpty())
        return {};
    const QDateTime date = DateTimeParser::parse(text);
    if (!date.isValid())
        problems->append(
            ParseProblem{0, 0,
                         u"\"%1\" holds \"%2\", which is not a date this parser can read"_s.arg(
                             textOf(key), text.left(80))});
    return date;
}

qint64 sizeOf(object attachment)
{
    double size = -1;
    element value;
    if (attachment["size_in_bytes"].get(value))
        return -1;
    if (value.type() == element_type::INT64)
        size = double(value.get_int64().value_unsafe());
    else if (value.type() == element_type::UINT64)
        size = double(value.get_uint64().value_unsafe());
    else if (value.type() == element_type::DOUBLE)
        size = value.get_double().value_unsafe();
    else if (value.type() == element_type::STRING) {
        // "size_in_bytes": "123", as encoders that quote every value write it.
        const std::string_view text = value.get_string().value_unsafe();
        bool ok = false;
        const qint64 bytes =
            QByteArrayView(text.data(), qsizetype(text.size())).trimmed().toLongLong(&ok);
        size = ok ? double(bytes) : -1;
    }
    return size >= 0 ? static_cast<qint64>(size) : -1;
}

ParsedEntry entryOf(object item, const QUrl &base, QList<ParseProblem> *problems)
{
    ParsedEntry entry;
    entry.id = stringAt(item, "id").trimmed();
    entry.title = HtmlText::collapseSpaces(HtmlText::decodeEntities(stringAt(item, "title")));
    entry.link = XmlContent::resolve(base, stringAt(item, "url"));
    if (entry.link.isEmpty())
        entry.link = XmlContent::resolve(base, stringAt(item, "external_url"));
    const QString html = stringAt(item, "content_html");
    entry.content = !html.isEmpty() ? HtmlText::resolveLinks(html, base)
                                    : HtmlText::fromPlainText(stringAt(item, "content_text"));
    const QString summary = stringAt(item, "summary");
    if (!summary.isEmpty())
        entry.summary = HtmlText::fromPlainText(summary);
    entry.published = dateOf(item, "date_published", problems);
    entry.updated = dateOf(item, "date_modified", problems);
    entry.authors = people(item, base);
    entry.language = stringAt(item, "language").trimmed();
    array tags;
    if (!item["tags"].get(tags)) {
        for (const element tag : tags) {
            const QString term = stringOf(tag).simplified();
            if (!term.isEmpty() && !entry.categories.contains(term))
                entry.categories.append(term);
        }
    }
    array attachments;
    if (!item["attachments"].get(attachments)) {
        for (const element value : attachments) {
            object attachment;
            if (value.get(attachment))
                continue;
            MediaRss::add(&entry.enclosures,
                          ParsedEnclosure{XmlContent::resolve(base, stringAt(attachment, "url")),
                                          stringAt(attachment, "mime_type").trimmed(),
                                          sizeOf(attachment)});
        }
    }
    EntryIdentity::assign(entry);
    return entry;
}

bool isJsonFeed(object root)
{
    array items;
    return plainStringAt(root, "version").contains("jsonfeed.org/version/"_L1) ||
           !root["items"].get(items);
}

ParsedFeed feedOf(object root, const QUrl &documentUrl)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Json;
    const QString version = plainStringAt(root, "version");
    const qsizetype at = version.indexOf("/version/"_L1);
    if (at >= 0) {
        feed.version = version.mid(at + 9).remove(u'/');
        if (!feed.version.contains(u'.'))
            feed.version += ".0"_L1;
    }
    feed.title = HtmlText::collapseSpaces(stringAt(root, "title"));
    feed.subtitle = HtmlText::collapseSpaces(stringAt(root, "description"));
    feed.link = XmlContent::resolve(documentUrl, stringAt(root, "home_page_url"));
    feed.self = XmlContent::resolve(documentUrl, stringAt(root, "feed_url"));
    const QUrl base = documentUrl.isEmpty() ? feed.link : documentUrl;
    feed.language = stringAt(root, "language").trimmed();
    feed.authors = people(root, base);
    feed.icon = XmlContent::resolve(base, stringAt(root, "favicon"));
    feed.logo = XmlContent::resolve(base, stringAt(root, "icon"));

    array items;
    if (!root["items"].get(items)) {
        for (const element value : items) {
            object item;
            if (value.get(item)) {
                feed.problems.append(
                    ParseProblem{0, 0, u"an item is not a JSON object; skipped"_s});
                continue;
            }
            feed.entries.append(entryOf(item, base, &feed.problems));
        }
    }
    feed.recovered = !feed.problems.isEmpty();
    return feed;
}

// The value with every lone surrogate in its strings (and keys) made U+FFFD, which Qt's
// reader lets through and would write out again as "\\ud800".
QJsonValue withoutLoneSurrogates(const QJsonValue &value)
{
    const auto mend = [](const QString &text) {
        return text.isValidUtf16() ? text : QString::fromUtf8(text.toUtf8());
    };
    if (value.isString())
        return mend(value.toString());
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &item : value.toArray())
            array.append(withoutLoneSurrogates(item));
        return array;
    }
    if (value.isObject()) {
        QJsonObject object;
        const QJsonObject original = value.toObject();
        for (auto it = original.begin(); it != original.end(); ++it)
            object.insert(mend(it.key()), withoutLoneSurrogates(it.value()));
        return object;
    }
    return value;
}

} // namespace

JsonFeedParser::Reading JsonFeedParser::parse(QByteArrayView utf8, const QUrl &documentUrl)
{
    Reading reading = read(utf8, documentUrl);
    if (reading.verdict != Verdict::NotJson)
        return reading;
    // simdjson refuses what Qt's reader mends (a lone surrogate, bytes that are not UTF-8, an
    // integer beyond 64 bits): what Qt can read is written out again for it. Qt also says where
    // a document is broken.
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(utf8.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        reading.error = error.errorString();
        reading.errorOffset = error.offset;
        return reading;
    }
    const QJsonDocument mended =
        document.isArray() ? QJsonDocument(withoutLoneSurrogates(document.array()).toArray())
                           : QJsonDocument(withoutLoneSurrogates(document.object()).toObject());
    return read(mended.toJson(QJsonDocument::Compact), documentUrl);
}

JsonFeedParser::Reading JsonFeedParser::read(QByteArrayView utf8, const QUrl &documentUrl)
{
    thread_local simdjson::dom::parser keptParser;
    std::unique_ptr<simdjson::dom::parser> ownParser;
    simdjson::dom::parser *parser = &keptParser;
    if (utf8.size() > kKeptParserBytes) {
        ownParser = std::make_unique<simdjson::dom::parser>();
        parser = ownParser.get();
    }
    Reading reading;
    element document;
    if (const auto error = parser->parse(utf8.data(), size_t(utf8.size())).get(document)) {
        reading.verdict = Verdict::NotJson;
        reading.error = QString::fromUtf8(simdjson::error_message(error));
        return reading;
    }
    object root;
    if (document.get(root) || !isJsonFeed(root)) {
        reading.verdict = Verdict::NotAFeed;
        return reading;
    }
    reading.verdict = Verdict::Feed;
    reading.feed = feedOf(root, documentUrl);
    return reading;
}

} // namespace Lectern
