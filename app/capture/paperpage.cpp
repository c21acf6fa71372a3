#include "capture/paperpage.h"

#include "content/htmlescape.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// An arXiv address names its paper: /abs/2401.01234v2 or /pdf/2401.01234v2(.pdf).
QString arxivIdIn(const QUrl &url)
{
    const QString host = url.host().toLower();
    if (host != "arxiv.org"_L1 && !host.endsWith(".arxiv.org"_L1))
        return {};
    static const QRegularExpression id(u"^/(?:abs|pdf)/([^/]+?(?:/\\d{7})?)(?:\\.pdf)?$"_s);
    const QRegularExpressionMatch match = id.match(url.path());
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace

PaperRecord PaperPage::describe(const PageMetadata::Citation &citation, const PaperPdf::Read &pdf,
                                const QUrl &pdfUrl)
{
    PaperRecord paper;
    paper.pdfUrl = pdfUrl;
    paper.title = !citation.title.isEmpty() ? citation.title : pdf.title;
    paper.authors = !citation.authors.isEmpty() ? citation.authors : pdf.authors;
    paper.published = citation.published;
    if (paper.published.isEmpty() && pdf.created.isValid())
        paper.published = pdf.created.toString(Qt::ISODate);
    paper.abstract = !citation.abstract.isEmpty() ? citation.abstract : pdf.subject;
    paper.doi = citation.doi;
    paper.arxivId = !citation.arxivId.isEmpty() ? citation.arxivId : arxivIdIn(pdfUrl);
    paper.venue = citation.venue;
    paper.pages = pdf.pages;
    return paper;
}

QString PaperPage::html(const PaperRecord &paper)
{
    QString out = u"<div class=\"lectern-paper\">"_s;
    if (!paper.authors.isEmpty())
        out += u"<p class=\"paper-authors\">%1</p>"_s.arg(htmlEscaped(paper.authors.join(u", "_s)));
    QStringList facts;
    if (!paper.venue.isEmpty())
        facts.append(htmlEscaped(paper.venue));
    if (!paper.published.isEmpty())
        facts.append(htmlEscaped(paper.published));
    if (!paper.arxivId.isEmpty())
        facts.append(u"arXiv:"_s + htmlEscaped(paper.arxivId));
    if (!paper.doi.isEmpty())
        facts.append(u"DOI: <a href=\"https://doi.org/%1\">%1</a>"_s.arg(htmlEscaped(paper.doi)));
    if (!facts.isEmpty())
        out += u"<p class=\"paper-facts\">%1</p>"_s.arg(facts.join(u" · "_s));
    if (!paper.abstract.isEmpty())
        out += u"<h2>%1</h2><p class=\"paper-abstract\">%2</p>"_s.arg(
            QCoreApplication::translate("Lectern::PaperPage", "Abstract"),
            htmlEscaped(paper.abstract));
    out += u"<p class=\"paper-pdf\">%1</p>"_s.arg(
        QCoreApplication::translate("Lectern::PaperPage",
                                    "The PDF (%n page(s)) is kept in the library: "
                                    "<a href=\"%1\">the paper as published</a>.",
                                    nullptr, paper.pages)
            .arg(htmlEscaped(paper.pdfUrl.toString(QUrl::FullyEncoded))));
    return out + u"</div>"_s;
}

QString PaperPage::text(const PaperRecord &paper, const PaperPdf::Read &pdf)
{
    const QString pages = pdf.text();
    return paper.abstract.isEmpty() ? pages : paper.abstract + u"\n\n"_s + pages;
}

} // namespace Lectern
