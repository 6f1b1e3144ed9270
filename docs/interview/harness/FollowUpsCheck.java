// Prints the follow-ups of the Java sheet compiled beside it (FollowUps.java) for n = 0 to 10,
// for .ci/interview to compare with docs/interview/follow-ups.txt.
public class FollowUpsCheck {
    public static void main(String[] args) {
        for (int n = 0; n <= 10; n++) {
            System.out.println("mirror(" + n + ") = " + FollowUps.totalByMirror(n));
        }
    }
}
