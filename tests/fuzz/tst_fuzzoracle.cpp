// The fuzz targets' oracle must flag what the sanitizer may never emit, and pass its real
// output: otherwise a fuzzing run that "found nothing" would mean nothing. The mutator of
// tst_mutations repeats itself for a seed and tries every kind of mutation.
#include "fuzzoracle.h"
#include "htmlmutator.h"

#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

class TestFuzzOracle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flagsDanger_data()
    {
        QTest::addColumn<QString>("html");
        QTest::newRow("script") << u"<p>a</p><script>x()</script>"_s;
        QTest::newRow("script in table") << u"<table><tr><td><script>x()</script>"_s;
        QTest::newRow("event handler") << u"<img src=\"https://e.org/a.png\" onerror=\"x()\">"_s;
        QTest::newRow("upper-case handler") << u"<b ONCLICK=x()>b</b>"_s;
        QTest::newRow("javascript link") << u"<a href=\" JavaScript:x()\">a</a>"_s;
        QTest::newRow("relative link") << u"<a href=\"/x\">a</a>"_s;
        QTest::newRow("svg image") << u"<img src=\"data:image/svg+xml,x\">"_s;
        QTest::newRow("srcset") << u"<img srcset=\"https://e.org/a.png 1x, javascript:x 2x\">"_s;
        QTest::newRow("srcset after a data url")
            << u"<img srcset=\"data:image/png;base64,AA 1x,vbscript:x 2x\">"_s;
        QTest::newRow("style attribute") << u"<p style=\"color:red\">a</p>"_s;
        QTest::newRow("svg") << u"<svg><circle r=\"1\"></circle></svg>"_s;
        QTest::newRow("xlink href") << u"<math><mi xlink:href=\"https://e.org\">x</mi></math>"_s;
        QTest::newRow("href on math") << u"<math><mi href=\"https://e.org\">x</mi></math>"_s;
        QTest::newRow("iframe") << u"<iframe></iframe>"_s;
        QTest::newRow("annotation-xml")
            << u"<math><semantics><mi>x</mi><annotation-xml>y</annotation-xml></semantics></math>"_s;
    }

    void flagsDanger()
    {
        QFETCH(QString, html);
        QVERIFY2(!Lectern::Fuzz::sanitizedHtmlProblem(html).isEmpty(), qPrintable(html));
    }

    void passesSafeHtml()
    {
        const QString html = u"<p><a href=\"mailto:a@e.org\">m</a><img src=\"data:image/png;base64,"
                             "AA\" srcset=\"data:image/png;base64,A,B 1x, https://e.org/b.png 2x\">"
                             "<math display=\"block\"><mi>x</mi></math></p>"_s;
        const QString problem = Lectern::Fuzz::sanitizedHtmlProblem(html);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void passesTheSanitizersGoldens()
    {
        const QDir dir(QStringLiteral(LECTERN_TEST_DATA "/content/sanitizer"));
        const QStringList names = dir.entryList({u"*.expected.html"_s}, QDir::Files);
        QVERIFY(names.size() >= 8);
        for (const QString &name : names) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString problem =
                Lectern::Fuzz::sanitizedHtmlProblem(QString::fromUtf8(file.readAll()));
            QVERIFY2(problem.isEmpty(), qPrintable(name + u": "_s + problem));
        }
    }

    void countsElements()
    {
        // html, head and body are implied; a template's contents count as its children.
        QCOMPARE(Lectern::Fuzz::elementCount(u"<p>a<b>b</b></p>"_s), 5);
        QCOMPARE(Lectern::Fuzz::elementCount(u"text"_s), 3);
        QCOMPARE(Lectern::Fuzz::elementCount(u"<video></video><p><audio></audio></p>"_s,
                                             {GUMBO_TAG_AUDIO, GUMBO_TAG_VIDEO}),
                 2);
    }

    void mutatesTheSameWayForTheSameSeed()
    {
        const QString hostile =
            u"<p title=\"x\">a <a href=\"javascript:x()\">b</a><img src=x onerror=y()></p>"_s;
        Lectern::Fuzz::HtmlMutator first(42, 8080);
        Lectern::Fuzz::HtmlMutator second(42, 8080);
        Lectern::Fuzz::HtmlMutator other(43, 8080);
        QSet<QString> operators;
        int changed = 0;
        int differs = 0;
        for (int i = 0; i < 400; ++i) {
            const QString a = first.mutate(hostile);
            QCOMPARE(second.mutate(hostile), a);
            changed += a != hostile;
            differs += other.mutate(hostile) != a;
            for (const QString &name : first.lastOperators())
                operators.insert(name);
        }
        // An operator may, now and then, put back what was there (a quote for a quote).
        QVERIFY2(changed > 340, qPrintable(QString::number(changed)));
        QVERIFY(differs > 300);
        QCOMPARE(operators.size(), 9); // every kind of mutation is tried
    }
};

LECTERN_TEST_GUILESS_MAIN(tst_fuzzoracle, TestFuzzOracle)
#include "tst_fuzzoracle.moc"
