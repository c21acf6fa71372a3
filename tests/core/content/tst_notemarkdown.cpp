// A highlight's note, Markdown as the person wrote it, shown as HTML: emphasis, code, lists and
// links as written; raw HTML, script links and remote images never, whatever the note holds.
#include "content/notemarkdown.h"

#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestNoteMarkdown : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rendersWhatWasWritten_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("html");
        QTest::newRow("emphasis") << u"**vLLM** pages the *KV* cache"_s
                                  << u"<p><strong>vLLM</strong> pages the <em>KV</em> cache</p>"_s;
        QTest::newRow("code") << u"see `cudaMalloc`"_s << u"<p>see <code>cudaMalloc</code></p>"_s;
        QTest::newRow("list") << u"- one\n- two"_s << u"<ul>\n<li>one</li>\n<li>two</li>\n</ul>"_s;
        QTest::newRow("link")
            << u"[the paper](https://arxiv.org/abs/2309.06180)"_s
            << u"<p><a href=\"https://arxiv.org/abs/2309.06180\" rel=\"noopener noreferrer\">"
               "the paper</a></p>"_s;
        QTest::newRow("empty") << u"  \n "_s << QString();
    }
    void rendersWhatWasWritten()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, html);
        QCOMPARE(NoteMarkdown::toHtml(markdown), html);
    }

    void nothingInANoteRunsOrLoads()
    {
        const QString html = NoteMarkdown::toHtml(
            u"<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n"
            "[x](javascript:alert(1)) [y](vbscript:z) ![pic](https://tracker.example/p.png)\n\n"
            "<a href=\"https://e.example\" onclick=\"x()\">raw</a>"_s);
        QVERIFY2(!html.contains(u"<script"_s), qPrintable(html));
        QVERIFY2(!html.contains(u"onerror"_s) && !html.contains(u"onclick"_s), qPrintable(html));
        QVERIFY2(!html.contains(u"javascript:"_s) && !html.contains(u"vbscript:"_s),
                 qPrintable(html));
        QVERIFY2(!html.contains(u"<img"_s), qPrintable(html)); // a remote image: its words
        QVERIFY2(html.contains(u"pic"_s), qPrintable(html));
    }
};

LECTERN_TEST_GUILESS_MAIN(tst_notemarkdown, TestNoteMarkdown)
#include "tst_notemarkdown.moc"
