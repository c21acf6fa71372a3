#include "htmlsanitizer.h"

#include "codeblockextractor.h"
#include "codehighlighter.h"
#include "html/gumbotree.h"
#include "htmlescape.h"
#include "mediaplaceholder.h"
#include "prerenderedmath.h"
#include "tableofcontents.h"
#include "urlpolicy.h"
#include "wordcounter.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Deeper content is dropped rather than risk exhausting the stack.
constexpr int MaxDepth = 200;

enum class Rule {
    Keep,   // written with its allowed attributes
    Unwrap, // its children are written, the element itself is not
    Drop,   // dropped with everything inside
};

Rule ruleFor(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_P:
    case GUMBO_TAG_BR:
    case GUMBO_TAG_HR:
    case GUMBO_TAG_H1:
    case GUMBO_TAG_H2:
    case GUMBO_TAG_H3:
    case GUMBO_TAG_H4:
    case GUMBO_TAG_H5:
    case GUMBO_TAG_H6:
    case GUMBO_TAG_A:
    case GUMBO_TAG_IMG:
    case GUMBO_TAG_PICTURE:
    case GUMBO_TAG_UL:
    case GUMBO_TAG_OL:
    case GUMBO_TAG_LI:
    case GUMBO_TAG_DL:
    case GUMBO_TAG_DT:
    case GUMBO_TAG_DD:
    case GUMBO_TAG_TABLE:
    case GUMBO_TAG_THEAD:
    case GUMBO_TAG_TBODY:
    case GUMBO_TAG_TFOOT:
    case GUMBO_TAG_TR:
    case GUMBO_TAG_TH:
    case GUMBO_TAG_TD:
    case GUMBO_TAG_CAPTION:
    case GUMBO_TAG_COLGROUP:
    case GUMBO_TAG_COL:
    case GUMBO_TAG_FIGURE:
    case GUMBO_TAG_FIGCAPTION:
    case GUMBO_TAG_BLOCKQUOTE:
    case GUMBO_TAG_Q:
    case GUMBO_TAG_CITE:
    case GUMBO_TAG_DETAILS:
    case GUMBO_TAG_SUMMARY:
    case GUMBO_TAG_SUP:
    case GUMBO_TAG_SUB:
    case GUMBO_TAG_KBD:
    case GUMBO_TAG_SAMP:
    case GUMBO_TAG_VAR:
    case GUMBO_TAG_ABBR:
    case GUMBO_TAG_CODE:
    case GUMBO_TAG_PRE:
    case GUMBO_TAG_EM:
    case GUMBO_TAG_STRONG:
    case GUMBO_TAG_B:
    case GUMBO_TAG_I:
    case GUMBO_TAG_U:
    case GUMBO_TAG_S:
    case GUMBO_TAG_DEL:
    case GUMBO_TAG_INS:
    case GUMBO_TAG_MARK:
    case GUMBO_TAG_SMALL:
    case GUMBO_TAG_SPAN:
    case GUMBO_TAG_DIV:
    case GUMBO_TAG_SECTION:
    case GUMBO_TAG_ARTICLE:
    case GUMBO_TAG_ASIDE:
    case GUMBO_TAG_HEADER:
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_TIME:
        return Rule::Keep;
    case GUMBO_TAG_SCRIPT:
    case GUMBO_TAG_STYLE:
    case GUMBO_TAG_IFRAME:
    case GUMBO_TAG_OBJECT:
    case GUMBO_TAG_EMBED:
    case GUMBO_TAG_APPLET:
    case GUMBO_TAG_PARAM:
    case GUMBO_TAG_FORM:
    case GUMBO_TAG_INPUT:
    case GUMBO_TAG_BUTTON:
    case GUMBO_TAG_SELECT:
    case GUMBO_TAG_OPTION:
    case GUMBO_TAG_OPTGROUP:
    case GUMBO_TAG_DATALIST:
    case GUMBO_TAG_TEXTAREA:
    case GUMBO_TAG_KEYGEN:
    case GUMBO_TAG_OUTPUT:
    case GUMBO_TAG_NOSCRIPT:
    case GUMBO_TAG_TEMPLATE:
    case GUMBO_TAG_META:
    case GUMBO_TAG_LINK:
    case GUMBO_TAG_BASE:
    case GUMBO_TAG_TITLE:
    case GUMBO_TAG_HEAD:
    case GUMBO_TAG_SVG:
    case GUMBO_TAG_CANVAS:
    case GUMBO_TAG_FRAME:
    case GUMBO_TAG_FRAMESET:
    case GUMBO_TAG_NOFRAMES:
    case GUMBO_TAG_NOEMBED:
    case GUMBO_TAG_MAP:
    case GUMBO_TAG_AREA:
    case GUMBO_TAG_AUDIO:
    case GUMBO_TAG_VIDEO:
    case GUMBO_TAG_SOURCE:
    case GUMBO_TAG_TRACK:
    case GUMBO_TAG_DIALOG:
    case GUMBO_TAG_MENUITEM:
    case GUMBO_TAG_XMP:
    case GUMBO_TAG_PLAINTEXT:
        return Rule::Drop;
    default:
        return Rule::Unwrap;
    }
}

bool isVoid(GumboTag tag)
{
    return tag == GUMBO_TAG_BR || tag == GUMBO_TAG_HR || tag == GUMBO_TAG_IMG ||
           tag == GUMBO_TAG_COL || tag == GUMBO_TAG_SOURCE;
}

// MathML Core's presentation elements are kept; annotations can hold arbitrary markup and are
// dropped, and maction (whose actions are script-like) is unwrapped.
bool isAllowedMathElement(const QString &name)
{
    static const QSet<QString> allowed = {
        u"math"_s,    u"mrow"_s,          u"mi"_s,          u"mo"_s,       u"mn"_s,
        u"ms"_s,      u"mtext"_s,         u"mspace"_s,      u"msup"_s,     u"msub"_s,
        u"msubsup"_s, u"mfrac"_s,         u"msqrt"_s,       u"mroot"_s,    u"mover"_s,
        u"munder"_s,  u"munderover"_s,    u"mtable"_s,      u"mtr"_s,      u"mtd"_s,
        u"mstyle"_s,  u"mpadded"_s,       u"mphantom"_s,    u"menclose"_s, u"semantics"_s,
        u"merror"_s,  u"mmultiscripts"_s, u"mprescripts"_s, u"none"_s};
    return allowed.contains(name);
}

// The MathML attributes that change layout, each with the only values it may have. Nothing
// that names a URL, a style or an event gets through.
QString mathAttributes(const GumboNode *node)
{
    static const QRegularExpression boolean(u"^(true|false)$"_s);
    static const QRegularExpression length(
        u"^[+-]?([0-9]{1,4}(\\.[0-9]{1,4})?|\\.[0-9]{1,4})(em|ex|px|pt|mu|%)?$"_s);
    static const QRegularExpression words(u"^[a-z-]{1,24}( [a-z-]{1,24}){0,15}$"_s);
    static const QRegularExpression scriptLevel(u"^[+-]?[0-9]$"_s);
    static const QRegularExpression digits(u"^[0-9]{1,3}$"_s);
    static const QRegularExpression form(u"^(prefix|infix|postfix)$"_s);
    static const QRegularExpression notation(u"^[a-z]{1,24}( [a-z]{1,24}){0,7}$"_s);
    static const std::pair<const char *, const QRegularExpression *> rules[] = {
        {"mathvariant", &words},
        {"stretchy", &boolean},
        {"fence", &boolean},
        {"separator", &boolean},
        {"largeop", &boolean},
        {"movablelimits", &boolean},
        {"symmetric", &boolean},
        {"accent", &boolean},
        {"accentunder", &boolean},
        {"displaystyle", &boolean},
        {"lspace", &length},
        {"rspace", &length},
        {"minsize", &length},
        {"maxsize", &length},
        {"width", &length},
        {"height", &length},
        {"depth", &length},
        {"voffset", &length},
        {"linethickness", &length},
        {"scriptlevel", &scriptLevel},
        {"form", &form},
        {"columnalign", &words},
        {"rowalign", &words},
        {"columnspan", &digits},
        {"rowspan", &digits},
        {"notation", &notation},
        {"columnlines", &words},
        {"rowlines", &words},
        {"frame", &words},
    };
    QString out;
    for (const auto &[name, rule] : rules) {
        const GumboAttribute *a = gumbo_get_attribute(&node->v.element.attributes, name);
        if (!a)
            continue;
        const QString value = QString::fromUtf8(a->value).trimmed();
        if (rule->match(value).hasMatch())
            out += u' ' + QLatin1StringView(name) + u"=\""_s + value + u'"';
    }
    return out;
}

QString attr(const char *name, const QString &value)
{
    return u' ' + QLatin1StringView(name) + u"=\""_s + htmlEscaped(value) + u'"';
}

// The attribute's value if it is a plain number of at most maxLength digits, else empty.
QString digitsValue(const GumboNode *node, const char *name, int maxLength = 5)
{
    static const QRegularExpression digits(u"^[0-9]+$"_s);
    const QString value = GumboTree::attribute(node, name).trimmed();
    if (value.isEmpty() || value.size() > maxLength || !digits.match(value).hasMatch())
        return {};
    return value;
}

QString digitsAttr(const GumboNode *node, const char *name, int maxLength = 5)
{
    const QString value = digitsValue(node, name, maxLength);
    return value.isEmpty() ? QString() : attr(name, value);
}

// 0 or 1 pixel in either direction, the other one 1 or unsaid: an image meant not to be seen.
bool isTrackingPixel(const QString &width, const QString &height)
{
    const qint64 w = width.isEmpty() ? -1 : width.toLongLong();
    const qint64 h = height.isEmpty() ? -1 : height.toLongLong();
    return w == 0 || h == 0 || (w == 1 && h == 1) || (w == 1 && h < 0) || (h == 1 && w < 0);
}

bool isLiteral(GumboTag tag)
{
    return tag == GUMBO_TAG_PRE || tag == GUMBO_TAG_CODE || tag == GUMBO_TAG_KBD ||
           tag == GUMBO_TAG_SAMP;
}

// lang and dir are allowed anywhere, in their valid forms only.
QString globalAttributes(const GumboNode *node)
{
    static const QRegularExpression langRe(u"^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$"_s);
    QString out;
    // Most elements have neither: no strings made, no expression run for them.
    if (GumboTree::hasAttribute(node, "lang")) {
        const QString lang = GumboTree::attribute(node, "lang").trimmed();
        if (langRe.match(lang).hasMatch())
            out += attr("lang", lang);
    }
    if (GumboTree::hasAttribute(node, "dir")) {
        const QString dir = GumboTree::attribute(node, "dir").trimmed().toLower();
        if (dir == u"ltr"_s || dir == u"rtl"_s || dir == u"auto"_s)
            out += attr("dir", dir);
    }
    return out;
}

// Lazy loaders keep the real URL in data-* and a placeholder in the plain attribute.
QString lazyAttribute(const GumboNode *node, const char *lazyName, const char *lazyName2,
                      const char *name)
{
    for (const char *n : {lazyName, lazyName2, name}) {
        const QString value = GumboTree::attribute(node, n);
        if (!value.trimmed().isEmpty())
            return value;
    }
    return {};
}

class Writer
{
public:
    Writer(const HtmlSanitizer::Options &options, qsizetype inputSize)
        : m_options(options)
    {
        // Most of an article is written back; highlighted code grows: spare the regrowth.
        m_out.reserve(inputSize + inputSize / 2);
    }

    HtmlSanitizer::Article result()
    {
        return {std::move(m_out), std::move(m_headings), m_words.wordEquivalents(),
                std::move(m_prose)};
    }

    void writeChildren(const GumboNode *node, int depth)
    {
        // Straight over gumbo's vector: this runs for every node of the article.
        if (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_TEMPLATE)
            return;
        const GumboVector &kids = node->v.element.children;
        for (unsigned i = 0; i < kids.length; ++i)
            writeNode(static_cast<const GumboNode *>(kids.data[i]), depth + 1);
    }

    // HTML puts scripts that open a document into <head>; MathJax's source scripts among them
    // are the article's first math.
    void writeHeadMath(const GumboNode *head)
    {
        bool wroteMath = false;
        for (const GumboNode *child : GumboTree::children(head)) {
            if (const auto math = PrerenderedMath::recognize(child)) {
                writeMathSource(*math, 1);
                wroteMath = true;
            } else if (wroteMath && child->type == GUMBO_NODE_WHITESPACE) {
                // The space between such a script and the text after it went to <head> too.
                writeText(GumboTree::text(child));
            }
        }
    }

private:
    void writeText(const QString &text)
    {
        appendHtmlEscaped(m_out, text);
        m_words.add(text);
        if (m_inLiteral == 0)
            m_prose += text;
    }

    void writeNode(const GumboNode *node, int depth)
    {
        if (depth > MaxDepth)
            return;
        switch (node->type) {
        case GUMBO_NODE_TEXT:
        case GUMBO_NODE_WHITESPACE:
        case GUMBO_NODE_CDATA:
            writeText(GumboTree::text(node));
            return;
        case GUMBO_NODE_ELEMENT:
            writeElement(node, depth);
            return;
        default: // comments, templates, documents
            return;
        }
    }

    void writeElement(const GumboNode *node, int depth)
    {
        const GumboElement &el = node->v.element;
        if (el.tag_namespace == GUMBO_NAMESPACE_MATHML) {
            writeMath(node, depth);
            return;
        }
        if (el.tag_namespace != GUMBO_NAMESPACE_HTML)
            return; // SVG and anything else foreign
        if (const auto math = PrerenderedMath::recognize(node)) {
            writeMathSource(*math, depth);
            return;
        }
        if (const auto block = CodeBlockExtractor::extract(node)) {
            writeCode(*block);
            return;
        }
        switch (el.tag) {
        case GUMBO_TAG_IFRAME:
            writeEmbed(node);
            return;
        case GUMBO_TAG_AUDIO:
        case GUMBO_TAG_VIDEO:
            writeMedia(node);
            return;
        case GUMBO_TAG_SOURCE:
            if (m_inPicture > 0)
                writePictureSource(node);
            return;
        case GUMBO_TAG_IMG:
            writeImage(node);
            return;
        case GUMBO_TAG_A:
            writeAnchor(node, depth);
            return;
        default:
            break;
        }
        switch (ruleFor(el.tag)) {
        case Rule::Drop:
            return;
        case Rule::Unwrap:
            writeChildren(node, depth);
            return;
        case Rule::Keep:
            break;
        }
        const QString name = GumboTree::tagName(node);
        m_out += u'<' + name + globalAttributes(node) + elementAttributes(node) + u'>';
        m_words.endWord();
        if (isVoid(el.tag))
            return;
        const bool paragraph = el.tag == GUMBO_TAG_P;
        const bool picture = el.tag == GUMBO_TAG_PICTURE;
        const bool literal = isLiteral(el.tag);
        const int level = el.tag == GUMBO_TAG_H2   ? 2
                          : el.tag == GUMBO_TAG_H3 ? 3
                          : el.tag == GUMBO_TAG_H4 ? 4
                                                   : 0;
        const qsizetype openTagEnd = m_out.size() - 1;
        if (literal && m_inLiteral == 0)
            m_prose += u' ';
        m_inParagraph += paragraph;
        m_inPicture += picture;
        m_inLiteral += literal;
        writeChildren(node, depth);
        m_inParagraph -= paragraph;
        m_inPicture -= picture;
        m_inLiteral -= literal;
        if (level > 0 && m_options.anchorHeadings) {
            const auto anchored = m_anchors.add(level, QStringView(m_out).mid(openTagEnd + 1));
            if (anchored) {
                // Only the heading's own content follows: a short move.
                m_out.insert(openTagEnd, u" id=\""_s + anchored->id + u'"');
                m_headings.append(*anchored);
            }
        }
        m_out += u"</"_s + name + u'>';
        m_words.endWord();
    }

    QString elementAttributes(const GumboNode *node) const
    {
        switch (node->v.element.tag) {
        case GUMBO_TAG_TD:
        case GUMBO_TAG_TH:
            return digitsAttr(node, "colspan", 3) + digitsAttr(node, "rowspan", 4);
        case GUMBO_TAG_COL:
        case GUMBO_TAG_COLGROUP:
            return digitsAttr(node, "span", 3);
        case GUMBO_TAG_OL: {
            static const QRegularExpression integer(u"^-?[0-9]{1,9}$"_s);
            const QString start = GumboTree::attribute(node, "start").trimmed();
            QString out = integer.match(start).hasMatch() ? attr("start", start) : QString();
            if (GumboTree::hasAttribute(node, "reversed"))
                out += u" reversed"_s;
            return out;
        }
        case GUMBO_TAG_ABBR:
            return GumboTree::hasAttribute(node, "title")
                       ? attr("title", GumboTree::attribute(node, "title"))
                       : QString();
        case GUMBO_TAG_TIME:
            return GumboTree::hasAttribute(node, "datetime")
                       ? attr("datetime", GumboTree::attribute(node, "datetime"))
                       : QString();
        case GUMBO_TAG_DETAILS:
            return GumboTree::hasAttribute(node, "open") ? u" open"_s : QString();
        default:
            return {};
        }
    }

    void writeAnchor(const GumboNode *node, int depth)
    {
        // Captures before 0.1 wrote an image they could not keep as a link naming it: it is
        // shown as that image (or its placeholder), without the link's words.
        if (GumboTree::hasClass(node, u"missing-image")) {
            writeImage(node, GumboTree::attribute(node, "href"));
            return;
        }
        const QString href = UrlPolicy::resolve(GumboTree::attribute(node, "href"),
                                                m_options.baseUrl, UrlPolicy::Use::Link);
        // A nested link would be split apart when the page is parsed again.
        if (href.isEmpty() || m_inAnchor > 0) {
            writeChildren(node, depth);
            return;
        }
        m_out += u"<a"_s + globalAttributes(node) + attr("href", href);
        if (GumboTree::hasAttribute(node, "title"))
            m_out += attr("title", GumboTree::attribute(node, "title"));
        m_out += u" rel=\"noopener noreferrer\">"_s;
        m_words.endWord();
        ++m_inAnchor;
        writeChildren(node, depth);
        --m_inAnchor;
        m_out += u"</a>"_s;
        m_words.endWord();
    }

    // `source`, when given, is the image's address in place of the element's own attributes.
    void writeImage(const GumboNode *node, const QString &source = {})
    {
        const QString src = UrlPolicy::resolve(
            source.isNull() ? lazyAttribute(node, "data-src", "data-lazy-src", "src") : source,
            m_options.baseUrl, UrlPolicy::Use::Image);
        const QString srcset =
            source.isNull() ? UrlPolicy::resolveSrcset(
                                  lazyAttribute(node, "data-srcset", "data-lazy-srcset", "srcset"),
                                  m_options.baseUrl)
                            : QString();
        if (src.isEmpty() && srcset.isEmpty())
            return;
        const QString width = digitsValue(node, "width");
        const QString height = digitsValue(node, "height");
        if (m_options.dropTrackingPixels && isTrackingPixel(width, height))
            return;
        if ((m_options.remoteImagePlaceholders || !m_options.remoteImageLink.isEmpty()) &&
            isRemote(src.isEmpty() ? srcset : src)) {
            writeImagePlaceholder(node);
            return;
        }
        m_out += u"<img"_s + globalAttributes(node);
        if (!src.isEmpty())
            m_out += attr("src", src);
        if (!srcset.isEmpty())
            m_out += attr("srcset", srcset);
        for (const char *name : {"alt", "title"}) {
            if (GumboTree::hasAttribute(node, name))
                m_out += attr(name, GumboTree::attribute(node, name));
        }
        if (!width.isEmpty())
            m_out += attr("width", width);
        if (!height.isEmpty())
            m_out += attr("height", height);
        m_out += u'>';
    }

    static bool isRemote(const QString &url)
    {
        return url.startsWith(u"http://"_s, Qt::CaseInsensitive) ||
               url.startsWith(u"https://"_s, Qt::CaseInsensitive);
    }

    // What the reader shows for a remote image it does not load: the image's own words and a
    // way to load the article's images, not a broken-image icon.
    void writeImagePlaceholder(const GumboNode *node)
    {
        QString alt = GumboTree::attribute(node, "alt").simplified();
        if (alt.isEmpty())
            alt = GumboTree::attribute(node, "title").simplified();
        const QString label =
            alt.isEmpty() ? QCoreApplication::translate("HtmlSanitizer", "Image") : alt;
        m_out += u"<span class=\"image-placeholder\" role=\"img\""_s + attr("aria-label", label) +
                 u"><span class=\"image-alt\">"_s + htmlEscaped(label) + u"</span>"_s;
        // A link inside a link is no HTML: inside one, the words alone.
        if (m_inAnchor == 0 && !m_options.remoteImageLink.isEmpty())
            m_out += u" <a class=\"load-images\""_s + attr("href", m_options.remoteImageLink) +
                     u'>' +
                     htmlEscaped(QCoreApplication::translate("HtmlSanitizer", "Load images")) +
                     u"</a>"_s;
        m_out += u"</span>"_s;
    }

    void writePictureSource(const GumboNode *node)
    {
        const QString srcset = UrlPolicy::resolveSrcset(
            lazyAttribute(node, "data-srcset", "data-lazy-srcset", "srcset"), m_options.baseUrl);
        if (srcset.isEmpty())
            return;
        const QString type = GumboTree::attribute(node, "type").trimmed().toLower();
        if (!type.isEmpty() && !type.startsWith(u"image/"_s))
            return;
        m_out += u"<source"_s + attr("srcset", srcset);
        if (!type.isEmpty())
            m_out += attr("type", type);
        if (GumboTree::hasAttribute(node, "media"))
            m_out += attr("media", GumboTree::attribute(node, "media"));
        m_out += u'>';
    }

    void writeEmbed(const GumboNode *node)
    {
        const QString src =
            UrlPolicy::resolve(lazyAttribute(node, "data-src", "data-lazy-src", "src"),
                               m_options.baseUrl, UrlPolicy::Use::Media);
        const QString page =
            src.isEmpty() ? QString() : MediaPlaceholder::videoPageForEmbed(QUrl(src));
        if (page.isEmpty() || m_inAnchor > 0)
            return;
        m_out += MediaPlaceholder::embedHtml(page, m_inParagraph > 0);
    }

    void writeMedia(const GumboNode *node)
    {
        QString src = UrlPolicy::resolve(GumboTree::attribute(node, "src"), m_options.baseUrl,
                                         UrlPolicy::Use::Media);
        for (const GumboNode *child : GumboTree::children(node)) {
            if (!src.isEmpty())
                break;
            if (GumboTree::isElement(child, GUMBO_TAG_SOURCE))
                src = UrlPolicy::resolve(GumboTree::attribute(child, "src"), m_options.baseUrl,
                                         UrlPolicy::Use::Media);
        }
        if (src.isEmpty() || m_inAnchor > 0)
            return;
        const auto kind = GumboTree::isElement(node, GUMBO_TAG_VIDEO)
                              ? MediaPlaceholder::Kind::Video
                              : MediaPlaceholder::Kind::Audio;
        m_out += MediaPlaceholder::mediaHtml(kind, src, m_inParagraph > 0);
    }

    void writeCode(const CodeBlock &block)
    {
        m_words.endWord();
        m_words.add(block.code);
        m_words.endWord();
        if (m_inLiteral == 0)
            m_prose += u' ';
        if (m_options.highlighter) {
            m_options.highlighter->appendHtml(m_out, block.code, block.language);
            return;
        }
        m_out += u"<pre class=\"code\" data-lang=\"\"><code>"_s + htmlEscaped(block.code) +
                 u"</code></pre>"_s;
    }

    void writeMath(const GumboNode *node, int depth, bool display = false)
    {
        if (depth > MaxDepth)
            return;
        const QString name = GumboTree::tagName(node);
        // <style>, <script> and the like are dropped in MathML as anywhere else.
        const GumboTag tag = node->v.element.tag;
        if (name == u"annotation"_s || name == u"annotation-xml"_s ||
            (tag != GUMBO_TAG_UNKNOWN && tag != GUMBO_TAG_MATH && ruleFor(tag) == Rule::Drop))
            return;
        if (!isAllowedMathElement(name)) {
            writeChildren(node, depth);
            return;
        }
        QString attributes;
        if (name == u"math"_s) {
            const QString given = GumboTree::attribute(node, "display").trimmed().toLower();
            if (display || given == u"block"_s)
                attributes += u" display=\"block\""_s;
            else if (given == u"inline"_s)
                attributes += u" display=\"inline\""_s;
        }
        attributes += mathAttributes(node);
        m_out += u'<' + name + attributes + u'>';
        writeChildren(node, depth);
        m_out += u"</"_s + name + u'>';
    }

    // Pre-rendered math as its source: TeX for the reader's KaTeX, or MathML for the engine.
    void writeMathSource(const MathSource &source, int depth)
    {
        switch (source.kind) {
        case MathSource::Kind::Tex:
            if (!source.tex.isEmpty())
                writeText(PrerenderedMath::delimited(source.tex, source.display));
            return;
        case MathSource::Kind::MathMl:
            writeMath(source.mathMl, depth + 1, source.display);
            return;
        case MathSource::Kind::MathMlText: {
            // Parsed on its own as a document; only its first <math> is written, through the
            // same allowlist as any other.
            const GumboTree::Document doc(source.markup);
            if (const GumboNode *math = PrerenderedMath::findMath(doc.body()))
                writeMath(math, depth + 1, source.display);
            return;
        }
        case MathSource::Kind::Nothing:
            return;
        }
    }

    const HtmlSanitizer::Options &m_options;
    QString m_out;
    QList<HtmlSanitizer::Heading> m_headings;
    TableOfContents::Anchors m_anchors;
    WordCounter m_words;
    QString m_prose;
    int m_inParagraph = 0;
    int m_inPicture = 0;
    int m_inAnchor = 0;
    int m_inLiteral = 0; // inside pre, code, kbd or samp
};

} // namespace

QString HtmlSanitizer::sanitize(const QString &html, const Options &options)
{
    return sanitizeArticle(html, options).html;
}

HtmlSanitizer::Article HtmlSanitizer::sanitizeArticle(const QString &html, const Options &options)
{
    // Parsed as the reader's page will parse what is written: a tree the reader would build
    // otherwise (a table the quirks mode leaves inside a paragraph, and what lands around it)
    // is a difference between two parsers, where mutation attacks live.
    const GumboTree::Document doc(html, GumboTree::Document::Mode::Standards);
    const GumboNode *body = doc.body();
    if (!body)
        return {};
    Writer writer(options, html.size());
    writer.writeHeadMath(doc.head());
    writer.writeChildren(body, 0);
    return writer.result();
}

} // namespace Lectern
