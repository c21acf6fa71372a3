#include "duplicates/linkkey.h"

#include <QStringView>
#include <algorithm>
#include <iterator>
#include <vector>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Added by analytics, ad networks and mailers to say where a click came from: none of them
// chooses what the page shows. utm_* is matched as a prefix, apart from this list.
constexpr QStringView kTrackingParameters[] = {
    u"fbclid", u"gclid",  u"dclid", u"gbraid",  u"wbraid", u"msclkid", u"yclid",   u"mc_cid",
    u"mc_eid", u"_hsenc", u"_hsmi", u"mkt_tok", u"igshid", u"ref_src", u"ref_url",
};

// The values with which sites, readers and mailers tag the links they pass on in ref= or
// source=. A closed list (with host names, below) rather than any short word: ref also names a
// branch or a tag in links to code (?ref=main, ?ref=v1.2), and there it chooses the page.
constexpr QStringView kReferrerTags[] = {
    u"hn",          u"hackernews", u"lobsters", u"reddit",    u"rss",        u"atom",
    u"feed",        u"feeds",      u"feedly",   u"inoreader", u"newsletter", u"email",
    u"mail",        u"twitter",    u"mastodon", u"bluesky",   u"facebook",   u"linkedin",
    u"producthunt", u"slashdot",   u"techmeme", u"planet",    u"share",      u"social",
};

// Pages a server shows for a folder's own address: /blog/index.html is /blog/.
constexpr QStringView kIndexPages[] = {u"index.html", u"index.htm", u"index.php", u"default.aspx"};

bool isListed(QStringView value, const auto &list)
{
    return std::any_of(std::begin(list), std::end(list), [value](QStringView listed) {
        return value.compare(listed, Qt::CaseInsensitive) == 0;
    });
}

// A host name such as news.ycombinator.com: dot-separated labels of ASCII letters, digits and
// hyphens, the last one of two letters or more. A version such as v1.2 is not one.
bool isHostName(QStringView value)
{
    const qsizetype lastDot = value.lastIndexOf(u'.');
    if (lastDot <= 0 || value.size() - lastDot - 1 < 2)
        return false;
    bool labelEmpty = true;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const char16_t c = value[i].unicode();
        if (c == u'.') {
            if (labelEmpty)
                return false;
            labelEmpty = true;
            continue;
        }
        const bool letter = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
        const bool digitOrHyphen = (c >= u'0' && c <= u'9') || c == u'-';
        if (!letter && !(digitOrHyphen && i < lastDot))
            return false;
        labelEmpty = false;
    }
    return true;
}

// ref and source are dropped only when their value is a known referrer tag or a host name
// (ref=hn, source=rss, ref=news.ycombinator.com); any other value (ref=main, source=2,
// source=abc123) is kept, since it may choose the content: merging two posts is worse than
// missing that they are one.
bool isTrackingParameter(QStringView name, QStringView value)
{
    if (name.startsWith(u"utm_", Qt::CaseInsensitive))
        return true;
    if (isListed(name, kTrackingParameters))
        return true;
    if (name.compare(u"ref", Qt::CaseInsensitive) == 0 ||
        name.compare(u"source", Qt::CaseInsensitive) == 0)
        return isListed(value, kReferrerTags) || isHostName(value);
    return false;
}

void chopTrailingSlashes(QString &path)
{
    qsizetype end = path.size();
    while (end > 0 && path[end - 1] == u'/')
        --end;
    path.truncate(end);
}

// The path with runs of slashes made one, then without a trailing index page and slashes.
QString normalisedPath(const QUrl &url)
{
    // FullyEncoded has QUrl decode the unreserved characters and write the hex digits of the
    // rest in upper case: %7e and ~ give one key, %2F stays apart from /.
    const QString encoded = url.path(QUrl::FullyEncoded);
    QString path;
    path.reserve(encoded.size());
    for (const QChar c : encoded) {
        if (c == u'/' && path.endsWith(u'/'))
            continue;
        path.append(c);
    }
    chopTrailingSlashes(path);
    const QStringView lastSegment = QStringView(path).sliced(path.lastIndexOf(u'/') + 1);
    if (isListed(lastSegment, kIndexPages)) {
        path.chop(lastSegment.size());
        chopTrailingSlashes(path);
    }
    return path;
}

// The query's parameters less the tracking ones, sorted by name (parameters of one name keep
// their order, which may matter to the page), joined with "&".
QString normalisedQuery(const QUrl &url)
{
    const QString query = url.query(QUrl::FullyEncoded);
    if (query.isEmpty())
        return {};
    const auto nameOf = [](QStringView parameter) {
        const qsizetype equals = parameter.indexOf(u'=');
        return equals < 0 ? parameter : parameter.first(equals);
    };
    std::vector<QStringView> kept;
    for (const QStringView parameter : QStringView(query).tokenize(u'&', Qt::SkipEmptyParts)) {
        const QStringView name = nameOf(parameter);
        const QStringView value =
            name.size() < parameter.size() ? parameter.sliced(name.size() + 1) : QStringView();
        if (!isTrackingParameter(name, value))
            kept.push_back(parameter);
    }
    std::stable_sort(kept.begin(), kept.end(), [&nameOf](QStringView a, QStringView b) {
        return nameOf(a).compare(nameOf(b)) < 0;
    });
    QString joined;
    for (const QStringView parameter : kept) {
        if (!joined.isEmpty())
            joined.append(u'&');
        joined.append(parameter);
    }
    return joined;
}

} // namespace

QString LinkKey::of(const QUrl &url)
{
    // QUrl gives the scheme and the host in lower case, the host in its ASCII (punycode) form.
    const QString scheme = url.scheme();
    if (!url.isValid() || (scheme != "http"_L1 && scheme != "https"_L1))
        return {};
    QString host = url.host(QUrl::FullyEncoded);
    if (host.endsWith(u'.'))
        host.chop(1);
    // Not from "www.com": the rest must still be a name with a dot.
    if (host.startsWith("www."_L1) && host.indexOf(u'.', 4) > 4)
        host.remove(0, 4);
    if (host.isEmpty())
        return {};

    QString key = host;
    if (host.contains(u':')) // IPv6: bracketed, apart from the port
        key = u'[' + host + u']';
    const int port = url.port();
    if (port != -1 && port != 80 && port != 443)
        key += u':' + QString::number(port);
    key += normalisedPath(url);
    const QString query = normalisedQuery(url);
    if (!query.isEmpty())
        key += u'?' + query;
    return key;
}

} // namespace Lectern
