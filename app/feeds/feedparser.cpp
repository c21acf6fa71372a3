#include "feeds/feedparser.h"

#include "feeds/atomparser.h"
#include "feeds/feednamespaces.h"
#include "feeds/jsonfeedparser.h"
#include "feeds/rssparser.h"
#include "feeds/textdecoder.h"
#include "feeds/xmlrepair.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

namespace Ns = FeedNamespaces;

// Internal entities may be declared, but not expanded into a flood (the "billion laughs").
constexpr int kEntityExpansionLimit = 4096;

enum class Root { None, Feed, Html, Other };

struct XmlAttempt
{
    Root root = Root::None;
    QString rootName;
    ParsedFeed feed;
    bool failed = false;
    QString errorString;
    qint64 line = 0;
    qint64 column = 0;
};

XmlAttempt readXml(QStringView text, const QUrl &documentUrl)
{
    XmlAttempt attempt;
    QXmlStreamReader reader(text);
    reader.setNamespaceProcessing(true);
    reader.setEntityExpansionLimit(kEntityExpansionLimit);
    while (!reader.atEnd() && !reader.isStartElement())
        reader.readNext();
    if (reader.isStartElement()) {
        const QStringView name = reader.name();
        const QStringView ns = reader.namespaceUri();
        attempt.rootName = reader.qualifiedName().toString();
        if (!ns.isEmpty())
            attempt.rootName += u" xmlns=\""_s + ns.toString() + u'"';
        if (name == u"rss" || name == u"channel" || (name == u"RDF" && ns == Ns::Rdf)) {
            attempt.root = Root::Feed;
            RssParser::parse(reader, documentUrl, attempt.feed);
        } else if (name == u"feed" && (ns == Ns::Atom10 || ns == Ns::Atom03 || ns.isEmpty() ||
                                       ns.contains("atom"_L1, Qt::CaseInsensitive))) {
            // An Atom namespace misspelt (case, a draft's URI) is still Atom.
            attempt.root = Root::Feed;
            AtomParser::parse(reader, documentUrl, attempt.feed);
        } else if (name.compare("html"_L1, Qt::CaseInsensitive) == 0) {
            attempt.root = Root::Html;
        } else {
            attempt.root = Root::Other;
        }
        // Whatever follows the root must still be well formed.
        while (attempt.root == Root::Feed && !reader.atEnd())
            reader.readNext();
    }
    if (reader.hasError()) {
        attempt.failed = true;
        attempt.errorString = reader.errorString();
        attempt.line = reader.lineNumber();
        attempt.column = reader.columnNumber();
    }
    return attempt;
}

bool startsLikeHtml(QStringView text)
{
    // Skip comments and the XML declaration, then look at the first tag.
    QStringView rest = XmlRepair::skipLeadingWhitespace(text);
    for (int guard = 0; guard < 32; ++guard) {
        if (rest.startsWith(u"<!--")) {
            const qsizetype end = rest.indexOf(u"-->");
            if (end < 0)
                return false;
            rest = XmlRepair::skipLeadingWhitespace(rest.mid(end + 3));
        } else if (rest.startsWith(u"<?")) {
            const qsizetype end = rest.indexOf(u"?>");
            if (end < 0)
                return false;
            rest = XmlRepair::skipLeadingWhitespace(rest.mid(end + 2));
        } else {
            break;
        }
    }
    return rest.startsWith(u"<!doctype html", Qt::CaseInsensitive) ||
           rest.startsWith(u"<html", Qt::CaseInsensitive) ||
           rest.startsWith(u"<head", Qt::CaseInsensitive) ||
           rest.startsWith(u"<body", Qt::CaseInsensitive);
}

FeedParseResult failure(FeedParseResult::Status status, const QString &message)
{
    FeedParseResult result;
    result.status = status;
    result.error = message;
    return result;
}

FeedParseResult htmlPage()
{
    return failure(FeedParseResult::Status::HtmlPage,
                   u"the document is an HTML page, not a feed"_s);
}

FeedParseResult parseJson(const QString &text, const QUrl &documentUrl,
                          const QList<ParseProblem> &decodingProblems)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        return failure(FeedParseResult::Status::NotAFeed,
                       u"the document is not valid JSON (%1 at offset %2), so it is no JSON Feed"_s
                           .arg(error.errorString())
                           .arg(error.offset));
    if (!document.isObject() || !JsonFeedParser::isJsonFeed(document.object()))
        return failure(FeedParseResult::Status::NotAFeed,
                       u"the document is JSON but not a JSON Feed (it has no \"version\" naming "
                       "jsonfeed.org and no \"items\")"_s);
    FeedParseResult result;
    result.status = FeedParseResult::Status::Ok;
    result.feed = JsonFeedParser::parse(document.object(), documentUrl);
    result.feed.problems = decodingProblems + result.feed.problems;
    result.feed.recovered = !result.feed.problems.isEmpty();
    return result;
}

FeedParseResult parseXml(const QString &text, const QUrl &documentUrl,
                         const QList<ParseProblem> &decodingProblems)
{
    const QStringView strictText = XmlRepair::skipLeadingWhitespace(text);
    XmlAttempt attempt = readXml(strictText, documentUrl);
    QList<ParseProblem> problems = decodingProblems;
    if (attempt.root == Root::Html)
        return htmlPage();

    if (attempt.failed) {
        // Mend the usual faults and read again; keep the better of the two readings.
        QList<ParseProblem> repairs;
        const QString repaired = XmlRepair::repair(text, &repairs);
        XmlAttempt second = readXml(repaired, documentUrl);
        if (second.root == Root::Html)
            return htmlPage();
        const bool firstBetter =
            attempt.root == Root::Feed &&
            (second.root != Root::Feed || attempt.feed.entries.size() > second.feed.entries.size());
        if (!firstBetter) {
            problems += repairs;
            attempt = std::move(second);
        } else {
            problems.append(ParseProblem{attempt.line, attempt.column,
                                         u"the XML is malformed: %1"_s.arg(attempt.errorString)});
            attempt.failed = false;
        }
    }

    if (attempt.root == Root::None) {
        if (startsLikeHtml(text))
            return htmlPage();
        if (attempt.failed)
            return failure(FeedParseResult::Status::NotAFeed,
                           u"the document is not a feed: it is not well-formed XML (line %1, "
                           "column %2: %3)"_s.arg(attempt.line)
                               .arg(attempt.column)
                               .arg(attempt.errorString));
        return failure(FeedParseResult::Status::NotAFeed,
                       u"the document is not a feed: it holds no XML element"_s);
    }
    if (attempt.root == Root::Other)
        return failure(FeedParseResult::Status::NotAFeed,
                       u"the document is XML but not a feed: its root element is <%1>, not <rss>, "
                       "<rdf:RDF> or <feed>"_s.arg(attempt.rootName));

    if (attempt.failed) {
        problems.append(ParseProblem{
            attempt.line, attempt.column,
            u"the XML breaks off or is malformed here (%1); the %2 complete entries before it "
            "were kept"_s.arg(attempt.errorString)
                .arg(attempt.feed.entries.size())});
    }
    FeedParseResult result;
    result.status = FeedParseResult::Status::Ok;
    result.feed = std::move(attempt.feed);
    result.feed.problems = problems + result.feed.problems;
    result.feed.recovered = !result.feed.problems.isEmpty();
    return result;
}

} // namespace

FeedParseResult FeedParser::parse(const QByteArray &data, const QUrl &documentUrl,
                                  const QString &contentType, qint64 maxBytes)
{
    if (maxBytes >= 0 && data.size() > maxBytes)
        return failure(
            FeedParseResult::Status::TooLarge,
            u"the document is %1 bytes, more than the %2 bytes a feed may have"_s.arg(data.size())
                .arg(maxBytes));
    const TextDecoder::Result decoded = TextDecoder::decode(data, contentType);
    const QStringView start = XmlRepair::skipLeadingWhitespace(decoded.text);
    if (start.isEmpty())
        return failure(FeedParseResult::Status::NotAFeed, u"the document is empty"_s);
    if (start.startsWith(u'{'))
        return parseJson(decoded.text, documentUrl, decoded.problems);
    if (startsLikeHtml(start))
        return htmlPage();
    if (!decoded.text.contains(u'<'))
        return failure(FeedParseResult::Status::NotAFeed,
                       u"the document is not a feed: it is neither XML nor JSON"_s);
    return parseXml(decoded.text, documentUrl, decoded.problems);
}

} // namespace Lectern
