// Conversions between the HTML that feeds carry and the plain text of titles and names.
#pragma once

#include <QString>
#include <QStringView>
#include <QUrl>

namespace Lectern {

class HtmlText
{
public:
    // Drops tags and comments, decodes character references, collapses white space.
    static QString toPlainText(QStringView html);
    // The same for a title whose markup is guessed (RSS): only tags of the elements titles
    // are written with (b, code, em, span...) go; "Vec<T>" or "The <template> element" keep
    // what looks like a tag as text, as it was meant.
    static QString titleToPlainText(QStringView title);
    // Escapes plain text so it can stand as HTML; line breaks become <br>.
    static QString fromPlainText(QStringView text);
    // Decodes named and numeric character references, leaving unknown ones as they are.
    static QString decodeEntities(QStringView text);
    // Makes relative link attribute values (href, src, poster, cite, data, action, longdesc,
    // usemap, background...) absolute against base.
    static QString resolveLinks(const QString &html, const QUrl &base);
    // True when the text holds something that looks like a tag or a character reference.
    static bool looksLikeHtml(QStringView text);
    // Runs of white space collapsed to one space and the ends trimmed, as QString::simplified()
    // does, but only for the white space of markup (space, tab, line breaks): a no-break space,
    // an en, em or thin space, an ideographic space are the text's own and stay.
    static QString collapseSpaces(QStringView text);

private:
    static QString stripMarkup(QStringView html, bool titleTagsOnly);
};

} // namespace Lectern
