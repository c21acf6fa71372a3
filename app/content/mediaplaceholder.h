#pragma once

#include <QString>
#include <QUrl>

namespace Lectern {

// Nothing playable from a feed runs in the reader: audio, video and video-host frames become
// plain links the reader can open in a browser.
class MediaPlaceholder
{
public:
    enum class Kind { Audio, Video };

    // The public page of a video embedded from a known host (YouTube, Vimeo), given the
    // frame's absolute URL; empty for any other frame.
    static QString videoPageForEmbed(const QUrl &embedUrl);

    // <p class="embed"><a href="URL" rel="noopener noreferrer">Video</a></p> for a frame.
    // `inParagraph` makes it a span, so that re-parsing cannot close the surrounding <p>.
    static QString embedHtml(const QString &pageUrl, bool inParagraph);

    // <p class="media">Video: <a href="URL" rel="noopener noreferrer">file</a></p>.
    static QString mediaHtml(Kind kind, const QString &sourceUrl, bool inParagraph);
};

} // namespace Lectern
