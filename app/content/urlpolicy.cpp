#include "urlpolicy.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

bool isAsciiWhitespace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\f' || c == u'\r';
}

// What a browser's URL parser sees: C0 controls and spaces trimmed at both ends, tabs and
// newlines removed anywhere ("java\tscript:" is "javascript:"). Other controls inside make
// the value suspicious enough to refuse.
std::optional<QString> cleaned(const QString &raw)
{
    qsizetype begin = 0;
    qsizetype end = raw.size();
    while (begin < end && raw.at(begin).unicode() <= 0x20)
        ++begin;
    while (end > begin && raw.at(end - 1).unicode() <= 0x20)
        --end;
    QString out;
    out.reserve(end - begin);
    for (qsizetype i = begin; i < end; ++i) {
        const char16_t c = raw.at(i).unicode();
        if (c == u'\t' || c == u'\n' || c == u'\r')
            continue;
        if (c < 0x20 || c == 0x7f)
            return std::nullopt;
        out += QChar(c);
    }
    return out;
}

bool isAllowedDataImage(const QString &url)
{
    // Raster types only: SVG can carry script. The payload is base64 or percent-encoded.
    static const QRegularExpression dataImage(
        u"^data:image/(png|jpeg|jpg|gif|webp)(;[a-z0-9=._+-]+)*,[A-Za-z0-9+/=%._~-]*$"_s,
        QRegularExpression::CaseInsensitiveOption);
    return dataImage.match(url).hasMatch();
}

} // namespace

QString UrlPolicy::resolve(const QString &raw, const QUrl &base, Use use)
{
    const std::optional<QString> value = cleaned(raw);
    if (!value || value->isEmpty())
        return {};
    if (value->startsWith(u"data:"_s, Qt::CaseInsensitive))
        return use == Use::Image && isAllowedDataImage(*value) ? *value : QString();

    // A stored copy of a captured image, served by the reader from the library folder.
    static const QRegularExpression storedImage(
        u"^lectern://asset/[0-9a-f]{64}\\.(png|jpg|gif|webp|avif|svg)$"_s);
    if (value->startsWith(u"lectern:"_s, Qt::CaseInsensitive))
        return use == Use::Image && storedImage.match(*value).hasMatch() ? *value : QString();

    QUrl url(*value, QUrl::TolerantMode);
    if (!url.isValid())
        return {};
    if (url.isRelative()) {
        // Without a usable base the reader page's own location would be used: refuse.
        if (!base.isValid() || base.isRelative() || base.host().isEmpty())
            return {};
        url = base.resolved(url);
    }
    const QString scheme = url.scheme().toLower();
    const bool web = scheme == u"http"_s || scheme == u"https"_s;
    if (web && url.host().isEmpty())
        return {};
    if (!web && !(use == Use::Link && scheme == u"mailto"_s))
        return {};
    return url.toString(QUrl::FullyEncoded);
}

QString UrlPolicy::resolveSrcset(const QString &srcset, const QUrl &base)
{
    // Candidates are "URL [descriptor]" separated by commas; a URL may itself contain commas,
    // so it runs up to whitespace (or a trailing comma), as in the HTML spec's parser.
    static const QRegularExpression descriptorRe(u"^[0-9]+(\\.[0-9]+)?[wx]$"_s);
    QStringList out;
    qsizetype i = 0;
    const qsizetype n = srcset.size();
    while (i < n) {
        while (i < n && (isAsciiWhitespace(srcset.at(i)) || srcset.at(i) == u','))
            ++i;
        if (i >= n)
            break;
        const qsizetype urlStart = i;
        while (i < n && !isAsciiWhitespace(srcset.at(i)))
            ++i;
        QString url = srcset.mid(urlStart, i - urlStart);
        QString descriptor;
        if (url.endsWith(u',')) {
            while (url.endsWith(u','))
                url.chop(1);
        } else {
            const qsizetype descStart = i;
            while (i < n && srcset.at(i) != u',')
                ++i;
            descriptor = srcset.mid(descStart, i - descStart).trimmed();
        }
        if (!descriptor.isEmpty() && !descriptorRe.match(descriptor).hasMatch())
            continue;
        const QString resolved = resolve(url, base, Use::Image);
        // A comma inside a written URL would split the candidate when read back.
        if (resolved.isEmpty() || resolved.contains(u','))
            continue;
        out.append(descriptor.isEmpty() ? resolved : resolved + u' ' + descriptor);
    }
    return out.join(u", "_s);
}

} // namespace Lectern
