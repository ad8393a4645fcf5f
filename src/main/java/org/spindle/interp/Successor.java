package org.spindle.interp;

/**
 * Result of taking a {@link Transition}: either the next state ({@code end == null}) or a run end
 * reached by the step itself (ERROR or UNDEFINED, {@code next == null}).
 */
public record Successor(Transition transition, State next, Outcome end) {
  public boolean isTerminal() {
    return end != null;
  }
}
