#include "feeds/pagefeed/postaddresses.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// A post's own address may hold one of these (Hexo's "/archives/1a2b/"), so only those the
// list's posts do not hold count against a link.
QSet<QString> listWordsOf(const QUrl &url)
{
    static const QRegularExpression words(
        u"^(tags?|categor(y|ies)|topics?|labels?|page|archives?|authors?|series)$"_s,
        QRegularExpression::CaseInsensitiveOption);
    QSet<QString> found;
    for (const QString &part : url.path().split(u'/', Qt::SkipEmptyParts)) {
        if (words.match(part).hasMatch())
            found.insert(part.toLower());
    }
    return found;
}

} // namespace

QString PostAddresses::shapeOf(const QUrl &url, bool loose)
{
    static const QRegularExpression digits(u"\\d+"_s);
    const QStringList parts = url.path().split(u'/', Qt::SkipEmptyParts);
    if (loose)
        return url.host().toLower() + u'|' + QString::number(parts.size()) +
               (url.path().endsWith(u".html"_s) ? u"|html"_s : QString());
    QString first = parts.size() > 1 ? parts.first() : QString();
    first.replace(digits, u"#"_s);
    return url.host().toLower() + u'|' + first;
}

PostAddresses::PostAddresses(const QList<QUrl> &posts)
{
    QSet<QString> firsts;
    for (const QUrl &post : posts)
        firsts.insert(shapeOf(post, false));
    // The posts differ in their first part: it is their category, not their kind.
    m_loose = firsts.size() > 1;
    for (const QUrl &post : posts) {
        m_shapes.insert(shapeOf(post, m_loose));
        m_listWords.unite(listWordsOf(post));
    }
}

bool PostAddresses::fits(const QUrl &link) const
{
    return link.isValid() && m_shapes.contains(shapeOf(link, m_loose)) &&
           m_listWords.contains(listWordsOf(link));
}

} // namespace Lectern
