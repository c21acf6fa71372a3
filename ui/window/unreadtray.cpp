#include "ui/window/unreadtray.h"

#include "models/feedtreemodel.h"
#include "models/itemroles.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QPainter>
#include <QSettings>
#include <QSystemTrayIcon>
#include <QTimer>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString notifyKey = u"tray/notifyNewArticles"_s;
}

UnreadTray::UnreadTray(QWidget *window, FeedTreeModel *model, QSettings *settings, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_model(model)
    , m_settings(settings)
    , m_tray(new QSystemTrayIcon(this))
    , m_menu(new QMenu)
    , m_showAction(m_menu->addAction(QString()))
    , m_notifyAction(m_menu->addAction(QString()))
    , m_base(QApplication::windowIcon())
    , m_followTimer(new QTimer(this))
{
    m_notifyAction->setCheckable(true);
    m_notifyAction->setChecked(notifies());
    connect(m_notifyAction, &QAction::toggled, this, &UnreadTray::setNotifies);
    const auto comeForward = [this] {
        if (m_window->isMinimized())
            m_window->showNormal();
        m_window->show();
        m_window->raise();
        m_window->activateWindow();
    };
    connect(m_showAction, &QAction::triggered, this, comeForward);
    connect(m_tray, &QSystemTrayIcon::activated, this,
            [comeForward](QSystemTrayIcon::ActivationReason reason) {
                if (reason == QSystemTrayIcon::Trigger)
                    comeForward();
            });
    m_tray->setContextMenu(m_menu);
    // A refresh changes the counts many times a second: the tray follows them a few times a
    // second at most (drawing its icon and telling the desktop took 5-10 ms each time, for
    // every feed a refresh stored).
    m_followTimer->setSingleShot(true);
    m_followTimer->setInterval(FollowIntervalMs);
    connect(m_followTimer, &QTimer::timeout, this, &UnreadTray::follow);
    const auto followSoon = [this] {
        if (!m_followTimer->isActive())
            m_followTimer->start();
    };
    connect(model, &QAbstractItemModel::dataChanged, this, followSoon);
    connect(model, &QAbstractItemModel::modelReset, this, followSoon);
    qApp->installEventFilter(this);
    retranslate();
    follow();
    if (QSystemTrayIcon::isSystemTrayAvailable())
        m_tray->show();
}

UnreadTray::~UnreadTray()
{
    delete m_menu;
}

bool UnreadTray::notifies() const
{
    return m_settings && m_settings->value(notifyKey, false).toBool();
}

void UnreadTray::setNotifies(bool on)
{
    if (m_settings)
        m_settings->setValue(notifyKey, on);
    if (m_notifyAction->isChecked() != on)
        m_notifyAction->setChecked(on);
}

void UnreadTray::announce(int newArticles)
{
    if (newArticles <= 0 || !notifies() || !QSystemTrayIcon::supportsMessages())
        return;
    m_tray->showMessage(tr("Lectern"), tr("%n new article(s)", nullptr, newArticles),
                        QSystemTrayIcon::Information, 8000);
}

void UnreadTray::announceNotices(const QStringList &notices)
{
    if (notices.isEmpty() || !QSystemTrayIcon::supportsMessages())
        return;
    constexpr qsizetype shown = 5;
    QString text = notices.mid(0, shown).join(u'\n');
    if (notices.size() > shown)
        text += u'\n' + tr("and %n more", nullptr, int(notices.size() - shown));
    m_tray->showMessage(tr("Lectern"), text, QSystemTrayIcon::Information, 10000);
}

void UnreadTray::retranslate()
{
    m_showAction->setText(tr("Show Lectern"));
    m_notifyAction->setText(tr("Notify of New Articles"));
    m_shown = -1;
    m_badge.clear();
    follow();
}

bool UnreadTray::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == qApp && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void UnreadTray::follow()
{
    const int unread = m_model->allArticlesIndex().data(UnreadCountRole).toInt();
    if (unread == m_shown)
        return;
    m_shown = unread;
    ++m_redraws;
    m_tray->setToolTip(toolTipFor(unread));
    // Past 99 the badge reads "99+": the icon stays as it is.
    const QString badge = badgeText(unread);
    if (badge == m_badge && !m_tray->icon().isNull())
        return;
    m_badge = badge;
    m_tray->setIcon(badged(m_base, unread));
}

QString UnreadTray::badgeText(int unread)
{
    if (unread <= 0)
        return {};
    return unread > 99 ? u"99+"_s : QString::number(unread);
}

QString UnreadTray::toolTipFor(int unread)
{
    return unread > 0 ? tr("Lectern: %n unread article(s)", nullptr, unread)
                      : tr("Lectern: nothing unread");
}

QIcon UnreadTray::badged(const QIcon &base, int unread)
{
    if (unread <= 0)
        return base;
    const QString text = badgeText(unread);
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64}) {
        // Exactly size pixels: an icon never grows its pixmaps, and a smaller one would hide
        // this size's badge behind another's.
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        {
            QPainter under(&pixmap);
            under.setRenderHint(QPainter::SmoothPixmapTransform);
            under.drawPixmap(QRect(0, 0, size, size), base.pixmap(QSize(size, size)));
        }
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal disc = size * 0.62;
        const QRectF corner(size - disc, size - disc, disc, disc);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xc6, 0x28, 0x28));
        painter.drawRoundedRect(corner, disc / 2, disc / 2);
        QFont font = painter.font();
        font.setBold(true);
        font.setPixelSize(qMax(6, int(disc * (text.size() > 2 ? 0.42 : 0.6))));
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(corner, Qt::AlignCenter, text);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace Lectern
