package org.spindle.modular;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * The threads the value analysis (D62) analyses as wholes (units) and what starts them. Without
 * thread pools every thread is a unit of one instance. With pools (a thread-bound edge starts more
 * instances) the units are {@link Templates}: one representative per template, which stands for
 * every instance when the template is replicated.
 *
 * @param units main, the templates' representatives or the threads, each with its start parameter
 * @param spawnOf spawning edge id (Create, thread-bound edge) to what it starts
 * @param unitOfThread thread id to the key of its unit
 * @param replicated the units that stand for several instances (their own writes are another
 *     instance's too)
 * @param single the units that stand for one instance only
 * @param anyNumber whether units are templates (a pool's bound edge starts more instances)
 * @param refused why the program is out of scope, or null
 */
record ThreadUnits(List<Unit> units, Map<Integer, Spawned> spawnOf, Map<Integer, Integer> unitOfThread,
    Set<Integer> replicated, Set<Integer> single, boolean anyNumber, String refused) {

  /** A thread analysed as a whole: main, a template's representative, or one instance. */
  record Unit(int key, ThreadCfa cfa, MemoryObject param) {}

  /** What a spawning edge starts: an instance of unit {@code unit} by the creation {@code create}. */
  record Spawned(int unit, Stmt.Create create) {}

  private static ThreadUnits refuse(String why) {
    return new ThreadUnits(List.of(), Map.of(), Map.of(), Set.of(), Set.of(), false, why);
  }

  /** The units of {@code program}, given its shared objects' ids. */
  static ThreadUnits of(Program program, Set<Integer> shared) {
    boolean pools = false;
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) pools |= e.stmt() instanceof Stmt.Error err && err.isThreadBound();
    }
    List<Unit> units = new ArrayList<>();
    Map<Integer, Spawned> spawnOf = new HashMap<>();
    Map<Integer, Integer> unitOfThread = new HashMap<>();
    Set<Integer> replicated = new HashSet<>();
    Set<Integer> single = new HashSet<>();
    if (pools) {
      // any number of instances: one unit per template stands for all of them
      Templates ts = Templates.of(program);
      if (ts.refused() != null) return refuse(ts.refused());
      for (Templates.Template tp : ts.all()) {
        if (tp.replicated()) {
          for (MemoryObject o : tp.rep().locals()) {
            if (shared.contains(o.id())) return refuse("a local of " + tp.name() + " escapes");
          }
          replicated.add(tp.index());
        } else {
          single.add(tp.index());
        }
        units.add(new Unit(tp.index(), tp.rep(), tp.param()));
        for (int i : tp.instances()) unitOfThread.put(i, tp.index());
      }
      for (Map.Entry<Edge, Templates.Spawn> s : ts.spawns().entrySet()) {
        spawnOf.put(s.getKey().id(), new Spawned(s.getValue().template().index(), s.getValue().create()));
      }
    } else {
      for (ThreadCfa t : program.threads()) {
        units.add(new Unit(t.id(), t, paramOf(program, t)));
        unitOfThread.put(t.id(), t.id());
        single.add(t.id());
        for (Edge e : t.edges()) {
          if (e.stmt() instanceof Stmt.Create c) spawnOf.put(e.id(), new Spawned(c.child(), c));
        }
      }
    }
    for (Unit u : units) {
      long instances = unitOfThread.values().stream().filter(k -> k == u.key()).count();
      if (u.param() != null && shared.contains(u.param().id()) && instances > 1) {
        return refuse("the parameter of " + u.cfa().name() + " escapes");
      }
    }
    return new ThreadUnits(List.copyOf(units), Map.copyOf(spawnOf), Map.copyOf(unitOfThread), Set.copyOf(replicated),
        Set.copyOf(single), pools, null);
  }

  private static MemoryObject paramOf(Program program, ThreadCfa t) {
    for (ThreadCfa c : program.threads()) {
      for (Edge e : c.edges()) {
        if (e.stmt() instanceof Stmt.Create cr && cr.child() == t.id()) return cr.childParam();
      }
    }
    return null;
  }
}
