// lectern show ID [--html] [--dark]: one article. With --html, the exact page the reader loads
// for it (sanitized body, highlighted code, template, Content-Security-Policy); without, a
// plain-text summary.
#pragma once

#include "content/articlepagerenderer.h"

#include <QSqlDatabase>
#include <QStringList>
#include <optional>

namespace Lectern {

class CliContext;

class ShowCommand
{
public:
    static int run(CliContext &context, const QStringList &arguments);

    // The reader's page for an article, or nullopt when there is no such article.
    static std::optional<QString> articlePage(const QSqlDatabase &db, qint64 articleId,
                                              const ArticlePageRenderer &renderer,
                                              const ArticlePageRenderer::Style &style);
    // The readable text of sanitized HTML: tags dropped, blocks on their own lines.
    static QString plainText(const QString &html);
};

} // namespace Lectern
