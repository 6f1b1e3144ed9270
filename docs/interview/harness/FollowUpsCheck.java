// Prints the follow-ups of the Java sheet compiled beside it (FollowUps.java) for n = 0 to 10,
// for .ci/interview to compare with docs/interview/follow-ups.txt.
import java.util.Arrays;
import java.util.stream.Collectors;

public class FollowUpsCheck {
    public static void main(String[] args) {
        for (int n = 0; n <= 10; n++) {
            int[] first = FollowUps.firstSolution(n);
            String text = first == null ? "none"
                    : Arrays.stream(first).mapToObj(Integer::toString)
                            .collect(Collectors.joining(",", "[", "]"));
            System.out.println("first(" + n + ") = " + text);
            System.out.println("stack(" + n + ") = " + FollowUps.totalIterative(n));
            System.out.println("mirror(" + n + ") = " + FollowUps.totalByMirror(n));
            System.out.println("unique(" + n + ") = " + FollowUps.totalUnique(n));
        }
    }
}
