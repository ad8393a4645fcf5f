package org.spindle.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.MacroDefinition;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * The symmetry reduction (D54) against the search without it: equal verdicts, never more states,
 * counterexamples that replay; fewer states where instances are interchangeable.
 */
class SymmetryTest {
  private static final ExploreOptions OPT =
      ExploreOptions.DEFAULT.withMaxStates(200_000).withTimeout(Duration.ofSeconds(20));

  private static Program counter(int n, int limit) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms/sym_counter.c"), null,
        List.of(new MacroDefinition("N", Integer.toString(n)),
            new MacroDefinition("LIMIT", Integer.toString(limit)))), new LowerOptions(n + 2));
  }

  private static void agree(Program p, String ctx) {
    ExploreResult plain = Explorer.explore(p, OPT.withSymmetry(false));
    if (plain.verdict() == Verdict.UNKNOWN) return; // nothing to compare with
    ExploreResult sym = Explorer.explore(p, OPT);
    assertEquals(plain.verdict(), sym.verdict(), ctx + ": " + plain + " / " + sym);
    assertTrue(sym.states() <= plain.states(), ctx + ": " + sym.states() + " > " + plain.states());
    assertEquals(plain.deadlock() == null, sym.deadlock() == null, ctx);
    if (sym.verdict() == Verdict.UNSAFE) {
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, sym.counterexample()).outcome().kind(), ctx);
    }
    if (sym.deadlock() != null) {
      assertEquals(Outcome.Kind.DEADLOCK, Replay.replay(p, sym.deadlock()).outcome().kind(), ctx);
    }
  }

  @Test
  void counterFamilyKeepsVerdictsWithFewerStates() throws Exception {
    for (int n = 2; n <= 5; n++) {
      for (int limit : new int[] {n, n - 1}) {
        Program p = counter(n, limit);
        ExploreResult plain = Explorer.explore(p, OPT.withSymmetry(false).withMaxStates(2_000_000));
        ExploreResult sym = Explorer.explore(p, OPT);
        String ctx = "N=" + n + " LIMIT=" + limit;
        assertEquals(limit == n ? Verdict.SAFE : Verdict.UNSAFE, sym.verdict(), ctx + ": " + sym);
        assertEquals(plain.verdict(), sym.verdict(), ctx);
        if (sym.verdict() == Verdict.UNSAFE) {
          assertEquals(Outcome.Kind.ERROR, Replay.replay(p, sym.counterexample()).outcome().kind(), ctx);
        } else if (n >= 3) {
          // the saving grows with N (with dead registers zeroed in both): under a third from N = 4
          long factor = n == 3 ? 1 : 3;
          assertTrue(sym.states() * factor < plain.states(), ctx + ": " + sym.states() + " vs " + plain.states());
        }
      }
    }
  }

  @Test
  void representativesAreFixedPointsAndMergeOrbits() throws Exception {
    Program p = counter(3, 3);
    Symmetry sym = Symmetry.of(p, new InputRange(-2, 2));
    assertNotNull(sym);
    assertEquals(3, sym.symmetricInstances());
    Interpreter in = new Interpreter(p);
    Set<State> raw = new HashSet<>();
    Set<State> reps = new HashSet<>();
    ArrayDeque<State> todo = new ArrayDeque<>(List.of(in.initial()));
    while (!todo.isEmpty()) {
      State s = todo.poll();
      if (!raw.add(s)) continue;
      State c = sym.canonical(s);
      assertEquals(c, sym.canonical(c), "a representative is its own representative");
      reps.add(c);
      for (int t = 0; t < s.threadCount(); t++) {
        for (Successor x : in.successors(s, t, new InputRange(-2, 2))) if (x.end() == null) todo.add(x.next());
      }
    }
    assertTrue(reps.size() < raw.size(), reps.size() + " representatives of " + raw.size());
  }

  @Test
  void joinedHandleArraysKeepInstancesApartButAgree() throws Exception {
    // lost_update_locked joins its threads through an array in creation order: the handles name
    // the instances, so no two reachable states are symmetric, and the counts are equal
    Program p = ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms/lost_update_locked.c"), null));
    assertNotNull(Symmetry.of(p, new InputRange(-2, 2)));
    ExploreResult plain = Explorer.explore(p, OPT.withSymmetry(false));
    ExploreResult sym = Explorer.explore(p, OPT);
    assertEquals(plain.verdict(), sym.verdict());
    assertEquals(plain.states(), sym.states());
  }

  @Test
  void everyCprogramAgreesWithoutSymmetry() throws Exception {
    try (Stream<Path> files = Files.list(Path.of("cprograms"))) {
      for (Path f : files.filter(x -> x.toString().endsWith(".c")).sorted().toList()) {
        Program p;
        try {
          p = ProgramLoader.load(ProgramLoader.resolve(f, null));
        } catch (RuntimeException e) {
          continue; // programs the frontend rejects on purpose
        }
        agree(p, f.toString());
      }
    }
  }
}
