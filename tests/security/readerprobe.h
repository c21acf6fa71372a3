// The reader against a hostile article, through the real pipeline: the article is stored in a
// library (FeedIngest), rendered as `lectern show --html` prints it (ArticlePageLoader), and
// shown in a ReaderView with its profile and request interceptor; then everything clickable is
// clicked, as a curious reader would. What went wrong is said: a script of the article that
// ran, a request let through outside lectern: and data:, a connection to the beacon server on
// 127.0.0.1, a window or dialog, the reader leaving the article, a link opened unasked.
#pragma once

#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "library/database/database.h"

#include <QList>
#include <QObject>
#include <QStringList>
#include <QTcpServer>
#include <QUrl>
#include <memory>

namespace Lectern {
class ReaderView;
}

class ReaderProbe : public QObject
{
    Q_OBJECT
public:
    // libraryDir: where its library is made. The links the reader opens come to it instead of a
    // browser while it lives.
    explicit ReaderProbe(const QString &libraryDir);
    ~ReaderProbe() override;
    // The library opened and the beacon listening; false when either failed.
    bool start();
    quint16 beaconPort() const { return m_beacon.serverPort(); }
    Lectern::Database &database() { return *m_db; }

    // The article stored in a feed of its own; its id, or 0. "{{PORT}}" in html becomes the
    // beacon's port.
    qint64 addArticle(const QString &key, const QString &html);
    std::unique_ptr<Lectern::ReaderView> makeView();
    bool loadArticle(Lectern::ReaderView *view, qint64 articleId);
    // Shows the article, clicks what can be clicked, and says what went wrong; empty: nothing.
    // waitMs: how long refreshes, animations and lazy loads get, before and after the clicks.
    QStringList probe(qint64 articleId, int waitMs = 400);

    QStringList beaconHits;
    QList<QUrl> opened; // links handed to the "browser"

public Q_SLOTS:
    void openExternal(const QUrl &url) { opened.append(url); }

private:
    QString m_dir;
    std::unique_ptr<Lectern::Database> m_db;
    Lectern::CodeHighlighter m_highlighter;
    std::unique_ptr<Lectern::ArticlePageRenderer> m_renderer;
    QTcpServer m_beacon;
    int m_entries = 0;
};
