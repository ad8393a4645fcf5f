package org.spindle.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.SourceMap;
import org.spindle.report.ProofArtefacts;
import org.spindle.task.ProgramLoader;
import org.spindle.witness.proof.ProofExport;

/**
 * The invariants of correctness witnesses are invariants: for small programs without inputs (or
 * with inputs restricted to -2..2, a subset of all runs), IMPACT without reduction proves the
 * program SAFE, and every emitted C expression is evaluated (by an evaluator of its own, names
 * resolved by the lowering's naming rule) in every reachable state of an exhaustive explicit
 * search in which its thread is at its location.
 */
class InvariantOracleTest {
  static final String HEADER = """
      extern void reach_error(void);
      extern void __VERIFIER_assume(int cond);
      extern int __VERIFIER_nondet_int(void);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      typedef unsigned long pthread_t;
      typedef union { char __size[24]; long __align; } pthread_mutex_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_join(pthread_t thread, void **retval);
      extern int pthread_mutex_lock(pthread_mutex_t *m);
      extern int pthread_mutex_unlock(pthread_mutex_t *m);
      void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
      """;

  /** Locals, a function inlined twice in one thread, a loop. */
  static final String LOCALS = HEADER + """
      int g;
      int add(int a, int b) {
        int r = a + b;
        return r;
      }
      void *worker(void *arg) {
        int i = 0;
        while (i < 2) {
          int t = g;
          g = add(t, 1);
          i = i + 1;
        }
        return 0;
      }
      int main(void) {
        pthread_t t1;
        int k = add(2, 3);
        pthread_create(&t1, 0, worker, 0);
        k = add(k, 1);
        __VERIFIER_assert(k == 6);
        pthread_join(t1, 0);
        __VERIFIER_assert(g == 2);
        return 0;
      }
      """;

  /** A block-scope local shadows a global; arrays; a for loop with its own counter. */
  static final String SHADOW = HEADER + """
      int x;
      int a[3];
      void *thr(void *arg) {
        int j;
        for (j = 0; j < 3; j++) {
          a[j] = j + 1;
        }
        x = 1;
        {
          int x = 5;
          a[0] = x;
        }
        return 0;
      }
      int main(void) {
        pthread_t t;
        pthread_create(&t, 0, thr, 0);
        pthread_join(t, 0);
        __VERIFIER_assert(a[0] == 5 && x == 1);
        return 0;
      }
      """;

  @ParameterizedTest
  @ValueSource(strings = {"peterson.c", "lost_update_locked.c", "message_passing.c",
      "atomic_increment.c", "atomic_function.c", "nondet_assume.c", "dekker.c"})
  void invariantsOfCprogramsHold(String name) throws Exception {
    check(Fixtures.cprogram(name));
  }

  @Test
  void invariantsOverLocalsHold(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("locals.c");
    Files.writeString(f, LOCALS);
    Checked c = check(f);
    assertTrue(c.localsUsed > 0, "some invariant should name a local");
  }

  @Test
  void shadowedNamesAreNotMisread(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("shadow.c");
    Files.writeString(f, SHADOW);
    check(f);
  }

  @Test
  void theOracleRejectsAWrongInvariant() throws Exception {
    Path f = Fixtures.cprogram("message_passing.c");
    Program p = Fixtures.load(f);
    // main's first statement start: ready == 0 holds there, ready == 1 does not
    SourceMap.StatementStart s = p.thread(0).sourceMap().starts().get(0);
    ProofArtefacts wrong = new ProofArtefacts(com.google.common.collect.ImmutableList.of(
        new ProofArtefacts.LocationInvariant(0, "main", s.location(), s.pos(), s.loopHead(),
            "(eq ready 1)", "((long long)ready == 1)", s.function())));
    ProofArtefacts right = new ProofArtefacts(com.google.common.collect.ImmutableList.of(
        new ProofArtefacts.LocationInvariant(0, "main", s.location(), s.pos(), s.loopHead(),
            "(eq ready 0)", "((long long)ready == 0)", s.function())));
    assertTrue(falsified(p, wrong, f) != null);
    assertEquals(null, falsified(p, right, f));
  }

  record Checked(int localsUsed) {}

  static Checked check(Path file) throws Exception {
    var in = ProgramLoader.resolve(file, null);
    TranslationUnit unit = ProgramLoader.parse(in);
    Program p = Lowering.lower(unit, in.dataModel());
    ProofArtefacts proof = ProofExport.prove(p, unit, Duration.ofSeconds(120));
    assertNotEquals(ProofArtefacts.NONE, proof, "IMPACT (no reduction) should prove " + file);
    // every statement start of every thread has an entry
    int starts = p.threads().stream().mapToInt(t -> t.sourceMap().starts().size()).sum();
    assertEquals(starts, proof.invariants().size());
    String failure = falsified(p, proof, file);
    if (failure != null) fail(failure);
    int localsUsed = 0;
    for (ProofArtefacts.LocationInvariant inv : proof.invariants()) {
      if (inv.cExpression() != null && !inv.cExpression().equals("1")
          && usesLocal(p, new Inv(inv, start(p, inv)))) {
        localsUsed++;
      }
    }
    return new Checked(localsUsed);
  }

  /**
   * The first invariant of {@code proof} that is false in a reachable state (a message), or null;
   * fails if no invariant was evaluated at all.
   */
  static String falsified(Program p, ProofArtefacts proof, Path file) {
    Map<Long, List<Inv>> byLocation = new HashMap<>();
    int nontrivial = 0;
    for (ProofArtefacts.LocationInvariant inv : proof.invariants()) {
      if (inv.cExpression() == null || inv.cExpression().equals("1")) continue;
      nontrivial++;
      Inv x = new Inv(inv, start(p, inv));
      byLocation.computeIfAbsent(key(inv.thread(), inv.location()), k -> new ArrayList<>()).add(x);
    }
    assertTrue(nontrivial > 0, "no invariant to check for " + file);

    Interpreter interp = new Interpreter(p);
    InputRange inputs = new InputRange(-2, 2);
    Set<State> seen = new HashSet<>();
    ArrayDeque<State> todo = new ArrayDeque<>();
    State init = interp.initial();
    seen.add(init);
    todo.add(init);
    int evaluations = 0;
    while (!todo.isEmpty()) {
      State s = todo.poll();
      assertTrue(seen.size() < 2_000_000, "state space too large for the oracle: " + file);
      if (!s.terminated()) {
        for (int t = 0; t < s.threadCount(); t++) {
          if (s.status(t) != ThreadStatus.RUNNING) continue;
          for (Inv x : byLocation.getOrDefault(key(t, s.location(t)), List.of())) {
            BigInteger v = CExprEval.eval(x.inv.cExpression(), (n, i) -> value(p, s, x, n, i));
            evaluations++;
            if (v.signum() == 0) {
              return "invariant " + x.inv.cExpression() + " at " + x.inv.pos() + " (thread " + t
                  + ", location " + x.inv.location() + ") is false in a reachable state of " + file
                  + ":\n" + s;
            }
          }
        }
      }
      for (Successor n : interp.successors(s, inputs)) {
        if (n.isTerminal()) continue;
        if (seen.add(n.next())) todo.add(n.next());
      }
    }
    assertTrue(evaluations > 0, "no invariant was evaluated for " + file);
    return null;
  }

  private record Inv(ProofArtefacts.LocationInvariant inv, SourceMap.StatementStart start) {}

  private static long key(int thread, int location) {
    return ((long) thread << 32) | location;
  }

  private static SourceMap.StatementStart start(Program p, ProofArtefacts.LocationInvariant inv) {
    for (SourceMap.StatementStart s : p.thread(inv.thread()).sourceMap().starts()) {
      if (s.location() == inv.location() && s.pos().equals(inv.pos()) && s.loopHead() == inv.loopHead()) {
        return s;
      }
    }
    throw new AssertionError("no statement start for " + inv);
  }

  /** The lowering's name of the local {@code name} of this activation (D-naming of frontend/lower). */
  private static String localName(int thread, SourceMap.StatementStart s, String name) {
    return (thread == 0 ? "" : "t" + thread + ":") + s.function() + "::" + name
        + (s.activation() > 0 ? "#" + s.activation() : "");
  }

  private static MemoryObject resolve(Program p, Inv x, String name) {
    String local = localName(x.inv.thread(), x.start, name);
    for (MemoryObject o : p.objects()) {
      if (o.region() == MemoryObject.Region.LOCAL && o.owner() == x.inv.thread() && o.name().equals(local)
          && visible(o.declaredAt(), x.inv.pos())) {
        return o;
      }
    }
    MemoryObject global = null;
    for (MemoryObject o : p.objects()) {
      if (o.region() == MemoryObject.Region.GLOBAL && o.name().equals(name)) {
        if (global != null) throw new AssertionError("two globals named " + name);
        global = o;
      }
    }
    if (global == null) throw new AssertionError("no variable " + name + " at " + x.inv.pos());
    return global;
  }

  /**
   * C block scope by brace matching on the program text (the test programs have no braces in
   * strings or comments): a declaration is visible after it up to the end of the innermost block
   * around it; a parameter (outside every block) in the function body that follows it.
   */
  private static boolean visible(org.spindle.program.SourcePos decl, org.spindle.program.SourcePos at) {
    String[] lines = text(at.file());
    int d = offset(lines, decl);
    int a = offset(lines, at);
    if (a <= d) return false;
    String t = String.join("\n", lines);
    int open = -1;
    int depth = 0;
    for (int i = d; i >= 0; i--) { // innermost '{' before the declaration that is still open
      char c = t.charAt(i);
      if (c == '}') depth++;
      if (c == '{' && depth-- == 0) {
        open = i;
        break;
      }
    }
    if (open < 0) open = t.indexOf('{', d); // a parameter: the body after it
    int close = open;
    depth = 0;
    for (int i = open; i < t.length(); i++) {
      if (t.charAt(i) == '{') depth++;
      if (t.charAt(i) == '}' && --depth == 0) {
        close = i;
        break;
      }
    }
    return a > open && a < close;
  }

  private static final Map<String, String[]> TEXTS = new HashMap<>();

  private static String[] text(String file) {
    return TEXTS.computeIfAbsent(file, f -> {
      try {
        return Files.readString(Path.of(f)).split("\n", -1);
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
  }

  private static int offset(String[] lines, org.spindle.program.SourcePos pos) {
    int o = 0;
    for (int i = 0; i < pos.line() - 1; i++) o += lines[i].length() + 1;
    return o + pos.col() - 1;
  }

  private static boolean usesLocal(Program p, Inv x) {
    for (String w : x.inv.cExpression().split("[^A-Za-z0-9_]+")) {
      if (w.isEmpty() || !Character.isLetter(w.charAt(0)) || w.equals("long")) continue;
      if (resolve(p, x, w).region() == MemoryObject.Region.LOCAL) return true;
    }
    return false;
  }

  private static BigInteger value(Program p, State s, Inv x, String name, BigInteger index) {
    MemoryObject o = resolve(p, x, name);
    long cell = index == null ? 0 : index.longValueExact();
    if (cell < 0 || cell >= o.cellCount()) throw new AssertionError("index out of bounds: " + name + "[" + index + "]");
    if (!s.defined(o.id(), cell)) throw new AssertionError("invariant reads undefined " + name);
    long bits = s.cell(o.id(), cell);
    var t = o.cellType(cell);
    return t.signed() || t.isBool() ? BigInteger.valueOf(bits)
        : new BigInteger(Long.toUnsignedString(bits));
  }
}
