#include "reading/citation.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// BibTeX's special characters, escaped; braces keep a title's capitals as written.
QString bibtexEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'\\':
            out += u"\\textbackslash{}"_s;
            break;
        case u'{': // escaped braces still count in BibTeX's reading: a lone one would break it
            out += u"\\textbraceleft{}"_s;
            break;
        case u'}':
            out += u"\\textbraceright{}"_s;
            break;
        case u'&':
        case u'%':
        case u'$':
        case u'#':
        case u'_':
            out += u'\\';
            out += c;
            break;
        case u'~':
            out += u"\\textasciitilde{}"_s;
            break;
        case u'^':
            out += u"\\textasciicircum{}"_s;
            break;
        default:
            out += c;
        }
    }
    return out.simplified();
}

// "Ada Lovelace" -> "Lovelace"; "Lovelace, Ada" -> "Lovelace".
QString familyName(const QString &author)
{
    if (author.contains(u','))
        return author.section(u',', 0, 0).trimmed();
    return author.simplified().section(u' ', -1);
}

// Letters and digits only, folded to ASCII where they have an ASCII base (é -> e).
QString keyPart(const QString &text)
{
    QString out;
    for (const QChar c : text.normalized(QString::NormalizationForm_KD)) {
        if (c.isLetterOrNumber())
            out += c.toLower();
    }
    return out;
}

} // namespace

Citation::Citation(const ArticleRecord &article, const std::optional<PaperRecord> &paper)
{
    const ArticleSummary &summary = article.summary;
    m_title = summary.title;
    m_url = summary.link.toString(QUrl::FullyEncoded);
    m_site = summary.feedTitle;
    static const QRegularExpression separators(u"\\s*[,;]\\s*|\\s+and\\s+"_s);
    for (const QString &name : article.authors.split(separators, Qt::SkipEmptyParts))
        m_authors.append(name.simplified());
    if (summary.published.isValid())
        m_date = summary.published.toUTC().date().toString(Qt::ISODate);
    if (!paper)
        return;
    m_kind = paper->venue.isEmpty() ? Kind::Preprint : Kind::Article;
    if (!paper->title.isEmpty())
        m_title = paper->title;
    if (!paper->authors.isEmpty())
        m_authors = paper->authors;
    if (!paper->published.isEmpty())
        m_date = paper->published;
    m_venue = paper->venue;
    m_doi = paper->doi;
    m_arxivId = paper->arxivId;
    m_abstract = paper->abstract;
    if (m_url.isEmpty())
        m_url = paper->pdfUrl.toString(QUrl::FullyEncoded);
}

QString Citation::key() const
{
    const QString family = m_authors.isEmpty() ? QString() : keyPart(familyName(m_authors.first()));
    QString word;
    static const QSet<QString> small = {u"a"_s, u"an"_s, u"the"_s, u"on"_s, u"of"_s, u"in"_s};
    for (const QString &candidate : m_title.split(u' ', Qt::SkipEmptyParts)) {
        word = keyPart(candidate);
        if (!word.isEmpty() && !small.contains(word))
            break;
    }
    const QString key = family + m_date.left(4) + word;
    return key.isEmpty() ? u"lectern"_s : key;
}

QString Citation::bibtex() const
{
    QString type = u"online"_s;
    if (m_kind == Kind::Article)
        type = u"article"_s;
    else if (m_kind == Kind::Preprint)
        type = u"misc"_s;
    QList<QPair<QString, QString>> fields;
    auto add = [&fields](const QString &name, const QString &value) {
        if (!value.trimmed().isEmpty())
            fields.append({name, value});
    };
    add(u"title"_s, u"{"_s + bibtexEscaped(m_title) + u"}"_s);
    QStringList authors;
    for (const QString &author : m_authors)
        authors.append(bibtexEscaped(author));
    add(u"author"_s, authors.join(u" and "_s));
    add(u"year"_s, m_date.left(4));
    if (m_date.size() >= 7)
        add(u"month"_s, QString::number(m_date.mid(5, 2).toInt()));
    if (m_kind == Kind::Article)
        add(u"journal"_s, bibtexEscaped(m_venue));
    if (m_kind == Kind::WebPage)
        add(u"organization"_s, bibtexEscaped(m_site));
    add(u"doi"_s, QString(m_doi).remove(u'{').remove(u'}')); // read verbatim by biblatex
    if (!m_arxivId.isEmpty()) {
        add(u"eprint"_s, m_arxivId);
        add(u"archiveprefix"_s, u"arXiv"_s);
    }
    add(u"url"_s, m_url);
    QString out = u"@%1{%2,\n"_s.arg(type, key());
    for (qsizetype i = 0; i < fields.size(); ++i)
        out += u"  %1 = {%2}%3\n"_s.arg(fields[i].first, fields[i].second,
                                        i + 1 < fields.size() ? u","_s : QString());
    return out + u"}\n"_s;
}

QString Citation::ris() const
{
    QString out;
    auto line = [&out](const QString &tag, const QString &value) {
        if (!value.trimmed().isEmpty())
            out += tag + u"  - "_s + value.simplified() + u"\n"_s;
    };
    line(u"TY"_s, m_kind == Kind::Article    ? u"JOUR"_s
                  : m_kind == Kind::Preprint ? u"UNPB"_s
                                             : u"ELEC"_s);
    line(u"TI"_s, m_title);
    for (const QString &author : m_authors)
        line(u"AU"_s, author);
    line(u"PY"_s, m_date.left(4));
    if (!m_date.isEmpty()) {
        QStringList parts = m_date.split(u'-');
        while (parts.size() < 3)
            parts.append(QString());
        line(u"DA"_s, parts.join(u'/') + u'/');
    }
    line(u"JO"_s, m_venue);
    if (m_kind == Kind::WebPage)
        line(u"PB"_s, m_site);
    line(u"DO"_s, m_doi);
    if (!m_arxivId.isEmpty())
        line(u"N1"_s, u"arXiv:"_s + m_arxivId);
    line(u"AB"_s, m_abstract);
    line(u"UR"_s, m_url);
    out += u"ER  - \n"_s;
    return out;
}

} // namespace Lectern
