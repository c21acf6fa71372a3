// libFuzzer target: HtmlSanitizer::sanitize (with code highlighting) over arbitrary bytes.
// Besides crashes and sanitizer reports, it fails when the output, parsed again as HTML, holds
// an element or attribute that could run script or load something: the sanitizer's promise.
#include "fuzzoracle.h"

#include <content/codehighlighter.h>
#include <content/htmlsanitizer.h>

#include <QString>
#include <QUrl>

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const Lectern::CodeHighlighter highlighter;
    Lectern::HtmlSanitizer::Options options;
    options.baseUrl = QUrl(u"https://example.com/blog/post/"_s);
    options.highlighter = &highlighter;
    const QString html =
        QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    Lectern::Fuzz::checkSanitizedHtml(Lectern::HtmlSanitizer::sanitize(html, options));
    return 0;
}
