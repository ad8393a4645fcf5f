package org.spindle.dpor;

import java.util.Random;

/**
 * Random programs whose bugs hinge on inputs (the review of D43, D45): two or three threads draw
 * inputs into locals confined by assumes to -2..2 (so enumerating -2..2 is exhaustive; {@code
 * _Bool} and {@code unsigned char} drawn too), keep them across many steps and use them with the
 * shared x, y, z: input-dependent writes (races that exist only for some inputs), blocking
 * assumes comparing an input with a shared value, input-dependent lock paths, loops bounded by an
 * input, {@code &&}/{@code ||}/{@code ?:} on inputs, inputs flowing through shared memory into
 * another thread's decisions, wrap-around of small types, division by an input expression
 * (undefined for some inputs), and assertions over inputs and shared values in threads and main.
 * The source is complete ({@link org.spindle.impact.Verify#c} adds the declarations).
 */
final class InputPrograms {
  private final Random rnd;
  private final int maxThreads;
  private final int maxStatements;
  private int locals;

  /** 2..{@code maxThreads} threads of 1..{@code maxStatements} statements after their first draw. */
  InputPrograms(long seed, int maxThreads, int maxStatements) {
    this.rnd = new Random(seed);
    this.maxThreads = maxThreads;
    this.maxStatements = maxStatements;
  }

  String next() {
    int threads = 2 + rnd.nextInt(maxThreads - 1);
    StringBuilder b = new StringBuilder("""
        extern _Bool __VERIFIER_nondet_bool(void);
        extern unsigned char __VERIFIER_nondet_uchar(void);
        int x, y, z; pthread_mutex_t m;
        """);
    for (int t = 1; t <= threads; t++) {
      locals = 0;
      b.append("void *t").append(t).append("(void *arg) {\n");
      b.append("  ").append(draw()).append('\n');
      int n = 1 + rnd.nextInt(maxStatements);
      for (int i = 0; i < n; i++) b.append("  ").append(stmt(2)).append('\n');
      b.append("  return 0;\n}\n");
    }
    locals = 0;
    b.append("int main(void) {\n  pthread_t h[3];\n");
    if (rnd.nextInt(3) == 0) b.append("  ").append(draw()).append('\n');
    for (int t = 1; t <= threads; t++) {
      b.append("  pthread_create(&h[").append(t - 1).append("], 0, t").append(t).append(", 0);\n");
    }
    if (locals > 0 && rnd.nextBoolean()) b.append("  ").append(simple()).append('\n');
    for (int t = 1; t <= threads; t++) b.append("  pthread_join(h[").append(t - 1).append("], 0);\n");
    b.append("  __VERIFIER_assert(!(").append(cond()).append(" && ").append(cond()).append(" && ").append(cond())
        .append("));\n  return 0;\n}\n");
    return b.toString();
  }

  /** Declares the next local input l0, l1, ... confined to a few values. */
  private String draw() {
    return draw("l" + locals++);
  }

  private String draw(String l) {
    return switch (rnd.nextInt(5)) {
      case 0 -> "_Bool " + l + " = __VERIFIER_nondet_bool();";
      case 1 -> "unsigned char " + l + " = __VERIFIER_nondet_uchar(); __VERIFIER_assume(" + l + " <= 2);";
      case 2 -> "int " + l + " = __VERIFIER_nondet_int(); __VERIFIER_assume(" + l + " >= 0 && " + l + " <= 2);";
      default -> "int " + l + " = __VERIFIER_nondet_int(); __VERIFIER_assume(" + l + " >= -2 && " + l + " <= 2);";
    };
  }

  private String local() {
    return "l" + rnd.nextInt(locals);
  }

  private String shared() {
    return switch (rnd.nextInt(3)) {
      case 0 -> "x";
      case 1 -> "y";
      default -> "z";
    };
  }

  private String operand() {
    return locals > 0 && rnd.nextBoolean() ? local() : shared();
  }

  private String cond() {
    String a = operand();
    String b = rnd.nextInt(3) == 0 ? operand() : Integer.toString(rnd.nextInt(5) - 2);
    String c = switch (rnd.nextInt(4)) {
      case 0 -> a + " == " + b;
      case 1 -> a + " != " + b;
      case 2 -> a + " < " + b;
      default -> a + " >= " + b;
    };
    return switch (rnd.nextInt(5)) {
      case 0 -> c + " && " + operand() + " != " + (rnd.nextInt(3) - 1);
      case 1 -> c + " || " + operand() + " == " + (rnd.nextInt(3) - 1);
      default -> c;
    };
  }

  private String simple() {
    String v = shared();
    return switch (rnd.nextInt(14)) {
      case 0 -> v + " = " + local() + ";";
      case 1 -> v + " = " + operand() + " + " + operand() + ";";
      case 2 -> v + " = (" + cond() + ") ? " + operand() + " : " + (rnd.nextInt(3) - 1) + ";";
      case 3 -> "__VERIFIER_assume(" + local() + (rnd.nextBoolean() ? " > " : " != ") + shared() + ");";
      case 4 -> "{ unsigned char c = " + operand() + "; c = c + 255; " + v + " = c; }";
      case 5 -> v + " = 12 / (" + operand() + " - " + (rnd.nextInt(3) - 1) + ");";
      case 6 -> "{ int t = " + v + "; " + v + " = t + " + local() + "; }";
      case 8, 9, 10, 12 -> v + " = " + (rnd.nextInt(5) - 2) + ";";
      case 7 -> "{ " + draw("d") + " " + v + " = d" + (rnd.nextBoolean() ? "" : " + " + local()) + "; }";
      default -> "__VERIFIER_assert(!(" + cond() + " && " + cond() + " && " + cond() + "));";
    };
  }

  private String stmt(int depth) {
    if (depth <= 0) return simple();
    return switch (rnd.nextInt(12)) {
      case 0 -> "if (" + cond() + ") { " + stmt(depth - 1) + " } else { " + simple() + " }";
      case 1 -> "if (" + cond() + ") { " + stmt(depth - 1) + " }";
      case 2 -> {
        String l = local();
        yield "if (" + l + " > 0) pthread_mutex_lock(&m); " + simple() + " if (" + l + " > 0) pthread_mutex_unlock(&m);";
      }
      case 3 -> "pthread_mutex_lock(&m); " + simple() + " pthread_mutex_unlock(&m);";
      case 4 -> "for (int i = 0; i < " + local() + "; i++) { " + simple() + " }";
      // mostly no decision inside (symbolic inputs would fall back to enumeration, D43)
      case 5 -> "__VERIFIER_atomic_begin(); " + (rnd.nextInt(4) == 0 ? simple()
          : shared() + " = " + operand() + " + " + operand() + ";") + " __VERIFIER_atomic_end();";
      default -> simple();
    };
  }
}
