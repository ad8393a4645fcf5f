package org.spindle.frontend.lex;

import org.spindle.program.SourcePos;

/**
 * One C token. {@code text} is the spelling for identifiers, keywords (GNU aliases already
 * normalised, e.g. {@code __inline__} becomes {@code inline}) and punctuators; for literals it is
 * the decoded value (string/char contents without quotes, escapes resolved) or the raw spelling
 * (numbers).
 */
public record Token(Kind kind, String text, SourcePos pos) {
  public enum Kind { IDENT, KEYWORD, INT, FLOAT, CHAR, STRING, WSTRING, PUNCT, EOF }

  public boolean is(String s) {
    return (kind == Kind.PUNCT || kind == Kind.KEYWORD) && text.equals(s);
  }

  @Override public String toString() {
    return kind == Kind.EOF ? "end of file" : "'" + text + "'";
  }
}
