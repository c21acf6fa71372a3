#include "tokenf1.h"

#include <QHash>
#include <QStringList>

namespace {

bool isCjk(char32_t c)
{
    return (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) ||
           (c >= 0x3040 && c <= 0x30ff) || (c >= 0xac00 && c <= 0xd7af);
}

QHash<QString, int> tokens(const QString &text)
{
    QHash<QString, int> counts;
    QString word;
    const auto flush = [&] {
        if (!word.isEmpty())
            ++counts[word.toLower()];
        word.clear();
    };
    for (const char32_t c : text.toUcs4()) {
        if (isCjk(c)) {
            flush();
            ++counts[QString::fromUcs4(&c, 1)];
        } else if (QChar::isLetterOrNumber(c) || c == U'_') {
            word += QString::fromUcs4(&c, 1);
        } else {
            flush();
        }
    }
    flush();
    return counts;
}

} // namespace

TokenScore tokenF1(const QString &extracted, const QString &expected)
{
    const QHash<QString, int> got = tokens(extracted);
    const QHash<QString, int> want = tokens(expected);
    qint64 overlap = 0, gotTotal = 0, wantTotal = 0;
    for (auto it = got.cbegin(); it != got.cend(); ++it) {
        gotTotal += it.value();
        overlap += std::min(it.value(), want.value(it.key()));
    }
    for (int count : want)
        wantTotal += count;
    TokenScore score;
    score.precision = gotTotal ? double(overlap) / gotTotal : 0;
    score.recall = wantTotal ? double(overlap) / wantTotal : 0;
    score.f1 = score.precision + score.recall > 0
                   ? 2 * score.precision * score.recall / (score.precision + score.recall)
                   : 0;
    return score;
}
