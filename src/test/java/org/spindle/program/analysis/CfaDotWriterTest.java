package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.spindle.program.analysis.TestPrograms.*;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;

class CfaDotWriterTest {

  static Program sample() {
    TestPrograms b = new TestPrograms();
    MemoryObject x = b.global("x");
    TestPrograms.ThreadBuilder main = b.thread("main");
    TestPrograms.ThreadBuilder w = b.thread("worker");
    main.edge(0, 1, new Stmt.Create(1, null, null, null));
    main.edge(1, 2, assume(not(load(x))));
    main.edge(1, 3, assume(load(x)));
    main.edge(3, 4, new Stmt.Error("assert \"x\" \\ failed\nline2"));
    w.edge(0, 1, new Stmt.AtomicBegin());
    w.edge(1, 2, assign(cell(x), c(1)));
    w.edge(2, 3, new Stmt.AtomicEnd());
    w.atomic(1, 2);
    return b.build();
  }

  /** Braces balance outside quoted strings, and every quoted string is closed. */
  static void assertWellFormed(String dot) {
    int depth = 0;
    boolean inString = false;
    for (int i = 0; i < dot.length(); i++) {
      char ch = dot.charAt(i);
      if (inString) {
        if (ch == '\\') i++; // skip the escaped character
        else if (ch == '"') inString = false;
        else assertFalse(ch == '\n', "raw newline inside a string at " + i);
      } else if (ch == '"') {
        inString = true;
      } else if (ch == '{') {
        depth++;
      } else if (ch == '}') {
        depth--;
        assertTrue(depth >= 0, "unbalanced } at " + i);
      }
    }
    assertFalse(inString, "unterminated string");
    assertEquals(0, depth, "unbalanced braces");
  }

  @Test
  void dotHasOneClusterPerThreadAndEscapes() {
    String dot = CfaDotWriter.toDot(sample());
    assertWellFormed(dot);
    assertTrue(dot.startsWith("digraph "));
    assertTrue(dot.contains("subgraph cluster_T0 {"));
    assertTrue(dot.contains("subgraph cluster_T1 {"));
    assertTrue(dot.contains("label=\"T1 worker (worker)\""));
    assertTrue(dot.contains("T0_L0 [label=\"0\\nt.c:10\", shape=doublecircle]"), dot);
    assertTrue(dot.contains("T1_L1 [label=\"1\\nt.c:11\", style=filled, fillcolor=lightgrey]"), dot);
    // the error text's quote, backslash and newline are escaped
    assertTrue(dot.contains("error: assert \\\"x\\\" \\\\ failed\\nline2"), dot);
    assertTrue(dot.contains("T0_L3 -> T0_L4 [label=\"error: "), dot);
    String errorLine = dot.lines().filter(l -> l.contains("T0_L3 -> T0_L4")).findFirst().orElseThrow();
    assertTrue(errorLine.contains("color=red"), errorLine);
    String otherLine = dot.lines().filter(l -> l.contains("T0_L1 -> T0_L2")).findFirst().orElseThrow();
    assertFalse(otherLine.contains("color=red"), otherLine);
    assertEquals(7, dot.lines().filter(l -> l.contains(" -> ")).count());
  }

  @Test
  void graphvizAcceptsTheOutputIfInstalled() throws Exception {
    boolean hasDot = false;
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (new File(dir, "dot").canExecute()) hasDot = true;
    }
    assumeTrue(hasDot, "graphviz dot not installed");
    Process p = new ProcessBuilder("dot", "-Tsvg", "-o", "/dev/null").redirectErrorStream(true).start();
    p.getOutputStream().write(CfaDotWriter.toDot(sample()).getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    assertTrue(p.waitFor(15, TimeUnit.SECONDS));
    String msg = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), msg);
  }
}
