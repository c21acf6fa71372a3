// bench_article_signals SITES: ArticleSignals on real pages. SITES holds the page-feed corpus's
// sites/NAME/ folders (an index page, the post pages it links, expected.json): each post page
// should read as an article and each index page should not. Prints the share of each, by the
// corpus's two fixed halves (the first byte of the SHA-256 of the site's name, even: tune).
#include "feeds/pagefeed/articlesignals.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

// A site path as a static server answers it: a folder's index.html, the file, or the file with
// .html (GitHub Pages' way).
QByteArray pageAt(const QDir &site, const QString &path)
{
    const QString relative = path.mid(1);
    const QStringList candidates = {relative + u"/index.html"_s, relative, relative + u".html"_s,
                                    relative + u"index.html"_s};
    for (const QString &candidate : candidates) {
        QFile file(site.filePath(candidate));
        if (QFileInfo(file).isFile() && file.open(QIODevice::ReadOnly))
            return file.readAll();
    }
    return {};
}

struct Tally
{
    int posts = 0, postsAsArticles = 0, indexes = 0, indexesAsArticles = 0;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    if (argc < 2) {
        out << "usage: bench_article_signals SITES_DIR" << Qt::endl;
        return 1;
    }
    const QDir sites(QString::fromLocal8Bit(argv[1]));
    QMap<QString, Tally> halves;
    QStringList missed;
    for (const QString &name : sites.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir site(sites.filePath(name));
        QFile expectedFile(site.filePath(u"expected.json"_s));
        if (!expectedFile.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object();
        const QString half =
            QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).at(0) % 2 == 0
                ? u"tune"_s
                : u"check"_s;
        Tally &tally = halves[half];
        const QByteArray index = pageAt(site, expected.value(u"index"_s).toString());
        if (!index.isEmpty()) {
            ++tally.indexes;
            if (ArticleSignals::of(index).isArticle()) {
                ++tally.indexesAsArticles;
                missed.append(name + u": its index page reads as an article"_s);
            }
        }
        for (const QJsonValue &item : expected.value(u"items"_s).toArray()) {
            const QString path = item.toObject().value(u"path"_s).toString();
            const QByteArray post = pageAt(site, path);
            if (post.isEmpty())
                continue; // the first 15 sites hold no post pages
            ++tally.posts;
            const ArticleSignals signals_ = ArticleSignals::of(post);
            if (signals_.isArticle())
                ++tally.postsAsArticles;
            else
                missed.append(u"%1%2: not an article (structured %3, og %4, <article> %5, dated "
                              "%6, %7 characters)"_s.arg(name, path)
                                  .arg(signals_.structured)
                                  .arg(signals_.openGraph)
                                  .arg(signals_.articleElement)
                                  .arg(signals_.dated)
                                  .arg(signals_.mainTextChars));
        }
    }
    for (const QString &line : std::as_const(missed))
        out << line << '\n';
    Tally all;
    for (auto it = halves.cbegin(); it != halves.cend(); ++it) {
        const Tally &t = it.value();
        out << it.key() << ": posts read as articles " << t.postsAsArticles << '/' << t.posts
            << ", index pages read as articles " << t.indexesAsArticles << '/' << t.indexes << '\n';
        all.posts += t.posts;
        all.postsAsArticles += t.postsAsArticles;
        all.indexes += t.indexes;
        all.indexesAsArticles += t.indexesAsArticles;
    }
    out << "all: posts read as articles " << all.postsAsArticles << '/' << all.posts
        << ", index pages read as articles " << all.indexesAsArticles << '/' << all.indexes
        << Qt::endl;
    return 0;
}
