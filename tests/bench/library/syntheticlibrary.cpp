#include "syntheticlibrary.h"

#include <QSet>
#include <QTimeZone>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QStringList functionWords = {
    u"the"_s,  u"of"_s,    u"and"_s, u"to"_s,   u"a"_s,    u"in"_s,   u"is"_s,  u"that"_s,
    u"for"_s,  u"it"_s,    u"as"_s,  u"with"_s, u"was"_s,  u"on"_s,   u"be"_s,  u"by"_s,
    u"this"_s, u"are"_s,   u"or"_s,  u"from"_s, u"at"_s,   u"an"_s,   u"but"_s, u"not"_s,
    u"have"_s, u"which"_s, u"can"_s, u"we"_s,   u"you"_s,  u"they"_s, u"if"_s,  u"when"_s,
    u"more"_s, u"all"_s,   u"so"_s,  u"one"_s,  u"also"_s, u"will"_s, u"has"_s, u"its"_s,
};

// Technical term k sits at rank 40 + k * k: the first are in most articles, the last in few.
const QStringList technicalTerms = {
    u"memory"_s,       u"thread"_s,      u"cache"_s,      u"compiler"_s,    u"kernel"_s,
    u"scheduler"_s,    u"lock"_s,        u"free"_s,       u"queue"_s,       u"barrier"_s,
    u"latency"_s,      u"throughput"_s,  u"allocation"_s, u"pointer"_s,     u"runtime"_s,
    u"optimization"_s, u"database"_s,    u"index"_s,      u"transaction"_s, u"network"_s,
    u"protocol"_s,     u"packet"_s,      u"buffer"_s,     u"async"_s,       u"await"_s,
    u"future"_s,       u"closure"_s,     u"generic"_s,    u"trait"_s,       u"interface"_s,
    u"benchmark"_s,    u"profiler"_s,    u"flame"_s,      u"graph"_s,       u"vector"_s,
    u"register"_s,     u"instruction"_s, u"branch"_s,     u"predictor"_s,   u"pipeline"_s,
    u"filesystem"_s,   u"journal"_s,     u"snapshot"_s,   u"replication"_s, u"consensus"_s,
    u"raft"_s,         u"paxos"_s,       u"shard"_s,      u"partition"_s,   u"tokenizer"_s,
    u"parser"_s,       u"grammar"_s,     u"lexer"_s,      u"syntax"_s,      u"semantics"_s,
    u"ownership"_s,    u"borrow"_s,      u"lifetime"_s,   u"garbage"_s,     u"collector"_s,
    u"heap"_s,         u"stack"_s,       u"frame"_s,      u"coroutine"_s,   u"goroutine"_s,
    u"channel"_s,      u"mutex"_s,       u"semaphore"_s,  u"atomic"_s,      u"fence"_s,
    u"ordering"_s,     u"consistency"_s, u"sequential"_s, u"relaxed"_s,     u"acquire"_s,
    u"release"_s,      u"hazard"_s,      u"epoch"_s,      u"reclamation"_s, u"sandbox"_s,
    u"wasm"_s,         u"linker"_s,      u"loader"_s,     u"symbol"_s,      u"linearizable"_s,
};

const QStringList chineseFunctionWords = {
    u"的"_s,   u"是"_s,   u"在"_s,   u"和"_s,   u"了"_s,
    u"我们"_s, u"这个"_s, u"一个"_s, u"可以"_s, u"中"_s,
};

// Chinese term k sits at rank 10 + k * 6.
const QStringList chineseTerms = {
    u"系统"_s,     u"性能"_s,   u"线程"_s,       u"内存"_s,     u"并发"_s,     u"优化"_s,
    u"缓存"_s,     u"内核"_s,   u"网络"_s,       u"数据库"_s,   u"事务"_s,     u"锁"_s,
    u"编译器"_s,   u"调度器"_s, u"协议"_s,       u"索引"_s,     u"延迟"_s,     u"吞吐量"_s,
    u"分配"_s,     u"指针"_s,   u"运行时"_s,     u"协程"_s,     u"通道"_s,     u"一致性"_s,
    u"分布式"_s,   u"共识"_s,   u"副本"_s,       u"分片"_s,     u"解析器"_s,   u"语法"_s,
    u"语义"_s,     u"所有权"_s, u"堆"_s,         u"栈"_s,       u"测试"_s,     u"基准"_s,
    u"日志"_s,     u"快照"_s,   u"垃圾回收"_s,   u"原子操作"_s, u"生命周期"_s, u"文件系统"_s,
    u"内存屏障"_s, u"规约"_s,   u"形式化验证"_s,
};

// Filler characters for generated two-character Chinese words.
const QString chineseCharacters =
    u"人大小上下中国家年时地出会生自作发用成方工对多经行学法所民得进种意动同理现本长实"
    "样点向数说开重体合物问正定部关力新机化全表间水高手电主外当业文明公平无心相"_s;

const QStringList tagNames = {
    u"programming"_s, u"rust"_s,        u"cpp"_s,         u"go"_s,       u"linux"_s,
    u"databases"_s,   u"networking"_s,  u"performance"_s, u"security"_s, u"distributed systems"_s,
    u"compilers"_s,   u"concurrency"_s, u"web"_s,         u"testing"_s,  u"release notes"_s,
    u"tutorial"_s,    u"opinion"_s,     u"hardware"_s,    u"storage"_s,  u"编程"_s,
    u"数据库"_s,      u"性能"_s,        u"ai"_s,          u"career"_s,   u"history"_s,
};

const QStringList codeLines = {
    u"for (int i = 0; i &lt; n; ++i)"_s,
    u"    std::atomic_thread_fence(std::memory_order_seq_cst);"_s,
    u"let guard = lock.lock().unwrap();"_s,
    u"go func() { ch &lt;- compute(x) }()"_s,
    u"SELECT id FROM articles WHERE read = 0;"_s,
    u"if err != nil { return err }"_s,
};

// A few thousand pronounceable pseudo-words, the same on every run.
QStringList pseudoWords(qsizetype count, const QSet<QString> &taken)
{
    const QStringList onsets = {u"b"_s,  u"c"_s,  u"d"_s,  u"f"_s,  u"g"_s,  u"h"_s,
                                u"k"_s,  u"l"_s,  u"m"_s,  u"n"_s,  u"p"_s,  u"r"_s,
                                u"s"_s,  u"t"_s,  u"v"_s,  u"z"_s,  u"br"_s, u"st"_s,
                                u"tr"_s, u"pl"_s, u"gr"_s, u"ch"_s, u"sh"_s};
    const QStringList vowels = {u"a"_s, u"e"_s, u"i"_s, u"o"_s, u"u"_s, u"ai"_s, u"ou"_s};
    const QStringList codas = {u""_s, u"n"_s, u"r"_s, u"s"_s, u"l"_s, u"t"_s};
    std::mt19937 random(7);
    auto any = [&](const QStringList &list) {
        return list.at(std::uniform_int_distribution<qsizetype>(0, list.size() - 1)(random));
    };
    QStringList words;
    QSet<QString> seen = taken;
    while (words.size() < count) {
        QString word;
        for (int s = std::uniform_int_distribution<int>(2, 3)(random); s > 0; --s)
            word += any(onsets) + any(vowels) + any(codas);
        if (!seen.contains(word)) {
            seen.insert(word);
            words.append(word);
        }
    }
    return words;
}

// Generated words with the given terms placed at rank offset + step(k).
QStringList placeTerms(QStringList filler, const QStringList &head, const QStringList &terms,
                       qsizetype (*rank)(qsizetype))
{
    QStringList words = head;
    words.append(filler);
    for (qsizetype k = 0; k < terms.size(); ++k)
        words.insert(std::min(words.size(), rank(k)), terms.at(k));
    return words;
}

} // namespace

SyntheticLibrary::SyntheticLibrary(quint64 seed)
    : m_random(seed)
{
    QSet<QString> taken(functionWords.begin(), functionWords.end());
    taken.unite(QSet<QString>(technicalTerms.begin(), technicalTerms.end()));
    m_english = zipf(placeTerms(pseudoWords(9000, taken), functionWords, technicalTerms,
                                [](qsizetype k) { return 40 + k * k; }),
                     1.0);
    QStringList generated;
    QSet<QString> chineseTaken(chineseTerms.begin(), chineseTerms.end());
    std::mt19937 random(11);
    std::uniform_int_distribution<qsizetype> character(0, chineseCharacters.size() - 1);
    while (generated.size() < 350) {
        const QString word = QString(chineseCharacters.at(character(random))) +
                             chineseCharacters.at(character(random));
        if (!chineseTaken.contains(word)) {
            chineseTaken.insert(word);
            generated.append(word);
        }
    }
    m_chinese = zipf(placeTerms(generated, chineseFunctionWords, chineseTerms,
                                [](qsizetype k) { return 10 + k * 6; }),
                     0.9);
    m_tags = zipf(tagNames, 1.0);
}

SyntheticLibrary::Zipf SyntheticLibrary::zipf(QStringList words, double exponent)
{
    Zipf result;
    double total = 0;
    for (qsizetype rank = 1; rank <= words.size(); ++rank) {
        total += 1.0 / std::pow(double(rank), exponent);
        result.cumulative.append(total);
    }
    for (double &value : result.cumulative)
        value /= total;
    result.words = std::move(words);
    return result;
}

const QString &SyntheticLibrary::pick(const Zipf &vocabulary)
{
    const double p = std::uniform_real_distribution<double>(0.0, 1.0)(m_random);
    const auto it = std::lower_bound(vocabulary.cumulative.begin(), vocabulary.cumulative.end(), p);
    return vocabulary.words.at(
        std::min(qsizetype(it - vocabulary.cumulative.begin()), vocabulary.words.size() - 1));
}

int SyntheticLibrary::between(int low, int high)
{
    return std::uniform_int_distribution<int>(low, high)(m_random);
}

QUrl SyntheticLibrary::feedUrl(int index)
{
    return QUrl(u"https://example.com/feeds/%1.xml"_s.arg(index));
}

QString SyntheticLibrary::englishWords(int count)
{
    QString text;
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            text += u' ';
        text += pick(m_english);
    }
    return text;
}

QString SyntheticLibrary::chineseWords(int count)
{
    QString text;
    for (int i = 0; i < count; ++i)
        text += pick(m_chinese);
    return text;
}

QString SyntheticLibrary::englishContent(int targetBytes)
{
    QString html;
    while (html.size() < targetBytes) {
        QString sentence = englishWords(between(8, 20));
        sentence[0] = sentence.at(0).toUpper();
        html += u"<p class=\"body-text\">"_s + sentence + u". "_s;
        // Links and images: their markup must not reach the index.
        if (between(0, 3) == 0)
            html +=
                u"See <a href=\"https://example.org/docs/reference/%1\" rel=\"nofollow\">"_s.arg(
                    between(1, 999)) +
                englishWords(2) + u"</a> &amp; "_s;
        html += englishWords(between(8, 20)) + u".</p>\n"_s;
        if (between(0, 19) == 0)
            html += u"<figure><img src=\"https://example.org/cdn/img/%1.png\" width=\"640\">"
                    "</figure>\n"_s.arg(between(1, 9999));
        if (between(0, 9) == 0) {
            html += u"<pre><code class=\"language-cpp\">"_s;
            for (int i = between(2, 6); i > 0; --i)
                html += codeLines.at(between(0, int(codeLines.size()) - 1)) + u'\n';
            html += u"</code></pre>\n"_s;
        }
    }
    return html;
}

QString SyntheticLibrary::chineseContent(int targetBytes)
{
    QString html;
    // A Han character is three bytes of UTF-8.
    while (html.size() * 3 < targetBytes)
        html += u"<p>"_s + chineseWords(between(10, 30)) + u"，"_s + chineseWords(between(10, 30)) +
                u"。</p>\n"_s;
    return html;
}

ParsedFeed SyntheticLibrary::feed(int index, int count)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Atom;
    feed.title = u"Synthetic feed %1 about %2"_s.arg(index).arg(englishWords(2));
    feed.link = QUrl(u"https://example.com/site/%1/"_s.arg(index));
    // Three years of articles, the newest about now.
    const qint64 now =
        QDateTime(QDate(2025, 6, 1), QTime(0, 0), QTimeZone::UTC).toMSecsSinceEpoch();
    for (int i = 0; i < count; ++i) {
        ParsedEntry entry;
        const qint64 number = m_nextEntry++;
        entry.id = u"urn:example:%1"_s.arg(number);
        entry.link = QUrl(u"https://example.com/site/%1/%2"_s.arg(index).arg(number));
        entry.published = QDateTime::fromMSecsSinceEpoch(
            now - std::uniform_int_distribution<qint64>(0, 3LL * 365 * 86'400'000)(m_random),
            QTimeZone::UTC);
        entry.authors.append(ParsedPerson{u"Author %1"_s.arg(between(1, 500)), {}, {}});
        for (int t = between(0, 4); t > 0; --t) {
            const QString &tag = pick(m_tags);
            if (!entry.categories.contains(tag))
                entry.categories.append(tag);
        }
        const bool chinese = number % 10 == 9;
        const int bytes = between(2000, 8000);
        if (chinese) {
            entry.title = chineseWords(between(4, 8));
            entry.summary = u"<p>"_s + chineseWords(between(15, 30)) + u"。</p>"_s;
            entry.content = chineseContent(bytes);
            entry.language = u"zh"_s;
        } else {
            QString title = englishWords(between(4, 9));
            title[0] = title.at(0).toUpper();
            entry.title = title;
            entry.summary = u"<p>"_s + englishWords(between(20, 40)) + u".</p>"_s;
            entry.content = englishContent(bytes);
            entry.language = u"en"_s;
        }
        feed.entries.append(entry);
    }
    return feed;
}

} // namespace Lectern
