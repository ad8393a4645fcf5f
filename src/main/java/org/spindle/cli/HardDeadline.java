package org.spindle.cli;

import java.io.PrintStream;
import java.util.function.Supplier;
import org.spindle.report.CheckResult;
import org.spindle.report.Property;
import org.spindle.report.ResultPrinter;
import org.spindle.report.UnknownReason;

/**
 * The last line of defence of a time limit. The engines stop at their timeout by interrupting the
 * solvers, but a solver may not look at the interrupt for a while (seen: SMTInterpol computing
 * interpolants from a large proof). A command must still end near its limit, so after the limit
 * plus a grace period this daemon prints the UNKNOWN verdict itself and halts the JVM, unless the
 * command disarmed it first (it has its result and prints it).
 */
final class HardDeadline {
  static final long GRACE_SECONDS = 3;
  static final String REASON =
      "timeout (a solver call did not stop within " + GRACE_SECONDS + " s of the limit)";

  private boolean disarmed; // guarded by this

  private HardDeadline() {}

  /** The result of a run stopped by the deadline. */
  static CheckResult timedOut() {
    return CheckResult.unknown(Property.UNREACH_CALL, UnknownReason.TIMEOUT, REASON, null);
  }

  /** Arms the deadline to print {@link #timedOut} as a verdict line, or as JSON. */
  static HardDeadline arm(long seconds, boolean json, PrintStream out) {
    return arm(seconds, () -> json ? ResultPrinter.json(null, timedOut())
        : ResultPrinter.verdictLine(timedOut()), out);
  }

  /**
   * Arms the deadline {@code seconds + GRACE_SECONDS} after the command started ({@link
   * CommandClock}; 0 or less: none); {@code last} gives the line to print then.
   */
  static HardDeadline arm(long seconds, Supplier<String> last, PrintStream out) {
    HardDeadline d = new HardDeadline();
    if (seconds <= 0) return d;
    long sleepMs = Math.max(1000L, (seconds + GRACE_SECONDS) * 1000L - CommandClock.elapsed().toMillis());
    Thread t = new Thread(() -> {
      try {
        Thread.sleep(sleepMs);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (d) {
        if (d.disarmed) return;
        out.println(last.get());
        out.flush();
        Runtime.getRuntime().halt(ExitCodes.FINISHED);
      }
    }, "spindle-hard-deadline");
    t.setDaemon(true);
    t.start();
    return d;
  }

  /** The command has its result: the deadline no longer fires. */
  synchronized void disarm() {
    disarmed = true;
  }
}
