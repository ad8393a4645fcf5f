package org.spindle.modular;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.AccessSets;
import org.spindle.program.analysis.MemLoc;
import org.spindle.program.analysis.PointsTo;

/**
 * The shared state G of the thread-modular clauses (D51) and what each template's predicates keep
 * of it.
 *
 * @param shared globals, heap objects and escaped locals of single instances
 * @param handlesOnly objects that only ever hold thread handles: every write is a creation's
 *     handle, a dormant thread's handle or the indeterminate value of a declaration, every initial
 *     cell a thread id. A join of a value loaded from them is no undefined behaviour, so the object
 *     need not be in any predicate (its value matters to joins only, and joins do not block here).
 * @param sharedOf per template index: the shared objects some edge reads (other than a join's
 *     handle of {@code handlesOnly}) and the template touches, with those of every template it
 *     starts (its spawn clauses put the new instance's view of them into the head)
 */
record SharedState(ImmutableList<MemoryObject> shared, ImmutableSet<Integer> sharedIds,
    ImmutableSet<Integer> handlesOnly, ImmutableMap<Integer, ImmutableList<MemoryObject>> sharedOf) {

  static SharedState of(Program program, Templates templates, PointsTo pointsTo, Set<Integer> escaped) {
    ImmutableList.Builder<MemoryObject> g = ImmutableList.builder();
    Set<Integer> sharedIds = new HashSet<>();
    for (MemoryObject o : program.objects()) {
      boolean instanceLocal = o.owner() >= 0;
      boolean singleEscaped = instanceLocal && escaped.contains(o.id()) && !replicatedOwner(templates, o.owner());
      if (!instanceLocal || singleEscaped) {
        g.add(o);
        sharedIds.add(o.id());
      }
    }
    ImmutableList<MemoryObject> shared = g.build();
    Set<Integer> handlesOnly = handlesOnly(program, pointsTo);
    Set<Integer> read = new HashSet<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        boolean joinHandle = e.stmt() instanceof Stmt.Join j && j.thread() instanceof Expr.Load;
        for (MemLoc l : AccessSets.of(e, pointsTo).reads()) {
          // a join's handle object is read only for the validity check (see handlesOnly)
          if (!joinHandle || !handlesOnly.contains(l.object().id())) read.add(l.object().id());
        }
      }
    }
    Map<Integer, Set<Integer>> touched = new HashMap<>();
    for (Templates.Template t : templates.all()) {
      Set<Integer> ts = new HashSet<>();
      for (Edge e : t.rep().edges()) {
        AccessSets a = AccessSets.of(e, pointsTo);
        for (MemLoc l : a.reads()) ts.add(l.object().id());
        for (MemLoc l : a.writes()) ts.add(l.object().id());
      }
      touched.put(t.index(), ts);
    }
    for (boolean changed = true; changed; ) {
      changed = false;
      for (Map.Entry<Edge, Templates.Spawn> sp : templates.spawns().entrySet()) {
        Templates.Template creator = templateOf(templates, sp.getKey().thread());
        if (creator == null) continue;
        changed |= touched.get(creator.index()).addAll(touched.get(sp.getValue().template().index()));
      }
    }
    ImmutableMap.Builder<Integer, ImmutableList<MemoryObject>> sharedOf = ImmutableMap.builder();
    for (Templates.Template t : templates.all()) {
      Set<Integer> ts = touched.get(t.index());
      sharedOf.put(t.index(), ImmutableList.copyOf(shared.stream()
          .filter(o -> read.contains(o.id()) && ts.contains(o.id())).toList()));
    }
    return new SharedState(shared, ImmutableSet.copyOf(sharedIds), ImmutableSet.copyOf(handlesOnly),
        sharedOf.build());
  }

  static Set<Integer> handlesOnly(Program program, PointsTo pointsTo) {
    Set<Integer> handlesOnly = new HashSet<>();
    int n = program.threads().size();
    for (MemoryObject o : program.objects()) {
      boolean ok = true;
      for (long c = 0; c < o.cellCount() && ok && c < 1_000_000; c++) {
        long v = o.initialValue(c);
        ok = v >= 0 && v < n;
      }
      if (ok) handlesOnly.add(o.id());
    }
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        // HavocObject: an uninitialised declaration (D51: a join of a never-written handle is the
        // one undefined behaviour this engine does not report)
        boolean handleWrite = e.stmt() instanceof Stmt.Create || e.stmt() instanceof Stmt.HavocObject
            || e.stmt() instanceof Stmt.Assign a && a.value() instanceof Expr.Const k
                && k.value() == Stmt.Error.DORMANT_HANDLE;
        for (MemLoc l : AccessSets.of(e, pointsTo).writes()) {
          boolean param = e.stmt() instanceof Stmt.Create cr && l.object().equals(cr.childParam());
          if (!handleWrite || param) handlesOnly.remove(l.object().id());
        }
      }
    }
    return handlesOnly;
  }

  /** The template whose representative (or second instance) is thread {@code thread}, or null. */
  private static Templates.Template templateOf(Templates templates, int thread) {
    for (Templates.Template t : templates.all()) {
      if (t.rep().id() == thread || t.other() != null && t.other().id() == thread) return t;
    }
    return null;
  }

  private static boolean replicatedOwner(Templates templates, int thread) {
    for (Templates.Template t : templates.all()) {
      if (t.instances().contains(thread)) return t.replicated();
    }
    return false;
  }
}
