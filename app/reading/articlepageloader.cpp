#include "reading/articlepageloader.h"

#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "library/stores/paperstore.h"

#include <QCoreApplication>

namespace Lectern {

ArticlePageLoader::ArticlePageLoader(QSqlDatabase db, const ArticlePageRenderer *renderer)
    : m_db(std::move(db))
    , m_renderer(renderer)
{
}

QString ArticlePageLoader::captureProblem(const ArticleRecord &record)
{
    if (record.captureState == u"aside")
        return QCoreApplication::translate("ArticlePageLoader",
                                           "Not kept offline: the page gave less text than the "
                                           "feed, so this is the feed's version.");
    if (record.captureState == u"failed" || record.captureState == u"skipped")
        return QCoreApplication::translate("ArticlePageLoader", "Not kept offline: %1.")
            .arg(record.captureError);
    if (!record.captureError.isEmpty())
        return QCoreApplication::translate("ArticlePageLoader",
                                           "Not kept offline yet: %1; it is tried again later.")
            .arg(record.captureError);
    return {};
}

ArticlePage ArticlePageLoader::pageOf(const ArticleRecord &record, Version version)
{
    ArticlePage page;
    page.title = record.summary.title;
    page.feedTitle = record.summary.feedTitle;
    page.alsoIn = record.alsoIn;
    page.authors = record.authors;
    page.published = record.summary.published;
    page.link = record.summary.link;
    // Relative URLs in the content resolve against the post, else against the feed's site.
    page.baseUrl = record.summary.link.isValid() ? record.summary.link : record.feedSiteUrl;
    page.hasCapture = record.capturedAt.isValid();
    page.capturedAt = record.capturedAt;
    page.showsCapture = page.hasCapture && version == Version::Captured;
    page.savedPage = record.savedPage;
    if (!page.hasCapture)
        page.captureProblem = captureProblem(record);
    // HTML the store left out for its size counts as there: the page then says how large.
    const bool hasContent = !record.contentHtml.isEmpty() || record.contentHtmlBytes > 0;
    qint64 bytes = 0;
    if (page.showsCapture) {
        page.html = record.capturedHtml;
        bytes = record.capturedHtmlBytes;
    } else if (hasContent) {
        page.html = record.contentHtml;
        bytes = record.contentHtmlBytes;
    } else {
        page.html = record.summaryHtml;
        bytes = record.summaryHtmlBytes;
    }
    page.leftOutBytes = page.html.isEmpty() ? bytes : 0;
    return page;
}

std::optional<ArticlePage> ArticlePageLoader::article(qint64 articleId, Version version) const
{
    const auto record = ArticleStore(m_db).article(articleId);
    if (!record)
        return std::nullopt;
    return pageOf(*record, version);
}

std::optional<QString> ArticlePageLoader::render(qint64 articleId,
                                                 const ArticlePageRenderer::Style &style,
                                                 Version version, bool inFull) const
{
    // Unless asked for in full, HTML too large to show is not even read.
    const auto record = ArticleStore(m_db).article(
        articleId, inFull ? qint64(-1) : qint64(ArticlePageRenderer::MaxShownChars));
    if (!record)
        return std::nullopt;
    ArticlePage page = pageOf(*record, version);
    page.inFull = inFull;
    return m_renderer->renderArticle(page, style);
}

std::optional<PaperRecord> ArticlePageLoader::paper(qint64 articleId) const
{
    return PaperStore(m_db).paper(articleId);
}

QList<HighlightRecord> ArticlePageLoader::highlights(qint64 articleId) const
{
    return HighlightStore(m_db).forArticle(articleId);
}

} // namespace Lectern
