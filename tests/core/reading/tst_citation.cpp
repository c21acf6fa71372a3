// Citations as BibTeX and RIS: a preprint (@misc, eprint), a journal's paper (@article), any
// other article as a web page (@online, its feed the organization); BibTeX's special characters
// escaped; a key of the first author's family name folded to ASCII, the year and the title's
// first word that is not a small one.
#include "reading/citation.h"
#include "testregistry.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestCitation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aPreprintIsMiscWithItsEprint();
    void aJournalPaperIsAnArticleInItsJournal();
    void aWebArticleIsOnlineByItsFeed();
    void specialCharactersAreEscaped();
    void aPreprintAsRis();
    void keysFoldAccentsAndSkipSmallWords();
};

namespace {

ArticleRecord article(const QString &title, const QString &authors, const QUrl &link,
                      const QString &feedTitle, const QDateTime &published = {})
{
    ArticleRecord record;
    record.summary.id = 1;
    record.summary.title = title;
    record.summary.link = link;
    record.summary.feedTitle = feedTitle;
    record.summary.published = published;
    record.authors = authors;
    return record;
}

// As the feed listed it: its own title, authors and date, which the paper's replace.
ArticleRecord preprintArticle()
{
    return article(u"[2412.01234] Coherence in Analytical Engines"_s,
                   u"Ada Lovelace, Charles Babbage"_s, QUrl(u"https://arxiv.org/abs/2412.01234"_s),
                   u"arXiv cs.AR"_s, QDateTime(QDate(2024, 12, 6), QTime(1, 0), QTimeZone::UTC));
}

PaperRecord preprint()
{
    PaperRecord paper;
    paper.articleId = 1;
    paper.pdfAsset = u"%1.pdf"_s.arg(u"a"_s.repeated(64));
    paper.pdfUrl = QUrl(u"https://arxiv.org/pdf/2412.01234v1"_s);
    paper.title = u"Coherence in Analytical Engines"_s;
    paper.authors = {u"Lovelace, Ada"_s, u"Babbage, Charles"_s};
    paper.published = u"2024-12-05"_s;
    paper.abstract = u"We read a cache\n  protocol slowly."_s;
    paper.doi = u"10.48550/arXiv.2412.01234"_s;
    paper.arxivId = u"2412.01234"_s;
    paper.pages = 8;
    return paper;
}

} // namespace

void TestCitation::aPreprintIsMiscWithItsEprint()
{
    const Citation citation(preprintArticle(), preprint());
    QCOMPARE(citation.key(), u"lovelace2024coherence"_s);
    QCOMPARE(citation.bibtex(), u"@misc{lovelace2024coherence,\n"
                                "  title = {{Coherence in Analytical Engines}},\n"
                                "  author = {Lovelace, Ada and Babbage, Charles},\n"
                                "  year = {2024},\n"
                                "  month = {12},\n"
                                "  doi = {10.48550/arXiv.2412.01234},\n"
                                "  eprint = {2412.01234},\n"
                                "  archiveprefix = {arXiv},\n"
                                "  url = {https://arxiv.org/abs/2412.01234}\n"
                                "}\n"_s);
    QCOMPARE(citation.format(Citation::Format::BibTeX), citation.bibtex());
}

void TestCitation::aJournalPaperIsAnArticleInItsJournal()
{
    PaperRecord paper;
    paper.title = u"Notes on the Analytical Engine"_s;
    paper.authors = {u"Ada Lovelace"_s};
    paper.published = u"2023-05"_s;
    paper.venue = u"Journal of Analytical Engines"_s;
    paper.doi = u"10.1000/jae.2023.7"_s;
    const Citation citation(
        article(u"Notes"_s, QString(), QUrl(u"https://journals.example/jae/7"_s), u"JAE"_s), paper);
    QCOMPARE(citation.bibtex(), u"@article{lovelace2023notes,\n"
                                "  title = {{Notes on the Analytical Engine}},\n"
                                "  author = {Ada Lovelace},\n"
                                "  year = {2023},\n"
                                "  month = {5},\n"
                                "  journal = {Journal of Analytical Engines},\n"
                                "  doi = {10.1000/jae.2023.7},\n"
                                "  url = {https://journals.example/jae/7}\n"
                                "}\n"_s);
    QCOMPARE(citation.ris(), u"TY  - JOUR\n"
                             "TI  - Notes on the Analytical Engine\n"
                             "AU  - Ada Lovelace\n"
                             "PY  - 2023\n"
                             "DA  - 2023/05//\n"
                             "JO  - Journal of Analytical Engines\n"
                             "DO  - 10.1000/jae.2023.7\n"
                             "UR  - https://journals.example/jae/7\n"
                             "ER  - \n"_s);
}

void TestCitation::aWebArticleIsOnlineByItsFeed()
{
    // Published at 01:00 in UTC+2: the 5th in UTC.
    const Citation citation(
        article(u"The Engine's Notes"_s, u"Ada Lovelace, Charles Babbage"_s,
                QUrl(u"https://notes.example/engines"_s), u"Analytical Notes"_s,
                QDateTime(QDate(2024, 12, 6), QTime(1, 0), QTimeZone::fromSecondsAheadOfUtc(7200))),
        std::nullopt);
    QCOMPARE(citation.bibtex(), u"@online{lovelace2024engines,\n"
                                "  title = {{The Engine's Notes}},\n"
                                "  author = {Ada Lovelace and Charles Babbage},\n"
                                "  year = {2024},\n"
                                "  month = {12},\n"
                                "  organization = {Analytical Notes},\n"
                                "  url = {https://notes.example/engines}\n"
                                "}\n"_s);
    QCOMPARE(citation.ris(), u"TY  - ELEC\n"
                             "TI  - The Engine's Notes\n"
                             "AU  - Ada Lovelace\n"
                             "AU  - Charles Babbage\n"
                             "PY  - 2024\n"
                             "DA  - 2024/12/05/\n"
                             "PB  - Analytical Notes\n"
                             "UR  - https://notes.example/engines\n"
                             "ER  - \n"_s);
    // "and" and semicolons separate authors too.
    QCOMPARE(Citation(article(u"x"_s, u"Ada Lovelace and Charles Babbage; Mary Somerville"_s,
                              QUrl(u"https://notes.example/x"_s), u"Notes"_s),
                      std::nullopt)
                 .ris()
                 .count(u"AU  - "_s),
             3);
}

void TestCitation::specialCharactersAreEscaped()
{
    const Citation citation(article(u"50% of {caches} & C_1"_s, QString(),
                                    QUrl(u"https://notes.example/caches"_s),
                                    u"R&D #2: $5 ~ x^2 \\ y"_s),
                            std::nullopt);
    QCOMPARE(citation.bibtex(),
             u"@online{50,\n"
             "  title = {{50\\% of \\textbraceleft{}caches\\textbraceright{} \\& C\\_1}},\n"
             "  organization = {R\\&D \\#2: \\$5 \\textasciitilde{} x\\textasciicircum{}2"
             " \\textbackslash{} y},\n"
             "  url = {https://notes.example/caches}\n"
             "}\n"_s);
    // RIS has nothing to escape: the title as written.
    QVERIFY(citation.ris().contains(u"\nTI  - 50% of {caches} & C_1\n"_s));
}

void TestCitation::aPreprintAsRis()
{
    const Citation citation(preprintArticle(), preprint());
    QCOMPARE(citation.ris(), u"TY  - UNPB\n"
                             "TI  - Coherence in Analytical Engines\n"
                             "AU  - Lovelace, Ada\n"
                             "AU  - Babbage, Charles\n"
                             "PY  - 2024\n"
                             "DA  - 2024/12/05/\n"
                             "DO  - 10.48550/arXiv.2412.01234\n"
                             "N1  - arXiv:2412.01234\n"
                             "AB  - We read a cache protocol slowly.\n"
                             "UR  - https://arxiv.org/abs/2412.01234\n"
                             "ER  - \n"_s);
    QCOMPARE(citation.format(Citation::Format::Ris), citation.ris());
}

void TestCitation::keysFoldAccentsAndSkipSmallWords()
{
    const QUrl link(u"https://notes.example/k"_s);
    const QDateTime march(QDate(2024, 3, 1), QTime(12, 0), QTimeZone::UTC);
    QCOMPARE(Citation(article(u"The Émigré Engines"_s, u"Péter Érdi"_s, link, u"Notes"_s, march),
                      std::nullopt)
                 .key(),
             u"erdi2024emigre"_s);
    QCOMPARE(
        Citation(article(u"An Émile Durand reader"_s, u"Émile Durand"_s, link, u"Notes"_s, march),
                 std::nullopt)
            .key(),
        u"durand2024emile"_s);
    PaperRecord paper;
    paper.title = u"On Formally Undecidable Propositions"_s;
    paper.authors = {u"Gödel, Kurt"_s};
    paper.published = u"1931"_s;
    paper.venue = u"Monatshefte für Mathematik und Physik"_s;
    QCOMPARE(Citation(article(u"x"_s, QString(), link, u"Notes"_s), paper).key(),
             u"godel1931formally"_s);
    // Nothing to make a key of.
    QCOMPARE(Citation(ArticleRecord(), std::nullopt).key(), u"lectern"_s);
}

LECTERN_TEST_GUILESS_MAIN(tst_citation, TestCitation)
#include "tst_citation.moc"
