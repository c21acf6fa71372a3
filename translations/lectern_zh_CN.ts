<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddressSpace</name>
    <message>
        <source>the internet</source>
        <translation>互联网</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>your local network</source>
        <translation>你的本地网络</translation>
    </message>
    <message>
        <source>your local network&apos;s link</source>
        <translation>你的本地网络链路</translation>
    </message>
    <message>
        <source>no address</source>
        <translation>无地址</translation>
    </message>
    <message>
        <source>a multicast group</source>
        <translation>组播地址</translation>
    </message>
    <message>
        <source>a reserved address</source>
        <translation>保留地址</translation>
    </message>
</context>
<context>
    <name>ArticlePageLoader</name>
    <message>
        <source>Not kept offline: the page gave less text than the feed, so this is the feed&apos;s version.</source>
        <translation>未离线保存：网页给出的文字比订阅源还少，因此这里显示的是订阅源的版本。</translation>
    </message>
    <message>
        <source>Not kept offline: %1.</source>
        <translation>未离线保存：%1。</translation>
    </message>
    <message>
        <source>Not kept offline yet: %1; it is tried again later.</source>
        <translation>尚未离线保存：%1；稍后会再试。</translation>
    </message>
</context>
<context>
    <name>ArticlePageRenderer</name>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source>View original</source>
        <translation>查看原文</translation>
    </message>
    <message>
        <source>Offline copy</source>
        <translation>离线副本</translation>
    </message>
    <message>
        <source>Feed version</source>
        <translation>订阅源版本</translation>
    </message>
    <message numerus="yes">
        <source>%n min read</source>
        <translation>
            <numerusform>阅读约 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>Welcome to Lectern</source>
        <translation>欢迎使用 Lectern</translation>
    </message>
    <message>
        <source>Lectern keeps the technical writing you follow: feeds, full articles and their code, readable offline.</source>
        <translation>Lectern 保存你关注的技术文章：订阅源、全文和其中的代码，离线也能阅读。</translation>
    </message>
    <message>
        <source>Add a feed: choose Library → Add Feed… and paste the address of a feed or a blog.</source>
        <translation>添加订阅：选择“书库 → 添加订阅…”，粘贴订阅源或博客的地址。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>This article is %1, too large to show here without holding up Lectern.</source>
        <translation>这篇文章有 %1，太大，在这里显示会让 Lectern 卡住。</translation>
    </message>
    <message>
        <source>Read it on its site</source>
        <translation>到原网站阅读</translation>
    </message>
    <message>
        <source>Show it here anyway (this may take several seconds)</source>
        <translation>仍在这里显示（可能需要几秒钟）</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Nothing is here yet.</source>
        <translation>这里还没有文章。</translation>
    </message>
    <message>
        <source>Articles appear as their feeds bring them; r refreshes what is chosen in the side panel.</source>
        <translation>订阅源送来文章时会显示在这里；按 r 刷新侧栏中选中的项目。</translation>
    </message>
    <message>
        <source>Starred keeps what you star (s), Offline what was captured for reading without the network.</source>
        <translation>“星标”保存你加了星标的文章（s），“离线”保存已抓取、断网也能阅读的文章。</translation>
    </message>
    <message numerus="yes">
        <source>%n unread</source>
        <translation>
            <numerusform>%n 篇未读</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n article(s)</source>
        <translation>
            <numerusform>%n 篇文章</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feed(s)</source>
        <translation>
            <numerusform>%n 个订阅源</numerusform>
        </translation>
    </message>
    <message>
        <source>No articles yet.</source>
        <translation>还没有文章。</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) in this library</source>
        <translation>
            <numerusform>书库中共 %n 篇文章</numerusform>
        </translation>
    </message>
    <message>
        <source>Your library</source>
        <translation>你的书库</translation>
    </message>
    <message>
        <source>Coming from another reader? Choose Library → Import… with its OPML file to bring its feeds and folders along, or with a Pocket, Instapaper or wallabag export for the pages you kept.</source>
        <translation>从其他阅读器迁移过来？选择“书库 → 导入…”并选中它的 OPML 文件，即可带上原有的订阅源和文件夹；选中 Pocket、Instapaper 或 wallabag 的导出文件，即可带上你保存的网页。</translation>
    </message>
    <message>
        <source>Select text in an article and press H, or use the bar that appears by the selection.</source>
        <translation>在文章中选中文字后按 H，或使用选区旁出现的工具条。</translation>
    </message>
    <message numerus="yes">
        <source>%n highlight(s)</source>
        <translation>
            <numerusform>%n 条高亮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n article(s)</source>
        <translation>
            <numerusform>分布在 %n 篇文章中</numerusform>
        </translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>高亮</translation>
    </message>
    <message>
        <source>Page summary</source>
        <translation>页面摘要</translation>
    </message>
    <message>
        <source>also in: %1</source>
        <translation>也见于：%1</translation>
    </message>
</context>
<context>
    <name>CodeHighlighter</name>
    <message>
        <source>%1 (highlighted as %2)</source>
        <translation>%1（按 %2 着色）</translation>
    </message>
</context>
<context>
    <name>HighlightImport</name>
    <message>
        <source>line %1: no article at %2 (%3)</source>
        <translation>第 %1 行：书库中没有地址为 %2 的文章（%3）</translation>
    </message>
    <message>
        <source>line %1: “%2” is not in the text of %3</source>
        <translation>第 %1 行：%3 的正文中没有“%2”</translation>
    </message>
    <message>
        <source>line %1: no article titled “%2”, or more than one</source>
        <translation>第 %1 行：没有标题为“%2”的文章，或有不止一篇</translation>
    </message>
</context>
<context>
    <name>HighlightsVault</name>
    <message>
        <source>Article %1</source>
        <translation>文章 %1</translation>
    </message>
    <message>
        <source>Read it on its site</source>
        <translation>到原网站阅读</translation>
    </message>
    <message>
        <source>Highlighted %1 in %2</source>
        <translation>于 %1 高亮（%2）</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>HtmlSanitizer</name>
    <message>
        <source>Image</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Load images</source>
        <translation>加载图片</translation>
    </message>
</context>
<context>
    <name>Lectern::AccountSync</name>
    <message>
        <source>the subscriptions could not be stored</source>
        <translation>订阅无法保存</translation>
    </message>
    <message>
        <source>the new items could not be stored</source>
        <translation>新条目无法保存</translation>
    </message>
    <message>
        <source>the server&apos;s read and starred states could not be stored</source>
        <translation>服务器上的已读和星标状态无法保存</translation>
    </message>
    <message>
        <source>%1 was not changed on the server: %2</source>
        <translation>%1 在服务器上未能更改：%2</translation>
    </message>
</context>
<context>
    <name>Lectern::AccountSyncer</name>
    <message>
        <source>“%1” is not a kind of account</source>
        <translation>“%1”不是一种账户类型</translation>
    </message>
    <message>
        <source>cannot log in to %1: %2</source>
        <translation>无法登录 %1：%2</translation>
    </message>
    <message>
        <source>the account could not be saved</source>
        <translation>账户无法保存</translation>
    </message>
    <message>
        <source>%1; add the account again to give its password</source>
        <translation>%1；请重新添加这个账户以提供密码</translation>
    </message>
</context>
<context>
    <name>Lectern::AccountsDialog</name>
    <message>
        <source>Accounts</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Last sync</source>
        <translation>上次同步</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Sync Now</source>
        <translation>立即同步(&amp;S)</translation>
    </message>
    <message>
        <source>Remove Account</source>
        <translation>移除账户</translation>
    </message>
    <message>
        <source>Remove this account? Its feeds and articles stay in the library as feeds of their own, no longer synced.</source>
        <translation>移除这个账户？它的订阅源和文章会留在文库中，成为不再同步的普通订阅源。</translation>
    </message>
    <message>
        <source>Subscriptions, folders (as shelves), read and starred states sync both ways, and the server fetches the synced feeds. Offline copies, reading positions, highlights, shelves of articles, saved pages and page feeds stay in this library: a server cannot hold them.</source>
        <translation>订阅、文件夹（作为书架）、已读和星标状态双向同步，同步的订阅源由服务器抓取。离线副本、阅读位置、高亮、文章书架、保存的网页和网页订阅只留在本文库中：服务器无法保存它们。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1：失败：%2</translation>
    </message>
    <message>
        <source>Miniflux</source>
        <translation>Miniflux</translation>
    </message>
    <message>
        <source>Google Reader API</source>
        <translation>Google Reader API</translation>
    </message>
    <message>
        <source>Add Account</source>
        <translation>添加账户</translation>
    </message>
    <message>
        <source>The account syncs until Lectern quits; after that it asks for the password again: %1</source>
        <translation>这个账户会一直同步到 Lectern 退出；之后需要重新提供密码：%1</translation>
    </message>
</context>
<context>
    <name>Lectern::AddAccountDialog</name>
    <message>
        <source>Add Account</source>
        <translation>添加账户</translation>
    </message>
    <message>
        <source>Miniflux</source>
        <translation>Miniflux</translation>
    </message>
    <message>
        <source>Google Reader API</source>
        <translation>Google Reader API</translation>
    </message>
    <message>
        <source>Subscriptions, folders, read and starred states sync both ways; the server fetches the feeds. The password is kept in the system keychain, not in Lectern&apos;s files.</source>
        <translation>订阅、文件夹、已读和星标状态双向同步；订阅源由服务器抓取。密码保存在系统钥匙串中，不在 Lectern 的文件里。</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>用户名(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Miniflux: your user name and password, or an API token (Settings &gt; API Keys) as the password with no user name.</source>
        <translation>Miniflux：你的用户名和密码，或者把 API 令牌（设置 &gt; API 密钥）填在密码栏、用户名留空。</translation>
    </message>
    <message>
        <source>Checking the login…</source>
        <translation>正在检查登录…</translation>
    </message>
    <message>
        <source>FreshRSS, Miniflux, Inoreader, The Old Reader, BazQux: the user and the API password the server gives for the Google Reader API (FreshRSS: its address followed by /api/greader.php).</source>
        <translation>FreshRSS、Miniflux、Inoreader、The Old Reader、BazQux：服务器为 Google Reader API 提供的用户名和 API 密码（FreshRSS：它的地址后加 /api/greader.php）。</translation>
    </message>
</context>
<context>
    <name>Lectern::AddFeedDialog</name>
    <message>
        <source>Add Feed</source>
        <translation>添加订阅</translation>
    </message>
    <message>
        <source>https://example.org/ or its feed&apos;s address</source>
        <translation>https://example.org/ 或其订阅源的地址</translation>
    </message>
    <message>
        <source>No Shelf</source>
        <translation>不放在书架上</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>订阅源</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Feeds the site links</source>
        <translation>网站链接的订阅源</translation>
    </message>
    <message>
        <source>The address of a feed (RSS, Atom, JSON Feed) or of a site: its feeds are found, and a page that lists posts without one can be followed too.</source>
        <translation>订阅源（RSS、Atom、JSON Feed）或网站的地址：会找出网站的订阅源；没有订阅源但列出文章的页面也可以关注。</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Shelf:</source>
        <translation>书架(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message>
        <source>&amp;Subscribe</source>
        <translation>订阅(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>The site links %n feed(s). Check the ones to subscribe to.</source>
        <translation>
            <numerusform>该网站链接了 %n 个订阅源。请勾选要订阅的。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::ArticleCapturer</name>
    <message>
        <source>the article has no web address to capture from</source>
        <translation>这篇文章没有可供抓取的网址</translation>
    </message>
    <message>
        <source>%1 is not a web page (%2)</source>
        <translation>%1 不是网页（%2）</translation>
    </message>
    <message>
        <source>%1: more than %2 images in one article</source>
        <translation>%1：一篇文章中的图片超过 %2 张</translation>
    </message>
    <message>
        <source>the article&apos;s images pass %1 MB</source>
        <translation>这篇文章的图片超过了 %1 MB</translation>
    </message>
    <message>
        <source>its server did not answer a moment ago (%1)</source>
        <translation>它的服务器刚才没有应答（%1）</translation>
    </message>
    <message>
        <source>not captured: its page points into %1 (%2)</source>
        <translation>未离线保存：其页面指向%1（%2）</translation>
    </message>
    <message>
        <source>not kept: it points into %1 (%2)</source>
        <translation>未保存：它指向%1（%2）</translation>
    </message>
    <message>
        <source>not captured: its PDF points into %1 (%2)</source>
        <translation>未离线保存：其 PDF 指向%1（%2）</translation>
    </message>
    <message>
        <source>its PDF %1: %2</source>
        <translation>其 PDF %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a PDF</source>
        <translation>%1 不是 PDF</translation>
    </message>
</context>
<context>
    <name>Lectern::ArticleListModel</name>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>订阅源</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>发布时间</translation>
    </message>
</context>
<context>
    <name>Lectern::ArticlePane</name>
    <message>
        <source>Select the articles to capture first</source>
        <translation>请先选择要离线保存的文章</translation>
    </message>
    <message>
        <source>The offline copies could not be removed</source>
        <translation>无法删除离线副本</translation>
    </message>
    <message>
        <source>Offline copies removed</source>
        <translation>已删除离线副本</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>文章正文</translation>
    </message>
</context>
<context>
    <name>Lectern::BackgroundCapture</name>
    <message>
        <source>this article has no web address to capture</source>
        <translation>这篇文章没有可抓取的网址</translation>
    </message>
    <message>
        <source>the page gave less text than the feed</source>
        <translation>网页提取的文字比订阅源中的还少</translation>
    </message>
    <message>
        <source>the capture could not be stored</source>
        <translation>无法保存抓取的内容</translation>
    </message>
</context>
<context>
    <name>Lectern::BackupControls</name>
    <message>
        <source>&amp;Back Up…</source>
        <translation>备份(&amp;B)…</translation>
    </message>
    <message>
        <source>Res&amp;tore…</source>
        <translation>恢复(&amp;T)…</translation>
    </message>
    <message>
        <source>A backup is under way; try again when it ends</source>
        <translation>正在备份；请在备份结束后再试</translation>
    </message>
    <message>
        <source>Backing up the library to %1…</source>
        <translation>正在把书库备份到 %1…</translation>
    </message>
    <message>
        <source>Backed up to %1 (%2)</source>
        <translation>已备份到 %1（%2）</translation>
    </message>
    <message>
        <source>Cannot back up to %1: the folder cannot be made</source>
        <translation>无法备份到 %1：无法创建该文件夹</translation>
    </message>
    <message>
        <source>Restore a Library</source>
        <translation>恢复书库</translation>
    </message>
    <message>
        <source>Lectern backups (*.lectern-backup);;All files (*)</source>
        <translation>Lectern 备份 (*.lectern-backup);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>This backup was taken %1 and holds %2 feeds, %3 articles and %4 highlights. Choose an empty folder for the library it makes: a restore never writes over a library.</source>
        <translation>此备份创建于 %1，包含 %2 个订阅源、%3 篇文章和 %4 条高亮。请为恢复出的书库选择一个空文件夹：恢复绝不会覆盖已有的书库。</translation>
    </message>
    <message>
        <source>Folder for the Restored Library</source>
        <translation>恢复的书库所在的文件夹</translation>
    </message>
    <message>
        <source>Library Restored</source>
        <translation>书库已恢复</translation>
    </message>
    <message>
        <source>The library is restored into %1. Open it in a window of its own now, or later with: lectern --library &quot;%1&quot;</source>
        <translation>书库已恢复到 %1。现在可在单独的窗口中打开它，或以后用此命令打开：lectern --library &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&amp;Open It</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Restoring %1 into %2…</source>
        <translation>正在把 %1 恢复到 %2…</translation>
    </message>
    <message>
        <source>Restored a library into %1</source>
        <translation>已将书库恢复到 %1</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
</context>
<context>
    <name>Lectern::BackupDialog</name>
    <message>
        <source>Back up the library &amp;every day</source>
        <translation>每天备份书库(&amp;E)</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>选择(&amp;H)…</translation>
    </message>
    <message>
        <source>Back Up</source>
        <translation>备份</translation>
    </message>
    <message>
        <source> backups</source>
        <translation> 个备份</translation>
    </message>
    <message>
        <source>Last backup: %1</source>
        <translation>上次备份：%1</translation>
    </message>
    <message>
        <source>No backup taken on its own yet</source>
        <translation>尚未自动备份过</translation>
    </message>
    <message>
        <source>A backup holds the whole library in one file: feeds and their articles, states and reading positions, shelves, saved searches, offline copies with their images, highlights and notes, and sync accounts (their passwords stay in the keychain). Restore makes a new library from it.</source>
        <translation>备份把整个书库存为一个文件：订阅源及其文章、阅读状态和阅读位置、书架、保存的搜索、离线副本及其图片、高亮和笔记，以及同步账户（其密码仍保存在钥匙串中）。恢复时由它新建一个书库。</translation>
    </message>
    <message>
        <source>Back Up &amp;Now…</source>
        <translation>立即备份(&amp;N)…</translation>
    </message>
    <message>
        <source>Back Up the Library</source>
        <translation>备份书库</translation>
    </message>
    <message>
        <source>Lectern backups (*.lectern-backup)</source>
        <translation>Lectern 备份 (*.lectern-backup)</translation>
    </message>
    <message>
        <source>Folder for the Daily Backups</source>
        <translation>每日备份所在的文件夹</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Keep the newest:</source>
        <translation>保留最新的(&amp;K)：</translation>
    </message>
</context>
<context>
    <name>Lectern::CaptureControls</name>
    <message>
        <source>&amp;Capture for Offline Reading</source>
        <translation>离线保存(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Remove Offline Copy</source>
        <translation>删除离线副本(&amp;R)</translation>
    </message>
    <message>
        <source>Capturing for offline reading: %1/%2</source>
        <translation>正在离线保存：%1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) kept for offline reading</source>
        <translation>
            <numerusform>已离线保存 %n 篇文章</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n gave less text than the feed</source>
        <translation>
            <numerusform>；%n 篇网页的文字比订阅源还少</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n could not be captured</source>
        <translation>
            <numerusform>；%n 篇无法抓取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n page(s) in your local network not captured</source>
        <translation>
            <numerusform>；%n 个指向本地网络的页面未离线保存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n image(s) in your local network not kept</source>
        <translation>
            <numerusform>；%n 张指向本地网络的图片未保存</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::CliContext</name>
    <message>
        <source>the address of a feed</source>
        <translation>订阅源的地址</translation>
    </message>
    <message>
        <source>the user name of a private feed</source>
        <translation>私有订阅源的用户名</translation>
    </message>
    <message>
        <source>read its password from standard input</source>
        <translation>从标准输入读取其密码</translation>
    </message>
    <message>
        <source>the user name must be non-empty and without a colon</source>
        <translation>用户名不能为空，且不能包含冒号</translation>
    </message>
    <message>
        <source>give the password on standard input</source>
        <translation>请在标准输入中提供密码</translation>
    </message>
    <message>
        <source>%1 is not an http or https address</source>
        <translation>%1 不是 http 或 https 地址</translation>
    </message>
    <message>
        <source>subscribed, but the login was not kept (%1); try lectern feed login</source>
        <translation>已订阅，但登录信息未能保存（%1）；请尝试 lectern feed login</translation>
    </message>
    <message numerus="yes">
        <source>Added “%1” (feed %2): %n new article(s), %3 in all</source>
        <translation>
            <numerusform>已添加“%1”（订阅源 %2）：%n 篇新文章，共 %3 篇</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) wait(s) for offline capture (lectern capture --pending)</source>
        <translation>
            <numerusform>%n 篇文章等待离线抓取（lectern capture --pending）</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: lectern capture ID... | --feed ID | --pending [--jobs N] | --remove ID...</source>
        <translation>用法：lectern capture ID... | --feed ID | --pending [--jobs N] | --remove ID...</translation>
    </message>
    <message>
        <source>every article of this feed</source>
        <translation>该订阅源的所有文章</translation>
    </message>
    <message>
        <source>the articles waiting in the queue</source>
        <translation>队列中等待的文章</translation>
    </message>
    <message>
        <source>pages at once (4)</source>
        <translation>同时抓取的网页数（4）</translation>
    </message>
    <message>
        <source>drop the offline copies of ID...</source>
        <translation>删除 ID... 的离线副本</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 32</source>
        <translation>--jobs 需要 1 到 32 之间的数字</translation>
    </message>
    <message>
        <source>--feed needs a feed id (a positive number)</source>
        <translation>--feed 需要订阅源编号（正整数）</translation>
    </message>
    <message>
        <source>no feed with id %1</source>
        <translation>没有编号为 %1 的订阅源</translation>
    </message>
    <message>
        <source>this build of Lectern cannot capture articles (no page extractor)</source>
        <translation>此版本的 Lectern 无法抓取文章（没有网页提取器）</translation>
    </message>
    <message>
        <source>Captured %1 of %2 with %3</source>
        <translation>已抓取 %1 / %2，含 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s)</source>
        <translation>
            <numerusform>%n 篇文章</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n 张图片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n image(s) could not be kept)</source>
        <translation>
            <numerusform>（%n 张图片未能保存）</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 kept aside (less text than the feed)</source>
        <translation>；%1 篇被搁置（文字比订阅源中的少）</translation>
    </message>
    <message>
        <source>; %1 failed (tried again later)</source>
        <translation>；%1 篇失败（稍后重试）</translation>
    </message>
    <message>
        <source>every article on this shelf</source>
        <translation>该书架上的所有文章</translation>
    </message>
    <message>
        <source>the file or folder</source>
        <translation>文件或文件夹</translation>
    </message>
    <message>
        <source>no shelf “%1”</source>
        <translation>没有书架“%1”</translation>
    </message>
    <message>
        <source>the shelf “%1” holds no articles</source>
        <translation>书架“%1”中没有文章</translation>
    </message>
    <message>
        <source>this build of Lectern cannot print PDF files</source>
        <translation>此版本的 Lectern 无法生成 PDF 文件</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>no article with id %1</source>
        <translation>没有编号为 %1 的文章</translation>
    </message>
    <message>
        <source>“%1” is not an article id</source>
        <translation>“%1”不是文章编号</translation>
    </message>
    <message>
        <source>cannot create the library folder %1</source>
        <translation>无法创建书库文件夹 %1</translation>
    </message>
    <message>
        <source>unknown command “%1”; see lectern --help</source>
        <translation>未知命令“%1”；请参阅 lectern --help</translation>
    </message>
    <message>
        <source>only this feed</source>
        <translation>仅此订阅源</translation>
    </message>
    <message>
        <source>only this shelf (id or path)</source>
        <translation>仅此书架（编号或路径）</translation>
    </message>
    <message>
        <source>only unread articles</source>
        <translation>仅未读文章</translation>
    </message>
    <message>
        <source>only starred articles</source>
        <translation>仅星标文章</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>输出 JSON</translation>
    </message>
    <message>
        <source>usage: lectern mark read|unread|star|unstar ID...</source>
        <translation>用法：lectern mark read|unread|star|unstar ID...</translation>
    </message>
    <message>
        <source>no article with id %1; nothing was changed</source>
        <translation>没有编号为 %1 的文章；未做任何更改</translation>
    </message>
    <message>
        <source>cannot save: %1</source>
        <translation>无法保存：%1</translation>
    </message>
    <message>
        <source>usage: lectern import-opml FILE</source>
        <translation>用法：lectern import-opml FILE</translation>
    </message>
    <message>
        <source>Imported %1 new feeds (%2 already in the library) and %3 new shelves; run lectern refresh to fetch them</source>
        <translation>已导入 %1 个新订阅源（%2 个已在书库中）和 %3 个新书架；运行 lectern refresh 获取内容</translation>
    </message>
    <message>
        <source>usage: lectern export-opml FILE (or - for standard output)</source>
        <translation>用法：lectern export-opml FILE（或用 - 表示标准输出）</translation>
    </message>
    <message>
        <source>(no date)</source>
        <translation>（无日期）</translation>
    </message>
    <message>
        <source>measure parsing speed over DIR</source>
        <translation>测量 DIR 中所有文件的解析速度</translation>
    </message>
    <message>
        <source>a feed file or an http(s) URL</source>
        <translation>订阅源文件或 http(s) 网址</translation>
    </message>
    <message>
        <source>usage: lectern parse FILE|URL [--json] or lectern parse --bench DIR</source>
        <translation>用法：lectern parse FILE|URL [--json] 或 lectern parse --bench DIR</translation>
    </message>
    <message>
        <source>cannot make a temporary file: %1</source>
        <translation>无法创建临时文件：%1</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>%1 holds no files</source>
        <translation>%1 中没有文件</translation>
    </message>
    <message>
        <source>none (direct connections)</source>
        <translation>无（直接连接）</translation>
    </message>
    <message>
        <source>system (the desktop&apos;s or the environment&apos;s proxy settings)</source>
        <translation>系统（桌面或环境变量中的代理设置）</translation>
    </message>
    <message>
        <source>usage: lectern proxy [system|none|http://[USER@]HOST:PORT|socks5://[USER@]HOST:PORT [--password-stdin]]</source>
        <translation>用法：lectern proxy [system|none|http://[USER@]HOST:PORT|socks5://[USER@]HOST:PORT [--password-stdin]]</translation>
    </message>
    <message>
        <source>“%1” is not system, none, http://HOST:PORT or socks5://HOST:PORT</source>
        <translation>“%1”不是 system、none、http://HOST:PORT 或 socks5://HOST:PORT</translation>
    </message>
    <message>
        <source>--password-stdin needs a proxy with a user name</source>
        <translation>--password-stdin 需要带用户名的代理</translation>
    </message>
    <message>
        <source>cannot save the setting in %1</source>
        <translation>无法将设置保存到 %1</translation>
    </message>
    <message>
        <source>fetches at once to one server (2)</source>
        <translation>对同一服务器同时获取的数量（2）</translation>
    </message>
    <message>
        <source>HTTP user name of the feed</source>
        <translation>订阅源的 HTTP 用户名</translation>
    </message>
    <message>
        <source>read the feed&apos;s password from standard input</source>
        <translation>从标准输入读取订阅源的密码</translation>
    </message>
    <message>
        <source>seconds one fetch may take in all (as set in Preferences, else 60)</source>
        <translation>单次获取最多可用的秒数（取首选项中的设置，否则为 60）</translation>
    </message>
    <message>
        <source>usage: lectern refresh [--feed ID [--user NAME] [--password-stdin]] [--jobs N] [--per-host N] [--deadline SECONDS]</source>
        <translation>用法：lectern refresh [--feed ID [--user NAME] [--password-stdin]] [--jobs N] [--per-host N] [--deadline SECONDS]</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 64</source>
        <translation>--jobs 需要 1 到 64 之间的数字</translation>
    </message>
    <message>
        <source>--per-host needs a number from 1 to 64</source>
        <translation>--per-host 需要 1 到 64 之间的数字</translation>
    </message>
    <message>
        <source>--deadline needs a number of seconds from %1 to %2</source>
        <translation>--deadline 需要 %1 到 %2 之间的秒数</translation>
    </message>
    <message>
        <source>--user and --password-stdin need --feed ID</source>
        <translation>--user 和 --password-stdin 需要与 --feed ID 一起使用</translation>
    </message>
    <message>
        <source>cannot save the user name: %1</source>
        <translation>无法保存用户名：%1</translation>
    </message>
    <message>
        <source>feed %1 has no user name; give one with --user</source>
        <translation>订阅源 %1 没有用户名；请用 --user 指定</translation>
    </message>
    <message>
        <source>feed %1 is marked gone (HTTP 410) and is no longer checked</source>
        <translation>订阅源 %1 已标记为不存在（HTTP 410），不再检查</translation>
    </message>
    <message>
        <source>Refreshed %1: %2 with news (%3), %4 unchanged, %5 failed</source>
        <translation>已刷新 %1：%2 个有更新（%3），%4 个无变化，%5 个失败</translation>
    </message>
    <message numerus="yes">
        <source>%n feed(s)</source>
        <translation>
            <numerusform>%n 个订阅源</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n 篇新文章</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 waiting (their servers asked to wait, or they failed recently)</source>
        <translation>；%1 个在等待（服务器要求等待，或最近失败过）</translation>
    </message>
    <message>
        <source>--limit needs a positive number</source>
        <translation>--limit 需要正整数</translation>
    </message>
    <message>
        <source>search needs a query, e.g. lectern search &quot;memory barrier&quot; is:unread</source>
        <translation>search 需要查询条件，例如 lectern search &quot;memory barrier&quot; is:unread</translation>
    </message>
    <message>
        <source>search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
    <message>
        <source>usage: lectern shelf list | add PATH | rename SHELF NAME | remove SHELF | move SHELF PARENT|/ | feed FEED-ID SHELF|/ | put ARTICLE-ID SHELF | take ARTICLE-ID SHELF | retention SHELF DAYS|keep</source>
        <translation>用法：lectern shelf list | add PATH | rename SHELF NAME | remove SHELF | move SHELF PARENT|/ | feed FEED-ID SHELF|/ | put ARTICLE-ID SHELF | take ARTICLE-ID SHELF | retention SHELF DAYS|keep</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <source>cannot add the shelf: %1</source>
        <translation>无法添加书架：%1</translation>
    </message>
    <message>
        <source>retention needs a number of days or “keep”</source>
        <translation>保留期限需要天数或“keep”</translation>
    </message>
    <message>
        <source>“%1” is not an id</source>
        <translation>“%1”不是编号</translation>
    </message>
    <message>
        <source>placing the feed</source>
        <translation>放置订阅源</translation>
    </message>
    <message>
        <source>putting the article on the shelf</source>
        <translation>将文章放上书架</translation>
    </message>
    <message>
        <source>taking the article off the shelf</source>
        <translation>将文章从书架取下</translation>
    </message>
    <message>
        <source>cannot forget the user name: %1</source>
        <translation>无法删除用户名：%1</translation>
    </message>
    <message>
        <source>no feed with the id “%1”</source>
        <translation>没有编号为“%1”的订阅源</translation>
    </message>
    <message>
        <source>the capture policy is auto, always or never</source>
        <translation>抓取策略只能是 auto、always 或 never</translation>
    </message>
    <message>
        <source>capture policy failed: %1</source>
        <translation>设置抓取策略失败：%1</translation>
    </message>
    <message>
        <source>rule failed: %1</source>
        <translation>设置规则失败：%1</translation>
    </message>
    <message>
        <source>the interval needs minutes between 5 and 10080, or “auto”</source>
        <translation>间隔需要 5 到 10080 之间的分钟数，或“auto”</translation>
    </message>
    <message>
        <source>interval failed: %1</source>
        <translation>设置间隔失败：%1</translation>
    </message>
    <message>
        <source>retention failed: %1</source>
        <translation>设置保留期限失败：%1</translation>
    </message>
    <message>
        <source>print the reader&apos;s page</source>
        <translation>输出阅读器的页面</translation>
    </message>
    <message>
        <source>the page for a dark colour scheme</source>
        <translation>深色配色的页面</translation>
    </message>
    <message>
        <source>the feed&apos;s version of a captured article</source>
        <translation>已抓取文章的订阅源版本</translation>
    </message>
    <message>
        <source>the article id</source>
        <translation>文章编号</translation>
    </message>
    <message>
        <source>usage: lectern show ID [--html] [--dark] [--feed-version]</source>
        <translation>用法：lectern show ID [--html] [--dark] [--feed-version]</translation>
    </message>
    <message>
        <source>show needs an article id (a positive number)</source>
        <translation>show 需要文章编号（正整数）</translation>
    </message>
    <message>
        <source>Feed: </source>
        <translation>订阅源：</translation>
    </message>
    <message>
        <source>Published: </source>
        <translation>发布时间：</translation>
    </message>
    <message>
        <source>Link: </source>
        <translation>链接：</translation>
    </message>
    <message>
        <source>Captured: </source>
        <translation>抓取时间：</translation>
    </message>
    <message>
        <source>usage: lectern info</source>
        <translation>用法：lectern info</translation>
    </message>
    <message>
        <source>usage: lectern vacuum</source>
        <translation>用法：lectern vacuum</translation>
    </message>
    <message>
        <source>cannot release unused images: %1</source>
        <translation>无法释放未使用的图片：%1</translation>
    </message>
    <message>
        <source>cannot compact the database: %1</source>
        <translation>无法压缩数据库：%1</translation>
    </message>
    <message>
        <source>Removed %1 unused images; freed %2</source>
        <translation>已删除 %1 张未使用的图片；释放了 %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no feed; as a page feed it holds %n item(s):</source>
        <translation>
            <numerusform>%1 没有订阅源；作为网页订阅源，它包含 %n 个条目：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is a feed, “%2”, with %n entry(ies):</source>
        <translation>
            <numerusform>%1 是订阅源“%2”，包含 %n 个条目：</numerusform>
        </translation>
    </message>
    <message>
        <source>print what would be subscribed to; store nothing</source>
        <translation>显示将要订阅的内容；不保存任何东西</translation>
    </message>
    <message>
        <source>print what was found as JSON (the entries of a page feed)</source>
        <translation>以 JSON 输出找到的内容（网页订阅源的条目）</translation>
    </message>
    <message>
        <source>a page rule needs --item SELECTOR</source>
        <translation>网页规则需要 --item SELECTOR</translation>
    </message>
    <message>
        <source>Feed %1 finds its page&apos;s items without a rule</source>
        <translation>订阅源 %1 不使用规则，自动查找网页中的条目</translation>
    </message>
    <message>
        <source>Feed %1 reads its page with the rule %2; the next refresh applies it</source>
        <translation>订阅源 %1 将按规则 %2 读取网页；下次刷新时生效</translation>
    </message>
    <message numerus="yes">
        <source>the site has no feed and its page lists no items; its sitemap %1 lists %n page(s):</source>
        <translation>
            <numerusform>该网站没有订阅源，网页上也没有列出条目；它的站点地图 %1 列出了 %n 个页面：</numerusform>
        </translation>
    </message>
    <message>
        <source>remove failed: %1</source>
        <translation>删除失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Unsubscribed from “%1” (feed %2) and removed its %n article(s)</source>
        <translation>
            <numerusform>已退订“%1”（订阅源 %2），并删除了它的 %n 篇文章</numerusform>
        </translation>
    </message>
    <message>
        <source>fetches at once (%1)</source>
        <translation>同时获取的数量（%1）</translation>
    </message>
    <message>
        <source>a page without a feed whose items stand under headings: follow each section as a feed of its own, on a shelf named after the page</source>
        <translation>没有订阅源、条目按标题分组的网页：每个分区作为单独的订阅源关注，放在以网页命名的书架上</translation>
    </message>
    <message>
        <source>usage: lectern add URL [--user NAME --password-stdin] [--dry-run] [--json] [--by-section]</source>
        <translation>用法：lectern add URL [--user NAME --password-stdin] [--dry-run] [--json] [--by-section]</translation>
    </message>
    <message numerus="yes">
        <source>Added %n section feed(s) on the shelf “%1”:</source>
        <translation>
            <numerusform>已在书架“%1”上添加 %n 个分区订阅源：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” (feed %2): %n article(s)</source>
        <translation>
            <numerusform>“%1”（订阅源 %2）：%n 篇文章</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: lectern save URL... [--shelf S] [--tag T]...</source>
        <translation>用法：lectern save URL... [--shelf S] [--tag T]...</translation>
    </message>
    <message>
        <source>put them on this shelf</source>
        <translation>把它们放到这个书架上</translation>
    </message>
    <message>
        <source>tag them (repeatable)</source>
        <translation>给它们加标签（可重复）</translation>
    </message>
    <message>
        <source>Saved “%1” (article %2)</source>
        <translation>已保存“%1”（文章 %2）</translation>
    </message>
    <message>
        <source>Saved %1 as a link (article %2): %3</source>
        <translation>已将 %1 作为链接保存（文章 %2）：%3</translation>
    </message>
    <message>
        <source>usage: lectern import FILE</source>
        <translation>用法：lectern import FILE</translation>
    </message>
    <message>
        <source>%1 is too large to be an export (%2 MB)</source>
        <translation>%1 太大，不像导出文件（%2 MB）</translation>
    </message>
    <message>
        <source>cannot import %1: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n page(s) from %1</source>
        <translation>
            <numerusform>已从%1导入 %n 个网页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n already saved)</source>
        <translation>
            <numerusform>（%n 个已保存过）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %n new shelf(s)</source>
        <translation>
            <numerusform>，新建 %n 个书架</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lectern: %n row(s) without a web address left out</source>
        <translation>
            <numerusform>lectern：%n 行没有网址，已略过</numerusform>
        </translation>
    </message>
    <message>
        <source>Their full text is captured by lectern capture --pending, or by the window in the background</source>
        <translation>它们的全文由 lectern capture --pending 或窗口在后台抓取</translation>
    </message>
    <message numerus="yes">
        <source>Handed %n page(s) to the Lectern window, which saves them</source>
        <translation>
            <numerusform>已将 %n 个网页交给 Lectern 窗口保存</numerusform>
        </translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>高亮</translation>
    </message>
    <message>
        <source>Highlights: %1</source>
        <translation>高亮：%1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>every highlight, as Markdown</source>
        <translation>全部高亮，Markdown 格式</translation>
    </message>
    <message>
        <source>usage: lectern highlights [--article ID] [--shelf S] [--json]</source>
        <translation>用法：lectern highlights [--article ID] [--shelf S] [--json]</translation>
    </message>
    <message>
        <source>usage: lectern highlight add ID --quote TEXT [--note TEXT] [--color C]
       lectern highlight note HIGHLIGHT-ID TEXT | remove HIGHLIGHT-ID</source>
        <translation>用法：lectern highlight add ID --quote TEXT [--note TEXT] [--color C]
      lectern highlight note HIGHLIGHT-ID TEXT | remove HIGHLIGHT-ID</translation>
    </message>
    <message>
        <source>one article&apos;s</source>
        <translation>某一篇文章的</translation>
    </message>
    <message>
        <source>a shelf&apos;s articles&apos;</source>
        <translation>某个书架上文章的</translation>
    </message>
    <message>
        <source>as JSON</source>
        <translation>以 JSON 输出</translation>
    </message>
    <message>
        <source>(not found in this version)</source>
        <translation>（此版本中找不到）</translation>
    </message>
    <message>
        <source>the passage</source>
        <translation>要高亮的文字</translation>
    </message>
    <message>
        <source>a note (Markdown)</source>
        <translation>笔记（Markdown）</translation>
    </message>
    <message>
        <source>the colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>“%1” is not a highlight colour (%2)</source>
        <translation>“%1”不是高亮颜色（%2）</translation>
    </message>
    <message>
        <source>article %1 does not contain “%2”</source>
        <translation>文章 %1 中没有“%2”</translation>
    </message>
    <message>
        <source>cannot save the highlight</source>
        <translation>无法保存高亮</translation>
    </message>
    <message>
        <source>“%1” is not a highlight id</source>
        <translation>“%1”不是高亮编号</translation>
    </message>
    <message>
        <source>no highlight with id %1</source>
        <translation>没有编号为 %1 的高亮</translation>
    </message>
    <message>
        <source>cannot save the change to highlight %1</source>
        <translation>无法保存对高亮 %1 的修改</translation>
    </message>
    <message>
        <source>the account&apos;s user</source>
        <translation>账户的用户名</translation>
    </message>
    <message>
        <source>read the password from stdin</source>
        <translation>从标准输入读取密码</translation>
    </message>
    <message>
        <source>“%1” is not an http or https address</source>
        <translation>“%1”不是 http 或 https 地址</translation>
    </message>
    <message>
        <source>lectern: %1; give it to each sync with --password-stdin</source>
        <translation>lectern：%1；每次同步时请用 --password-stdin 提供密码</translation>
    </message>
    <message>
        <source>never synced</source>
        <translation>从未同步</translation>
    </message>
    <message>
        <source>no account with id %1</source>
        <translation>没有编号为 %1 的账户</translation>
    </message>
    <message>
        <source>cannot remove the account</source>
        <translation>无法删除账户</translation>
    </message>
    <message>
        <source>only this account</source>
        <translation>仅此账户</translation>
    </message>
    <message>
        <source>no accounts: add one with lectern account add</source>
        <translation>没有账户：请用 lectern account add 添加</translation>
    </message>
    <message>
        <source>account %1 (%2): %3</source>
        <translation>账户 %1（%2）：%3</translation>
    </message>
    <message>
        <source>account %1: %2 subscriptions, %3 new items, %4 changes sent; %5 requests in %6 ms</source>
        <translation>账户 %1：%2 个订阅，%3 个新条目，推送 %4 处改动；%5 个请求，用时 %6 毫秒</translation>
    </message>
    <message>
        <source>usage: lectern account add miniflux|greader URL --user NAME --password-stdin
       lectern account add miniflux URL --token-stdin
       lectern account list | remove ID</source>
        <translation>用法：lectern account add miniflux|greader URL --user NAME --password-stdin
      lectern account add miniflux URL --token-stdin
      lectern account list | remove ID</translation>
    </message>
    <message>
        <source>usage: lectern sync [--account ID] [--password-stdin | --token-stdin]</source>
        <translation>用法：lectern sync [--account ID] [--password-stdin | --token-stdin]</translation>
    </message>
    <message>
        <source>read a Miniflux API token from stdin</source>
        <translation>从标准输入读取 Miniflux API 令牌</translation>
    </message>
    <message>
        <source>give the token on standard input</source>
        <translation>请在标准输入中提供令牌</translation>
    </message>
    <message>
        <source>--password-stdin and --token-stdin need --account ID</source>
        <translation>--password-stdin 和 --token-stdin 需要 --account ID</translation>
    </message>
    <message numerus="yes">
        <source> (%n image(s) in your local network refused)</source>
        <translation>
            <numerusform>（已拒绝 %n 张指向本地网络的图片）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n page(s) in your local network refused</source>
        <translation>
            <numerusform>；已拒绝 %n 个指向本地网络的页面</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 feeds, %2 articles, %3 highlights, %4 images</source>
        <translation>%1 个订阅源、%2 篇文章、%3 条高亮、%4 张图片</translation>
    </message>
    <message>
        <source>usage: lectern backup FILE</source>
        <translation>用法：lectern backup FILE</translation>
    </message>
    <message>
        <source>Backed up %1 to %2 (%3 MB) in %4 s</source>
        <translation>已将 %1 备份到 %2（%3 MB），用时 %4 秒</translation>
    </message>
    <message>
        <source>usage: lectern restore FILE [--library DIR]</source>
        <translation>用法：lectern restore FILE [--library DIR]</translation>
    </message>
    <message>
        <source>Restored %1 into %2 (backed up %3) in %4 s</source>
        <translation>已将 %1 恢复到 %2（备份于 %3），用时 %4 秒</translation>
    </message>
    <message>
        <source>cannot import %1: the highlights could not be stored</source>
        <translation>无法导入 %1：无法保存这些高亮</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n highlight(s)</source>
        <translation>
            <numerusform>已导入 %n 条高亮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> onto %n article(s)</source>
        <translation>
            <numerusform>，放到 %n 篇文章上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n already there)</source>
        <translation>
            <numerusform>（%n 条已存在）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lectern: %n highlight(s) not placed</source>
        <translation>
            <numerusform>lectern：%n 条高亮未能放置</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: lectern export ID... | --shelf S --format html|md|pdf -o PATH
       lectern export --highlights [--shelf S]
              [--format md|obsidian|readwise|annotations] -o PATH|-</source>
        <translation>用法：lectern export ID... | --shelf S --format html|md|pdf -o PATH
      lectern export --highlights [--shelf S]
             [--format md|obsidian|readwise|annotations] -o PATH|-</translation>
    </message>
    <message>
        <source>--format obsidian writes a folder: give -o FOLDER</source>
        <translation>--format obsidian 会写入一个文件夹：请用 -o FOLDER 指定</translation>
    </message>
    <message>
        <source>%1: %2 new notes, %3 updated, %4 unchanged</source>
        <translation>%1：新建 %2 篇笔记，更新 %3 篇，%4 篇未变</translation>
    </message>
    <message>
        <source>html, md or pdf; for highlights md, obsidian, readwise or annotations</source>
        <translation>html、md 或 pdf；导出高亮时为 md、obsidian、readwise 或 annotations</translation>
    </message>
    <message numerus="yes">
        <source>lectern: %n image(s) the library lists were not in its folder, and are not in the backup</source>
        <translation>
            <numerusform>lectern：书库记录的 %n 张图片不在其文件夹中，未包含在备份里</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: lectern rule list | add NAME --if CONDITION... [--any] --then ACTION... | remove ID | on ID | off ID | preview ID | apply ID
  CONDITION  [!]FIELD:words, FIELD=&quot;a phrase&quot; or FIELD~regex; FIELD is title, author, content, tag, link, feed (an id) or shelf (an id)
  ACTION     read, star, mute, notify, tag=NAME, shelf=ID, capture=offline|never</source>
        <translation>用法：lectern rule list | add NAME --if CONDITION... [--any] --then ACTION... | remove ID | on ID | off ID | preview ID | apply ID
  CONDITION  [!]FIELD:词语、FIELD=&quot;短语&quot; 或 FIELD~正则；FIELD 为 title、author、content、tag、link、feed（编号）或 shelf（编号）
  ACTION     read、star、mute、notify、tag=NAME、shelf=ID、capture=offline|never</translation>
    </message>
    <message>
        <source>unexpected “%1”</source>
        <translation>意外的“%1”</translation>
    </message>
    <message>
        <source>a rule could not be read: %1</source>
        <translation>有一条规则无法读取：%1</translation>
    </message>
    <message>
        <source>cannot add the rule: %1</source>
        <translation>无法添加规则：%1</translation>
    </message>
    <message>
        <source>%1 stored article(s) match; the rule would change %2</source>
        <translation>%1 篇已保存的文章符合；规则会改变其中 %2 篇</translation>
    </message>
    <message>
        <source>cannot apply the rule: %1</source>
        <translation>无法应用规则：%1</translation>
    </message>
    <message numerus="yes">
        <source>The rule changed %n article(s)</source>
        <translation>
            <numerusform>规则改变了 %n 篇文章</numerusform>
        </translation>
    </message>
    <message>
        <source>— page %1 of %2 —</source>
        <translation>— 第 %1 页，共 %2 页 —</translation>
    </message>
    <message>
        <source>Usage: lectern [--library DIR] [--verbose] [COMMAND [ARGS...]]

Lectern is a reader and offline library for technical writing. Without a command it
opens the window; with one it works headless, for scripts.

Global options (before the command):
  --library DIR    use the library in DIR (also: LECTERN_LIBRARY_DIR)
  --verbose        show what Qt and the browser engine say (always kept in
                   lectern/engine.log in the user&apos;s cache folder)
  -h, --help       show this help
  -v, --version    show the version

Commands:
  add URL [--user NAME --password-stdin] [--dry-run] [--json] [--by-section]
                                   subscribe to a feed and store its articles; a
                                   site without a feed is followed through the
                                   items its page lists (--by-section: a feed per
                                   section of the page, on a shelf of its own)
  list [--shelf S] [--feed ID] [--unread] [--starred] [--json]
                                   list stored articles, newest first
  refresh [--feed ID [--user NAME] [--password-stdin]] [--jobs N] [--per-host N]
                                   fetch every feed (or one) and store what is new;
                                   feeds that must wait are skipped unless named
  proxy [system|none|http://[USER@]HOST:PORT|socks5://[USER@]HOST:PORT
         [--password-stdin]]
                                   show or set the proxy (the system&apos;s by default)
  show ID [--html] [--dark] [--feed-version]
                                   an article as text, or the exact page the reader
                                   loads
  cite ID... [--format bibtex|ris]
                                   citations: a paper with its authors, venue, DOI
                                   and arXiv id; any other article as a web page
  search QUERY [--json] [--limit N]
                                   full-text search: words, &quot;phrases&quot;, -word,
                                   shelf: feed: tag: is:unread is:starred is:offline
                                   is:muted
                                   has:code has:highlights has:pdf note:WORD
                                   before:YYYY-MM-DD after:YYYY-MM-DD
  mark read|unread|star|unstar ID...
                                   change the reading state of articles
  shelf list | add PATH | rename S NAME | remove S | move S PARENT|/
        | feed FEED-ID S|/ | put ARTICLE-ID S | take ARTICLE-ID S
        | retention S DAYS|keep
                                   manage shelves (S: an id or a path like A/B)
  rule list | add NAME --if COND... [--any] --then ACTION... | remove ID
       | on ID | off ID | preview ID | apply ID
                                   rules new articles meet as they are stored
                                   (COND: [!]title:words, title=&quot;phrase&quot;,
                                   title~regex; fields title author content tag
                                   link feed shelf; ACTION: read star mute notify
                                   tag=T shelf=ID capture=offline|never); preview
                                   counts what one would change in the library,
                                   apply changes it
  feed list [--json] | retention FEED-ID DAYS|keep | interval FEED-ID MINUTES|auto
                                   the subscribed feeds; how long a feed keeps its
                                   articles (starred and shelved ones always stay);
                                   how often the window refreshes it
  feed remove FEED-ID              unsubscribe: the feed and its articles go
  feed login FEED-ID USER | logout FEED-ID
                                   HTTP login of a private feed; the password is
                                   read from standard input and kept in the
                                   system keychain
  save URL... [--shelf S] [--tag T]...
                                   keep pages met outside a feed: each is stored
                                   with what it says of itself and captured for
                                   offline reading (one that cannot be read is
                                   kept as a link)
  capture ID... | --feed ID | --pending [--jobs N] | --remove ID...
                                   keep the full article and its images for
                                   offline reading (--pending: what the feeds&apos;
                                   capture policies queued; --remove: drop the
                                   offline copies)
  export ID... | --shelf S --format html|md|pdf -o PATH
                                   articles as files: self-contained HTML, Markdown
                                   with its images and highlights, or PDF (several:
                                   PATH is a folder)
  export --highlights [--shelf S] [--format md|obsidian|readwise|annotations]
         -o PATH|-                 every highlight and note (of the library or a
                                   shelf): one Markdown file by article; a folder of
                                   notes for Obsidian or Logseq, updated in place
                                   (what you write below the marked line is kept);
                                   Readwise&apos;s CSV; W3C Web Annotations (JSON-LD)
  highlights [--article ID] [--shelf S] [--json]
                                   list highlights with their notes and articles
  highlight add ID --quote TEXT [--note TEXT] [--color yellow|green|blue|pink]
            | note HIGHLIGHT-ID TEXT | remove HIGHLIGHT-ID
                                   mark a passage of an article, write its note,
                                   remove it
  info                             the library&apos;s folder, contents and sizes
  vacuum                           remove images no article uses; compact
  backup FILE                      the whole library in one file (the window may
                                   run meanwhile)
  restore FILE [--library DIR]     a new library made from a backup (never over
                                   an existing one)
  feed capture FEED-ID auto|always|never
                                   when to capture a feed&apos;s articles (auto: when
                                   the feed carries only a summary)
  feed rule FEED-ID SELECTOR [--strip SELECTORS]
                                   where the article is on the feed&apos;s pages (CSS)
  import-opml FILE                 add the feeds of an OPML file; its groups become
                                   shelves
  import FILE                      OPML as above, or the pages of a Pocket or
                                   Instapaper CSV export or a wallabag JSON export
                                   (their tags, folders, read and starred states
                                   kept; captured by capture --pending), or the
                                   highlights of a Readwise CSV, put on the articles
                                   with the same address
  export-opml FILE|-               write shelves and feeds as OPML 2.0
  account add miniflux|greader URL --user NAME --password-stdin
  account add miniflux URL --token-stdin | list | remove ID
                                   accounts on a Miniflux (its REST API) or a Google
                                   Reader API server (FreshRSS, ...); the password or
                                   token goes to the system keychain
  sync [--account ID] [--password-stdin | --token-stdin]
                                   push read and starred changes, then bring in the
                                   server&apos;s subscriptions, new items and states
  parse FILE|URL [--json]          parse a feed and show what was read and what was
                                   wrong (the library is not touched)
  parse --bench DIR                parsing speed over every file under DIR

Default library: %1
</source>
        <translation>用法：lectern [--library DIR] [--verbose] [COMMAND [ARGS...]]

Lectern 是一个面向技术文章的阅读器和离线书库。不带命令时它打开窗口；带命令时
在后台运行，供脚本使用。

全局选项（写在命令之前）：
  --library DIR    使用 DIR 中的书库（也可用 LECTERN_LIBRARY_DIR）
  --verbose        显示 Qt 和浏览器引擎输出的信息（它们总会记录在用户缓存目录的
                   lectern/engine.log 中）
  -h, --help       显示本帮助
  -v, --version    显示版本

命令：
  add URL [--user NAME --password-stdin] [--dry-run] [--json] [--by-section]
                                   订阅一个订阅源并保存其文章；没有订阅源的
                                   网站，则通过其网页列出的条目来关注
                                   （--by-section：网页的每个分区成为一个订阅源，
                                   放在以网页命名的书架上）
  list [--shelf S] [--feed ID] [--unread] [--starred] [--json]
                                   列出已保存的文章，最新的在前
  refresh [--feed ID [--user NAME] [--password-stdin]] [--jobs N] [--per-host N]
                                   获取所有订阅源（或其中一个）并保存新内容；
                                   需要等待的订阅源会被跳过，除非明确指定
  proxy [system|none|http://[USER@]HOST:PORT|socks5://[USER@]HOST:PORT
         [--password-stdin]]
                                   显示或设置代理（默认使用系统代理）
  show ID [--html] [--dark] [--feed-version]
                                   以文本显示一篇文章，或输出阅读器加载的页面
  cite ID... [--format bibtex|ris]
                                   引用：论文带上作者、出处、DOI 和 arXiv 编号；
                                   其他文章作为网页引用
  search QUERY [--json] [--limit N]
                                   全文搜索：词语、&quot;短语&quot;、-排除词、
                                   shelf: feed: tag: is:unread is:starred is:offline
                                   is:muted
                                   has:code has:highlights has:pdf note:WORD
                                   before:YYYY-MM-DD after:YYYY-MM-DD
  mark read|unread|star|unstar ID...
                                   更改文章的阅读状态
  shelf list | add PATH | rename S NAME | remove S | move S PARENT|/
        | feed FEED-ID S|/ | put ARTICLE-ID S | take ARTICLE-ID S
        | retention S DAYS|keep
                                   管理书架（S：编号或 A/B 这样的路径）
  rule list | add NAME --if COND... [--any] --then ACTION... | remove ID
       | on ID | off ID | preview ID | apply ID
                                   新文章保存时遵循的规则（COND：[!]title:词语、
                                   title=&quot;短语&quot;、title~正则；字段 title author
                                   content tag link feed shelf；ACTION：read star
                                   mute notify tag=T shelf=ID capture=offline|never）；
                                   preview 统计规则会改变资料库中的哪些文章，
                                   apply 执行这些改变
  feed list [--json] | retention FEED-ID DAYS|keep | interval FEED-ID MINUTES|auto
                                   已订阅的订阅源；订阅源保留文章的时长（星标和
                                   放上书架的文章始终保留）；窗口刷新它的频率
  feed remove FEED-ID              退订：订阅源及其文章一并删除
  feed login FEED-ID USER | logout FEED-ID
                                   私有订阅源的 HTTP 登录；密码从标准输入读取，
                                   保存在系统钥匙串中
  save URL... [--shelf S] [--tag T]...
                                   保存不在订阅源中的网页：每个网页连同它自身
                                   提供的信息一起保存，并抓取供离线阅读（无法
                                   读取的网页作为链接保存）
  capture ID... | --feed ID | --pending [--jobs N] | --remove ID...
                                   保存完整文章及其图片，供离线阅读（--pending：
                                   订阅源抓取策略排入队列的文章；--remove：删除
                                   离线副本）
  export ID... | --shelf S --format html|md|pdf -o PATH
                                   把文章导出为文件：独立的 HTML、附带图片和
                                   高亮的 Markdown，或 PDF（多篇时 PATH 为文件夹）
  export --highlights [--shelf S] [--format md|obsidian|readwise|annotations]
         -o PATH|-                 全部高亮和笔记（整个书库或一个书架）：按文章
                                   写成一个 Markdown 文件；写入 Obsidian 或 Logseq
                                   的笔记文件夹，原地更新（标记行以下你写的内容会
                                   保留）；Readwise 的 CSV；W3C Web Annotations
                                   （JSON-LD）
  highlights [--article ID] [--shelf S] [--json]
                                   列出高亮及其笔记和所在文章
  highlight add ID --quote TEXT [--note TEXT] [--color yellow|green|blue|pink]
            | note HIGHLIGHT-ID TEXT | remove HIGHLIGHT-ID
                                   高亮文章中的一段文字、写下笔记、删除高亮
  info                             书库的文件夹、内容和大小
  vacuum                           删除没有文章使用的图片；压缩数据库
  backup FILE                      把整个书库备份为一个文件（窗口可同时运行）
  restore FILE [--library DIR]     从备份新建一个书库（绝不覆盖已有的书库）
  feed capture FEED-ID auto|always|never
                                   何时抓取订阅源的文章（auto：订阅源只有摘要时）
  feed rule FEED-ID SELECTOR [--strip SELECTORS]
                                   文章在订阅源网页中的位置（CSS 选择器）
  import-opml FILE                 添加 OPML 文件中的订阅源；其中的分组成为书架
  import FILE                      同上导入 OPML，或导入 Pocket、Instapaper 的 CSV
                                   导出文件或 wallabag 的 JSON 导出文件中的网页（保留
                                   标签、文件夹、已读和星标状态；由 capture --pending
                                   抓取），或 Readwise CSV 中的高亮，放到地址相同的
                                   文章上
  export-opml FILE|-               将书架和订阅源写成 OPML 2.0
  account add miniflux|greader URL --user NAME --password-stdin
  account add miniflux URL --token-stdin | list | remove ID
                                   Miniflux（其 REST API）或 Google Reader API 服务器
                                   （FreshRSS 等）上的账户；密码或令牌保存在系统钥匙串中
  sync [--account ID] [--password-stdin | --token-stdin]
                                   先推送已读和星标的改动，再取回服务器上的订阅、
                                   新条目和状态
  parse FILE|URL [--json]          解析一个订阅源，显示读到的内容和其中的问题
                                   （不改动书库）
  parse --bench DIR                测量 DIR 下所有文件的解析速度

默认书库：%1
</translation>
    </message>
    <message>
        <source>bibtex (the default) or ris</source>
        <translation>bibtex（默认）或 ris</translation>
    </message>
    <message>
        <source>article ids</source>
        <translation>文章编号</translation>
    </message>
    <message>
        <source>usage: lectern cite ID... [--format bibtex|ris]</source>
        <translation>用法：lectern cite ID... [--format bibtex|ris]</translation>
    </message>
</context>
<context>
    <name>Lectern::Database</name>
    <message>
        <source>the library database %1 is read-only</source>
        <translation>书库数据库 %1 是只读的</translation>
    </message>
    <message>
        <source>the library database %1 has schema version %2, newer than this Lectern understands (%3); it was left untouched: use a newer Lectern</source>
        <translation>书库数据库 %1 的结构版本为 %2，比当前 Lectern 能识别的版本（%3）更新；数据库未被改动：请使用更新版本的 Lectern</translation>
    </message>
    <message>
        <source>the library database %1 is locked by another program; it was left untouched: close that program and try again</source>
        <translation>书库数据库 %1 被另一个程序锁定；数据库未被改动：请关闭该程序后重试</translation>
    </message>
    <message>
        <source>the library database %1 cannot be read (%2); it was left untouched</source>
        <translation>无法读取书库数据库 %1（%2）；数据库未被改动</translation>
    </message>
    <message>
        <source>cannot back up %1 before updating it: %2</source>
        <translation>更新前无法备份 %1：%2</translation>
    </message>
    <message>
        <source>cannot open the library database %1: %2</source>
        <translation>无法打开书库数据库 %1：%2</translation>
    </message>
    <message>
        <source>cannot update the library database %1: %2</source>
        <translation>无法更新书库数据库 %1：%2</translation>
    </message>
    <message>
        <source>cannot use the library database %1: %2</source>
        <translation>无法使用书库数据库 %1：%2</translation>
    </message>
    <message>
        <source>cannot configure the library database %1: %2</source>
        <translation>无法配置书库数据库 %1：%2</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedEditor</name>
    <message>
        <source>Address not changed</source>
        <translation>地址未更改</translation>
    </message>
    <message>
        <source>%1 is in the library already, as another feed.</source>
        <translation>%1 已作为另一个订阅源在文库中。</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedFetcher</name>
    <message>
        <source>%1 is not an http or https address</source>
        <translation>%1 不是 http 或 https 地址</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s; stopped</source>
        <translation>%1 耗时超过 %2 秒，已停止</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB; the limit is %3 MB)</source>
        <translation>%1 太大（%2 MB；上限为 %3 MB）</translation>
    </message>
    <message>
        <source>%1 sent more than %2 MB (decompressed); stopped reading</source>
        <translation>%1 发送的内容超过 %2 MB（解压后），已停止读取</translation>
    </message>
    <message>
        <source>%1 redirects (HTTP %2) without saying where to</source>
        <translation>%1 要求重定向（HTTP %2），却没有给出目标地址</translation>
    </message>
    <message>
        <source>%1 redirects to %2, which is not http or https; refused</source>
        <translation>%1 重定向到 %2，它不是 http 或 https 地址，已拒绝</translation>
    </message>
    <message>
        <source>%1 redirects in a loop: %2</source>
        <translation>%1 的重定向形成了循环：%2</translation>
    </message>
    <message>
        <source>%1 redirects more than %2 times: %3</source>
        <translation>%1 重定向超过 %2 次：%3</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 %3</source>
        <translation>%1 返回 HTTP %2 %3</translation>
    </message>
    <message>
        <source>%1 stopped sending data (timed out)</source>
        <translation>%1 停止发送数据（超时）</translation>
    </message>
    <message>
        <source>%1 needs a user name and password (HTTP 401)</source>
        <translation>%1 需要用户名和密码（HTTP 401）</translation>
    </message>
    <message>
        <source>%1 refused the user name and password of %2 (HTTP 401)</source>
        <translation>%1 拒绝了 %2 的用户名和密码（HTTP 401）</translation>
    </message>
    <message>
        <source>: the feed was removed; it is no longer checked</source>
        <translation>：该订阅源已被删除，不再检查</translation>
    </message>
    <message>
        <source>; it asks not to come back before %1</source>
        <translation>；服务器要求在 %1 之前不要再访问</translation>
    </message>
    <message>
        <source>%1 closed the connection before the whole response arrived</source>
        <translation>%1 在响应完整到达之前关闭了连接</translation>
    </message>
    <message>
        <source>%1 sent %2, not a feed</source>
        <translation>%1 发送的是 %2，不是订阅源</translation>
    </message>
    <message>
        <source>%1 ended its response before the body it declared (%2 of %3 bytes)</source>
        <translation>%1 在声明的内容传完之前结束了响应（%2 / %3 字节）</translation>
    </message>
    <message>
        <source>%1 sent a compressed body (%2, %3 bytes) that could not be decompressed</source>
        <translation>%1 发送的压缩内容（%2，%3 字节）无法解压</translation>
    </message>
    <message>
        <source>cannot fetch %1: %2</source>
        <translation>无法获取 %1：%2</translation>
    </message>
    <message>
        <source>%1 sent a compressed body (%2) that could not be decompressed</source>
        <translation>%1 发送的压缩内容（%2）无法解压</translation>
    </message>
    <message>
        <source>%1 points into %2 (%3); not fetched</source>
        <translation>%1 指向%2（%3），未获取</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedLoginDialog</name>
    <message>
        <source>Log In to %1</source>
        <translation>登录 %1</translation>
    </message>
    <message>
        <source>For a private feed that asks for a user name and password. The password is kept in the system keychain, not in Lectern&apos;s files, and sent to this feed&apos;s server only.</source>
        <translation>用于需要用户名和密码的私有订阅源。密码保存在系统钥匙串中，不写入 Lectern 的文件，且只发送给该订阅源的服务器。</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>用户名(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Log In</source>
        <translation>登录(&amp;L)</translation>
    </message>
    <message>
        <source>Log &amp;Out</source>
        <translation>退出登录(&amp;O)</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedLogins</name>
    <message>
        <source>cannot save the user name</source>
        <translation>无法保存用户名</translation>
    </message>
    <message>
        <source>cannot forget the user name</source>
        <translation>无法删除用户名</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedMenu</name>
    <message>
        <source>&amp;Log In…</source>
        <translation>登录(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>属性(&amp;P)…</translation>
    </message>
    <message>
        <source>Keep &amp;Offline</source>
        <translation>离线保存(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Automatically (when the feed has only summaries)</source>
        <translation>自动（订阅源只有摘要时）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Always</source>
        <translation>总是(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Never</source>
        <translation>从不(&amp;N)</translation>
    </message>
    <message>
        <source>New Shelf &amp;Inside…</source>
        <translation>在其中新建书架(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;New Shelf…</source>
        <translation>新建书架(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Rename Shelf…</source>
        <translation>重命名书架(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Delete Shelf</source>
        <translation>删除书架(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Move to Shelf</source>
        <translation>移到书架(&amp;M)</translation>
    </message>
    <message>
        <source>No Shelf</source>
        <translation>不放在书架上</translation>
    </message>
    <message>
        <source>&amp;Unsubscribe</source>
        <translation>退订(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Rename Saved Search…</source>
        <translation>重命名已存搜索(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Delete Saved Search</source>
        <translation>删除已存搜索(&amp;D)</translation>
    </message>
    <message>
        <source>Follow on Sync &amp;Account</source>
        <translation>在同步账户上订阅(&amp;A)</translation>
    </message>
    <message>
        <source>A page feed stays in this library</source>
        <translation>网页订阅只留在本文库中</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedParser</name>
    <message>
        <source>the root &lt;feed&gt; is in the namespace &quot;%1&quot;, not Atom&apos;s; it was read as Atom</source>
        <translation>根元素 &lt;feed&gt; 位于命名空间“%1”，而不是 Atom 的命名空间；已按 Atom 读取</translation>
    </message>
    <message>
        <source>the reading was stopped: its entries could not be taken</source>
        <translation>读取已停止：无法接收其中的条目</translation>
    </message>
    <message>
        <source>the document is an HTML page, not a feed</source>
        <translation>该文档是 HTML 网页，不是订阅源</translation>
    </message>
    <message>
        <source>the document is not valid JSON (%1 at offset %2), so it is no JSON Feed</source>
        <translation>该文档不是有效的 JSON（偏移 %2 处：%1），因此不是 JSON Feed</translation>
    </message>
    <message>
        <source>the document is JSON but not a JSON Feed (it has no &quot;version&quot; naming jsonfeed.org and no &quot;items&quot;)</source>
        <translation>该文档是 JSON，但不是 JSON Feed（既没有指向 jsonfeed.org 的“version”，也没有“items”）</translation>
    </message>
    <message>
        <source>the document type declares entities made of other entities; the declaration was ignored</source>
        <translation>文档类型声明中的实体由其他实体构成；已忽略该声明</translation>
    </message>
    <message>
        <source>the XML is malformed: %1</source>
        <translation>XML 格式错误：%1</translation>
    </message>
    <message>
        <source>the document is not a feed: it is not well-formed XML (line %1, column %2: %3)</source>
        <translation>该文档不是订阅源：它不是格式正确的 XML（第 %1 行，第 %2 列：%3）</translation>
    </message>
    <message>
        <source>the document is not a feed: it holds no XML element</source>
        <translation>该文档不是订阅源：其中没有任何 XML 元素</translation>
    </message>
    <message>
        <source>the document is XML but not a feed: its root element is &lt;%1&gt;, not &lt;rss&gt;, &lt;rdf:RDF&gt; or &lt;feed&gt;</source>
        <translation>该文档是 XML，但不是订阅源：根元素是 &lt;%1&gt;，而不是 &lt;rss&gt;、&lt;rdf:RDF&gt; 或 &lt;feed&gt;</translation>
    </message>
    <message>
        <source>the XML breaks off or is malformed here (%1); the %2 complete entries before it were kept</source>
        <translation>XML 在此处中断或格式错误（%1）；之前的 %2 个完整条目已保留</translation>
    </message>
    <message>
        <source>the document is %1 bytes, more than the %2 bytes a feed may have</source>
        <translation>该文档有 %1 字节，超过了订阅源允许的 %2 字节</translation>
    </message>
    <message>
        <source>the document is empty</source>
        <translation>该文档是空的</translation>
    </message>
    <message>
        <source>the document is not a feed: it is neither XML nor JSON</source>
        <translation>该文档不是订阅源：既不是 XML 也不是 JSON</translation>
    </message>
    <message>
        <source>the document is not valid JSON (%1), so it is no JSON Feed</source>
        <translation>该文档不是有效的 JSON（%1），因此不是 JSON Feed</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedPropertiesDialog</name>
    <message>
        <source>Feed Properties</source>
        <translation>订阅源属性</translation>
    </message>
    <message>
        <source>Automatically, when the feed has only summaries</source>
        <translation>自动（订阅源只有摘要时）</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>总是</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>found by Readability, e.g. article .post-content</source>
        <translation>由 Readability 自动识别，例如 article .post-content</translation>
    </message>
    <message>
        <source>e.g. .share, .related, #comments</source>
        <translation>例如 .share, .related, #comments</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>网站：</translation>
    </message>
    <message>
        <source>Articles:</source>
        <translation>文章：</translation>
    </message>
    <message>
        <source>%1 (%2 unread)</source>
        <translation>%1（%2 篇未读）</translation>
    </message>
    <message>
        <source>Last error:</source>
        <translation>上次错误：</translation>
    </message>
    <message>
        <source>Keep &amp;offline:</source>
        <translation>离线保存(&amp;O)：</translation>
    </message>
    <message>
        <source>Article &amp;selector:</source>
        <translation>正文选择器(&amp;S)：</translation>
    </message>
    <message>
        <source>Leave &amp;out:</source>
        <translation>排除(&amp;O)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Page rule&lt;/b&gt;: CSS selectors for the items of the page and their parts; leave a field empty to let Lectern find it.</source>
        <translation>&lt;b&gt;网页规则&lt;/b&gt;：网页条目及其各部分的 CSS 选择器；留空的字段由 Lectern 自动查找。</translation>
    </message>
    <message>
        <source>&amp;Items:</source>
        <translation>条目(&amp;I)：</translation>
    </message>
    <message>
        <source>Item &amp;title:</source>
        <translation>条目标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Item lin&amp;k:</source>
        <translation>条目链接(&amp;K)：</translation>
    </message>
    <message>
        <source>Item &amp;date:</source>
        <translation>条目日期(&amp;D)：</translation>
    </message>
    <message>
        <source>Date &amp;format:</source>
        <translation>日期格式(&amp;F)：</translation>
    </message>
    <message>
        <source>Item s&amp;ummary:</source>
        <translation>条目摘要(&amp;U)：</translation>
    </message>
    <message>
        <source>Item ta&amp;gs:</source>
        <translation>条目标签(&amp;G)：</translation>
    </message>
    <message>
        <source>Only &amp;links matching:</source>
        <translation>仅限匹配的链接(&amp;L)：</translation>
    </message>
    <message>
        <source>found by Lectern, e.g. article.post</source>
        <translation>由 Lectern 自动查找，例如 article.post</translation>
    </message>
    <message>
        <source>e.g. yyyy.MM.dd; empty: most forms</source>
        <translation>例如 yyyy.MM.dd；留空：识别常见格式</translation>
    </message>
    <message>
        <source>a regular expression, e.g. /posts/</source>
        <translation>正则表达式，例如 /posts/</translation>
    </message>
    <message>
        <source>the feed&apos;s own title</source>
        <translation>订阅源自带的标题</translation>
    </message>
    <message>
        <source>As the feed suggests</source>
        <translation>按订阅源的建议</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>As its shelf says, else all</source>
        <translation>按所在书架的设置，否则全部保留</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Refresh every:</source>
        <translation>刷新间隔(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Keep articles for:</source>
        <translation>文章保留(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>The address must be a web address (http or https).</source>
        <translation>地址必须是网址（http 或 https）。</translation>
    </message>
    <message>
        <source>No Shelf</source>
        <translation>不放在书架上</translation>
    </message>
    <message>
        <source>S&amp;helf:</source>
        <translation>书架(&amp;H)：</translation>
    </message>
    <message>
        <source>Last success:</source>
        <translation>上次成功：</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedRefresher</name>
    <message>
        <source>%1 needs the password of %2, but no password store is available</source>
        <translation>%1 需要 %2 的密码，但没有可用的密码存储</translation>
    </message>
    <message>
        <source>%1 needs a user name and password: %2</source>
        <translation>%1 需要用户名和密码：%2</translation>
    </message>
    <message>
        <source>not a feed</source>
        <translation>不是订阅源</translation>
    </message>
    <message>
        <source>the page has no section “%1” any more</source>
        <translation>网页上已没有分区“%1”</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedRemoval</name>
    <message>
        <source>Unsubscribing from %1 in 10 seconds</source>
        <translation>10 秒后退订“%1”</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Still subscribed to %1</source>
        <translation>仍订阅着“%1”</translation>
    </message>
    <message>
        <source>Unsubscribed from %1</source>
        <translation>已退订“%1”</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedSubscriber</name>
    <message>
        <source>%1 is a web page, and no feed was found through it (last try: %2)</source>
        <translation>%1 是网页，且未能从中找到订阅源（最后一次尝试：%2）</translation>
    </message>
    <message>
        <source>and the site has no sitemap with pages (%1)</source>
        <translation>且该网站没有列出页面的站点地图（%1）</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedTreeModel</name>
    <message>
        <source>All Articles</source>
        <translation>全部文章</translation>
    </message>
    <message>
        <source>Unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>Starred</source>
        <translation>星标</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Last refresh failed: %1</source>
        <translation>上次刷新失败：%1</translation>
    </message>
    <message>
        <source>At %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP 状态码 %1</translation>
    </message>
    <message>
        <source>Not checked again before %1</source>
        <translation>%1 之前不再检查</translation>
    </message>
    <message>
        <source>%1: %2 unread of %3</source>
        <translation>%1：%3 篇中 %2 篇未读</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>高亮</translation>
    </message>
</context>
<context>
    <name>Lectern::GoogleReaderClient</name>
    <message>
        <source>the server&apos;s login answer has no Auth token</source>
        <translation>服务器的登录应答中没有 Auth 令牌</translation>
    </message>
    <message>
        <source>the subscription list is not JSON: %1</source>
        <translation>订阅列表不是 JSON：%1</translation>
    </message>
    <message>
        <source>the list of item ids is not JSON</source>
        <translation>条目编号列表不是 JSON</translation>
    </message>
    <message>
        <source>the items&apos; contents are not JSON</source>
        <translation>条目内容不是 JSON</translation>
    </message>
</context>
<context>
    <name>Lectern::HighlightFiles</name>
    <message>
        <source>Export &amp;Highlights</source>
        <translation>导出高亮(&amp;H)</translation>
    </message>
    <message>
        <source>As &amp;Markdown…</source>
        <translation>导出为 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <source>To an &amp;Obsidian or Logseq Folder…</source>
        <translation>导出到 Obsidian 或 Logseq 文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>As &amp;Readwise CSV…</source>
        <translation>导出为 Readwise CSV(&amp;R)…</translation>
    </message>
    <message>
        <source>As &amp;Web Annotations…</source>
        <translation>导出为 Web Annotations(&amp;W)…</translation>
    </message>
    <message>
        <source>Export Highlights to a Folder of Notes</source>
        <translation>将高亮导出到笔记文件夹</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Readwise CSV (*.csv)</source>
        <translation>Readwise CSV (*.csv)</translation>
    </message>
    <message>
        <source>Web Annotations (*.jsonld *.json)</source>
        <translation>Web Annotations (*.jsonld *.json)</translation>
    </message>
    <message>
        <source>Export Highlights</source>
        <translation>导出高亮</translation>
    </message>
    <message>
        <source>Cannot export the highlights</source>
        <translation>无法导出高亮</translation>
    </message>
    <message>
        <source>%1: %2 new notes, %3 updated, %4 unchanged</source>
        <translation>%1：新建 %2 篇笔记，更新 %3 篇，%4 篇未变</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>高亮</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Highlights written to %1</source>
        <translation>高亮已写入 %1</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>%1: the highlights could not be stored</source>
        <translation>%1：无法保存这些高亮</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n highlight(s) from Readwise</source>
        <translation>
            <numerusform>已从 Readwise 导入 %n 条高亮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n already there</source>
        <translation>
            <numerusform>；%n 条已存在</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n not placed</source>
        <translation>
            <numerusform>；%n 条未能放置</numerusform>
        </translation>
    </message>
    <message>
        <source>Highlights not placed</source>
        <translation>未能放置的高亮</translation>
    </message>
    <message numerus="yes">
        <source>%n highlight(s) could not be placed: the library holds no article at their address, or its text does not hold them.</source>
        <translation>
            <numerusform>%n 条高亮未能放置：书库中没有对应地址的文章，或文章正文中没有这段文字。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::HighlightFlow</name>
    <message>
        <source>Note…</source>
        <translation>笔记…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message numerus="yes">
        <source>%n highlight(s) not found in this version of the article:</source>
        <translation>
            <numerusform>此版本的文章中找不到 %n 条高亮：</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an article and select a passage to highlight it</source>
        <translation>打开一篇文章并选中一段文字即可高亮</translation>
    </message>
    <message>
        <source>Select a passage of the article to highlight it</source>
        <translation>先选中文章中的一段文字再高亮</translation>
    </message>
    <message>
        <source>The highlight could not be saved</source>
        <translation>无法保存高亮</translation>
    </message>
</context>
<context>
    <name>Lectern::HighlightNoteDialog</name>
    <message>
        <source>Highlight Note</source>
        <translation>高亮笔记</translation>
    </message>
    <message>
        <source>A note on this passage (Markdown)</source>
        <translation>对这段文字的笔记（Markdown）</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>颜色(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Remove Highlight</source>
        <translation>删除高亮(&amp;R)</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>粉色</translation>
    </message>
</context>
<context>
    <name>Lectern::HtmlSelector</name>
    <message>
        <source>the selector “%1” cannot be used: %2</source>
        <translation>无法使用选择器“%1”：%2</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>它是空的</translation>
    </message>
    <message>
        <source>“&gt;” has nothing before it</source>
        <translation>“&gt;”前面没有内容</translation>
    </message>
    <message>
        <source>a list item is empty</source>
        <translation>列表中有一项是空的</translation>
    </message>
    <message>
        <source>an element name must come first</source>
        <translation>元素名必须写在最前面</translation>
    </message>
    <message>
        <source>“%1” has no name after it</source>
        <translation>“%1”后面没有名称</translation>
    </message>
    <message>
        <source>an attribute test has no name</source>
        <translation>属性条件没有名称</translation>
    </message>
    <message>
        <source>an attribute test is not closed with “]”</source>
        <translation>属性条件没有用“]”结束</translation>
    </message>
    <message>
        <source>an attribute test is not one of = ~= ^= $= *=</source>
        <translation>属性条件不是 = ~= ^= $= *= 之一</translation>
    </message>
    <message>
        <source>a quoted value is not closed</source>
        <translation>带引号的值没有结束</translation>
    </message>
    <message>
        <source>pseudo-classes such as “%1” are not supported</source>
        <translation>不支持“%1”这样的伪类</translation>
    </message>
    <message>
        <source>“%1” is not understood here</source>
        <translation>此处无法理解“%1”</translation>
    </message>
    <message>
        <source>it ends without an element to match</source>
        <translation>它在结尾处缺少要匹配的元素</translation>
    </message>
</context>
<context>
    <name>Lectern::KeyboardMap</name>
    <message>
        <source>Next article</source>
        <translation>下一篇文章</translation>
    </message>
    <message>
        <source>Previous article</source>
        <translation>上一篇文章</translation>
    </message>
    <message>
        <source>Next unread article</source>
        <translation>下一篇未读文章</translation>
    </message>
    <message>
        <source>Page down; at the end, the next article</source>
        <translation>向下翻页；到底后打开下一篇</translation>
    </message>
    <message>
        <source>Mark read or unread</source>
        <translation>标为已读或未读</translation>
    </message>
    <message>
        <source>Star or unstar</source>
        <translation>加星标或取消星标</translation>
    </message>
    <message>
        <source>Open on its site, in the browser</source>
        <translation>在浏览器中打开原文</translation>
    </message>
    <message>
        <source>Refresh the feed or shelf selected (else all)</source>
        <translation>刷新选中的订阅源或书架（未选中时刷新全部）</translation>
    </message>
    <message>
        <source>Mark everything in the list read</source>
        <translation>将列表中的全部文章标为已读</translation>
    </message>
    <message>
        <source>Go to All Articles</source>
        <translation>转到全部文章</translation>
    </message>
    <message>
        <source>Go to Unread</source>
        <translation>转到未读</translation>
    </message>
    <message>
        <source>Go to Starred</source>
        <translation>转到星标</translation>
    </message>
    <message>
        <source>Go to Today</source>
        <translation>转到今天</translation>
    </message>
    <message>
        <source>Go to Offline</source>
        <translation>转到离线</translation>
    </message>
    <message>
        <source>Show these keys</source>
        <translation>显示这些快捷键</translation>
    </message>
    <message>
        <source>Go to Highlights</source>
        <translation>转到“高亮”</translation>
    </message>
    <message>
        <source>Highlight the text selected in the article</source>
        <translation>高亮文章中选中的文字</translation>
    </message>
    <message>
        <source>Highlight the text selected, with a note</source>
        <translation>高亮选中的文字并写笔记</translation>
    </message>
</context>
<context>
    <name>Lectern::LibraryCommands</name>
    <message>
        <source>the library cannot be written</source>
        <translation>无法写入书库</translation>
    </message>
    <message>
        <source>this window cannot save pages</source>
        <translation>此窗口无法保存网页</translation>
    </message>
    <message>
        <source>this window does not sync</source>
        <translation>此窗口不同步</translation>
    </message>
</context>
<context>
    <name>Lectern::LibraryFiles</name>
    <message>
        <source>Export OPML</source>
        <translation>导出 OPML</translation>
    </message>
    <message>
        <source>OPML files (*.opml)</source>
        <translation>OPML 文件 (*.opml)</translation>
    </message>
    <message>
        <source>&amp;Export Article…</source>
        <translation>导出文章(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;OPML…</source>
        <translation>导出 OPML(&amp;O)…</translation>
    </message>
    <message>
        <source>Cannot import the subscriptions</source>
        <translation>无法导入订阅</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new feed(s) (%1 already here) and %2 new shelves; fetching them</source>
        <translation>
            <numerusform>已导入 %n 个新订阅源（%1 个已在书库中）和 %2 个新书架；正在获取</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export the subscriptions</source>
        <translation>无法导出订阅</translation>
    </message>
    <message>
        <source>Subscriptions written to %1</source>
        <translation>订阅已写入 %1</translation>
    </message>
    <message>
        <source>Open an article to export first</source>
        <translation>请先打开要导出的文章</translation>
    </message>
    <message>
        <source>Export Article</source>
        <translation>导出文章</translation>
    </message>
    <message>
        <source>Web page (*.html);;Markdown (*.md);;PDF (*.pdf)</source>
        <translation>网页 (*.html);;Markdown (*.md);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Cannot export the article</source>
        <translation>无法导出文章</translation>
    </message>
    <message>
        <source>the article is no longer in the library</source>
        <translation>文章已不在文库中</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n page(s)…</source>
        <translation>
            <numerusform>正在导入 %n 个网页…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n page(s) from %1 (%2 already saved); capturing them in the background</source>
        <translation>
            <numerusform>已从%1导入 %n 个网页（%2 个已保存过）；正在后台抓取</numerusform>
        </translation>
    </message>
    <message>
        <source>Subscriptions, saved pages and highlights (*.opml *.xml *.csv *.json);;All files (*)</source>
        <translation>订阅、保存的网页和高亮 (*.opml *.xml *.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Copy &amp;Citation</source>
        <translation>复制引用(&amp;C)</translation>
    </message>
    <message>
        <source>Open an article to cite first</source>
        <translation>请先打开要引用的文章</translation>
    </message>
    <message>
        <source>Citation copied as BibTeX</source>
        <translation>已复制 BibTeX 格式的引用</translation>
    </message>
</context>
<context>
    <name>Lectern::MainWindow</name>
    <message>
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>书库(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Add Feed…</source>
        <translation>添加订阅(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Lectern</source>
        <translation>关于 Lectern(&amp;A)</translation>
    </message>
    <message>
        <source>About Lectern</source>
        <translation>关于 Lectern</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Lectern %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A reader and offline library for technical writing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lectern %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;面向技术文章的阅读器与离线书库。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>查找(&amp;F)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Nothing found for %1</source>
        <translation>没有找到“%1”</translation>
    </message>
    <message>
        <source>Results for %1</source>
        <translation>“%1”的搜索结果</translation>
    </message>
    <message>
        <source>No unread article below this one</source>
        <translation>此篇之后没有未读文章</translation>
    </message>
    <message>
        <source>Everything in the list marked read</source>
        <translation>列表中的全部文章已标为已读</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>首页</translation>
    </message>
    <message>
        <source>Your library: the shelves, their counts and newest articles</source>
        <translation>你的书库：各个书架、文章数与最新文章</translation>
    </message>
    <message>
        <source>Save &amp;Page…</source>
        <translation>保存网页(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Highlights</source>
        <translation>高亮(&amp;H)</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>规则(&amp;U)…</translation>
    </message>
</context>
<context>
    <name>Lectern::MemoryCredentialStore</name>
    <message>
        <source>no password is stored for %1</source>
        <translation>没有为 %1 保存密码</translation>
    </message>
</context>
<context>
    <name>Lectern::MinifluxClient</name>
    <message>
        <source>the answer is not JSON: is this a Miniflux address?</source>
        <translation>应答不是 JSON：这是 Miniflux 的地址吗？</translation>
    </message>
    <message>
        <source>the list of feeds is not JSON</source>
        <translation>订阅源列表不是 JSON</translation>
    </message>
    <message>
        <source>the entries are not JSON</source>
        <translation>条目不是 JSON</translation>
    </message>
</context>
<context>
    <name>Lectern::NamespaceSpelling</name>
    <message>
        <source>the namespace &quot;%1&quot; was written &quot;%2&quot;; it was read as the one meant</source>
        <translation>命名空间“%1”被写成了“%2”；已按其本意读取</translation>
    </message>
</context>
<context>
    <name>Lectern::NetworkPane</name>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>The system&apos;s proxy</source>
        <translation>系统代理</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>不使用代理</translation>
    </message>
    <message>
        <source>This proxy:</source>
        <translation>使用以下代理：</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>SOCKS5</source>
        <translation>SOCKS5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A feed whose server has not sent it all by then gets an error, and the refresh goes on with the others.</source>
        <translation>到时服务器仍未发完的订阅源会报错，刷新继续处理其他订阅源。</translation>
    </message>
    <message>
        <source>&amp;Proxy:</source>
        <translation>代理(&amp;P)：</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>类型(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>用户名(&amp;U)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Give up on a feed after:</source>
        <translation>订阅源超时(&amp;G)：</translation>
    </message>
    <message>
        <source>Not usable yet (%1): the system&apos;s proxy is used meanwhile.</source>
        <translation>暂不可用（%1）：在此之前使用系统代理。</translation>
    </message>
</context>
<context>
    <name>Lectern::NetworkSettings</name>
    <message>
        <source>the manual proxy has no host name</source>
        <translation>手动代理没有主机名</translation>
    </message>
    <message>
        <source>the manual proxy %1 has no port (1 to 65535)</source>
        <translation>手动代理 %1 没有端口（1 到 65535）</translation>
    </message>
    <message>
        <source>the manual proxy must be an HTTP or a SOCKS5 proxy</source>
        <translation>手动代理必须是 HTTP 或 SOCKS5 代理</translation>
    </message>
</context>
<context>
    <name>Lectern::OlderPostsFetch</name>
    <message numerus="yes">
        <source>; %n older post(s) from %1</source>
        <translation>
            <numerusform>；另有 %n 篇较早的文章，来自 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::OpmlExchange</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, more than the %3 bytes an OPML file may have</source>
        <translation>%1 有 %2 字节，超过了 OPML 文件允许的 %3 字节</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>Lectern::OpmlReader</name>
    <message>
        <source>ignored the address &quot;%1&quot; of outline &quot;%2&quot;: it is not a valid URL</source>
        <translation>已忽略大纲“%2”的地址“%1”：它不是有效的网址</translation>
    </message>
    <message>
        <source>skipped outline &quot;%1&quot;: it includes another OPML file (%2), which is not followed</source>
        <translation>已跳过大纲“%1”：它引用了另一个 OPML 文件（%2），不会跟随读取</translation>
    </message>
    <message>
        <source>skipped outline &quot;%1&quot;: it has no feed URL and holds no feeds</source>
        <translation>已跳过大纲“%1”：它没有订阅源地址，也不包含订阅源</translation>
    </message>
    <message>
        <source>named a folder without a title &quot;%1&quot;</source>
        <translation>已将一个没有标题的文件夹命名为“%1”</translation>
    </message>
    <message>
        <source>outlines nested deeper than %1 levels were moved up into the folder at that depth</source>
        <translation>嵌套超过 %1 层的大纲已上移到该层的文件夹中</translation>
    </message>
    <message>
        <source>the file is an HTML page, not an OPML subscription list</source>
        <translation>该文件是 HTML 网页，不是 OPML 订阅列表</translation>
    </message>
    <message>
        <source>the file is an RSS feed (its root element is &lt;%1&gt;), not an OPML subscription list; subscribe to it instead</source>
        <translation>该文件是 RSS 订阅源（根元素为 &lt;%1&gt;），不是 OPML 订阅列表；请直接订阅它</translation>
    </message>
    <message>
        <source>the file is an Atom feed (its root element is &lt;%1&gt;), not an OPML subscription list; subscribe to it instead</source>
        <translation>该文件是 Atom 订阅源（根元素为 &lt;%1&gt;），不是 OPML 订阅列表；请直接订阅它</translation>
    </message>
    <message>
        <source>the file is XML but not OPML: its root element is &lt;%1&gt;, not &lt;opml&gt;</source>
        <translation>该文件是 XML，但不是 OPML：根元素是 &lt;%1&gt;，而不是 &lt;opml&gt;</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the %2 bytes an OPML file may have</source>
        <translation>该文件有 %1 字节，超过了 OPML 文件允许的 %2 字节</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>该文件是空的</translation>
    </message>
    <message>
        <source>the file is JSON, not an OPML subscription list</source>
        <translation>该文件是 JSON，不是 OPML 订阅列表</translation>
    </message>
    <message>
        <source>the file is plain text, not an OPML subscription list</source>
        <translation>该文件是纯文本，不是 OPML 订阅列表</translation>
    </message>
    <message>
        <source>the document type declares entities made of other entities; the declaration was ignored</source>
        <translation>文档类型声明中的实体由其他实体构成；已忽略该声明</translation>
    </message>
    <message>
        <source>the XML is malformed: %1</source>
        <translation>XML 格式错误：%1</translation>
    </message>
    <message>
        <source>the file is not OPML: it is not well-formed XML (line %1, column %2: %3)</source>
        <translation>该文件不是 OPML：它不是格式正确的 XML（第 %1 行，第 %2 列：%3）</translation>
    </message>
    <message>
        <source>the file is not OPML: it holds no complete XML element</source>
        <translation>该文件不是 OPML：其中没有完整的 XML 元素</translation>
    </message>
    <message>
        <source>the XML breaks off or is malformed here (%1); the outlines before it were kept</source>
        <translation>XML 在此处中断或格式错误（%1）；之前的大纲已保留</translation>
    </message>
</context>
<context>
    <name>Lectern::PageFeedDialog</name>
    <message>
        <source>Follow a Page Without a Feed</source>
        <translation>关注没有订阅源的网页</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; has no feed, but its page lists %n item(s). Follow the page and they become articles; new ones are added at each refresh.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; 没有订阅源，但它的网页列出了 %n 个条目。关注该网页后，这些条目会成为文章；每次刷新时会加入新的条目。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>&amp;Follow This Page</source>
        <translation>关注此网页(&amp;F)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The site has no feed and its page lists no items, but its sitemap &lt;b&gt;%1&lt;/b&gt; lists %n page(s) (the newest first, titled from their addresses). Follow the sitemap and they become articles; new ones are added at each refresh.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;该网站没有订阅源，网页上也没有列出条目，但它的站点地图 &lt;b&gt;%1&lt;/b&gt; 列出了 %n 个页面（最新的在前，标题取自其地址）。关注该站点地图后，这些页面会成为文章；每次刷新时会加入新的页面。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Follow each section as its own feed (%1), on a shelf named after the page</source>
        <translation>每个分区作为单独的订阅源关注（%1），放在以网页命名的书架上</translation>
    </message>
    <message>
        <source>Not These? Use &amp;Another List</source>
        <translation>不是这些？改用另一个列表(&amp;A)</translation>
    </message>
    <message>
        <source>List %1 of the %2 on the page.</source>
        <translation>网页上 %2 个列表中的第 %1 个。</translation>
    </message>
    <message>
        <source>When it is followed, its older posts are read from %1 too.</source>
        <translation>关注后，还会从 %1 读取它较早的文章。</translation>
    </message>
</context>
<context>
    <name>Lectern::PageFeedReader</name>
    <message>
        <source>the page could not be read as HTML</source>
        <translation>无法将该网页读取为 HTML</translation>
    </message>
    <message>
        <source>found no repeated items on the page: no two or more blocks of the same shape that each link to a page of the same site</source>
        <translation>网页上没有找到重复的条目：没有两个或以上结构相同、且各自链接到同一网站页面的区块</translation>
    </message>
    <message>
        <source>the rule&apos;s item selector “%1” matched nothing on the page</source>
        <translation>规则的条目选择器“%1”在网页上没有匹配到任何内容</translation>
    </message>
    <message numerus="yes">
        <source>the rule&apos;s item selector “%1” matched %n element(s), but none had both a link and a title</source>
        <translation>
            <numerusform>规则的条目选择器“%1”匹配到 %n 个元素，但没有一个同时具有链接和标题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) repeated in the same shape</source>
        <translation>
            <numerusform>%n 个结构相同的重复条目</numerusform>
        </translation>
    </message>
    <message>
        <source>, with their dates</source>
        <translation>，带有日期</translation>
    </message>
    <message>
        <source>, with a summary each</source>
        <translation>，各有摘要</translation>
    </message>
</context>
<context>
    <name>Lectern::PageListCheck</name>
    <message>
        <source>; %1 of %2 of its links read were articles</source>
        <translation>；读取的 %2 个链接中有 %1 个是文章</translation>
    </message>
    <message>
        <source>; taken over the page&apos;s first list, whose links were not articles (%1 of %2 of these were)</source>
        <translation>；网页上的第一个列表链接的不是文章，因此改用这一个（读取的 %2 个链接中有 %1 个是文章）</translation>
    </message>
    <message>
        <source>; taken over the page&apos;s first list, whose links could not be read (%1 of %2 of these were articles)</source>
        <translation>；网页上的第一个列表的链接都无法读取，因此改用这一个（读取的 %2 个链接中有 %1 个是文章）</translation>
    </message>
</context>
<context>
    <name>Lectern::PageRule</name>
    <message>
        <source>a rule needs an item selector</source>
        <translation>规则需要条目选择器</translation>
    </message>
    <message>
        <source>the URL pattern “%1” is no regular expression: %2</source>
        <translation>网址模式“%1”不是有效的正则表达式：%2</translation>
    </message>
</context>
<context>
    <name>Lectern::PageSaver</name>
    <message>
        <source>%1 is not a web page (%2): kept as a link</source>
        <translation>%1 不是网页（%2）：作为链接保存</translation>
    </message>
    <message>
        <source>the library could not store the pages</source>
        <translation>书库无法保存这些网页</translation>
    </message>
    <message>
        <source>A PDF, kept in the library with its text</source>
        <translation>PDF 文件，连同其文字保存在书库中</translation>
    </message>
</context>
<context>
    <name>Lectern::PaperPage</name>
    <message>
        <source>Abstract</source>
        <translation>摘要</translation>
    </message>
    <message numerus="yes">
        <source>The PDF (%n page(s)) is kept in the library: &lt;a href=&quot;%1&quot;&gt;the paper as published&lt;/a&gt;.</source>
        <translation>
            <numerusform>PDF（共 %n 页）已保存在书库中：&lt;a href=&quot;%1&quot;&gt;论文原始发布版本&lt;/a&gt;。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::PaperPdf</name>
    <message>
        <source>the PDF is locked with a password</source>
        <translation>该 PDF 有密码保护</translation>
    </message>
    <message>
        <source>the PDF is encrypted in a way Lectern cannot read</source>
        <translation>该 PDF 的加密方式 Lectern 无法读取</translation>
    </message>
    <message>
        <source>the PDF is damaged or cut short: it cannot be read</source>
        <translation>该 PDF 已损坏或不完整，无法读取</translation>
    </message>
    <message>
        <source>the PDF cannot be read</source>
        <translation>无法读取该 PDF</translation>
    </message>
    <message>
        <source>the file is not a PDF</source>
        <translation>该文件不是 PDF</translation>
    </message>
    <message>
        <source>the PDF has no pages</source>
        <translation>该 PDF 没有页面</translation>
    </message>
</context>
<context>
    <name>Lectern::PaperView</name>
    <message>
        <source>The paper&apos;s PDF is missing from the library folder.</source>
        <translation>书库文件夹中缺少这篇论文的 PDF。</translation>
    </message>
    <message>
        <source>The paper&apos;s PDF is locked and cannot be shown.</source>
        <translation>这篇论文的 PDF 受保护，无法显示。</translation>
    </message>
    <message>
        <source>The paper&apos;s PDF is damaged or cut short and cannot be shown.</source>
        <translation>这篇论文的 PDF 已损坏或不完整，无法显示。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 处，共 %2 处</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>共 %1 页</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>页码</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation>适合宽度</translation>
    </message>
    <message>
        <source>Find in the paper</source>
        <translation>在论文中查找</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>论文</translation>
    </message>
</context>
<context>
    <name>Lectern::PreferencesDialog</name>
    <message>
        <source>Show line &amp;numbers in code</source>
        <translation>在代码中显示行号(&amp;N)</translation>
    </message>
    <message>
        <source>Load &amp;remote images</source>
        <translation>加载远程图片(&amp;R)</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Matched to the reader&apos;s theme</source>
        <translation>与阅读主题匹配</translation>
    </message>
    <message>
        <source>A remote image tells its server that you opened the article. Tracking pixels stay blocked either way.</source>
        <translation>远程图片会让其服务器知道你打开了这篇文章。跟踪像素无论如何都会被拦截。</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Code colours:</source>
        <translation>代码配色(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>缩放(&amp;Z)：</translation>
    </message>
    <message>
        <source>Library: %1 (articles %2, offline images %3)</source>
        <translation>文库：%1（文章 %2，离线图片 %3）</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>Lectern::ReadLaterExport</name>
    <message>
        <source>the wallabag export is not valid JSON: %1 at byte %2</source>
        <translation>wallabag 导出文件不是有效的 JSON：第 %2 字节处%1</translation>
    </message>
    <message>
        <source>the wallabag export is not a list of entries</source>
        <translation>wallabag 导出文件不是条目列表</translation>
    </message>
    <message>
        <source>a Pocket export</source>
        <translation> Pocket 导出文件</translation>
    </message>
    <message>
        <source>an Instapaper export</source>
        <translation> Instapaper 导出文件</translation>
    </message>
    <message>
        <source>a wallabag export</source>
        <translation> wallabag 导出文件</translation>
    </message>
    <message>
        <source>an unknown file</source>
        <translation>未知文件</translation>
    </message>
    <message>
        <source>not a Pocket or Instapaper CSV export, nor a wallabag JSON export</source>
        <translation>既不是 Pocket 或 Instapaper 的 CSV 导出文件，也不是 wallabag 的 JSON 导出文件</translation>
    </message>
</context>
<context>
    <name>Lectern::RefreshControls</name>
    <message>
        <source>&amp;Refresh All</source>
        <translation>全部刷新(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top Refreshing</source>
        <translation>停止刷新(&amp;T)</translation>
    </message>
    <message>
        <source>Refreshing %v/%m</source>
        <translation>正在刷新 %v/%m</translation>
    </message>
    <message>
        <source>Offline: refreshing waits for the network</source>
        <translation>离线：刷新将等待网络恢复</translation>
    </message>
    <message>
        <source>Refresh &amp;Shelf</source>
        <translation>刷新书架(&amp;S)</translation>
    </message>
    <message>
        <source>Refresh &amp;Feed</source>
        <translation>刷新订阅(&amp;F)</translation>
    </message>
    <message numerus="yes">
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n 篇新文章</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refreshed %n feed(s): %1; %2 failed (see their tooltips)</source>
        <translation>
            <numerusform>已刷新 %n 个订阅源：%1；%2 个失败（详见其提示）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refreshed %n feed(s): %1</source>
        <translation>
            <numerusform>已刷新 %n 个订阅源：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n changed</source>
        <translation>
            <numerusform>，%n 篇有更新</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::RuleEditor</name>
    <message>
        <source>Mark &amp;read</source>
        <translation>标为已读(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;tar</source>
        <translation>加星标(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Mute (kept, out of lists and counts)</source>
        <translation>静音（保留，但不出现在列表和计数中）(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Notify</source>
        <translation>通知(&amp;N)</translation>
    </message>
    <message>
        <source>New Rule</source>
        <translation>新建规则</translation>
    </message>
    <message>
        <source>all of these</source>
        <translation>以下全部条件</translation>
    </message>
    <message>
        <source>any of these</source>
        <translation>以下任一条件</translation>
    </message>
    <message>
        <source>tags, separated by commas</source>
        <translation>标签，用逗号分隔</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>as the feed says</source>
        <translation>按订阅源的设置</translation>
    </message>
    <message>
        <source>always keep offline</source>
        <translation>总是离线保存</translation>
    </message>
    <message>
        <source>never keep offline</source>
        <translation>从不离线保存</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>New articles that meet:</source>
        <translation>新文章满足：</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Add &amp;Condition</source>
        <translation>添加条件(&amp;C)</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>Add &amp;tags:</source>
        <translation>添加标签(&amp;T)：</translation>
    </message>
    <message>
        <source>Put on &amp;shelf:</source>
        <translation>放到书架(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Offline copy:</source>
        <translation>离线副本(&amp;O)：</translation>
    </message>
    <message>
        <source>not</source>
        <translation>不</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>订阅源</translation>
    </message>
    <message>
        <source>Shelf</source>
        <translation>书架</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>正文</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>has the words</source>
        <translation>包含词语</translation>
    </message>
    <message>
        <source>has the phrase</source>
        <translation>包含短语</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>Give the rule a name.</source>
        <translation>请为规则命名。</translation>
    </message>
</context>
<context>
    <name>Lectern::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>&amp;New Rule…</source>
        <translation>新建规则(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Apply to Stored</source>
        <translation>应用到已保存的文章(&amp;A)</translation>
    </message>
    <message>
        <source>New Rule</source>
        <translation>新建规则</translation>
    </message>
    <message>
        <source>The rule was not kept: %1</source>
        <translation>规则未保存：%1</translation>
    </message>
    <message>
        <source>Rules run in this order on every new article as it is stored. An article that another feed already brought is one article: it met the rules when it first came.</source>
        <translation>每篇新文章保存时按此顺序执行规则。其他订阅源已带来的文章算作同一篇：它在第一次到来时已经过规则处理。</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <translation>正在读取资料库…</translation>
    </message>
    <message numerus="yes">
        <source>%n stored article(s) match; applying the rule would change %1 of them.</source>
        <translation>
            <numerusform>%n 篇已保存的文章符合；应用规则会改变其中 %1 篇。</numerusform>
        </translation>
    </message>
    <message>
        <source>The rule could not be applied.</source>
        <translation>无法应用该规则。</translation>
    </message>
    <message numerus="yes">
        <source>The rule changed %n stored article(s).</source>
        <translation>
            <numerusform>规则改变了 %n 篇已保存的文章。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::SavePageDialog</name>
    <message>
        <source>Save Page</source>
        <translation>保存网页</translation>
    </message>
    <message>
        <source>https://example.org/a-post-worth-keeping/</source>
        <translation>https://example.org/a-post-worth-keeping/</translation>
    </message>
    <message>
        <source>No Shelf</source>
        <translation>不放在书架上</translation>
    </message>
    <message>
        <source>A page met outside your feeds: it is kept with the saved pages, in full for offline reading.</source>
        <translation>订阅源之外遇到的网页：它会和已保存的网页放在一起，完整保存供离线阅读。</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Shelf:</source>
        <translation>书架(&amp;S)：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
</context>
<context>
    <name>Lectern::SavePageFlow</name>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>Cannot save the page: %1</source>
        <translation>无法保存网页：%1</translation>
    </message>
    <message>
        <source>Saved “%1”; capturing it for offline reading</source>
        <translation>已保存“%1”；正在抓取供离线阅读</translation>
    </message>
    <message>
        <source>Saved %1 as a link: %2</source>
        <translation>已将 %1 作为链接保存：%2</translation>
    </message>
</context>
<context>
    <name>Lectern::SavedPage</name>
    <message>
        <source>Saved pages</source>
        <translation>已保存的网页</translation>
    </message>
</context>
<context>
    <name>Lectern::SavedSearchEditor</name>
    <message>
        <source>Save Search</source>
        <translation>保存搜索</translation>
    </message>
    <message>
        <source>Name of the smart shelf that keeps the search
%1:</source>
        <translation>保存此搜索的智能书架名称
%1：</translation>
    </message>
    <message>
        <source>The search could not be saved</source>
        <translation>无法保存该搜索</translation>
    </message>
    <message>
        <source>Search saved as %1</source>
        <translation>搜索已保存为 %1</translation>
    </message>
    <message>
        <source>Rename Saved Search</source>
        <translation>重命名已存搜索</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>Saved search %1 deleted</source>
        <translation>已删除已存搜索 %1</translation>
    </message>
</context>
<context>
    <name>Lectern::SchemaMigrator</name>
    <message>
        <source>cannot read the schema version</source>
        <translation>无法读取结构版本</translation>
    </message>
    <message>
        <source>cannot read migration %1</source>
        <translation>无法读取迁移脚本 %1</translation>
    </message>
    <message>
        <source>migration to schema %1 failed: %2</source>
        <translation>迁移到结构版本 %1 失败：%2</translation>
    </message>
    <message>
        <source>migration to schema %1 broke a reference between tables (%2)</source>
        <translation>迁移到结构版本 %1 破坏了表之间的引用（%2）</translation>
    </message>
</context>
<context>
    <name>Lectern::SearchBar</name>
    <message>
        <source>Search the library (Ctrl+F or /)</source>
        <translation>搜索书库（Ctrl+F 或 /）</translation>
    </message>
    <message>
        <source>Words, “phrases”, -excluded, and filters such as tag:rust, feed:NAME, shelf:NAME, is:unread, has:code, after:2026-01-01</source>
        <translation>词语、“短语”、-排除词，以及 tag:rust、feed:名称、shelf:名称、is:unread、has:code、after:2026-01-01 等筛选条件</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>This shelf only</source>
        <translation>仅限此书架</translation>
    </message>
    <message>
        <source>Search only the shelf or feed selected in the side panel</source>
        <translation>只搜索侧栏中选中的书架或订阅源</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Keep this search as a smart shelf in the side panel</source>
        <translation>将此搜索作为智能书架保存在侧栏中</translation>
    </message>
</context>
<context>
    <name>Lectern::SearchFile</name>
    <message>
        <source>cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>it was made for another copy of the library</source>
        <translation>它属于书库的另一个副本</translation>
    </message>
    <message>
        <source>cannot use the search file %1: %2</source>
        <translation>无法使用搜索文件 %1：%2</translation>
    </message>
    <message>
        <source>it has lost its state</source>
        <translation>它的状态已丢失</translation>
    </message>
</context>
<context>
    <name>Lectern::ShelfEditor</name>
    <message>
        <source>New Shelf</source>
        <translation>新建书架</translation>
    </message>
    <message>
        <source>Name of the new shelf:</source>
        <translation>新书架的名称：</translation>
    </message>
    <message>
        <source>Rename Shelf</source>
        <translation>重命名书架</translation>
    </message>
    <message>
        <source>New name of the shelf:</source>
        <translation>书架的新名称：</translation>
    </message>
    <message>
        <source>Shelf %1 deleted; its feeds moved up a level</source>
        <translation>书架“%1”已删除；其中的订阅源移到了上一级</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) put on %1</source>
        <translation>
            <numerusform>%n 篇文章已放到“%1”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::SidePanel</name>
    <message>
        <source>Shelves and feeds</source>
        <translation>书架与订阅源</translation>
    </message>
</context>
<context>
    <name>Lectern::SitemapReader</name>
    <message>
        <source>the sitemap is not well-formed XML: %1</source>
        <translation>站点地图不是格式正确的 XML：%1</translation>
    </message>
    <message>
        <source>the sitemap holds no &lt;urlset&gt; (a sitemap index is not followed)</source>
        <translation>站点地图中没有 &lt;urlset&gt;（不会跟随站点地图索引）</translation>
    </message>
    <message>
        <source>the sitemap breaks off: %1</source>
        <translation>站点地图中途中断：%1</translation>
    </message>
</context>
<context>
    <name>Lectern::SubscriptionFlow</name>
    <message>
        <source>Fetching %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Feed added: %n new article(s)</source>
        <translation>
            <numerusform>已添加订阅：%n 篇新文章</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot add the feed</source>
        <translation>无法添加订阅</translation>
    </message>
    <message>
        <source>Following %1…</source>
        <translation>正在关注 %1…</translation>
    </message>
    <message>
        <source>Login not changed: %1</source>
        <translation>登录信息未更改：%1</translation>
    </message>
    <message>
        <source>Logged out</source>
        <translation>已退出登录</translation>
    </message>
    <message>
        <source>Logged in; refreshing the feed</source>
        <translation>已登录，正在刷新该订阅源</translation>
    </message>
    <message numerus="yes">
        <source>%n section feed(s) added on the shelf “%1”</source>
        <translation>
            <numerusform>已在书架“%1”上添加 %n 个分区订阅源</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::SyncControls</name>
    <message>
        <source>S&amp;ync Now</source>
        <translation>立即同步(&amp;Y)</translation>
    </message>
    <message>
        <source>Sync with the accounts on sync servers</source>
        <translation>与同步服务器上的账户同步</translation>
    </message>
    <message>
        <source>Acco&amp;unts…</source>
        <translation>账户(&amp;U)…</translation>
    </message>
    <message>
        <source>Sending %1 changes</source>
        <translation>正在发送 %1 项改动</translation>
    </message>
    <message>
        <source>Syncing with %1</source>
        <translation>正在与 %1 同步</translation>
    </message>
    <message>
        <source>Listing items on %1</source>
        <translation>正在列出 %1 上的条目</translation>
    </message>
    <message>
        <source>Syncing items %v/%m</source>
        <translation>正在同步条目 %v/%m</translation>
    </message>
    <message>
        <source>Read and starred states</source>
        <translation>已读和星标状态</translation>
    </message>
    <message>
        <source>Sync with %1 failed: %2</source>
        <translation>与 %1 同步失败：%2</translation>
    </message>
    <message numerus="yes">
        <source>Synced with %1: %n new item(s)</source>
        <translation>
            <numerusform>已与 %1 同步：%n 个新条目</numerusform>
        </translation>
    </message>
    <message>
        <source>No accounts to sync with yet: Library &gt; Accounts adds one</source>
        <translation>还没有可同步的账户：在“书库 &gt; 账户”中添加</translation>
    </message>
    <message>
        <source>Syncing items: %1</source>
        <translation>正在同步条目：%1</translation>
    </message>
    <message>
        <source>The feed goes to the account&apos;s server; it syncs now</source>
        <translation>该订阅源将交给账户的服务器；正在同步</translation>
    </message>
    <message>
        <source>This feed cannot be followed on the account</source>
        <translation>这个订阅源无法在该账户上订阅</translation>
    </message>
</context>
<context>
    <name>Lectern::SystemCredentialStore</name>
    <message>
        <source>no system keychain is available (%1)</source>
        <translation>没有可用的系统钥匙串（%1）</translation>
    </message>
    <message>
        <source>the system keychain refused access (%1)</source>
        <translation>系统钥匙串拒绝了访问（%1）</translation>
    </message>
    <message>
        <source>no system keychain service answered (a Secret Service such as GNOME Keyring or KeePassXC, or KWallet, must be running)</source>
        <translation>没有系统钥匙串服务响应（需要运行 GNOME Keyring、KeePassXC 等 Secret Service，或 KWallet）</translation>
    </message>
    <message>
        <source>this build of Lectern has no system keychain support (QtKeychain)</source>
        <translation>此版本的 Lectern 未包含系统钥匙串支持（QtKeychain）</translation>
    </message>
    <message>
        <source>no password for %1 is in the system keychain</source>
        <translation>系统钥匙串中没有 %1 的密码</translation>
    </message>
    <message>
        <source>the password for %1 could not be read: %2</source>
        <translation>无法读取 %1 的密码：%2</translation>
    </message>
    <message>
        <source>the password for %1 could not be stored: %2</source>
        <translation>无法保存 %1 的密码：%2</translation>
    </message>
    <message>
        <source>the password for %1 could not be removed: %2</source>
        <translation>无法删除 %1 的密码：%2</translation>
    </message>
</context>
<context>
    <name>Lectern::UnreadTray</name>
    <message>
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
    <message numerus="yes">
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n 篇新文章</numerusform>
        </translation>
    </message>
    <message>
        <source>Show Lectern</source>
        <translation>显示 Lectern</translation>
    </message>
    <message>
        <source>Notify of New Articles</source>
        <translation>有新文章时通知</translation>
    </message>
    <message numerus="yes">
        <source>Lectern: %n unread article(s)</source>
        <translation>
            <numerusform>Lectern：%n 篇未读文章</numerusform>
        </translation>
    </message>
    <message>
        <source>Lectern: nothing unread</source>
        <translation>Lectern：没有未读文章</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 条</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Line &amp;Numbers in Code</source>
        <translation>代码行号(&amp;N)</translation>
    </message>
    <message>
        <source>Load &amp;Remote Images</source>
        <translation>加载远程图片(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>LibraryBackup</name>
    <message>
        <source>%1 holds no library to back up</source>
        <translation>%1 中没有可备份的书库</translation>
    </message>
    <message>
        <source>cannot back up the library to %1: %2</source>
        <translation>无法把书库备份到 %1：%2</translation>
    </message>
    <message>
        <source>the image %1 cannot be read</source>
        <translation>无法读取图片 %1</translation>
    </message>
    <message>
        <source>the finished backup could not be put in its place</source>
        <translation>完成的备份无法放到目标位置</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Lectern backup</source>
        <translation>%1 不是 Lectern 备份</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 已损坏：%2</translation>
    </message>
    <message>
        <source>%1 was made by a newer Lectern (%2): use that one to restore it</source>
        <translation>%1 由更新版本的 Lectern（%2）创建：请用该版本恢复</translation>
    </message>
    <message>
        <source>%1 is damaged: its mark is incomplete</source>
        <translation>%1 已损坏：其标记不完整</translation>
    </message>
    <message>
        <source>%1 is damaged: it holds %2 of its %3 images</source>
        <translation>%1 已损坏：它的 %3 张图片只剩 %2 张</translation>
    </message>
    <message>
        <source>%1 already holds a library: a restore makes a new one, and never writes over another</source>
        <translation>%1 中已有书库：恢复只会新建书库，绝不覆盖已有的书库</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot restore %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>the image %1 in it is damaged</source>
        <translation>其中的图片 %1 已损坏</translation>
    </message>
    <message>
        <source>cannot back up the library to %1: it is one of the library&apos;s own files</source>
        <translation>无法把书库备份到 %1：它是书库自身的文件</translation>
    </message>
    <message>
        <source>it could not be written to the disk</source>
        <translation>无法写入磁盘</translation>
    </message>
    <message>
        <source>the restored library could not be put in its place</source>
        <translation>恢复的书库无法放到目标位置</translation>
    </message>
</context>
<context>
    <name>ListDate</name>
    <message>
        <source>%1</source>
        <comment>an article of today: its time alone</comment>
        <translation>今天 %1</translation>
    </message>
    <message>
        <source>Yesterday %1</source>
        <translation>昨天 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a weekday of this week, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>date format for this year</comment>
        <translation>M月d日</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date format for another year</comment>
        <translation>yyyy年M月d日</translation>
    </message>
</context>
<context>
    <name>MediaPlaceholder</name>
    <message>
        <source>Video</source>
        <translation>视频</translation>
    </message>
    <message>
        <source>Video: %1</source>
        <translation>视频：%1</translation>
    </message>
    <message>
        <source>Audio: %1</source>
        <translation>音频：%1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
    <message>
        <source>Proxy: %1</source>
        <translation>代理：%1</translation>
    </message>
</context>
<context>
    <name>ReadwiseCsv</name>
    <message>
        <source>not a Readwise CSV: its first row must name the columns Highlight and URL (or Book Title)</source>
        <translation>不是 Readwise CSV：第一行必须包含 Highlight 和 URL（或 Book Title）列名</translation>
    </message>
    <message>
        <source>line %1: a quoted field is never closed</source>
        <translation>第 %1 行：引号中的字段没有结束</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>“%1” is not a feed id: give a positive whole number</source>
        <translation>“%1”不是订阅源编号：请给出正整数</translation>
    </message>
    <message>
        <source>“%1” is not a shelf id: give a positive whole number</source>
        <translation>“%1”不是书架编号：请给出正整数</translation>
    </message>
    <message>
        <source>no words to look for</source>
        <translation>没有要查找的词语</translation>
    </message>
    <message>
        <source>the phrase is blank</source>
        <translation>短语为空</translation>
    </message>
    <message>
        <source>the regular expression is empty</source>
        <translation>正则表达式为空</translation>
    </message>
    <message>
        <source>“%1” is not a valid regular expression: %2 (at character %3)</source>
        <translation>“%1”不是有效的正则表达式：%2（第 %3 个字符处）</translation>
    </message>
    <message>
        <source>a tag to add is blank</source>
        <translation>要添加的标签为空</translation>
    </message>
    <message>
        <source>“%1” must be true or false</source>
        <translation>“%1”必须是 true 或 false</translation>
    </message>
    <message>
        <source>“%1” must be text</source>
        <translation>“%1”必须是文本</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>unknown key “%1”</source>
        <translation>未知的键“%1”</translation>
    </message>
    <message>
        <source>“field” is missing</source>
        <translation>缺少“field”</translation>
    </message>
    <message>
        <source>unknown field “%1” (known: %2)</source>
        <translation>未知的字段“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>unknown match “%1” (known: %2)</source>
        <translation>未知的匹配方式“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>unknown capture “%1” (known: %2)</source>
        <translation>未知的离线设置“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>“%1” must be a whole number of 0 or more</source>
        <translation>“%1”必须是大于等于 0 的整数</translation>
    </message>
    <message>
        <source>“%1” must be a list of text</source>
        <translation>“%1”必须是文本列表</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>订阅源</translation>
    </message>
    <message>
        <source>Shelf</source>
        <translation>书架</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>正文</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>Feed is not #%1</source>
        <translation>订阅源不是 #%1</translation>
    </message>
    <message>
        <source>Feed is #%1</source>
        <translation>订阅源是 #%1</translation>
    </message>
    <message>
        <source>Not on shelf #%1</source>
        <translation>不在书架 #%1 上</translation>
    </message>
    <message>
        <source>On shelf #%1</source>
        <translation>在书架 #%1 上</translation>
    </message>
    <message>
        <source>Tags do not include “%1”</source>
        <translation>标签不包括“%1”</translation>
    </message>
    <message>
        <source>Tags include “%1”</source>
        <translation>标签包括“%1”</translation>
    </message>
    <message>
        <source>Not tagged “%1”</source>
        <translation>没有标签“%1”</translation>
    </message>
    <message>
        <source>Tagged “%1”</source>
        <translation>有标签“%1”</translation>
    </message>
    <message>
        <source>No tag matches /%1/</source>
        <translation>没有标签匹配 /%1/</translation>
    </message>
    <message>
        <source>A tag matches /%1/</source>
        <translation>有标签匹配 /%1/</translation>
    </message>
    <message>
        <source>%1 does not contain “%2”</source>
        <translation>%1 不包含“%2”</translation>
    </message>
    <message>
        <source>%1 contains “%2”</source>
        <translation>%1 包含“%2”</translation>
    </message>
    <message>
        <source>%1 does not contain the phrase “%2”</source>
        <translation>%1 不包含短语“%2”</translation>
    </message>
    <message>
        <source>%1 contains the phrase “%2”</source>
        <translation>%1 包含短语“%2”</translation>
    </message>
    <message>
        <source>%1 does not match /%2/</source>
        <translation>%1 不匹配 /%2/</translation>
    </message>
    <message>
        <source>%1 matches /%2/</source>
        <translation>%1 匹配 /%2/</translation>
    </message>
    <message>
        <source>mark read</source>
        <translation>标为已读</translation>
    </message>
    <message>
        <source>star</source>
        <translation>加星标</translation>
    </message>
    <message>
        <source>mute</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>notify</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>tag %1</source>
        <translation>加标签 %1</translation>
    </message>
    <message>
        <source>put on shelf #%1</source>
        <translation>放到书架 #%1</translation>
    </message>
    <message>
        <source>keep offline</source>
        <translation>离线保存</translation>
    </message>
    <message>
        <source>never capture</source>
        <translation>从不离线保存</translation>
    </message>
    <message>
        <source>the rule is not valid JSON: %1 (at character %2)</source>
        <translation>规则不是有效的 JSON：%1（第 %2 个字符处）</translation>
    </message>
    <message>
        <source>the rule is not a JSON object</source>
        <translation>规则不是 JSON 对象</translation>
    </message>
    <message>
        <source>unknown key “%1” in the rule</source>
        <translation>规则中有未知的键“%1”</translation>
    </message>
    <message>
        <source>“%1” must be a list</source>
        <translation>“%1”必须是列表</translation>
    </message>
    <message>
        <source>condition %1: %2</source>
        <translation>条件 %1：%2</translation>
    </message>
    <message>
        <source>actions: %1</source>
        <translation>动作：%1</translation>
    </message>
    <message>
        <source>a rule needs at least one condition</source>
        <translation>规则至少需要一个条件</translation>
    </message>
    <message>
        <source>a rule needs at least one action</source>
        <translation>规则至少需要一个动作</translation>
    </message>
    <message>
        <source>(no conditions)</source>
        <translation>（无条件）</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 且 </translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>do nothing</source>
        <translation>不做任何事</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>“%1” is not a condition: write FIELD:WORDS, FIELD=PHRASE or FIELD~REGEX, with ! before it to negate (fields: %2)</source>
        <translation>“%1”不是条件：请写成 FIELD:WORDS、FIELD=PHRASE 或 FIELD~REGEX，前面加 ! 表示取反（字段：%2）</translation>
    </message>
    <message>
        <source>%1 takes an id, as in %1:12</source>
        <translation>%1 需要编号，例如 %1:12</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>a rule puts articles on one shelf: shelf= is given twice</source>
        <translation>规则只能把文章放到一个书架上：shelf= 出现了两次</translation>
    </message>
    <message>
        <source>unknown action “%1” (known: read, star, mute, notify, tag=NAME, shelf=ID, capture=offline, capture=never)</source>
        <translation>未知的动作“%1”（可用：read、star、mute、notify、tag=NAME、shelf=ID、capture=offline、capture=never）</translation>
    </message>
    <message>
        <source>Feed is not “%1”</source>
        <translation>订阅源不是“%1”</translation>
    </message>
    <message>
        <source>Feed is “%1”</source>
        <translation>订阅源是“%1”</translation>
    </message>
    <message>
        <source>Not on shelf “%1”</source>
        <translation>不在书架“%1”上</translation>
    </message>
    <message>
        <source>On shelf “%1”</source>
        <translation>在书架“%1”上</translation>
    </message>
    <message>
        <source>put on shelf “%1”</source>
        <translation>放到书架“%1”</translation>
    </message>
</context>
<context>
    <name>ServerAnswer</name>
    <message>
        <source>the server stopped sending data (timed out)</source>
        <translation>服务器停止发送数据（超时）</translation>
    </message>
    <message>
        <source>the server took too long to answer; stopped</source>
        <translation>服务器应答太慢，已停止</translation>
    </message>
    <message>
        <source>the server&apos;s answer is too large</source>
        <translation>服务器的应答太大</translation>
    </message>
    <message>
        <source>the server did not answer</source>
        <translation>服务器没有应答</translation>
    </message>
    <message>
        <source>the server refused the login (HTTP %1)</source>
        <translation>服务器拒绝了登录（HTTP %1）</translation>
    </message>
    <message>
        <source>the server asks to wait before more requests (HTTP 429)</source>
        <translation>服务器要求稍后再发请求（HTTP 429）</translation>
    </message>
    <message>
        <source>the server answered HTTP %1</source>
        <translation>服务器返回 HTTP %1</translation>
    </message>
    <message>
        <source>the server answered HTTP %1: %2</source>
        <translation>服务器返回 HTTP %1：%2</translation>
    </message>
</context>
</TS>
