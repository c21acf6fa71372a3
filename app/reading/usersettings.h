// The user's settings file: lectern/lectern.ini in the platform's configuration folder. Every
// part of Lectern that keeps settings (the reader's look, the network) reads and writes this one
// file, each in its own group.
#pragma once

#include <QSettings>
#include <memory>

namespace Lectern {

class UserSettings
{
public:
    static std::unique_ptr<QSettings> open();
};

} // namespace Lectern
