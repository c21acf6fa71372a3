// Indexes the search queue on a thread of its own, with its own connection: it reads the
// library and writes only the search file (SearchFile), so it runs while the library writer
// stores a refresh's feeds instead of after them. Each batch is one commit of the search file,
// its mark included (SearchIndexer); indexedThrough() then tells the owner which queue entries
// may go. The thread runs at idle priority until someone waits for it (indexAll).
#pragma once

#include <QFuture>
#include <QObject>
#include <QString>

class QThread;

namespace Lectern {

class SearchIndexThread : public QObject
{
    Q_OBJECT
public:
    // databasePath: the library file, already at the newest schema.
    explicit SearchIndexThread(QString databasePath, QObject *parent = nullptr);
    // A batch under way finishes; what is still queued waits for the next session.
    ~SearchIndexThread() override;

    // Opens the thread's connection; false with *error when the files cannot be used.
    bool start(QString *error);
    // Entries may have been queued (any thread): the thread indexes until none wait.
    void wake();
    // Resolves once no entry waits, everything committed before the call included: how many
    // entries were indexed meanwhile, -1 after an error.
    QFuture<int> indexAll();

Q_SIGNALS:
    // Entries up to seq are in the search file; emitted on the indexing thread.
    void indexedThrough(qint64 seq);

private:
    class Worker;
    QString m_path;
    QThread *m_thread = nullptr;
    Worker *m_worker = nullptr;
};

} // namespace Lectern
