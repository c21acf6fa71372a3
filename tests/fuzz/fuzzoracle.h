// What the fuzz targets assert about sanitized HTML, beyond "did not crash".
#pragma once

#include <QList>
#include <QString>

#include <gumbo.h>

namespace Lectern::Fuzz {

// Parses `html` as a browser would and names the first element or attribute in it that the
// sanitizer must never let through; empty when there is none.
QString sanitizedHtmlProblem(const QString &html);

// The elements of html as the reader's page parses it, in standards mode (the html, head and
// body it implies included); with tags, only the elements of those names.
int elementCount(const QString &html, const QList<GumboTag> &tags = {});

// The same, stopping the process with the problem on stderr: what a fuzzer notices.
void checkSanitizedHtml(const QString &html);

} // namespace Lectern::Fuzz
