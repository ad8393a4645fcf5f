package org.spindle.semantics;

import org.spindle.program.DataModel;

/** The integer types of the generator with the C typing rules it needs to avoid undefined behaviour. */
enum CTy {
  BOOL("_Bool", 0, false),
  CHAR("char", 1, true), // signed on x86 gcc
  SCHAR("signed char", 1, true),
  UCHAR("unsigned char", 1, false),
  SHORT("short", 2, true),
  USHORT("unsigned short", 2, false),
  INT("int", 3, true),
  UINT("unsigned", 3, false),
  LONG("long", 4, true),
  ULONG("unsigned long", 4, false),
  LLONG("long long", 5, true),
  ULLONG("unsigned long long", 5, false);

  final String c;
  final int rank;
  final boolean signed;

  CTy(String c, int rank, boolean signed) {
    this.c = c;
    this.rank = rank;
    this.signed = signed;
  }

  int bits(DataModel dm) {
    return switch (this) {
      case BOOL -> 1;
      case CHAR, SCHAR, UCHAR -> 8;
      case SHORT, USHORT -> 16;
      case INT, UINT -> 32;
      case LONG, ULONG -> dm.longBytes() * 8;
      case LLONG, ULLONG -> 64;
    };
  }

  /** Integer promotion: everything narrower than int fits in int. */
  CTy promote() {
    return rank < 3 ? INT : this;
  }

  CTy toUnsigned() {
    return switch (this) {
      case INT -> UINT;
      case LONG -> ULONG;
      case LLONG -> ULLONG;
      default -> this;
    };
  }

  /** Usual arithmetic conversions. */
  static CTy common(CTy a, CTy b, DataModel dm) {
    a = a.promote();
    b = b.promote();
    if (a == b) return a;
    if (a.signed == b.signed) return a.rank >= b.rank ? a : b;
    CTy u = a.signed ? b : a;
    CTy s = a.signed ? a : b;
    if (u.rank >= s.rank) return u;
    if (s.bits(dm) > u.bits(dm)) return s;
    return s.toUnsigned();
  }

  boolean narrow() {
    return rank < 3;
  }
}
