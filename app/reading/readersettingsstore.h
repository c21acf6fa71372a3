// Reads and writes ReaderSettings in a QSettings file; the only place that knows their keys.
// Values that cannot be read (a hand-edited file, a newer Lectern) fall back to the defaults.
#pragma once

#include "reading/readersettings.h"

#include <memory>

class QSettings;

namespace Lectern {

class ReaderSettingsStore
{
public:
    // settings must outlive the store.
    explicit ReaderSettingsStore(QSettings *settings);

    ReaderSettings load() const;
    void save(const ReaderSettings &settings);

private:
    QSettings *m_settings;
};

} // namespace Lectern
