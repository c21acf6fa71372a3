// When Lectern captures a feed's articles for offline reading: auto (the default) when an entry
// looks like a teaser, always, or never; and the decision for one entry.
#pragma once

#include <QString>
#include <optional>

namespace Lectern {

enum class CapturePolicy { Auto, Always, Never };

class CaptureDecision
{
public:
    static QString nameOf(CapturePolicy policy);
    // "auto", "always" or "never"; nullopt for anything else.
    static std::optional<CapturePolicy> parse(const QString &name);

    // Auto captures an entry whose text is too short to be the article or ends like a teaser
    // ("read more", "…"). An RSS description is often the whole post: the length and the ending
    // decide, not the element the text came in. Never captures nothing; always, anything with a
    // link. textChars: the length of the entry's plain text (content, else summary); textEnd: at
    // least its last 160 characters.
    static bool shouldCapture(CapturePolicy policy, bool hasLink, qsizetype textChars,
                              const QString &textEnd);
    // The plain text of a teaser ends in a marker such as "…", "[...]" or "Read more".
    static bool looksTruncated(const QString &text);

    // The capture job an article gets when its policy is applied: queued (its page, or only
    // the images of a whole article the feed carried: fromFeed) or skipped. hasImage: the
    // feed's HTML for it (content, else summary) holds an <img>.
    struct Job
    {
        bool pending = false;
        bool fromFeed = false;
        QString state() const;  // capture_jobs.state
        QString source() const; // capture_jobs.source
    };
    static Job jobFor(CapturePolicy policy, bool hasLink, qsizetype textChars,
                      const QString &textEnd, bool hasImage);

    // Bodies with fewer characters of text than this are summaries, whatever they say.
    static constexpr int shortBodyChars = 600;
};

} // namespace Lectern
