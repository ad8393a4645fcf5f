package org.spindle.program.analysis;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Checks the invariants that lowering must guarantee (see the javadoc of {@code
 * org.spindle.program}). Returns human-readable violations naming the edge and what is wrong; an
 * empty list means the program is well-formed. Expression typing is checked by {@link
 * TypeChecker}.
 */
public final class ProgramValidator {
  private ProgramValidator() {}

  /** All violations found, in a stable order; empty if the program is well-formed. */
  public static ImmutableList<String> validate(Program program) {
    List<String> out = new ArrayList<>();
    checkObjects(program, out);
    checkEdgeIds(program, out);
    for (int i = 0; i < program.threads().size(); i++) {
      ThreadCfa t = program.threads().get(i);
      if (t.id() != i) out.add("thread at index " + i + " has id " + t.id());
      if (!checkStructure(t, out)) continue; // indices unusable: skip the flow checks
      checkAtomicBalance(t, out);
      for (Edge e : t.edges()) {
        checkSharedAccesses(t, e, out);
        TypeChecker.check(program, e, out);
      }
    }
    checkCreates(program, out);
    return ImmutableList.copyOf(out);
  }

  /** Throws {@link IllegalStateException} listing every violation, if any. */
  public static void requireValid(Program program) {
    List<String> v = validate(program);
    if (!v.isEmpty()) {
      throw new IllegalStateException("invalid program model " + program.file() + ":\n  "
          + String.join("\n  ", v));
    }
  }

  /** "edge 7 (T1 3->4 `x = y` at f.c:12)": how violations name an edge. */
  static String describe(Edge e) {
    return "edge " + e.id() + " (T" + e.thread() + " " + e.source() + "->" + e.target() + " `"
        + e.stmt() + "` at " + (e.pos() == null ? "?" : e.pos().fileLine()) + ")";
  }

  private static void checkObjects(Program p, List<String> out) {
    List<MemoryObject> ranged = new ArrayList<>();
    for (int i = 0; i < p.objects().size(); i++) {
      MemoryObject o = p.objects().get(i);
      if (o.id() != i) out.add("object " + o.name() + " at index " + i + " has id " + o.id());
      if (o.layout().isEmpty() || o.count() < 1) out.add("object " + o.name() + " has no cells");
      if (o.owner() < -1 || o.owner() >= p.threads().size()) {
        out.add("object " + o.name() + " has owner " + o.owner() + " which is not a thread");
      }
      if (o.addressTaken()) {
        if (o.baseAddress() <= 0) out.add("object " + o.name() + " has base address " + o.baseAddress());
        else ranged.add(o);
      }
      for (long cell : o.initialCells().keySet()) {
        if (cell < 0 || cell >= o.cellCount()) {
          out.add("object " + o.name() + " has an initial value for cell " + cell
              + " outside [0, " + o.cellCount() + ")");
        }
      }
    }
    ranged.sort(Comparator.comparingLong(MemoryObject::baseAddress));
    for (int i = 1; i < ranged.size(); i++) {
      MemoryObject a = ranged.get(i - 1);
      MemoryObject b = ranged.get(i);
      if (a.baseAddress() + a.cellCount() >= b.baseAddress()) {
        out.add("address ranges of " + a.name() + " and " + b.name() + " overlap or touch");
      }
    }
  }

  private static void checkEdgeIds(Program p, List<String> out) {
    Map<Integer, Edge> seen = new HashMap<>();
    for (ThreadCfa t : p.threads()) {
      for (Edge e : t.edges()) {
        Edge other = seen.putIfAbsent(e.id(), e);
        if (other != null) out.add("edge id " + e.id() + " used twice: " + describe(other) + " and " + describe(e));
      }
    }
  }

  /** Location indices and the outgoing map; returns false if indices are out of range. */
  private static boolean checkStructure(ThreadCfa t, List<String> out) {
    int n = t.locationCount();
    boolean ok = true;
    String th = "thread T" + t.id() + " (" + t.name() + ")";
    if (t.entry() < 0 || t.entry() >= n) {
      out.add(th + ": entry " + t.entry() + " outside [0, " + n + ")");
      ok = false;
    }
    if (t.locationPos().size() != n) {
      out.add(th + ": " + t.locationPos().size() + " location positions for " + n + " locations");
    }
    for (int l : t.atomicLocations()) {
      if (l < 0 || l >= n) out.add(th + ": atomic location " + l + " outside [0, " + n + ")");
    }
    for (Edge e : t.edges()) {
      if (e.thread() != t.id()) out.add(describe(e) + ": belongs to thread T" + t.id());
      if (e.source() < 0 || e.source() >= n || e.target() < 0 || e.target() >= n) {
        out.add(describe(e) + ": location outside [0, " + n + ")");
        ok = false;
      } else if (!t.outgoing(e.source()).contains(e)) {
        out.add(describe(e) + ": missing from outgoing(" + e.source() + ")");
      }
    }
    if (t.outgoing().size() != t.edges().size()) {
      out.add(th + ": outgoing map holds " + t.outgoing().size() + " edges, edge list "
          + t.edges().size());
    }
    for (Map.Entry<Integer, Edge> m : t.outgoing().entries()) {
      if (m.getValue().source() != m.getKey()) {
        out.add(describe(m.getValue()) + ": listed in outgoing(" + m.getKey() + ")");
      }
    }
    return ok;
  }

  /**
   * Propagates the atomic-section state from the entry: AtomicBegin enters (no nesting),
   * AtomicEnd leaves; every reachable location must have one state, matching atomicLocations.
   */
  private static void checkAtomicBalance(ThreadCfa t, List<String> out) {
    int[] inside = new int[t.locationCount()];
    Arrays.fill(inside, -1);
    Deque<Integer> work = new ArrayDeque<>();
    inside[t.entry()] = 0;
    work.add(t.entry());
    while (!work.isEmpty()) {
      int l = work.poll();
      for (Edge e : t.outgoing(l)) {
        int next = inside[l];
        if (e.stmt() instanceof Stmt.AtomicBegin) {
          if (inside[l] == 1) out.add(describe(e) + ": AtomicBegin inside an atomic section");
          next = 1;
        } else if (e.stmt() instanceof Stmt.AtomicEnd) {
          if (inside[l] == 0) out.add(describe(e) + ": AtomicEnd outside an atomic section");
          next = 0;
        }
        if (inside[e.target()] == -1) {
          inside[e.target()] = next;
          work.add(e.target());
        } else if (inside[e.target()] != next) {
          out.add(describe(e) + ": location " + e.target()
              + " is reached both inside and outside an atomic section");
        }
      }
    }
    for (int l = 0; l < t.locationCount(); l++) {
      if (inside[l] == -1) continue;
      boolean declared = t.atomicLocations().contains(l);
      if (declared != (inside[l] == 1)) {
        out.add("thread T" + t.id() + ": location " + l + (declared
            ? " is in atomicLocations but not inside an atomic section"
            : " is inside an atomic section but not in atomicLocations"));
      }
    }
    for (Edge e : t.edges()) {
      if (inside[e.target()] == 1 && t.isFinal(e.target())
          && !(e.stmt() instanceof Stmt.Error || e.stmt() instanceof Stmt.Terminate)) {
        out.add(describe(e) + ": thread ends inside an atomic section");
      }
    }
  }

  private static void checkSharedAccesses(ThreadCfa t, Edge e, List<String> out) {
    if (t.atomicLocations().contains(e.source())) return;
    List<String> accesses = SharedAccessCounter.sharedAccesses(e.stmt());
    if (accesses.size() > 1) {
      out.add(describe(e) + ": " + accesses.size()
          + " shared accesses outside an atomic section (at most one allowed): "
          + String.join(", ", accesses));
    }
  }

  private static void checkCreates(Program p, List<String> out) {
    int n = p.threads().size();
    int[] creators = new int[n];
    for (ThreadCfa t : p.threads()) {
      for (Edge e : t.edges()) {
        if (!(e.stmt() instanceof Stmt.Create c)) continue;
        if (c.child() <= 0 || c.child() >= n) {
          out.add(describe(e) + ": creates T" + c.child() + " which is not a thread instance (1.."
              + (n - 1) + ")");
        } else {
          creators[c.child()]++;
        }
      }
    }
    for (int i = 1; i < n; i++) {
      if (creators[i] != 1) {
        out.add("thread T" + i + " (" + p.threads().get(i).name() + ") is created by "
            + creators[i] + " Create edges (exactly one required)");
      }
    }
  }
}
