//! `nqueens trace`: a backtracking search printed step by step as an indented tree, with the
//! board and the search's own state drawn after each step.

use std::fmt::Write as _;
use std::io::Write;

use nqueens_core::Bookkeeping;

use crate::args::{TraceArgs, TraceFilter};
use crate::failure::Outcome;
use crate::format::{plural, thousands};
use crate::output;
use nqueens_walk::cover;
use nqueens_walk::draw;
use nqueens_walk::explain;
use nqueens_walk::phrases::{Lang, say};
use nqueens_walk::{Step, StepKind, Walk};

/// The largest board whose trace draws boards unless asked not to: about a hundred steps of a
/// dozen lines each at n = 4, a few thousand at n = 6.
const LARGEST_BOARDS_BY_DEFAULT: usize = 6;

/// Walks the search step by step and prints each step (and, for small boards, the board and
/// the search's state after it), under a header that says what the approach reports.
pub(crate) fn run(args: &TraceArgs) -> Outcome {
    let solver = args.approach.0;
    let info = solver.info();
    let n = args.n;
    // The command line accepts only traceable approaches (see `ApproachParser::TRACEABLE`) and
    // boards up to `args::LARGEST_TRACED_N`.
    let boards = if args.boards {
        true
    } else if args.no_boards {
        false
    } else {
        n <= LARGEST_BOARDS_BY_DEFAULT
    };

    let lang = Lang::asked_or_environment(args.lang.as_deref());
    let mut walk = Walk::new(solver, n)?;
    let mut out = output::stdout();
    let header = match lang {
        Lang::En => header(info.id, walk.bookkeeping(), n, boards, args),
        Lang::Zh => header_zh(info.id, walk.bookkeeping(), n, boards, args),
    };
    write!(out, "{header}")?;
    if boards {
        write!(out, "{}", draw::frame(&walk, lang))?;
    }
    let mut cleared = 0;
    let mut stopped = false;
    while let Some(step) = walk.forward().cloned() {
        if let Step::Remove { clears, .. } = &step {
            cleared += clears.len() as u64;
        }
        let shown =
            args.only.is_empty() || args.only.iter().any(|filter| filter.kind() == step.kind());
        if shown {
            let mut text = line(&walk, &step, lang);
            if boards {
                text.push_str(&draw::frame(&walk, lang));
            }
            out.write_all(text.as_bytes())?;
        }
        if args.until_solution.is_some_and(|last| walk.tally().solutions >= last)
            && step.kind() == StepKind::Solution
        {
            stopped = !walk.at_end();
            break;
        }
    }
    let summary = match (lang, walk.bookkeeping()) {
        (_, Bookkeeping::Links) => summary_links(&walk, stopped, lang),
        (Lang::En, _) => summary(&walk, cleared, stopped),
        (Lang::Zh, _) => summary_zh(&walk, cleared, stopped),
    };
    write!(out, "{summary}")?;
    out.flush()?;
    Ok(())
}

/// [`header`] in Chinese, with the glossary's terms.
fn header_zh(
    id: &str,
    bookkeeping: Bookkeeping,
    n: usize,
    boards: bool,
    args: &TraceArgs,
) -> String {
    if bookkeeping == Bookkeeping::Links {
        return header_links(id, n, boards, args, Lang::Zh);
    }
    let mut header = format!(
        "{id} 在 n = {n} 时的追踪：搜索的每一步。格子写作 (行, 列)，从 0 数起；\n\
         每个 │ 表示深入一行，在上一行放下的皇后之下。\n"
    );
    let marks = bookkeeping == Bookkeeping::MarkedBoard;
    header.push_str("  放置  在安全的格子上放一个皇后，然后填下一行\n");
    if marks {
        header.push_str("        标记：它在下方攻击的、还没有被标记的格子（它的回退列表）\n");
    }
    if bookkeeping != Bookkeeping::Masks {
        header.push_str("  剪枝  跳过被攻击的格子，并说明是哪个皇后攻击它、搜索怎样知道\n");
    }
    header.push_str("  移除  拿走皇后（回溯），试它那一行的下一个格子\n");
    if marks {
        header.push_str("        清除：它的回退列表中的格子，不多也不少\n");
    }
    if bookkeeping == Bookkeeping::Masks {
        let _ = writeln!(
            header,
            "{id} 用位运算算出一行的空闲格子，从不检查被攻击的格子：这个追踪只显示放置、死路和移除。"
        );
    }
    if boards {
        header.push_str(
            "每一步之后是棋盘：Q 皇后，· 安全的格子，│ ╲ ╱ 沿上方某个皇后的列、主对角线或次对角线\n\
             被攻击的格子，[ ] 这一步的格子；以及\n",
        );
        header.push_str(match bookkeeping {
            Bookkeeping::Sets => {
                "三个集合，[ ] 括住这一步查的键（cols 存列，diags1 存 row - col，diags2 存 row + col）。\n"
            }
            Bookkeeping::Flags => {
                "三个标志数组，[ ] 括住这一步读或写的标志（cols 按 col，diags1 按 row - col + n - 1，\n\
                 diags2 按 row + col）。\n"
            }
            Bookkeeping::Masks => {
                "正在填的那一行的掩码，第 0 列在最右边，[ ] 括住这一步那一列的位（diags1 每行右移一列，\n\
                 diags2 每行左移一列）。\n"
            }
            Bookkeeping::MarkedBoard => "回退列表 lock，每个皇后一行：它标记的格子。\n",
            // Said by `header_links`.
            Bookkeeping::Links => "",
        });
    }
    push_filters(&mut header, args, Lang::Zh);
    header
}

/// The filters of the trace, after its header, and an empty line.
fn push_filters(header: &mut String, args: &TraceArgs, lang: Lang) {
    let mut filters = Vec::new();
    let kinds: Vec<&str> = args.only.iter().map(|filter| filter.name()).collect();
    match lang {
        Lang::En => {
            if !kinds.is_empty() {
                filters.push(format!("only the steps {}", kinds.join(", ")));
            }
            if let Some(last) = args.until_solution {
                filters.push(format!("up to solution {last}"));
            }
            if !filters.is_empty() {
                let _ = writeln!(header, "Showing {}.", filters.join(", "));
            }
        }
        Lang::Zh => {
            if !kinds.is_empty() {
                filters.push(format!("只显示这些步骤：{}", kinds.join(", ")));
            }
            if let Some(last) = args.until_solution {
                filters.push(format!("到第 {last} 个解为止"));
            }
            if !filters.is_empty() {
                let _ = writeln!(header, "{}。", filters.join("，"));
            }
        }
    }
    header.push('\n');
}

/// The header of the trace of an exact-cover search, in `lang`.
fn header_links(id: &str, n: usize, boards: bool, args: &TraceArgs, lang: Lang) -> String {
    let mut header = match lang {
        Lang::En => format!(
            "Trace of {id} for n = {n}: every step of Algorithm X with dancing links. Items are the\n\
             rows and columns (primary: covered exactly once) and the diagonals (secondary: at most\n\
             once); each cell (row, col) is an option that takes its row, column and two diagonals.\n\
             Each │ is one level deeper, below the queen placed at the level above.\n\
             \x20 choose  the item to branch on: an item with 1 option left (forced) or none (a dead\n\
             \x20         end) if there is one, else the first row not yet covered\n\
             \x20 cover   take an item out: hide the options still using it\n\
             \x20 try     put a queen on an option's cell, then cover its other three items\n\
             \x20 uncover bring an item's hidden options back, in reverse order\n\
             \x20 remove  take the queen back, and try the next option of the item\n"
        ),
        Lang::Zh => format!(
            "{id} 在 n = {n} 时的追踪：X 算法加舞蹈链的每一步。项是各行和各列（主项：恰好覆盖一次）\n\
             和各条对角线（次项：至多覆盖一次）；每个格子 (行, 列) 是一个选项，占它的行、列和两条对角线。\n\
             每个 │ 表示深入一层，在上一层放下的皇后之下。\n\
             \x20 选择    要分支的项：如果有只剩 1 个选项的项（被迫的一步）或没有选项的项（死路）就选它，\n\
             \x20         否则选第一个尚未覆盖的行\n\
             \x20 覆盖    拿走一个项：隐藏仍在使用它的选项\n\
             \x20 尝试    在一个选项的格子上放皇后，然后覆盖它的另外三项\n\
             \x20 取消覆盖 按相反的顺序让一个项隐藏的选项回来\n\
             \x20 移除    拿走皇后，尝试这个项的下一个选项\n"
        ),
    };
    if boards {
        header.push_str(match lang {
            Lang::En => {
                "After each step, the board: Q a queen, · a free cell, │ ╲ ╱ a cell attacked along\n\
                 the column, diagonal or anti-diagonal of a queen, [ ] the cell of the step; and the\n\
                 matrix still in play: the items across (r rows, c columns, d diagonals, a\n\
                 anti-diagonals, · a covered item), len the options left in each, then one line per\n\
                 option not hidden, ■ on its four items (Q for a queen's).\n"
            }
            Lang::Zh => {
                "每一步之后是棋盘：Q 皇后，· 安全的格子，│ ╲ ╱ 沿某个皇后的列、主对角线或次对角线\n\
                 被攻击的格子，[ ] 这一步的格子；以及仍在使用的矩阵：横向是各项（r 行，c 列，\n\
                 d 主对角线，a 次对角线，· 已覆盖的项），len 是每项剩下的选项数，然后每个没有被\n\
                 隐藏的选项一行，■ 在它的四项上（皇后的选项画 Q）。\n"
            }
        });
    }
    push_filters(&mut header, args, lang);
    header
}

/// What the reader needs to know before the trace: the notation, and what this approach
/// reports.
fn header(id: &str, bookkeeping: Bookkeeping, n: usize, boards: bool, args: &TraceArgs) -> String {
    if bookkeeping == Bookkeeping::Links {
        return header_links(id, n, boards, args, Lang::En);
    }
    let mut header = format!(
        "Trace of {id} for n = {n}: every step of the search. Cells are (row, col), counted \
         from 0;\neach │ is one row deeper, below the queen placed in the row above.\n"
    );
    let marks = bookkeeping == Bookkeeping::MarkedBoard;
    header.push_str("  place   put a queen on a free cell, then fill the next row\n");
    if marks {
        header.push_str(
            "          marks: the cells it attacks below that no queen had marked (its undo list)\n",
        );
    }
    if bookkeeping != Bookkeeping::Masks {
        header.push_str(
            "  reject  skip an attacked cell, saying which queen attacks it and how the search knows\n",
        );
    }
    header.push_str("  remove  take the queen back (backtrack) and try the next cell of its row\n");
    if marks {
        header.push_str("          clears: the cells of its undo list, and no others\n");
    }
    if bookkeeping == Bookkeeping::Masks {
        let _ = write!(
            header,
            "{id} computes the free cells of a row with bit operations and never examines\n\
             an attacked cell: this trace shows only placements, dead ends and removals.\n"
        );
    }
    if boards {
        header.push_str(
            "After each step, the board: Q a queen, · a free cell, │ ╲ ╱ a cell attacked along the\n\
             column, diagonal or anti-diagonal of a queen above it, [ ] the cell of the step; and\n",
        );
        header.push_str(match bookkeeping {
            Bookkeeping::Sets => {
                "the three sets, with [ ] around the key the step looked up (cols holds columns,\n\
                 diags1 row - col, diags2 row + col).\n"
            }
            Bookkeeping::Flags => {
                "the three arrays of flags, with [ ] around the flag the step read or wrote (cols\n\
                 by col, diags1 by row - col + n - 1, diags2 by row + col).\n"
            }
            Bookkeeping::Masks => {
                "the masks of the row being filled, column 0 on the right, with [ ] around the bit\n\
                 of the step's column (diags1 moves one column right per row, diags2 one left).\n"
            }
            Bookkeeping::MarkedBoard => {
                "the undo list lock, one line per queen: the cells that queen marked.\n"
            }
            // Said by `header_links`.
            Bookkeeping::Links => "",
        });
    }
    push_filters(&mut header, args, Lang::En);
    header
}

/// One line for a step, indented by its row (by its level, for an exact-cover search).
fn line(walk: &Walk, step: &Step, lang: Lang) -> String {
    if walk.bookkeeping() == Bookkeeping::Links {
        return line_of_links(walk, step, lang);
    }
    let (depth, text) = match step {
        Step::Reject { row, col } => {
            let reason = explain::reason_in(walk, *row, *col, lang);
            (*row, say(lang, "trace.reject", &[("row", row), ("col", col), ("reason", &reason)]))
        }
        Step::Place { row, col, marks } => {
            let marks = listed(lang, "trace.marks", marks);
            (*row, say(lang, "trace.place", &[("row", row), ("col", col), ("marks", &marks)]))
        }
        Step::Remove { row, col, clears } => {
            let clears = listed(lang, "trace.clears", clears);
            (*row, say(lang, "trace.remove", &[("row", row), ("col", col), ("clears", &clears)]))
        }
        Step::DeadEnd { row } => (*row, say(lang, "trace.dead_end", &[("row", row)])),
        Step::Solution => {
            let number = walk.tally().solutions;
            let columns: Vec<String> = walk.queens().iter().map(usize::to_string).collect();
            let text = if columns.is_empty() {
                say(lang, "trace.solution.empty", &[("count", &number)])
            } else {
                say(lang, "trace.solution", &[("count", &number), ("columns", &columns.join(" "))])
            };
            (walk.n(), text)
        }
        // Exact-cover steps: `line_of_links`.
        Step::Choose { .. } | Step::Cover { .. } | Step::Uncover { .. } => (0, String::new()),
    };
    format!("{}{text}\n", "│ ".repeat(depth))
}

/// [`line`] for an exact-cover search: indented by the queens on the board, a queen's step by
/// those above it.
fn line_of_links(walk: &Walk, step: &Step, lang: Lang) -> String {
    let depth = walk.placed().len();
    let item = |item| cover::item_name(item, lang);
    let (depth, text) = match step {
        Step::Choose { item: chosen, options: 0 } => {
            (depth, say(lang, "trace.dead_end.links", &[("item", &item(*chosen))]))
        }
        Step::Choose { item: chosen, options } => {
            let options = cover::options(*options, lang);
            (depth, say(lang, "trace.choose", &[("item", &item(*chosen)), ("options", &options)]))
        }
        Step::Cover { item: covered, hidden, .. } => {
            let hidden = listed(lang, "trace.hides", hidden);
            (depth, say(lang, "trace.cover", &[("item", &item(*covered)), ("hidden", &hidden)]))
        }
        Step::Uncover { item: uncovered, restored, .. } => {
            let restored = listed(lang, "trace.restores", restored);
            let text =
                say(lang, "trace.uncover", &[("item", &item(*uncovered)), ("restored", &restored)]);
            (depth, text)
        }
        Step::Place { row, col, .. } => {
            (depth.saturating_sub(1), say(lang, "trace.try", &[("row", row), ("col", col)]))
        }
        Step::Remove { row, col, .. } => {
            (depth, say(lang, "trace.untry", &[("row", row), ("col", col)]))
        }
        Step::Solution => {
            let number = walk.tally().solutions;
            let columns = explain::columns_of(walk);
            let text = if columns.is_empty() {
                say(lang, "trace.solution.empty", &[("count", &number)])
            } else {
                say(lang, "trace.solution.links", &[("count", &number), ("columns", &columns)])
            };
            (depth, text)
        }
        // Row-by-row steps: an exact-cover search takes none.
        Step::Reject { .. } | Step::DeadEnd { .. } => (depth, String::new()),
    };
    format!("{}{text}\n", "│ ".repeat(depth))
}

/// `  marks (1, 0) (1, 1)`, or nothing for no cells.
fn listed(lang: Lang, key: &str, cells: &[(usize, usize)]) -> String {
    if cells.is_empty() {
        return String::new();
    }
    let cells: Vec<String> = cells.iter().map(|(row, col)| format!("({row}, {col})")).collect();
    say(lang, key, &[("cells", &cells.join(" "))])
}

/// The totals after the trace of an exact-cover search, as `count --work` counts them.
fn summary_links(walk: &Walk, stopped: bool, lang: Lang) -> String {
    let tally = walk.tally();
    let (solutions, nodes, options, hidden, dead_ends) = (
        thousands(tally.solutions),
        thousands(tally.nodes),
        thousands(tally.cells),
        thousands(tally.marks),
        thousands(tally.dead_ends),
    );
    match (lang, stopped) {
        (Lang::En, false) => format!(
            "\n{solutions} solutions; the search entered {nodes} nodes, tried {options} options, hid \
             options {hidden} times and met {dead_ends} dead ends.\n"
        ),
        (Lang::En, true) => format!(
            "\nStopped after {solutions} solutions; so far the search entered {nodes} nodes, tried \
             {options} options, hid options {hidden} times and met {dead_ends} dead ends.\n"
        ),
        (Lang::Zh, false) => format!(
            "\n{solutions} 个解；搜索进入了 {nodes} 个节点，尝试了 {options} 个选项，隐藏了 {hidden} 次选项，遇到 {dead_ends} 个死路。\n"
        ),
        (Lang::Zh, true) => format!(
            "\n找到 {solutions} 个解后停止；到此为止搜索进入了 {nodes} 个节点，尝试了 {options} 个选项，隐藏了 {hidden} 次选项，遇到 {dead_ends} 个死路。\n"
        ),
    }
}

/// [`summary`] in Chinese.
fn summary_zh(walk: &Walk, cleared: u64, stopped: bool) -> String {
    let tally = walk.tally();
    let (solutions, nodes, cells) =
        (thousands(tally.solutions), thousands(tally.nodes), thousands(tally.cells));
    let mut summary = if stopped {
        format!(
            "\n找到 {solutions} 个解后停止；到此为止搜索进入了 {nodes} 个节点，检查了 {cells} 个格子"
        )
    } else {
        format!("\n{solutions} 个解；搜索进入了 {nodes} 个节点，检查了 {cells} 个格子")
    };
    if tally.rejected > 0 {
        let _ = write!(summary, "，其中剪枝了 {} 个", thousands(tally.rejected));
    }
    summary.push_str("。\n");
    if tally.marks > 0 {
        let _ = writeln!(
            summary,
            "它把 {} 个格子标记为被攻击，并在拿走它们的皇后时清除了 {} 个。",
            thousands(tally.marks),
            thousands(cleared)
        );
    }
    summary
}

/// The totals after the trace.
fn summary(walk: &Walk, cleared: u64, stopped: bool) -> String {
    let tally = walk.tally();
    let solutions = plural(tally.solutions, "solution", "solutions");
    let mut summary = if stopped {
        format!(
            "\nStopped after {solutions}; so far the search entered {} and examined {}",
            plural(tally.nodes, "node", "nodes"),
            plural(tally.cells, "cell", "cells"),
        )
    } else {
        format!(
            "\n{solutions}; the search entered {} and examined {}",
            plural(tally.nodes, "node", "nodes"),
            plural(tally.cells, "cell", "cells"),
        )
    };
    if tally.rejected > 0 {
        let _ = write!(summary, ", of which it rejected {}", thousands(tally.rejected));
    }
    summary.push_str(".\n");
    if tally.marks > 0 {
        let _ = writeln!(
            summary,
            "It marked {} as attacked, and cleared {} when their queens were taken back.",
            plural(tally.marks, "cell", "cells"),
            thousands(cleared)
        );
    }
    summary
}

impl TraceFilter {
    /// The kind of step the filter keeps.
    fn kind(self) -> StepKind {
        match self {
            TraceFilter::Place => StepKind::Place,
            TraceFilter::Reject => StepKind::Reject,
            TraceFilter::Remove => StepKind::Remove,
            TraceFilter::DeadEnd => StepKind::DeadEnd,
            TraceFilter::Solution => StepKind::Solution,
            TraceFilter::Choose => StepKind::Choose,
            TraceFilter::Cover => StepKind::Cover,
            TraceFilter::Uncover => StepKind::Uncover,
        }
    }

    /// Its name on the command line.
    fn name(self) -> &'static str {
        match self {
            TraceFilter::Place => "place",
            TraceFilter::Reject => "reject",
            TraceFilter::Remove => "remove",
            TraceFilter::DeadEnd => "dead-end",
            TraceFilter::Solution => "solution",
            TraceFilter::Choose => "choose",
            TraceFilter::Cover => "cover",
            TraceFilter::Uncover => "uncover",
        }
    }
}
