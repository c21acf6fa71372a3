#include "feeds/savedpage/pagemetadata.h"

#include "feeds/pagefeed/feeddiscovery.h"
#include "feeds/text/datetimeparser.h"
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

// The kinds of schema.org thing that are an article a person saves.
bool isArticleType(const QJsonValue &type)
{
    static const QSet<QString> articles = {
        u"Article"_s,
        u"NewsArticle"_s,
        u"BlogPosting"_s,
        u"TechArticle"_s,
        u"ScholarlyArticle"_s,
        u"Report"_s,
        u"WebPage"_s,
        u"SocialMediaPosting"_s,
        u"AnalysisNewsArticle"_s,
        u"OpinionNewsArticle"_s,
        u"ReportageNewsArticle"_s,
        u"LiveBlogPosting"_s,
        u"DiscussionForumPosting"_s,
        u"Recipe"_s,
        u"HowTo"_s,
    };
    if (type.isArray()) {
        for (const QJsonValue &one : type.toArray()) {
            if (articles.contains(one.toString()))
                return true;
        }
        return false;
    }
    return articles.contains(type.toString());
}

// Every object of a JSON-LD block, @graph members included.
void collectObjects(const QJsonValue &value, QList<QJsonObject> &out, int depth = 0)
{
    if (depth > 4)
        return;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectObjects(item, out, depth + 1);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        out.append(object);
        collectObjects(object.value(u"@graph"_s), out, depth + 1);
    }
}

QString textOf(const QJsonValue &value)
{
    if (value.isString())
        return value.toString().simplified();
    if (value.isObject())
        return value.toObject().value(u"name"_s).toString().simplified();
    if (value.isArray() && !value.toArray().isEmpty())
        return textOf(value.toArray().first());
    return {};
}

QString urlOf(const QJsonValue &value)
{
    if (value.isString())
        return value.toString().trimmed();
    if (value.isObject())
        return value.toObject().value(u"url"_s).toString().trimmed();
    if (value.isArray() && !value.toArray().isEmpty())
        return urlOf(value.toArray().first());
    return {};
}

QStringList namesOf(const QJsonValue &value)
{
    QStringList names;
    const QJsonArray list = value.isArray() ? value.toArray() : QJsonArray{value};
    for (const QJsonValue &one : list) {
        const QString name = textOf(one);
        if (!name.isEmpty() && !names.contains(name))
            names.append(name);
    }
    return names;
}

void setIfEmpty(QString &field, const QString &value)
{
    if (field.isEmpty() && !value.trimmed().isEmpty())
        field = value.simplified();
}

// A script's own text (textContent leaves scripts out).
QByteArray scriptText(Node script)
{
    QByteArray text;
    const GumboVector &kids = script->v.element.children;
    for (unsigned i = 0; i < kids.length; ++i) {
        const auto *kid = static_cast<Node>(kids.data[i]);
        if (kid->type == GUMBO_NODE_TEXT || kid->type == GUMBO_NODE_CDATA ||
            kid->type == GUMBO_NODE_WHITESPACE)
            text += kid->v.text.text;
    }
    return text;
}

QDateTime dateOf(const QString &text)
{
    return text.trimmed().isEmpty() ? QDateTime() : DateTimeParser::parse(text.trimmed());
}

// "2024/01/05", "2024-1-5", "2024": the date as far as it is given, in ISO form.
QString citationDate(const QString &text)
{
    static const QRegularExpression date(u"^\\s*(\\d{4})(?:[-/](\\d{1,2}))?(?:[-/](\\d{1,2}))?"_s);
    const QRegularExpressionMatch match = date.match(text);
    if (!match.hasMatch())
        return {};
    QString out = match.captured(1);
    for (int part = 2; part <= 3 && match.hasCaptured(part); ++part)
        out += u'-' + match.captured(part).rightJustified(2, u'0');
    return out;
}

PageMetadata::Citation citationOf(const QHash<QString, QString> &metas, const QUrl &pageUrl)
{
    PageMetadata::Citation citation;
    citation.title = metas.value(u"citation_title"_s).simplified();
    const QString pdf = metas.value(u"citation_pdf_url"_s).trimmed();
    if (!pdf.isEmpty()) {
        const QUrl url = pageUrl.resolved(QUrl(pdf, QUrl::TolerantMode));
        if (url.scheme() == "http"_L1 || url.scheme() == "https"_L1)
            citation.pdfUrl = url;
    }
    QString doi = metas.value(u"citation_doi"_s).trimmed();
    if (doi.isEmpty() && metas.value(u"dc.identifier"_s).trimmed().startsWith(u"doi:"_s))
        doi = metas.value(u"dc.identifier"_s).trimmed().mid(4);
    static const QRegularExpression doiPrefix(u"^(?:https?://(?:dx\\.)?doi\\.org/|doi:)"_s,
                                              QRegularExpression::CaseInsensitiveOption);
    citation.doi = doi.remove(doiPrefix);
    citation.arxivId = metas.value(u"citation_arxiv_id"_s).trimmed();
    citation.abstract = metas.value(u"citation_abstract"_s).simplified();
    for (const QString &key : {u"citation_journal_title"_s, u"citation_conference_title"_s,
                               u"citation_inbook_title"_s}) {
        setIfEmpty(citation.venue, metas.value(key).simplified());
    }
    for (const QString &key :
         {u"citation_publication_date"_s, u"citation_date"_s, u"citation_online_date"_s}) {
        setIfEmpty(citation.published, citationDate(metas.value(key)));
    }
    return citation;
}

} // namespace

PageMetadata PageMetadata::read(const QByteArray &html, const QUrl &pageUrl,
                                const QString &contentType)
{
    PageMetadata meta;
    const GumboTree::Document tree(FeedDiscovery::decodePage(html, contentType));
    if (!tree.root())
        return meta;
    QString titleTag, htmlLang, firstTime, articleTime, firstHeading;
    QHash<QString, QString> metas; // property or name, lower case -> first content
    QStringList metaAuthors;
    QStringList citationAuthors;
    QList<QJsonObject> linked;
    bool inArticle = false;
    GumboTree::walk(tree.root(), [&](Node node) {
        if (!GumboTree::isElement(node))
            return true;
        switch (node->v.element.tag) {
        case GUMBO_TAG_HTML:
            htmlLang = GumboTree::attribute(node, "lang");
            break;
        case GUMBO_TAG_TITLE:
            if (titleTag.isEmpty())
                titleTag = GumboTree::textContent(node);
            return false;
        case GUMBO_TAG_META: {
            QString key = GumboTree::attribute(node, "property").toLower();
            if (key.isEmpty())
                key = GumboTree::attribute(node, "name").toLower();
            const QString content = GumboTree::attribute(node, "content");
            if (key == "citation_author"_L1 && !content.simplified().isEmpty())
                citationAuthors.append(content.simplified());
            if (key == "author"_L1 || key == "article:author"_L1 || key == "citation_author"_L1) {
                if (!content.trimmed().isEmpty() && !metaAuthors.contains(content.simplified()))
                    metaAuthors.append(content.simplified());
            } else if (!key.isEmpty() && !metas.contains(key)) {
                metas.insert(key, content);
            }
            break;
        }
        case GUMBO_TAG_LINK:
            if (GumboTree::attribute(node, "rel").toLower().split(u' ').contains(u"canonical"_s) &&
                meta.canonical.isEmpty())
                meta.canonical = pageUrl.resolved(
                    QUrl(GumboTree::attribute(node, "href").trimmed(), QUrl::TolerantMode));
            break;
        case GUMBO_TAG_SCRIPT:
            if (GumboTree::attribute(node, "type").toLower() == "application/ld+json"_L1) {
                const QJsonDocument json = QJsonDocument::fromJson(scriptText(node));
                collectObjects(
                    json.isArray() ? QJsonValue(json.array()) : QJsonValue(json.object()), linked);
            }
            return false;
        case GUMBO_TAG_ARTICLE:
            inArticle = true;
            break;
        case GUMBO_TAG_H1:
            if (firstHeading.isEmpty())
                firstHeading = GumboTree::textContent(node);
            return false;
        case GUMBO_TAG_TIME: {
            const QString stamp = GumboTree::hasAttribute(node, "datetime")
                                      ? GumboTree::attribute(node, "datetime")
                                      : GumboTree::textContent(node);
            if (firstTime.isEmpty())
                firstTime = stamp;
            if (inArticle && articleTime.isEmpty())
                articleTime = stamp;
            break;
        }
        default:
            break;
        }
        return true;
    });

    // JSON-LD first: the page's own structured account of the article.
    for (const QJsonObject &object : std::as_const(linked)) {
        if (!isArticleType(object.value(u"@type"_s)))
            continue;
        setIfEmpty(meta.title, textOf(object.value(u"headline"_s)));
        setIfEmpty(meta.title, textOf(object.value(u"name"_s)));
        if (meta.authors.isEmpty())
            meta.authors = namesOf(object.value(u"author"_s));
        if (!meta.published.isValid())
            meta.published = dateOf(object.value(u"datePublished"_s).toString());
        setIfEmpty(meta.language, textOf(object.value(u"inLanguage"_s)));
        setIfEmpty(meta.description, textOf(object.value(u"description"_s)));
        if (meta.image.isEmpty()) {
            const QString image = urlOf(object.value(u"image"_s));
            if (!image.isEmpty())
                meta.image = pageUrl.resolved(QUrl(image, QUrl::TolerantMode));
        }
        setIfEmpty(meta.siteName, textOf(object.value(u"publisher"_s)));
    }
    // Then OpenGraph and the other <meta> tags.
    setIfEmpty(meta.title, metas.value(u"og:title"_s));
    setIfEmpty(meta.title, metas.value(u"twitter:title"_s));
    setIfEmpty(meta.title, metas.value(u"citation_title"_s));
    setIfEmpty(meta.title, metas.value(u"dc.title"_s));
    if (meta.authors.isEmpty())
        meta.authors = metaAuthors;
    for (const QString &key :
         {u"article:published_time"_s, u"citation_publication_date"_s, u"citation_date"_s,
          u"dc.date"_s, u"date"_s, u"og:published_time"_s}) {
        if (!meta.published.isValid())
            meta.published = dateOf(metas.value(key));
    }
    if (!meta.published.isValid())
        meta.published = dateOf(articleTime.isEmpty() ? firstTime : articleTime);
    setIfEmpty(meta.language, metas.value(u"og:locale"_s).replace(u'_', u'-'));
    setIfEmpty(meta.language, htmlLang);
    setIfEmpty(meta.description, metas.value(u"og:description"_s));
    setIfEmpty(meta.description, metas.value(u"description"_s));
    setIfEmpty(meta.description, metas.value(u"twitter:description"_s));
    setIfEmpty(meta.siteName, metas.value(u"og:site_name"_s));
    if (meta.image.isEmpty()) {
        for (const QString &key : {u"og:image"_s, u"og:image:url"_s, u"twitter:image"_s}) {
            const QString image = metas.value(key).trimmed();
            if (meta.image.isEmpty() && !image.isEmpty())
                meta.image = pageUrl.resolved(QUrl(image, QUrl::TolerantMode));
        }
    }
    if (meta.image.isValid() && meta.image.scheme() != "http"_L1 &&
        meta.image.scheme() != "https"_L1)
        meta.image = QUrl();
    if (meta.canonical.isValid() && meta.canonical.scheme() != "http"_L1 &&
        meta.canonical.scheme() != "https"_L1)
        meta.canonical = QUrl();
    // Last, the document's <title>; when it is the page's heading and then the site's name
    // ("Raft, read slowly | Notes" over <h1>Raft, read slowly</h1>), the heading alone.
    const QString heading = firstHeading.simplified();
    const QString documentTitle = titleTag.simplified();
    if (!heading.isEmpty() && documentTitle.startsWith(heading)) {
        const QStringView rest = QStringView(documentTitle).mid(heading.size()).trimmed();
        if (!rest.isEmpty() && u"|-\u2013\u2014\u00b7:\u00bb"_s.contains(rest.front()))
            setIfEmpty(meta.title, heading);
    }
    setIfEmpty(meta.title, titleTag);
    meta.citation = citationOf(metas, pageUrl);
    meta.citation.authors = citationAuthors;
    return meta;
}

} // namespace Lectern
