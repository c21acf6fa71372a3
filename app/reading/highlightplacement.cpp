#include "reading/highlightplacement.h"

#include "feeds/text/htmltext.h"
#include "reading/articlepageloader.h"

namespace Lectern {

AnchorText HighlightPlacement::textOf(const ArticleRecord &article)
{
    return AnchorText(HtmlText::toPlainText(ArticlePageLoader::pageOf(article).html));
}

QList<bool> HighlightPlacement::found(const AnchorText &text,
                                      const QList<HighlightRecord> &highlights)
{
    QList<HighlightSelector> selectors;
    for (const HighlightRecord &highlight : highlights)
        selectors.append(highlight.selector);
    QList<bool> flags;
    for (const std::optional<TextRange> &range : HighlightAnchor::locate(text, selectors))
        flags.append(range.has_value());
    return flags;
}

std::optional<HighlightRecord> HighlightPlacement::fromQuote(const ArticleRecord &article,
                                                             const QString &quote)
{
    const auto selector = HighlightAnchor::describeQuote(textOf(article), quote);
    if (!selector)
        return std::nullopt;
    HighlightRecord highlight;
    highlight.articleId = article.summary.id;
    highlight.selector = *selector;
    return highlight;
}

} // namespace Lectern
