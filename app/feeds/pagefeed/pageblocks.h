// The blocks of an HTML page as page feeds see them: the page's chrome (navigation, headers,
// sidebars), a block's shape (its tag and the classes its siblings share, numbers left out),
// and where a block sits. Free functions over gumbo's nodes, shared by PageFeedReader and
// PageItemReader.
#pragma once

#include "html/gumbotree.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Lectern::PageBlocks {

using Node = const GumboNode *;

// Parts of a page that hold no entries, whatever repeats in them.
bool isChrome(Node node);
bool isHeading(Node node);
QList<Node> elementChildren(Node node);
QString tagName(Node node);
// A block's classes, numbers taken out ("post-412" is "post-").
QStringList classesOf(Node node);
QString signatureOf(const QString &tag, const QStringList &classes);
// Siblings grouped by shape: the same tag and the classes most of them share.
QMap<QString, QList<Node>> shapesOf(const QList<Node> &children);
// Whether a block has a shape: its tag, and at least the shape's classes.
bool hasShape(Node node, const QString &shape);
// Where a block sits: the shapes of its ancestors, from the root.
QString pathOf(Node node);

} // namespace Lectern::PageBlocks
