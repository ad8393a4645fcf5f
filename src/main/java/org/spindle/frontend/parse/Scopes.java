package org.spindle.frontend.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.Symbol;

/** Nested scopes for ordinary identifiers and for struct/union/enum tags (separate name spaces). */
final class Scopes {
  /** What an ordinary identifier denotes. */
  sealed interface Entry permits Sym, Typedef, EnumConst {}

  record Sym(Symbol symbol) implements Entry {}

  record Typedef(CType type) implements Entry {}

  /** An enumerator; its type is int unless the value needs a wider type (a GNU extension). */
  record EnumConst(BigInteger value, CType type) implements Entry {}

  /** Tag entries: a struct/union type, or an enum (all enums are int here). */
  sealed interface Tag permits StructTag, EnumTag {}

  record StructTag(CType.Struct type) implements Tag {}

  record EnumTag(boolean complete) implements Tag {}

  private final List<Map<String, Entry>> ordinary = new ArrayList<>();
  private final List<Map<String, Tag>> tags = new ArrayList<>();

  Scopes() {
    push();
  }

  void push() {
    ordinary.add(new HashMap<>());
    tags.add(new HashMap<>());
  }

  void pop() {
    ordinary.remove(ordinary.size() - 1);
    tags.remove(tags.size() - 1);
  }

  boolean atFileScope() {
    return ordinary.size() == 1;
  }

  Entry lookup(String name) {
    for (int k = ordinary.size() - 1; k >= 0; k--) {
      Entry e = ordinary.get(k).get(name);
      if (e != null) return e;
    }
    return null;
  }

  Entry lookupCurrent(String name) {
    return ordinary.get(ordinary.size() - 1).get(name);
  }

  Entry lookupFile(String name) {
    return ordinary.get(0).get(name);
  }

  void declare(String name, Entry e) {
    ordinary.get(ordinary.size() - 1).put(name, e);
  }

  void declareFile(String name, Entry e) {
    ordinary.get(0).put(name, e);
  }

  boolean isTypedefName(String name) {
    return lookup(name) instanceof Typedef;
  }

  Tag lookupTag(String name) {
    for (int k = tags.size() - 1; k >= 0; k--) {
      Tag t = tags.get(k).get(name);
      if (t != null) return t;
    }
    return null;
  }

  Tag lookupTagCurrent(String name) {
    return tags.get(tags.size() - 1).get(name);
  }

  void declareTag(String name, Tag t) {
    tags.get(tags.size() - 1).put(name, t);
  }
}
