// One article as the JSON of "lectern list --json" (and, with a snippet, "lectern search").
#pragma once

#include "library/database/records.h"

#include <QJsonObject>

namespace Lectern {

QJsonObject articleSummaryJson(const ArticleSummary &article);

} // namespace Lectern
