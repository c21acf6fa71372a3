#include "content/notemarkdown.h"

#include "content/htmlsanitizer.h"

#include <cmark.h>

#include <cstdlib>

namespace Lectern {

QString NoteMarkdown::toHtml(const QString &markdown)
{
    const QByteArray utf8 = markdown.trimmed().toUtf8();
    if (utf8.isEmpty())
        return {};
    // CMARK_OPT_DEFAULT leaves raw HTML out (a comment stands in its place), and unsafe links
    // (javascript:, vbscript:, file:, data: but images) are emptied; the sanitizer checks again.
    char *html = cmark_markdown_to_html(utf8.constData(), size_t(utf8.size()),
                                        CMARK_OPT_DEFAULT | CMARK_OPT_SMART);
    const QString written = QString::fromUtf8(html);
    std::free(html);
    HtmlSanitizer::Options options;
    // A note has no address of its own: relative links go, and images show as their words.
    options.remoteImagePlaceholders = true;
    options.dropTrackingPixels = true;
    return HtmlSanitizer::sanitize(written, options).trimmed();
}

} // namespace Lectern
