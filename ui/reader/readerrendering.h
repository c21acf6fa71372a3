#pragma once

#include <QString>
#include <QtGlobal>

namespace Lectern {

// How the window draws the reader: in software unless LECTERN_READER_GPU=1 (Linux), so that no
// OpenGL driver is loaded into the window's process.
class ReaderRendering
{
public:
    // Before the QApplication exists. True when software drawing was chosen.
    static bool chooseSoftware();
    // The warnings Qt and QtWebEngine print at every start when OpenGL is off on purpose.
    static bool isMissingGlWarning(QtMsgType type, const QString &text);
};

} // namespace Lectern
