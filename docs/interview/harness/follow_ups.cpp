// Prints the follow-ups of the C++ sheet included by the command line (-include SHEET) for
// n = 0 to 10, for .ci/interview to compare with docs/interview/follow-ups.txt.
#include <iostream>

int main() {
    for (int n = 0; n <= 10; n++) {
        std::cout << "first(" << n << ") = ";
        if (const auto first = follow_ups::firstSolution(n)) {
            std::cout << '[';
            for (std::size_t row = 0; row < first->size(); row++) {
                std::cout << (row ? "," : "") << (*first)[row];
            }
            std::cout << "]\n";
        } else {
            std::cout << "none\n";
        }
        std::cout << "stack(" << n << ") = " << follow_ups::totalIterative(n) << '\n';
        std::cout << "mirror(" << n << ") = " << follow_ups::totalByMirror(n) << '\n';
        std::cout << "unique(" << n << ") = " << follow_ups::totalUnique(n) << '\n';
    }
}
