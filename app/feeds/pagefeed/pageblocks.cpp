#include "feeds/pagefeed/pageblocks.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern::PageBlocks {

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

QString pathOf(Node node)
{
    QStringList shapes;
    for (Node n = node; n && n->type == GUMBO_NODE_ELEMENT; n = n->parent)
        shapes.prepend(signatureOf(tagName(n), classesOf(n)));
    return shapes.join(u'/');
}

} // namespace Lectern::PageBlocks
