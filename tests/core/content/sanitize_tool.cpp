// Prints the sanitized form of an HTML file: sanitize_tool [--base URL] [--highlight] FILE
// Used by scripts/regenerate-content-goldens to rewrite the expected sanitizer outputs.
#include <content/codehighlighter.h>
#include <content/htmlsanitizer.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption baseOption(u"base"_s, u"Base URL for relative links."_s, u"url"_s,
                                        u"https://example.com/blog/post/"_s);
    const QCommandLineOption highlightOption(u"highlight"_s, u"Highlight code blocks."_s);
    parser.addOption(baseOption);
    parser.addOption(highlightOption);
    parser.addPositionalArgument(u"file"_s, u"HTML input file."_s);
    parser.process(app);
    if (parser.positionalArguments().size() != 1)
        parser.showHelp(2);

    QFile file(parser.positionalArguments().constFirst());
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(file.fileName()));
        return 1;
    }
    std::unique_ptr<Lectern::CodeHighlighter> highlighter;
    if (parser.isSet(highlightOption))
        highlighter = std::make_unique<Lectern::CodeHighlighter>();
    Lectern::HtmlSanitizer::Options options;
    options.baseUrl = QUrl(parser.value(baseOption));
    options.highlighter = highlighter.get();
    const QString out =
        Lectern::HtmlSanitizer::sanitize(QString::fromUtf8(file.readAll()), options);
    const QByteArray bytes = out.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
    std::fputc('\n', stdout);
    return 0;
}
