// Highlights as Markdown: each quote a block quote that stays text (no list, heading, emphasis
// or entity made of it), its note as written below it; a document by article with links.
#include "reading/highlightsmarkdown.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestHighlightsMarkdown : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quotesStayText();
    void groupsByArticleWithLinks();
};

namespace {
HighlightRecord highlight(qint64 articleId, const QString &quote, const QString &note = {})
{
    HighlightRecord record;
    record.articleId = articleId;
    record.selector.quote = quote;
    record.note = note;
    record.articleTitle = u"Warps (part 2)"_s;
    record.articleLink = QUrl(u"https://example.org/posts/warps_(2)"_s);
    record.feedTitle = u"GPU Notes"_s;
    return record;
}
} // namespace

void TestHighlightsMarkdown::quotesStayText()
{
    QCOMPARE(HighlightsMarkdown::section({highlight(1, u"1984. It began"_s),
                                          highlight(1, u"- not a list"_s, u"a *note*\nkept"_s),
                                          highlight(1, u"&copy; <b>x</b> a_b"_s)}),
             u"\n## Highlights\n\n> 1984\\. It began\n\n> \\- not a list\n\na *note*\nkept\n\n"
             "> \\&copy; \\<b>x\\</b> a\\_b\n\n"_s);
    QCOMPARE(HighlightsMarkdown::section({}), QString());
}

void TestHighlightsMarkdown::groupsByArticleWithLinks()
{
    const QString document = HighlightsMarkdown::document(
        u"Highlights"_s,
        {highlight(2, u"one"_s), highlight(2, u"two"_s), highlight(3, u"three"_s)});
    QCOMPARE(document.count(u"## [Warps (part 2)](<https://example.org/posts/warps_(2)>)"_s), 2);
    QVERIFY(document.startsWith(u"# Highlights\n\n## "_s));
    QVERIFY(document.contains(u"*GPU Notes*\n\n> one\n\n> two\n\n## "_s));
}

LECTERN_TEST_GUILESS_MAIN(tst_highlightsmarkdown, TestHighlightsMarkdown)
#include "tst_highlightsmarkdown.moc"
