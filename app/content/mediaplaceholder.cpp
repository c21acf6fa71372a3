#include "mediaplaceholder.h"

#include "htmlescape.h"

#include <QRegularExpression>
#include <QStringList>

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
    }
    return {};
}

QString MediaPlaceholder::embedHtml(const QString &pageUrl, bool inParagraph)
{
    return wrapped(u"embed"_s, link(pageUrl, u"Video"_s), inParagraph);
}

QString MediaPlaceholder::mediaHtml(Kind kind, const QString &sourceUrl, bool inParagraph)
{
    // The file name says more than the whole URL and keeps the line short.
    QString name = QUrl(sourceUrl).fileName();
    if (name.isEmpty())
        name = sourceUrl;
    const QString label = kind == Kind::Video ? u"Video: "_s : u"Audio: "_s;
    return wrapped(u"media"_s, label + link(sourceUrl, name), inParagraph);
}

} // namespace Lectern
