//! What each approach and each placer states of itself (`Info::idea`, `Info::time`,
//! `Info::space`), in Chinese: one entry per id of the registry, which the tests hold to the
//! registry (every approach and every placer has its entry, none is left over, and each keeps
//! the English text's numbers and formulas). `nqueens approaches --lang zh` says them, and the
//! Chinese book's generated tables.

/// An id's idea, time and extra space, in Chinese.
pub struct Stated {
    /// The approach's or placer's id.
    pub id: &'static str,
    /// Its idea, as `Info::idea` says it.
    pub idea: &'static str,
    /// Its time, as `Info::time` says it.
    pub time: &'static str,
    /// Its extra space, as `Info::space` says it.
    pub space: &'static str,
}

/// The approaches of `APPROACHES`, in its order.
pub const APPROACHES: &[Stated] = &[
    Stated {
        id: "subset",
        idea: "把 n² 个格子的每个子集当作一个 u64 掩码；保留恰好有 n 个格子、每行一个、两两互不攻击的子集",
        time: "O(2^(n²))",
        space: "O(n)",
    },
    Stated {
        id: "combination",
        idea: "从 n² 个格子中选 n 个的每种组合；保留每行一个皇后、列各不相同、不共用对角线的组合",
        time: "O(C(n², n) · n)",
        space: "O(n)",
    },
    Stated {
        id: "permutation",
        idea: "列的每个排列（用 itertools，每个排列一个 Vec）；行和列天然各不相同，只检查对角线",
        time: "O(n! · n)",
        space: "O(n)",
    },
    Stated {
        id: "backtrack-board",
        idea: "逐行放置，用一个 n × n 的被攻击格子棋盘和一个回退列表（力扣 51）",
        time: "O(n!) 个节点，每个检查 n 个格子，每个皇后 O(n) 个标记（这是宽松的上界：n = 8 时实际只有 2,057 个节点，而 8! = 40,320）",
        space: "O(n²)：n × n 的棋盘、至多 n² 个格子的回退列表、`columns` 和 n + 1 层递归调用",
    },
    Stated {
        id: "backtrack-set",
        idea: "逐行放置，用哈希集合记录被攻击的列和对角线（力扣 51）",
        time: "O(n!) 个节点，每个检查 n 个格子（这是宽松的上界：n = 8 时实际只有 2,057 个节点，而 8! = 40,320）",
        space: "O(n)：三个至多 n 个键的集合、`columns` 和 n + 1 层递归调用",
    },
    Stated {
        id: "backtrack-array",
        idea: "逐行放置，用布尔数组记录被攻击的列和对角线（hello-algo 13.4）",
        time: "O(n!) 个节点，每个检查 n 个格子（这是宽松的上界：n = 8 时实际只有 2,057 个节点，而 8! = 40,320）",
        space: "O(n)：n + 2(2n − 1) 个标志、`columns` 和 n + 1 层递归调用",
    },
    Stated {
        id: "backtrack-bitmask",
        idea: "逐行放置，用位运算的掩码记录被攻击的列和对角线，只试空闲的格子",
        time: "O(n!) 个节点，每个节点 O(1)（这是宽松的上界：n = 8 时实际只有 2,057 个节点，而 8! = 40,320）",
        space: "O(n)：每层递归调用三个掩码，共 n + 1 层，再加上 `columns`",
    },
    Stated {
        id: "backtrack-dlx",
        idea: "精确覆盖：Knuth 的 X 算法加舞蹈链，只剩一个选项的先做",
        time: "指数级：节点比逐行放置的搜索树少（n = 8 时 1,339 个），每个节点 O(n)",
        space: "O(n²)：每个格子四个链节点，只分配一次",
    },
    Stated {
        id: "sat",
        idea: "把棋盘写成含 n² 个布尔变量的公式交给 SAT 求解器（BatSat），每找到一个解加一个排除它的子句",
        time: "指数级：每个问题一次 CDCL 搜索，每个解大约 n²/2 个问题",
        space: "O(n³) 个子句（两两编码），每找到一个解再加一个",
    },
    Stated {
        id: "parallel",
        idea: "位运算搜索，每个对称类（八种对称）只从边上皇后的一种布局出发，逐行按波处理一批棋盘，没有只取决于某一个棋盘的分支，每种布局一个任务，由所有核心分担",
        time: "O(n!) 的树搜索，访问的节点约为普通位运算搜索的五分之一，由各个核心分担",
        space: "每个线程 O(n)（每行一波棋盘），再加上 O(n⁴) 的任务列表",
    },
    Stated {
        id: "meet-in-the-middle",
        idea: "把上半盘和下半盘的每种放法各列出一次，再把每个上半盘和占用剩下的列、又不共用对角线的下半盘配对",
        time: "O(T + B + P)：T 个上半盘、B 个下半盘，以及 P 个列正好互补的配对（n = 8 时 1,760 个）",
        space: "列出时 O(B · n)：每个下半盘和它的掩码、列；计数时存一份各段的放法，每个线程再一次只存占用同一组列的那些半盘（n = 18 时 49\u{a0}MB）",
    },
];

/// The placers of `PLACERS`, in its order.
pub const PLACERS: &[Stated] = &[
    Stated {
        id: "construction",
        idea: "按 n mod 6 分情况的公式：先放偶数列，再放奇数列，n mod 6 = 2 或 3 时再修补",
        time: "O(n)",
        space: "O(n)：只有 `columns`",
    },
    Stated {
        id: "min-conflicts",
        idea: "局部搜索：先贪心地随机放好，再不断交换两个皇后来减少冲突，直到没有冲突",
        time: "期望 O(n)（测量所得，未经证明）",
        space: "O(n)：列和每条对角线上的皇后数",
    },
    Stated {
        id: "sat",
        idea: "向 SAT 求解器提一个问题：把棋盘的规则写成公式，取它的第一个模型",
        time: "最坏情况下是指数级；实测（处理器时间）n = 100 时 0.25 秒，n = 200 时 1.8 秒",
        space: "O(n³)：两两编码的子句",
    },
];
