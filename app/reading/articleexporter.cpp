#include "reading/articleexporter.h"

#include "content/articlepage.h"
#include "content/codehighlighter.h"
#include "content/htmlsanitizer.h"
#include "content/markdownwriter.h"
#include "library/stores/assetstore.h"
#include "reading/articlepageloader.h"
#include "reading/highlightsmarkdown.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString resourceText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString dataUrl(const QByteArray &mimeType, const QByteArray &bytes)
{
    return u"data:"_s + QString::fromLatin1(mimeType) + u";base64,"_s +
           QString::fromLatin1(bytes.toBase64());
}

// The app's resource behind lectern://app/<path>, or empty.
QString appResource(const QString &path)
{
    static const QRegularExpression safe(u"^[A-Za-z0-9_/.-]+$"_s);
    if (!safe.match(path).hasMatch() || path.contains(u".."_s))
        return {};
    return resourceText(u":/lectern/app/"_s + path);
}

// KaTeX's stylesheet names its fonts relative to itself: each WOFF2 font becomes a data: URL,
// and the older formats it offers beside them (not bundled) are left out.
QString inlineFonts(QString css, const QString &cssPath)
{
    static const QRegularExpression fallback(
        u",\\s*url\\([A-Za-z0-9_./-]+\\.(?:woff|ttf)\\)\\s*format\\([\"'](?:woff|truetype)[\"']\\)"_s);
    css.remove(fallback);
    static const QRegularExpression font(u"url\\(([A-Za-z0-9_./-]+\\.woff2)\\)"_s);
    const QString folder = QFileInfo(cssPath).path();
    QString out;
    qsizetype pos = 0;
    for (auto it = font.globalMatch(css); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(css).mid(pos, m.capturedStart() - pos);
        QFile file(u":/lectern/app/"_s + folder + u'/' + m.captured(1));
        out += file.open(QIODevice::ReadOnly)
                   ? u"url("_s + dataUrl("font/woff2", file.readAll()) + u')'
                   : m.captured(0);
        pos = m.capturedEnd();
    }
    return out + QStringView(css).mid(pos);
}

bool writeText(const QString &path, const QString &text, QString *error)
{
    QSaveFile file(path);
    const QByteArray bytes = text.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = u"cannot write %1: %2"_s.arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

ArticleExporter::ArticleExporter(const ArticlePageLoader *pages,
                                 const ArticlePageRenderer *renderer, const AssetStore *assets)
    : m_pages(pages)
    , m_renderer(renderer)
    , m_assets(assets)
{
}

std::optional<ArticlePage> ArticleExporter::exportedPage(qint64 articleId) const
{
    auto page = m_pages->article(articleId);
    if (!page)
        return page;
    page->hasCapture = false; // a file has no other version to switch to
    // A file carries the highlights and notes, below the article as a Markdown export does.
    QList<HighlightEntry> entries;
    for (const HighlightRecord &highlight : m_pages->highlights(articleId))
        entries.append({highlight.id,
                        highlight.articleId,
                        {},
                        {},
                        highlight.selector.quote,
                        highlight.note,
                        highlight.color});
    page->appendix = ArticlePageRenderer::highlightsSection(entries);
    return page;
}

QString ArticleExporter::inlineResources(const QString &page, const AssetStore &assets)
{
    QString html = page;
    const QRegularExpressionMatch nonceMatch =
        QRegularExpression(u"<style nonce=\"([^\"]+)\">"_s).match(html);
    const QString nonce = nonceMatch.captured(1);
    // Stored images: data: URLs.
    static const QRegularExpression stored(
        u"lectern://asset/([0-9a-f]{64}\\.(?:png|jpg|gif|webp|avif|svg))"_s);
    QString withImages;
    qsizetype pos = 0;
    for (auto it = stored.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        withImages += QStringView(html).mid(pos, m.capturedStart() - pos);
        const auto bytes = assets.read(m.captured(1));
        withImages +=
            bytes ? dataUrl(AssetStore::mimeTypeOf(m.captured(1)).toLatin1(), *bytes) : u"data:,"_s;
        pos = m.capturedEnd();
    }
    html = withImages + QStringView(html).mid(pos);
    // The app's stylesheets inline, its scripts at the end of the body in the same order.
    static const QRegularExpression sheet(
        u"<link rel=\"stylesheet\" href=\"lectern://app/([^\"]+)\">"_s);
    for (QRegularExpressionMatch m = sheet.match(html); m.hasMatch(); m = sheet.match(html)) {
        const QString css = inlineFonts(appResource(m.captured(1)), m.captured(1));
        html.replace(m.capturedStart(), m.capturedLength(),
                     u"<style nonce=\""_s + nonce + u"\">"_s + css + u"</style>"_s);
    }
    static const QRegularExpression script(
        u"<script src=\"lectern://app/([^\"]+)\"[^>]*></script>\\n?"_s);
    QString scripts;
    for (QRegularExpressionMatch m = script.match(html); m.hasMatch(); m = script.match(html)) {
        // "</script" inside a script would end it early; the bundled scripts have none.
        scripts += u"<script nonce=\""_s + nonce + u"\">"_s +
                   appResource(m.captured(1)).replace(u"</script"_s, u"<\\/script"_s) +
                   u"</script>\n"_s;
        html.remove(m.capturedStart(), m.capturedLength());
    }
    html.replace(u"</body>"_s, scripts + u"</body>"_s);
    // The same rules as the reader's page, for a file: its own scripts and styles, inline
    // images and fonts, and nothing from anywhere.
    static const QRegularExpression csp(
        u"<meta http-equiv=\"Content-Security-Policy\" content=\"[^\"]*\">"_s);
    html.replace(csp, u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                      "'none'; script-src 'nonce-%1'; style-src 'nonce-%1'; img-src data:; "
                      "font-src data:; base-uri 'none'; form-action 'none'\">"_s.arg(nonce));
    return html;
}

std::optional<QString>
ArticleExporter::standaloneHtml(qint64 articleId, const ArticlePageRenderer::Style &style) const
{
    const auto page = exportedPage(articleId);
    if (!page)
        return std::nullopt;
    ArticlePageRenderer::Style exported = style;
    exported.allowRemoteImages = false; // a file fetches nothing
    return inlineResources(m_renderer->renderArticle(*page, exported), *m_assets);
}

std::optional<QString> ArticleExporter::markdown(qint64 articleId, const QString &imagesDir,
                                                 const QString &imagesPrefix, QString *error) const
{
    const auto page = exportedPage(articleId);
    if (!page) {
        *error = u"no article with id %1"_s.arg(articleId);
        return std::nullopt;
    }
    HtmlSanitizer::Options options;
    options.baseUrl = page->baseUrl.isValid() ? page->baseUrl : page->link;
    options.highlighter = m_renderer->highlighter();
    const QString html = HtmlSanitizer::sanitize(page->html, options);
    QString failed;
    const QString body = MarkdownWriter::fromHtml(html, [&](const QString &source) -> QString {
        if (!source.startsWith(u"lectern://asset/"_s))
            return source;
        const QString name = source.mid(16);
        const auto bytes = m_assets->read(name);
        QFile file(QDir(imagesDir).filePath(name));
        if (!bytes || !QDir().mkpath(imagesDir) || !file.open(QIODevice::WriteOnly) ||
            file.write(*bytes) != bytes->size()) {
            failed = u"cannot write the image %1"_s.arg(file.fileName());
            return source;
        }
        return QString(imagesPrefix + name);
    });
    if (!failed.isEmpty()) {
        *error = failed;
        return std::nullopt;
    }
    QString out = u"# "_s + page->title.simplified() + u"\n\n"_s;
    if (page->link.isValid())
        out += u"<"_s + page->link.toString(QUrl::FullyEncoded) + u">\n\n"_s;
    // A paper's kept PDF goes beside its images, linked under the title.
    if (const auto paper = m_pages->paper(articleId)) {
        const auto bytes = m_assets->read(paper->pdfAsset);
        QFile file(QDir(imagesDir).filePath(paper->pdfAsset));
        if (!bytes || !QDir().mkpath(imagesDir) || !file.open(QIODevice::WriteOnly) ||
            file.write(*bytes) != bytes->size()) {
            *error = u"cannot write the paper's PDF %1"_s.arg(file.fileName());
            return std::nullopt;
        }
        out += u"[PDF, %1 pages](%2)\n\n"_s.arg(paper->pages).arg(imagesPrefix + paper->pdfAsset);
    }
    return out + body + HighlightsMarkdown::section(m_pages->highlights(articleId));
}

bool ArticleExporter::writeMarkdown(qint64 articleId, const QString &path, QString *error) const
{
    const QFileInfo info(path);
    const QString images = info.completeBaseName() + u"-images"_s;
    const auto text = markdown(articleId, info.dir().filePath(images), images + u'/', error);
    return text && writeText(path, *text, error);
}

bool ArticleExporter::writeHtml(qint64 articleId, const ArticlePageRenderer::Style &style,
                                const QString &path, QString *error) const
{
    const auto html = standaloneHtml(articleId, style);
    if (!html) {
        *error = u"no article with id %1"_s.arg(articleId);
        return false;
    }
    return writeText(path, *html, error);
}

std::optional<QString> ArticleExporter::fileName(qint64 articleId, const QString &suffix) const
{
    const auto page = m_pages->article(articleId);
    if (!page)
        return std::nullopt;
    QString slug;
    for (const QChar c : page->title.toLower()) {
        if (c.isLetterOrNumber())
            slug += c;
        else if (!slug.endsWith(u'-'))
            slug += u'-';
        if (slug.size() >= 60)
            break;
    }
    while (slug.endsWith(u'-'))
        slug.chop(1);
    return QString::number(articleId) + (slug.isEmpty() ? QString() : u'-' + slug) + u'.' + suffix;
}

} // namespace Lectern
