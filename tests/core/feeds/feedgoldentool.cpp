// feed_golden_tool FIXTURE: prints the parser's JSON for a fixture, as the goldens hold it.
// The document URL is the same one tst_feedparser uses, so relative links resolve alike.
#include "feeds/feedparser.h"
#include "feeds/parsedfeedjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Lectern;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 2) {
        QTextStream(stderr) << "usage: feed_golden_tool FIXTURE\n";
        return 2;
    }
    QFile file(args[1]);
    if (!file.open(QIODevice::ReadOnly)) {
        QTextStream(stderr) << "cannot read " << args[1] << '\n';
        return 1;
    }
    const QString name = QFileInfo(args[1]).fileName();
    const QUrl documentUrl(u"https://example.com/feeds/"_s + name);
    const FeedParseResult result = FeedParser::parse(file.readAll(), documentUrl);
    if (!result.ok()) {
        QTextStream(stderr) << name << ": " << result.error << '\n';
        return 1;
    }
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return 1;
    out.write(QJsonDocument(toJson(result.feed)).toJson(QJsonDocument::Indented));
    return 0;
}
