// What the reader's highlight bar asks for, read from the link it was clicked through:
// lectern://highlight/new?color=C[&note=1] for the text selected, lectern://highlight/ID with
// ?color=C, ?note=1 or ?remove=1 for a highlight shown. Only Lectern's own script world makes
// these links (the sanitizer keeps http, https and mailto links only), and what they name is
// checked again by HighlightFlow before anything is written.
#pragma once

#include <QString>
#include <QUrl>
#include <optional>

namespace Lectern {

struct HighlightRequest
{
    qint64 highlightId = 0; // 0: a new highlight of the selection
    QString color;          // the colour asked for; empty: unchanged (or the default)
    bool note = false;      // open the note
    bool remove = false;

    // nullopt for any other URL or a malformed one.
    static std::optional<HighlightRequest> fromUrl(const QUrl &url);
    bool operator==(const HighlightRequest &) const = default;
};

} // namespace Lectern
