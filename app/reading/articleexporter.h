// An article of the library as a file of its own: a self-contained HTML page (the reader's page
// with its images, styles, scripts and fonts inlined, so math is typeset and nothing is fetched
// when it opens), or Markdown with the stored images copied beside it. PDF is printed from the
// self-contained page by a PagePrinter.
#pragma once

#include "content/articlepagerenderer.h"

#include <QString>
#include <optional>

namespace Lectern {

class ArticlePageLoader;
class AssetStore;
struct ArticlePage;

class ArticleExporter
{
public:
    // All three must outlive the exporter.
    ArticleExporter(const ArticlePageLoader *pages, const ArticlePageRenderer *renderer,
                    const AssetStore *assets);

    // nullopt when there is no such article.
    std::optional<QString> standaloneHtml(qint64 articleId,
                                          const ArticlePageRenderer::Style &style) const;
    // Files: Markdown with its images in "<name>-images/" beside it, or the self-contained
    // page; false with *error when the article or a file could not be written.
    bool writeMarkdown(qint64 articleId, const QString &path, QString *error) const;
    bool writeHtml(qint64 articleId, const ArticlePageRenderer::Style &style, const QString &path,
                   QString *error) const;
    // A file name for the article: its id and a short form of its title.
    std::optional<QString> fileName(qint64 articleId, const QString &suffix) const;

private:
    // The page with every lectern: resource inlined (see standaloneHtml).
    static QString inlineResources(const QString &page, const AssetStore &assets);
    std::optional<ArticlePage> exportedPage(qint64 articleId) const;
    // Each stored image is copied into imagesDir and named imagesPrefix + its file name in the
    // Markdown; nullopt with *error when there is no such article or a copy failed.
    std::optional<QString> markdown(qint64 articleId, const QString &imagesDir,
                                    const QString &imagesPrefix, QString *error) const;

    const ArticlePageLoader *m_pages;
    const ArticlePageRenderer *m_renderer;
    const AssetStore *m_assets;
};

} // namespace Lectern
