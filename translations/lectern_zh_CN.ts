<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <source>Coming from another reader? Importing its OPML export is the next thing Lectern learns; until then, add your feeds one by one.</source>
        <translation>从其他阅读器迁移？导入 OPML 导出文件的功能即将加入；在此之前，请逐个添加订阅。</translation>
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
</context>
<context>
    <name>CodeHighlighter</name>
    <message>
        <source>%1 (highlighted as %2)</source>
        <translation>%1（按 %2 着色）</translation>
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
    <name>Lectern::ArticleCapturer</name>
    <message>
        <source>Image not kept offline: %1</source>
        <translation>图片未能离线保存：%1</translation>
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
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
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
</context>
<context>
    <name>Lectern::MainWindow</name>
    <message>
        <source>Lectern</source>
        <translation>Lectern</translation>
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
        <source>&amp;Library</source>
        <translation>书库(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Add Feed…</source>
        <translation>添加订阅(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Refresh All</source>
        <translation>全部刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Capture for Offline Reading</source>
        <translation>离线保存(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Remove Offline Copy</source>
        <translation>删除离线副本(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export Article…</source>
        <translation>导出文章(&amp;E)…</translation>
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
        <source>%n article(s) kept for offline reading; %1 could not be captured</source>
        <translation>
            <numerusform>已离线保存 %n 篇文章；%1 篇无法抓取</numerusform>
        </translation>
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
        <source>The offline copies could not be removed</source>
        <translation>无法删除离线副本</translation>
    </message>
    <message>
        <source>Offline copies removed</source>
        <translation>已删除离线副本</translation>
    </message>
    <message>
        <source>Select the articles to capture first</source>
        <translation>请先选择要离线保存的文章</translation>
    </message>
    <message>
        <source>Refreshing %v/%m</source>
        <translation>正在刷新 %v/%m</translation>
    </message>
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
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n 篇新文章</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Feed</source>
        <translation>添加订阅</translation>
    </message>
    <message>
        <source>Address of a feed (RSS or Atom):</source>
        <translation>订阅源地址（RSS 或 Atom）：</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message>
        <source>Refresh &amp;Feed</source>
        <translation>刷新订阅(&amp;F)</translation>
    </message>
    <message>
        <source>Refresh &amp;Shelf</source>
        <translation>刷新书架(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top Refreshing</source>
        <translation>停止刷新(&amp;T)</translation>
    </message>
    <message>
        <source>Offline: refreshing waits for the network</source>
        <translation>离线：刷新将等待网络恢复</translation>
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
</TS>
