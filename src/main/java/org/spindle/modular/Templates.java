package org.spindle.modular;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * The thread templates of a program for thread-modular proofs (D51): main, and one template per
 * start routine whose instances are all alike. The program model has a pool of instances per
 * create site (D13); the proof is about any number of them, so a template stands for every
 * instance. Instances are alike when their CFAs are equal edge by edge up to the renaming of the
 * instances' own locals (checked structurally, so constants such as a nested creation's child id
 * or a per-instance heap object make them differ, and the program is refused), and up to which
 * in-bounds cell of an object that nothing reads they write (each instance's own
 * {@code __thread_result} slot when no join reads the result: unobservable, so the representative's
 * write stands for every instance's).
 *
 * <p>A template is <em>replicated</em> when more than one instance of it can run at once (a pool
 * with more than one instance, or a thread-bound edge that creates one more); its own steps then
 * interfere with it, and a second instance (the {@code other} CFA, with its own locals) stands for
 * the interfering one.
 *
 * @param spawns for every edge that starts an instance (a Create, or the bound edge of a pool,
 *     D44): the template it starts and the start argument's Create statement
 */
record Templates(ImmutableList<Template> all, ImmutableMap<Edge, Spawn> spawns, String refused) {

  /** One template: its representative instance and, if replicated, a second one. */
  record Template(int index, String name, ThreadCfa rep, ThreadCfa other, MemoryObject param,
      ImmutableList<Integer> instances) {
    boolean replicated() {
      return other != null;
    }

    boolean isMain() {
      return rep.id() == 0;
    }

    /** The local of {@code other} that corresponds to {@code o} of {@code rep} (same position). */
    ImmutableList<MemoryObject> locals(boolean ofOther) {
      return ofOther ? other.locals() : rep.locals();
    }
  }

  /** An edge starting an instance of {@code template} with the creation {@code create}. */
  record Spawn(Template template, Stmt.Create create) {}

  static Templates refused(String why) {
    return new Templates(ImmutableList.of(), ImmutableMap.of(), why);
  }

  static Templates of(Program program) {
    Map<String, List<ThreadCfa>> byRoutine = new LinkedHashMap<>();
    for (ThreadCfa t : program.threads()) {
      if (t.id() == 0) continue;
      byRoutine.computeIfAbsent(t.startRoutine(), r -> new ArrayList<>()).add(t);
    }
    Map<Integer, Stmt.Create> createdBy = new HashMap<>();
    List<Edge> boundEdges = new ArrayList<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.Create c) createdBy.put(c.child(), c);
        if (e.stmt() instanceof Stmt.Error err && err.isThreadBound()) {
          boundEdges.add(e);
        }
      }
    }
    // which routine each bound edge creates one more instance of: the Create edges of its site
    Map<Edge, ThreadCfa> boundSpawns = new HashMap<>();
    for (Edge b : boundEdges) {
      ThreadCfa created = null;
      for (Edge e : program.thread(b.thread()).edges()) {
        if (e.stmt() instanceof Stmt.Create c && e.pos().equals(b.pos())) {
          ThreadCfa child = program.thread(c.child());
          if (created != null && !created.startRoutine().equals(child.startRoutine())) {
            return refused("a create site with several start routines at " + b.pos());
          }
          created = child;
        }
      }
      if (created == null) return refused("a thread bound edge without its creation at " + b.pos());
      boundSpawns.put(b, created);
    }
    // objects no edge reads: instances may differ in which cell of them they write (own result slots)
    org.spindle.program.analysis.ProgramFacts facts = org.spindle.program.analysis.ProgramFacts.of(program);
    // every dormant thread's handle is one constant here: a step that compares or copies one would
    // see equal ids of distinct threads (D44)
    Edge handleRead = org.spindle.program.analysis.DormantHandles.readOutsideJoin(program, facts.pointsTo());
    if (handleRead != null) {
      return refused("a thread handle read other than by a join at " + handleRead.pos().fileLine()
          + " (threads beyond the bound would all have the same handle)");
    }
    java.util.Set<Integer> read = new java.util.HashSet<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) for (var l : facts.access(e).reads()) read.add(l.object().id());
    }
    java.util.Set<Integer> writeOnly = new java.util.HashSet<>();
    for (MemoryObject o : program.objects()) if (!read.contains(o.id())) writeOnly.add(o.id());
    ImmutableList.Builder<Template> all = ImmutableList.builder();
    Map<String, Template> byName = new HashMap<>();
    ThreadCfa main = program.thread(0);
    all.add(new Template(0, "main", main, null, null, ImmutableList.of(0)));
    int index = 1;
    for (Map.Entry<String, List<ThreadCfa>> g : byRoutine.entrySet()) {
      List<ThreadCfa> ts = g.getValue();
      ThreadCfa rep = ts.get(0);
      for (ThreadCfa t : ts.subList(1, ts.size())) {
        String why = org.spindle.program.analysis.InstanceSymmetry.alike(rep, t, writeOnly);
        if (why != null) return refused("instances of " + g.getKey() + " differ: " + why);
      }
      boolean moreByBound = boundSpawns.values().stream()
          .anyMatch(c -> c.startRoutine().equals(g.getKey()));
      boolean replicated = ts.size() > 1 || moreByBound;
      if (replicated && ts.size() < 2) {
        return refused("a pool of one instance of " + g.getKey() + " (thread bound 1)");
      }
      Stmt.Create c = createdBy.get(rep.id());
      if (c == null) return refused("no creation of " + rep.name());
      Template tp = new Template(index++, g.getKey(), rep, replicated ? ts.get(1) : null,
          c.childParam(), ImmutableList.copyOf(ts.stream().map(ThreadCfa::id).toList()));
      all.add(tp);
      byName.put(g.getKey(), tp);
    }
    ImmutableMap.Builder<Edge, Spawn> spawns = ImmutableMap.builder();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.Create c) {
          spawns.put(e, new Spawn(byName.get(program.thread(c.child()).startRoutine()), c));
        }
      }
    }
    for (Map.Entry<Edge, ThreadCfa> b : boundSpawns.entrySet()) {
      spawns.put(b.getKey(), new Spawn(byName.get(b.getValue().startRoutine()),
          createdBy.get(b.getValue().id())));
    }
    return new Templates(all.build(), spawns.build(), null);
  }

}
