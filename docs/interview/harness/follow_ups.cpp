// Prints the follow-ups of the C++ sheet included by the command line (-include SHEET) for
// n = 0 to 10, for .ci/interview to compare with docs/interview/follow-ups.txt.
#include <iostream>

int main() {
    for (int n = 0; n <= 10; n++) {
        std::cout << "mirror(" << n << ") = " << follow_ups::totalByMirror(n) << '\n';
    }
}
