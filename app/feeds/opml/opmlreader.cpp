#include "feeds/opml/opmlreader.h"

#include "feeds/text/htmltext.h"
#include "feeds/text/textdecoder.h"
#include "feeds/xml/xmlhazards.h"
#include "feeds/xml/xmlrepair.h"

#include <QXmlStreamReader>

#include <algorithm>
#include <initializer_list>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Internal entities may be declared, but not expanded into a flood (the "billion laughs").
// External ones are never resolved: QXmlStreamReader does not fetch anything.
constexpr int kOpmlEntityExpansionLimit = 4096;

enum class Root { None, Opml, Html, Rss, Atom, Other };

struct Attempt
{
    Root root = Root::None;
    QString rootName;
    OpmlDocument document;
    bool failed = false;
    bool premature = false; // the text ended before the document did
    QString errorString;
    qint64 line = 0;
    qint64 column = 0;
};

Root rootKind(const QString &name)
{
    const QString n = name.toLower();
    if (n == "opml"_L1)
        return Root::Opml;
    if (n == "html"_L1)
        return Root::Html;
    if (n == "rss"_L1 || n == "channel"_L1 || n == "rdf:rdf"_L1 || n == "rdf"_L1)
        return Root::Rss;
    if (n == "feed"_L1)
        return Root::Atom;
    return Root::Other;
}

bool isNamed(QStringView name, QLatin1StringView expected)
{
    return name.compare(expected, Qt::CaseInsensitive) == 0;
}

// Names may carry markup escaped once too often ("Tom &amp;amp; Jerry") and stray line breaks.
QString cleanTitle(const QString &text)
{
    return HtmlText::decodeEntities(text).simplified();
}

// The first non-empty value among attributes of these names, whatever their case.
QString attributeValue(const QXmlStreamAttributes &attributes,
                       std::initializer_list<QLatin1StringView> names)
{
    for (const QLatin1StringView name : names) {
        for (const QXmlStreamAttribute &attribute : attributes) {
            if (isNamed(attribute.qualifiedName(), name) && !attribute.value().trimmed().isEmpty())
                return attribute.value().trimmed().toString();
        }
    }
    return {};
}

int feedCount(const QList<OpmlOutline> &outlines)
{
    int count = 0;
    for (const OpmlOutline &outline : outlines)
        count += (outline.isFeed() ? 1 : 0) + feedCount(outline.children);
    return count;
}

bool startsLikeHtmlDocument(QStringView text)
{
    QStringView rest = XmlRepair::skipLeadingWhitespace(text);
    for (int guard = 0; guard < 32; ++guard) {
        const bool comment = rest.startsWith(u"<!--");
        if (!comment && !rest.startsWith(u"<?"))
            break;
        const qsizetype end = rest.indexOf(comment ? u"-->" : u"?>");
        if (end < 0)
            return false;
        rest = XmlRepair::skipLeadingWhitespace(rest.mid(end + (comment ? 3 : 2)));
    }
    return rest.startsWith(u"<!doctype html", Qt::CaseInsensitive) ||
           rest.startsWith(u"<html", Qt::CaseInsensitive);
}

// One pass of QXmlStreamReader over the text; outlines are read without recursion.
class Pass
{
public:
    explicit Pass(QStringView text)
        : m_xml(text)
    {
        // Exports use prefixes they never declare; names are matched as written.
        m_xml.setNamespaceProcessing(false);
        m_xml.setEntityExpansionLimit(kOpmlEntityExpansionLimit);
    }

    Attempt run()
    {
        while (!m_xml.atEnd() && !m_xml.isStartElement())
            m_xml.readNext();
        if (m_xml.isStartElement()) {
            m_attempt.rootName = m_xml.qualifiedName().toString();
            m_attempt.root = rootKind(m_attempt.rootName);
            if (m_attempt.root == Root::Opml) {
                readRoot();
                // Whatever follows the root must still be well formed.
                while (!m_xml.atEnd())
                    m_xml.readNext();
            }
        }
        if (m_xml.hasError()) {
            m_attempt.failed = true;
            m_attempt.premature = m_xml.error() == QXmlStreamReader::PrematureEndOfDocumentError;
            m_attempt.errorString = m_xml.errorString();
            m_attempt.line = m_xml.lineNumber();
            m_attempt.column = m_xml.columnNumber();
        }
        return std::move(m_attempt);
    }

private:
    struct Frame
    {
        OpmlOutline outline;
        qint64 line = 0;
        qint64 column = 0;
        bool include = false;
        // OPML 2.0's category="/Papers/Distributed": the folders of a feed listed outside any.
        QStringList categoryPath;
    };

    void problem(qint64 line, qint64 column, const QString &message)
    {
        m_attempt.document.problems.append(ParseProblem{line, column, message});
    }

    void readRoot()
    {
        // Some exports put outlines straight into <opml>, without a <body>.
        while (m_xml.readNextStartElement()) {
            if (isNamed(m_xml.name(), "head"_L1))
                readHead();
            else if (isNamed(m_xml.name(), "body"_L1))
                readBody();
            else if (isNamed(m_xml.name(), "outline"_L1))
                readOutlineTree(&m_attempt.document.outlines);
            else
                m_xml.skipCurrentElement();
        }
    }

    void readHead()
    {
        while (m_xml.readNextStartElement()) {
            if (isNamed(m_xml.name(), "title"_L1) && m_attempt.document.title.isEmpty())
                m_attempt.document.title =
                    cleanTitle(m_xml.readElementText(QXmlStreamReader::IncludeChildElements));
            else
                m_xml.skipCurrentElement();
        }
    }

    void readBody()
    {
        while (m_xml.readNextStartElement()) {
            if (isNamed(m_xml.name(), "outline"_L1))
                readOutlineTree(&m_attempt.document.outlines);
            else
                m_xml.skipCurrentElement();
        }
    }

    QUrl urlValue(const QString &text, const QString &title, qint64 line, qint64 column)
    {
        if (text.isEmpty())
            return {};
        const QUrl url(text, QUrl::TolerantMode);
        if (url.isValid())
            return url;
        problem(
            line, column,
            OpmlReader::tr("ignored the address \"%1\" of outline \"%2\": it is not a valid URL")
                .arg(text, title));
        return {};
    }

    Frame frameHere()
    {
        Frame frame;
        frame.line = m_xml.lineNumber();
        frame.column = m_xml.columnNumber();
        const QXmlStreamAttributes attributes = m_xml.attributes();
        OpmlOutline &outline = frame.outline;
        outline.title = cleanTitle(attributeValue(attributes, {"text"_L1, "title"_L1}));
        outline.type = attributeValue(attributes, {"type"_L1}).toLower();
        QString xmlUrl =
            attributeValue(attributes, {"xmlUrl"_L1, "xml_url"_L1, "feedUrl"_L1, "rssUrl"_L1});
        const QString url = attributeValue(attributes, {"url"_L1});
        // type="include" (and "link" to an .opml file) points at another subscription list.
        frame.include =
            outline.type == "include"_L1 ||
            (outline.type == "link"_L1 && url.endsWith(".opml"_L1, Qt::CaseInsensitive));
        if (xmlUrl.isEmpty() && !frame.include)
            xmlUrl = url;
        outline.xmlUrl = urlValue(xmlUrl, outline.title, frame.line, frame.column);
        outline.htmlUrl =
            urlValue(attributeValue(attributes, {"htmlUrl"_L1, "html_url"_L1, "siteUrl"_L1}),
                     outline.title, frame.line, frame.column);
        if (frame.include)
            outline.xmlUrl = QUrl(url, QUrl::TolerantMode);
        // Of its comma-separated categories, the first path ("/a/b") names folders; other
        // values are tags of the outline, which a subscription list has no use for.
        for (const QString &category : attributeValue(attributes, {"category"_L1}).split(u',')) {
            const QString path = category.trimmed();
            if (!path.startsWith(u'/'))
                continue;
            for (const QString &folder : path.split(u'/', Qt::SkipEmptyParts)) {
                if (const QString name = cleanTitle(folder); !name.isEmpty())
                    frame.categoryPath.append(name);
            }
            frame.categoryPath = frame.categoryPath.mid(0, OpmlReader::MaxDepth - 1);
            break;
        }
        for (const QXmlStreamAttribute &attribute : attributes) {
            const QString name = attribute.name().toString();
            if (name.size() > 4 && name.startsWith("page"_L1) && name.at(4).isUpper())
                outline.pageRule.setField(name.at(4).toLower() + name.mid(5),
                                          attribute.value().toString().trimmed());
        }
        return frame;
    }

    // Turns a finished outline into a feed or a group; false when it is left out.
    bool finish(Frame &frame)
    {
        OpmlOutline &outline = frame.outline;
        const QString name = outline.title.isEmpty() ? u"(untitled)"_s : outline.title;
        if (frame.include) {
            problem(frame.line, frame.column,
                    OpmlReader::tr(
                        "skipped outline \"%1\": it includes another OPML file (%2), which is not "
                        "followed")
                        .arg(name, outline.xmlUrl.toString()));
            return false;
        }
        if (outline.isFeed()) {
            if (outline.type.isEmpty())
                outline.type = u"rss"_s;
            return true;
        }
        if (outline.children.isEmpty()) {
            problem(frame.line, frame.column,
                    OpmlReader::tr("skipped outline \"%1\": it has no feed URL and holds no feeds")
                        .arg(name));
            return false;
        }
        if (outline.title.isEmpty()) {
            outline.title = u"Untitled folder"_s;
            problem(frame.line, frame.column,
                    OpmlReader::tr("named a folder without a title \"%1\"").arg(outline.title));
        }
        return true;
    }

    // A feed outside any folder goes into the folders its category path names, made as needed
    // (or the ones of that name already read); nesting, when a list has it, says more.
    static void placeInFolders(QList<OpmlOutline> *into, const QStringList &path, OpmlOutline feed)
    {
        QList<OpmlOutline> *level = into;
        for (const QString &name : path) {
            const auto folder = std::find_if(level->begin(), level->end(), [&](const auto &o) {
                return !o.isFeed() && o.title == name;
            });
            if (folder != level->end()) {
                level = &folder->children;
                continue;
            }
            OpmlOutline made;
            made.title = name;
            level->append(std::move(made));
            level = &level->last().children;
        }
        level->append(std::move(feed));
    }

    // Reads the outline the reader is on and all it holds, ending on its end tag.
    void readOutlineTree(QList<OpmlOutline> *into)
    {
        QList<Frame> stack{frameHere()};
        auto close = [&] {
            Frame frame = stack.takeLast();
            if (!finish(frame))
                return;
            if (stack.isEmpty() && frame.outline.isFeed() && !frame.categoryPath.isEmpty())
                placeInFolders(into, frame.categoryPath, std::move(frame.outline));
            else
                (stack.isEmpty() ? *into : stack.last().outline.children)
                    .append(std::move(frame.outline));
        };
        int flattening = 0; // elements open below the depth limit
        while (!stack.isEmpty() && !m_xml.atEnd()) {
            m_xml.readNext();
            if (m_xml.isStartElement()) {
                const bool isOutline = isNamed(m_xml.name(), "outline"_L1);
                if (flattening == 0 && !isOutline) {
                    m_xml.skipCurrentElement();
                    continue;
                }
                if (flattening == 0 && stack.size() < OpmlReader::MaxDepth) {
                    stack.append(frameHere());
                    continue;
                }
                if (flattening++ == 0 && !m_flattenNoted) {
                    m_flattenNoted = true;
                    problem(m_xml.lineNumber(), m_xml.columnNumber(),
                            OpmlReader::tr(
                                "outlines nested deeper than %1 levels were moved up into the "
                                "folder at that depth")
                                .arg(OpmlReader::MaxDepth));
                }
                if (isOutline) {
                    Frame leaf = frameHere();
                    if (leaf.include || leaf.outline.isFeed()) {
                        if (finish(leaf))
                            stack.last().outline.children.append(std::move(leaf.outline));
                    }
                }
            } else if (m_xml.isEndElement()) {
                if (flattening > 0)
                    --flattening;
                else
                    close();
            }
        }
        // The document broke off: keep what was read.
        while (!stack.isEmpty())
            close();
    }

    QXmlStreamReader m_xml;
    Attempt m_attempt;
    bool m_flattenNoted = false;
};

OpmlParseResult failure(const QString &error)
{
    OpmlParseResult result;
    result.error = error;
    return result;
}

QString notOpml(const Attempt &attempt)
{
    switch (attempt.root) {
    case Root::Html:
        return OpmlReader::tr("the file is an HTML page, not an OPML subscription list");
    case Root::Rss:
        return OpmlReader::tr(
                   "the file is an RSS feed (its root element is <%1>), not an OPML subscription "
                   "list; subscribe to it instead")
            .arg(attempt.rootName);
    case Root::Atom:
        return OpmlReader::tr(
                   "the file is an Atom feed (its root element is <%1>), not an OPML subscription "
                   "list; subscribe to it instead")
            .arg(attempt.rootName);
    default:
        return OpmlReader::tr("the file is XML but not OPML: its root element is <%1>, not <opml>")
            .arg(attempt.rootName);
    }
}

} // namespace

OpmlParseResult OpmlReader::parse(const QByteArray &data)
{
    if (data.size() > MaxBytes)
        return failure(
            OpmlReader::tr("the file is %1 bytes, more than the %2 bytes an OPML file may have")
                .arg(data.size())
                .arg(MaxBytes));
    const TextDecoder::Utf8Result utf8 = TextDecoder::decodeToUtf8(data);
    QList<ParseProblem> problems = utf8.problems;
    const QByteArray capped = XmlHazards::capAttributes(utf8.text, &problems);
    const bool chained = XmlHazards::declaresEntityChains(capped);
    const QString text = QString::fromUtf8(capped);
    const QStringView start = XmlRepair::skipLeadingWhitespace(text);
    if (start.isEmpty())
        return failure(OpmlReader::tr("the file is empty"));
    if (start.startsWith(u'{') || start.startsWith(u'['))
        return failure(OpmlReader::tr("the file is JSON, not an OPML subscription list"));
    if (startsLikeHtmlDocument(start))
        return failure(OpmlReader::tr("the file is an HTML page, not an OPML subscription list"));
    if (!start.contains(u'<'))
        return failure(OpmlReader::tr("the file is plain text, not an OPML subscription list"));

    Attempt attempt;
    if (chained) {
        attempt.failed = true; // read only the repaired text, which has no declarations
        problems.append(
            ParseProblem{1, 1,
                         OpmlReader::tr("the document type declares entities made of other "
                                        "entities; the declaration was ignored")});
    } else {
        attempt = Pass(start).run();
    }
    if (attempt.failed) {
        // Mend the usual faults and read again; keep the better of the two readings.
        QList<ParseProblem> repairs;
        const QString repaired = XmlRepair::repair(text, &repairs);
        Attempt second = Pass(repaired).run();
        const bool firstBetter =
            attempt.root == Root::Opml &&
            (second.root != Root::Opml ||
             feedCount(attempt.document.outlines) > feedCount(second.document.outlines));
        if (firstBetter) {
            problems.append(
                ParseProblem{attempt.line, attempt.column,
                             OpmlReader::tr("the XML is malformed: %1").arg(attempt.errorString)});
            attempt.failed = false;
        } else {
            problems += repairs;
            attempt = std::move(second);
        }
    }

    if (attempt.root == Root::None) {
        if (attempt.failed && !attempt.premature)
            return failure(
                OpmlReader::tr("the file is not OPML: it is not well-formed XML (line %1, column "
                               "%2: %3)")
                    .arg(attempt.line)
                    .arg(attempt.column)
                    .arg(attempt.errorString));
        return failure(OpmlReader::tr("the file is not OPML: it holds no complete XML element"));
    }
    if (attempt.root != Root::Opml)
        return failure(notOpml(attempt));
    if (attempt.failed)
        problems.append(ParseProblem{
            attempt.line, attempt.column,
            OpmlReader::tr(
                "the XML breaks off or is malformed here (%1); the outlines before it were kept")
                .arg(attempt.errorString)});

    OpmlParseResult result;
    result.ok = true;
    result.document = std::move(attempt.document);
    result.document.problems = problems + result.document.problems;
    return result;
}

} // namespace Lectern
