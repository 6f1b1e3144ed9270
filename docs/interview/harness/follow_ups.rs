//! Prints the follow-ups of the Rust sheet (`follow-ups/follow_ups.rs`) for n = 0 to 10, for
//! .ci/interview to compare with docs/interview/follow-ups.txt.

#[path = "../follow-ups/follow_ups.rs"]
mod follow_ups;

fn main() {
    for n in 0..=10 {
        let first = match follow_ups::first_solution(n as usize) {
            Some(queens) => {
                let columns: Vec<String> = queens.iter().map(usize::to_string).collect();
                format!("[{}]", columns.join(","))
            }
            None => "none".to_string(),
        };
        println!("first({n}) = {first}");
        println!("stack({n}) = {}", follow_ups::total_iterative(n));
        println!("mirror({n}) = {}", follow_ups::total_by_mirror(n));
        println!("unique({n}) = {}", follow_ups::total_unique(n as usize));
    }
}
