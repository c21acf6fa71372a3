// What the Highlights page shows: every highlight with its note, grouped by article. Filled
// by the window's session, rendered by ArticlePageRenderer::renderHighlights.
#pragma once

#include <QString>

namespace Lectern {

struct HighlightEntry
{
    qint64 id = 0;
    qint64 articleId = 0;
    QString articleTitle;
    QString feedTitle;
    QString quote;
    QString note; // Markdown, shown as written
    QString color;
};

} // namespace Lectern
