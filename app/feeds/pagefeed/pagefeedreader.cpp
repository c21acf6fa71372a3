#include "feeds/pagefeed/pagefeedreader.h"

#include "feeds/pagefeed/feeddiscovery.h"
#include "feeds/pagefeed/olderpages.h"
#include "feeds/pagefeed/pageblocks.h"
#include "feeds/pagefeed/pageitemreader.h"
#include "feeds/pagefeed/postaddresses.h"
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

using namespace PageBlocks;

namespace {

constexpr int kMinItems = 2; // fewer blocks of one shape are not a list

// A group of blocks of one shape under one parent, read as items.
struct Candidate
{
    Node parent = nullptr;
    QString signature;
    QList<PageItem> items;
    double score = 0;
};

double scoreOf(const QList<PageItem> &items)
{
    double score = 0;
    qsizetype titleChars = 0;
    QSet<QUrl> links;
    for (const PageItem &item : items) {
        titleChars += item.title.size();
        links.insert(item.link);
        score += double(qMin<qsizetype>(item.title.size(), 60)) +
                 (item.summary.isEmpty() ? 0 : 20) + (item.date.isValid() ? 10 : 0) +
                 (item.tags.isEmpty() ? 0 : 5);
    }
    // Menus and tag clouds: short names; the same link over and over is no list either.
    if (double(titleChars) / double(items.size()) < PageItemReader::MinTitle ||
        links.size() < kMinItems)
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

// What the page says of itself before its items are looked for: its title, its <base>, the
// document order of its elements and its headings (the sections' names).
struct PageOutline
{
    QString title;
    QUrl base;
    QHash<Node, int> order;
    QList<Node> headings;
};

PageOutline outlineOf(Node root, const QUrl &pageUrl)
{
    PageOutline outline;
    outline.base = pageUrl;
    bool baseSeen = false;
    GumboTree::forEachElement(root, [&](Node node) {
        outline.order.insert(node, int(outline.order.size()));
        if (GumboTree::isElement(node, GUMBO_TAG_TITLE) && outline.title.isEmpty())
            outline.title = GumboTree::textContent(node);
        else if (GumboTree::isElement(node, GUMBO_TAG_BASE) && !baseSeen &&
                 GumboTree::hasAttribute(node, "href")) {
            baseSeen = true;
            outline.base = pageUrl.resolved(
                QUrl(GumboTree::attribute(node, "href").trimmed(), QUrl::TolerantMode));
        } else if (isHeading(node) && node->v.element.tag <= GUMBO_TAG_H4) {
            outline.headings.append(node);
        }
    });
    return outline;
}

// Every group of two or more children of one shape, outside the page's chrome, whose blocks
// mostly read as entries (a table's header row need not).
void findCandidates(Node root, const PageItemReader &reader, std::deque<Candidate> &candidates)
{
    GumboTree::walk(root, [&](Node node) {
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
                PageItem item = reader.read(block);
                if (item.link.isValid())
                    candidate.items.append(std::move(item));
            }
            if (candidate.items.size() < kMinItems ||
                candidate.items.size() * 2 < it.value().size())
                continue;
            candidate.score = scoreOf(candidate.items);
            if (candidate.score > 0)
                candidates.push_back(std::move(candidate));
        }
        return true;
    });
}

// The shapes by their score over the whole page, best first: sections of cards alike count
// together. Empty when nothing repeats.
QStringList rankedShapes(const std::deque<Candidate> &candidates)
{
    QHash<QString, double> byShape;
    for (const Candidate &candidate : candidates)
        byShape[candidate.signature] += candidate.score;
    QStringList shapes = byShape.keys();
    std::sort(shapes.begin(), shapes.end(), [&](const QString &a, const QString &b) {
        const double sa = byShape.value(a), sb = byShape.value(b);
        return sa != sb ? sa > sb : a < b;
    });
    return shapes;
}

// A CSS selector for a block's tag and the classes of its shape that a page writes as they
// are (a class with digits is left out: the shape reads it without them), under its parent's.
QString selectorOf(Node block, const QString &shape)
{
    const auto simple = [](Node node, const QStringList &only) {
        QString selector = tagName(node);
        for (const QString &name :
             GumboTree::attribute(node, "class").split(u' ', Qt::SkipEmptyParts)) {
            static const QRegularExpression digit(u"\\d"_s);
            static const QRegularExpression plain(u"^[A-Za-z_-][A-Za-z0-9_-]*$"_s);
            if (!digit.match(name).hasMatch() && plain.match(name).hasMatch() &&
                (only.isEmpty() || only.contains(name)))
                selector += u'.' + name;
        }
        return selector;
    };
    const QStringList classes = shape.section(u'.', 1).split(u'.', Qt::SkipEmptyParts);
    const QString own = simple(block, classes.isEmpty() ? QStringList{u"\n"_s} : classes);
    const Node parent = block->parent;
    if (!parent || parent->type != GUMBO_NODE_ELEMENT)
        return own;
    QString selector = simple(parent, {}) + u" > "_s + own;
    // A parent that names nothing (a bare <ul>) is scoped by the nearest ancestor that has an
    // id or a class, so that another list of the page is not read with it.
    if (!selector.section(u" > "_s, 0, 0).contains(u'.')) {
        static const QRegularExpression plainId(u"^[A-Za-z_-][A-Za-z0-9_-]*$"_s);
        for (Node up = parent->parent;
             up && up->type == GUMBO_NODE_ELEMENT && !GumboTree::isElement(up, GUMBO_TAG_BODY);
             up = up->parent) {
            const QString id = GumboTree::attribute(up, "id");
            if (plainId.match(id).hasMatch())
                return tagName(up) + u'#' + id + u' ' + selector;
            const QString named = simple(up, {});
            if (named.contains(u'.'))
                return named + u' ' + selector;
        }
    }
    return selector;
}

// What a list is, for the person choosing it: how many items, and what they carry.
QString descriptionOf(const QList<ParsedEntry> &entries)
{
    qsizetype dated = 0, summarized = 0;
    for (const ParsedEntry &entry : entries) {
        dated += entry.published.isValid() ? 1 : 0;
        summarized += entry.summary.isEmpty() ? 0 : 1;
    }
    QString text =
        PageFeedReader::tr("%n item(s) repeated in the same shape", nullptr, int(entries.size()));
    if (dated * 2 > entries.size())
        text += PageFeedReader::tr(", with their dates");
    if (summarized * 2 > entries.size())
        text += PageFeedReader::tr(", with a summary each");
    return text;
}

// Blocks the winning lists leave out that belong with them: a featured post of another class
// among them (PaperMod's first entry), and in a list like the winning ones (an archive's year)
// a post that is alone in it, a shape too common to look for by itself elsewhere.
void addKindredBlocks(Node root, const PageItemReader &reader, const QString &winner,
                      std::deque<Candidate> &candidates, QList<const Candidate *> &chosen,
                      QSet<Node> &taken)
{
    const QString tag = winner.section(u'.', 0, 0);
    QSet<Node> parents;
    QSet<QString> listPaths;
    QList<QUrl> links;
    for (const Candidate *candidate : std::as_const(chosen)) {
        parents.insert(candidate->parent);
        if (candidate->items.size() > 1)
            listPaths.insert(pathOf(candidate->parent));
        for (const PageItem &item : candidate->items)
            links.append(item.link);
    }
    // A block taken in must link a post like theirs: a profile card among them links the
    // site's search or its feed.
    const PostAddresses addresses(links);
    const auto take = [&](Node block, Node parent) {
        if (taken.contains(block) || tagName(block) != tag || isChrome(block))
            return;
        PageItem item = reader.read(block);
        if (!addresses.fits(item.link) || item.title.size() < PageItemReader::MinTitle)
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
ParsedEntry entryOf(const PageItem &item, const QString &section)
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

// The groups of the winning shape, the single cards of it a section may hold (a shape with no
// class is too common to look for alone), and the blocks that belong with them, in the
// page's order.
QList<const Candidate *> chooseGroups(Node root, const PageItemReader &reader,
                                      const QString &winner, const QHash<Node, int> &order,
                                      std::deque<Candidate> &candidates)
{
    QList<const Candidate *> chosen;
    QSet<Node> taken;
    for (const Candidate &candidate : std::as_const(candidates)) {
        if (candidate.signature != winner)
            continue;
        chosen.append(&candidate);
        for (const PageItem &item : candidate.items)
            taken.insert(item.node);
    }
    if (!winner.endsWith(u'.')) {
        GumboTree::walk(root, [&](Node node) {
            if (isChrome(node))
                return false;
            if (taken.contains(node) || !hasShape(node, winner))
                return true;
            PageItem item = reader.read(node);
            if (item.link.isValid()) {
                candidates.push_back(Candidate{node->parent, winner, {std::move(item)}, 0});
                chosen.append(&candidates.back());
            }
            return false;
        });
    }
    addKindredBlocks(root, reader, winner, candidates, chosen, taken);
    std::sort(chosen.begin(), chosen.end(), [&](const Candidate *a, const Candidate *b) {
        return order.value(a->items.first().node) < order.value(b->items.first().node);
    });
    return chosen;
}

// Each group's section: the last heading before it that is not inside an item. None at all
// when one heading is over everything (the page's own).
QHash<const Candidate *, QString> sectionsOf(const QList<const Candidate *> &chosen,
                                             const PageOutline &outline)
{
    QHash<const Candidate *, QString> sections;
    QSet<QString> names;
    for (const Candidate *candidate : chosen) {
        const int start = outline.order.value(candidate->parent);
        QString name;
        for (Node heading : outline.headings) {
            if (outline.order.value(heading) >= start)
                break;
            name = sectionName(GumboTree::textContent(heading));
        }
        sections.insert(candidate, name);
        names.insert(name);
    }
    if (names.size() <= 1)
        sections.clear();
    return sections;
}

// The page's lists of the best shapes, best first, up to count; none (and a problem in empty)
// when nothing repeats.
QList<ParsedFeed> listsOf(Node root, const PageItemReader &reader, const PageOutline &outline,
                          ParsedFeed &empty, int count)
{
    std::deque<Candidate> candidates; // stable addresses: the chosen groups point into it
    findCandidates(root, reader, candidates);
    const QStringList shapes = rankedShapes(candidates);
    if (shapes.isEmpty()) {
        empty.problems.append(
            {0, 0,
             PageFeedReader::tr(
                 "found no repeated items on the page: no two or more blocks of the same shape "
                 "that each link to a page of the same site")});
        return {};
    }
    QList<ParsedFeed> lists;
    QSet<QUrl> listed; // a list that repeats another's links (a sidebar of the same posts) is none
    for (const QString &shape : shapes) {
        if (lists.size() >= count)
            break;
        const QList<const Candidate *> chosen =
            chooseGroups(root, reader, shape, outline.order, candidates);
        const QHash<const Candidate *, QString> sections = sectionsOf(chosen, outline);
        ParsedFeed feed = empty;
        // In the page's order: a block taken in with a group (a card of another class among
        // them) stands where it stands on the page, not after the group.
        QList<std::pair<const PageItem *, const Candidate *>> items;
        for (const Candidate *candidate : chosen) {
            for (const PageItem &item : candidate->items)
                items.append({&item, candidate});
        }
        std::stable_sort(items.begin(), items.end(), [&](const auto &a, const auto &b) {
            return outline.order.value(a.first->node) < outline.order.value(b.first->node);
        });
        QSet<QUrl> seen; // an entry listed twice (a pinned post) is one
        qsizetype repeated = 0;
        for (const auto &[item, candidate] : std::as_const(items)) {
            if (seen.contains(item->link))
                continue;
            seen.insert(item->link);
            repeated += listed.contains(item->link) ? 1 : 0;
            feed.entries.append(entryOf(*item, sections.value(candidate)));
        }
        if (feed.entries.isEmpty() || (!lists.isEmpty() && repeated * 2 >= feed.entries.size()))
            continue;
        for (const ParsedEntry &entry : std::as_const(feed.entries))
            listed.insert(entry.link);
        feed.listSelector = selectorOf(chosen.first()->items.first().node, shape);
        feed.listDescription = descriptionOf(feed.entries);
        lists.append(std::move(feed));
    }
    return lists;
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

ParsedFeed PageFeedReader::read(const QByteArray &html, const QUrl &pageUrl,
                                const QString &contentType, const PageRule &rule)
{
    if (rule.isEmpty())
        return readLists(html, pageUrl, contentType, 1).constFirst();
    ParsedFeed feed;
    feed.format = FeedFormat::Page;
    feed.link = pageUrl;
    const GumboTree::Document tree(FeedDiscovery::decodePage(html, contentType));
    if (!tree.root()) {
        feed.problems.append({0, 0, tr("the page could not be read as HTML")});
        return feed;
    }
    const PageOutline outline = outlineOf(tree.root(), pageUrl);
    feed.title = outline.title;
    const PageItemReader reader(outline.base, pageUrl);
    QSet<QUrl> seen; // an entry listed twice (a pinned post) is one
    QString problem;
    for (const PageItem &item : reader.readByRule(tree.root(), rule, &problem)) {
        if (seen.contains(item.link))
            continue;
        seen.insert(item.link);
        feed.entries.append(entryOf(item, {}));
    }
    if (!problem.isEmpty())
        feed.problems.append({0, 0, problem});
    return feed;
}

QList<ParsedFeed> PageFeedReader::readLists(const QByteArray &html, const QUrl &pageUrl,
                                            const QString &contentType, int count)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Page;
    feed.link = pageUrl;
    const GumboTree::Document tree(FeedDiscovery::decodePage(html, contentType));
    if (!tree.root()) {
        feed.problems.append({0, 0, tr("the page could not be read as HTML")});
        return {feed};
    }
    const PageOutline outline = outlineOf(tree.root(), pageUrl);
    feed.title = outline.title;
    feed.olderPages = OlderPages::of(tree.root(), outline.base, pageUrl);
    const PageItemReader reader(outline.base, pageUrl);
    const QList<ParsedFeed> lists = listsOf(tree.root(), reader, outline, feed, count);
    return lists.isEmpty() ? QList<ParsedFeed>{feed} : lists;
}

} // namespace Lectern
