#include "ui/subscribing/subscriptionflow.h"

#include "feeds/pagefeed/feeddiscovery.h"
#include "feeds/parsedfeed.h"
#include "models/librarysession.h"
#include "net/feedsubscriber.h"
#include "ui/subscribing/addfeeddialog.h"
#include "ui/subscribing/feedlogindialog.h"
#include "ui/subscribing/pagefeeddialog.h"

#include <QMessageBox>
#include <QStatusBar>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace Lectern {

SubscriptionFlow::SubscriptionFlow(QWidget *window, QStatusBar *status, LibrarySession *session)
    : QObject(window)
    , m_window(window)
    , m_status(status)
    , m_session(session)
    , m_subscriber(session->engine().subscriber)
{
    connect(m_session->commands(), &LibraryCommands::loginFinished, this,
            &SubscriptionFlow::showLoginOutcome);
    m_subscriber->setOffersChoice(true);
    connect(m_subscriber, &FeedSubscriber::subscribed, this, &SubscriptionFlow::onSubscribed);
    connect(m_subscriber, &FeedSubscriber::failed, this, &SubscriptionFlow::onFailed);
    connect(m_subscriber, &FeedSubscriber::feedsLinked, this, &SubscriptionFlow::onFeedsLinked);
    connect(m_subscriber, &FeedSubscriber::feedFound, this, &SubscriptionFlow::onPageFound);
    connect(m_subscriber, &FeedSubscriber::sectionsSubscribed, this,
            &SubscriptionFlow::onSectionsSubscribed);
    connect(m_subscriber, &FeedSubscriber::loginRequired, this,
            [this](const QUrl &url) { m_loginRequiredFor = url; });
}

void SubscriptionFlow::ask(const QUrl &suggested, qint64 shelfId)
{
    if (m_dialog) { // one Add Feed at a time: the open one takes the new address
        if (!suggested.isEmpty())
            m_dialog->setAddress(suggested.toDisplayString());
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    m_dialog = new AddFeedDialog(m_session->queries().shelfPaths(), shelfId, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setAddress(suggested.toDisplayString());
    m_dialogWaitsFor.clear();
    m_dialogErrors.clear();
    connect(m_dialog, &AddFeedDialog::lookUpRequested, this, [this](const QUrl &url) {
        m_dialogWaitsFor = {url};
        m_dialogErrors.clear();
        subscribe(url, m_dialog->shelfId());
    });
    connect(m_dialog, &AddFeedDialog::feedsChosen, this, [this](const QList<QUrl> &feeds) {
        m_dialogWaitsFor = QSet<QUrl>(feeds.begin(), feeds.end());
        m_dialogErrors.clear();
        for (const QUrl &feed : feeds)
            subscribe(feed, m_dialog->shelfId());
    });
    // Closed while fetching: what is under way still ends, without the dialog.
    // (It is deleted later: it is no longer the open one from now.)
    connect(m_dialog, &QDialog::finished, this, [this] {
        m_dialogWaitsFor.clear();
        m_dialog.clear();
    });
    m_dialog->open();
}

void SubscriptionFlow::add(const QUrl &url, qint64 shelfId)
{
    subscribe(url, shelfId);
}

void SubscriptionFlow::subscribe(const QUrl &url, qint64 shelfId)
{
    m_shelfFor.insert(url, shelfId);
    m_status->showMessage(tr("Fetching %1\u2026").arg(url.toDisplayString()));
    m_session->commands()->subscribe(url, m_addingWith.value(url));
}

void SubscriptionFlow::onSubscribed(const QUrl &url, qint64 feedId, int added)
{
    const qint64 shelfId = m_shelfFor.take(url);
    // A private feed keeps the login it was added with.
    const BasicCredentials login = m_addingWith.take(url);
    if (!login.isEmpty())
        m_session->commands()->logIn(feedId, login.user, login.password);
    const auto shown = [this, feedId, added] {
        m_status->showMessage(tr("Feed added: %n new article(s)", nullptr, added), 8000);
        Q_EMIT feedAdded(feedId, added);
    };
    settleInDialog(url, QString());
    if (shelfId > 0)
        m_session->commands()->moveFeedToShelf(feedId, shelfId).then(this, [shown](bool) {
            shown();
        });
    else
        shown();
}

void SubscriptionFlow::onFailed(const QUrl &url, const QString &message)
{
    m_status->clearMessage();
    if (retryWithLogin(url, message))
        return;
    m_addingWith.remove(url);
    m_shelfFor.remove(url);
    if (m_dialog && m_dialogWaitsFor.contains(url)) {
        settleInDialog(url, message);
        return;
    }
    QMessageBox::warning(m_window, tr("Cannot add the feed"), message);
}

void SubscriptionFlow::onFeedsLinked(const QUrl &url, const QList<DiscoveredFeed> &feeds)
{
    m_status->clearMessage();
    const qint64 shelfId = m_shelfFor.take(url);
    if (!m_dialog) { // added without the dialog (a handed-over address): it opens to choose
        ask(url, shelfId);
    }
    m_dialogWaitsFor.remove(url);
    m_dialog->setAddress(url.toDisplayString());
    m_dialog->showCandidates(feeds);
}

// A site without a feed whose page lists items: shown before it is followed.
void SubscriptionFlow::onPageFound(const QUrl &url, const QUrl &pageUrl, const ParsedFeed &items)
{
    m_status->clearMessage();
    const qint64 shelfId = m_shelfFor.take(url);
    if (m_dialog && m_dialogWaitsFor.contains(url))
        m_dialog->accept(); // the preview takes its place
    PageFeedDialog dialog(pageUrl, items, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_status->showMessage(tr("Following %1\u2026").arg(pageUrl.toDisplayString()));
    if (dialog.bySection()) {
        // The page's shelf goes inside the shelf chosen, if one was.
        const QString parent = shelfId > 0 ? m_session->queries().shelfPath(shelfId) : QString();
        m_session->commands()->subscribeSections(pageUrl, dialog.chosen(), parent);
        return;
    }
    m_shelfFor.insert(pageUrl, shelfId);
    m_session->commands()->subscribePage(pageUrl, dialog.chosen());
}

void SubscriptionFlow::onSectionsSubscribed(const QUrl &, const QString &shelf,
                                            const QList<IngestResult> &stored)
{
    int added = 0;
    for (const IngestResult &result : stored)
        added += result.added;
    m_status->showMessage(
        tr("%n section feed(s) added on the shelf “%1”", nullptr, int(stored.size())).arg(shelf),
        8000);
    if (!stored.isEmpty())
        Q_EMIT feedAdded(stored.first().feedId, added);
}

void SubscriptionFlow::settleInDialog(const QUrl &url, const QString &error)
{
    if (!m_dialog || !m_dialogWaitsFor.remove(url))
        return;
    if (!error.isEmpty())
        m_dialogErrors.append(error);
    if (!m_dialogWaitsFor.isEmpty())
        return;
    if (m_dialogErrors.isEmpty())
        m_dialog->accept();
    else
        m_dialog->showError(m_dialogErrors.join(u'\n'));
}

bool SubscriptionFlow::retryWithLogin(const QUrl &url, const QString &message)
{
    const bool asked = m_loginRequiredFor == url;
    m_loginRequiredFor.clear();
    if (!asked || !m_session->commands()->canLogIn())
        return false;
    FeedLoginDialog dialog(url.toDisplayString(), QString(), m_window);
    dialog.setMessage(message);
    if (dialog.exec() != QDialog::Accepted) {
        // The user chose not to log in: the Add Feed dialog, if open, says why it stopped.
        m_shelfFor.remove(url);
        settleInDialog(url, message);
        return true;
    }
    m_addingWith.insert(url, BasicCredentials{dialog.user(), dialog.password()});
    m_status->showMessage(tr("Fetching %1\u2026").arg(url.toDisplayString()));
    m_session->commands()->subscribe(url, m_addingWith.value(url));
    return true;
}

void SubscriptionFlow::editLogin(qint64 feedId)
{
    const auto feed = m_session->queries().feed(feedId);
    if (!m_session->commands()->canLogIn() || !feed)
        return;
    FeedLoginDialog dialog(feed->title, m_session->queries().loginUser(feedId), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.loggedOut())
        m_session->commands()->logOut(feedId);
    else
        m_session->commands()->logIn(feedId, dialog.user(), dialog.password());
}

// A login is tried at once: the feed's mark and tooltip then say whether the server took it.
void SubscriptionFlow::showLoginOutcome(qint64, bool loggedIn, const QString &error)
{
    if (!error.isEmpty()) {
        m_status->showMessage(tr("Login not changed: %1").arg(error), 15000);
        return;
    }
    if (!loggedIn) {
        m_status->showMessage(tr("Logged out"), 5000);
        return;
    }
    m_status->showMessage(tr("Logged in; refreshing the feed"), 5000);
}

} // namespace Lectern
