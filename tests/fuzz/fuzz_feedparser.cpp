// libFuzzer target: the feed parser over arbitrary bytes (both tokenizers and the repair
// behind them), and the two tokenizers against each other wherever libxml2 accepts the bytes.
#include "tokenizeroracle.h"

#include "feeds/feedparser.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    Lectern::FeedParser::parse(bytes);
    const QString disagreement = Lectern::Fuzz::tokenizerDisagreement(bytes);
    if (!disagreement.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(disagreement));
        std::abort();
    }
    return 0;
}
