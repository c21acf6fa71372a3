#include "feeds/pagefeed/articlesignals.h"

#include "feeds/pagefeed/feeddiscovery.h"
#include "feeds/pagefeed/pageblocks.h"
#include "feeds/pagefeed/pagefeedreader.h"
#include "html/gumbotree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

using Node = const GumboNode *;

bool isArticleTypeName(QString type)
{
    static const QSet<QString> types = {
        u"article"_s,          u"blogposting"_s, u"newsarticle"_s,       u"techarticle"_s,
        u"scholarlyarticle"_s, u"report"_s,      u"socialmediaposting"_s};
    type = type.section(u'/', -1).toLower(); // "https://schema.org/BlogPosting"
    return types.contains(type);
}

bool holdsArticleType(const QJsonValue &value, int depth = 0)
{
    if (depth > 6)
        return false;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray()) {
            if (holdsArticleType(item, depth + 1))
                return true;
        }
        return false;
    }
    if (!value.isObject())
        return false;
    const QJsonObject object = value.toObject();
    const QJsonValue type = object.value(u"@type"_s);
    if (type.isString() && isArticleTypeName(type.toString()))
        return true;
    if (type.isArray()) {
        for (const QJsonValue &name : type.toArray()) {
            if (isArticleTypeName(name.toString()))
                return true;
        }
    }
    return holdsArticleType(object.value(u"@graph"_s), depth + 1) ||
           holdsArticleType(object.value(u"mainEntity"_s), depth + 1);
}

QByteArray scriptBytes(Node script)
{
    QByteArray out;
    const GumboVector &kids = script->v.element.children;
    for (unsigned i = 0; i < kids.length; ++i) {
        const auto *kid = static_cast<Node>(kids.data[i]);
        if (kid->type == GUMBO_NODE_TEXT || kid->type == GUMBO_NODE_CDATA)
            out += kid->v.text.text;
    }
    return out;
}

// Text outside the page's chrome (navigation, headers, sidebars, footers, scripts).
QString mainText(Node part)
{
    QString text;
    GumboTree::walk(part, [&](Node element) {
        if (element != part && PageBlocks::isChrome(element))
            return false;
        const GumboVector &kids = element->v.element.children;
        for (unsigned i = 0; i < kids.length; ++i) {
            const auto *kid = static_cast<Node>(kids.data[i]);
            if (kid->type == GUMBO_NODE_TEXT)
                text += QString::fromUtf8(kid->v.text.text).simplified() + u' ';
        }
        return true;
    });
    return text;
}

// Dates written out in text (2024-03-01, 2024/3/1, 2024年3月1日, March 1, 2024, 1 Mar 2024), each
// counted once.
int datesIn(const QString &text)
{
    static const QRegularExpression dates(
        u"(?<!\\d)(?:19|20)\\d\\d\\s*[-/.年]\\s*\\d{1,2}\\s*[-/.月]\\s*\\d{1,2}(?!\\d)|"
        "\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+\\d{1,2}(?:st|nd|rd|"
        "th)?,?"
        "\\s+(?:19|20)\\d\\d\\b|\\b\\d{1,2}\\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)["
        "a-z]*"
        "\\.?,?\\s+(?:19|20)\\d\\d\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    QSet<QString> seen;
    for (auto it = dates.globalMatch(text); it.hasNext();)
        seen.insert(it.next().captured(0).simplified().toLower());
    return int(seen.size());
}

} // namespace

bool ArticleSignals::isArticle() const
{
    if (isList())
        return false;
    const int signs =
        (structured ? 2 : 0) + (openGraph ? 1 : 0) + (articleElement ? 1 : 0) + (dated ? 1 : 0);
    return (signs >= 2 && mainTextChars >= ShortText) ||
           (signs >= 1 && mainTextChars >= LongText) || mainTextChars >= WholeText;
}

ArticleSignals ArticleSignals::of(const QByteArray &html, const QString &contentType)
{
    ArticleSignals found;
    const GumboTree::Document tree(FeedDiscovery::decodePage(html, contentType));
    if (!tree.root())
        return found;
    Node main = nullptr, body = nullptr;
    QList<Node> topArticles; // not inside another
    GumboTree::forEachElement(tree.root(), [&](Node node) {
        switch (node->v.element.tag) {
        case GUMBO_TAG_BODY:
            body = body ? body : node;
            break;
        case GUMBO_TAG_ARTICLE: {
            bool nested = false;
            for (Node up = node->parent; up && up->type == GUMBO_NODE_ELEMENT && !nested;
                 up = up->parent)
                nested = GumboTree::isElement(up, GUMBO_TAG_ARTICLE);
            if (!nested) {
                ++found.articles;
                topArticles.append(node);
            }
            break;
        }
        case GUMBO_TAG_MAIN:
            main = main ? main : node;
            break;
        case GUMBO_TAG_META: {
            const QString key =
                (GumboTree::hasAttribute(node, "property") ? GumboTree::attribute(node, "property")
                                                           : GumboTree::attribute(node, "name"))
                    .toLower();
            const QString content = GumboTree::attribute(node, "content").trimmed();
            if (key == "og:type"_L1 && content.toLower() == "article"_L1)
                found.openGraph = true;
            if ((key == "article:published_time"_L1 || key == "citation_publication_date"_L1 ||
                 key == "citation_date"_L1) &&
                !content.isEmpty())
                found.dated = true;
            if (GumboTree::attribute(node, "itemprop") == "datePublished"_L1)
                found.dated = true;
            break;
        }
        case GUMBO_TAG_SCRIPT:
            if (GumboTree::attribute(node, "type").toLower() == "application/ld+json"_L1) {
                const QJsonDocument json = QJsonDocument::fromJson(scriptBytes(node));
                const QJsonValue value =
                    json.isArray() ? QJsonValue(json.array()) : QJsonValue(json.object());
                found.structured = found.structured || holdsArticleType(value);
                found.dated = found.dated ||
                              QString::fromUtf8(scriptBytes(node)).contains(u"datePublished"_s);
            }
            break;
        default:
            break;
        }
    });
    // The main part: the article that holds most of the articles' text (a post's page may have
    // small ones beside it, related posts), else <main>, else the body. Articles of alike sizes
    // side by side are a list's cards.
    Node part = nullptr;
    QString text; // the main part's
    if (!topArticles.isEmpty()) {
        qsizetype total = 0;
        for (Node candidate : std::as_const(topArticles)) {
            QString own = mainText(candidate);
            total += own.size();
            if (own.size() > text.size() || !part) {
                text = std::move(own);
                part = candidate;
            }
        }
        if (topArticles.size() > 1 && text.size() * 10 < total * 7) {
            part = nullptr; // cards: no one article
            text.clear();
        } else {
            found.articles = 1;
        }
    }
    found.articleElement = part != nullptr;
    const bool byArticle = part != nullptr;
    if (!part) {
        part = main ? main : body;
        if (!part)
            return found;
        text = mainText(part);
    }
    found.mainTextChars = int(text.size());
    // Dates all down a page without one article are a list's; inside its article, a post's.
    found.datesInText = byArticle ? 0 : datesIn(text);
    // A date by its title, at the top of the text, dates it too.
    found.dated = found.dated || PageFeedReader::findDate(text.left(400)).isValid();
    if (byArticle) {
        GumboTree::walk(part, [&](Node node) {
            found.dated = found.dated || GumboTree::isElement(node, GUMBO_TAG_TIME);
            return !found.dated;
        });
    }
    return found;
}

} // namespace Lectern
