// Rules as values: stored as JSON and read back whole, strict about what they do not know,
// validated with messages that say what is wrong, described in one line, and written in the
// CLI's short forms.
#include "ruleconditions.h"
#include "rules/rule.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

using Field = RuleCondition::Field;
using Match = RuleCondition::Match;
using Capture = RuleActions::Capture;

Rule ruleTestRule(const QList<RuleCondition> &conditions, bool markRead = true)
{
    Rule rule;
    rule.conditions = conditions;
    rule.actions.markRead = markRead;
    return rule;
}

// A condition as text, so that a failed comparison says what differs.
QString ruleTestText(const RuleCondition &c)
{
    return u"%1/%2/[%3]%4"_s.arg(QString::number(int(c.field)), QString::number(int(c.match)),
                                 c.value, c.negated ? u"/negated"_s : QString());
}

} // namespace

class TestRule : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonRoundTrip();
    void jsonIsCompactAndLeavesColumnsOut();
    void jsonDefaults();
    void fromJsonRefuses_data();
    void fromJsonRefuses();
    void fromJsonWithoutErrorPointer();
    void validate_data();
    void validate();
    void describe_data();
    void describe();
    void parseCondition_data();
    void parseCondition();
    void parseConditionRefuses_data();
    void parseConditionRefuses();
    void parseActions();
    void parseActionsRefuses_data();
    void parseActionsRefuses();
    void actionsIsEmpty();
};

void TestRule::jsonRoundTrip()
{
    Rule rule;
    rule.id = 7;
    rule.name = u"Weekly Rust"_s;
    rule.enabled = false;
    rule.matchAll = false;
    rule.conditions = {
        ruleCondition(Field::Feed, Match::Words, u"12"_s),
        ruleCondition(Field::Shelf, Match::Words, u"3"_s, true),
        ruleCondition(Field::Title, Match::Words, u"rust async"_s),
        ruleCondition(Field::Author, Match::Phrase, u"Jane \"JD\" Doe"_s, true),
        ruleCondition(Field::Content, Match::Regex, u"\\bmemory\\s+model\\b"_s),
        ruleCondition(Field::Tag, Match::Phrase, u"深度 学习"_s),
        ruleCondition(Field::Link, Match::Regex, u"^https://lwn\\.net/"_s),
    };
    rule.actions.markRead = true;
    rule.actions.star = true;
    rule.actions.mute = true;
    rule.actions.notify = true;
    rule.actions.tags = {u"weekly"_s, u"深度"_s};
    rule.actions.shelfId = Q_INT64_C(1) << 40; // beyond 32 bits
    rule.actions.capture = Capture::Never;

    QString error;
    const auto back = Rule::fromJson(rule.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->matchAll, false);
    QCOMPARE(back->conditions.size(), rule.conditions.size());
    for (qsizetype i = 0; i < rule.conditions.size(); ++i)
        QCOMPARE(ruleTestText(back->conditions.at(i)), ruleTestText(rule.conditions.at(i)));
    QVERIFY(back->actions == rule.actions);
    QCOMPARE(back->actions.shelfId, Q_INT64_C(1) << 40);
    QCOMPARE(back->actions.tags, rule.actions.tags);
    // id, name and enabled are columns: not in the JSON, so back at their defaults.
    QCOMPARE(back->id, 0);
    QVERIFY(back->name.isEmpty());
    QVERIFY(back->enabled);

    // Each capture comes back as itself.
    for (const Capture capture : {Capture::Unchanged, Capture::Offline, Capture::Never}) {
        Rule one = ruleTestRule({ruleCondition(Field::Title, Match::Words, u"x"_s)});
        one.actions.capture = capture;
        const auto read = Rule::fromJson(one.toJson(), &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(*read == one);
    }
}

void TestRule::jsonIsCompactAndLeavesColumnsOut()
{
    Rule rule = ruleTestRule({ruleCondition(Field::Title, Match::Words, u"rust"_s)});
    rule.id = 5;
    rule.name = u"secret name"_s;
    // The stored form: keys at their defaults left out, no spaces.
    QCOMPARE(rule.toJson(),
             u"{\"actions\":{\"markRead\":true},\"conditions\":[{\"field\":\"title\","
             u"\"match\":\"words\",\"value\":\"rust\"}],\"matchAll\":true}"_s);
    rule.conditions.first().negated = true;
    rule.actions.capture = Capture::Offline;
    const QString json = rule.toJson();
    QVERIFY(json.contains(u"\"negated\":true"_s));
    QVERIFY(json.contains(u"\"capture\":\"offline\""_s));
    QVERIFY(!json.contains(u"secret name"_s));
}

void TestRule::jsonDefaults()
{
    QString error;
    const auto rule = Rule::fromJson(u"{\"conditions\":[{\"field\":\"author\",\"value\":\"bot\"}],"
                                     u"\"actions\":{\"mute\":true}}"_s,
                                     &error);
    QVERIFY2(rule, qPrintable(error));
    QVERIFY(rule->matchAll);
    QCOMPARE(rule->conditions.size(), 1);
    QCOMPARE(ruleTestText(rule->conditions.first()),
             ruleTestText(ruleCondition(Field::Author, Match::Words, u"bot"_s)));
    QVERIFY(rule->actions.mute);
    QVERIFY(!rule->actions.markRead);
    QCOMPARE(rule->actions.capture, Capture::Unchanged);
    QCOMPARE(rule->actions.shelfId, 0);

    const auto empty = Rule::fromJson(u"{}"_s, &error);
    QVERIFY2(empty, qPrintable(error));
    QVERIFY(empty->conditions.isEmpty());
    QVERIFY(empty->actions.isEmpty());
}

void TestRule::fromJsonRefuses_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QStringList>("said"); // each in the message

    QTest::newRow("not JSON") << u"{\"matchAll\":"_s << QStringList{u"not valid JSON"_s};
    QTest::newRow("empty") << QString() << QStringList{u"not valid JSON"_s};
    QTest::newRow("array") << u"[]"_s << QStringList{u"not a JSON object"_s};
    QTest::newRow("unknown key") << u"{\"colour\":\"red\"}"_s << QStringList{u"“colour”"_s};
    QTest::newRow("unknown field")
        << u"{\"conditions\":[{\"field\":\"subject\",\"value\":\"x\"}]}"_s
        << QStringList{u"condition 1"_s, u"“subject”"_s, u"title"_s};
    QTest::newRow("field in capitals")
        << u"{\"conditions\":[{\"field\":\"Title\",\"value\":\"x\"}]}"_s
        << QStringList{u"“Title”"_s};
    QTest::newRow("unknown match")
        << u"{\"conditions\":[{\"field\":\"title\",\"match\":\"glob\",\"value\":\"x\"}]}"_s
        << QStringList{u"“glob”"_s, u"regex"_s};
    QTest::newRow("unknown capture") << u"{\"actions\":{\"capture\":\"sometimes\"}}"_s
                                     << QStringList{u"actions"_s, u"“sometimes”"_s};
    QTest::newRow("unknown condition key")
        << u"{\"conditions\":[{\"field\":\"title\",\"value\":\"x\",\"negate\":true}]}"_s
        << QStringList{u"condition 1"_s, u"“negate”"_s};
    QTest::newRow("unknown action")
        << u"{\"actions\":{\"archive\":true}}"_s << QStringList{u"actions"_s, u"“archive”"_s};
    QTest::newRow("second condition") << u"{\"conditions\":[{\"field\":\"title\",\"value\":\"x\"},"
                                         u"{\"field\":\"feeds\",\"value\":\"3\"}]}"_s
                                      << QStringList{u"condition 2"_s, u"“feeds”"_s};
    QTest::newRow("field missing")
        << u"{\"conditions\":[{\"value\":\"x\"}]}"_s << QStringList{u"“field”"_s};
    QTest::newRow("condition not an object")
        << u"{\"conditions\":[\"title:rust\"]}"_s << QStringList{u"condition 1"_s};
    QTest::newRow("conditions not a list")
        << u"{\"conditions\":{}}"_s << QStringList{u"“conditions”"_s};
    QTest::newRow("negated not a boolean")
        << u"{\"conditions\":[{\"field\":\"title\",\"value\":\"x\",\"negated\":\"yes\"}]}"_s
        << QStringList{u"“negated”"_s};
    QTest::newRow("value not text")
        << u"{\"conditions\":[{\"field\":\"feed\",\"value\":3}]}"_s << QStringList{u"“value”"_s};
    QTest::newRow("matchAll not a boolean")
        << u"{\"matchAll\":1}"_s << QStringList{u"“matchAll”"_s};
    QTest::newRow("markRead not a boolean")
        << u"{\"actions\":{\"markRead\":\"true\"}}"_s << QStringList{u"“markRead”"_s};
    QTest::newRow("shelf a fraction")
        << u"{\"actions\":{\"shelf\":1.5}}"_s << QStringList{u"“shelf”"_s};
    QTest::newRow("shelf negative")
        << u"{\"actions\":{\"shelf\":-2}}"_s << QStringList{u"“shelf”"_s};
    QTest::newRow("shelf as text")
        << u"{\"actions\":{\"shelf\":\"3\"}}"_s << QStringList{u"“shelf”"_s};
    QTest::newRow("tags not a list")
        << u"{\"actions\":{\"tags\":\"a\"}}"_s << QStringList{u"“tags”"_s};
    QTest::newRow("a tag not text")
        << u"{\"actions\":{\"tags\":[\"a\",3]}}"_s << QStringList{u"“tags”"_s};
    QTest::newRow("actions not an object")
        << u"{\"actions\":[\"read\"]}"_s << QStringList{u"actions"_s};
}

void TestRule::fromJsonRefuses()
{
    QFETCH(QString, json);
    QFETCH(QStringList, said);
    QString error;
    QVERIFY(!Rule::fromJson(json, &error));
    for (const QString &part : said)
        QVERIFY2(error.contains(part), qPrintable(u"“%1” not in: %2"_s.arg(part, error)));
}

void TestRule::fromJsonWithoutErrorPointer()
{
    QVERIFY(!Rule::fromJson(u"{\"colour\":1}"_s, nullptr));
    QVERIFY(Rule::fromJson(u"{}"_s, nullptr));
    QVERIFY(!Rule::parseCondition(u"nonsense"_s, nullptr));
    QVERIFY(!Rule::parseActions({u"nonsense"_s}, nullptr));
}

void TestRule::validate_data()
{
    QTest::addColumn<Rule>("rule");
    QTest::addColumn<QString>("said"); // in the message; empty: usable

    const RuleCondition rust = ruleCondition(Field::Title, Match::Words, u"rust"_s);
    QTest::newRow("usable") << ruleTestRule({rust}) << QString();
    QTest::newRow("no conditions") << ruleTestRule({}) << u"at least one condition"_s;
    QTest::newRow("no actions") << ruleTestRule({rust}, false) << u"at least one action"_s;
    QTest::newRow("regex does not compile")
        << ruleTestRule({ruleCondition(Field::Title, Match::Regex, u"(unclosed"_s)})
        << u"condition 1: “(unclosed” is not a valid regular expression"_s;
    QTest::newRow("second condition")
        << ruleTestRule({rust, ruleCondition(Field::Link, Match::Regex, u"[a-"_s)})
        << u"condition 2"_s;
    QTest::newRow("regex empty") << ruleTestRule(
                                        {ruleCondition(Field::Content, Match::Regex, QString())})
                                 << u"regular expression is empty"_s;
    QTest::newRow("feed 0") << ruleTestRule({ruleCondition(Field::Feed, Match::Words, u"0"_s)})
                            << u"“0” is not a feed id"_s;
    QTest::newRow("feed text") << ruleTestRule({ruleCondition(Field::Feed, Match::Words, u"abc"_s)})
                               << u"“abc” is not a feed id"_s;
    QTest::newRow("feed negative")
        << ruleTestRule({ruleCondition(Field::Feed, Match::Words, u"-3"_s)})
        << u"“-3” is not a feed id"_s;
    QTest::newRow("feed spaced") << ruleTestRule(
                                        {ruleCondition(Field::Feed, Match::Words, u" 3"_s)})
                                 << u"is not a feed id"_s;
    QTest::newRow("shelf text") << ruleTestRule({ruleCondition(Field::Shelf, Match::Words, u"x"_s)})
                                << u"“x” is not a shelf id"_s;
    QTest::newRow("words blank") << ruleTestRule(
                                        {ruleCondition(Field::Author, Match::Words, u"  \t"_s)})
                                 << u"no words"_s;
    QTest::newRow("phrase blank") << ruleTestRule(
                                         {ruleCondition(Field::Title, Match::Phrase, u" \n "_s)})
                                  << u"phrase is blank"_s;
    Rule blankTag = ruleTestRule({rust}, false);
    blankTag.actions.tags = {u"ok"_s, u" "_s};
    QTest::newRow("tag blank") << blankTag << u"tag to add is blank"_s;
    Rule negativeShelf = ruleTestRule({rust}, false);
    negativeShelf.actions.shelfId = -1;
    QTest::newRow("shelf action negative") << negativeShelf << u"not a shelf id"_s;
    // Feed and Shelf ignore the match: a stored "regex" there is still an id.
    QTest::newRow("feed with regex match")
        << ruleTestRule({ruleCondition(Field::Feed, Match::Regex, u"3"_s)}) << QString();
    Rule captureOnly = ruleTestRule({rust}, false);
    captureOnly.actions.capture = Capture::Never;
    QTest::newRow("capture alone is an action") << captureOnly << QString();
    Rule tagOnly = ruleTestRule({rust}, false);
    tagOnly.actions.tags = {u"weekly"_s};
    QTest::newRow("tag alone is an action") << tagOnly << QString();
}

void TestRule::validate()
{
    QFETCH(Rule, rule);
    QFETCH(QString, said);
    const QString problem = rule.validate();
    if (said.isEmpty())
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    else
        QVERIFY2(problem.contains(said), qPrintable(u"“%1” not in: %2"_s.arg(said, problem)));
}

void TestRule::describe_data()
{
    QTest::addColumn<Rule>("rule");
    QTest::addColumn<QString>("description");

    Rule example = ruleTestRule({ruleCondition(Field::Title, Match::Words, u"rust"_s),
                                 ruleCondition(Field::Feed, Match::Words, u"3"_s)});
    example.actions.tags = {u"weekly"_s};
    QTest::newRow("all") << example
                         << u"Title contains “rust” and Feed is #3 → mark read, tag weekly"_s;

    Rule any = ruleTestRule({ruleCondition(Field::Author, Match::Words, u"bot"_s, true),
                             ruleCondition(Field::Content, Match::Phrase, u"memory\n model"_s),
                             ruleCondition(Field::Link, Match::Regex, u"^https://lwn\\.net/"_s),
                             ruleCondition(Field::Feed, Match::Words, u"9"_s, true)},
                            false);
    any.matchAll = false;
    any.actions.star = true;
    any.actions.notify = true;
    any.actions.shelfId = 4;
    any.actions.capture = Capture::Never;
    QTest::newRow("any") << any
                         << u"Author does not contain “bot” or Content contains the phrase "
                            u"“memory model” or Link matches /^https://lwn\\.net// or Feed is not "
                            u"#9 → star, notify, put on shelf #4, never capture"_s;

    Rule tags = ruleTestRule({ruleCondition(Field::Tag, Match::Words, u"rust"_s),
                              ruleCondition(Field::Tag, Match::Phrase, u"ads"_s, true),
                              ruleCondition(Field::Tag, Match::Regex, u"^lang-"_s),
                              ruleCondition(Field::Shelf, Match::Words, u"2"_s, true),
                              ruleCondition(Field::Title, Match::Regex, u"^rfc"_s, true)},
                             false);
    tags.actions.mute = true;
    tags.actions.capture = Capture::Offline;
    QTest::newRow("tags and shelves")
        << tags
        << u"Tags include “rust” and Not tagged “ads” and A tag matches /^lang-/ and Not on "
           u"shelf #2 and Title does not match /^rfc/ → mute, keep offline"_s;

    QTest::newRow("nothing") << ruleTestRule({}, false) << u"(no conditions) → do nothing"_s;
}

void TestRule::describe()
{
    QFETCH(Rule, rule);
    QFETCH(QString, description);
    QCOMPARE(rule.describe(), description);
}

void TestRule::parseCondition_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<RuleCondition>("expected");

    QTest::newRow("words") << u"title:rust async"_s
                           << ruleCondition(Field::Title, Match::Words, u"rust async"_s);
    QTest::newRow("phrase quoted") << u"title=\"exact phrase\""_s
                                   << ruleCondition(Field::Title, Match::Phrase, u"exact phrase"_s);
    QTest::newRow("phrase bare") << u"title=exact phrase"_s
                                 << ruleCondition(Field::Title, Match::Phrase, u"exact phrase"_s);
    QTest::newRow("regex") << u"link~^https://lwn\\.net/"_s
                           << ruleCondition(Field::Link, Match::Regex, u"^https://lwn\\.net/"_s);
    QTest::newRow("regex keeps inner spaces")
        << u"content~^a  b$"_s << ruleCondition(Field::Content, Match::Regex, u"^a  b$"_s);
    QTest::newRow("negated") << u"!author:bot"_s
                             << ruleCondition(Field::Author, Match::Words, u"bot"_s, true);
    QTest::newRow("negated regex")
        << u"!link~\\.pdf$"_s << ruleCondition(Field::Link, Match::Regex, u"\\.pdf$"_s, true);
    QTest::newRow("feed") << u"feed:12"_s << ruleCondition(Field::Feed, Match::Words, u"12"_s);
    QTest::newRow("feed with =") << u"feed=12"_s
                                 << ruleCondition(Field::Feed, Match::Words, u"12"_s);
    QTest::newRow("feed leading zeros")
        << u"feed:007"_s << ruleCondition(Field::Feed, Match::Words, u"7"_s);
    QTest::newRow("shelf") << u"shelf=3"_s << ruleCondition(Field::Shelf, Match::Words, u"3"_s);
    QTest::newRow("field in any case")
        << u"Tag:Rust"_s << ruleCondition(Field::Tag, Match::Words, u"Rust"_s);
    QTest::newRow("words quoted") << u"content:\"rust async\""_s
                                  << ruleCondition(Field::Content, Match::Words, u"rust async"_s);
    QTest::newRow("spaces trimmed")
        << u"  title:  rust  "_s << ruleCondition(Field::Title, Match::Words, u"rust"_s);
    QTest::newRow("symbols") << u"title:C++"_s
                             << ruleCondition(Field::Title, Match::Words, u"C++"_s);
    QTest::newRow("chinese") << u"author:李明"_s
                             << ruleCondition(Field::Author, Match::Words, u"李明"_s);
    QTest::newRow("operator in value")
        << u"title:a=b~c"_s << ruleCondition(Field::Title, Match::Words, u"a=b~c"_s);
}

void TestRule::parseCondition()
{
    QFETCH(QString, text);
    QFETCH(RuleCondition, expected);
    QString error;
    const auto condition = Rule::parseCondition(text, &error);
    QVERIFY2(condition, qPrintable(error));
    QCOMPARE(ruleTestText(*condition), ruleTestText(expected));
}

void TestRule::parseConditionRefuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("said");

    QTest::newRow("empty") << QString() << u"is not a condition"_s;
    QTest::newRow("no operator") << u"rust"_s << u"“rust” is not a condition"_s;
    QTest::newRow("no field") << u":rust"_s << u"is not a condition"_s;
    QTest::newRow("two bangs") << u"!!title:x"_s << u"is not a condition"_s;
    QTest::newRow("space in field") << u"ti tle:x"_s << u"is not a condition"_s;
    QTest::newRow("unknown field") << u"subject:rust"_s << u"unknown field “subject”"_s;
    QTest::newRow("words missing") << u"title:"_s << u"no words"_s;
    QTest::newRow("words blank") << u"title:   "_s << u"no words"_s;
    QTest::newRow("phrase blank") << u"title=\"\""_s << u"phrase is blank"_s;
    QTest::newRow("regex broken") << u"title~(unclosed"_s << u"“(unclosed”"_s;
    QTest::newRow("regex empty") << u"title~"_s << u"regular expression is empty"_s;
    QTest::newRow("feed not a number") << u"feed:abc"_s << u"“abc” is not a feed id"_s;
    QTest::newRow("feed zero") << u"feed:0"_s << u"“0” is not a feed id"_s;
    QTest::newRow("feed negative") << u"feed:-3"_s << u"“-3” is not a feed id"_s;
    QTest::newRow("shelf by name") << u"shelf:Later"_s << u"“Later” is not a shelf id"_s;
    QTest::newRow("feed regex") << u"feed~12"_s << u"feed takes an id"_s;
}

void TestRule::parseConditionRefuses()
{
    QFETCH(QString, text);
    QFETCH(QString, said);
    QString error;
    QVERIFY(!Rule::parseCondition(text, &error));
    QVERIFY2(error.contains(said), qPrintable(u"“%1” not in: %2"_s.arg(said, error)));
}

void TestRule::parseActions()
{
    QString error;
    const auto all =
        Rule::parseActions({u"read"_s, u"star"_s, u"mute"_s, u"notify"_s, u"tag=weekly"_s,
                            u"Tag=Weekly"_s, u"tag= 深度 "_s, u"shelf=4"_s, u"capture=offline"_s},
                           &error);
    QVERIFY2(all, qPrintable(error));
    QVERIFY(all->markRead);
    QVERIFY(all->star);
    QVERIFY(all->mute);
    QVERIFY(all->notify);
    QCOMPARE(all->tags, QStringList({u"weekly"_s, u"深度"_s})); // the same tag in capitals once
    QCOMPARE(all->shelfId, 4);
    QCOMPARE(all->capture, Capture::Offline);

    const auto never = Rule::parseActions({u"capture=NEVER"_s, u" READ "_s}, &error);
    QVERIFY2(never, qPrintable(error));
    QCOMPARE(never->capture, Capture::Never);
    QVERIFY(never->markRead);
    QVERIFY(!never->star);
    QVERIFY(never->tags.isEmpty());
    QCOMPARE(never->shelfId, 0);

    const auto none = Rule::parseActions({}, &error);
    QVERIFY2(none, qPrintable(error));
    QVERIFY(none->isEmpty());
}

void TestRule::parseActionsRefuses_data()
{
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<QString>("said");

    QTest::newRow("unknown") << QStringList{u"archive"_s} << u"unknown action “archive”"_s;
    QTest::newRow("unknown after good")
        << QStringList{u"read"_s, u"bogus"_s} << u"unknown action “bogus”"_s;
    QTest::newRow("tag without name") << QStringList{u"tag"_s} << u"unknown action “tag”"_s;
    QTest::newRow("flag with value") << QStringList{u"read=yes"_s} << u"“read=yes”"_s;
    QTest::newRow("tag blank") << QStringList{u"tag= "_s} << u"tag to add is blank"_s;
    QTest::newRow("shelf not a number") << QStringList{u"shelf=abc"_s} << u"“abc”"_s;
    QTest::newRow("shelf zero") << QStringList{u"shelf=0"_s} << u"“0” is not a shelf id"_s;
    QTest::newRow("shelf twice") << QStringList{u"shelf=1"_s, u"shelf=2"_s} << u"twice"_s;
    QTest::newRow("capture unknown") << QStringList{u"capture=sometimes"_s} << u"“sometimes”"_s;
    QTest::newRow("capture unchanged") << QStringList{u"capture=unchanged"_s} << u"“unchanged”"_s;
}

void TestRule::parseActionsRefuses()
{
    QFETCH(QStringList, items);
    QFETCH(QString, said);
    QString error;
    QVERIFY(!Rule::parseActions(items, &error));
    QVERIFY2(error.contains(said), qPrintable(u"“%1” not in: %2"_s.arg(said, error)));
}

void TestRule::actionsIsEmpty()
{
    QVERIFY(RuleActions().isEmpty());
    const auto one = [](auto change) {
        RuleActions actions;
        change(actions);
        return actions;
    };
    QVERIFY(!one([](RuleActions &a) { a.markRead = true; }).isEmpty());
    QVERIFY(!one([](RuleActions &a) { a.star = true; }).isEmpty());
    QVERIFY(!one([](RuleActions &a) { a.mute = true; }).isEmpty());
    QVERIFY(!one([](RuleActions &a) { a.notify = true; }).isEmpty());
    QVERIFY(!one([](RuleActions &a) { a.tags = {u"x"_s}; }).isEmpty());
    QVERIFY(!one([](RuleActions &a) { a.shelfId = 2; }).isEmpty());
    QVERIFY(!one([](RuleActions &a) { a.capture = Capture::Offline; }).isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_rule, TestRule)
#include "tst_rule.moc"
