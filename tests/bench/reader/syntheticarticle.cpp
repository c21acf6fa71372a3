#include "syntheticarticle.h"

#include <QRandomGenerator>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace Lectern::Bench {

namespace {

struct Language
{
    QString hint;          // as the markup names it
    QStringList templates; // lines of code; %1 is a number, %2 a name
};

const QList<Language> &languages()
{
    static const QList<Language> list = {
        {u"cpp"_s,
         {u"template <typename T> T clamp%1(T v, T lo, T hi) { return v < lo ? lo : v > hi ? hi : v; }"_s,
          u"    for (std::size_t i = 0; i < %1; ++i) { %2[i] += weights[i] * 0.5f; }"_s,
          u"    auto %2 = std::make_unique<Buffer>(%1); // keeps ownership here"_s,
          u"#include <vector> // %2 needs it, see note %1"_s,
          u"    if (%2.empty()) throw std::runtime_error(\"empty input #%1\");"_s}},
        {u"python"_s,
         {u"def %2(items, limit=%1):"_s,
          u"    return [x * 2 for x in items if x % 3 and x < limit]  # %2"_s,
          u"    with open(f\"data-{%1}.csv\", encoding=\"utf-8\") as %2:"_s,
          u"class %2Parser(BaseParser):  # version %1"_s,
          u"    raise ValueError(f\"bad value {%2!r} at line %1\")"_s}},
        {u"rust"_s,
         {u"fn %2(input: &[u8]) -> Result<usize, Error> { Ok(input.len() + %1) }"_s,
          u"    let mut %2: Vec<u32> = Vec::with_capacity(%1);"_s,
          u"    match %2 { Some(v) if v > %1 => v, _ => 0 }"_s,
          u"impl Display for %2 { fn fmt(&self, f: &mut Formatter) -> fmt::Result { write!(f, \"{}\", %1) } }"_s}},
        {u"go"_s,
         {u"func %2(ctx context.Context, n int) (int, error) { return n + %1, nil }"_s,
          u"\tif err := %2.Close(); err != nil { return fmt.Errorf(\"close %1: %w\", err) }"_s,
          u"\tfor i := 0; i < %1; i++ { %2 = append(%2, i) }"_s}},
        {u"ts"_s,
         {u"export async function %2(id: number): Promise<Item | undefined> { return cache.get(id + %1); }"_s,
          u"  const %2 = items.filter((x) => x.score > %1).map((x) => x.name);"_s,
          u"interface %2 { id: number; tags: string[]; weight?: %1 }"_s}},
        {u"bash"_s,
         {u"for f in build/*.o; do echo \"$f\" | sed 's/%2/%1/'; done"_s,
          u"export %2_HOME=\"$HOME/.local/share/%1\""_s,
          u"$ git log --oneline | head -n %1 > %2.txt"_s}},
        {u"yaml"_s,
         {u"%2:"_s, u"  replicas: %1"_s, u"  image: \"registry/%2:%1\""_s,
          u"  env: [{ name: %2, value: \"%1\" }]"_s}},
        {u"sql"_s,
         {u"SELECT id, title FROM %2 WHERE score > %1 ORDER BY published DESC;"_s,
          u"CREATE INDEX %2_idx ON articles(feed_id, published); -- %1"_s}},
    };
    return list;
}

const QStringList names = {u"buffer"_s,  u"parser"_s, u"weights"_s, u"tokens"_s,
                           u"reader"_s,  u"index"_s,  u"cursor"_s,  u"feed"_s,
                           u"entries"_s, u"shelf"_s,  u"theme"_s,   u"queue"_s};

QString escaped(const QString &code)
{
    return code.toHtmlEscaped();
}

// The site's own colouring: words become spans as Rouge or Pygments emit them (one in four,
// which keeps 3,000 lines of code within the 500 KB the benchmark is about).
QString coloured(const QString &line)
{
    QString out;
    QString word;
    int words = 0;
    const auto flush = [&] {
        if (!word.isEmpty()) {
            out += ++words % 4 == 1 ? u"<span class=\"n\">"_s + escaped(word) + u"</span>"_s
                                    : escaped(word);
        }
        word.clear();
    };
    for (const QChar c : line) {
        if (c.isLetterOrNumber() || c == u'_') {
            word += c;
        } else {
            flush();
            out += escaped(QString(c));
        }
    }
    flush();
    return out;
}

QString codeBlock(int style, const Language &lang, const QStringList &lines)
{
    QString plain;
    QString spans;
    for (const QString &line : lines) {
        plain += escaped(line) + u'\n';
        spans += coloured(line) + u'\n';
    }
    switch (style % 7) {
    case 0:
        return u"<pre><code class=\"language-%1\">%2</code></pre>\n"_s.arg(lang.hint, plain);
    case 1:
        return u"<div class=\"language-%1 highlighter-rouge\"><div class=\"highlight\"><pre "
               "class=\"highlight\"><code>%2</code></pre></div></div>\n"_s.arg(lang.hint, spans);
    case 2: {
        QString numbers;
        for (int i = 1; i <= lines.size(); ++i)
            numbers += QString::number(i) + u'\n';
        return u"<table class=\"highlighttable\"><tr><td class=\"linenos\"><div "
               "class=\"linenodiv\"><pre>%1</pre></div></td><td class=\"code\"><div "
               "class=\"highlight\"><pre>%2</pre></div></td></tr></table>\n"_s.arg(numbers, spans);
    }
    case 3:
        return u"<pre><code class=\"hljs language-%1\">%2</code></pre>\n"_s.arg(lang.hint, spans);
    case 4:
        return u"<pre class=\"language-%1 line-numbers\"><code class=\"language-%1\">%2<span "
               "aria-hidden=\"true\" class=\"line-numbers-rows\"></span></code></pre>\n"_s.arg(
                   lang.hint, spans);
    case 5: {
        QString body;
        for (int i = 0; i < lines.size(); ++i) {
            body += u"<span class=\"line\"><span class=\"ln\">%1</span><span class=\"cl\">%2\n"
                    "</span></span>"_s.arg(i + 1)
                        .arg(coloured(lines.at(i)));
        }
        return u"<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code "
               "class=\"language-%1\" data-lang=\"%1\">%2</code></pre></div>\n"_s.arg(lang.hint,
                                                                                      body);
    }
    default:
        return u"<div class=\"highlight highlight-source-%1\"><pre>%2</pre></div>\n"_s.arg(
            lang.hint, spans);
    }
}

QString paragraph(QRandomGenerator &random, int n)
{
    static const QStringList words = {
        u"the"_s,     u"reader"_s,  u"parses"_s,  u"every"_s,    u"feed"_s, u"and"_s,
        u"keeps"_s,   u"only"_s,    u"what"_s,    u"is"_s,       u"safe"_s, u"code"_s,
        u"blocks"_s,  u"recover"_s, u"their"_s,   u"language"_s, u"so"_s,   u"highlighting"_s,
        u"follows"_s, u"theme"_s,   u"latency"_s, u"matters"_s,  u"when"_s, u"scrolling"_s,
        u"向量"_s,    u"解析器"_s,  u"缓存"_s};
    QString text;
    const int count = 40 + int(random.bounded(60));
    for (int i = 0; i < count; ++i) {
        if (i)
            text += u' ';
        const QString &w = words.at(int(random.bounded(qsizetype(words.size()))));
        switch (random.bounded(25)) {
        case 0:
            text += u"<a href=\"/posts/%1\">%2</a>"_s.arg(n).arg(w);
            break;
        case 1:
            text += u"<code>%1()</code>"_s.arg(w);
            break;
        case 2:
            text += u"<em>%1</em>"_s.arg(w);
            break;
        default:
            text += w;
        }
    }
    return u"<p>"_s + text + u".</p>\n"_s;
}

QString furniture(int n)
{
    switch (n % 4) {
    case 0:
        return u"<ul><li>first point %1</li><li>second <strong>point</strong></li><li>third</li></ul>\n"_s
            .arg(n);
    case 1:
        return u"<figure><img src=\"images/fig-%1.png\" data-src=\"images/fig-%1@2x.png\" "
               "alt=\"figure %1\" width=\"640\" height=\"360\" onerror=\"x()\"><figcaption>Figure "
               "%1</figcaption></figure>\n"_s.arg(n);
    case 2:
        return u"<table><thead><tr><th>case</th><th>ms</th></tr></thead><tbody><tr><td>%1</td>"
               "<td>%2</td></tr><tr><td>cold</td><td>12</td></tr></tbody></table>\n"_s.arg(n)
                   .arg(n * 3);
    default:
        return u"<blockquote><p>A quote about measuring before optimising, number %1.</p>"
               "</blockquote>\n"_s.arg(n);
    }
}

} // namespace

namespace {

SyntheticArticle build(int codeLines, int extraParagraphs)
{
    QRandomGenerator random(20260301);
    SyntheticArticle article;
    const int perBlock = 50;
    const int blocks = (codeLines + perBlock - 1) / perBlock;
    QString html;
    int section = 0;
    int lineNo = 0;
    for (int b = 0; b < blocks; ++b) {
        if (b % 4 == 0)
            html += u"<h2>Section %1</h2>\n"_s.arg(++section);
        html += paragraph(random, b);
        // The prose that brings the article to size, spread evenly between the blocks.
        for (int i = b * extraParagraphs / blocks; i < (b + 1) * extraParagraphs / blocks; ++i)
            html += paragraph(random, 1000 + i);
        html += furniture(b);
        const Language &lang = languages().at(b % languages().size());
        QStringList lines;
        const int count = qMin(perBlock, codeLines - article.codeLines);
        for (int i = 0; i < count; ++i) {
            const QString &t =
                lang.templates.at(int(random.bounded(qsizetype(lang.templates.size()))));
            ++lineNo;
            // Not QString::arg: the code itself has "%" in it.
            lines << QString(t)
                         .replace(u"%1"_s, QString::number(lineNo))
                         .replace(u"%2"_s, names.at(lineNo % names.size()));
        }
        html += codeBlock(b / languages().size() + b, lang, lines);
        article.codeLines += count;
        ++article.codeBlocks;
    }
    article.html = html;
    return article;
}

} // namespace

SyntheticArticle makeSyntheticArticle(qsizetype targetBytes, int codeLines)
{
    SyntheticArticle article = build(codeLines, 0);
    const qsizetype base = article.html.toUtf8().size();
    if (base >= targetBytes)
        return article;
    // About 500 bytes a paragraph: a first guess, then grow until the size is reached.
    int extra = int((targetBytes - base) / 500);
    while ((article = build(codeLines, extra)).html.toUtf8().size() < targetBytes)
        extra += qMax(1, extra / 20);
    return article;
}

} // namespace Lectern::Bench
