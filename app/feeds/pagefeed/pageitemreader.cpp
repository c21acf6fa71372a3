#include "feeds/pagefeed/pageitemreader.h"

#include "feeds/pagefeed/htmlselector.h"
#include "feeds/pagefeed/pagefeedreader.h"
#include "feeds/text/datetimeparser.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTimeZone>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

namespace Lectern {

using namespace PageBlocks;

namespace {

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

// A feed or a sitemap by its address ("/index.xml", "/atom.xml", "/feed/"): a site's RSS icon
// sits beside its posts, but it is no post.
bool isFeedAddress(const QUrl &url)
{
    static const QRegularExpression feed(u"(\\.(xml|rss|atom)|/(feed|rss|atom)/?)$"_s,
                                         QRegularExpression::CaseInsensitiveOption);
    return feed.match(url.path()).hasMatch();
}

// A link worth following from the page: http(s), on the same site, not back to the page, not
// its feed.
QUrl followable(Node anchor, const QUrl &base, const QUrl &page)
{
    const QString href = GumboTree::attribute(anchor, "href").trimmed();
    if (href.isEmpty() || href.startsWith(u'#'))
        return {};
    const QUrl url = base.resolved(QUrl(href, QUrl::TolerantMode)).adjusted(QUrl::RemoveFragment);
    if (!url.isValid() || (url.scheme() != "http"_L1 && url.scheme() != "https"_L1) ||
        hostWithoutWww(url) != hostWithoutWww(page) ||
        url.adjusted(QUrl::StripTrailingSlash) ==
            page.adjusted(QUrl::RemoveFragment | QUrl::StripTrailingSlash) ||
        isFeedAddress(url))
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

} // namespace

PageItemReader::PageItemReader(const QUrl &base, const QUrl &page)
    : m_base(base)
    , m_page(page)
{
}

PageItem PageItemReader::read(Node node) const
{
    PageItem item;
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

    // The main link: the heading's, else the one mainLinkOf() picks, else any (a card whose
    // whole face is a link with no text of its own).
    Node main = nullptr;
    QUrl mainUrl;
    QList<std::pair<Node, QUrl>> links; // to other pages of the site, tags left out
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
        if (!isTagLink(anchor, url))
            links.append({anchor, url});
    }
    if (!main && !links.isEmpty())
        std::tie(main, mainUrl) = mainLinkOf(links, node);
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
        return PageItem{};
    // Without a heading, a block that holds a list of links to other pages, each with words
    // enough to be a title, is a list of entries (an archive's year), not one entry.
    if (!titleHeading && holdsAListOfEntries(node))
        return PageItem{};
    // Without a heading, the link must be what the block is about, not a link in prose:
    // named as the title (itself or what holds it, Icarus's p.title), or starting the
    // block, or a good part of its text.
    if (heading.isEmpty() && main != node && !namedAsTitle(main, node)) {
        const QString all = GumboTree::textContent(node);
        if (!all.startsWith(linkText.left(12)) && linkText.size() * 5 < all.size() * 2)
            return PageItem{};
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

const QRegularExpression &PageItemReader::titleClass()
{
    static const QRegularExpression pattern(u"title|name|heading"_s,
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

const QRegularExpression &PageItemReader::tagClass()
{
    static const QRegularExpression pattern(u"(^|[-_ ])(tags?|label|badge|chip|pill)($|[-_ ])"_s,
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

std::pair<PageItemReader::Node, QUrl>
PageItemReader::mainLinkOf(const QList<std::pair<Node, QUrl>> &links, Node block)
{
    for (const auto &[anchor, url] : links) {
        if (anchor != block && namedAsTitle(anchor, block) &&
            !GumboTree::textContent(anchor).trimmed().isEmpty())
            return {anchor, url};
    }
    QHash<QUrl, int> times;
    for (const auto &link : links)
        ++times[link.second];
    const int most = *std::max_element(times.cbegin(), times.cend());
    const QUrl often =
        most >= 2 && std::count(times.cbegin(), times.cend(), most) == 1 ? times.key(most) : QUrl();
    std::pair<Node, QUrl> longest{nullptr, {}};
    qsizetype words = -1;
    for (const auto &[anchor, url] : links) {
        const qsizetype length = GumboTree::textContent(anchor).size();
        if ((often.isEmpty() || url == often) && length > words) {
            words = length;
            longest = {anchor, url};
        }
    }
    return longest;
}

// Whether some element of the block has two or more block children of one shape (list
// items, rows, divisions) that each link to another page of the site with a title's worth
// of words; a row of links ("[BibTeX] [Slides]") is no list of entries.
bool PageItemReader::holdsAListOfEntries(Node node) const
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
QUrl PageItemReader::titledLink(Node block) const
{
    QUrl found;
    GumboTree::walk(block, [&](Node n) {
        if (!found.isValid() && GumboTree::isElement(n, GUMBO_TAG_A)) {
            const QUrl url = followable(n, m_base, m_page);
            const QString text = GumboTree::textContent(n);
            if (url.isValid() && !isTagLink(n, url) && text.size() >= MinTitle &&
                !isNavigationText(text))
                found = url;
        }
        return !found.isValid();
    });
    return found;
}

// The anchor, or an element around it inside the block, is named as a title.
bool PageItemReader::namedAsTitle(Node anchor, Node block)
{
    static const QRegularExpression titleLink(u"title|heading|name"_s,
                                              QRegularExpression::CaseInsensitiveOption);
    for (Node n = anchor; n && n != block; n = n->parent) {
        if (n->type == GUMBO_NODE_ELEMENT && classMatches(n, titleLink))
            return true;
    }
    return false;
}

bool PageItemReader::contains(Node outer, Node inner)
{
    for (Node n = inner; n; n = n->parent) {
        if (n == outer)
            return true;
    }
    return false;
}

QString PageItemReader::textOfClass(Node node, const QRegularExpression &pattern)
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
QString PageItemReader::summaryOf(Node node, const QString &title)
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
    return summary.size() > MaxSummary ? summary.left(MaxSummary - 1) + u'\u2026' : summary;
}

QDateTime PageItemReader::dateOf(Node node, const QList<Node> &times, const QString &title)
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
    found = PageFeedReader::findDate(text);
    // A definition list's item is described by the term before it: an archive's date in <dt>,
    // its post in <dd>.
    if (!found.isValid() && GumboTree::isElement(node, GUMBO_TAG_DD) && node->parent) {
        const GumboVector &siblings = node->parent->v.element.children;
        for (unsigned i = node->index_within_parent; i-- > 0;) {
            const auto *sibling = static_cast<Node>(siblings.data[i]);
            if (GumboTree::isElement(sibling, GUMBO_TAG_DT)) {
                found = PageFeedReader::findDate(GumboTree::textContent(sibling));
                break;
            }
        }
    }
    return found;
}

void PageItemReader::addTag(QStringList &tags, QString text, const QString &title)
{
    text = text.simplified();
    if (text.startsWith(u'#'))
        text = text.mid(1).trimmed();
    if (text.isEmpty() || text.size() > MaxTag || text == title || tags.contains(text) ||
        isNavigationText(text))
        return;
    tags.append(text);
}

// The items a user's rule names (see PageRule), in document order.
QList<PageItem> PageItemReader::readByRule(Node root, const PageRule &rule, QString *problem) const
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
    QList<PageItem> found;
    for (Node block : blocks) {
        PageItem item = read(block); // what the rule leaves out
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
                m_base.resolved(QUrl(href, QUrl::TolerantMode)).adjusted(QUrl::RemoveFragment);
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
            item.summary = node ? GumboTree::textContent(node).left(MaxSummary) : QString();
        }
        if (tags) {
            item.tags.clear();
            for (Node node : tags->select(block)) {
                const QString text = GumboTree::textContent(node);
                if (!text.isEmpty() && text.size() <= MaxTag && !item.tags.contains(text))
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

} // namespace Lectern
