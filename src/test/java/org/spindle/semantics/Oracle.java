package org.spindle.semantics;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.UnsupportedFeature;

/** Runs one generated program under gcc (with UBSan) and under Spindle's interpreter and compares. */
final class Oracle {
  enum Kind { SAME, DIFFERENT, GCC_REJECTED, SPINDLE_UNSUPPORTED, SPINDLE_FAILED }

  record Result(Kind kind, String detail) {}

  private final Path dir;

  Oracle(Path dir) {
    this.dir = dir;
  }

  static boolean gccAvailable() {
    try {
      Process p = new ProcessBuilder("gcc", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  /** Final values of the global leaves as printed by the gcc-compiled program, or null if rejected. */
  List<String> gcc(GenProgram g, StringBuilder why) throws IOException, InterruptedException {
    Path src = dir.resolve("p.c");
    Path exe = dir.resolve("p");
    Files.writeString(src, g.gccSource());
    Files.deleteIfExists(exe);
    String out = exec(why, 60, "gcc", "-w", "-O0", "-fsanitize=undefined", "-fno-sanitize-recover=all",
        src.toString(), "-o", exe.toString());
    if (out == null) return null;
    out = exec(why, 20, exe.toString());
    if (out == null) return null;
    List<String> lines = out.lines().toList();
    if (lines.size() != g.leaves.size()) {
      why.append("gcc printed ").append(lines.size()).append(" lines");
      return null;
    }
    return lines;
  }

  private static String exec(StringBuilder why, int seconds, String... cmd) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    byte[] bytes = p.getInputStream().readAllBytes();
    if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      why.append(cmd[0]).append(" timed out");
      return null;
    }
    String out = new String(bytes, StandardCharsets.UTF_8);
    if (p.exitValue() != 0) {
      why.append(cmd[0]).append(" exit ").append(p.exitValue()).append(": ").append(out.strip());
      return null;
    }
    return out;
  }

  /** Spindle's final values of the global leaves (same order as {@link GenProgram#leaves}). */
  static List<String> spindle(GenProgram g) {
    return spindle(g.spindleSource(), g.dm, globalNames(g), g);
  }

  /** Final values of the cells of the named globals after running {@code src} (null: not modelled). */
  static List<String> spindle(String src, org.spindle.program.DataModel dm, List<String> names, GenProgram g) {
    Program p = Lowering.lower(CFrontend.parseString(src, "fuzz.c", dm), dm);
    Interpreter in = new Interpreter(p);
    State s = in.initial();
    InputRange none = new InputRange(0, 0);
    for (int step = 0; ; step++) {
      if (step > 2_000_000) throw new IllegalStateException("step limit");
      List<Successor> next = in.successors(s, 0, none);
      if (next.isEmpty()) break;
      if (next.size() != 1) throw new IllegalStateException("nondeterministic step: " + next.size());
      Successor x = next.get(0);
      if (x.isTerminal()) throw new IllegalStateException(x.end().toString());
      s = x.next();
    }
    List<String> out = new ArrayList<>();
    for (String name : names) {
      MemoryObject o = null;
      for (MemoryObject m : p.objects()) {
        if (m.region() == MemoryObject.Region.GLOBAL && m.name().equals(name)) o = m;
      }
      if (o == null) { // unreferenced globals are not modelled
        if (g == null) continue;
        for (GenProgram.Leaf l : g.leaves) if (l.expr().split("[\\[.]")[0].equals(name)) out.add(null);
        continue;
      }
      for (long c = 0; c < o.cellCount(); c++) {
        long v = s.cell(o.id(), c);
        ScalarType t = o.cellType(c);
        out.add(!t.signed() && t.bits() == 64 ? Long.toUnsignedString(v) : Long.toString(v));
      }
    }
    return out;
  }

  /** Names of the printed globals in order (the leaf paths start with them). */
  private static List<String> globalNames(GenProgram g) {
    List<String> names = new ArrayList<>();
    for (GenProgram.Leaf l : g.leaves) {
      String n = l.expr().split("[\\[.]")[0];
      if (!names.contains(n)) names.add(n);
    }
    return names;
  }

  Result check(GenProgram g) throws IOException, InterruptedException {
    StringBuilder why = new StringBuilder();
    List<String> expected = gcc(g, why);
    if (expected == null) return new Result(Kind.GCC_REJECTED, why.toString());
    List<String> actual;
    try {
      actual = spindle(g);
    } catch (UnsupportedFeature e) {
      return new Result(Kind.SPINDLE_UNSUPPORTED, e.getMessage());
    } catch (RuntimeException e) { // CompileError included
      return new Result(Kind.SPINDLE_FAILED, e.toString());
    }
    if (actual.size() != expected.size()) {
      return new Result(Kind.DIFFERENT, "cell count " + actual.size() + " vs " + expected.size());
    }
    StringBuilder diff = new StringBuilder();
    for (int i = 0; i < expected.size(); i++) {
      if (actual.get(i) != null && !expected.get(i).equals(actual.get(i))) {
        diff.append(g.leaves.get(i).expr()).append(": gcc ").append(expected.get(i)).append(", spindle ")
            .append(actual.get(i)).append("; ");
      }
    }
    return diff.length() == 0 ? new Result(Kind.SAME, "") : new Result(Kind.DIFFERENT, diff.toString());
  }

  /** Deletes statements while the program still shows the same kind of problem. */
  private static String signature(Result r) {
    return r.detail().substring(0, Math.min(50, r.detail().length()));
  }

  GenProgram minimise(GenProgram g, Result kind) throws IOException, InterruptedException {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (List<St> list : g.statementLists()) {
        for (int i = list.size() - 1; i >= 0; i--) {
          St s = list.get(i);
          if (!s.deletable) continue;
          list.remove(i);
          Result now = check(g);
          if (now.kind() == kind.kind() && (kind.kind() == Kind.DIFFERENT || signature(now).equals(signature(kind)))) {
            changed = true;
          } else {
            list.add(i, s);
          }
        }
      }
    }
    return g;
  }
}
