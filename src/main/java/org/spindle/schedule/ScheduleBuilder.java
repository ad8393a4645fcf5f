package org.spindle.schedule;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.smt.Step;

/**
 * Builds the program schedule of a fair, deadlock-free IVR (thesis Definitions 34–38). At each
 * node one permitted thread is kept (the IVR permits it fully expanded, so dropping the others keeps
 * the sub-ART deadlock-free, and fewer cycles stay fair); children labelled false are discarded.
 * Schedule nodes: the root, branching nodes (the kept thread has ≥ 2 live successors), covering
 * targets (every cycle passes one, so sections are finite) and nodes where the program ended.
 * Section paths run from a schedule node to the next one, following coverings. Events of different
 * threads are ordered only if dependent — the static dependency of POR
 * ({@link ProgramFacts#staticallyIndependent}), which over-approximates conditional dependency, so
 * the partial order is possibly stricter than needed but never too weak.
 */
public final class ScheduleBuilder {
  private final Program program;
  private final ProgramFacts facts;
  private final Map<ArtNode, BitSet> permitted;

  private ScheduleBuilder(Program program, ProgramFacts facts, Map<ArtNode, BitSet> permitted) {
    this.program = program;
    this.facts = facts;
    this.permitted = permitted;
  }

  /**
   * @param permitted the IVR: per node in it, the threads it permits (covered nodes: none)
   */
  public static ProgramSchedule build(Program program, ProgramFacts facts, ArtNode root,
      Map<ArtNode, BitSet> permitted, int ivr) {
    return new ScheduleBuilder(program, facts, permitted).build(root, ivr);
  }

  private ProgramSchedule build(ArtNode root, int ivr) {
    Set<ArtNode> scheduleNodes = scheduleNodes(root);
    List<ProgramSchedule.Node> nodes = new ArrayList<>();
    List<ProgramSchedule.Section> sections = new ArrayList<>();
    Set<ArtNode> seen = new HashSet<>();
    ArrayDeque<ArtNode> todo = new ArrayDeque<>();
    todo.add(root);
    seen.add(root);
    while (!todo.isEmpty()) {
      ArtNode s = todo.poll();
      int t = chosen(s);
      List<ArtNode> children = t < 0 ? List.of() : liveChildren(s, t);
      nodes.add(new ProgramSchedule.Node(s.id(), s.location().toString(), !s.location().anyRunning(),
          s.location().anyRunning() && children.isEmpty()));
      for (ArtNode c : children) {
        List<ArtEdge> path = new ArrayList<>();
        path.add(c.edge());
        ArtNode x = resolve(c);
        while (!scheduleNodes.contains(x)) {
          ArtNode next = liveChildren(x, chosen(x)).get(0);
          path.add(next.edge());
          x = resolve(next);
        }
        sections.add(section(sections.size(), s, x, path));
        if (seen.add(x)) todo.add(x);
      }
    }
    ImmutableList.Builder<String> names = ImmutableList.builder();
    for (int t = 0; t < program.threads().size(); t++) names.add(program.thread(t).name());
    return new ProgramSchedule(program.file(), ivr, program.edgeCount(), names.build(), root.id(),
        ImmutableList.copyOf(nodes), ImmutableList.copyOf(sections));
  }

  /** Root, branching nodes, covering targets and nodes without a successor, over the IVR. */
  private Set<ArtNode> scheduleNodes(ArtNode root) {
    Set<ArtNode> s = new LinkedHashSet<>();
    s.add(root);
    for (ArtNode v : permitted.keySet()) {
      if (v.coveredBy() != null) {
        s.add(v.coveredBy());
        continue;
      }
      int t = chosen(v);
      if (t < 0 || liveChildren(v, t).size() != 1) s.add(v);
    }
    return s;
  }

  /** The node a path continues at: the coverer of a covered node (Definition 35). */
  private static ArtNode resolve(ArtNode v) {
    return v.coveredBy() != null ? v.coveredBy() : v;
  }

  /** The kept thread: the one that reached the node if permitted (fewer switches), else the lowest. */
  private int chosen(ArtNode v) {
    BitSet b = permitted.get(v);
    if (b == null || b.isEmpty()) return -1;
    if (v.edge() != null && b.get(v.edge().thread())) return v.edge().thread();
    return b.nextSetBit(0);
  }

  private static List<ArtNode> liveChildren(ArtNode v, int t) {
    List<ArtNode> r = new ArrayList<>();
    for (ArtNode c : v.children()) if (c.edge().thread() == t && !c.isDead()) r.add(c);
    return r;
  }

  private ProgramSchedule.Section section(int id, ArtNode from, ArtNode to, List<ArtEdge> path) {
    int n = path.size();
    List<BitSet> closure = new ArrayList<>();
    List<ProgramSchedule.Event> events = new ArrayList<>();
    int[] count = new int[program.threads().size()];
    for (int j = 0; j < n; j++) {
      ArtEdge ej = path.get(j);
      BitSet direct = new BitSet();
      for (int i = 0; i < j; i++) {
        ArtEdge ei = path.get(i);
        if (ei.thread() == ej.thread() ? lastOfThreadBefore(path, ej.thread(), j) == i : dependent(ei, ej)) {
          direct.set(i);
        }
      }
      BitSet reach = new BitSet();
      for (int i = direct.nextSetBit(0); i >= 0; i = direct.nextSetBit(i + 1)) reach.or(closure.get(i));
      BitSet reduced = (BitSet) direct.clone();
      reduced.andNot(reach);
      BitSet all = (BitSet) reach.clone();
      all.or(direct);
      closure.add(all);
      ImmutableList.Builder<Integer> edges = ImmutableList.builder();
      for (Step st : ej.steps()) edges.add(st.edge().id());
      events.add(new ProgramSchedule.Event(ej.thread(), count[ej.thread()]++, edges.build(), text(ej),
          ej.first().pos().fileLine(), ImmutableList.copyOf(reduced.stream().boxed().toList())));
    }
    Edge first = path.get(0).first();
    String guard = first.stmt() instanceof Stmt.Assume ? first.stmt().toString() : "true";
    return new ProgramSchedule.Section(id, from.id(), to.id(), path.get(0).thread(), guard,
        ImmutableList.copyOf(events));
  }

  private static int lastOfThreadBefore(List<ArtEdge> path, int t, int j) {
    for (int i = j - 1; i >= 0; i--) if (path.get(i).thread() == t) return i;
    return -1;
  }

  /** Dependent unless every pair of their program edges is statically independent. */
  private boolean dependent(ArtEdge a, ArtEdge b) {
    for (Step x : a.steps()) {
      for (Step y : b.steps()) if (!facts.staticallyIndependent(x.edge(), y.edge())) return true;
    }
    return false;
  }

  private static String text(ArtEdge e) {
    StringBuilder b = new StringBuilder();
    for (Step s : e.steps()) {
      if (s.edge().stmt() instanceof Stmt.Nop) continue;
      if (b.length() > 0) b.append("; ");
      b.append(s.edge().stmt());
    }
    return b.length() == 0 ? "skip" : b.toString();
  }
}
