// What the window's View menu edits beside the library, made by whoever builds the window:
// one bundle, so that what is optional is said once, here.
#pragma once

#include <QString>

class QSettings;

namespace Lectern {

class NetworkPreferences;
class ReaderSettingsStore;
class UiLanguage;

struct WindowPreferences
{
    ReaderSettingsStore *reader = nullptr; // the reader's look; required
    NetworkPreferences *network = nullptr; // the proxy; without it, no network pane
    UiLanguage *language = nullptr;        // the language; without it, the system's
    QString libraryFolder = {};            // shown with the library's size; backed up
    QSettings *settings = nullptr;         // the daily backup's choices; without it, none
};

} // namespace Lectern
