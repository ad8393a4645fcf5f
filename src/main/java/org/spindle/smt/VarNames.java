package org.spindle.smt;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spindle.program.MemoryObject;

/**
 * Naming scheme of SMT variables. State variables are {@code o<id>_<name>@<index>} (one per
 * object and SSA index, unique because of the id); auxiliary variables (wrap quotients, inputs,
 * over-approximated results) are {@code aux!<n>_<tag>} and never match the state pattern, so an
 * interpolant mentioning one is detected.
 */
final class VarNames {
  private static final Pattern STATE = Pattern.compile("o(\\d+)_([A-Za-z0-9_]*)@(\\d+)");

  private VarNames() {}

  static String state(MemoryObject o, int index) {
    return "o" + o.id() + "_" + sanitize(o.name()) + "@" + index;
  }

  static String state(int id, String name, int index) {
    return "o" + id + "_" + sanitize(name) + "@" + index;
  }

  static String aux(int n, String tag) {
    return "aux!" + n + "_" + tag;
  }

  static String sanitize(String name) {
    return name.replaceAll("[^A-Za-z0-9_]", "_");
  }

  /** Parsed state variable name, or null if {@code name} is not one. */
  static Parsed parse(String name) {
    String n = name.startsWith("|") && name.endsWith("|") ? name.substring(1, name.length() - 1) : name;
    Matcher m = STATE.matcher(n);
    if (!m.matches()) return null;
    return new Parsed(Integer.parseInt(m.group(1)), m.group(2), Integer.parseInt(m.group(3)));
  }

  record Parsed(int objectId, String name, int index) {}
}
