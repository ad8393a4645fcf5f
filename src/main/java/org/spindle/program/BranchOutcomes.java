package org.spindle.program;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which way an {@code if}/{@code while}/{@code for} condition went when a thread took an Assume
 * edge, from the branch targets the lowering recorded ({@link SourceMap#branches()}). What the
 * violation witness writers state (GraphML {@code control}, YAML {@code branching}) and what the
 * validator checks them against.
 */
public final class BranchOutcomes {
  private record Branches(Set<Integer> yes, Set<Integer> no) {}

  private final Program program;
  private final Map<Integer, Map<SourcePos, Optional<Branches>>> branches = new HashMap<>();

  public BranchOutcomes(Program program) {
    this.program = program;
  }

  /**
   * The outcome of the condition this Assume edge decides, or null. Only conditions lowered to
   * Assume edges in every lowering of their statement in this thread qualify, with distinct
   * true and false targets (so that the outcomes name every evaluation of the condition).
   */
  public Boolean outcome(Edge e) {
    if (!(e.stmt() instanceof Stmt.Assume)) return null;
    Branches b = branches.computeIfAbsent(e.thread(), t -> new HashMap<>())
        .computeIfAbsent(e.pos(), pos -> Optional.ofNullable(branches(program.thread(e.thread()), pos)))
        .orElse(null);
    if (b == null) return null;
    boolean isYes = b.yes().contains(e.target());
    return isYes == b.no().contains(e.target()) ? null : isYes;
  }

  /** The true and false targets of the condition at {@code pos}, null unless complete. */
  private static Branches branches(ThreadCfa cfa, SourcePos pos) {
    Set<Integer> yes = new HashSet<>();
    Set<Integer> no = new HashSet<>();
    for (SourceMap.BranchTarget b : cfa.sourceMap().branches()) {
      if (b.pos().equals(pos)) (b.outcome() ? yes : no).add(b.location());
    }
    long lowerings = cfa.sourceMap().starts().stream()
        .filter(s -> !s.loopHead() && s.pos().equals(pos)).count();
    Set<Integer> decided = new HashSet<>();
    for (Edge x : cfa.edges()) {
      if (x.stmt() instanceof Stmt.Assume && x.pos().equals(pos)) decided.add(x.target());
    }
    Set<Integer> both = new HashSet<>(yes);
    both.retainAll(no);
    boolean complete = both.isEmpty() && yes.size() == lowerings && no.size() == lowerings
        && decided.containsAll(yes) && decided.containsAll(no);
    return complete ? new Branches(yes, no) : null;
  }
}
