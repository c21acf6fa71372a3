// Library > Add Feed: an address (a feed or a site) and the shelf the feed goes on. The dialog
// stays open while the address is looked at: a site that links several feeds lists them here,
// titled, to choose from, and a failure is said here, so the address can be mended. It fetches
// nothing itself: SubscriptionFlow drives it.
#pragma once

#include "feeds/pagefeed/feeddiscovery.h"

#include <QDialog>
#include <QList>
#include <QUrl>
#include <utility>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace Lectern {

class AddFeedDialog : public QDialog
{
    Q_OBJECT
public:
    // shelves: (path, id) of every shelf; shelfId the one chosen at first (0: no shelf).
    AddFeedDialog(const QList<std::pair<QString, qint64>> &shelves, qint64 shelfId,
                  QWidget *parent = nullptr);

    void setAddress(const QString &address);
    // What was typed, read as a browser reads it; empty when nothing was.
    QUrl address() const;
    qint64 shelfId() const;

    // The address is being fetched: nothing can be changed until it is through.
    void showLooking();
    // The site links these feeds: they are listed with the first checked, to choose from.
    void showCandidates(const QList<DiscoveredFeed> &feeds);
    // Back to asking, with what went wrong.
    void showError(const QString &message);

    // A name for a feed's MIME type a reader knows ("RSS", "Atom", "JSON Feed").
    static QString formatName(const QString &mimeType);

Q_SIGNALS:
    // Add, with an address typed.
    void lookUpRequested(const QUrl &address);
    // Subscribe, with the candidates checked.
    void feedsChosen(const QList<QUrl> &feeds);

private:
    void go();
    void showAsking();
    QList<QUrl> checkedFeeds() const;

    QLineEdit *m_address;
    QComboBox *m_shelf;
    QTreeWidget *m_candidates;
    QLabel *m_message;
    QPushButton *m_go;
    bool m_choosing = false;
};

} // namespace Lectern
