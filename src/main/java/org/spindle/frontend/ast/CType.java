package org.spindle.frontend.ast;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.spindle.program.DataModel;

/**
 * Resolved C types. Typedef names are resolved by the parser (it must track them anyway for the
 * lexer hack), enum types are {@code Int(INT, true)}, qualifiers are dropped (sequential
 * consistency makes {@code volatile} irrelevant, {@code const} changes nothing we check).
 */
public sealed interface CType {

  enum IntKind { BOOL, CHAR, SHORT, INT, LONG, LONGLONG, INT128 }

  record Void() implements CType {
    @Override public String toString() { return "void"; }
  }

  record Int(IntKind kind, boolean signed) implements CType {
    public int bytes(DataModel dm) {
      return switch (kind) {
        case BOOL, CHAR -> 1;
        case SHORT -> 2;
        case INT -> 4;
        case LONG -> dm.longBytes();
        case LONGLONG -> 8;
        case INT128 -> 16;
      };
    }

    public int bits(DataModel dm) {
      return kind == IntKind.BOOL ? 1 : 8 * bytes(dm);
    }

    @Override public String toString() {
      String base = switch (kind) {
        case BOOL -> "_Bool";
        case CHAR -> "char";
        case SHORT -> "short";
        case INT -> "int";
        case LONG -> "long";
        case LONGLONG -> "long long";
        case INT128 -> "__int128";
      };
      return kind == IntKind.BOOL ? base : (signed ? "" : "unsigned ") + base;
    }
  }

  /** float (4 bytes), double (8), long double (12 or 16; UNKNOWN if used), _Float16, __float128. */
  record Floating(int bytes) implements CType {
    @Override public String toString() { return bytes == 4 ? "float" : bytes == 8 ? "double" : "long double"; }
  }

  record Pointer(CType target) implements CType {
    @Override public String toString() { return target + "*"; }
  }

  /** length -1 means unknown ({@code int a[]}) or variable-length (then {@code vlaLength} is set). */
  record Array(CType element, long length, Expr vlaLength) implements CType {
    public boolean isComplete() { return length >= 0; }
    @Override public String toString() { return element + "[" + (length >= 0 ? length : "") + "]"; }
  }

  record Function(CType returnType, List<CType> params, boolean varargs, boolean prototyped)
      implements CType {
    @Override public String toString() { return returnType + "(" + params + (varargs ? ",..." : "") + ")"; }
  }

  /** Struct or union. Mutable only until completed by the parser (tags may be forward declared). */
  final class Struct implements CType {
    public record Field(String name, CType type, int bitWidth /* -1 if not a bit-field */) {}

    private final String tag;        // null for anonymous
    private final boolean union;
    private List<Field> fields;      // null while incomplete
    private String typedefName;      // first typedef naming this struct, e.g. pthread_mutex_t

    public Struct(String tag, boolean union) {
      this.tag = tag;
      this.union = union;
    }

    public String tag() { return tag; }
    public boolean isUnion() { return union; }
    /** First typedef name given to this struct/union (set by the parser), or null. */
    public String typedefName() { return typedefName; }
    public void setTypedefNameIfAbsent(String n) { if (typedefName == null) typedefName = n; }
    public boolean isComplete() { return fields != null; }

    /** Fields in declaration order; anonymous struct/union members keep a null name. */
    public List<Field> fields() {
      return fields == null ? List.of() : fields;
    }

    public void complete(List<Field> fs) {
      this.fields = Collections.unmodifiableList(new ArrayList<>(fs));
    }

    /** Index of a named field, searching anonymous members is the caller's job; -1 if absent. */
    public int indexOf(String name) {
      for (int i = 0; i < fields().size(); i++) {
        if (name.equals(fields().get(i).name())) return i;
      }
      return -1;
    }

    @Override public String toString() {
      if (tag == null && typedefName != null) return typedefName;
      return (union ? "union " : "struct ") + (tag == null ? "<anon>" : tag);
    }
  }

  static boolean isInteger(CType t) { return t instanceof Int; }
  static boolean isPointer(CType t) { return t instanceof Pointer; }
  static boolean isScalar(CType t) { return t instanceof Int || t instanceof Pointer || t instanceof Floating; }
}
