//! 命令行帮助的中文：键是文字在 `clap` 命令树中的位置（见 [`super`]），英文是 `args` 的文档注释。

/// 每段帮助的中文，按 `nqueens --help` 的顺序。
pub(super) const HELP: &[(&str, &str)] = &[
    ("", "N 皇后问题的每一种解法放在一起比较：从朴素的 2^(n²) 子集枚举，到并行的位运算计数器"),
    (
        "after",
        "先试试 `nqueens compare 8`：同一个棋盘，每种解法一行。

退出码：
  0    命令完成了要求的事
  1    请求没有写错，但工具不予执行或者执行失败：n 超出了所选解法的范围，
       不加 --force 时运行太久，输入对不上，输出写不出去，
       练习文件与教材的搜索不一致
  2    命令行写错了：未知的命令、选项或解法，
       值不是整数，或者大到没有哪种解法接受
  130  被 Ctrl-C 中断

错误信息都是中文的，读不懂的命令行也一样；
仍是英文的只有操作系统给出的读写失败原因和 JSON 解析器给出的细节。
手册页和补全脚本是英文的。",
    ),
    (
        "--color",
        "何时用颜色绘制（表格、帮助、explore）：auto 表示在终端上使用，除非 NO_COLOR 已设置且不为空",
    ),
    (
        "--lang",
        "帮助、提示和步骤的语言：en 或 zh（默认按 gettext 的规则读取环境：LANGUAGE，\
         然后是 LC_ALL、LC_MESSAGES 或 LANG，如 zh_CN.UTF-8；区域设置为 C 或不是 UTF-8 时用英文）",
    ),
    ("--help", "打印帮助"),
    ("--help (more)", "打印帮助（用 --help 查看更多）"),
    ("--help (summary)", "打印帮助（用 -h 只看摘要）"),
    ("--version", "打印版本"),
    ("<n>", "棋盘的大小，也是皇后的个数"),
    ("--approach", "要运行的解法"),
    ("--force", "即使预计运行时间超过两分钟也运行（但不会超出解法能表示的范围）"),
    ("solve", "打印 N × N 棋盘的所有解，按各行所在列的字典序"),
    ("solve --format", "解的打印方式"),
    ("solve --format=board", "Unicode 棋盘，每个棋盘上方一行标出序号和各行的列"),
    (
        "solve --format=leetcode",
        "与力扣 51 题完全相同的输出：由 `Q` 和 `.` 字符串组成的棋盘的 JSON 数组",
    ),
    (
        "solve --format=hello-algo",
        "hello-algo 的 `state` 网格，和它的 N 皇后例题打印每个解的方式一样：\
         先是一行短横线，然后每行一个由 `\"Q\"` 和 `\"#\"` 组成的列表",
    ),
    (
        "solve --format=json",
        "一个 JSON 对象：n、approach、unique、解（每行一个列号，从 0 数起），最后是 count",
    ),
    ("solve --format=columns", "每行一个解：各行皇后所在的列，用空格分隔"),
    ("solve --unique", "在旋转和翻转下的每一类解中只保留一个代表"),
    ("--images", "在每个棋盘下方画出它在正方形的旋转和翻转下的八个像（仅用于 board 格式）"),
    (
        "--limit",
        "找到 K 个解后停止。预计时间按事先测得的解在搜索中的位置估算到第 K 个解\
         （不按平均值：大棋盘最前面的解稀疏得多）；在 n 上没有测过的 K 按整个搜索估算，\
         超出预算时不加 --force 就不运行。暴力枚举可能很晚才找到第一个解：除非也测过，\
         它按整个枚举估算",
    ),
    ("count", "统计 N × N 棋盘的解的个数，以及所做的工作"),
    (
        "count after",
        "把一次计数分到多次运行或多台机器上（分片 2/4、3/4 和 4/4 同理）：
  nqueens count 18 --approach parallel --shard 1/4 --format json > 1.json
  nqueens sum 1.json 2.json 3.json 4.json",
    ),
    ("count --unique", "同时统计本质不同的解，旋转和翻转下的每一类算一个{listing}"),
    ("count --unique (listing)", "（{ids} 要在一个线程上列出每个解才能做到）"),
    ("count --format", "结果的打印方式"),
    ("--format=text", "给人读的几行文字"),
    ("--format=json", "一个 JSON 对象，`nqueens sum` 可以读回"),
    ("--threads", "线程数，1 到 256（仅限 {task_counters}；默认：所有核）"),
    (
        "--shard",
        "只统计工作的 K 份中的第 I 份（仅限 {task_counters}）；用 `nqueens sum` 把结果加起来",
    ),
    ("compare", "在同一个棋盘上运行每一种解法，显示各自所做的工作"),
    (
        "compare after",
        "每个时间是多次运行的中位数：先运行一次预热，再一直运行到累计 10 ms\
         （3 到 1,000 次），中间一半的运行给出它的波动范围。10 ms 或更长的运行只计时一次，\
         这样没有哪种解法会比估计的时间长太多。波动范围重叠的两个时间不排先后。",
    ),
    (
        "--approaches",
        "要比较的解法，用逗号分隔（默认：所有解法）。每种解法只在预计十秒内能完成时运行",
    ),
    ("compare --format", "比较结果的打印方式"),
    ("compare --format=table", "对齐的表格，给人读"),
    ("compare --format=json", "一个 JSON 数组，每种解法一个对象"),
    ("compare --format=csv", "逗号分隔的值，第一行是表头"),
    ("trace", "一步一步打印回溯搜索，每一步之后画出棋盘（N ≤ 8）"),
    ("trace <n>", "棋盘的大小，0 到 8"),
    ("trace --approach", "要追踪的解法，须是可追踪的解法：逐行搜索并报告每一步"),
    ("--boards", "每一步之后画出棋盘和搜索的状态（n ≤ 6 时默认如此）"),
    ("--no-boards", "每步打印一行，不画棋盘（n ≥ 7 时默认如此）"),
    (
        "--only",
        "只显示这几类步骤（总数仍统计每一步）；每类也可以用中文命名，和 `--lang zh` 打印的一样",
    ),
    ("--only=place", "把皇后放到空闲的格子上"),
    ("--only=reject", "跳过被攻击的格子"),
    ("--only=remove", "取下皇后"),
    ("--only=dead-end", "某一行没有空闲的格子（精确覆盖：某个项没有剩下的选项）"),
    ("--only=solution", "每一行都有皇后"),
    ("--only=choose", "精确覆盖：搜索在哪个项上分支"),
    ("--only=cover", "精确覆盖：覆盖一个项，连同它隐藏的选项"),
    ("--only=uncover", "精确覆盖：取消覆盖一个项，恢复它隐藏的选项"),
    ("--until-solution", "找到第 K 个解后停止"),
    ("explore", "在终端里一步一步地前进、后退，查看回溯搜索（N ≤ 12）"),
    ("explore <n>", "棋盘的大小，1 到 12（查看时用 ↑ 和 ↓ 改变）"),
    (
        "explore --approach",
        "要查看的解法，须是可追踪的解法：逐行搜索并报告每一步（查看时用 a 和 Tab 切换）",
    ),
    ("approaches", "列出每一种解法：思路、复杂度和实际可用的 N 的范围"),
    ("practice", "检查你凭记忆写出的搜索，与教材的搜索逐步对照（N ≤ 8）"),
    (
        "practice after",
        "练习一道题：
  nqueens practice                        # 题目列表，你做到了哪里
  nqueens practice start place-row-array  # 写出代码框架
  nqueens practice check place-row-array  # 第一个不同的步骤
  nqueens practice hint place-row-array   # 下一条提示",
    ),
    ("practice --dir", "存放你的文件的文件夹，每道题一个 ID.rs"),
    ("practice start", "写出一道题的代码框架：函数签名、名字，注释里是题目"),
    ("practice start <id>", "题目"),
    ("practice start <path>", "写到哪里（默认 DIR/ID.rs）；已有的文件保持不变"),
    ("practice hint", "给出一道题的下一条提示、第 K 条提示，或者用 `answer` 给出完整答案"),
    ("practice hint <id>", "题目"),
    ("practice hint <which>", "提示的序号，或者 `answer`"),
    ("practice check", "把你的文件与教材的搜索逐步对照，N = 1 到 8"),
    ("practice check <id>", "题目"),
    ("practice check <path>", "你的文件（默认 DIR/ID.rs）"),
    ("sum", "把 `count --shard I/K` 各次运行的 JSON 结果加成完整的计数"),
    (
        "sum <files>",
        "存有 `nqueens count --format json --shard I/K` 输出的文件（每个文件一个或多个结果）；\
         `-` 表示读取标准输入",
    ),
    ("sum --format", "总数的打印方式"),
    (
        "--recount",
        "在这台机器上重新统计其中 K 个分片（由 --seed 选出），只要有一个与它的结果不同就不求和：\
         对其他机器的结果的抽查",
    ),
    (
        "sum --seed",
        "选出 --recount 重新统计哪些分片（默认 0）：同一个种子在每台机器上选出同样的分片",
    ),
    ("sum --force", "即使预计重新统计要超过两分钟也照样进行"),
    ("place", "为 N × N 棋盘放置一个解，N 可以到几十亿，而不列出所有的解"),
    (
        "place after",
        "检查一百万个皇后：\n  nqueens place 1000000 --approach min-conflicts --seed 7 | nqueens check",
    ),
    ("place <n>", "棋盘的大小，也是皇后的个数，0 到 4,294,967,295（内存允许的话）"),
    (
        "place --approach",
        "放置方法：显式构造、局部搜索，或者向 SAT 求解器问一个问题（n ≤ 256，内存按 n³ 增长）",
    ),
    (
        "place --seed",
        "决定随机放置方法的随机移动（默认 0）：同一个种子放出同一个解。构造法没有随机移动，忽略它",
    ),
    ("place --format", "放置结果的打印方式"),
    ("place --format=columns", "一行：各行皇后所在的列，用空格分隔"),
    ("place --format=board", "一个 Unicode 棋盘，上方一行标出各行的列（N ≤ 100）"),
    ("place --format=json", "一个 JSON 对象：n、approach、seed、moves、restarts，最后是各行的列"),
    ("check", "检查从标准输入读到的放置，格式可以是 `solve` 或 `place` 写出的任何一种"),
    ("check after", "说出每个放置都是解（退出码 0），或者指出第一对互相攻击的皇后（退出码 1）。"),
    ("check --n", "要求每个放置都有 N 个皇后，其他大小一律不接受"),
    ("completions", "打印在 shell 中补全 nqueens 的命令、选项和解法的脚本"),
    (
        "completions after",
        "安装，例如：
  nqueens completions bash \\
      > ~/.local/share/bash-completion/completions/nqueens
  nqueens completions zsh > ~/.zfunc/_nqueens   # ~/.zfunc 要在 fpath 中
  nqueens completions fish > ~/.config/fish/completions/nqueens.fish",
    ),
    ("completions <shell>", "要补全的 shell"),
    ("man", "打印 nqueens 或它的某个命令的手册页，或者把它们全部写出"),
    (
        "man after",
        "安装所有手册页，再读其中一页：\n  nqueens man --dir ~/.local/share/man/man1\n  man nqueens-compare",
    ),
    (
        "man <command>",
        "要打印哪个命令的手册页，如 compare（默认：nqueens 自己的那一页，它列出所有命令）",
    ),
    (
        "man --dir",
        "把每一页（nqueens.1 和每个命令一页，nqueens-compare.1，…）写进这个已经存在的目录，\
         并打印它们的路径",
    ),
    ("help", "打印这段帮助，或者所给命令的帮助"),
];
