package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.StringJoiner;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;
import org.spindle.race.RaceOracle;
import org.spindle.report.Property;

/**
 * Search over the product of program states and witness automaton states (node and thread
 * binding), with a visited set and a state limit (D35). Best first: the product state whose
 * witness node is farthest from the entry is expanded first; among equals, the one whose run took
 * fewest steps since its node was entered that the witness does not ask for (drift: steps of
 * threads it does not name next, steps past a waypoint that could have been passed); then depth
 * first. A witness that can be followed is then followed without first enumerating
 * every interleaving and every value of the steps it does not mention (16 unstated values of one
 * malloc'ed array are 5^16 states breadth first), and threads the witness orders later do not run
 * ahead of it (a waypoint matched in a later loop iteration than meant); an exhaustive search
 * still visits every state. Every interleaving the witness does
 * not exclude is tried; nondet values come from the witness where it fixes them, else from the
 * input range. The witness is confirmed when the program reaches the error while the automaton is
 * in a violation node, or takes an edge into one with the error step (unreach-call), or when a
 * data race is about to happen in a violation node (between the targets it names, if any), or,
 * failing that, in the state before the step that entered it, with that step as one of the racing
 * accesses (no-data-race). Exhausting the product rejects the
 * witness, naming how far the program could follow it.
 */
final class ProductSearch {
  private record Key(State state, int node, Binding binding) {}

  /**
   * {@code depth}: of the witness node; {@code drift}: steps taken since the node was entered by
   * threads the witness does not name next, or past a waypoint they could have passed.
   */
  private record Queued(Key key, int depth, int drift, long seq) {}

  /** How a product state was reached: the previous one and the program step (null: a witness-only move). */
  private record Link(Key prev, Transition via) {}

  private final Interpreter in;
  private final StepMatcher matcher;
  private final WitnessAutomaton a;
  private final Property property;
  private final RaceAtViolation races;
  private final ValidateOptions opt;
  private final InputRange range;
  private final Set<String> notes;
  private final Map<Key, Link> seen = new HashMap<>();
  /** Keys to expand: farthest witness node first, then least drift, then the last found first. */
  private final PriorityQueue<Queued> queue = new PriorityQueue<>(Comparator.comparingInt((Queued q) -> -q.depth())
      .thenComparingInt(Queued::drift).thenComparingLong(q -> -q.seq()));
  private long seq;
  private int deepest;
  private boolean violationReached;
  /** The first pass: drift bounded by {@link #MAX_DRIFT}, counted as {@link #finishes} and {@link #skips} say. */
  private final boolean bounded;
  private final long limit;
  /** The first pass' drift bound and, per line, the edges whose waypoint a step there could be skipping. */
  private static final int MAX_DRIFT = 6;
  private final Map<Integer, List<WitnessEdge>> edgesOnLine = new HashMap<>();

  ProductSearch(Interpreter in, StepMatcher matcher, Property property, RaceAtViolation races, ValidateOptions opt,
      Set<String> notes) {
    this(in, matcher, property, races, opt, notes, false, opt.maxStates());
  }

  private ProductSearch(Interpreter in, StepMatcher matcher, Property property, RaceAtViolation races,
      ValidateOptions opt, Set<String> notes, boolean bounded, long limit) {
    this.bounded = bounded;
    this.limit = limit;
    for (WitnessEdge e : matcher.automaton().edges()) {
      if (e.startLine() != null) edgesOnLine.computeIfAbsent(e.startLine(), l -> new ArrayList<>()).add(e);
    }
    this.in = in;
    this.matcher = matcher;
    this.a = matcher.automaton();
    this.property = property;
    this.races = races;
    this.opt = opt;
    this.range = new InputRange(opt.nondetLo(), opt.nondetHi());
    this.notes = notes;
  }

  /**
   * The first pass (D35): the same search with a bound on drift, where a thread that finishes a
   * statement it has begun does not drift and a step that starts a statement on a line where a
   * later waypoint of its thread lies, passing nothing, does. A wrong interleaving of the steps a
   * witness leaves open then dies within a few steps instead of running on through loop
   * iterations the witness does not have, and the search goes back to the alternatives (a long
   * YAML sequence with a thread that spins on a shared condition while another thread's unnamed
   * steps may fall between any two of its waypoints: divinefifo-bug_1w1r). The bound makes the
   * pass incomplete: a rejection proves nothing (null), and the full search decides. A
   * confirmation is a replayed run like any other.
   */
  static ValidationResult.Confirmed boundedDrift(Interpreter in, StepMatcher matcher, Property property,
      RaceAtViolation races, ValidateOptions opt, Set<String> notes, long startNanos) {
    ProductSearch p = new ProductSearch(in, matcher, property, races, opt, notes, true, opt.maxStates());
    ValidationResult r = p.run(startNanos);
    return r instanceof ValidationResult.Confirmed c ? c : null;
  }

  ValidationResult run(long startNanos) {
    Key k0 = new Key(in.initial(), a.entry(), Binding.initial(a.threadIds().size(), a.initialBinding()));
    deepest = a.entry();
    add(k0, new Link(null, null), 0);
    long deadline = opt.timeout() == null ? Long.MAX_VALUE : startNanos + opt.timeout().toNanos();
    long iter = 0;
    while (!queue.isEmpty()) {
      if ((++iter & 255) == 0 && System.nanoTime() > deadline) {
        return rejected("timeout after " + opt.timeout().toSeconds() + " s (" + progress() + ")");
      }
      if (seen.size() > limit) {
        return rejected("search limit of " + limit + " product states reached (" + progress() + ")");
      }
      Queued q = queue.poll();
      ValidationResult r = expand(q.key(), q.drift());
      if (r != null) return r;
    }
    return rejected(exhausted());
  }

  private ValidationResult expand(Key k, int drift) {
    WitnessNode node = a.node(k.node());
    if (node.sink()) return null;
    State s = k.state();
    if (node.violation()) {
      violationReached = true;
      if (property == Property.NO_DATA_RACE) {
        // the step that entered the node from outside the violation nodes may be one of the accesses
        Link l = seen.get(k);
        boolean entered = l.via() != null && !a.node(l.prev().node()).violation();
        RaceAtViolation.Found r = races.find(node, k.binding(), s, entered ? l.prev().state() : null,
            entered ? l.via() : null);
        if (r != null) return confirm(r.beforeStep() ? l.prev() : k, null, r.race());
      }
    }
    boolean[] named = named(k);
    for (StepMatcher.Move m : matcher.epsilon(k.node(), s, k.binding())) {
      add(new Key(s, m.node(), m.binding()), new Link(k, null), m.node() == k.node() ? drift : 0);
    }
    WitnessDomain dom = new WitnessDomain(range, matcher.witnessValues(k.node()));
    for (int t = 0; t < s.threadCount(); t++) {
      for (Successor x : in.successors(s, t, dom)) {
        List<StepMatcher.Move> moves = matcher.step(k.node(), s, k.binding(), x);
        // a step that could pass a waypoint but leaves it for later (YAML) drifts too
        boolean passesUp = moves.stream().anyMatch(m -> m.node() != k.node());
        for (StepMatcher.Move m : moves) {
          boolean into = !node.violation() && a.node(m.node()).violation();
          if (x.end() != null) {
            if (property == Property.UNREACH_CALL && x.end().kind() == Outcome.Kind.ERROR
                && (node.violation() || into)) {
              return confirm(k, x.transition(), null);
            }
            continue; // errors elsewhere, undefined behaviour, exhausted thread pools end the path
          }
          int d = m.node() != k.node() ? 0
              : drift + (named[t] || finishes(s, t) ? 0 : 1) + (passesUp ? 1 : 0) + (skips(k, t, x) ? 1 : 0);
          add(new Key(x.next(), m.node(), m.binding()), new Link(k, x.transition()), d);
        }
      }
    }
    return null;
  }

  /**
   * In the first pass a thread finishes a statement it has begun without drift: a position-only
   * waypoint marks where a statement starts and leaves its further steps to the validator (a
   * loop condition that calls a function and reads shared state in several steps).
   */
  private boolean finishes(State s, int t) {
    return bounded && matcher.program().midStatement(s, t);
  }

  /**
   * The first pass also counts a step that starts a statement on a line where a later waypoint of
   * its thread lies without passing anything: the witness' run was there at another time (a loop
   * iteration the witness does not have).
   */
  private boolean skips(Key k, int t, Successor x) {
    if (!bounded || matcher.program().midStatement(k.state(), t)) return false;
    int depth = a.depth(k.node());
    for (WitnessEdge e : edgesOnLine.getOrDefault(x.transition().first().pos().line(), List.of())) {
      if (a.depth(e.source()) <= depth || a.node(e.target()).sink()) continue;
      int bound = e.thread() < 0 ? -1 : k.binding().instance(e.thread());
      if (bound < 0 || bound == t) return true;
    }
    return false;
  }

  private void add(Key k, Link link, int drift) {
    if (seen.putIfAbsent(k, link) != null) return;
    if (bounded && drift > MAX_DRIFT) {
      seen.remove(k);
      return;
    }
    queue.add(new Queued(k, a.depth(k.node()), drift, seq++));
    if (a.depth(k.node()) > a.depth(deepest) && !a.node(k.node()).sink()) deepest = k.node();
  }

  /**
   * The threads the edges out of {@code k}'s node name under its binding (every thread if one of
   * them names an unbound or no thread): steps of other threads count as drift, tried last, so
   * that threads the witness orders later do not run ahead of it.
   */
  private boolean[] named(Key k) {
    boolean[] named = new boolean[k.state().threadCount()];
    for (WitnessEdge e : a.outgoing(k.node())) {
      if (a.node(e.target()).sink()) continue;
      int t = e.thread() < 0 ? -1 : k.binding().instance(e.thread());
      if (t < 0) {
        java.util.Arrays.fill(named, true);
        return named;
      }
      named[t] = true;
    }
    return named;
  }

  private List<Transition> steps(Key k) {
    List<Transition> out = new ArrayList<>();
    for (Key c = k; c != null; ) {
      Link l = seen.get(c);
      if (l.via() != null) out.add(l.via());
      c = l.prev();
    }
    Collections.reverse(out);
    return out;
  }

  private ValidationResult confirm(Key k, Transition last, RaceOracle.Race race) {
    List<Transition> steps = steps(k);
    if (last != null) steps.add(last);
    return Confirmation.of(in, steps, race, bounded ? "bounded-drift search" : "search", seen.size(),
        ImmutableList.copyOf(notes));
  }

  private ValidationResult rejected(String reason) {
    return new ValidationResult.Rejected(reason, seen.size(), ImmutableList.copyOf(notes));
  }

  private String exhausted() {
    String inputs = range.restricted()
        ? "; nondet values the witness does not fix were tried in " + range.lo() + ".." + range.hi() : "";
    if (violationReached) {
      String what = property == Property.UNREACH_CALL ? "reaches no error there"
          : "no data race" + (targetsText().isEmpty() ? "" : " between " + targetsText()) + " is about to happen there";
      return "the program follows the witness to a violation node but " + what + " (" + seen.size()
          + " product states" + inputs + ")";
    }
    return "no run of the program follows the witness beyond node " + a.node(deepest).id() + nextExpected()
        + " (" + seen.size() + " product states" + inputs + ")";
  }

  private String targetsText() {
    StringJoiner j = new StringJoiner(" and ");
    for (WitnessNode n : a.nodes()) {
      for (WitnessNode.ThreadLine t : n.targets()) {
        j.add((t.thread() < 0 ? "a thread" : "thread " + a.threadIds().get(t.thread())) + " at line " + t.line());
      }
    }
    return j.toString();
  }

  private String nextExpected() {
    StringJoiner j = new StringJoiner("; or ", "; next: ", "");
    j.setEmptyValue("");
    for (WitnessEdge e : a.outgoing(deepest)) {
      if (!a.node(e.target()).sink()) j.add(e.describe(a));
    }
    return j.toString();
  }

  private String progress() {
    return seen.size() + " product states; the program followed the witness to node " + a.node(deepest).id();
  }
}
