#include "mediaplaceholder.h"

#include "htmlescape.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString wrapped(const QString &cssClass, const QString &inner, bool inParagraph)
{
    const QString tag = inParagraph ? u"span"_s : u"p"_s;
    return u'<' + tag + u" class=\""_s + cssClass + u"\">"_s + inner + u"</"_s + tag + u'>';
}

QString link(const QString &url, const QString &text)
{
    return u"<a href=\""_s + htmlEscaped(url) + u"\" rel=\"noopener noreferrer\">"_s +
           htmlEscaped(text) + u"</a>"_s;
}

} // namespace

QString MediaPlaceholder::videoPageForEmbed(const QUrl &embedUrl)
{
    const QString scheme = embedUrl.scheme().toLower();
    if (scheme != u"http"_s && scheme != u"https"_s)
        return {};
    static const QStringList youtubeHosts = {u"youtube.com"_s, u"www.youtube.com"_s,
                                             u"m.youtube.com"_s, u"youtube-nocookie.com"_s,
                                             u"www.youtube-nocookie.com"_s};
    static const QRegularExpression youtubePath(u"^/embed/([A-Za-z0-9_-]{6,32})/?$"_s);
    static const QRegularExpression vimeoPath(u"^/video/([0-9]{1,20})/?$"_s);
    const QString host = embedUrl.host().toLower();
    if (youtubeHosts.contains(host)) {
        const auto m = youtubePath.match(embedUrl.path());
        if (m.hasMatch())
            return u"https://www.youtube.com/watch?v="_s + m.captured(1);
    } else if (host == u"player.vimeo.com"_s) {
        const auto m = vimeoPath.match(embedUrl.path());
        if (m.hasMatch())
            return u"https://vimeo.com/"_s + m.captured(1);
    } else if (host == u"player.bilibili.com"_s && embedUrl.path() == u"/player.html"_s) {
        // Chinese technical blogs embed Bilibili talks: the video is named by bvid, else aid.
        static const QRegularExpression bvid(u"^BV[A-Za-z0-9]{8,16}$"_s);
        static const QRegularExpression aid(u"^[0-9]{1,20}$"_s);
        const QUrlQuery query(embedUrl);
        const QString byBvid = query.queryItemValue(u"bvid"_s);
        if (bvid.match(byBvid).hasMatch())
            return u"https://www.bilibili.com/video/"_s + byBvid;
        const QString byAid = query.queryItemValue(u"aid"_s);
        if (aid.match(byAid).hasMatch())
            return u"https://www.bilibili.com/video/av"_s + byAid;
    }
    return {};
}

QString MediaPlaceholder::embedHtml(const QString &pageUrl, bool inParagraph)
{
    return wrapped(u"embed"_s,
                   link(pageUrl, QCoreApplication::translate("MediaPlaceholder", "Video")),
                   inParagraph);
}

QString MediaPlaceholder::mediaHtml(Kind kind, const QString &sourceUrl, bool inParagraph)
{
    // The file name says more than the whole URL and keeps the line short.
    QString name = QUrl(sourceUrl).fileName();
    if (name.isEmpty())
        name = sourceUrl;
    const QString label = kind == Kind::Video
                              ? QCoreApplication::translate("MediaPlaceholder", "Video: %1")
                              : QCoreApplication::translate("MediaPlaceholder", "Audio: %1");
    return wrapped(u"media"_s, htmlEscaped(label).arg(link(sourceUrl, name)), inParagraph);
}

} // namespace Lectern
