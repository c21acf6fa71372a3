#include "cli/showcommand.h"

#include "cli/clicontext.h"
#include "content/articlepage.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "content/htmlsanitizer.h"
#include "library/database/database.h"
#include "library/stores/paperstore.h"
#include "reading/articlepageloader.h"
#include "reading/readersettingsstore.h"

#include <QCommandLineParser>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString decodeEntities(const QString &text)
{
    static const QRegularExpression entity(u"&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);"_s);
    QString out;
    qsizetype pos = 0;
    for (auto it = entity.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += QStringView(text).mid(pos, match.capturedStart() - pos);
        pos = match.capturedEnd();
        const QString name = match.captured(1);
        char32_t code = 0;
        if (name.startsWith(u"#x"_s, Qt::CaseInsensitive))
            code = name.mid(2).toUInt(nullptr, 16);
        else if (name.startsWith(u'#'))
            code = name.mid(1).toUInt();
        else if (name == u"amp"_s)
            code = u'&';
        else if (name == u"lt"_s)
            code = u'<';
        else if (name == u"gt"_s)
            code = u'>';
        else if (name == u"quot"_s)
            code = u'"';
        else if (name == u"apos"_s)
            code = u'\'';
        else if (name == u"nbsp"_s)
            code = u' ';
        if (code == 0 || code > 0x10ffff)
            out += match.captured(0);
        else
            out += QString::fromUcs4(&code, 1);
    }
    out += QStringView(text).mid(pos);
    return out;
}

} // namespace

QString ShowCommand::plainText(const QString &html)
{
    static const QRegularExpression blockEnd(
        u"<(br|/p|/div|/h[1-6]|/li|/pre|/blockquote|/tr|/figure|/figcaption|hr)\\b[^>]*>"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tag(u"<[^>]*>"_s);
    static const QRegularExpression blankLines(u"\\n[ \\t]*\\n([ \\t]*\\n)+"_s);
    QString text = html;
    text.replace(blockEnd, u"\n"_s);
    text.remove(tag);
    text = decodeEntities(text);
    text.replace(blankLines, u"\n\n"_s);
    return text.trimmed();
}

int ShowCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption htmlOption(u"html"_s, CliContext::tr("print the reader's page"));
    const QCommandLineOption darkOption(u"dark"_s,
                                        CliContext::tr("the page for a dark colour scheme"));
    const QCommandLineOption feedVersionOption(
        u"feed-version"_s, CliContext::tr("the feed's version of a captured article"));
    parser.addOptions({htmlOption, darkOption, feedVersionOption});
    parser.addPositionalArgument(u"id"_s, CliContext::tr("the article id"));
    if (!parser.parse(QStringList{u"show"_s} + arguments))
        return context.fail(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return context.fail(
            CliContext::tr("usage: lectern show ID [--html] [--dark] [--feed-version]"));
    bool ok = false;
    const qint64 id = positional.first().toLongLong(&ok);
    if (!ok || id <= 0)
        return context.fail(CliContext::tr("show needs an article id (a positive number)"));
    Database *database = context.openLibrary();
    if (!database)
        return 1;

    const CodeHighlighter highlighter;
    const ArticlePageRenderer renderer(&highlighter);
    const ArticlePageLoader pages(database->connection(), &renderer);
    const auto article =
        pages.article(id, parser.isSet(feedVersionOption) ? ArticlePageLoader::Version::Feed
                                                          : ArticlePageLoader::Version::Captured);
    if (!article)
        return context.fail(CliContext::tr("no article with id %1").arg(id));

    if (parser.isSet(htmlOption)) {
        // The reader's page as the user set it up (theme, code theme, line numbers, images).
        ArticlePageRenderer::Style style =
            ReaderSettingsStore(&context.settings()).load().pageStyle();
        if (parser.isSet(darkOption))
            style.dark = true;
        context.out() << renderer.renderArticle(*article, style) << Qt::flush;
        return 0;
    }

    const ArticlePage &page = *article;
    HtmlSanitizer::Options options;
    options.baseUrl = page.baseUrl.isValid() ? page.baseUrl : page.link;
    options.highlighter = &highlighter;
    QTextStream &out = context.out();
    out << page.title << '\n';
    if (!page.feedTitle.isEmpty())
        out << CliContext::tr("Feed: ") << page.feedTitle << '\n';
    if (!page.authors.isEmpty())
        out << u"By: "_s << page.authors << '\n';
    if (page.published.isValid())
        out << CliContext::tr("Published: ") << page.published.toUTC().toString(Qt::ISODate)
            << '\n';
    if (page.link.isValid())
        out << CliContext::tr("Link: ") << page.link.toString() << '\n';
    if (page.showsCapture)
        out << CliContext::tr("Captured: ") << page.capturedAt.toUTC().toString(Qt::ISODate)
            << '\n';
    const QString text = plainText(HtmlSanitizer::sanitize(page.html, options));
    if (!text.isEmpty())
        out << '\n' << text << '\n';
    const PaperStore papers(database->connection());
    if (const auto paper = papers.paper(id); paper && !parser.isSet(feedVersionOption)) {
        // The PDF's words, page by page: what search finds in it.
        QStringList pages = papers.text(id).split(u'\f');
        if (!paper->abstract.isEmpty() && pages.first().startsWith(paper->abstract))
            pages.first().remove(0, paper->abstract.size()); // printed above
        for (qsizetype i = 0; i < pages.size(); ++i) {
            out << '\n'
                << CliContext::tr("— page %1 of %2 —").arg(i + 1).arg(paper->pages) << '\n'
                << pages[i].trimmed() << '\n';
        }
    }
    out.flush();
    return 0;
}

} // namespace Lectern
