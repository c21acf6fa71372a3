// The addresses of a list's posts, to tell whether another link is one more of them: of the
// same site and shape, and without a part that names a kind of list page (tags, categories, a
// page of the list, archives) the list's own posts lack. No I/O.
#pragma once

#include <QList>
#include <QSet>
#include <QString>
#include <QUrl>

namespace Lectern {

class PostAddresses
{
public:
    explicit PostAddresses(const QList<QUrl> &posts);

    bool fits(const QUrl &link) const;

    // An address's shape: its host and the first part of its path, numbers as '#'
    // ("/2024/05/slug/" and "/2023/11/go/other/" share one; "/page/2/" and "/tags/x/" are
    // others); a post right under the root has the root's. Loose, for posts under categories of
    // their own: the number of parts, and whether the last names an HTML file.
    static QString shapeOf(const QUrl &url, bool loose);

private:
    bool m_loose = false;
    QSet<QString> m_shapes;
    QSet<QString> m_listWords;
};

} // namespace Lectern
