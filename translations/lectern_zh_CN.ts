<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>ArticlePageRenderer</name>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="111" />
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/content/articlepagerenderer.cpp" line="129" />
        <source>%n min read</source>
        <translation><numerusform>阅读约 %n 分钟</numerusform></translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="156" />
        <source>Welcome to Lectern</source>
        <translation>欢迎使用 Lectern</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="158" />
        <source>Lectern keeps the technical writing you follow: feeds, full articles and their code, readable offline.</source>
        <translation>Lectern 保存你关注的技术文章：订阅源、全文和其中的代码，离线也能阅读。</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="162" />
        <source>Add a feed: choose Library → Add Feed… and paste the address of a feed or a blog.</source>
        <translation>添加订阅：选择“书库 → 添加订阅…”，粘贴订阅源或博客的地址。</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="166" />
        <source>Coming from another reader? Importing its OPML export is the next thing Lectern learns; until then, add your feeds one by one.</source>
        <translation>从其他阅读器迁移？导入 OPML 导出文件的功能即将加入；在此之前，请逐个添加订阅。</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="209" />
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../app/content/articlepagerenderer.cpp" line="210" />
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
</context>
<context>
    <name>Lectern::ArticleListModel</name>
    <message>
        <location filename="../models/articlelistmodel.cpp" line="65" />
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <location filename="../models/articlelistmodel.cpp" line="106" />
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../models/articlelistmodel.cpp" line="108" />
        <source>Feed</source>
        <translation>订阅源</translation>
    </message>
    <message>
        <location filename="../models/articlelistmodel.cpp" line="110" />
        <source>Published</source>
        <translation>发布时间</translation>
    </message>
</context>
<context>
    <name>Lectern::FeedTreeModel</name>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="14" />
        <location filename="../models/feedtreemodel.cpp" line="28" />
        <source>All Articles</source>
        <translation>全部文章</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="153" />
        <source>Last refresh failed: %1</source>
        <translation>上次刷新失败：%1</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="156" />
        <source>At %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="158" />
        <source>HTTP status %1</source>
        <translation>HTTP 状态码 %1</translation>
    </message>
    <message>
        <location filename="../models/feedtreemodel.cpp" line="161" />
        <source>Not checked again before %1</source>
        <translation>%1 之前不再检查</translation>
    </message>
</context>
<context>
    <name>Lectern::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="46" />
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="91" />
        <source>Feed added: %n new article(s)</source>
        <translation><numerusform>已添加订阅：%n 篇新文章</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="96" />
        <source>Cannot add the feed</source>
        <translation>无法添加订阅</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="112" />
        <source>&amp;Library</source>
        <translation>书库(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="113" />
        <source>&amp;Add Feed…</source>
        <translation>添加订阅(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="117" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="120" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="121" />
        <source>&amp;About Lectern</source>
        <translation>关于 Lectern(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="122" />
        <source>About Lectern</source>
        <translation>关于 Lectern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="123" />
        <source>&lt;p&gt;&lt;b&gt;Lectern %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A reader and offline library for technical writing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lectern %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;面向技术文章的阅读器与离线书库。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="132" />
        <source>Add Feed</source>
        <translation>添加订阅</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="133" />
        <source>Address of a feed (RSS or Atom):</source>
        <translation>订阅源地址（RSS 或 Atom）：</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="142" />
        <source>Fetching %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="133" />
        <location filename="../ui/mainwindow.cpp" line="207" />
        <source>Refresh &amp;Feed</source>
        <translation>刷新订阅(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="207" />
        <source>Refresh &amp;Shelf</source>
        <translation>刷新书架(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="136" />
        <source>S&amp;top Refreshing</source>
        <translation>停止刷新(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="180" />
        <source>Offline: refreshing waits for the network</source>
        <translation>离线：刷新将等待网络恢复</translation>
    </message>
</context>
<context>
    <name>Lectern::PreferencesDialog</name>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="22" />
        <source>Show line &amp;numbers in code</source>
        <translation>在代码中显示行号(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="23" />
        <source>Load &amp;remote images</source>
        <translation>加载远程图片(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="25" />
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="28" />
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="29" />
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="30" />
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="34" />
        <source>Matched to the reader's theme</source>
        <translation>与阅读主题匹配</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="54" />
        <source>A remote image tells its server that you opened the article. Tracking pixels stay blocked either way.</source>
        <translation>远程图片会让其服务器知道你打开了这篇文章。跟踪像素无论如何都会被拦截。</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="60" />
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="61" />
        <source>&amp;Code colours:</source>
        <translation>代码配色(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.cpp" line="62" />
        <source>&amp;Zoom:</source>
        <translation>缩放(&amp;Z)：</translation>
    </message>
</context>
<context>
    <name>Lectern::ViewMenu</name>
    <message>
        <location filename="../ui/viewmenu.cpp" line="31" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="37" />
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="42" />
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="46" />
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="51" />
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="54" />
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="56" />
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="57" />
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="62" />
        <source>Line &amp;Numbers in Code</source>
        <translation>代码行号(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="70" />
        <source>Load &amp;Remote Images</source>
        <translation>加载远程图片(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/viewmenu.cpp" line="79" />
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/windowapplication.cpp" line="54" />
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
</context>
<context>
    <name>MediaPlaceholder</name>
    <message>
        <location filename="../app/content/mediaplaceholder.cpp" line="67" />
        <source>Video</source>
        <translation>视频</translation>
    </message>
    <message>
        <location filename="../app/content/mediaplaceholder.cpp" line="78" />
        <source>Video: %1</source>
        <translation>视频：%1</translation>
    </message>
    <message>
        <location filename="../app/content/mediaplaceholder.cpp" line="79" />
        <source>Audio: %1</source>
        <translation>音频：%1</translation>
    </message>
</context>
</TS>