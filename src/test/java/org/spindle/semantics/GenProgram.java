package org.spindle.semantics;

import java.util.ArrayList;
import java.util.List;
import org.spindle.program.DataModel;

/**
 * A generated program: global declarations, functions (the last one is {@code test}) and the scalar
 * leaves of the globals in declaration order (the flattened cells Spindle has).
 */
final class GenProgram {
  record Fn(String signature, List<St> body) {}

  record Leaf(String expr, CTy type) {}

  final long seed;
  final DataModel dm;
  final List<String> globals;
  final List<Fn> functions;
  final List<Leaf> leaves;

  GenProgram(long seed, DataModel dm, List<String> globals, List<Fn> functions, List<Leaf> leaves) {
    this.seed = seed;
    this.dm = dm;
    this.globals = globals;
    this.functions = functions;
    this.leaves = leaves;
  }

  private String common() {
    StringBuilder sb = new StringBuilder();
    sb.append("/* seed ").append(seed).append(", ").append(dm).append(" */\n");
    for (String g : globals) sb.append(g).append('\n');
    for (Fn f : functions) {
      sb.append(f.signature()).append(" {\n");
      for (St s : f.body()) s.render(sb, "  ");
      sb.append("}\n");
    }
    return sb.toString();
  }

  /** The program given to Spindle: no preprocessor, no library calls. */
  String spindleSource() {
    return common() + "int main(void) {\n  test();\n  return 0;\n}\n";
  }

  /** The same program with a main that prints every global leaf, one per line. */
  String gccSource() {
    StringBuilder sb = new StringBuilder("int printf(const char *, ...);\n");
    sb.append(dm == DataModel.ILP32 ? ilp32ToLp64(common()) : common()).append("int main(void) {\n  test();\n");
    for (Leaf l : leaves) {
      if (l.type().signed || l.type() == CTy.BOOL) {
        sb.append("  printf(\"%lld\\n\", (long long) (").append(l.expr()).append("));\n");
      } else {
        sb.append("  printf(\"%llu\\n\", (unsigned long long) (").append(l.expr()).append("));\n");
      }
    }
    return sb.append("  return 0;\n}\n").toString();
  }

  /**
   * The native gcc is LP64: an ILP32 program (no sizeof, no pointer differences mixed with other
   * types) means the same with {@code long} read as {@code int} and the {@code L} suffix dropped.
   */
  static String ilp32ToLp64(String src) {
    String s = src.replace("long long", "LONGLONG");
    s = s.replaceAll("\\blong\\b", "int");
    s = s.replaceAll("\\b(0[xX][0-9a-fA-F]+|[0-9]+)([uU]?)[lL]([uU]?)\\b", "$1$2$3");
    return s.replace("LONGLONG", "long long");
  }

  /** Every statement list (function bodies and nested blocks), for the minimiser. */
  List<List<St>> statementLists() {
    List<List<St>> out = new ArrayList<>();
    for (Fn f : functions) {
      out.add(f.body());
      for (St s : f.body()) s.collectLists(out);
    }
    return out;
  }

  int statementCount() {
    int n = 0;
    for (List<St> l : statementLists()) n += l.size();
    return n;
  }
}
