#include "library/search/cjkcharacters.h"

#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using Lectern::CjkCharacters;

class TestCjkCharacters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void knowsTheScripts();
    void indexText_data();
    void indexText();
    void phrases();
};

void TestCjkCharacters::knowsTheScripts()
{
    QVERIFY(CjkCharacters::contains(u"Go 的调度器"_s));
    QVERIFY(CjkCharacters::contains(u"スケジューラ"_s));
    QVERIFY(CjkCharacters::contains(u"스케줄러"_s));
    QVERIFY(!CjkCharacters::contains(u"scheduler, naïve"_s));
    QVERIFY(!CjkCharacters::contains(u"。，"_s)); // CJK punctuation is not a character of words
    QVERIFY(CjkCharacters::only(u"规约"_s));
    QVERIFY(!CjkCharacters::only(u"C语"_s));
    QVERIFY(!CjkCharacters::only(u""_s));
}

void TestCjkCharacters::indexText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("indexed");
    QTest::newRow("none") << u"Memory barriers"_s << QString();
    QTest::newRow("run") << u"内存屏障"_s << u"内 存 屏 障"_s;
    // Characters apart in the text have the break token between them, so no phrase joins them.
    QTest::newRow("apart") << u"并 发，优化"_s << u"并 0 发 0 优 化"_s;
    QTest::newRow("mixed") << u"Go 的 scheduler 调度"_s << u"的 0 调 度"_s;
    QTest::newRow("kana and hangul") << u"設計について 설계"_s << u"設 計 に つ い て 0 설 계"_s;
}

void TestCjkCharacters::indexText()
{
    QFETCH(QString, text);
    QFETCH(QString, indexed);
    QCOMPARE(CjkCharacters::indexText(text), indexed);
}

void TestCjkCharacters::phrases()
{
    QCOMPARE(CjkCharacters::phrase(u"规约"_s), u"\"规 约\""_s);
    QCOMPARE(CjkCharacters::phrase(u"锁"_s), u"\"锁\""_s);
    QCOMPARE(CjkCharacters::phrase(u"C语"_s), u"\"语\""_s);
    QCOMPARE(CjkCharacters::phrase(u"lock"_s), QString());
}

LECTERN_TEST_APPLESS_MAIN(tst_cjkcharacters, TestCjkCharacters)
#include "tst_cjkcharacters.moc"
