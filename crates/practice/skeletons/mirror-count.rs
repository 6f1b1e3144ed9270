//~ practice.file.header
//
//~ practice.mirror-count.task
fn count(n: usize, report: &mut Report) -> u64 {
    //~ practice.mirror-count.todo
    0
}
