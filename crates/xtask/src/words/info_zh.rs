//! What each approach and each placer states of itself (`Info::time`, `Info::space`), in
//! Chinese: one entry per id of the registry, which the docs test holds to the registry (every
//! approach and every placer has its entry, none is left over, and each keeps the English
//! text's numbers and formulas).

/// An id's time and extra space, in Chinese.
pub struct Stated {
    /// The approach's or placer's id.
    pub id: &'static str,
    /// Its time, as `Info::time` says it.
    pub time: &'static str,
    /// Its extra space, as `Info::space` says it.
    pub space: &'static str,
}

/// The approaches of `APPROACHES`, in its order.
pub const APPROACHES: &[Stated] = &[
    Stated { id: "subset", time: "O(2^(n²))", space: "O(n)" },
    Stated { id: "combination", time: "O(C(n², n) · n)", space: "O(n)" },
    Stated { id: "permutation", time: "O(n! · n)", space: "O(n)" },
    Stated {
        id: "backtrack-board",
        time: "O(n!) 个节点，每个检查 n 个格子，每个皇后 O(n) 个标记（这是宽松的上界：n = 8 时实际只有 2,057 个节点，而 8! = 40,320）",
        space: "O(n²)：n × n 的棋盘、至多 n² 个格子的回退列表、`columns` 和 n + 1 层递归调用",
    },
    Stated {
        id: "backtrack-set",
        time: "O(n!) 个节点，每个检查 n 个格子（这是宽松的上界：n = 8 时实际只有 2,057 个节点，而 8! = 40,320）",
        space: "O(n)：三个至多 n 个键的集合、`columns` 和 n + 1 层递归调用",
    },
    Stated {
        id: "backtrack-array",
        time: "O(n!) 个节点，每个检查 n 个格子（这是宽松的上界：n = 8 时实际只有 2,057 个节点，而 8! = 40,320）",
        space: "O(n)：n + 2(2n − 1) 个标志、`columns` 和 n + 1 层递归调用",
    },
    Stated {
        id: "backtrack-bitmask",
        time: "O(n!) 个节点，每个节点 O(1)（这是宽松的上界：n = 8 时实际只有 2,057 个节点，而 8! = 40,320）",
        space: "O(n)：每层递归调用三个掩码，共 n + 1 层，再加上 `columns`",
    },
    Stated {
        id: "backtrack-dlx",
        time: "指数级：节点比逐行放置的搜索树少（n = 8 时 1,339 个），每个节点 O(n)",
        space: "O(n²)：每个格子四个链节点，只分配一次",
    },
    Stated {
        id: "sat",
        time: "指数级：每个问题一次 CDCL 搜索，每个解大约 n²/2 个问题",
        space: "O(n³) 个子句（两两编码），每找到一个解再加一个",
    },
    Stated {
        id: "parallel",
        time: "O(n!) 的树搜索，访问的节点约为普通位运算搜索的五分之一，由各个核心分担",
        space: "每个线程 O(n)（每行一波棋盘），再加上 O(n⁴) 的任务列表",
    },
    Stated {
        id: "meet-in-the-middle",
        time: "O(T + B + P)：T 个上半盘、B 个下半盘，以及 P 个列正好互补的配对（n = 8 时 1,760 个）",
        space: "列出时 O(B · n)：每个下半盘和它的掩码、列；计数时每个线程一次只存占用同一组列的那些半盘（n = 18 时 10 MB）",
    },
];

/// The placers of `PLACERS`, in its order.
pub const PLACERS: &[Stated] = &[
    Stated { id: "construction", time: "O(n)", space: "O(n)：只有 `columns`" },
    Stated {
        id: "min-conflicts",
        time: "期望 O(n)（测量所得，未经证明）",
        space: "O(n)：列和每条对角线上的皇后数",
    },
    Stated {
        id: "sat",
        time: "最坏情况下是指数级；实测（处理器时间）n = 100 时 0.25 秒，n = 200 时 1.8 秒",
        space: "O(n³)：两两编码的子句",
    },
];
