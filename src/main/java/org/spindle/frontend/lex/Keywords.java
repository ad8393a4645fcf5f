package org.spindle.frontend.lex;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;

/** C99/C11 keywords plus the GNU spellings found in glibc headers, mapped to one canonical form. */
final class Keywords {
  private Keywords() {}

  static final ImmutableSet<String> KEYWORDS = ImmutableSet.of(
      "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
      "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
      "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
      "union", "unsigned", "void", "volatile", "while", "_Bool", "_Complex", "_Imaginary",
      "_Alignas", "_Alignof", "_Atomic", "_Generic", "_Noreturn", "_Static_assert",
      "_Thread_local", "typeof", "asm", "__int128", "__builtin_va_list", "__attribute__",
      "__builtin_offsetof", "__builtin_va_arg", "__builtin_types_compatible_p", "__label__",
      "_Float16", "_Float32", "_Float64", "_Float128", "_Float32x", "_Float64x", "_Float128x",
      "__float128", "__float80", "__auto_type");

  /** GNU alternative spellings -> canonical keyword. */
  static final ImmutableMap<String, String> ALIASES = ImmutableMap.<String, String>builder()
      .put("__inline", "inline").put("__inline__", "inline")
      .put("__restrict", "restrict").put("__restrict__", "restrict")
      .put("__const", "const").put("__const__", "const")
      .put("__volatile", "volatile").put("__volatile__", "volatile")
      .put("__signed", "signed").put("__signed__", "signed")
      .put("__typeof", "typeof").put("__typeof__", "typeof")
      .put("__asm", "asm").put("__asm__", "asm")
      .put("__alignof", "_Alignof").put("__alignof__", "_Alignof")
      .put("__thread", "_Thread_local")
      .put("__attribute", "__attribute__")
      .put("__complex__", "_Complex").put("__int128_t", "__int128")
      .put("__builtin_offsetof", "__builtin_offsetof")
      .build();
}
