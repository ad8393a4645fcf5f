package org.spindle.validate;

/**
 * A transition of a witness automaton: its source-code guard (thread, lines, offsets, thread
 * creation, function entry/return, branch) and its state-space guard ({@code assumption}, may be
 * null). Thread ids are indices into {@link WitnessAutomaton#threadIds()}, -1 when the edge names
 * no thread; absent numbers are null.
 *
 * @param waypoint true for YAML waypoints that are passed at the sequence point before a statement
 *     (assumption, entry of a called function, branching): they are checked in the state where the
 *     thread is about to execute a statement on {@code startLine} and consume no program step
 * @param label where the edge comes from, for messages ({@code A12 -> A13}, {@code segment 3})
 */
public record WitnessEdge(int source, int target, int thread, Integer startLine, Integer endLine,
    Integer startOffset, Integer endOffset, int createThread, String enterFunction,
    String returnFromFunction, String control, Assumption assumption, boolean waypoint, String label) {

  /** Short description for rejection reasons, e.g. {@code thread 1 at line 24, \result == 3}. */
  public String describe(WitnessAutomaton a) {
    StringBuilder b = new StringBuilder();
    b.append(thread < 0 ? "any thread" : "thread " + a.threadIds().get(thread));
    if (startLine != null) b.append(" at line ").append(startLine);
    if (createThread >= 0) b.append(", creating thread ").append(a.threadIds().get(createThread));
    if (enterFunction != null) b.append(", entering ").append(enterFunction);
    if (returnFromFunction != null) b.append(", returning from ").append(returnFromFunction);
    if (assumption != null && !assumption.text().isEmpty()) b.append(", assuming ").append(assumption.text());
    return b.append(" (").append(label).append(')').toString();
  }
}
