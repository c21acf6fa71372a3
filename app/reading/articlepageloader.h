// The reader's page for an article of the library: the article is read from the library and
// rendered by the ArticlePageRenderer. The window's reader and `lectern show --html` both get
// their pages here, so that they are the same page.
#pragma once

#include "content/articlepage.h"
#include "content/articlepagerenderer.h"

#include <QSqlDatabase>
#include <optional>

namespace Lectern {

struct ArticleRecord;
struct HighlightRecord;
struct PaperRecord;

class ArticlePageLoader
{
public:
    // db is a reading connection; renderer must outlive the loader.
    ArticlePageLoader(QSqlDatabase db, const ArticlePageRenderer *renderer);

    // Which version of a captured article to show; Captured is the default where there is one.
    enum class Version { Captured, Feed };

    // What the page shows of a stored article: the captured article, else the feed's content,
    // else its summary.
    static ArticlePage pageOf(const ArticleRecord &record, Version version = Version::Captured);
    // Why an article whose capture was tried has no offline copy, in the UI's language; empty
    // when it has one or none was tried.
    static QString captureProblem(const ArticleRecord &record);

    // The article as the renderer takes it, or nullopt when there is no such article.
    std::optional<ArticlePage> article(qint64 articleId, Version version = Version::Captured) const;
    // The complete page, or nullopt when there is no such article. For the window's reader:
    // unless inFull, an article too large to render quickly gets a notice instead.
    std::optional<QString> render(qint64 articleId, const ArticlePageRenderer::Style &style,
                                  Version version = Version::Captured, bool inFull = false) const;

    // The article's highlights, in the order of its text.
    QList<HighlightRecord> highlights(qint64 articleId) const;
    // The article's paper, when its capture kept a PDF.
    std::optional<PaperRecord> paper(qint64 articleId) const;

private:
    QSqlDatabase m_db;
    const ArticlePageRenderer *m_renderer;
};

} // namespace Lectern
