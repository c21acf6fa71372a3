#include "feeds/feedparser.h"

#include "feeds/entrybatches.h"
#include "feeds/readers/atomparser.h"
#include "feeds/readers/jsonfeedparser.h"
#include "feeds/readers/rssparser.h"
#include "feeds/text/textdecoder.h"
#include "feeds/xml/feednamespaces.h"
#include "feeds/xml/libxmltokenizer.h"
#include "feeds/xml/namespacespelling.h"
#include "feeds/xml/qtxmltokenizer.h"
#include "feeds/xml/xmlhazards.h"
#include "feeds/xml/xmlrepair.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

namespace Ns = FeedNamespaces;

enum class Root { None, Feed, Html, Other };

// How many bytes of white space (as XmlRepair::skipLeadingWhitespace counts it) open the
// document.
qsizetype leadingWhitespace(const QByteArray &utf8)
{
    qsizetype i = 0;
    while (i < utf8.size()) {
        if (utf8[i] == ' ' || utf8[i] == '\t' || utf8[i] == '\n' || utf8[i] == '\r')
            ++i;
        else if (QByteArrayView(utf8).sliced(i).startsWith("\xEF\xBB\xBF"))
            i += 3; // a byte order mark
        else
            break;
    }
    return i;
}

// The bytes are UTF-8 now, whatever the XML declaration said: the declaration says so too, or
// the reader would decode them a second time as what it names.
QByteArray withUtf8Declaration(const QByteArray &utf8)
{
    const QString declared = TextDecoder::encodingFromXmlDeclaration(utf8);
    if (declared.isEmpty() || declared == "utf-8"_L1)
        return utf8;
    const qsizetype declaration = utf8.indexOf("<?xml");
    const qsizetype name = utf8.indexOf("encoding", declaration);
    const qsizetype open = utf8.indexOf('=', name);
    qsizetype quote = open + 1;
    while (quote < utf8.size() && utf8[quote] != '"' && utf8[quote] != '\'')
        ++quote;
    const qsizetype close = utf8.indexOf(utf8[quote], quote + 1);
    QByteArray rewritten = utf8;
    rewritten.replace(quote + 1, close - quote - 1, "UTF-8");
    return rewritten;
}

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

// Well-formed documents are read by libxml2; the rest (and those with a document type) by
// QXmlStreamReader, which says where they break.
XmlAttempt readXml(const QByteArray &utf8, const QUrl &documentUrl, EntryBatches *batches = nullptr)
{
    XmlAttempt attempt;
    // The room the thread's last document grew, given back at the end.
    thread_local XmlTokenStream::Room spareRoom;
    XmlTokenStream reader(std::move(spareRoom));
    const auto keepRoom = qScopeGuard([&reader] { spareRoom = reader.takeRoom(); });
    const qsizetype start = leadingWhitespace(utf8);
    if (!LibxmlTokenizer::tokenize(utf8, start, reader)) {
        reader = XmlTokenStream(reader.takeRoom());
        QtXmlTokenizer::tokenize(utf8, start, reader);
    }
    while (!reader.atEnd() && !reader.isStartElement())
        reader.readNext();
    if (reader.isStartElement()) {
        const QStringView name = reader.name();
        const QStringView ns = reader.namespaceUri();
        attempt.rootName = reader.qualifiedName();
        if (!ns.isEmpty())
            attempt.rootName += u" xmlns=\""_s + ns.toString() + u'"';
        if (name == u"rss" || name == u"channel" || (name == u"RDF" && ns == Ns::Rdf)) {
            attempt.root = Root::Feed;
            RssParser::parse(reader, documentUrl, attempt.feed, batches);
        } else if (name == u"feed") {
            // An Atom namespace misspelt (case, a draft's URI) is still Atom; so is a <feed> in
            // a namespace of its own, as liberal readers take it, with a word about it.
            attempt.root = Root::Feed;
            if (ns != Ns::Atom10 && ns != Ns::Atom03 && !ns.isEmpty() &&
                !ns.contains("atom"_L1, Qt::CaseInsensitive))
                attempt.feed.problems.append(ParseProblem{
                    reader.lineNumber(), reader.columnNumber(),
                    FeedParser::tr(
                        "the root <feed> is in the namespace \"%1\", not Atom's; it was read as "
                        "Atom")
                        .arg(ns.toString())});
            AtomParser::parse(reader, documentUrl, attempt.feed, batches);
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

// The document's first characters as text, enough to tell what kind of document it is.
QString head(QByteArrayView utf8)
{
    return QString::fromUtf8(utf8.first(qMin<qsizetype>(utf8.size(), 4096)));
}

// An element only HTML has: a document whose root is one is a page, however it is written.
bool isHtmlElementName(QStringView name)
{
    static const QStringList names = {
        u"html"_s,   u"head"_s, u"body"_s, u"meta"_s,  u"title"_s,   u"link"_s, u"script"_s,
        u"style"_s,  u"base"_s, u"div"_s,  u"p"_s,     u"section"_s, u"main"_s, u"article"_s,
        u"header"_s, u"nav"_s,  u"span"_s, u"table"_s, u"ul"_s,      u"h1"_s,   u"h2"_s};
    return names.contains(name.toString().toLower());
}

bool startsLikeHtml(QStringView text)
{
    // Skip comments, the XML declaration and a document type, then look at the first tag: an
    // HTML document type before <rss> or <feed> is a hand-made feed's mistake, not a page.
    QStringView rest = XmlRepair::skipLeadingWhitespace(text);
    bool htmlDoctype = false;
    for (int guard = 0; guard < 32; ++guard) {
        const bool comment = rest.startsWith(u"<!--");
        const bool instruction = rest.startsWith(u"<?");
        const bool doctype = rest.startsWith(u"<!doctype", Qt::CaseInsensitive);
        if (!comment && !instruction && !doctype)
            break;
        htmlDoctype = htmlDoctype || rest.startsWith(u"<!doctype html", Qt::CaseInsensitive);
        const qsizetype end = rest.indexOf(comment ? u"-->" : instruction ? u"?>" : u">");
        if (end < 0)
            return htmlDoctype;
        rest = XmlRepair::skipLeadingWhitespace(rest.mid(end + (comment       ? 3
                                                                : instruction ? 2
                                                                              : 1)));
    }
    const auto opens = [&](QLatin1StringView tag) {
        return rest.startsWith(u'<') && rest.sliced(1).startsWith(tag, Qt::CaseInsensitive) &&
               (rest.size() == tag.size() + 1 || !rest[tag.size() + 1].isLetterOrNumber());
    };
    // Also a page that opens with a part of its head or body, as pages with an XML declaration
    // and no <html> do.
    if (rest.startsWith(u'<')) {
        qsizetype end = 1;
        while (end < rest.size() && rest[end].isLetterOrNumber())
            ++end;
        if (isHtmlElementName(rest.sliced(1, end - 1)))
            return true;
    }
    const bool feedRoot = opens("rss"_L1) || opens("feed"_L1) || opens("rdf:RDF"_L1) ||
                          opens("channel"_L1) || rest.startsWith(u"<rdf:", Qt::CaseInsensitive);
    return htmlDoctype && !feedRoot;
}

FeedParseResult failure(FeedParseResult::Status status, const QString &message)
{
    FeedParseResult result;
    result.status = status;
    result.error = message;
    return result;
}

// A feed read, with the problems met before the reader (decoding, mending) ahead of its own.
FeedParseResult success(ParsedFeed feed, const QList<ParseProblem> &problemsBefore)
{
    FeedParseResult result;
    result.status = FeedParseResult::Status::Ok;
    result.feed = std::move(feed);
    result.feed.problems = problemsBefore + result.feed.problems;
    result.feed.recovered = !result.feed.problems.isEmpty();
    return result;
}

// The taker of the batches failed (to store them, say) and stopped the reading.
FeedParseResult stoppedReading()
{
    return failure(FeedParseResult::Status::NotAFeed,
                   FeedParser::tr("the reading was stopped: its entries could not be taken"));
}

FeedParseResult htmlPage()
{
    return failure(FeedParseResult::Status::HtmlPage,
                   FeedParser::tr("the document is an HTML page, not a feed"));
}

FeedParseResult parseJson(const QByteArray &utf8, const QUrl &documentUrl,
                          const QList<ParseProblem> &decodingProblems)
{
    using Verdict = JsonFeedParser::Verdict;
    JsonFeedParser::Reading reading = JsonFeedParser::parse(utf8, documentUrl);
    if (reading.verdict == Verdict::NotJson && reading.errorOffset >= 0)
        return failure(
            FeedParseResult::Status::NotAFeed,
            FeedParser::tr(
                "the document is not valid JSON (%1 at offset %2), so it is no JSON Feed")
                .arg(reading.error)
                .arg(reading.errorOffset));
    if (reading.verdict == Verdict::NotJson)
        return failure(FeedParseResult::Status::NotAFeed,
                       FeedParser::tr("the document is not valid JSON (%1), so it is no JSON Feed")
                           .arg(reading.error));
    if (reading.verdict == Verdict::NotAFeed)
        return failure(
            FeedParseResult::Status::NotAFeed,
            FeedParser::tr("the document is JSON but not a JSON Feed (it has no \"version\" naming "
                           "jsonfeed.org and no \"items\")"));
    return success(std::move(reading.feed), decodingProblems);
}

FeedParseResult parseXml(const QByteArray &utf8, const QUrl &documentUrl,
                         const QList<ParseProblem> &decodingProblems)
{
    QList<ParseProblem> problems = decodingProblems;
    XmlAttempt attempt;
    if (XmlHazards::declaresEntityChains(utf8)) {
        attempt.failed = true; // read only the repaired text, which has no declarations
        problems.append(
            ParseProblem{1, 1,
                         FeedParser::tr("the document type declares entities made of other "
                                        "entities; the declaration was ignored")});
    } else {
        attempt = readXml(utf8, documentUrl);
    }
    if (attempt.root == Root::Html)
        return htmlPage();

    // A root that is no feed's may be HTML printed before the feed (a server's warning).
    const bool otherRoot = attempt.root == Root::Other;
    if (attempt.failed || otherRoot) {
        // Mend the usual faults and read again; keep the better of the two readings.
        QList<ParseProblem> repairs;
        const QByteArray repaired = XmlRepair::repair(QString::fromUtf8(utf8), &repairs).toUtf8();
        XmlAttempt second = readXml(repaired, documentUrl);
        if (second.root == Root::Html)
            return htmlPage();
        const bool firstBetter =
            attempt.root == Root::Feed &&
            (second.root != Root::Feed || attempt.feed.entries.size() > second.feed.entries.size());
        if (otherRoot && second.root != Root::Feed) {
            // No feed behind it either: the verdict is on the document as it came.
        } else if (!firstBetter) {
            problems += repairs;
            attempt = std::move(second);
        } else {
            problems.append(
                ParseProblem{attempt.line, attempt.column,
                             FeedParser::tr("the XML is malformed: %1").arg(attempt.errorString)});
            attempt.failed = false;
        }
    }

    if (attempt.root == Root::None) {
        if (startsLikeHtml(head(utf8)))
            return htmlPage();
        if (attempt.failed)
            return failure(
                FeedParseResult::Status::NotAFeed,
                FeedParser::tr("the document is not a feed: it is not well-formed XML (line %1, "
                               "column %2: %3)")
                    .arg(attempt.line)
                    .arg(attempt.column)
                    .arg(attempt.errorString));
        return failure(FeedParseResult::Status::NotAFeed,
                       FeedParser::tr("the document is not a feed: it holds no XML element"));
    }
    if (attempt.root == Root::Other && isHtmlElementName(attempt.rootName))
        return htmlPage();
    if (attempt.root == Root::Other)
        return failure(
            FeedParseResult::Status::NotAFeed,
            FeedParser::tr(
                "the document is XML but not a feed: its root element is <%1>, not <rss>, "
                "<rdf:RDF> or <feed>")
                .arg(attempt.rootName));

    if (attempt.failed) {
        problems.append(ParseProblem{
            attempt.line, attempt.column,
            FeedParser::tr(
                "the XML breaks off or is malformed here (%1); the %2 complete entries before it "
                "were kept")
                .arg(attempt.errorString)
                .arg(attempt.feed.entries.size())});
    }
    return success(std::move(attempt.feed), problems);
}

// Both ways of parsing: with batches, a well-formed feed hands its entries there as they are
// read; anything else (JSON, a document that needs mending) is read whole.
FeedParseResult parseDocument(const QByteArray &data, const QUrl &documentUrl,
                              const QString &contentType, qint64 maxBytes, EntryBatches *batches)
{
    if (maxBytes >= 0 && data.size() > maxBytes)
        return failure(
            FeedParseResult::Status::TooLarge,
            FeedParser::tr("the document is %1 bytes, more than the %2 bytes a feed may have")
                .arg(data.size())
                .arg(maxBytes));
    const TextDecoder::Utf8Result decoded = TextDecoder::decodeToUtf8(data, contentType);
    const qsizetype start = leadingWhitespace(decoded.text);
    if (start == decoded.text.size())
        return failure(FeedParseResult::Status::NotAFeed, FeedParser::tr("the document is empty"));
    if (decoded.text.at(start) == '{')
        return parseJson(decoded.text, documentUrl, decoded.problems);
    if (startsLikeHtml(head(QByteArrayView(decoded.text).sliced(start))))
        return htmlPage();
    if (!decoded.text.contains('<'))
        return failure(FeedParseResult::Status::NotAFeed,
                       FeedParser::tr("the document is not a feed: it is neither XML nor JSON"));
    QList<ParseProblem> problems = decoded.problems;
    const QByteArray utf8 = NamespaceSpelling::corrected(
        XmlHazards::capAttributes(withUtf8Declaration(decoded.text), &problems), &problems);
    if (batches && !XmlHazards::declaresEntityChains(utf8)) {
        XmlAttempt attempt = readXml(utf8, documentUrl, batches);
        if (attempt.root == Root::Feed && !attempt.failed && batches->flush(attempt.feed))
            return success(std::move(attempt.feed), problems);
        if (batches->stopped())
            return stoppedReading();
        if (batches->handed() > 0)
            batches->discard();
    }
    return parseXml(utf8, documentUrl, problems);
}

} // namespace

FeedParseResult FeedParser::parseInBatches(const QByteArray &data, EntryBatches &batches,
                                           const QUrl &documentUrl, const QString &contentType,
                                           qint64 maxBytes)
{
    FeedParseResult result = parseDocument(data, documentUrl, contentType, maxBytes, &batches);
    // Read whole (JSON, or mended): its entries go to the batches now.
    if (result.ok() && !batches.flush(result.feed))
        return stoppedReading();
    return result;
}

FeedParseResult FeedParser::parse(const QByteArray &data, const QUrl &documentUrl,
                                  const QString &contentType, qint64 maxBytes)
{
    return parseDocument(data, documentUrl, contentType, maxBytes, nullptr);
}

} // namespace Lectern
