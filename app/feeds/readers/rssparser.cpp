#include "feeds/readers/rssparser.h"
#include "feeds/text/textchars.h"

#include "feeds/entrybatches.h"

#include "feeds/entryidentity.h"
#include "feeds/readers/mediarss.h"
#include "feeds/readers/refreshhintreader.h"
#include "feeds/text/htmltext.h"
#include "feeds/xml/feednamespaces.h"
#include "feeds/xml/xmlcontent.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

namespace Ns = FeedNamespaces;

// Core RSS elements come without a namespace, or in the RSS 1.0 / 0.90 / Userland one.
bool isCore(QStringView ns)
{
    return ns.isEmpty() || ns == Ns::Rss10 || ns == Ns::Rss090 || ns == Ns::Rss20Userland;
}

QString plainTitle(XmlTokenStream &reader)
{
    const QString raw = XmlContent::readMarkup(reader);
    return HtmlText::looksLikeHtml(raw) ? HtmlText::titleToPlainText(raw)
                                        : HtmlText::collapseSpaces(raw);
}

// RSS authors are free text: "ann@example.com (Ann)", "Ann <ann@example.com>",
// "Ann (ann@example.com)" or either part.
ParsedPerson personFromText(const QString &text)
{
    static const QRegularExpression emailThenName(u"^\\s*(\\S+@\\S+)\\s*\\((.*)\\)\\s*$"_s);
    static const QRegularExpression nameThenEmail(u"^\\s*(.*?)\\s*<(\\S+@\\S+)>\\s*$"_s);
    static const QRegularExpression nameThenEmailInParens(
        u"^\\s*(.*?)\\s*\\((\\S+@\\S+)\\)\\s*$"_s);
    ParsedPerson person;
    const QString simple = text.simplified();
    if (const auto m = emailThenName.match(simple); m.hasMatch()) {
        person.email = m.captured(1);
        person.name = m.captured(2).trimmed();
    } else if (const auto m2 = nameThenEmail.match(simple); m2.hasMatch()) {
        person.name = m2.captured(1).trimmed();
        person.email = m2.captured(2);
    } else if (const auto m3 = nameThenEmailInParens.match(simple); m3.hasMatch()) {
        person.name = m3.captured(1).trimmed();
        person.email = m3.captured(2);
    } else if (simple.contains(u'@') && !simple.contains(u' ')) {
        person.email = simple;
    } else {
        person.name = simple;
    }
    if (person.email.startsWith("mailto:"_L1))
        person.email = person.email.mid(7);
    return person;
}

void addPerson(QList<ParsedPerson> *people, const ParsedPerson &person)
{
    if ((!person.name.isEmpty() || !person.email.isEmpty()) && !people->contains(person))
        people->append(person);
}

void addCategory(QList<QString> *categories, const QString &text)
{
    const QString term = HtmlText::decodeEntities(text).simplified();
    if (!term.isEmpty() && !categories->contains(term))
        categories->append(term);
}

class RssReader
{
public:
    RssReader(XmlTokenStream &reader, ParsedFeed &feed, EntryBatches *batches)
        : m_reader(reader)
        , m_feed(feed)
        , m_batches(batches)
    {
    }

    void readRoot(const QUrl &documentUrl);

private:
    void readChannel(const QUrl &parentBase);
    void readImage(const QUrl &base);
    void readItem(const QUrl &parentBase);
    // An item's itunes:author, summary, keywords and category (podcasts' own elements).
    void readItunes(ParsedEntry *entry, QString *author, QString *summary);
    // An atom:link inside RSS: rel=self names the feed, rel=alternate the page, rel=enclosure
    // a file.
    void readAtomLink(const QUrl &base, QUrl *alternate, QUrl *self, QList<ParsedEnclosure> *files);
    ParsedPerson readAtomPerson(const QUrl &base);

    XmlTokenStream &m_reader;
    ParsedFeed &m_feed;
    EntryBatches *m_batches;
};

void RssReader::readRoot(const QUrl &documentUrl)
{
    const QUrl base = XmlContent::base(m_reader, documentUrl);
    const QStringView root = m_reader.name();
    if (root == u"RDF") {
        m_feed.format = FeedFormat::Rdf;
        m_feed.version = u"1.0"_s;
    } else {
        m_feed.format = FeedFormat::Rss;
        m_feed.version = m_reader.attributes().value("version"_L1).trimmed().toString();
    }
    if (root == u"channel") {
        readChannel(base);
        return;
    }
    while (m_reader.readNextStartElement()) {
        const QStringView name = m_reader.name();
        const QStringView ns = m_reader.namespaceUri();
        if (ns == Ns::Rss090)
            m_feed.version = u"0.90"_s;
        if (!isCore(ns)) {
            m_reader.skipCurrentElement();
        } else if (name == u"channel") {
            readChannel(base);
        } else if (name == u"item") { // RSS 1.0 puts items beside the channel
            readItem(base);
        } else if (name == u"image") {
            readImage(base);
        } else {
            m_reader.skipCurrentElement();
        }
    }
}

void RssReader::readChannel(const QUrl &parentBase)
{
    const QUrl base = XmlContent::base(m_reader, parentBase);
    const QStringView lang = m_reader.attributes().value(Ns::Xml, "lang"_L1);
    if (!lang.isEmpty() && m_feed.language.isEmpty())
        m_feed.language = lang.trimmed().toString();
    QDateTime lastBuild;
    QDateTime published;
    QDateTime dcDate;
    QDateTime modified;    // dcterms:modified
    QString otherSubtitle; // dc:description or itunes:subtitle
    QString itunesAuthor;
    QUrl atomAlternate;
    while (m_reader.readNextStartElement()) {
        const QStringView name = m_reader.name();
        const QStringView ns = m_reader.namespaceUri();
        if (isCore(ns)) {
            if (name == u"title") {
                m_feed.title = plainTitle(m_reader);
            } else if (name == u"link") {
                const QString text = XmlContent::readText(m_reader);
                if (m_feed.link.isEmpty())
                    m_feed.link = XmlContent::resolve(base, text);
            } else if (name == u"description") {
                m_feed.subtitle = HtmlText::toPlainText(XmlContent::readMarkup(m_reader));
            } else if (name == u"language") {
                m_feed.language = XmlContent::readText(m_reader).trimmed();
            } else if (name == u"lastBuildDate") {
                lastBuild = XmlContent::readDate(m_reader, &m_feed.problems);
            } else if (name == u"pubDate") {
                published = XmlContent::readDate(m_reader, &m_feed.problems);
            } else if (name == u"managingEditor") {
                addPerson(&m_feed.authors, personFromText(XmlContent::readText(m_reader)));
            } else if (name == u"image") {
                readImage(base);
            } else if (name == u"item") {
                readItem(base);
            } else if (!RefreshHintReader::readRss(m_reader, &m_feed.refresh, &m_feed.problems)) {
                m_reader.skipCurrentElement();
            }
        } else if (ns == Ns::Syndication) {
            if (!RefreshHintReader::readSyndication(m_reader, &m_feed.refresh, &m_feed.problems))
                m_reader.skipCurrentElement();
        } else if (ns == Ns::DublinCore) {
            if (name == u"title") {
                // A fallback: the channel's own <title> wins wherever it stands.
                const QString text = plainTitle(m_reader);
                if (m_feed.title.isEmpty())
                    m_feed.title = text;
            } else if (name == u"language") {
                const QString text = XmlContent::readText(m_reader).trimmed();
                if (m_feed.language.isEmpty())
                    m_feed.language = text;
            } else if (name == u"date") {
                dcDate = XmlContent::readDate(m_reader, &m_feed.problems);
            } else if (name == u"creator") {
                ParsedPerson person;
                person.name = HtmlText::collapseSpaces(XmlContent::readText(m_reader));
                addPerson(&m_feed.authors, person);
            } else if (name == u"description") {
                const QString text = HtmlText::toPlainText(XmlContent::readMarkup(m_reader));
                if (otherSubtitle.isEmpty())
                    otherSubtitle = text;
            } else {
                m_reader.skipCurrentElement();
            }
        } else if (ns == Ns::DcTerms && name == u"modified") {
            modified = XmlContent::readDate(m_reader, &m_feed.problems);
        } else if (ns == Ns::Itunes && name == u"subtitle") {
            const QString text = HtmlText::collapseSpaces(XmlContent::readText(m_reader));
            if (otherSubtitle.isEmpty())
                otherSubtitle = text;
        } else if (ns == Ns::Itunes && name == u"author") {
            itunesAuthor = HtmlText::collapseSpaces(XmlContent::readText(m_reader));
        } else if (ns == Ns::Atom10 && name == u"link") {
            QList<ParsedEnclosure> ignored;
            readAtomLink(base, &atomAlternate, &m_feed.self, &ignored);
        } else {
            m_reader.skipCurrentElement(); // itunes:* and anything else unknown
        }
    }
    if (m_feed.link.isEmpty())
        m_feed.link = atomAlternate;
    // Dublin Core and iTunes stand in for what the channel's own elements leave out.
    if (m_feed.subtitle.isEmpty())
        m_feed.subtitle = otherSubtitle;
    if (m_feed.authors.isEmpty() && !itunesAuthor.isEmpty())
        m_feed.authors.append(ParsedPerson{itunesAuthor, {}, {}});
    m_feed.updated = lastBuild.isValid()   ? lastBuild
                     : published.isValid() ? published
                     : dcDate.isValid()    ? dcDate
                                           : modified;
}

void RssReader::readImage(const QUrl &base)
{
    // RSS 1.0 names the image with rdf:resource on the channel and describes it beside it.
    while (m_reader.readNextStartElement()) {
        if (isCore(m_reader.namespaceUri()) && m_reader.name() == u"url") {
            const QUrl url = XmlContent::resolve(base, XmlContent::readText(m_reader));
            if (m_feed.logo.isEmpty())
                m_feed.logo = url;
        } else {
            m_reader.skipCurrentElement();
        }
    }
}

// An atom:author inside an RSS item (seen in feeds made by Atom-minded generators).
ParsedPerson RssReader::readAtomPerson(const QUrl &base)
{
    ParsedPerson person;
    while (m_reader.readNextStartElement()) {
        const QStringView name = m_reader.name();
        if (name == u"name")
            person.name = HtmlText::collapseSpaces(XmlContent::readText(m_reader));
        else if (name == u"email")
            person.email = XmlContent::readText(m_reader).trimmed();
        else if (name == u"uri")
            person.uri = XmlContent::resolve(base, XmlContent::readText(m_reader)).toString();
        else
            m_reader.skipCurrentElement();
    }
    return person;
}

void RssReader::readAtomLink(const QUrl &base, QUrl *alternate, QUrl *self,
                             QList<ParsedEnclosure> *files)
{
    const XmlAttributes attributes = m_reader.attributes();
    const QUrl here = XmlContent::base(m_reader, base);
    const QString rel = attributes.value("rel"_L1).trimmed().toString();
    const QUrl href = XmlContent::resolve(here, attributes.value("href"_L1));
    if (rel == "self"_L1) {
        if (self->isEmpty())
            *self = href;
    } else if (rel.isEmpty() || rel == "alternate"_L1) {
        if (alternate->isEmpty())
            *alternate = href;
    } else if (rel == "enclosure"_L1) {
        MediaRss::add(files, ParsedEnclosure{href, attributes.value("type"_L1).toString(),
                                             toLength(attributes.value("length"_L1))});
    }
    m_reader.skipCurrentElement();
}

void RssReader::readItunes(ParsedEntry *entry, QString *author, QString *summary)
{
    const QStringView name = m_reader.name();
    if (name == u"author") {
        *author = HtmlText::collapseSpaces(XmlContent::readText(m_reader));
    } else if (name == u"summary") {
        *summary = XmlContent::readMarkup(m_reader).trimmed();
    } else if (name == u"keywords") {
        // A comma-separated list, each a category of its own.
        for (const QString &keyword : XmlContent::readText(m_reader).split(u','))
            addCategory(&entry->categories, keyword);
    } else if (name == u"category") {
        addCategory(&entry->categories, m_reader.attributes().value(u"text").toString());
        m_reader.skipCurrentElement();
    } else {
        m_reader.skipCurrentElement();
    }
}

void RssReader::readItem(const QUrl &parentBase)
{
    const QUrl base = XmlContent::base(m_reader, parentBase.isEmpty() ? m_feed.link : parentBase);
    ParsedEntry entry;
    const XmlAttributes itemAttributes = m_reader.attributes();
    entry.language = itemAttributes.value(Ns::Xml, "lang"_L1).trimmed().toString();
    const QString about = itemAttributes.value(Ns::Rdf, "about"_L1).trimmed().toString();
    QString guid;
    bool guidIsPermaLink = false;
    QDateTime pubDate;
    QDateTime dcDate;
    QDateTime issued; // dcterms:issued or dcterms:created
    QString dcDescription;
    QString itunesAuthor;
    QString itunesSummary;
    QUrl atomAlternate;
    QUrl ignoredSelf;
    while (m_reader.readNextStartElement()) {
        const QStringView name = m_reader.name();
        const QStringView ns = m_reader.namespaceUri();
        if (isCore(ns)) {
            if (name == u"title") {
                entry.title = plainTitle(m_reader);
            } else if (name == u"link") {
                const QUrl link = XmlContent::resolve(base, XmlContent::readText(m_reader));
                if (entry.link.isEmpty())
                    entry.link = link;
            } else if (name == u"description") {
                entry.summary = XmlContent::readMarkup(m_reader).trimmed();
            } else if (name == u"guid") {
                const QStringView permaLink = m_reader.attributes().value("isPermaLink"_L1);
                guidIsPermaLink = permaLink.trimmed().compare("false"_L1, Qt::CaseInsensitive) != 0;
                guid = XmlContent::readText(m_reader).trimmed();
            } else if (name == u"pubDate") {
                pubDate = XmlContent::readDate(m_reader, &m_feed.problems);
            } else if (name == u"author") {
                addPerson(&entry.authors, personFromText(XmlContent::readText(m_reader)));
            } else if (name == u"category") {
                addCategory(&entry.categories, XmlContent::readText(m_reader));
            } else if (name == u"enclosure") {
                const XmlAttributes attributes = m_reader.attributes();
                MediaRss::add(&entry.enclosures,
                              ParsedEnclosure{XmlContent::resolve(base, attributes.value("url"_L1)),
                                              attributes.value("type"_L1).trimmed().toString(),
                                              toLength(attributes.value("length"_L1))});
                m_reader.skipCurrentElement();
            } else if (name == u"fullitem") {
                // An early extension's whole item, as escaped HTML: content:encoded wins.
                const QString full = XmlContent::readMarkup(m_reader).trimmed();
                if (entry.content.isEmpty())
                    entry.content = full;
            } else {
                m_reader.skipCurrentElement();
            }
        } else if (ns == Ns::DublinCore) {
            if (name == u"title") {
                const QString text = plainTitle(m_reader);
                if (entry.title.isEmpty())
                    entry.title = text;
            } else if (name == u"creator" || name == u"author") {
                // Free text, as RSS authors are: "ann@example.com (Ann)" is Ann with her address.
                // dc:author is no Dublin Core element, but feeds write it for dc:creator.
                addPerson(&entry.authors, personFromText(XmlContent::readText(m_reader)));
            } else if (name == u"date") {
                dcDate = XmlContent::readDate(m_reader, &m_feed.problems);
            } else if (name == u"subject") {
                addCategory(&entry.categories, XmlContent::readText(m_reader));
            } else if (name == u"language") {
                entry.language = XmlContent::readText(m_reader).trimmed();
            } else if (name == u"identifier" && guid.isEmpty()) {
                guid = XmlContent::readText(m_reader).trimmed();
            } else if (name == u"description") {
                dcDescription = XmlContent::readMarkup(m_reader).trimmed();
            } else {
                m_reader.skipCurrentElement();
            }
        } else if (ns == Ns::Content && name == u"encoded") {
            entry.content = XmlContent::readMarkup(m_reader).trimmed();
        } else if (ns == Ns::Itunes) {
            readItunes(&entry, &itunesAuthor, &itunesSummary);
        } else if (ns == Ns::Xhtml && name == u"body") {
            // The item's text as XHTML inline: its children are the content.
            const QString body = XmlContent::readMarkup(m_reader).trimmed();
            if (entry.content.isEmpty())
                entry.content = body;
        } else if (ns == Ns::DcTerms && name == u"modified") {
            entry.updated = XmlContent::readDate(m_reader, &m_feed.problems);
        } else if (ns == Ns::DcTerms && (name == u"issued" || name == u"created")) {
            const QDateTime date = XmlContent::readDate(m_reader, &m_feed.problems);
            if (!issued.isValid())
                issued = date;
        } else if (ns == Ns::Atom10 && name == u"link") {
            readAtomLink(base, &atomAlternate, &ignoredSelf, &entry.enclosures);
        } else if (ns == Ns::Atom10 && name == u"updated") {
            entry.updated = XmlContent::readDate(m_reader, &m_feed.problems);
        } else if (ns == Ns::Atom10 && name == u"published") {
            const QDateTime published = XmlContent::readDate(m_reader, &m_feed.problems);
            if (!entry.published.isValid())
                entry.published = published;
        } else if (ns == Ns::Atom10 && name == u"author") {
            addPerson(&entry.authors, readAtomPerson(base));
        } else if (Ns::isMediaRss(ns)) {
            MediaRss::read(m_reader, base, &entry.enclosures);
        } else {
            m_reader.skipCurrentElement();
        }
    }
    // Only a complete item counts: a reader error inside it drops it.
    if (m_reader.hasError())
        return;
    if (entry.link.isEmpty())
        entry.link = atomAlternate;
    if (entry.link.isEmpty() && !about.isEmpty())
        entry.link = XmlContent::resolve(base, about);
    if (entry.link.isEmpty() && guidIsPermaLink && !guid.isEmpty()) {
        // A permalink guid must be a full web address; "post-17" is no link.
        const QUrl url(guid);
        if (url.isValid() && (url.scheme() == "http"_L1 || url.scheme() == "https"_L1))
            entry.link = url;
    }
    // RSS 1.0 items often carry their text as dc:description only, podcasts as itunes:summary.
    if (entry.summary.isEmpty())
        entry.summary = !dcDescription.isEmpty() ? dcDescription : itunesSummary;
    if (entry.authors.isEmpty() && !itunesAuthor.isEmpty())
        entry.authors.append(ParsedPerson{itunesAuthor, {}, {}});
    entry.summary = HtmlText::resolveLinks(entry.summary, base);
    entry.content = HtmlText::resolveLinks(entry.content, base);
    // pubDate, then dc:date, then atom:published (kept in entry.published while reading), then
    // dcterms:issued or created.
    if (pubDate.isValid())
        entry.published = pubDate;
    else if (dcDate.isValid())
        entry.published = dcDate;
    else if (!entry.published.isValid() && issued.isValid())
        entry.published = issued;
    entry.id = !guid.isEmpty() ? guid : about;
    EntryIdentity::assign(entry);
    m_feed.entries.append(entry);
    if (m_batches && !m_batches->offer(m_feed))
        m_reader.raiseError(u"the entries read could not be taken"_s);
}

} // namespace

void RssParser::parse(XmlTokenStream &reader, const QUrl &documentUrl, ParsedFeed &feed,
                      EntryBatches *batches)
{
    RssReader(reader, feed, batches).readRoot(documentUrl);
}

} // namespace Lectern
