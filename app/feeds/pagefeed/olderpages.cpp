#include "feeds/pagefeed/olderpages.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// The folder a list's page stands for: "/blog/index.html", "/blog.html" and "/blog/" are
// "/blog/" (where its next pages are).
QString folderOf(const QUrl &url)
{
    QString path = url.path();
    static const QRegularExpression indexFile(u"(^|/)index\\.html?$"_s);
    static const QRegularExpression extension(u"\\.html?$"_s);
    path.remove(indexFile);
    path.remove(extension);
    if (!path.endsWith(u'/'))
        path += u'/';
    return path;
}

bool samePage(const QUrl &a, const QUrl &b)
{
    return folderOf(a) == folderOf(b) && a.query() == b.query();
}

// Link text that names the next page of a list: "Older posts", "Next »", "下一页".
bool namesNextPage(const QString &text)
{
    static const QRegularExpression next(
        u"^[\\s«»←→<>‹›.]*(older( posts| entries| articles)?|next( page)?|more posts|"
        "下一页|下页|后一页|更早的?文章|较早的?文章|旧文章)[\\s«»←→<>‹›.]*$"_s,
        QRegularExpression::CaseInsensitiveOption);
    return text.size() <= 40 && next.match(text).hasMatch();
}

// An archive of all posts, by its address or by its name.
bool isArchive(const QUrl &link, const QString &text)
{
    static const QRegularExpression address(u"/archives?(\\.html?)?/?$"_s,
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression name(
        u"^(archives?|blog archives?|all posts|all articles|归档|文章归档|存档|全部文章|"
        "所有文章)$"_s,
        QRegularExpression::CaseInsensitiveOption);
    return address.match(link.path()).hasMatch() || name.match(text.simplified()).hasMatch();
}

// The page of all the site's posts, where there is no archive: "/posts/", "/blog/".
bool isAllPosts(const QUrl &link, const QString &text)
{
    static const QRegularExpression address(u"/(posts?|blog|articles)/?$"_s,
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression name(u"^(posts|blog|articles|文章|博客)$"_s,
                                         QRegularExpression::CaseInsensitiveOption);
    return address.match(link.path()).hasMatch() || name.match(text.simplified()).hasMatch();
}

} // namespace

bool OlderPages::isNextPageAddress(const QUrl &link, const QUrl &pageUrl)
{
    // The second page of the list at this page's own folder (a tag's second page is not).
    // A bare "/2/" is left out: under a page it is a year or a post as often as a page.
    static const QRegularExpression pathSuffix(
        u"(?:page[/-]?2(?:\\.html?|/(?:index\\.html?)?)?|index-?2\\.html?)$"_s,
        QRegularExpression::CaseInsensitiveOption);
    const QString path = link.path();
    const QRegularExpressionMatch m = pathSuffix.match(path);
    if (m.hasMatch() && !link.hasQuery())
        return path.left(m.capturedStart()) == folderOf(pageUrl);
    static const QRegularExpression query(u"(^|&)(page|paged|pg)=2(&|$)"_s);
    return link.hasQuery() && query.match(link.query()).hasMatch() &&
           folderOf(link) == folderOf(pageUrl);
}

QList<QUrl> OlderPages::of(const GumboNode *root, const QUrl &base, const QUrl &pageUrl)
{
    QUrl byRel, byAddress, byName, archive, allPosts;
    const QString host = pageUrl.host().toLower();
    GumboTree::forEachElement(root, [&](const GumboNode *node) {
        const bool anchor = GumboTree::isElement(node, GUMBO_TAG_A);
        if ((!anchor && !GumboTree::isElement(node, GUMBO_TAG_LINK)) ||
            !GumboTree::hasAttribute(node, "href"))
            return;
        QUrl link =
            base.resolved(QUrl(GumboTree::attribute(node, "href").trimmed(), QUrl::TolerantMode));
        link.setFragment({});
        if ((link.scheme() != "http"_L1 && link.scheme() != "https"_L1) ||
            link.host().toLower() != host || samePage(link, pageUrl))
            return;
        const QStringList rel =
            GumboTree::attribute(node, "rel").toLower().split(u' ', Qt::SkipEmptyParts);
        if (rel.contains("next"_L1)) {
            if (byRel.isEmpty())
                byRel = link;
            return;
        }
        if (!anchor)
            return;
        const QString text = GumboTree::textContent(node).simplified();
        if (byAddress.isEmpty() && isNextPageAddress(link, pageUrl))
            byAddress = link;
        else if (byName.isEmpty() && namesNextPage(text))
            byName = link;
        else if (archive.isEmpty() && isArchive(link, text))
            archive = link;
        else if (allPosts.isEmpty() && isAllPosts(link, text))
            allPosts = link;
    });
    if (archive.isEmpty())
        archive = allPosts;
    QList<QUrl> pages;
    const QUrl next = !byRel.isEmpty() ? byRel : !byAddress.isEmpty() ? byAddress : byName;
    if (!next.isEmpty())
        pages.append(next);
    if (!archive.isEmpty() && archive != next)
        pages.append(archive);
    return pages;
}

} // namespace Lectern
