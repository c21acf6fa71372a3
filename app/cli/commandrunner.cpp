#include "cli/commandrunner.h"

#include "cli/accountcommand.h"
#include "cli/addcommand.h"
#include "cli/backupcommand.h"
#include "cli/capturecommand.h"
#include "cli/citecommand.h"
#include "cli/clicontext.h"
#include "cli/exportcommand.h"
#include "cli/feedcommand.h"
#include "cli/highlightcommand.h"
#include "cli/importcommand.h"
#include "cli/listcommand.h"
#include "cli/markcommand.h"
#include "cli/opmlcommand.h"
#include "cli/parsecommand.h"
#include "cli/proxycommand.h"
#include "cli/refreshcommand.h"
#include "cli/rulecommand.h"
#include "cli/savecommand.h"
#include "cli/searchcommand.h"
#include "cli/shelfcommand.h"
#include "cli/showcommand.h"
#include "cli/storagecommand.h"
#include "library/database/librarylocation.h"
#include "reading/uilanguage.h"

#include <QCoreApplication>
#include <QHash>

using namespace Qt::StringLiterals;

namespace Lectern {

QString CommandRunner::helpText()
{
    return CliContext::
        tr("Usage: lectern [--library DIR] [--verbose] [COMMAND [ARGS...]]\n"
           "\n"
           "Lectern is a reader and offline library for technical writing. Without a command it\n"
           "opens the window; with one it works headless, for scripts.\n"
           "\n"
           "Global options (before the command):\n"
           "  --library DIR    use the library in DIR (also: LECTERN_LIBRARY_DIR)\n"
           "  --verbose        show what Qt and the browser engine say (always kept in\n"
           "                   lectern/engine.log in the user's cache folder)\n"
           "  -h, --help       show this help\n"
           "  -v, --version    show the version\n"
           "\n"
           "Commands:\n"
           "  add URL [--user NAME --password-stdin] [--dry-run] [--json] [--by-section]\n"
           "                                   subscribe to a feed and store its articles; a\n"
           "                                   site without a feed is followed through the\n"
           "                                   items its page lists (--by-section: a feed per\n"
           "                                   section of the page, on a shelf of its own)\n"
           "  list [--shelf S] [--feed ID] [--unread] [--starred] [--json]\n"
           "                                   list stored articles, newest first\n"
           "  refresh [--feed ID [--user NAME] [--password-stdin]] [--jobs N] [--per-host N]\n"
           "                                   fetch every feed (or one) and store what is new;\n"
           "                                   feeds that must wait are skipped unless named\n"
           "  proxy [system|none|http://[USER@]HOST:PORT|socks5://[USER@]HOST:PORT\n"
           "         [--password-stdin]]\n"
           "                                   show or set the proxy (the system's by default)\n"
           "  show ID [--html] [--dark] [--feed-version]\n"
           "                                   an article as text, or the exact page the reader\n"
           "                                   loads\n"
           "  cite ID... [--format bibtex|ris]\n"
           "                                   citations: a paper with its authors, venue, DOI\n"
           "                                   and arXiv id; any other article as a web page\n"
           "  search QUERY [--json] [--limit N]\n"
           "                                   full-text search: words, \"phrases\", -word,\n"
           "                                   shelf: feed: tag: is:unread is:starred is:offline\n"
           "                                   is:muted\n"
           "                                   has:code has:highlights has:pdf note:WORD\n"
           "                                   before:YYYY-MM-DD after:YYYY-MM-DD\n"
           "  mark read|unread|star|unstar ID...\n"
           "                                   change the reading state of articles\n"
           "  shelf list | add PATH | rename S NAME | remove S | move S PARENT|/\n"
           "        | feed FEED-ID S|/ | put ARTICLE-ID S | take ARTICLE-ID S\n"
           "        | retention S DAYS|keep\n"
           "                                   manage shelves (S: an id or a path like A/B)\n"
           "  rule list | add NAME --if COND... [--any] --then ACTION... | remove ID\n"
           "       | on ID | off ID | preview ID | apply ID\n"
           "                                   rules new articles meet as they are stored\n"
           "                                   (COND: [!]title:words, title=\"phrase\",\n"
           "                                   title~regex; fields title author content tag\n"
           "                                   link feed shelf; ACTION: read star mute notify\n"
           "                                   tag=T shelf=ID capture=offline|never); preview\n"
           "                                   counts what one would change in the library,\n"
           "                                   apply changes it\n"
           "  feed list [--json] | retention FEED-ID DAYS|keep | interval FEED-ID MINUTES|auto\n"
           "                                   the subscribed feeds; how long a feed keeps its\n"
           "                                   articles (starred and shelved ones always stay);\n"
           "                                   how often the window refreshes it\n"
           "  feed remove FEED-ID              unsubscribe: the feed and its articles go\n"
           "  feed login FEED-ID USER | logout FEED-ID\n"
           "                                   HTTP login of a private feed; the password is\n"
           "                                   read from standard input and kept in the\n"
           "                                   system keychain\n"
           "  save URL... [--shelf S] [--tag T]...\n"
           "                                   keep pages met outside a feed: each is stored\n"
           "                                   with what it says of itself and captured for\n"
           "                                   offline reading (one that cannot be read is\n"
           "                                   kept as a link)\n"
           "  capture ID... | --feed ID | --pending [--jobs N] | --remove ID...\n"
           "                                   keep the full article and its images for\n"
           "                                   offline reading (--pending: what the feeds'\n"
           "                                   capture policies queued; --remove: drop the\n"
           "                                   offline copies)\n"
           "  export ID... | --shelf S --format html|md|pdf -o PATH\n"
           "                                   articles as files: self-contained HTML, Markdown\n"
           "                                   with its images and highlights, or PDF (several:\n"
           "                                   PATH is a folder)\n"
           "  export --highlights [--shelf S] [--format md|obsidian|readwise|annotations]\n"
           "         -o PATH|-                 every highlight and note (of the library or a\n"
           "                                   shelf): one Markdown file by article; a folder of\n"
           "                                   notes for Obsidian or Logseq, updated in place\n"
           "                                   (what you write below the marked line is kept);\n"
           "                                   Readwise's CSV; W3C Web Annotations (JSON-LD)\n"
           "  highlights [--article ID] [--shelf S] [--json]\n"
           "                                   list highlights with their notes and articles\n"
           "  highlight add ID --quote TEXT [--note TEXT] [--color yellow|green|blue|pink]\n"
           "            | note HIGHLIGHT-ID TEXT | remove HIGHLIGHT-ID\n"
           "                                   mark a passage of an article, write its note,\n"
           "                                   remove it\n"
           "  info                             the library's folder, contents and sizes\n"
           "  vacuum                           remove images no article uses; compact\n"
           "  backup FILE                      the whole library in one file (the window may\n"
           "                                   run meanwhile)\n"
           "  restore FILE [--library DIR]     a new library made from a backup (never over\n"
           "                                   an existing one)\n"
           "  feed capture FEED-ID auto|always|never\n"
           "                                   when to capture a feed's articles (auto: when\n"
           "                                   the feed carries only a summary)\n"
           "  feed rule FEED-ID SELECTOR [--strip SELECTORS]\n"
           "                                   where the article is on the feed's pages (CSS)\n"
           "  import-opml FILE                 add the feeds of an OPML file; its groups become\n"
           "                                   shelves\n"
           "  import FILE                      OPML as above, or the pages of a Pocket or\n"
           "                                   Instapaper CSV export or a wallabag JSON export\n"
           "                                   (their tags, folders, read and starred states\n"
           "                                   kept; captured by capture --pending), or the\n"
           "                                   highlights of a Readwise CSV, put on the articles\n"
           "                                   with the same address\n"
           "  export-opml FILE|-               write shelves and feeds as OPML 2.0\n"
           "  account add miniflux|greader URL --user NAME --password-stdin\n"
           "  account add miniflux URL --token-stdin | list | remove ID\n"
           "                                   accounts on a Miniflux (its REST API) or a Google\n"
           "                                   Reader API server (FreshRSS, ...); the password or\n"
           "                                   token goes to the system keychain\n"
           "  sync [--account ID] [--password-stdin | --token-stdin]\n"
           "                                   push read and starred changes, then bring in the\n"
           "                                   server's subscriptions, new items and states\n"
           "  parse FILE|URL [--json]          parse a feed and show what was read and what was\n"
           "                                   wrong (the library is not touched)\n"
           "  parse --bench DIR                parsing speed over every file under DIR\n"
           "\n"
           "Default library: %1\n")
            .arg(LibraryLocation::resolveDirectory({}));
}

int CommandRunner::run(const Invocation &invocation, BrowserServices browser)
{
    // Messages in the language of the user's locale; English plural forms otherwise.
    UiLanguage language(nullptr);
    language.applyStored();
    CliContext context(LibraryLocation::resolveDirectory(invocation.libraryDir),
                       std::move(browser));
    if (!invocation.error.isEmpty())
        return context.fail(invocation.error);
    if (invocation.version) {
        context.out() << "Lectern " << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    if (invocation.help) {
        context.out() << helpText() << Qt::flush;
        return 0;
    }
    using Command = int (*)(CliContext &, const QStringList &);
    static const QHash<QString, Command> commands = {
        {u"add"_s, &AddCommand::run},
        {u"list"_s, &ListCommand::run},
        {u"refresh"_s, &RefreshCommand::run},
        {u"search"_s, &SearchCommand::run},
        {u"shelf"_s, &ShelfCommand::run},
        {u"feed"_s, &FeedCommand::run},
        {u"mark"_s, &MarkCommand::run},
        {u"import-opml"_s, &OpmlCommand::runImport},
        {u"import"_s, &ImportCommand::run},
        {u"export-opml"_s, &OpmlCommand::runExport},
        {u"show"_s, &ShowCommand::run},
        {u"cite"_s, &CiteCommand::run},
        {u"parse"_s, &ParseCommand::run},
        {u"proxy"_s, &ProxyCommand::run},
        {u"capture"_s, &CaptureCommand::run},
        {u"save"_s, &SaveCommand::run},
        {u"info"_s, &StorageCommand::runInfo},
        {u"export"_s, &ExportCommand::run},
        {u"vacuum"_s, &StorageCommand::runVacuum},
        {u"backup"_s, &BackupCommand::runBackup},
        {u"restore"_s, &BackupCommand::runRestore},
        {u"highlights"_s, &HighlightCommand::runList},
        {u"account"_s, &AccountCommand::run},
        {u"sync"_s, &AccountCommand::runSync},
        {u"highlight"_s, &HighlightCommand::run},
        {u"rule"_s, &RuleCommand::run},
    };
    const QString &command = invocation.command;
    if (const Command run = commands.value(command))
        return run(context, invocation.commandArguments);
    context.fail(CliContext::tr("unknown command “%1”; see lectern --help").arg(command));
    return 2;
}

} // namespace Lectern
