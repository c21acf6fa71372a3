// Runs a script in a web page and waits for its answer, for the window and reader tests. The
// application world is the default: Lectern's own scripts run there even though the reader's
// page scripts are off.
#pragma once

#include <QTest>
#include <QVariant>
#include <QWebEnginePage>
#include <QWebEngineScript>
#include <optional>

namespace Lectern::Testing {

inline QVariant evaluate(QWebEnginePage *page, const QString &script,
                         quint32 world = QWebEngineScript::ApplicationWorld)
{
    std::optional<QVariant> result;
    page->runJavaScript(script, world, [&](const QVariant &value) { result = value; });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 15000); }();
    return result.value_or(QVariant());
}

} // namespace Lectern::Testing
