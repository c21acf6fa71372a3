#include "reading/articlepageloader.h"

#include "library/articlestore.h"

namespace Lectern {

ArticlePageLoader::ArticlePageLoader(QSqlDatabase db, const ArticlePageRenderer *renderer)
    : m_db(std::move(db))
    , m_renderer(renderer)
{
}

ArticlePage ArticlePageLoader::pageOf(const ArticleRecord &record)
{
    ArticlePage page;
    page.title = record.summary.title;
    page.feedTitle = record.summary.feedTitle;
    page.authors = record.authors;
    page.published = record.summary.published;
    page.link = record.summary.link;
    // Relative URLs in the content resolve against the post, else against the feed's site.
    page.baseUrl = record.summary.link.isValid() ? record.summary.link : record.feedSiteUrl;
    page.html = record.contentHtml.isEmpty() ? record.summaryHtml : record.contentHtml;
    return page;
}

std::optional<ArticlePage> ArticlePageLoader::article(qint64 articleId) const
{
    const auto record = ArticleStore(m_db).article(articleId);
    if (!record)
        return std::nullopt;
    return pageOf(*record);
}

std::optional<QString> ArticlePageLoader::render(qint64 articleId,
                                                 const ArticlePageRenderer::Style &style) const
{
    const auto page = article(articleId);
    if (!page)
        return std::nullopt;
    return m_renderer->renderArticle(*page, style);
}

} // namespace Lectern
