#include "reading/highlightedarticles.h"

#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"

namespace Lectern {

QList<HighlightedArticle> HighlightedArticles::of(QSqlDatabase db, qint64 shelfId)
{
    QList<HighlightedArticle> articles;
    const ArticleStore store(db);
    // HighlightStore::highlights comes grouped by article already.
    for (const HighlightRecord &highlight : HighlightStore(db).highlights(shelfId)) {
        if (articles.isEmpty() || articles.last().id != highlight.articleId) {
            HighlightedArticle article;
            article.id = highlight.articleId;
            article.title = highlight.articleTitle;
            article.link = highlight.articleLink;
            article.feedTitle = highlight.feedTitle;
            // The small columns only: an article's HTML is not needed to file its notes.
            if (const auto summary = store.summary(article.id))
                article.published = summary->published;
            if (const auto record = store.article(article.id, 0))
                article.authors = record->authors;
            article.tags = store.tagsOf(article.id);
            articles.append(article);
        }
        articles.last().highlights.append(highlight);
    }
    return articles;
}

} // namespace Lectern
