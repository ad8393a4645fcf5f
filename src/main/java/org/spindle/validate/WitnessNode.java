package org.spindle.validate;

import com.google.common.collect.ImmutableList;

/**
 * A state of a witness automaton. {@code targets} (YAML data-race witnesses only): the racing
 * accesses the witness names, each a thread about to execute a statement on a line; empty means
 * any race (GraphML) or not a race witness.
 */
public record WitnessNode(int index, String id, boolean violation, boolean sink,
    ImmutableList<ThreadLine> targets) {

  /** Witness thread {@code thread} (an index into {@link WitnessAutomaton#threadIds()}) at {@code line}. */
  public record ThreadLine(int thread, int line) {}
}
