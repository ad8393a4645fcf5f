package org.spindle.validate;

import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.spindle.interp.State;
import org.spindle.interp.ThreadStatus;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * What the validator asks of the program model: which lines create threads or draw nondet values,
 * which function each thread instance runs, which source lines a thread is about to execute, and
 * the values of the C variables a witness constraint names.
 *
 * <p>Variable names: a global is found by its name; a local by the function it belongs to (the
 * constraint's scope) in the thread the constraint is about: the lowering names locals {@code
 * [t<k>:]function::name[#copy]}. A name that is not found, or found more than once (a function
 * inlined twice in one thread), has no value: the constraint is then unknown.
 */
final class ProgramView {
  final Program program;
  final ImmutableSet<Integer> createLines;
  final ImmutableSet<Integer> havocLines;
  final ImmutableSet<String> startRoutines;
  /** Lines with a statement (a CFA edge) of some thread, and lines of the heads of thread functions. */
  final ImmutableSet<Integer> statementLines;
  final ImmutableSet<Integer> entryLines;
  private final Map<String, Cell> cells = new HashMap<>();
  /** Per thread: locations inside one line's statement (every edge in and out is on that line). */
  private final List<java.util.BitSet> midStatement = new ArrayList<>();

  private record Cell(MemoryObject object) {}

  ProgramView(Program program) {
    this.program = program;
    ImmutableSet.Builder<Integer> creates = ImmutableSet.builder();
    ImmutableSet.Builder<Integer> havocs = ImmutableSet.builder();
    ImmutableSet.Builder<String> routines = ImmutableSet.builder();
    ImmutableSet.Builder<Integer> lines = ImmutableSet.builder();
    ImmutableSet.Builder<Integer> entries = ImmutableSet.builder();
    for (ThreadCfa t : program.threads()) {
      routines.add(startRoutine(t.id()));
      entries.add(entryLine(t.id()));
      for (Edge e : t.edges()) {
        lines.add(e.pos().line());
        if (e.stmt() instanceof Stmt.Create) creates.add(e.pos().line());
        if (e.stmt() instanceof Stmt.Havoc) havocs.add(e.pos().line());
      }
    }
    for (ThreadCfa t : program.threads()) midStatement.add(midStatementLocations(t));
    this.createLines = creates.build();
    this.havocLines = havocs.build();
    this.startRoutines = routines.build();
    this.statementLines = lines.build();
    this.entryLines = entries.build();
  }

  /** The function thread instance {@code t} starts in ({@code main} for thread 0). */
  String startRoutine(int t) {
    String r = program.thread(t).startRoutine();
    return r == null ? "main" : r;
  }

  /** The line of the head of the function thread {@code t} starts in (its entry location's). */
  int entryLine(int t) {
    ThreadCfa cfa = program.thread(t);
    return cfa.entry() < cfa.locationPos().size() ? cfa.locationPos().get(cfa.entry()).line() : -1;
  }

  /** True if thread {@code t} has started and not moved yet. */
  boolean atEntry(State s, int t) {
    return s.status(t) != ThreadStatus.NOT_STARTED && s.location(t) == program.thread(t).entry();
  }

  /** True if a running thread {@code t} is about to execute an edge on {@code line}. */
  boolean about(State s, int t, int line) {
    if (s.status(t) != ThreadStatus.RUNNING) return false;
    for (Edge e : program.thread(t).outgoing(s.location(t))) {
      if (e.pos().line() == line) return true;
    }
    return false;
  }

  /**
   * True if running thread {@code t} is inside a statement: it has taken a step on the line of
   * every edge into its location and every edge out of it is on that line too (a statement of
   * several steps, a call's argument evaluation). A position-only waypoint marks where such a
   * statement starts; the rest of it is not written down.
   */
  boolean midStatement(State s, int t) {
    return s.status(t) == ThreadStatus.RUNNING && midStatement.get(t).get(s.location(t));
  }

  private static java.util.BitSet midStatementLocations(ThreadCfa t) {
    int[] line = new int[t.locationCount()];
    java.util.Arrays.fill(line, -1); // -1: no edge seen yet, -2: edges on several lines
    boolean[] hasIn = new boolean[t.locationCount()];
    for (Edge e : t.edges()) {
      hasIn[e.target()] = true;
      for (int l : new int[] {e.source(), e.target()}) {
        if (line[l] == -1) line[l] = e.pos().line();
        else if (line[l] != e.pos().line()) line[l] = -2;
      }
    }
    java.util.BitSet mid = new java.util.BitSet();
    for (int l = 0; l < line.length; l++) {
      if (hasIn[l] && line[l] >= 0 && !t.outgoing(l).isEmpty()) mid.set(l);
    }
    return mid;
  }

  /** The value of variable {@code name} (element {@code index}) for thread {@code t}, if known. */
  OptionalLong value(State s, int t, String scope, String name, long index) {
    Cell c = cells.computeIfAbsent(t + "\u0000" + scope + "\u0000" + name, k -> new Cell(resolve(t, scope, name)));
    MemoryObject o = c.object();
    if (o == null || index < 0 || index >= o.cellCount() || !s.defined(o.id(), index)) return OptionalLong.empty();
    return OptionalLong.of(s.cell(o.id(), index));
  }

  private MemoryObject resolve(int t, String scope, String name) {
    List<MemoryObject> locals = new ArrayList<>();
    MemoryObject global = null;
    for (MemoryObject o : program.objects()) {
      if (o.region() == MemoryObject.Region.GLOBAL && o.name().equals(name)) global = o;
      if (o.owner() == t && o.region() == MemoryObject.Region.LOCAL && localOf(o.name(), scope, name)) locals.add(o);
    }
    // C scoping: the scope function's local first, then the global (the format's rule)
    if (scope != null && locals.size() == 1) return locals.get(0);
    if (global != null) return global;
    return scope == null && locals.size() == 1 ? locals.get(0) : null;
  }

  /** {@code [t<k>:]function::name[#copy]} with function = scope (any function if scope is null). */
  private static boolean localOf(String objectName, String scope, String name) {
    String base = objectName.replaceFirst("#\\d+$", "");
    if (!base.endsWith("::" + name)) return false;
    if (scope == null) return true;
    String fn = base.substring(0, base.length() - name.length() - 2);
    return fn.equals(scope) || fn.endsWith(":" + scope);
  }
}
