package org.spindle.smt;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spindle.program.MemoryObject;

/**
 * Naming scheme of SMT variables. State variables are {@code o<id>_<name>@<index>} (one per
 * object and SSA index, unique because of the id); auxiliary variables (wrap quotients, inputs,
 * over-approximated results) are {@code aux!<n>_<tag>} and never match the state pattern, so an
 * interpolant mentioning one is detected. A cell of a scalarised array ({@link ScalarisedArrays})
 * is {@code o<id>_<name>@<index>_c<cell>}.
 */
final class VarNames {
  private static final Pattern STATE = Pattern.compile("o(\\d+)_([A-Za-z0-9_]*)@(\\d+)(?:_c(\\d+))?");

  private VarNames() {}

  static String state(MemoryObject o, int index) {
    return "o" + o.id() + "_" + sanitize(o.name()) + "@" + index;
  }

  static String state(int id, String name, int index) {
    return "o" + id + "_" + sanitize(name) + "@" + index;
  }

  /** One cell of a scalarised array object ({@link ScalarisedArrays}) at an SSA index. */
  static String cell(MemoryObject o, int index, long cell) {
    return state(o, index) + "_c" + cell;
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
    long cell = m.group(4) == null ? -1 : Long.parseLong(m.group(4));
    return new Parsed(Integer.parseInt(m.group(1)), m.group(2), Integer.parseInt(m.group(3)), cell);
  }

  /** {@code cell} is -1 for a whole object (scalar or SMT array), else the cell of a scalarised array. */
  record Parsed(int objectId, String name, int index, long cell) {}
}
