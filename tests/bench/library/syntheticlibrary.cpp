#include "syntheticlibrary.h"

#include <QStringList>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Common words first: picks are skewed towards the front, as in real text.
const QStringList englishVocabulary = {
    u"the"_s,          u"a"_s,           u"of"_s,           u"and"_s,         u"to"_s,
    u"in"_s,           u"is"_s,          u"that"_s,         u"for"_s,         u"with"_s,
    u"memory"_s,       u"thread"_s,      u"cache"_s,        u"compiler"_s,    u"kernel"_s,
    u"scheduler"_s,    u"lock"_s,        u"free"_s,         u"queue"_s,       u"barrier"_s,
    u"latency"_s,      u"throughput"_s,  u"allocation"_s,   u"pointer"_s,     u"runtime"_s,
    u"optimization"_s, u"database"_s,    u"index"_s,        u"transaction"_s, u"network"_s,
    u"protocol"_s,     u"packet"_s,      u"buffer"_s,       u"async"_s,       u"await"_s,
    u"future"_s,       u"closure"_s,     u"generic"_s,      u"trait"_s,       u"interface"_s,
    u"benchmark"_s,    u"profiler"_s,    u"flame"_s,        u"graph"_s,       u"vector"_s,
    u"register"_s,     u"instruction"_s, u"branch"_s,       u"predictor"_s,   u"pipeline"_s,
    u"filesystem"_s,   u"journal"_s,     u"snapshot"_s,     u"replication"_s, u"consensus"_s,
    u"raft"_s,         u"paxos"_s,       u"shard"_s,        u"partition"_s,   u"tokenizer"_s,
    u"parser"_s,       u"grammar"_s,     u"lexer"_s,        u"syntax"_s,      u"semantics"_s,
    u"ownership"_s,    u"borrow"_s,      u"lifetime"_s,     u"garbage"_s,     u"collector"_s,
    u"heap"_s,         u"stack"_s,       u"frame"_s,        u"coroutine"_s,   u"goroutine"_s,
    u"channel"_s,      u"mutex"_s,       u"semaphore"_s,    u"atomic"_s,      u"fence"_s,
    u"ordering"_s,     u"consistency"_s, u"linearizable"_s, u"sequential"_s,  u"relaxed"_s,
    u"acquire"_s,      u"release"_s,     u"hazard"_s,       u"epoch"_s,       u"reclamation"_s,
    u"sandbox"_s,      u"wasm"_s,        u"linker"_s,       u"loader"_s,      u"symbol"_s,
};

const QStringList chineseVocabulary = {
    u"的"_s,       u"是"_s,     u"在"_s,       u"和"_s,       u"了"_s,       u"我们"_s,
    u"这个"_s,     u"规约"_s,   u"内存屏障"_s, u"调度器"_s,   u"并发"_s,     u"线程"_s,
    u"锁"_s,       u"编译器"_s, u"优化"_s,     u"缓存"_s,     u"内核"_s,     u"网络"_s,
    u"协议"_s,     u"数据库"_s, u"索引"_s,     u"事务"_s,     u"延迟"_s,     u"吞吐量"_s,
    u"分配"_s,     u"指针"_s,   u"运行时"_s,   u"垃圾回收"_s, u"协程"_s,     u"通道"_s,
    u"原子操作"_s, u"一致性"_s, u"分布式"_s,   u"共识"_s,     u"副本"_s,     u"分片"_s,
    u"解析器"_s,   u"语法"_s,   u"语义"_s,     u"所有权"_s,   u"生命周期"_s, u"堆"_s,
    u"栈"_s,       u"性能"_s,   u"测试"_s,     u"基准"_s,     u"文件系统"_s, u"日志"_s,
    u"快照"_s,     u"设计"_s,   u"实现"_s,     u"问题"_s,     u"方法"_s,     u"系统"_s,
    u"程序"_s,     u"函数"_s,
};

const QStringList codeLines = {
    u"for (int i = 0; i &lt; n; ++i)"_s,
    u"    std::atomic_thread_fence(std::memory_order_seq_cst);"_s,
    u"let guard = lock.lock().unwrap();"_s,
    u"go func() { ch &lt;- compute(x) }()"_s,
    u"SELECT id FROM articles WHERE read = 0;"_s,
    u"if err != nil { return err }"_s,
};

} // namespace

SyntheticLibrary::SyntheticLibrary(quint64 seed)
    : m_random(seed)
{
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
    QStringList words;
    // Squaring a uniform pick favours the common words at the front.
    std::uniform_real_distribution<double> pick(0.0, 1.0);
    for (int i = 0; i < count; ++i) {
        const double p = pick(m_random);
        words.append(englishVocabulary.at(qsizetype(p * p * double(englishVocabulary.size()))));
    }
    return words.join(u' ');
}

QString SyntheticLibrary::chineseWords(int count)
{
    QString text;
    std::uniform_real_distribution<double> pick(0.0, 1.0);
    for (int i = 0; i < count; ++i) {
        const double p = pick(m_random);
        text += chineseVocabulary.at(qsizetype(p * double(chineseVocabulary.size())));
    }
    return text;
}

QString SyntheticLibrary::englishContent(int targetBytes)
{
    QString html;
    while (html.size() < targetBytes) {
        QString sentence = englishWords(between(8, 20));
        sentence[0] = sentence.at(0).toUpper();
        html += u"<p>"_s + sentence + u". "_s + englishWords(between(8, 20)) + u".</p>\n"_s;
        if (between(0, 9) == 0) {
            html += u"<pre><code>"_s;
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
