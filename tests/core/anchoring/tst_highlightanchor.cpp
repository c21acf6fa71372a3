// Anchoring highlights: described from a range of the text, found again at their place, after
// text was inserted or removed around them, in another version (feed text, re-capture), in
// code and in CJK text; not found when their text is gone.
#include "anchoring/highlightanchor.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestHighlightAnchor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void collapsesWhiteSpaceAndKeepsRawOffsets();
    void describesARange();
    void findsAtItsPlace();
    void followsInsertionsAndDeletions();
    void picksTheOccurrenceItsContextNames();
    void findsItInAnotherVersion();
    void findsCodeAndCjk();
    void saysWhatIsNotFound();
    void describesAQuoteAlone();
};

void TestHighlightAnchor::collapsesWhiteSpaceAndKeepsRawOffsets()
{
    const QString raw = u"  one\n\t two\u00ADthree \u200B four\u0096\uFFFD"_s;
    const AnchorText text(raw);
    QCOMPARE(text.text(), u" one twothree four"_s);
    const qsizetype two = text.text().indexOf(u"two"_s);
    QCOMPARE(text.rawOffset(two), raw.indexOf(u"two"_s));
    // "twothree" ends where "three" ends in the raw text, past the soft hyphen.
    QCOMPARE(text.rawEnd(two + 8), raw.indexOf(u"three"_s) + 5);
    QCOMPARE(text.positionOf(raw.indexOf(u"four"_s)), text.text().indexOf(u"four"_s));
    QCOMPARE(text.rawOffset(text.size()), raw.size());
    QCOMPARE(text.rawEnd(text.size()), raw.indexOf(u"four"_s) + 4);
}

void TestHighlightAnchor::describesARange()
{
    const AnchorText text(u"Caches are small. A memory barrier orders loads and stores. Done."_s);
    const qsizetype start = text.text().indexOf(u"A memory"_s);
    // Spaces at the ends are not part of a quote.
    const auto selector = HighlightAnchor::describe(text, start - 1, start + 17);
    QVERIFY(selector);
    QCOMPARE(selector->quote, u"A memory barrier"_s);
    QCOMPARE(selector->prefix, u"Caches are small. "_s);
    QCOMPARE(selector->suffix, u" orders loads and stores. Done."_s);
    QCOMPARE(selector->start, start);
    QCOMPARE(selector->end, start + 16);
    QVERIFY(!HighlightAnchor::describe(text, 6, 7)); // a space alone
}

void TestHighlightAnchor::findsAtItsPlace()
{
    const AnchorText text(u"alpha beta gamma delta"_s);
    const auto beta = HighlightAnchor::describe(text, 6, 10);
    const auto delta = HighlightAnchor::describe(text, 17, 22);
    const auto found = HighlightAnchor::locate(text, {*delta, *beta});
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(0), (TextRange{17, 22}));
    QCOMPARE(found.at(1), (TextRange{6, 10}));
}

void TestHighlightAnchor::followsInsertionsAndDeletions()
{
    const QString original =
        u"Intro. The scheduler picks the next warp. Then the warp issues. The end."_s;
    const AnchorText before(original);
    const auto picks = HighlightAnchor::describe(before, original.indexOf(u"picks"_s),
                                                 original.indexOf(u"picks"_s) + 24);
    const auto issues = HighlightAnchor::describe(before, original.indexOf(u"issues"_s),
                                                  original.indexOf(u"issues"_s) + 6);
    QCOMPARE(picks->quote, u"picks the next warp. The"_s);

    const QString inserted = u"A new first paragraph was added. "_s + original;
    const AnchorText after(inserted);
    const auto found = HighlightAnchor::locate(after, {*picks, *issues});
    QCOMPARE(found.at(0)->start, inserted.indexOf(u"picks"_s));
    QCOMPARE(found.at(1)->start, inserted.indexOf(u"issues"_s));

    QString removed = original;
    removed.remove(0, 7); // "Intro. "
    removed.replace(u"Then the warp"_s, u"The warp"_s);
    const auto again = HighlightAnchor::locate(AnchorText(removed), {*picks, *issues});
    QCOMPARE(again.at(0)->start, removed.indexOf(u"picks"_s));
    QCOMPARE(again.at(1)->start, removed.indexOf(u"issues"_s));
}

void TestHighlightAnchor::picksTheOccurrenceItsContextNames()
{
    const QString raw = u"the lock is held. the lock is free. the lock is gone."_s;
    const AnchorText text(raw);
    const qsizetype second = raw.indexOf(u"the lock"_s, 5);
    const auto selector = HighlightAnchor::describe(text, second, second + 8);
    // The paragraph before grew: the old place now holds the first "the lock"'s neighbour.
    const QString grown = u"the lock, as said, is held. the lock is free. the lock is gone."_s;
    const auto found = HighlightAnchor::locate(AnchorText(grown), {*selector});
    QCOMPARE(found.at(0)->start, grown.indexOf(u"the lock is free"_s));
}

void TestHighlightAnchor::findsItInAnotherVersion()
{
    // The feed's summary and the captured page differ in white space and surroundings.
    const AnchorText feed(u"<summary> Warps run\n32 threads  in lockstep. Read more"_s);
    const qsizetype at = feed.text().indexOf(u"32 threads"_s);
    const auto selector = HighlightAnchor::describe(feed, at, at + 23);
    QCOMPARE(selector->quote, u"32 threads in lockstep."_s);
    const QString captured = u"GPU basics\n\nOn NVIDIA hardware, warps run 32\nthreads in "
                             u"lockstep. Divergence serialises them."_s;
    const AnchorText page(captured);
    const auto found = HighlightAnchor::locate(page, {*selector});
    QVERIFY(found.at(0));
    QCOMPARE(page.text().mid(found.at(0)->start, found.at(0)->end - found.at(0)->start),
             u"32 threads in lockstep."_s);
    QCOMPARE(page.rawOffset(found.at(0)->start), captured.indexOf(u"32\nthreads"_s));
}

void TestHighlightAnchor::findsCodeAndCjk()
{
    const QString code = u"fn main() {\n    let x = 1;\n    println!(\"{x}\");\n}\n"_s;
    const AnchorText text(code);
    const qsizetype at = text.text().indexOf(u"let x"_s);
    const auto selector = HighlightAnchor::describe(text, at, at + 10);
    QCOMPARE(selector->quote, u"let x = 1;"_s);
    const QString changed = u"// comment\n"_s + code;
    QCOMPARE(HighlightAnchor::locate(AnchorText(changed), {*selector}).at(0)->start,
             AnchorText(changed).text().indexOf(u"let x"_s));

    const QString zh = u"调度器决定下一个线程束。线程束中的线程同步执行。"_s;
    const AnchorText cjk(zh);
    const qsizetype warp = zh.indexOf(u"线程束中"_s);
    const auto marked = HighlightAnchor::describe(cjk, warp, warp + 11);
    QCOMPARE(marked->quote, u"线程束中的线程同步执行"_s);
    const QString edited = u"前言。"_s + zh;
    QCOMPARE(HighlightAnchor::locate(AnchorText(edited), {*marked}).at(0)->start,
             edited.indexOf(u"线程束中"_s));
}

void TestHighlightAnchor::saysWhatIsNotFound()
{
    const AnchorText text(u"A lock protects the queue."_s);
    const auto selector = HighlightAnchor::describe(text, 2, 6);
    const auto found =
        HighlightAnchor::locate(AnchorText(u"A mutex protects the queue."_s), {*selector});
    QCOMPARE(found.size(), 1);
    QVERIFY(!found.at(0));
}

void TestHighlightAnchor::describesAQuoteAlone()
{
    const AnchorText text(u"Barriers order memory. Fences too."_s);
    const auto selector = HighlightAnchor::describeQuote(text, u"  order\nmemory "_s);
    QVERIFY(selector);
    QCOMPARE(selector->quote, u"order memory"_s);
    QCOMPARE(selector->start, 9);
    QCOMPARE(HighlightAnchor::describeQuote(text, u"FENCES"_s)->quote, u"Fences"_s);
    QVERIFY(!HighlightAnchor::describeQuote(text, u"spinlock"_s));
    QVERIFY(!HighlightAnchor::describeQuote(text, u"   "_s));
}

LECTERN_TEST_GUILESS_MAIN(tst_highlightanchor, TestHighlightAnchor)
#include "tst_highlightanchor.moc"
