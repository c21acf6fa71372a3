// Prints a self-contained HTML page to PDF. It needs a browser engine, so the implementation
// (WebPagePrinter) lives in the UI room and reaches `lectern export` through the composition
// root.
#pragma once

#include <QString>
#include <functional>

namespace Lectern {

class PagePrinter
{
public:
    virtual ~PagePrinter() = default;
    // done gets an empty string on success, else what went wrong; called once, later.
    virtual void printToPdf(const QString &html, const QString &path,
                            std::function<void(const QString &error)> done) = 0;
};

} // namespace Lectern
