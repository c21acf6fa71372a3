// What the fuzz targets assert about sanitized HTML, beyond "did not crash".
#pragma once

#include <QString>

namespace Lectern::Fuzz {

// Parses `html` as a browser would and names the first element or attribute in it that the
// sanitizer must never let through; empty when there is none.
QString sanitizedHtmlProblem(const QString &html);

// The same, stopping the process with the problem on stderr: what a fuzzer notices.
void checkSanitizedHtml(const QString &html);

} // namespace Lectern::Fuzz
