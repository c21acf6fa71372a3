// Highlights in and out of the library from the window: Library > Export Highlights (one
// Markdown file, a folder of notes for Obsidian or Logseq updated in place, Readwise's CSV, W3C
// Web Annotations), and a Readwise CSV given to Library > Import, whose highlights go onto the
// articles with the same address.
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QStatusBar;
class QWidget;

namespace Lectern {

class LibrarySession;

class HighlightFiles : public QObject
{
    Q_OBJECT
public:
    enum class Format { Markdown, Vault, Readwise, Annotations };

    // window: the dialogs' parent and the owner.
    HighlightFiles(QWidget *window, QStatusBar *status, LibrarySession *session);

    QMenu *exportMenu() const { return m_menu; }
    // path: a file, or for Vault a folder. False when it could not be written (said in a box).
    bool exportTo(Format format, const QString &path);
    // A Readwise CSV's bytes (Library > Import found one); importFinished says how it ended.
    void importReadwise(const QString &path, const QByteArray &bytes);
    void retranslate();

Q_SIGNALS:
    void importFinished(int added, int already, int notFound);

private:
    void askToExport(Format format);

    QWidget *m_window;
    QStatusBar *m_status;
    LibrarySession *m_session;
    QMenu *m_menu;
    QAction *m_markdown;
    QAction *m_vault;
    QAction *m_readwise;
    QAction *m_annotations;
};

} // namespace Lectern
