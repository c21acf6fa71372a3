<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ArticlePageRenderer</name>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="179"/>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="187"/>
        <source>View original</source>
        <translation>查看原文</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="194"/>
        <source>Offline copy</source>
        <translation>离线副本</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="196"/>
        <source>Feed version</source>
        <translation>订阅源版本</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/content/articlepagerenderer.cpp" line="219"/>
        <source>%n min read</source>
        <translation>
            <numerusform>阅读约 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="270"/>
        <source>Welcome to Lectern</source>
        <translation>欢迎使用 Lectern</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="273"/>
        <source>Lectern keeps the technical writing you follow: feeds, full articles and their code, readable offline.</source>
        <translation>Lectern 保存你关注的技术文章：订阅源、全文和其中的代码，离线也能阅读。</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="279"/>
        <source>Add a feed: choose Library → Add Feed… and paste the address of a feed or a blog.</source>
        <translation>添加订阅：选择“书库 → 添加订阅…”，粘贴订阅源或博客的地址。</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="285"/>
        <source>Coming from another reader? Importing its OPML export is the next thing Lectern learns; until then, add your feeds one by one.</source>
        <translation>从其他阅读器迁移？导入 OPML 导出文件的功能即将加入；在此之前，请逐个添加订阅。</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="226"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="135"/>
        <source>This article is %1, too large to show here without holding up Lectern.</source>
        <translation>这篇文章有 %1，太大，在这里显示会让 Lectern 卡住。</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="144"/>
        <source>Read it on its site</source>
        <translation>到原网站阅读</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="150"/>
        <source>Show it here anyway (this may take several seconds)</source>
        <translation>仍在这里显示（可能需要几秒钟）</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="176"/>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="227"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
</context>
<context>
    <name>CodeHighlighter</name>
    <message>
        <location filename="../app/content/codehighlighter.cpp" line="300"/>
        <source>%1 (highlighted as %2)</source>
        <translation>%1（按 %2 着色）</translation>
    </message>
</context>
<context>
    <name>HtmlSanitizer</name>
    <message>
        <location filename="../app/content/htmlsanitizer.cpp" line="534"/>
        <source>Image</source>
        <translation>图片</translation>
    </message>
    <message>
        <location filename="../app/content/htmlsanitizer.cpp" line="541"/>
        <source>Load images</source>
        <translation>加载图片</translation>
    </message>
</context>
<context>
    <name>Lectern::ArticleCapturer</name>
    <message>
        <location filename="../app/capture/articlecapturer.cpp" line="211"/>
        <source>Image not kept offline: %1</source>
        <translation>图片未能离线保存：%1</translation>
    </message>
</context>
<context>
    <name>Lectern::ArticleListModel</name>
    <message>
        <location filename="../models/articlelistmodel.cpp" line="95"/>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <location filename="../models/articlelistmodel.cpp" line="136"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../models/articlelistmodel.cpp" line="138"/>
        <source>Feed</source>
        <translation>订阅源</translation>
    </message>
    <message>
        <location filename="../models/articlelistmodel.cpp" line="140"/>
        <source>Published</source>
        <translation>发布时间</translation>
    </message>
</context>
<context>
    <name>Lectern::BackgroundCapture</name>
    <message>
        <location filename="../app/capture/backgroundcapture.cpp" line="43"/>
        <source>this article has no web address to capture</source>
        <translation>这篇文章没有可抓取的网址</translation>
    </message>
    <message>
        <location filename="../app/capture/backgroundcapture.cpp" line="128"/>
        <source>the page gave less text than the feed</source>
        <translation>网页提取的文字比订阅源中的还少</translation>
    </message>
    <message>
        <location filename="../app/capture/backgroundcapture.cpp" line="122"/>
        <source>the capture could not be stored</source>
        <translation>无法保存抓取的内容</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedLoginDialog</name>
    <message>
        <location filename="../ui/feedlogindialog.cpp" line="21"/>
        <source>Log In to %1</source>
        <translation>登录 %1</translation>
    </message>
    <message>
        <location filename="../ui/feedlogindialog.cpp" line="25"/>
        <source>For a private feed that asks for a user name and password. The password is kept in the system keychain, not in Lectern&apos;s files, and sent to this feed&apos;s server only.</source>
        <translation>用于需要用户名和密码的私有订阅源。密码保存在系统钥匙串中，不写入 Lectern 的文件，且只发送给该订阅源的服务器。</translation>
    </message>
    <message>
        <location filename="../ui/feedlogindialog.cpp" line="31"/>
        <source>&amp;User name:</source>
        <translation>用户名(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../ui/feedlogindialog.cpp" line="32"/>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/feedlogindialog.cpp" line="35"/>
        <source>&amp;Log In</source>
        <translation>登录(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/feedlogindialog.cpp" line="41"/>
        <source>Log &amp;Out</source>
        <translation>退出登录(&amp;O)</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedPropertiesDialog</name>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="33"/>
        <source>Feed Properties</source>
        <translation>订阅源属性</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="35"/>
        <source>Automatically, when the feed has only summaries</source>
        <translation>自动（订阅源只有摘要时）</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="37"/>
        <source>Always</source>
        <translation>总是</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="38"/>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="43"/>
        <source>found by Readability, e.g. article .post-content</source>
        <translation>由 Readability 自动识别，例如 article .post-content</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="45"/>
        <source>e.g. .share, .related, #comments</source>
        <translation>例如 .share, .related, #comments</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="48"/>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="49"/>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="51"/>
        <source>Site:</source>
        <translation>网站：</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="52"/>
        <source>Articles:</source>
        <translation>文章：</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="53"/>
        <source>%1 (%2 unread)</source>
        <translation>%1（%2 篇未读）</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="55"/>
        <source>Last error:</source>
        <translation>上次错误：</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="60"/>
        <source>Keep &amp;offline:</source>
        <translation>离线保存(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="61"/>
        <source>Article &amp;selector:</source>
        <translation>正文选择器(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../ui/feedpropertiesdialog.cpp" line="62"/>
        <source>Leave &amp;out:</source>
        <translation>排除(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedTreeModel</name>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="30"/>
        <source>All Articles</source>
        <translation>全部文章</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="31"/>
        <source>Unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="32"/>
        <source>Starred</source>
        <translation>星标</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="33"/>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="34"/>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="153"/>
        <source>Last refresh failed: %1</source>
        <translation>上次刷新失败：%1</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="156"/>
        <source>At %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="158"/>
        <source>HTTP status %1</source>
        <translation>HTTP 状态码 %1</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="161"/>
        <source>Not checked again before %1</source>
        <translation>%1 之前不再检查</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="212"/>
        <source>%1: %2 unread of %3</source>
        <translation>%1：%3 篇中 %2 篇未读</translation>
    </message>
</context>
<context>
    <name>Lectern::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="74"/>
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="132"/>
        <source>Feed added: %n new article(s)</source>
        <translation>
            <numerusform>已添加订阅：%n 篇新文章</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="147"/>
        <source>Cannot add the feed</source>
        <translation>无法添加订阅</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="164"/>
        <source>&amp;Library</source>
        <translation>书库(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="165"/>
        <source>&amp;Add Feed…</source>
        <translation>添加订阅(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="168"/>
        <source>&amp;Refresh All</source>
        <translation>全部刷新(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="184"/>
        <source>&amp;Capture for Offline Reading</source>
        <translation>离线保存(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="188"/>
        <source>&amp;Remove Offline Copy</source>
        <translation>删除离线副本(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="190"/>
        <source>&amp;Export Article…</source>
        <translation>导出文章(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="193"/>
        <source>Open an article to export first</source>
        <translation>请先打开要导出的文章</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="198"/>
        <source>Export Article</source>
        <translation>导出文章</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="199"/>
        <source>Web page (*.html);;Markdown (*.md);;PDF (*.pdf)</source>
        <translation>网页 (*.html);;Markdown (*.md);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="208"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="212"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="213"/>
        <source>&amp;About Lectern</source>
        <translation>关于 Lectern(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="214"/>
        <source>About Lectern</source>
        <translation>关于 Lectern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="215"/>
        <source>&lt;p&gt;&lt;b&gt;Lectern %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A reader and offline library for technical writing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lectern %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;面向技术文章的阅读器与离线书库。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="228"/>
        <source>Capturing for offline reading: %1/%2</source>
        <translation>正在离线保存：%1/%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="232"/>
        <source>%n article(s) kept for offline reading</source>
        <translation>
            <numerusform>已离线保存 %n 篇文章</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="233"/>
        <source>%n article(s) kept for offline reading; %1 could not be captured</source>
        <translation>
            <numerusform>已离线保存 %n 篇文章；%1 篇无法抓取</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="259"/>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="261"/>
        <source>Cannot export the article</source>
        <translation>无法导出文章</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="267"/>
        <source>the article is no longer in the library</source>
        <translation>文章已不在文库中</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="299"/>
        <source>The offline copies could not be removed</source>
        <translation>无法删除离线副本</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="305"/>
        <source>Offline copies removed</source>
        <translation>已删除离线副本</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="317"/>
        <source>Select the articles to capture first</source>
        <translation>请先选择要离线保存的文章</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="341"/>
        <source>Refreshing %v/%m</source>
        <translation>正在刷新 %v/%m</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="391"/>
        <source>&amp;Log In…</source>
        <translation>登录(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="406"/>
        <source>&amp;Properties…</source>
        <translation>属性(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="417"/>
        <source>Keep &amp;Offline</source>
        <translation>离线保存(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="427"/>
        <source>&amp;Automatically (when the feed has only summaries)</source>
        <translation>自动（订阅源只有摘要时）(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="428"/>
        <source>&amp;Always</source>
        <translation>总是(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="429"/>
        <source>&amp;Never</source>
        <translation>从不(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="512"/>
        <source>Login not changed: %1</source>
        <translation>登录信息未更改：%1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="516"/>
        <source>Logged out</source>
        <translation>已退出登录</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="519"/>
        <source>Logged in; refreshing the feed</source>
        <translation>已登录，正在刷新该订阅源</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="534"/>
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n 篇新文章</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="536"/>
        <source>Refreshed %1 feeds: %2; %3 failed (see their tooltips)</source>
        <translation>已刷新 %1 个订阅源：%2；%3 个失败（详见其提示）</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="540"/>
        <source>Refreshed %1 feeds: %2</source>
        <translation>已刷新 %1 个订阅源：%2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="548"/>
        <source>Add Feed</source>
        <translation>添加订阅</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="548"/>
        <source>Address of a feed (RSS or Atom):</source>
        <translation>订阅源地址（RSS 或 Atom）：</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="479"/>
        <location filename="../ui/mainwindow.cpp" line="557"/>
        <source>Fetching %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="173"/>
        <location filename="../ui/mainwindow.cpp" line="375"/>
        <source>Refresh &amp;Feed</source>
        <translation>刷新订阅(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="375"/>
        <source>Refresh &amp;Shelf</source>
        <translation>刷新书架(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="176"/>
        <source>S&amp;top Refreshing</source>
        <translation>停止刷新(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="348"/>
        <source>Offline: refreshing waits for the network</source>
        <translation>离线：刷新将等待网络恢复</translation>
    </message>
</context>
<context>
    <name>Lectern::NetworkPane</name>
    <message>
        <location filename="../ui/networkpane.cpp" line="14"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="27"/>
        <source>The system&apos;s proxy</source>
        <translation>系统代理</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="28"/>
        <source>No proxy</source>
        <translation>不使用代理</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="29"/>
        <source>This proxy:</source>
        <translation>使用以下代理：</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="32"/>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="33"/>
        <source>SOCKS5</source>
        <translation>SOCKS5</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="38"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="43"/>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="47"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="49"/>
        <source>A feed whose server has not sent it all by then gets an error, and the refresh goes on with the others.</source>
        <translation>到时服务器仍未发完的订阅源会报错，刷新继续处理其他订阅源。</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="55"/>
        <source>&amp;Proxy:</source>
        <translation>代理(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="56"/>
        <source>T&amp;ype:</source>
        <translation>类型(&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="57"/>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="58"/>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="59"/>
        <source>&amp;User name:</source>
        <translation>用户名(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="60"/>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="62"/>
        <source>&amp;Give up on a feed after:</source>
        <translation>订阅源超时(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../ui/networkpane.cpp" line="100"/>
        <source>Not usable yet (%1): the system&apos;s proxy is used meanwhile.</source>
        <translation>暂不可用（%1）：在此之前使用系统代理。</translation>
    </message>
</context>
<context>
    <name>Lectern::PreferencesDialog</name>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="26"/>
        <source>Show line &amp;numbers in code</source>
        <translation>在代码中显示行号(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="27"/>
        <source>Load &amp;remote images</source>
        <translation>加载远程图片(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="29"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="32"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="33"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="34"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="38"/>
        <source>Matched to the reader&apos;s theme</source>
        <translation>与阅读主题匹配</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="58"/>
        <source>A remote image tells its server that you opened the article. Tracking pixels stay blocked either way.</source>
        <translation>远程图片会让其服务器知道你打开了这篇文章。跟踪像素无论如何都会被拦截。</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="64"/>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="65"/>
        <source>&amp;Code colours:</source>
        <translation>代码配色(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="66"/>
        <source>&amp;Zoom:</source>
        <translation>缩放(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="91"/>
        <source>Library: %1 (articles %2, offline images %3)</source>
        <translation>文库：%1（文章 %2，离线图片 %3）</translation>
    </message>
</context>
<context>
    <name>Lectern::ViewMenu</name>
    <message>
        <location filename="../ui/viewmenu.cpp" line="35"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="41"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="46"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="50"/>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="55"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="58"/>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="60"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="61"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="66"/>
        <source>Line &amp;Numbers in Code</source>
        <translation>代码行号(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="74"/>
        <source>Load &amp;Remote Images</source>
        <translation>加载远程图片(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="83"/>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>ListDate</name>
    <message>
        <location filename="../models/listdate.cpp" line="33"/>
        <source>%1</source>
        <comment>an article of today: its time alone</comment>
        <translation>今天 %1</translation>
    </message>
    <message>
        <location filename="../models/listdate.cpp" line="36"/>
        <source>Yesterday %1</source>
        <translation>昨天 %1</translation>
    </message>
    <message>
        <location filename="../models/listdate.cpp" line="38"/>
        <source>%1 %2</source>
        <comment>a weekday of this week, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../models/listdate.cpp" line="44"/>
        <source>d MMM</source>
        <comment>date format for this year</comment>
        <translation>M月d日</translation>
    </message>
    <message>
        <location filename="../models/listdate.cpp" line="46"/>
        <source>d MMM yyyy</source>
        <comment>date format for another year</comment>
        <translation>yyyy年M月d日</translation>
    </message>
</context>
<context>
    <name>MediaPlaceholder</name>
    <message>
        <location filename="../app/content/mediaplaceholder.cpp" line="67"/>
        <source>Video</source>
        <translation>视频</translation>
    </message>
    <message>
        <location filename="../app/content/mediaplaceholder.cpp" line="78"/>
        <source>Video: %1</source>
        <translation>视频：%1</translation>
    </message>
    <message>
        <location filename="../app/content/mediaplaceholder.cpp" line="79"/>
        <source>Audio: %1</source>
        <translation>音频：%1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/windowapplication.cpp" line="68"/>
        <location filename="../ui/windowapplication.cpp" line="74"/>
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
    <message>
        <location filename="../ui/windowapplication.cpp" line="105"/>
        <source>Proxy: %1</source>
        <translation>代理：%1</translation>
    </message>
</context>
</TS>
