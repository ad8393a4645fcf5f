package org.spindle.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.program.DataModel;
import org.spindle.program.FloatValues;

/**
 * Floating point (D53) against gcc: programs compiled with gcc on x86-64 (SSE, FLT_EVAL_METHOD 0,
 * {@code -fsanitize=float-cast-overflow} so that an out-of-range conversion stops the run) and run
 * by Spindle's interpreter must leave the same bits in their result globals (every NaN counts as
 * the one canonical NaN: payloads are not observable in the model). Hand-written programs cover
 * the constructs one by one; random expressions over edge-case values cover the arithmetic.
 * Skipped without gcc.
 */
class FloatGccTest {
  private static final String PROTOS = """
      int printf(const char *, ...);
      void *memcpy(void *, const void *, unsigned long);
      double fabs(double);
      float fabsf(float);
      double sqrt(double);
      float sqrtf(float);
      double floor(double);
      float ceilf(float);
      double trunc(double);
      double round(double);
      float roundf(float);
      """;

  /** A result global: its name and C type (float, double, or an integer type). */
  private record Result(String name, String type) {}

  @Test
  void constructsAgreeWithGcc(@TempDir Path dir) throws Exception {
    List<Result> rs = new ArrayList<>();
    String[] types = {"double", "double", "double", "float", "float", "float", "int", "int", "int",
        "unsigned", "long long", "unsigned long long", "double", "float", "double", "int", "double",
        "double", "double", "double", "float", "float"};
    for (int i = 0; i < types.length; i++) rs.add(new Result("r" + i, types[i]));
    String globals = """
        double g = 0.1, h = 0.2;
        float gf = 16777216.0f;
        struct P { float x; double y; int n; } pt = { 1.5f, -2.25, 3 };
        double arr[4] = { 1.0, 0x1.8p1, 1e-310, -0.0 };
        double half(double v) { return v / 2; }
        float twice(float v) { return v * 2; }
        """;
    String body = """
          r0 = g + h;
          r1 = (g + h) - 0.3;
          r2 = 1.0 / 3;
          r3 = 1.0f / 3;
          r4 = gf + 1.0f;
          r5 = (float) (g * 3);
          r6 = (int) -2.75;
          r7 = (g + h == 0.3) + 2 * (g + h > 0.3) + 4 * (0.1f + 0.2f == 0.3f);
          r8 = (int) (unsigned char) (int) 200.9;
          r9 = (unsigned) 4294967295.9;
          r10 = (long long) -9.2233720368547748e18;
          r11 = (unsigned long long) 18446744073709549568.0;
          pt.y *= pt.x;
          pt.x += 1;
          pt.n += pt.y;
          arr[1]++;
          --arr[3];
          r12 = half(pt.y) + twice(pt.x) + arr[1] + arr[2] * 1e300 + arr[3];
          r13 = -pt.x + (float) pt.n;
          r14 = sqrt(2.0) + fabs(-0.0) + sqrtf(2.0f) + fabsf(-3.5f);
          double z = 0.0, nan = z / z, inf = 1 / z;
          r15 = (nan != nan) + 2 * (nan == nan) + 4 * (nan < inf) + 8 * !nan + 16 * !(-0.0) + 32 * (inf > 1e308)
              + 64 * (z == -z) + 128 * (nan ? 1 : 0) + 256 * (z && 1);
          r16 = -z + (inf - inf == inf - inf ? 1.0 : 2.0) + 1e308 * 10 - inf;
          r17 = floor(-2.5) + 10 * floor(2.5) + 100 * trunc(-2.7) + 1000 * round(-2.5) + 10000 * round(2.4999999999999996);
          r18 = round(-0.4);
          r19 = trunc(-0.5) + floor(nan) + 0 * round(inf);
          r20 = ceilf(-0.5f) + ceilf(1.0000001f) * 4;
          r21 = roundf(8388609.5f) + roundf(0.49999997f);
        """;
    check(dir, globals, body, rs);
  }

  @Test
  void randomExpressionsAgreeWithGcc(@TempDir Path dir) throws Exception {
    Random rnd = new Random(17);
    int compared = 0;
    for (int round = 0; round < 6; round++) {
      StringBuilder globals = new StringBuilder();
      for (int i = 0; i < 3; i++) {
        globals.append("double d").append(i).append(" = ").append(literal(rnd, false)).append(";\n");
        globals.append("float f").append(i).append(" = ").append(literal(rnd, true)).append(";\n");
        globals.append("int n").append(i).append(" = ").append(rnd.nextInt(2001) - 1000).append(";\n");
      }
      List<Result> rs = new ArrayList<>();
      StringBuilder body = new StringBuilder();
      for (int k = 0; k < 12; k++) {
        String type = switch (rnd.nextInt(4)) { case 0 -> "float"; case 1 -> "int"; default -> "double"; };
        rs.add(new Result("r" + k, type));
        String e = type.equals("int") ? comparison(rnd, 3) : expr(rnd, 3);
        body.append("  r").append(k).append(" = ").append(e).append(";\n");
        if (rnd.nextInt(3) == 0) {
          String v = (rnd.nextBoolean() ? "d" : "f") + rnd.nextInt(3);
          body.append("  ").append(v).append(rnd.nextBoolean() ? " += " : " *= ").append(expr(rnd, 2)).append(";\n");
        }
      }
      check(dir, globals.toString(), body.toString(), rs);
      compared += rs.size();
    }
    assertTrue(compared >= 72, "compared " + compared);
  }

  private static String literal(Random rnd, boolean f) {
    String[] special = {"0.1", "0.2", "0.3", "1e-40", "3.4028234e38", "1e308", "-0.0", "2.5",
        "0x1.fffffep-1", "1e-320", "16777217.0", "9007199254740993.0", "1.0", "-7.75"};
    String s = rnd.nextBoolean() ? special[rnd.nextInt(special.length)]
        : Double.toString((rnd.nextDouble() - 0.5) * Math.pow(10, rnd.nextInt(20) - 10));
    return f ? s + "f" : s;
  }

  private static String expr(Random rnd, int depth) {
    if (depth == 0 || rnd.nextInt(4) == 0) {
      return switch (rnd.nextInt(5)) {
        case 0 -> literal(rnd, rnd.nextBoolean());
        case 1 -> "n" + rnd.nextInt(3);
        case 2 -> "f" + rnd.nextInt(3);
        default -> "d" + rnd.nextInt(3);
      };
    }
    return switch (rnd.nextInt(9)) {
      case 0 -> "-(" + expr(rnd, depth - 1) + ")";
      case 1 -> "(float) (" + expr(rnd, depth - 1) + ")";
      case 2 -> "fabs(" + expr(rnd, depth - 1) + ")";
      case 3 -> rnd.nextBoolean() ? "sqrtf(" + expr(rnd, depth - 1) + ")"
          : List.of("floor(", "ceilf(", "trunc(", "round(", "roundf(").get(rnd.nextInt(5)) + expr(rnd, depth - 1) + ")";
      case 4 -> "(" + comparison(rnd, depth - 1) + " ? " + expr(rnd, depth - 1) + " : " + expr(rnd, depth - 1) + ")";
      default -> "(" + expr(rnd, depth - 1) + " " + "+-*/".charAt(rnd.nextInt(4)) + " " + expr(rnd, depth - 1) + ")";
    };
  }

  private static String comparison(Random rnd, int depth) {
    String[] ops = {"==", "!=", "<", "<=", ">", ">="};
    return "(" + expr(rnd, depth) + " " + ops[rnd.nextInt(ops.length)] + " " + expr(rnd, depth) + ")";
  }

  private static void check(Path dir, String globals, String body, List<Result> rs) throws Exception {
    assumeTrue(Oracle.gccAvailable(), "gcc not available");
    StringBuilder decl = new StringBuilder();
    for (Result r : rs) decl.append(r.type()).append(' ').append(r.name()).append(";\n");
    String program = PROTOS + decl + globals + "void test(void) {\n" + body + "}\n";
    StringBuilder print = new StringBuilder("int main(void) {\n  test();\n");
    print.append("  unsigned long long b; unsigned w;\n");
    for (Result r : rs) {
      switch (r.type()) {
        case "double" -> print.append("  memcpy(&b, &").append(r.name()).append(", 8); printf(\"%llu\\n\", b);\n");
        case "float" -> print.append("  memcpy(&w, &").append(r.name()).append(", 4); printf(\"%u\\n\", w);\n");
        case "unsigned", "unsigned long long" -> print.append("  printf(\"%llu\\n\", (unsigned long long) ")
            .append(r.name()).append(");\n");
        default -> print.append("  printf(\"%lld\\n\", (long long) ").append(r.name()).append(");\n");
      }
    }
    print.append("  return 0;\n}\n");
    List<String> gcc = gcc(dir, program + print);
    List<String> names = rs.stream().map(Result::name).toList();
    List<String> spindle = Oracle.spindle(program + "int main(void) { test(); return 0; }\n",
        DataModel.LP64, names, null);
    assertEquals(rs.size(), spindle.size(), program);
    for (int i = 0; i < rs.size(); i++) {
      String expected = canonical(rs.get(i).type(), gcc.get(i));
      assertEquals(expected, spindle.get(i), rs.get(i).name() + " in\n" + program);
    }
  }

  /** gcc's printed bits with a NaN replaced by the canonical NaN. */
  private static String canonical(String type, String printed) {
    if (type.equals("double")) {
      double d = Double.longBitsToDouble(Long.parseUnsignedLong(printed));
      return Double.isNaN(d) ? Long.toUnsignedString(FloatValues.DOUBLE_NAN) : printed;
    }
    if (type.equals("float")) {
      float f = Float.intBitsToFloat((int) Long.parseLong(printed));
      return Float.isNaN(f) ? Long.toString(FloatValues.FLOAT_NAN) : printed;
    }
    return printed;
  }

  private static List<String> gcc(Path dir, String source) throws IOException, InterruptedException {
    Path src = dir.resolve("f.c");
    Path exe = dir.resolve("f");
    Files.writeString(src, source);
    run(60, "gcc", "-w", "-O0", "-fsanitize=undefined,float-cast-overflow", "-fno-sanitize-recover=all",
        src.toString(), "-o", exe.toString(), "-lm");
    return run(20, exe.toString()).lines().toList();
  }

  private static String run(int seconds, String... cmd) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(seconds, TimeUnit.SECONDS), cmd[0] + " timed out");
    String text = new String(out, StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), cmd[0] + ": " + text);
    return text;
  }
}
