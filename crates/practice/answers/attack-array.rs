//~ practice.file.header
//
//~ practice.attack-array.task
fn attacked(
    n: usize,
    row: usize,
    col: usize,
    cols: &[bool],
    diags1: &[bool],
    diags2: &[bool],
) -> bool {
    //~ practice.answer.diagonals
    let diag1 = row + n - 1 - col;
    let diag2 = row + col;
    //~ practice.answer.attacked
    cols[col] || diags1[diag1] || diags2[diag2]
}
