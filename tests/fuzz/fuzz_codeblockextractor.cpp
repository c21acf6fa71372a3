// libFuzzer target: CodeBlockExtractor over arbitrary bytes, first as a whole fragment, then
// wrapped in the markups it recognises so the fuzzer starts inside their code paths.
#include <content/codeblockextractor.h>

#include <QString>

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString html =
        QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto block = Lectern::CodeBlockExtractor::findFirst(html);
    // Whatever was found is plain text: no code point can be an unpaired surrogate.
    if (block && !block->code.isValidUtf16())
        __builtin_trap();
    for (const QString &wrapper :
         {u"<pre><code class=\"language-cpp\">%1</code></pre>"_s,
          u"<div class=\"language-ruby highlighter-rouge\"><div class=\"highlight\"><pre "
          "class=\"highlight\"><code>%1</code></pre></div></div>"_s,
          u"<table class=\"highlighttable\"><tr><td class=\"linenos\"><pre>1</pre></td><td "
          "class=\"code\"><pre>%1</pre></td></tr></table>"_s}) {
        Lectern::CodeBlockExtractor::findFirst(wrapper.arg(html));
    }
    return 0;
}
