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
    //~ practice.attack-array.todo
    false
}
