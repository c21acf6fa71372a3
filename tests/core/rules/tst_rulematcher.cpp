// Which articles a rule takes: whole words, case-folded, all of them; phrases across odd white
// space; regular expressions anywhere; negation, all or any; feeds, shelves and tags; words in
// Chinese and Japanese, which have no spaces; content read only so far; a rule that does not
// validate taking nothing.
#include "ruleconditions.h"
#include "rules/rulematcher.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

using Field = RuleCondition::Field;
using Match = RuleCondition::Match;

Rule matcherTestRule(const QList<RuleCondition> &conditions, bool matchAll = true)
{
    Rule rule;
    rule.matchAll = matchAll;
    rule.conditions = conditions;
    rule.actions.markRead = true;
    return rule;
}

// A matcher of one condition.
RuleMatcher matcherOf(Field field, Match match, const QString &value, bool negated = false)
{
    return RuleMatcher(matcherTestRule({ruleCondition(field, match, value, negated)}));
}

RuleSubject matcherTitled(const QString &title)
{
    RuleSubject subject;
    subject.title = title;
    return subject;
}

RuleSubject matcherWithContent(const QString &content)
{
    RuleSubject subject;
    subject.content = content;
    return subject;
}

RuleSubject matcherTagged(const QStringList &tags)
{
    RuleSubject subject;
    subject.tags = tags;
    return subject;
}

} // namespace

class TestRuleMatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wordsAreWholeWords();
    void wordsIgnoreCase();
    void wantedWordsAreFoundAsEveryWordIs();
    void allWordsAreNeeded();
    void phraseAcrossOddWhiteSpace();
    void regexMatchesAnywhere();
    void negation();
    void allOrAny();
    void feedsAndShelves();
    void tags();
    void cjkWords();
    void otherFields();
    void contentIsReadOnlySoFar();
    void invalidRegexNeverMatches();
    void noConditionsNeverMatches();
    void keepsTheRule();
};

void TestRuleMatcher::wordsAreWholeWords()
{
    const RuleMatcher rust = matcherOf(Field::Title, Match::Words, u"rust"_s);
    QVERIFY2(rust.isValid(), qPrintable(rust.errorString()));
    QVERIFY(rust.matches(matcherTitled(u"Rust 1.80 released"_s)));
    QVERIFY(rust.matches(matcherTitled(u"What's new in rust"_s)));
    QVERIFY(rust.matches(matcherTitled(u"rust's borrow checker (rust)"_s)));
    QVERIFY(rust.matches(matcherTitled(u"Rust-lang news"_s)));
    QVERIFY(!rust.matches(matcherTitled(u"Why trust matters"_s)));
    QVERIFY(!rust.matches(matcherTitled(u"A rusty bike"_s)));
    QVERIFY(!rust.matches(matcherTitled(u"rust_lang internals"_s)));
    QVERIFY(!rust.matches(matcherTitled(QString())));
    // A word ending in symbols is whole where it has letters.
    const RuleMatcher cpp = matcherOf(Field::Title, Match::Words, u"c++"_s);
    QVERIFY(cpp.matches(matcherTitled(u"Modern C++ tips"_s)));
    QVERIFY(!cpp.matches(matcherTitled(u"ObjC++ notes"_s)));
    // A word is found after an earlier place where it is part of another.
    QVERIFY(rust.matches(matcherTitled(u"trust and rust"_s)));
    // Accented letters are letters too: "café" is not in "cafés".
    const RuleMatcher cafe = matcherOf(Field::Title, Match::Words, u"café"_s);
    QVERIFY(cafe.matches(matcherTitled(u"Le café du coin"_s)));
    QVERIFY(!cafe.matches(matcherTitled(u"Les cafés"_s)));
}

void TestRuleMatcher::wordsIgnoreCase()
{
    QVERIFY(matcherOf(Field::Title, Match::Words, u"RUST"_s).matches(matcherTitled(u"rust"_s)));
    QVERIFY(matcherOf(Field::Title, Match::Words, u"Rust"_s).matches(matcherTitled(u"RUST"_s)));
    // Case folding, not lower case: the final sigma ς and the capital Σ both fold to σ.
    const RuleMatcher road = matcherOf(Field::Title, Match::Words, u"ΟΔΟΣ"_s);
    QVERIFY(road.matches(matcherTitled(u"μια οδος"_s)));
    QVERIFY(matcherOf(Field::Title, Match::Words, u"οδος"_s).matches(matcherTitled(u"ΟΔΟΣ"_s)));
}

void TestRuleMatcher::wantedWordsAreFoundAsEveryWordIs()
{
    // RuleRunner asks with the words its rules want, which finds them without splitting the
    // text into every word (by their first three letters when all are ASCII): the same answers.
    struct Case
    {
        QString word;
        QString content;
        bool found;
    };
    const QList<Case> cases = {
        {u"mutex"_s, u"mutex"_s, true},
        {u"mutex"_s, u"A Mutex, then a MUTEX."_s, true},
        {u"mutex"_s, u"mutexes and std::mutex_guard"_s, false},
        {u"mutex"_s, u"a recursive_mutex"_s, false},
        {u"mutex"_s, u"émutex and mutexé"_s, false},
        {u"mutex"_s, u"锁mutex锁"_s, true},        // Han is no part of a Latin word
        {u"kernel"_s, u"the \u212Aernel"_s, true}, // the Kelvin sign folds to k
        {u"kernel"_s, u"ke rnel, kern el, kerne"_s, false},
        {u"kernel"_s, u"kekernel kernelk kernel"_s, true},
        {u"go"_s, u"Go 1.24 is out"_s, true}, // too short for three letters
        {u"go"_s, u"a goal"_s, false},
        {u"café"_s, u"au CAFÉ"_s, true}, // not ASCII
        {u"x86"_s, u"on x86_64"_s, false},
        {u"x86"_s, u"on x86-64"_s, true},
    };
    for (const Case &c : cases) {
        const QString &content = c.content;
        const RuleMatcher matcher = matcherOf(Field::Content, Match::Words, c.word);
        RuleMatcher::WordsWanted wanted;
        matcher.addWordsTo(wanted);
        const RuleSubject subject = matcherWithContent(content);
        RuleMatcher::Texts texts(subject, &wanted);
        QVERIFY2(matcher.matches(texts) == c.found, qPrintable(c.word + u" in "_s + content));
        QVERIFY2(matcher.matches(subject) == c.found, qPrintable(c.word + u" in "_s + content));
    }
}

void TestRuleMatcher::allWordsAreNeeded()
{
    const RuleMatcher both = matcherOf(Field::Title, Match::Words, u"rust  async"_s);
    QVERIFY(both.isValid());
    QVERIFY(both.matches(matcherTitled(u"Async Rust in practice"_s)));
    QVERIFY(both.matches(matcherTitled(u"rust: the async book"_s)));
    QVERIFY(!both.matches(matcherTitled(u"Rust in practice"_s)));
    QVERIFY(!both.matches(matcherTitled(u"async Python"_s)));
    QVERIFY(!both.matches(matcherTitled(u"asynchronous Rust"_s)));
}

void TestRuleMatcher::phraseAcrossOddWhiteSpace()
{
    const RuleMatcher phrase = matcherOf(Field::Content, Match::Phrase, u" memory   model "_s);
    QVERIFY2(phrase.isValid(), qPrintable(phrase.errorString()));
    QVERIFY(phrase.matches(matcherWithContent(u"The Memory\n\t Model of C++"_s)));
    QVERIFY(phrase.matches(matcherWithContent(u"a memory\u00A0model"_s))); // no-break space
    QVERIFY(phrase.matches(matcherWithContent(u"MEMORY MODEL"_s)));
    QVERIFY(!phrase.matches(matcherWithContent(u"memory and model"_s)));
    QVERIFY(!phrase.matches(matcherWithContent(u"model memory"_s)));
    QVERIFY(!phrase.matches(matcherWithContent(u"memorymodel"_s)));
    // Whole words at its ends too.
    QVERIFY(!phrase.matches(matcherWithContent(u"nonmemory models"_s)));
}

void TestRuleMatcher::regexMatchesAnywhere()
{
    const RuleMatcher start = matcherOf(Field::Title, Match::Regex, u"^rust\\b"_s);
    QVERIFY2(start.isValid(), qPrintable(start.errorString()));
    QVERIFY(start.matches(matcherTitled(u"Rust news"_s))); // case-insensitive
    QVERIFY(!start.matches(matcherTitled(u"Trust news"_s)));
    QVERIFY(!start.matches(matcherTitled(u"News on rust"_s)));
    const RuleMatcher inside = matcherOf(Field::Title, Match::Regex, u"sync"_s);
    QVERIFY(inside.matches(matcherTitled(u"Non-asynchronous code"_s)));
    // \w knows letters beyond ASCII.
    const RuleMatcher word = matcherOf(Field::Title, Match::Regex, u"^\\w+$"_s);
    QVERIFY(word.matches(matcherTitled(u"Café"_s)));
    QVERIFY(!word.matches(matcherTitled(u"two words"_s)));
}

void TestRuleMatcher::negation()
{
    const RuleMatcher notBot = matcherOf(Field::Author, Match::Words, u"bot"_s, true);
    QVERIFY(notBot.isValid());
    RuleSubject subject;
    subject.authors = u"Release Bot"_s;
    QVERIFY(!notBot.matches(subject));
    subject.authors = u"Dependabot"_s; // "bot" only inside a word
    QVERIFY(notBot.matches(subject));
    subject.authors.clear();
    QVERIFY(notBot.matches(subject));

    const RuleMatcher notPdf = matcherOf(Field::Link, Match::Regex, u"\\.pdf$"_s, true);
    subject.link = u"https://example.org/paper.PDF"_s;
    QVERIFY(!notPdf.matches(subject));
    subject.link = u"https://example.org/paper.html"_s;
    QVERIFY(notPdf.matches(subject));
}

void TestRuleMatcher::allOrAny()
{
    const QList<RuleCondition> conditions = {
        ruleCondition(Field::Title, Match::Words, u"rust"_s),
        ruleCondition(Field::Feed, Match::Words, u"3"_s),
    };
    const RuleMatcher all(matcherTestRule(conditions, true));
    const RuleMatcher any(matcherTestRule(conditions, false));
    RuleSubject both = matcherTitled(u"Rust weekly"_s);
    both.feedId = 3;
    RuleSubject titleOnly = both;
    titleOnly.feedId = 4;
    RuleSubject feedOnly = both;
    feedOnly.title = u"Go weekly"_s;
    RuleSubject neither = feedOnly;
    neither.feedId = 4;

    QVERIFY(all.matches(both));
    QVERIFY(!all.matches(titleOnly));
    QVERIFY(!all.matches(feedOnly));
    QVERIFY(!all.matches(neither));
    QVERIFY(any.matches(both));
    QVERIFY(any.matches(titleOnly));
    QVERIFY(any.matches(feedOnly));
    QVERIFY(!any.matches(neither));
}

void TestRuleMatcher::feedsAndShelves()
{
    const RuleMatcher feed = matcherOf(Field::Feed, Match::Words, u"12"_s);
    QVERIFY2(feed.isValid(), qPrintable(feed.errorString()));
    RuleSubject subject;
    subject.feedId = 12;
    QVERIFY(feed.matches(subject));
    subject.feedId = 112;
    QVERIFY(!feed.matches(subject));

    const RuleMatcher shelf = matcherOf(Field::Shelf, Match::Words, u"3"_s);
    const RuleMatcher offShelf = matcherOf(Field::Shelf, Match::Words, u"3"_s, true);
    subject.shelfIds = {1, 3};
    QVERIFY(shelf.matches(subject));
    QVERIFY(!offShelf.matches(subject));
    subject.shelfIds = {2, 33};
    QVERIFY(!shelf.matches(subject));
    QVERIFY(offShelf.matches(subject));
    subject.shelfIds.clear();
    QVERIFY(!shelf.matches(subject));

    // The match is ignored for ids: "regex" 1 is still feed 1, not any id holding a 1.
    const RuleMatcher regexFeed = matcherOf(Field::Feed, Match::Regex, u"1"_s);
    QVERIFY(regexFeed.isValid());
    subject.feedId = 1;
    QVERIFY(regexFeed.matches(subject));
    subject.feedId = 11;
    QVERIFY(!regexFeed.matches(subject));
}

void TestRuleMatcher::tags()
{
    // Words: each word is one of the tags, whole, in any case.
    const RuleMatcher rust = matcherOf(Field::Tag, Match::Words, u"rust"_s);
    QVERIFY(rust.matches(matcherTagged({u"News"_s, u"Rust"_s})));
    QVERIFY(!rust.matches(matcherTagged({u"rusty"_s, u"rust lang"_s})));
    QVERIFY(!rust.matches(matcherTagged({})));
    const RuleMatcher two = matcherOf(Field::Tag, Match::Words, u"rust news"_s);
    QVERIFY(two.matches(matcherTagged({u"news"_s, u"RUST"_s})));
    QVERIFY(!two.matches(matcherTagged({u"rust"_s})));
    // Phrase: one tag is the phrase, white space aside.
    const RuleMatcher phrase = matcherOf(Field::Tag, Match::Phrase, u"machine learning"_s);
    QVERIFY(phrase.matches(matcherTagged({u" Machine  Learning"_s})));
    QVERIFY(!phrase.matches(matcherTagged({u"machine learning basics"_s})));
    QVERIFY(!phrase.matches(matcherTagged({u"machine"_s, u"learning"_s})));
    // Regex: against each tag.
    const RuleMatcher prefix = matcherOf(Field::Tag, Match::Regex, u"^lang-"_s);
    QVERIFY(prefix.matches(matcherTagged({u"news"_s, u"LANG-rust"_s})));
    QVERIFY(!prefix.matches(matcherTagged({u"golang-news"_s})));
    // Not tagged: holds for an article without tags.
    const RuleMatcher notAds = matcherOf(Field::Tag, Match::Words, u"sponsored"_s, true);
    QVERIFY(notAds.matches(matcherTagged({})));
    QVERIFY(!notAds.matches(matcherTagged({u"Sponsored"_s})));
}

void TestRuleMatcher::cjkWords()
{
    const RuleMatcher memory = matcherOf(Field::Title, Match::Words, u"内存"_s);
    QVERIFY2(memory.isValid(), qPrintable(memory.errorString()));
    QVERIFY(memory.matches(matcherTitled(u"深入理解内存模型"_s)));
    QVERIFY(!memory.matches(matcherTitled(u"深入理解线程模型"_s)));
    QVERIFY(matcherOf(Field::Title, Match::Words, u"内存 模型"_s)
                .matches(matcherTitled(u"深入理解内存模型"_s)));
    QVERIFY(!matcherOf(Field::Title, Match::Words, u"内存 线程"_s)
                 .matches(matcherTitled(u"深入理解内存模型"_s)));
    // A Latin word among Chinese characters is still a word.
    const RuleMatcher rust = matcherOf(Field::Title, Match::Words, u"rust"_s);
    QVERIFY(rust.matches(matcherTitled(u"使用Rust编写内存分配器"_s)));
    QVERIFY(!rust.matches(matcherTitled(u"使用Trust编写"_s)));
    QVERIFY(matcherOf(Field::Title, Match::Words, u"メモリ"_s)
                .matches(matcherTitled(u"メモリモデル入門"_s)));
    QVERIFY(matcherOf(Field::Title, Match::Phrase, u"内存模型"_s)
                .matches(matcherTitled(u"深入理解内存模型"_s)));
}

void TestRuleMatcher::otherFields()
{
    RuleSubject subject;
    subject.title = u"Weekly"_s;
    subject.authors = u"Jane Doe, John Roe"_s;
    subject.content = u"Nothing about it here."_s;
    subject.link = u"https://lwn.net/Articles/1000/"_s;
    QVERIFY(matcherOf(Field::Author, Match::Words, u"roe"_s).matches(subject));
    QVERIFY(matcherOf(Field::Author, Match::Phrase, u"jane doe"_s).matches(subject));
    QVERIFY(matcherOf(Field::Link, Match::Words, u"lwn"_s).matches(subject));
    QVERIFY(matcherOf(Field::Link, Match::Regex, u"^https://lwn\\.net/"_s).matches(subject));
    QVERIFY(!matcherOf(Field::Link, Match::Regex, u"^https://lwn\\.net$"_s).matches(subject));
    // Each condition reads its own field.
    QVERIFY(!matcherOf(Field::Content, Match::Words, u"weekly"_s).matches(subject));
    QVERIFY(!matcherOf(Field::Title, Match::Words, u"lwn"_s).matches(subject));
    // Two conditions on one field.
    const RuleMatcher two(
        matcherTestRule({ruleCondition(Field::Content, Match::Words, u"nothing"_s),
                         ruleCondition(Field::Content, Match::Phrase, u"about it"_s)}));
    QVERIFY(two.matches(subject));
}

void TestRuleMatcher::contentIsReadOnlySoFar()
{
    QCOMPARE(RuleMatcher::maxTextLength, qsizetype(200'000));
    const RuleMatcher words = matcherOf(Field::Content, Match::Words, u"needle"_s);
    const RuleMatcher regex = matcherOf(Field::Content, Match::Regex, u"needle"_s);
    const RuleMatcher phrase = matcherOf(Field::Content, Match::Phrase, u"the needle"_s);

    const QString early = u"the needle "_s + QString(300'000, u'x');
    QVERIFY(words.matches(matcherWithContent(early)));
    QVERIFY(regex.matches(matcherWithContent(early)));
    QVERIFY(phrase.matches(matcherWithContent(early)));

    // Ends a few characters before the cut: found.
    const QString justBefore = QString(199'980, u'x') + u" the needle"_s;
    QCOMPARE(justBefore.size(), 199'991);
    QVERIFY(words.matches(matcherWithContent(justBefore)));
    QVERIFY(regex.matches(matcherWithContent(justBefore)));

    // Starts before the cut, ends past it: not found.
    const QString across = QString(199'997, u'x') + u" needle"_s;
    QVERIFY(!words.matches(matcherWithContent(across)));
    QVERIFY(!regex.matches(matcherWithContent(across)));

    // Only past the cut: not found, even by a pattern.
    const QString late = QString(200'000, u'x') + u" the needle"_s;
    QVERIFY(!words.matches(matcherWithContent(late)));
    QVERIFY(!regex.matches(matcherWithContent(late)));
    QVERIFY(!phrase.matches(matcherWithContent(late)));
    // And so "does not contain" holds.
    QVERIFY(matcherOf(Field::Content, Match::Words, u"needle"_s, true)
                .matches(matcherWithContent(late)));

    // The link is read whole.
    RuleSubject longLink;
    longLink.link = u"https://example.org/"_s + QString(250'000, u'a') + u"/needle"_s;
    QVERIFY(matcherOf(Field::Link, Match::Regex, u"/needle$"_s).matches(longLink));
}

void TestRuleMatcher::invalidRegexNeverMatches()
{
    const RuleMatcher broken = matcherOf(Field::Title, Match::Regex, u"(unclosed"_s);
    QVERIFY(!broken.isValid());
    QVERIFY2(broken.errorString().contains(u"(unclosed"_s), qPrintable(broken.errorString()));
    QVERIFY(!broken.matches(matcherTitled(u"(unclosed"_s)));
    QVERIFY(!broken.matches(matcherTitled(u"anything"_s)));

    // Negated, or next to a condition that holds, it still takes nothing.
    const RuleMatcher negated = matcherOf(Field::Title, Match::Regex, u"(unclosed"_s, true);
    QVERIFY(!negated.isValid());
    QVERIFY(!negated.matches(matcherTitled(u"anything"_s)));
    const RuleMatcher any(matcherTestRule({ruleCondition(Field::Title, Match::Words, u"rust"_s),
                                           ruleCondition(Field::Title, Match::Regex, u"[a-"_s)},
                                          false));
    QVERIFY(!any.isValid());
    QVERIFY(!any.matches(matcherTitled(u"rust"_s)));
}

void TestRuleMatcher::noConditionsNeverMatches()
{
    const RuleMatcher none(matcherTestRule({}, true));
    QVERIFY(!none.isValid());
    QVERIFY(!none.errorString().isEmpty());
    QVERIFY(!none.matches(matcherTitled(u"anything"_s)));
    const RuleMatcher noneOfAny(matcherTestRule({}, false));
    QVERIFY(!noneOfAny.matches(matcherTitled(u"anything"_s)));
}

void TestRuleMatcher::keepsTheRule()
{
    Rule rule = matcherTestRule({ruleCondition(Field::Title, Match::Words, u"rust"_s)});
    rule.id = 9;
    rule.name = u"Rust"_s;
    // Whether the rule is enabled is for whoever runs the rules.
    rule.enabled = false;
    const RuleMatcher matcher(rule);
    QVERIFY(matcher.rule() == rule);
    QCOMPARE(matcher.rule().id, 9);
    QVERIFY(matcher.matches(matcherTitled(u"Rust"_s)));
}

LECTERN_TEST_GUILESS_MAIN(tst_rulematcher, TestRuleMatcher)
#include "tst_rulematcher.moc"
