// The engine's parts a window works through, made and started by whoever builds the window
// (the application, or a test): one bundle, so that what is optional is said once, here.
#pragma once

namespace Lectern {

class AccountSyncer;
class BackgroundCapture;
class FeedLogins;
class FeedRefresher;
class FeedScheduler;
class FeedSubscriber;
class LibraryWriter;
class PageSaver;

struct LibraryEngine
{
    LibraryWriter *writer = nullptr;      // every write; without it the library is read-only
    FeedSubscriber *subscriber = nullptr; // adding feeds
    FeedRefresher *refresher = nullptr;   // Refresh and its progress; optional
    FeedScheduler *scheduler = nullptr;   // runs over refresher; optional
    BackgroundCapture *capture = nullptr; // offline capture; optional
    FeedLogins *logins = nullptr;         // feed logins in the keychain; optional
    PageSaver *saver = nullptr;           // pages saved on their own; optional
    AccountSyncer *syncer = nullptr;      // sync with accounts on servers; optional
};

} // namespace Lectern
