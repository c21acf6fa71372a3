#include "feeds/jsonfeedparser.h"

#include "feeds/datetimeparser.h"
#include "feeds/entryidentity.h"
#include "feeds/htmltext.h"
#include "feeds/mediarss.h"
#include "feeds/xmlcontent.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Strings, and numbers written where strings belong (ids often are).
QString stringOf(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble()) {
        const double d = value.toDouble();
        const auto n = static_cast<qint64>(d);
        return static_cast<double>(n) == d ? QString::number(n) : QString::number(d);
    }
    return {};
}

QList<ParsedPerson> people(const QJsonObject &object, const QUrl &base)
{
    QList<ParsedPerson> result;
    QJsonArray list = object.value("authors"_L1).toArray();
    if (list.isEmpty() && object.value("author"_L1).isObject()) // JSON Feed 1.0
        list.append(object.value("author"_L1));
    for (const QJsonValue &value : std::as_const(list)) {
        const QJsonObject author = value.toObject();
        ParsedPerson person;
        person.name = HtmlText::collapseSpaces(stringOf(author.value("name"_L1)));
        const QString url = stringOf(author.value("url"_L1)).trimmed();
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

QDateTime dateOf(const QJsonObject &item, QLatin1StringView key, QList<ParseProblem> *problems)
{
    const QString text = stringOf(item.value(key)).trimmed();
    if (text.isEmpty())
        return {};
    const QDateTime date = DateTimeParser::parse(text);
    if (!date.isValid())
        problems->append(
            ParseProblem{0, 0,
                         u"\"%1\" holds \"%2\", which is not a date this parser can read"_s.arg(
                             key, text.left(80))});
    return date;
}

} // namespace

bool JsonFeedParser::isJsonFeed(const QJsonObject &object)
{
    return object.value("version"_L1).toString().contains("jsonfeed.org/version/"_L1) ||
           object.value("items"_L1).isArray();
}

ParsedFeed JsonFeedParser::parse(const QJsonObject &object, const QUrl &documentUrl)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Json;
    const QString version = object.value("version"_L1).toString();
    const qsizetype at = version.indexOf("/version/"_L1);
    if (at >= 0) {
        feed.version = version.mid(at + 9).remove(u'/');
        if (!feed.version.contains(u'.'))
            feed.version += ".0"_L1;
    }
    feed.title = HtmlText::collapseSpaces(stringOf(object.value("title"_L1)));
    feed.subtitle = HtmlText::collapseSpaces(stringOf(object.value("description"_L1)));
    feed.link = XmlContent::resolve(documentUrl, stringOf(object.value("home_page_url"_L1)));
    feed.self = XmlContent::resolve(documentUrl, stringOf(object.value("feed_url"_L1)));
    const QUrl base = documentUrl.isEmpty() ? feed.link : documentUrl;
    feed.language = stringOf(object.value("language"_L1)).trimmed();
    feed.authors = people(object, base);
    feed.icon = XmlContent::resolve(base, stringOf(object.value("favicon"_L1)));
    feed.logo = XmlContent::resolve(base, stringOf(object.value("icon"_L1)));

    const QJsonArray items = object.value("items"_L1).toArray();
    for (const QJsonValue &value : items) {
        if (!value.isObject()) {
            feed.problems.append(ParseProblem{0, 0, u"an item is not a JSON object; skipped"_s});
            continue;
        }
        const QJsonObject item = value.toObject();
        ParsedEntry entry;
        entry.id = stringOf(item.value("id"_L1)).trimmed();
        entry.title =
            HtmlText::collapseSpaces(HtmlText::decodeEntities(stringOf(item.value("title"_L1))));
        entry.link = XmlContent::resolve(base, stringOf(item.value("url"_L1)));
        if (entry.link.isEmpty())
            entry.link = XmlContent::resolve(base, stringOf(item.value("external_url"_L1)));
        const QString html = stringOf(item.value("content_html"_L1));
        entry.content = !html.isEmpty()
                            ? HtmlText::resolveLinks(html, base)
                            : HtmlText::fromPlainText(stringOf(item.value("content_text"_L1)));
        const QString summary = stringOf(item.value("summary"_L1));
        if (!summary.isEmpty())
            entry.summary = HtmlText::fromPlainText(summary);
        entry.published = dateOf(item, "date_published"_L1, &feed.problems);
        entry.updated = dateOf(item, "date_modified"_L1, &feed.problems);
        entry.authors = people(item, base);
        entry.language = stringOf(item.value("language"_L1)).trimmed();
        for (const QJsonValue &tag : item.value("tags"_L1).toArray()) {
            const QString term = stringOf(tag).simplified();
            if (!term.isEmpty() && !entry.categories.contains(term))
                entry.categories.append(term);
        }
        for (const QJsonValue &attachment : item.value("attachments"_L1).toArray()) {
            const QJsonObject a = attachment.toObject();
            const QJsonValue size = a.value("size_in_bytes"_L1);
            MediaRss::add(&entry.enclosures,
                          ParsedEnclosure{XmlContent::resolve(base, stringOf(a.value("url"_L1))),
                                          stringOf(a.value("mime_type"_L1)).trimmed(),
                                          size.isDouble() && size.toDouble() >= 0
                                              ? static_cast<qint64>(size.toDouble())
                                              : -1});
        }
        EntryIdentity::assign(entry);
        feed.entries.append(entry);
    }
    feed.recovered = !feed.problems.isEmpty();
    return feed;
}

} // namespace Lectern
