// The reader's side of highlights: asks the page's highlights script (highlights.js, in the
// application's script world) for the article's text and the selection, and has it paint the
// highlights anchored in that text. Every answer says which page it came from; one from a page
// that is no longer shown is dropped.
#pragma once

#include "library/database/records.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>

namespace Lectern {

class ReaderView;

class ReaderHighlights : public QObject
{
    Q_OBJECT
public:
    explicit ReaderHighlights(ReaderView *view);

    // The text selected in the article shown, described for storing (HighlightAnchor), with
    // the article's id. fromBar: the selection the highlight bar was shown for.
    struct Selection
    {
        qint64 articleId = 0;
        HighlightSelector selector;
    };
    void readSelection(bool fromBar, std::function<void(std::optional<Selection>)> done);

    // The words the page shows (colours' names, its buttons, the line over what is missing).
    struct Labels
    {
        QList<std::pair<QString, QString>> colors; // name, label
        QString note;
        QString remove;
        QString missing; // "%n highlight(s) not found in this version", filled in
    };
    // Anchors highlights in the article shown (they must be its) and paints them; those it
    // does not hold are listed above the article. done (optional) gets how many were painted,
    // or nullopt when the page changed meanwhile.
    void paint(qint64 articleId, const QList<HighlightRecord> &highlights,
               std::function<Labels(int missing)> labels,
               std::function<void(std::optional<int>)> done = {});

private:
    ReaderView *m_view;
};

} // namespace Lectern
