package org.spindle.semantics;

import java.util.ArrayList;
import java.util.List;

/**
 * A generated statement: {@code pre}, then each block in braces separated by {@code seps}, then
 * {@code post}. Only deletable statements are removed by the minimiser (loop counters are not).
 */
final class St {
  final String pre;
  final List<List<St>> blocks;
  final List<String> seps;
  final String post;
  final boolean deletable;

  St(String pre, List<List<St>> blocks, List<String> seps, String post, boolean deletable) {
    this.pre = pre;
    this.blocks = blocks;
    this.seps = seps;
    this.post = post;
    this.deletable = deletable;
  }

  static St simple(String text) {
    return new St(text, List.of(), List.of(), "", true);
  }

  static St fixed(String text) {
    return new St(text, List.of(), List.of(), "", false);
  }

  static St compound(String pre, List<List<St>> blocks, List<String> seps, String post) {
    List<List<St>> mutable = new ArrayList<>();
    for (List<St> b : blocks) mutable.add(new ArrayList<>(b));
    return new St(pre, mutable, seps, post, true);
  }

  void render(StringBuilder sb, String indent) {
    sb.append(indent).append(pre);
    for (int i = 0; i < blocks.size(); i++) {
      if (i > 0) sb.append(seps.get(i - 1));
      sb.append("{\n");
      for (St s : blocks.get(i)) s.render(sb, indent + "  ");
      sb.append(indent).append('}');
    }
    sb.append(post).append('\n');
  }

  /** Every statement list of this tree (for the minimiser), including nested ones. */
  void collectLists(List<List<St>> out) {
    for (List<St> b : blocks) {
      out.add(b);
      for (St s : b) s.collectLists(out);
    }
  }
}
