package org.spindle.dpor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.interp.InputRange;
import org.spindle.interp.Outcome;
import org.spindle.interp.State;
import org.spindle.interp.StepAccesses;
import org.spindle.interp.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

/**
 * Brute-force counts of the coarser equivalences the cs, ob and cs-ob engines are measured
 * against (D42), over every complete run {@link EquivalenceClasses} enumerates; written without
 * the engines' code.
 *
 * <p><em>Observer equivalence</em> (004 §4.1, Aronis et al. 2018): two complete runs are
 * equivalent iff they have the same events (per thread, the same transitions in order), every
 * read of a cell reads from the same write (the same event, or the initial value), and every two
 * writes of a common cell whose later write some event reads from are in the same order; an event
 * that ends the program is ordered with every other. This is the happens-before with observers:
 * reads-from and the observed write-write pairs fix every ordered pair, and an unobserved
 * write-write pair is unordered. Final values nobody reads are not part of it.
 *
 * <p><em>Final states</em>: the distinct states complete runs end in, a lower bound for ODPOR_cs
 * (Theorem 1: every Mazurkiewicz trace is explored or an explored execution reaches the identical
 * state).
 */
final class ObserverClasses {
  private ObserverClasses() {}

  /** The counts: observer-equivalence classes and distinct final states of the complete runs. */
  record Counts(int observerClasses, int finalStates) {}

  static Counts count(Program p, InputRange inputs) {
    Set<List<Object>> classes = new HashSet<>();
    Set<State> finals = new HashSet<>();
    EquivalenceClasses.enumerate(p, inputs, EquivalenceClasses.Limits.DEFAULT, (run, accesses, end) -> {
      if (end != Outcome.Kind.FINISHED) return;
      classes.add(key(run, accesses));
      finals.add(accesses.get(accesses.size() - 1).result().next());
    });
    return new Counts(classes.size(), finals.size());
  }

  /** An event: thread and its index in the thread. */
  private record Id(int thread, int index) {}

  private static List<Object> key(List<Transition> run, List<StepAccesses> accesses) {
    List<Id> ids = new ArrayList<>();
    Map<Integer, Integer> perThread = new HashMap<>();
    Map<Id, Transition> events = new HashMap<>();
    for (Transition t : run) {
      Id id = new Id(t.thread(), perThread.merge(t.thread(), 1, Integer::sum));
      ids.add(id);
      events.put(id, t);
    }
    // reads-from, and for every write the events that read from it (per cell)
    Map<List<Long>, Integer> lastWriter = new HashMap<>();
    Set<List<Object>> readsFrom = new HashSet<>();
    Map<Integer, Set<List<Long>>> readFromCells = new HashMap<>(); // writer position -> cells read from it
    for (int k = 0; k < run.size(); k++) {
      for (StepAccesses.Cell c : accesses.get(k).cells()) {
        List<Long> cell = List.of((long) c.object(), c.cell());
        if (c.write()) continue;
        Integer w = lastWriter.get(cell);
        readsFrom.add(List.of(ids.get(k), cell, w == null ? "init" : ids.get(w)));
        if (w != null) {
          readFromCells.computeIfAbsent(w, x -> new HashSet<>()).add(cell);
        }
      }
      for (StepAccesses.Cell c : accesses.get(k).cells()) {
        if (c.write()) lastWriter.put(List.of((long) c.object(), c.cell()), k);
      }
    }
    Set<List<Object>> ordered = new HashSet<>();
    for (int b = 0; b < run.size(); b++) {
      Set<List<Long>> observed = readFromCells.getOrDefault(b, Set.of());
      for (int a = 0; a < b; a++) {
        if (ids.get(a).thread() == ids.get(b).thread()) continue;
        if (terminates(run.get(a)) || terminates(run.get(b))) ordered.add(List.of(ids.get(a), ids.get(b)));
        for (StepAccesses.Cell c : accesses.get(a).cells()) {
          if (c.write() && observed.contains(List.of((long) c.object(), c.cell()))) {
            ordered.add(List.of(ids.get(a), ids.get(b)));
          }
        }
      }
    }
    return List.of(events, readsFrom, ordered);
  }

  private static boolean terminates(Transition t) {
    for (Edge e : t.edges()) if (e.stmt() instanceof Stmt.Terminate) return true;
    return false;
  }
}
