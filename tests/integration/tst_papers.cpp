// Papers end to end with the real lectern program: an arXiv-style feed (abstracts only, each
// item linking an abstract page that names its PDF) is followed, its papers captured from a
// local server; then the server goes away and each paper is still there: found by a word on
// its seventh page, its pages printed, cited as BibTeX and RIS, exported as Markdown with its
// PDF. A saved PDF is kept the same way, and a damaged one is named.
#include "lecternrun.h"
#include "testhttpserver.h"
#include "testpdfs.h"
#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Twelve pages, the seventh holding a word no other page (or paper) has.
QByteArray paperPdf(const QString &title, const QString &seventhPageWord)
{
    QStringList pages;
    for (int i = 1; i <= 12; ++i) {
        pages.append(
            i == 7 ? u"Section 7. The measured latency is explained by "_s + seventhPageWord +
                         u" in the interconnect."_s
                   : u"Page %1 of %2: the cache hierarchy, level by level."_s.arg(i).arg(title));
    }
    return pdfOfPages(pages, title + u".tex"_s);
}

QByteArray abstractPage(const QByteArray &id, const QByteArray &title, const QByteArray &abstract)
{
    return "<!DOCTYPE html><html><head><title>[" + id + "] " + title +
           "</title><meta name=\"citation_title\" content=\"" + title +
           "\"><meta name=\"citation_author\" content=\"Hopper, Grace\">"
           "<meta name=\"citation_author\" content=\"Liskov, Barbara\">"
           "<meta name=\"citation_date\" content=\"2024/12/02\">"
           "<meta name=\"citation_online_date\" content=\"2024/12/03\">"
           "<meta name=\"citation_pdf_url\" content=\"/pdf/" +
           id + "\"><meta name=\"citation_arxiv_id\" content=\"" + id +
           "\"></head><body><h1 class=\"title\">" + title + "</h1><blockquote class=\"abstract\">" +
           abstract + "</blockquote><a href=\"/pdf/" + id + "\">View PDF</a></body></html>";
}

} // namespace

class TestPapers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void aFeedOfPapersIsKeptReadAndCitedOffline();
    void aSavedPdfIsKeptAndADamagedOneNamed();

private:
    LecternRun lectern(const QStringList &arguments, const QString &library,
                       int timeoutMs = 60'000);
    QJsonArray list(const QString &library);

    std::unique_ptr<TestHttpServer> m_server;
    QTemporaryDir m_dir;
};

void TestPapers::initTestCase()
{
    m_server = std::make_unique<TestHttpServer>();
    QVERIFY(m_server->start());
    TestHttpServer &s = *m_server;
    const QByteArray html = "text/html; charset=utf-8";
    s.serveBody("/abs/2412.00001",
                abstractPage("2412.00001", "Interconnects, Measured",
                             "We measure the latency of on-chip interconnects."),
                html);
    s.serveBody("/pdf/2412.00001", paperPdf(u"Interconnects, Measured"_s, u"zetaflits"_s),
                "application/pdf");
    s.serveBody(
        "/abs/2412.00002",
        abstractPage("2412.00002", "Coherence at Scale", "A directory protocol for many cores."),
        html);
    s.serveBody("/pdf/2412.00002", paperPdf(u"Coherence at Scale"_s, u"omegaprobes"_s),
                "application/pdf");
    QByteArray items;
    for (const QByteArray id : {"2412.00001", "2412.00002"}) {
        items += "<item><title>" +
                 QByteArray(id == "2412.00001" ? "Interconnects, Measured" : "Coherence at Scale") +
                 " (arXiv:" + id + "v1 [cs.AR])</title><link>" +
                 s.url(u"/abs/"_s + QString::fromLatin1(id)).toEncoded() +
                 "</link><description>Abstract: a short abstract.</description></item>";
    }
    s.serveBody("/rss/cs.AR",
                "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>cs.AR updates"
                "</title><link>" +
                    s.url(u"/"_s).toEncoded() + "</link>" + items + "</channel></rss>",
                "application/rss+xml");
    s.serveBody("/files/queues.pdf", pdfOfNumberedPages(3, u"Queues in Practice"_s),
                "application/pdf");
    s.serveBody("/files/broken.pdf", "%PDF-1.4\n1 0 obj<<>>endobj\n", "application/pdf");
}

LecternRun TestPapers::lectern(const QStringList &arguments, const QString &library, int timeoutMs)
{
    return LecternRun::run(QStringList{u"--library"_s, m_dir.filePath(library)} + arguments,
                           QProcessEnvironment::systemEnvironment(), {}, timeoutMs);
}

QJsonArray TestPapers::list(const QString &library)
{
    return QJsonDocument::fromJson(lectern({u"list"_s, u"--json"_s}, library).out.toUtf8()).array();
}

void TestPapers::aFeedOfPapersIsKeptReadAndCitedOffline()
{
    const QString library = u"arxiv"_s;
    const LecternRun add = lectern({u"add"_s, m_server->url(u"/rss/cs.AR"_s).toString()}, library);
    QVERIFY2(add.exitCode == 0, qPrintable(add.out + add.err));
    const LecternRun capture = lectern({u"capture"_s, u"--pending"_s}, library, 120'000);
    QVERIFY2(capture.exitCode == 0, qPrintable(capture.out + capture.err));
    QVERIFY2(capture.out.contains(u"Captured 2 of 2 articles with 0 images"_s),
             qPrintable(capture.out + capture.err));
    QCOMPARE(m_server->requestsFor("/pdf/2412.00001").size(), 1);
    // Captured again (the user asks), the kept PDF is not fetched again.
    const qint64 first = list(library).at(0).toObject().value(u"id"_s).toInteger();
    QCOMPARE(lectern({u"capture"_s, QString::number(first)}, library).exitCode, 0);
    QCOMPARE(m_server->requestsFor("/pdf/2412.00001").size() +
                 m_server->requestsFor("/pdf/2412.00002").size(),
             2);

    m_server.reset(); // offline from here on

    // A word from page 7 of one paper finds that paper, and only it.
    const QJsonArray found =
        QJsonDocument::fromJson(
            lectern({u"search"_s, u"zetaflits"_s, u"--json"_s}, library).out.toUtf8())
            .array();
    QCOMPARE(found.size(), 1);
    const QJsonObject paper = found.first().toObject();
    QCOMPARE(paper.value(u"title"_s).toString().left(23), u"Interconnects, Measured"_s);
    const QString id = QString::number(paper.value(u"id"_s).toInteger());
    const QJsonArray papers =
        QJsonDocument::fromJson(
            lectern({u"search"_s, u"has:pdf"_s, u"--json"_s}, library).out.toUtf8())
            .array();
    QCOMPARE(papers.size(), 2);

    // Its pages, printed offline, with the word on the seventh.
    const LecternRun shown = lectern({u"show"_s, id}, library);
    QCOMPARE(shown.exitCode, 0);
    const qsizetype seventh = shown.out.indexOf(u"— page 7 of 12 —"_s);
    QVERIFY2(seventh > 0, qPrintable(shown.out.left(3000)));
    QVERIFY(shown.out.indexOf(u"zetaflits"_s) > seventh);
    QVERIFY(shown.out.indexOf(u"zetaflits"_s) < shown.out.indexOf(u"— page 8 of 12 —"_s));
    QVERIFY(shown.out.contains(u"Hopper, Grace, Liskov, Barbara"_s));

    // Cited from what its abstract page said.
    const LecternRun bibtex = lectern({u"cite"_s, id}, library);
    QCOMPARE(bibtex.exitCode, 0);
    QCOMPARE(bibtex.out, u"@misc{hopper2024interconnects,\n"
                         "  title = {{Interconnects, Measured}},\n"
                         "  author = {Hopper, Grace and Liskov, Barbara},\n"
                         "  year = {2024},\n"
                         "  month = {12},\n"
                         "  eprint = {2412.00001},\n"
                         "  archiveprefix = {arXiv},\n"
                         "  url = {%1}\n"
                         "}\n"_s.arg(paper.value(u"link"_s).toString()));
    const LecternRun ris = lectern({u"cite"_s, id, u"--format"_s, u"ris"_s}, library);
    QVERIFY2(
        ris.out.startsWith(u"TY  - UNPB\nTI  - Interconnects, Measured\nAU  - Hopper, Grace\n"_s),
        qPrintable(ris.out));
    QVERIFY(ris.out.contains(u"DA  - 2024/12/02/\n"_s));
    QVERIFY(lectern({u"cite"_s, id, u"--format"_s, u"mla"_s}, library).exitCode != 0);

    // Markdown export carries the PDF beside it.
    const QString markdown = m_dir.filePath(u"export/paper.md"_s);
    QVERIFY(QDir().mkpath(m_dir.filePath(u"export"_s)));
    const LecternRun exported =
        lectern({u"export"_s, id, u"--format"_s, u"md"_s, u"-o"_s, markdown}, library);
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    QFile file(markdown);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype link = text.indexOf(u"[PDF, 12 pages](paper-images/"_s);
    QVERIFY2(link > 0, qPrintable(text.left(800)));
    const QString pdfName = text.mid(link + 29).section(u')', 0, 0);
    QFile pdf(m_dir.filePath(u"export/paper-images/"_s + pdfName));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
}

void TestPapers::aSavedPdfIsKeptAndADamagedOneNamed()
{
    if (!m_server)
        initTestCase(); // the first test took the server away
    const QString library = u"saved"_s;
    const LecternRun saved = lectern({u"save"_s, m_server->url(u"/files/queues.pdf"_s).toString(),
                                      m_server->url(u"/files/broken.pdf"_s).toString()},
                                     library, 120'000);
    QCOMPARE(saved.exitCode, 0);
    const QJsonArray articles = list(library);
    QCOMPARE(articles.size(), 2);
    QJsonObject queues, broken;
    for (const QJsonValue &article : articles) {
        const QJsonObject object = article.toObject();
        (object.value(u"link"_s).toString().endsWith(u"queues.pdf"_s) ? queues : broken) = object;
    }
    // Titled by the PDF itself once kept.
    QCOMPARE(queues.value(u"title"_s).toString(), u"Queues in Practice"_s);
    QVERIFY(queues.value(u"captured"_s).toBool());
    QVERIFY(!broken.value(u"captured"_s).toBool());
    QVERIFY2(QString(saved.out + saved.err).contains(u"broken.pdf: the PDF is damaged"_s),
             qPrintable(saved.out + saved.err));
}

LECTERN_TEST_MAIN(tst_papers, TestPapers)
#include "tst_papers.moc"
