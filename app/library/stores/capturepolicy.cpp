#include "library/stores/capturepolicy.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

QString CaptureDecision::nameOf(CapturePolicy policy)
{
    switch (policy) {
    case CapturePolicy::Always:
        return u"always"_s;
    case CapturePolicy::Never:
        return u"never"_s;
    case CapturePolicy::Auto:
        break;
    }
    return u"auto"_s;
}

std::optional<CapturePolicy> CaptureDecision::parse(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == u"auto"_s)
        return CapturePolicy::Auto;
    if (lower == u"always"_s)
        return CapturePolicy::Always;
    if (lower == u"never"_s)
        return CapturePolicy::Never;
    return std::nullopt;
}

bool CaptureDecision::looksTruncated(const QString &text)
{
    // Only the end of the text counts: "read more" in the middle of an article is prose.
    const QString tail = text.right(160).trimmed();
    static const QRegularExpression marker(
        u"(\u2026|\\.\\.\\.|\\[\u2026\\]|\\[\\.\\.\\.\\]|\\(more\\.*\\)|"
        "read more|continue reading|keep reading|read the (full|rest|whole)[^.]{0,40}|"
        "\u9605\u8bfb\u5168\u6587|\u9605\u8bfb\u66f4\u591a|\u7ee7\u7eed\u9605\u8bfb|"
        "\u67e5\u770b\u5168\u6587|\u9605\u8bfb\u539f\u6587)"
        "[\\s\\p{P}\u00bb\u2192>]*$"_s,
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return marker.match(tail).hasMatch();
}

bool CaptureDecision::shouldCapture(CapturePolicy policy, bool hasLink, qsizetype textChars,
                                    const QString &textEnd)
{
    if (!hasLink || policy == CapturePolicy::Never)
        return false;
    if (policy == CapturePolicy::Always)
        return true;
    return textChars < shortBodyChars || looksTruncated(textEnd);
}

CaptureDecision::Job CaptureDecision::jobFor(CapturePolicy policy, bool hasLink,
                                             qsizetype textChars, const QString &textEnd,
                                             bool hasImage)
{
    const bool page = shouldCapture(policy, hasLink, textChars, textEnd);
    const bool images = !page && policy != CapturePolicy::Never && hasImage;
    return Job{page || images, images};
}

QString CaptureDecision::Job::state() const
{
    return pending ? u"pending"_s : u"skipped"_s;
}

QString CaptureDecision::Job::source() const
{
    return fromFeed ? u"feed"_s : u"page"_s;
}

} // namespace Lectern
