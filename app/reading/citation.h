// A citation of what the library keeps, as BibTeX or RIS: a paper with what its abstract page
// and PDF said (authors, venue, date, DOI, arXiv id), or any other article as a web page. What
// "Copy citation" and `lectern cite` give.
#pragma once

#include "library/database/records.h"

#include <QString>
#include <optional>

namespace Lectern {

class Citation
{
public:
    enum class Format { BibTeX, Ris };

    // paper: the article's paper when it has one.
    Citation(const ArticleRecord &article, const std::optional<PaperRecord> &paper);

    QString bibtex() const;
    QString ris() const;
    QString format(Format format) const { return format == Format::Ris ? ris() : bibtex(); }
    // "lovelace2024analytical": the first author's family name, the year, the title's first word.
    QString key() const;

private:
    enum class Kind { Article, Preprint, WebPage };
    Kind m_kind = Kind::WebPage;
    QString m_title;
    QStringList m_authors;
    QString m_date; // YYYY, YYYY-MM or YYYY-MM-DD
    QString m_venue;
    QString m_doi;
    QString m_arxivId;
    QString m_abstract;
    QString m_url;
    QString m_site; // a web page's site (its feed)
};

} // namespace Lectern
