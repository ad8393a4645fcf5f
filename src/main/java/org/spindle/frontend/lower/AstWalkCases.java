package org.spindle.frontend.lower;

import java.util.List;
import org.spindle.frontend.ast.Stmt;

/** Case and default labels of one switch body (not of nested switches). */
final class AstWalkCases {
  private AstWalkCases() {}

  static void collect(Stmt s, List<Stmt.Case> cases, Stmt[] dflt) {
    if (s == null || s instanceof Stmt.Switch) return;
    if (s instanceof Stmt.Case c) {
      cases.add(c);
      collect(c.stmt(), cases, dflt);
    } else if (s instanceof Stmt.Default d) {
      dflt[0] = d;
      collect(d.stmt(), cases, dflt);
    } else if (s instanceof Stmt.Block b) {
      for (Stmt i : b.items()) collect(i, cases, dflt);
    } else if (s instanceof Stmt.If i) {
      collect(i.then(), cases, dflt);
      collect(i.otherwise(), cases, dflt);
    } else if (s instanceof Stmt.While w) {
      collect(w.body(), cases, dflt);
    } else if (s instanceof Stmt.DoWhile w) {
      collect(w.body(), cases, dflt);
    } else if (s instanceof Stmt.For f) {
      collect(f.body(), cases, dflt);
    } else if (s instanceof Stmt.Labeled l) {
      collect(l.stmt(), cases, dflt);
    }
  }
}
