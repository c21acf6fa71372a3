#include "feeds/page/pagefeedreader.h"

#include "feeds/page/feeddiscovery.h"
#include "feeds/page/htmlselector.h"
#include "feeds/text/datetimeparser.h"
#include "html/gumbotree.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTimeZone>

#include <algorithm>
#include <deque>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

using Node = const GumboNode *;

constexpr int kMinItems = 2;           // fewer blocks of one shape are not a list
constexpr qsizetype kMaxSummary = 600; // a card's summary is a line or two, not the article
constexpr qsizetype kMaxTag = 40;
constexpr double kMinTitle = 6.0; // menus and tag clouds: a word or two per link

// Parts of a page that hold no entries, whatever repeats in them.
bool isChrome(Node node)
{
    switch (node->v.element.tag) {
    case GUMBO_TAG_HEAD:
    case GUMBO_TAG_NAV:
    case GUMBO_TAG_HEADER:
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_ASIDE:
    case GUMBO_TAG_SCRIPT:
    case GUMBO_TAG_STYLE:
    case GUMBO_TAG_NOSCRIPT:
    case GUMBO_TAG_TEMPLATE:
    case GUMBO_TAG_FORM:
    case GUMBO_TAG_SELECT:
        return true;
    default:
        break;
    }
    const QString role = GumboTree::attribute(node, "role");
    if (role == "navigation"_L1 || role == "banner"_L1 || role == "contentinfo"_L1)
        return true;
    static const QRegularExpression chrome(
        u"(^|[-_ ])(sidebar|side-bar|navbar|nav|menu|pagination|pager|breadcrumbs?|toc|"
        "tag-?cloud|footer|site-header|masthead)($|[-_ ])"_s,
        QRegularExpression::CaseInsensitiveOption);
    if (!chrome.match(GumboTree::attribute(node, "class")).hasMatch() &&
        !chrome.match(GumboTree::attribute(node, "id")).hasMatch())
        return false;
    // A name that only mentions the chrome beside it ("sidebar-position-left" on NexT's page
    // container, "main-and-footer") is no chrome when the page's main part is inside.
    bool holdsMain = false;
    GumboTree::walk(node, [&](Node n) {
        holdsMain = holdsMain || GumboTree::isElement(n, GUMBO_TAG_MAIN) ||
                    GumboTree::attribute(n, "role") == "main"_L1;
        return !holdsMain;
    });
    return !holdsMain;
}

bool isHeading(Node node)
{
    const GumboTag tag = node->v.element.tag;
    return tag >= GUMBO_TAG_H1 && tag <= GUMBO_TAG_H6;
}

QList<Node> elementChildren(Node node)
{
    QList<Node> children;
    const GumboVector &kids = node->v.element.children;
    for (unsigned i = 0; i < kids.length; ++i) {
        const auto *kid = static_cast<Node>(kids.data[i]);
        if (kid->type == GUMBO_NODE_ELEMENT)
            children.append(kid);
    }
    return children;
}

QString tagName(Node node)
{
    return QString::fromUtf8(gumbo_normalized_tagname(node->v.element.tag));
}

// A block's classes, numbers taken out ("post-412" is "post-").
QStringList classesOf(Node node)
{
    static const QRegularExpression digits(u"\\d+"_s);
    QStringList classes = GumboTree::attribute(node, "class").split(u' ', Qt::SkipEmptyParts);
    for (QString &name : classes)
        name.remove(digits);
    classes.sort();
    classes.removeDuplicates();
    return classes;
}

QString signatureOf(const QString &tag, const QStringList &classes)
{
    return tag + u'.' + classes.join(u'.');
}

// Siblings of one shape: the same tag and the classes most of them share. A class only some
// carry (a category, "featured", "has-image") does not split a list whose blocks share another
// class; siblings that share none (a table's title rows and detail rows) keep their own shapes.
QMap<QString, QList<Node>> shapesOf(const QList<Node> &children)
{
    QMap<QString, QList<Node>> byTag;
    for (Node child : children)
        byTag[tagName(child)].append(child);
    QMap<QString, QList<Node>> groups;
    for (auto it = byTag.cbegin(); it != byTag.cend(); ++it) {
        QHash<QString, int> counts;
        for (Node child : it.value()) {
            for (const QString &name : classesOf(child))
                ++counts[name];
        }
        const auto common = [&](const QString &name) {
            return counts.value(name) * 5 >= it.value().size() * 4;
        };
        const bool shared = std::any_of(counts.keyBegin(), counts.keyEnd(), common);
        for (Node child : it.value()) {
            QStringList classes = classesOf(child);
            if (shared)
                classes.removeIf([&](const QString &name) { return !common(name); });
            groups[signatureOf(it.key(), classes)].append(child);
        }
    }
    return groups;
}

// Whether a block has a shape: its tag, and at least the shape's classes.
bool hasShape(Node node, const QString &shape)
{
    const QString tag = shape.section(u'.', 0, 0);
    const QStringList classes = shape.section(u'.', 1).split(u'.', Qt::SkipEmptyParts);
    if (tagName(node) != tag)
        return false;
    const QStringList own = classesOf(node);
    return std::all_of(classes.begin(), classes.end(),
                       [&](const QString &name) { return own.contains(name); });
}

bool classMatches(Node node, const QRegularExpression &pattern)
{
    return pattern.match(GumboTree::attribute(node, "class")).hasMatch();
}

QString hostWithoutWww(const QUrl &url)
{
    QString host = url.host().toLower();
    if (host.startsWith("www."_L1))
        host = host.mid(4);
    return host;
}

// A link worth following from the page: http(s), on the same site, not back to the page.
QUrl followable(Node anchor, const QUrl &base, const QUrl &page)
{
    const QString href = GumboTree::attribute(anchor, "href").trimmed();
    if (href.isEmpty() || href.startsWith(u'#'))
        return {};
    const QUrl url = base.resolved(QUrl(href, QUrl::TolerantMode)).adjusted(QUrl::RemoveFragment);
    if (!url.isValid() || (url.scheme() != "http"_L1 && url.scheme() != "https"_L1) ||
        hostWithoutWww(url) != hostWithoutWww(page) ||
        url.adjusted(QUrl::StripTrailingSlash) ==
            page.adjusted(QUrl::RemoveFragment | QUrl::StripTrailingSlash))
        return {};
    return url;
}

// What is no entry's title: page numbers, "next", "more".
bool isNavigationText(const QString &text)
{
    static const QRegularExpression noWords(u"^[\\d\\s\\p{P}\\p{S}]*$"_s);
    static const QSet<QString> words = {
        u"next"_s,   u"previous"_s,  u"prev"_s,        u"older"_s,       u"newer"_s,
        u"more"_s,   u"read more"_s, u"older posts"_s, u"newer posts"_s, u"next page"_s,
        u"下一页"_s, u"上一页"_s,    u"更多"_s,        u"阅读全文"_s,    u"查看更多"_s,
    };
    static const QRegularExpression marks(u"[\\p{P}\\p{S}]"_s);
    const QString plain = text.toLower().remove(marks).simplified();
    return noWords.match(text).hasMatch() || words.contains(plain);
}

bool isTagLink(Node anchor, const QUrl &url)
{
    static const QRegularExpression tagClass(u"tag|label|badge|categor|topic"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tagPath(u"/(tags?|categor(y|ies)|topics?|labels?)/"_s,
                                            QRegularExpression::CaseInsensitiveOption);
    return classMatches(anchor, tagClass) || tagPath.match(url.path()).hasMatch();
}

struct Item
{
    Node node = nullptr;
    QUrl link;
    QString title;
    QString summary;
    QDateTime date;
    QStringList tags;
    QUrl image;
};

// Reads one block as an entry; an item without a link or a title is none.
class ItemReader
{
public:
    ItemReader(const QUrl &base, const QUrl &page)
        : m_base(base)
        , m_page(page)
    {
    }

    Item read(Node node) const
    {
        Item item;
        item.node = node;
        QList<Node> anchors, headings, times, images;
        GumboTree::walk(node, [&](Node n) {
            if (GumboTree::isElement(n, GUMBO_TAG_A))
                anchors.append(n);
            else if (isHeading(n))
                headings.append(n);
            else if (GumboTree::isElement(n, GUMBO_TAG_TIME))
                times.append(n);
            else if (GumboTree::isElement(n, GUMBO_TAG_IMG))
                images.append(n);
            return true;
        });

        // The main link: the heading's, else the longest non-tag link, else any (a card whose
        // whole face is a link with no text of its own).
        Node main = nullptr;
        QUrl mainUrl;
        qsizetype longest = -1;
        for (Node anchor : std::as_const(anchors)) {
            const QUrl url = followable(anchor, m_base, m_page);
            if (!url.isValid())
                continue;
            const bool inHeading = std::any_of(headings.begin(), headings.end(), [&](Node h) {
                return contains(h, anchor) || contains(anchor, h);
            });
            if (inHeading) {
                main = anchor;
                mainUrl = url;
                break;
            }
            if (isTagLink(anchor, url))
                continue;
            const qsizetype length = GumboTree::textContent(anchor).size();
            if (length > longest) {
                longest = length;
                main = anchor;
                mainUrl = url;
            }
        }
        if (!main && GumboTree::isElement(node, GUMBO_TAG_A)) {
            main = node;
            mainUrl = followable(node, m_base, m_page);
        }
        if (!main || !mainUrl.isValid())
            return item;
        item.link = mainUrl;
        // The title: the heading the main link is in (or that is in it), else the first heading
        // when the link has no words of its own (an image link), else the link's words. A
        // heading inside the excerpt is not the item's title.
        Node titleHeading = nullptr;
        for (Node h : std::as_const(headings)) {
            if (contains(h, main) || contains(main, h)) {
                titleHeading = h;
                break;
            }
        }
        const QString linkText = GumboTree::textContent(main);
        if (!titleHeading && linkText.isEmpty() && !headings.isEmpty())
            titleHeading = headings.first();
        const QString heading = titleHeading ? GumboTree::textContent(titleHeading) : QString();
        item.title = !heading.isEmpty() ? heading : linkText;
        if (item.title.isEmpty())
            item.title = textOfClass(node, titleClass());
        if (item.title.isEmpty() || isNavigationText(item.title))
            return Item{};
        // Without a heading, a block that holds a list of links to other pages, each with words
        // enough to be a title, is a list of entries (an archive's year), not one entry.
        if (!titleHeading && holdsAListOfEntries(node))
            return Item{};
        // Without a heading, the link must be what the block is about, not a link in prose:
        // named as the title (itself or what holds it, Icarus's p.title), or starting the
        // block, or a good part of its text.
        if (heading.isEmpty() && main != node && !namedAsTitle(main, node)) {
            const QString all = GumboTree::textContent(node);
            if (!all.startsWith(linkText.left(12)) && linkText.size() * 5 < all.size() * 2)
                return Item{};
        }

        item.summary = summaryOf(node, item.title);
        item.date = dateOf(node, times, item.title);
        for (Node anchor : std::as_const(anchors)) {
            if (anchor == main)
                continue;
            const QUrl url = followable(anchor, m_base, m_page);
            const QString text = GumboTree::textContent(anchor);
            if (url.isValid() && isTagLink(anchor, url))
                addTag(item.tags, text, item.title);
        }
        GumboTree::walk(node, [&](Node n) {
            if (!GumboTree::isElement(n, GUMBO_TAG_A) && classMatches(n, tagClass()) &&
                elementChildren(n).isEmpty())
                addTag(item.tags, GumboTree::textContent(n), item.title);
            return true;
        });
        for (Node image : std::as_const(images)) {
            QString src = GumboTree::attribute(image, "src").trimmed();
            if (src.isEmpty() || src.startsWith("data:"_L1))
                src = GumboTree::attribute(image, "data-src").trimmed();
            const QUrl url = m_base.resolved(QUrl(src, QUrl::TolerantMode));
            if (!src.isEmpty() && (url.scheme() == "http"_L1 || url.scheme() == "https"_L1)) {
                item.image = url;
                break;
            }
        }
        return item;
    }

private:
    static const QRegularExpression &titleClass()
    {
        static const QRegularExpression pattern(u"title|name|heading"_s,
                                                QRegularExpression::CaseInsensitiveOption);
        return pattern;
    }
    static const QRegularExpression &tagClass()
    {
        static const QRegularExpression pattern(
            u"(^|[-_ ])(tags?|label|badge|chip|pill)($|[-_ ])"_s,
            QRegularExpression::CaseInsensitiveOption);
        return pattern;
    }

    // Whether some element of the block has two or more block children of one shape (list
    // items, rows, divisions) that each link to another page of the site with a title's worth
    // of words; a row of links ("[BibTeX] [Slides]") is no list of entries.
    bool holdsAListOfEntries(Node node) const
    {
        bool found = false;
        GumboTree::walk(node, [&](Node n) {
            const QMap<QString, QList<Node>> groups = shapesOf(elementChildren(n));
            for (const QList<Node> &group : groups) {
                switch (group.first()->v.element.tag) {
                case GUMBO_TAG_LI:
                case GUMBO_TAG_DIV:
                case GUMBO_TAG_ARTICLE:
                case GUMBO_TAG_SECTION:
                case GUMBO_TAG_TR:
                case GUMBO_TAG_DD:
                    break;
                default:
                    continue;
                }
                QSet<QUrl> pages;
                for (Node child : group) {
                    const QUrl page = titledLink(child);
                    if (page.isValid())
                        pages.insert(page);
                }
                found = found || pages.size() > 1;
            }
            return !found;
        });
        return found;
    }

    // The first link of a block to another page of the site that reads like a title.
    QUrl titledLink(Node block) const
    {
        QUrl found;
        GumboTree::walk(block, [&](Node n) {
            if (!found.isValid() && GumboTree::isElement(n, GUMBO_TAG_A)) {
                const QUrl url = followable(n, m_base, m_page);
                const QString text = GumboTree::textContent(n);
                if (url.isValid() && !isTagLink(n, url) && text.size() >= kMinTitle &&
                    !isNavigationText(text))
                    found = url;
            }
            return !found.isValid();
        });
        return found;
    }

    // The anchor, or an element around it inside the block, is named as a title.
    static bool namedAsTitle(Node anchor, Node block)
    {
        static const QRegularExpression titleLink(u"title|heading|name"_s,
                                                  QRegularExpression::CaseInsensitiveOption);
        for (Node n = anchor; n && n != block; n = n->parent) {
            if (n->type == GUMBO_NODE_ELEMENT && classMatches(n, titleLink))
                return true;
        }
        return false;
    }

    static bool contains(Node outer, Node inner)
    {
        for (Node n = inner; n; n = n->parent) {
            if (n == outer)
                return true;
        }
        return false;
    }

    static QString textOfClass(Node node, const QRegularExpression &pattern)
    {
        QString found;
        GumboTree::walk(node, [&](Node n) {
            if (found.isEmpty() && n != node && classMatches(n, pattern))
                found = GumboTree::textContent(n);
            return found.isEmpty();
        });
        return found;
    }

    // The block's line or two of description: a part named like one, else its first paragraph
    // that is not the title.
    static QString summaryOf(Node node, const QString &title)
    {
        static const QRegularExpression summaryClass(
            u"summary|excerpt|desc|abstract|intro|teaser|preview|blurb|subtitle"_s,
            QRegularExpression::CaseInsensitiveOption);
        QString byClass, byParagraph;
        GumboTree::walk(node, [&](Node n) {
            if (n == node || isHeading(n))
                return n == node;
            const bool named = classMatches(n, summaryClass);
            if (!named && !GumboTree::isElement(n, GUMBO_TAG_P))
                return true;
            const QString text = GumboTree::textContent(n);
            if (text.size() < 8 || text == title ||
                (text.size() < 40 && PageFeedReader::findDate(text).isValid()))
                return true;
            if (named && byClass.isEmpty())
                byClass = text;
            else if (!named && byParagraph.isEmpty())
                byParagraph = text;
            return false;
        });
        const QString summary = byClass.isEmpty() ? byParagraph : byClass;
        return summary.size() > kMaxSummary ? summary.left(kMaxSummary - 1) + u'\u2026' : summary;
    }

    static QDateTime dateOf(Node node, const QList<Node> &times, const QString &title)
    {
        for (Node time : times) {
            const QString stamp = GumboTree::attribute(time, "datetime").trimmed();
            QDateTime date = DateTimeParser::parse(stamp);
            if (!date.isValid())
                date = PageFeedReader::findDate(stamp);
            if (!date.isValid())
                date = PageFeedReader::findDate(GumboTree::textContent(time));
            if (date.isValid())
                return date;
        }
        static const QRegularExpression dateClass(u"date|time|meta|posted|published"_s,
                                                  QRegularExpression::CaseInsensitiveOption);
        QDateTime found;
        GumboTree::walk(node, [&](Node n) {
            if (found.isValid())
                return false;
            if (n != node && classMatches(n, dateClass)) {
                const QString stamp = GumboTree::attribute(n, "title") + u' ' +
                                      GumboTree::attribute(n, "datetime") + u' ' +
                                      GumboTree::textContent(n);
                found = PageFeedReader::findDate(stamp);
            }
            return !found.isValid();
        });
        if (found.isValid())
            return found;
        QString text = GumboTree::textContent(node);
        text.remove(title);
        return PageFeedReader::findDate(text);
    }

    static void addTag(QStringList &tags, QString text, const QString &title)
    {
        text = text.simplified();
        if (text.startsWith(u'#'))
            text = text.mid(1).trimmed();
        if (text.isEmpty() || text.size() > kMaxTag || text == title || tags.contains(text) ||
            isNavigationText(text))
            return;
        tags.append(text);
    }

    QUrl m_base;
    QUrl m_page;
};

struct Candidate
{
    Node parent = nullptr;
    QString signature;
    QList<Item> items;
    double score = 0;
};

double scoreOf(const QList<Item> &items)
{
    double score = 0;
    qsizetype titleChars = 0;
    QSet<QUrl> links;
    for (const Item &item : items) {
        titleChars += item.title.size();
        links.insert(item.link);
        score += double(qMin<qsizetype>(item.title.size(), 60)) +
                 (item.summary.isEmpty() ? 0 : 20) + (item.date.isValid() ? 10 : 0) +
                 (item.tags.isEmpty() ? 0 : 5);
    }
    // Menus and tag clouds: short names; the same link over and over is no list either.
    if (double(titleChars) / double(items.size()) < kMinTitle || links.size() < kMinItems)
        return 0;
    return score;
}

// The text of a section heading, without the count many index pages put after it.
QString sectionName(const QString &heading)
{
    static const QRegularExpression count(
        u"\\s*[(（\\[]\\s*\\d+\\s*[)）\\]]\\s*$|\\s*[·•|]\\s*\\d+\\s*$"_s);
    QString name = heading;
    name.remove(count);
    name = name.simplified();
    // An archive's years (or months) order its posts; they are not what a post is about.
    static const QRegularExpression period(
        u"^(19|20)\\d\\d(\\s*年)?([-/.\\s]*\\d{1,2}\\s*月?)?$"_s);
    return period.match(name).hasMatch() ? QString() : name;
}

} // namespace

QDateTime PageFeedReader::findDate(const QString &text)
{
    static const QString months =
        u"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
        "sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"_s;
    static const QRegularExpression numeric(
        u"(?<!\\d)((?:19|20)\\d\\d)\\s*[-/.年]\\s*(\\d{1,2})\\s*[-/.月]\\s*(\\d{1,2})(?!\\d)"_s);
    static const QRegularExpression monthFirst(
        u"\\b(" + months + u")\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d\\d)\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression dayFirst(u"\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(" + months +
                                                 u")\\.?,?\\s+((?:19|20)\\d\\d)\\b"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression monthOnly(
        u"(?<!\\d)((?:19|20)\\d\\d)\\s*年\\s*(\\d{1,2})\\s*月(?!\\s*\\d)|\\b(" + months +
            u")\\.?\\s+((?:19|20)\\d\\d)\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    const auto monthNumber = [](const QString &name) {
        static const QStringList names = {u"jan"_s, u"feb"_s, u"mar"_s, u"apr"_s,
                                          u"may"_s, u"jun"_s, u"jul"_s, u"aug"_s,
                                          u"sep"_s, u"oct"_s, u"nov"_s, u"dec"_s};
        return int(names.indexOf(name.left(3).toLower())) + 1;
    };
    const auto at = [](int y, int m, int d) {
        const QDate date(y, m, d);
        return date.isValid() ? QDateTime(date, QTime(12, 0), QTimeZone::UTC) : QDateTime();
    };
    // The earliest date in the text wins, whichever way it is written.
    QDateTime best;
    qsizetype bestAt = -1;
    const auto consider = [&](const QRegularExpressionMatch &m, const QDateTime &date) {
        if (m.hasMatch() && date.isValid() && (bestAt < 0 || m.capturedStart() < bestAt)) {
            best = date;
            bestAt = m.capturedStart();
        }
    };
    QRegularExpressionMatch m = numeric.match(text);
    consider(m, at(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt()));
    m = monthFirst.match(text);
    consider(m, at(m.captured(3).toInt(), monthNumber(m.captured(1)), m.captured(2).toInt()));
    m = dayFirst.match(text);
    consider(m, at(m.captured(3).toInt(), monthNumber(m.captured(2)), m.captured(1).toInt()));
    if (best.isValid())
        return best;
    m = monthOnly.match(text);
    if (m.hasMatch()) {
        return m.captured(1).isEmpty() ? at(m.captured(4).toInt(), monthNumber(m.captured(3)), 1)
                                       : at(m.captured(1).toInt(), m.captured(2).toInt(), 1);
    }
    return {};
}

namespace {
// The items a user's rule names (see PageRule), in document order.
QList<Item> itemsByRule(const GumboNode *root, const ItemReader &reader, const QUrl &base,
                        const PageRule &rule, QString *problem)
{
    const auto selector = [](const QString &text) {
        return text.isEmpty() ? std::nullopt : HtmlSelector::parse(text);
    };
    const auto items = selector(rule.item);
    const auto title = selector(rule.title), link = selector(rule.link), date = selector(rule.date),
               summary = selector(rule.summary), tags = selector(rule.tags);
    const QRegularExpression urlPattern(rule.urlPattern);
    if (!items) {
        *problem = rule.problem();
        return {};
    }
    const QList<Node> blocks = items->select(root);
    QList<Item> found;
    for (Node block : blocks) {
        Item item = reader.read(block); // what the rule leaves out
        item.node = block;
        if (link) {
            Node anchor = link->first(block);
            if (anchor && !GumboTree::isElement(anchor, GUMBO_TAG_A)) {
                GumboTree::walk(anchor, [&](Node n) {
                    if (GumboTree::isElement(n, GUMBO_TAG_A) && GumboTree::hasAttribute(n, "href"))
                        anchor = n;
                    return !GumboTree::isElement(anchor, GUMBO_TAG_A);
                });
            }
            const QString href =
                anchor ? GumboTree::attribute(anchor, "href").trimmed() : QString();
            const QUrl url =
                base.resolved(QUrl(href, QUrl::TolerantMode)).adjusted(QUrl::RemoveFragment);
            item.link = !href.isEmpty() && (url.scheme() == "http"_L1 || url.scheme() == "https"_L1)
                            ? url
                            : QUrl();
        }
        if (title) {
            const Node node = title->first(block);
            item.title = node ? GumboTree::textContent(node) : QString();
        }
        if (date) {
            item.date = {};
            if (const Node node = date->first(block)) {
                const QString stamp = GumboTree::attribute(node, "datetime").isEmpty()
                                          ? GumboTree::textContent(node)
                                          : GumboTree::attribute(node, "datetime");
                if (!rule.dateFormat.isEmpty()) {
                    const QDateTime parsed =
                        QDateTime::fromString(stamp.trimmed(), rule.dateFormat);
                    if (parsed.isValid())
                        item.date = rule.dateFormat.contains(u'h') || rule.dateFormat.contains(u'H')
                                        ? parsed.toUTC()
                                        : QDateTime(parsed.date(), QTime(12, 0), QTimeZone::UTC);
                } else {
                    item.date = DateTimeParser::parse(stamp.trimmed());
                    if (!item.date.isValid())
                        item.date = PageFeedReader::findDate(stamp + u' ' +
                                                             GumboTree::attribute(node, "title"));
                }
            }
        }
        if (summary) {
            const Node node = summary->first(block);
            item.summary = node ? GumboTree::textContent(node).left(kMaxSummary) : QString();
        }
        if (tags) {
            item.tags.clear();
            for (Node node : tags->select(block)) {
                const QString text = GumboTree::textContent(node);
                if (!text.isEmpty() && text.size() <= kMaxTag && !item.tags.contains(text))
                    item.tags.append(text);
            }
        }
        if (!item.link.isValid() || item.title.isEmpty())
            continue;
        if (!rule.urlPattern.isEmpty() &&
            !urlPattern.match(item.link.toString(QUrl::FullyEncoded)).hasMatch())
            continue;
        found.append(std::move(item));
    }
    if (found.isEmpty())
        *problem =
            blocks.isEmpty()
                ? PageFeedReader::tr("the rule's item selector “%1” matched nothing on the page")
                      .arg(rule.item)
                : PageFeedReader::tr(
                      "the rule's item selector “%1” matched %n element(s), but none "
                      "had both a link and a title",
                      nullptr, int(blocks.size()))
                      .arg(rule.item);
    return found;
}

// Where a block sits: the shapes of its ancestors, from the root.
QString pathOf(Node node)
{
    QStringList shapes;
    for (Node n = node; n && n->type == GUMBO_NODE_ELEMENT; n = n->parent)
        shapes.prepend(signatureOf(tagName(n), classesOf(n)));
    return shapes.join(u'/');
}

// Blocks the winning lists leave out that belong with them: a featured post of another class
// among them (PaperMod's first entry), and in a list like the winning ones (an archive's year)
// a post that is alone in it, a shape too common to look for by itself elsewhere.
void addKindredBlocks(Node root, const ItemReader &reader, const QString &winner,
                      std::deque<Candidate> &candidates, QList<const Candidate *> &chosen,
                      QSet<Node> &taken)
{
    const QString tag = winner.section(u'.', 0, 0);
    QSet<Node> parents;
    QSet<QString> listPaths;
    for (const Candidate *candidate : std::as_const(chosen)) {
        parents.insert(candidate->parent);
        if (candidate->items.size() > 1)
            listPaths.insert(pathOf(candidate->parent));
    }
    const auto take = [&](Node block, Node parent) {
        if (taken.contains(block) || tagName(block) != tag || isChrome(block))
            return;
        Item item = reader.read(block);
        if (!item.link.isValid() || item.title.size() < kMinTitle)
            return;
        taken.insert(block);
        candidates.push_back(Candidate{parent, winner, {std::move(item)}, 0});
        chosen.append(&candidates.back());
    };
    for (Node parent : std::as_const(parents)) {
        for (Node sibling : elementChildren(parent))
            take(sibling, parent);
    }
    if (!winner.endsWith(u'.'))
        return;
    QSet<QString> listShapes;
    for (const QString &path : std::as_const(listPaths))
        listShapes.insert(path.section(u'/', -1));
    GumboTree::walk(root, [&](Node node) {
        if (isChrome(node))
            return false;
        if (!parents.contains(node) &&
            listShapes.contains(signatureOf(tagName(node), classesOf(node))) &&
            listPaths.contains(pathOf(node))) {
            for (Node child : elementChildren(node))
                take(child, node);
            return false;
        }
        return true;
    });
}

// An entry as the library stores it: the link is its id; the summary holds the image.
ParsedEntry entryOf(const Item &item, const QString &section)
{
    ParsedEntry entry;
    entry.id = item.link.toString(QUrl::FullyEncoded);
    entry.link = item.link;
    entry.title = item.title;
    entry.published = item.date;
    entry.categories = item.tags;
    entry.section = section;
    if (!section.isEmpty() && !entry.categories.contains(section))
        entry.categories.prepend(section);
    QString summary;
    if (item.image.isValid())
        summary += u"<p><img src=\""_s + item.image.toString(QUrl::FullyEncoded).toHtmlEscaped() +
                   u"\" alt=\"\"></p>"_s;
    if (!item.summary.isEmpty())
        summary += u"<p>"_s + item.summary.toHtmlEscaped() + u"</p>"_s;
    entry.summary = summary;
    return entry;
}
} // namespace

ParsedFeed PageFeedReader::read(const QByteArray &html, const QUrl &pageUrl,
                                const QString &contentType, const PageRule &rule)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Page;
    feed.link = pageUrl;
    const GumboTree::Document tree(FeedDiscovery::decodePage(html, contentType));
    if (!tree.root()) {
        feed.problems.append({0, 0, tr("the page could not be read as HTML")});
        return feed;
    }

    // Document order, the page's title and its <base>.
    QHash<Node, int> order;
    QList<Node> headings;
    QUrl base = pageUrl;
    bool baseSeen = false;
    GumboTree::forEachElement(tree.root(), [&](Node node) {
        order.insert(node, int(order.size()));
        if (GumboTree::isElement(node, GUMBO_TAG_TITLE) && feed.title.isEmpty())
            feed.title = GumboTree::textContent(node);
        else if (GumboTree::isElement(node, GUMBO_TAG_BASE) && !baseSeen &&
                 GumboTree::hasAttribute(node, "href")) {
            baseSeen = true;
            base = pageUrl.resolved(
                QUrl(GumboTree::attribute(node, "href").trimmed(), QUrl::TolerantMode));
        } else if (isHeading(node) && node->v.element.tag <= GUMBO_TAG_H4) {
            headings.append(node);
        }
    });

    const ItemReader reader(base, pageUrl);
    if (!rule.isEmpty()) {
        QString problem;
        QSet<QUrl> seen;
        for (const Item &item : itemsByRule(tree.root(), reader, base, rule, &problem)) {
            if (!seen.contains(item.link)) {
                seen.insert(item.link);
                feed.entries.append(entryOf(item, {}));
            }
        }
        if (!problem.isEmpty())
            feed.problems.append({0, 0, problem});
        return feed;
    }

    // Every group of two or more children of one shape, outside the page's chrome.
    std::deque<Candidate> candidates; // stable addresses: chosen points into it
    GumboTree::walk(tree.root(), [&](Node node) {
        if (isChrome(node))
            return false;
        QList<Node> children;
        for (Node child : elementChildren(node)) {
            if (!isChrome(child))
                children.append(child);
        }
        const QMap<QString, QList<Node>> groups = shapesOf(children);
        for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
            if (it.value().size() < kMinItems)
                continue;
            Candidate candidate{node, it.key(), {}, 0};
            for (Node block : it.value()) {
                Item item = reader.read(block);
                if (item.link.isValid())
                    candidate.items.append(std::move(item));
            }
            // Most blocks of the group must read as entries (a table's header row need not).
            if (candidate.items.size() < kMinItems ||
                candidate.items.size() * 2 < it.value().size())
                continue;
            candidate.score = scoreOf(candidate.items);
            if (candidate.score > 0)
                candidates.push_back(std::move(candidate));
        }
        return true;
    });

    // The shape that scores best over the whole page: sections of cards alike count together.
    QHash<QString, double> byShape;
    for (const Candidate &candidate : std::as_const(candidates))
        byShape[candidate.signature] += candidate.score;
    QString winner;
    for (auto it = byShape.cbegin(); it != byShape.cend(); ++it) {
        if (winner.isEmpty() || it.value() > byShape.value(winner) ||
            (it.value() == byShape.value(winner) && it.key() < winner))
            winner = it.key();
    }
    if (winner.isEmpty()) {
        feed.problems.append(
            {0, 0,
             tr("found no repeated items on the page: no two or more blocks of the same shape "
                "that each link to a page of the same site")});
        return feed;
    }

    QList<const Candidate *> chosen;
    QSet<Node> taken;
    for (const Candidate &candidate : std::as_const(candidates)) {
        if (candidate.signature != winner)
            continue;
        chosen.append(&candidate);
        for (const Item &item : candidate.items)
            taken.insert(item.node);
    }
    // A section may hold a single card of the winning shape; a shape with no class is too
    // common to look for alone.
    if (!winner.endsWith(u'.')) {
        GumboTree::walk(tree.root(), [&](Node node) {
            if (isChrome(node))
                return false;
            if (taken.contains(node) || !hasShape(node, winner))
                return true;
            Item item = reader.read(node);
            if (item.link.isValid()) {
                candidates.push_back(Candidate{node->parent, winner, {std::move(item)}, 0});
                chosen.append(&candidates.back());
            }
            return false;
        });
    }
    addKindredBlocks(tree.root(), reader, winner, candidates, chosen, taken);
    std::sort(chosen.begin(), chosen.end(), [&](const Candidate *a, const Candidate *b) {
        return order.value(a->items.first().node) < order.value(b->items.first().node);
    });

    // Each group's section: the last heading before it that is not inside an item.
    QHash<const Candidate *, QString> sections;
    QSet<QString> sectionNames;
    for (const Candidate *candidate : std::as_const(chosen)) {
        const int start = order.value(candidate->parent);
        QString name;
        for (Node heading : std::as_const(headings)) {
            if (order.value(heading) >= start)
                break;
            name = sectionName(GumboTree::textContent(heading));
        }
        sections.insert(candidate, name);
        sectionNames.insert(name);
    }
    // One heading over everything (the page's own) names no section.
    const bool sectioned = sectionNames.size() > 1;

    QSet<QUrl> seen;
    for (const Candidate *candidate : std::as_const(chosen)) {
        for (const Item &item : candidate->items) {
            if (seen.contains(item.link))
                continue;
            seen.insert(item.link);
            feed.entries.append(entryOf(item, sectioned ? sections.value(candidate) : QString()));
        }
    }
    return feed;
}

} // namespace Lectern
