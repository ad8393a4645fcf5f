package org.spindle.frontend.lex;

import java.util.ArrayList;
import java.util.List;
import org.spindle.frontend.CompileError;
import org.spindle.program.SourcePos;

/**
 * Turns preprocessed C text into tokens. Line markers ({@code # 12 "f.c" 1 3}, {@code #line 12})
 * set the position of the following lines; {@code #pragma}/{@code #ident} lines are ignored; other
 * directives are an error (the caller runs the preprocessor first). GNU noise that has no meaning
 * for us is dropped here: {@code __extension__} and {@code __attribute__((...))}.
 */
public final class Lexer {
  private final String src;
  private final int n;
  private int i;
  private String file;
  private int line = 1;
  private int lineStart;        // index of the first char of the current physical line
  private boolean atLineStart = true;
  private final List<Token> out = new ArrayList<>();

  public Lexer(String src, String fileName) {
    this.src = src;
    this.n = src.length();
    this.file = fileName;
  }

  /** True if the text has directives other than line markers, pragmas and #ident. */
  public static boolean needsPreprocessing(String text) {
    int len = text.length();
    int p = 0;
    while (p < len) {
      int q = p;
      while (q < len && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) q++;
      if (q < len && text.charAt(q) == '#') {
        q++;
        while (q < len && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) q++;
        int s = q;
        while (q < len && Character.isLetter(text.charAt(q))) q++;
        String word = text.substring(s, q);
        boolean digit = q < len && Character.isDigit(text.charAt(q)) && word.isEmpty();
        boolean eol = q >= len || text.charAt(q) == '\n' || text.charAt(q) == '\r';
        if (!(digit || word.equals("line") || word.equals("pragma") || word.equals("ident")
            || (word.isEmpty() && eol))) {
          return true;
        }
      }
      int nl = text.indexOf('\n', p);
      if (nl < 0) break;
      p = nl + 1;
    }
    return false;
  }

  public List<Token> tokenize() {
    while (true) {
      skipSpaceAndComments();
      if (i >= n) break;
      char c = src.charAt(i);
      if (c == '#' && atLineStart) {
        directive();
        continue;
      }
      atLineStart = false;
      SourcePos pos = pos();
      if (isIdStart(c)) {
        identifier(pos);
      } else if (isDigit(c) || (c == '.' && i + 1 < n && isDigit(src.charAt(i + 1)))) {
        number(pos);
      } else if (c == '"') {
        out.add(new Token(Token.Kind.STRING, stringBody('"', pos), pos));
      } else if (c == '\'') {
        charConst(pos, false);
      } else {
        punct(pos);
      }
    }
    out.add(new Token(Token.Kind.EOF, "", pos()));
    return out;
  }

  private SourcePos pos() {
    return new SourcePos(file, line, i - lineStart + 1);
  }

  private CompileError err(String msg) {
    return new CompileError(pos(), msg);
  }

  private void newline() {
    line++;
    lineStart = i;
    atLineStart = true;
  }

  private void skipSpaceAndComments() {
    while (i < n) {
      char c = src.charAt(i);
      if (c == '\n') {
        i++;
        newline();
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == 0x0B) {
        i++;
      } else if (c == '\\' && i + 1 < n && (src.charAt(i + 1) == '\n' || src.charAt(i + 1) == '\r')) {
        i += src.charAt(i + 1) == '\r' && i + 2 < n && src.charAt(i + 2) == '\n' ? 3 : 2;
        line++;
        lineStart = i;
      } else if (c == '/' && i + 1 < n && src.charAt(i + 1) == '/') {
        while (i < n && src.charAt(i) != '\n') i++;
      } else if (c == '/' && i + 1 < n && src.charAt(i + 1) == '*') {
        SourcePos start = pos();
        i += 2;
        while (true) {
          if (i >= n) throw new CompileError(start, "unterminated comment");
          char d = src.charAt(i);
          if (d == '*' && i + 1 < n && src.charAt(i + 1) == '/') {
            i += 2;
            break;
          }
          i++;
          if (d == '\n') {
            line++;
            lineStart = i;
          }
        }
      } else {
        return;
      }
    }
  }

  /** A '#' at the start of a line: line marker, #line, #pragma, #ident or the null directive. */
  private void directive() {
    SourcePos hashPos = pos();
    int eol = src.indexOf('\n', i);
    if (eol < 0) eol = n;
    String rest = src.substring(i + 1, eol).trim();
    if (rest.startsWith("line")) rest = rest.substring(4).trim();
    if (!rest.isEmpty() && isDigit(rest.charAt(0))) {
      int k = 0;
      while (k < rest.length() && isDigit(rest.charAt(k))) k++;
      int newLine;
      try {
        newLine = Integer.parseInt(rest.substring(0, k));
      } catch (NumberFormatException e) {
        throw new CompileError(hashPos, "invalid line number in line marker");
      }
      String r = rest.substring(k).trim();
      String newFile = file;
      if (r.startsWith("\"")) {
        int close = r.indexOf('"', 1);
        while (close > 0 && r.charAt(close - 1) == '\\') close = r.indexOf('"', close + 1);
        if (close < 0) throw new CompileError(hashPos, "unterminated file name in line marker");
        newFile = r.substring(1, close).replace("\\\\", "\\").replace("\\\"", "\"");
      }
      i = eol;
      skipLineEnd();
      file = newFile;
      line = newLine;
      return;
    }
    if (rest.isEmpty() || rest.startsWith("pragma") || rest.startsWith("ident")) {
      i = eol;
      skipLineEnd();
      return;
    }
    throw new CompileError(hashPos,
        "preprocessing directive in preprocessed input: #" + rest.split("\\s+")[0]);
  }

  private void skipLineEnd() {
    if (i < n) {
      i++;
      line++;
      lineStart = i;
    }
    atLineStart = true;
  }

  private static boolean isIdStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
  }

  private static boolean isIdPart(char c) {
    return isIdStart(c) || isDigit(c);
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private void identifier(SourcePos pos) {
    int s = i;
    while (i < n && isIdPart(src.charAt(i))) i++;
    String id = src.substring(s, i);
    // wide / unicode literal prefixes
    if (i < n && (src.charAt(i) == '"' || src.charAt(i) == '\'')
        && (id.equals("L") || id.equals("u") || id.equals("U") || id.equals("u8"))) {
      if (src.charAt(i) == '\'') {
        charConst(pos, true);
      } else {
        String body = stringBody('"', pos);
        out.add(new Token(id.equals("u8") ? Token.Kind.STRING : Token.Kind.WSTRING, body, pos));
      }
      return;
    }
    String canon = Keywords.ALIASES.getOrDefault(id, id);
    if (canon.equals("__extension__")) return;
    if (canon.equals("__attribute__")) {
      skipAttribute(pos);
      return;
    }
    if (Keywords.KEYWORDS.contains(canon)) {
      out.add(new Token(Token.Kind.KEYWORD, canon, pos));
    } else {
      out.add(new Token(Token.Kind.IDENT, id.intern(), pos));
    }
  }

  /** Skips {@code ( ... )} with balanced parentheses after {@code __attribute__}. */
  private void skipAttribute(SourcePos pos) {
    int start = i;
    skipAttributeText(pos);
    ModeAttribute.apply(src.substring(start, i), out, pos);
  }

  private void skipAttributeText(SourcePos pos) {
    skipSpaceAndComments();
    if (i >= n || src.charAt(i) != '(') throw new CompileError(pos, "expected '(' after __attribute__");
    int depth = 0;
    while (true) {
      skipSpaceAndComments();
      if (i >= n) throw new CompileError(pos, "unexpected end of file in __attribute__");
      char c = src.charAt(i);
      if (c == '"') {
        stringBody('"', pos());
        continue;
      }
      if (c == '\'') {
        int before = out.size();
        charConst(pos(), false);
        out.subList(before, out.size()).clear();
        continue;
      }
      i++;
      if (c == '(') depth++;
      else if (c == ')' && --depth == 0) return;
    }
  }

  private void number(SourcePos pos) {
    int s = i;
    while (i < n) {
      char c = src.charAt(i);
      if ((c == '+' || c == '-') && i > s) {
        char p = src.charAt(i - 1);
        boolean hex = src.length() > s + 1 && (src.charAt(s + 1) == 'x' || src.charAt(s + 1) == 'X');
        if ((!hex && (p == 'e' || p == 'E')) || p == 'p' || p == 'P') {
          i++;
          continue;
        }
        break;
      }
      if (isIdPart(c) || c == '.') i++;
      else break;
    }
    String text = src.substring(s, i);
    String lower = text.toLowerCase();
    boolean hex = lower.startsWith("0x");
    boolean isFloat = lower.contains(".") || (hex ? lower.contains("p") : lower.contains("e"));
    if (isFloat) {
      out.add(new Token(Token.Kind.FLOAT, text, pos));
    } else {
      IntLiteral.parse(text, pos); // validate early: errors point at the literal
      out.add(new Token(Token.Kind.INT, text, pos));
    }
  }

  private int escape() {
    // at the char after the backslash
    if (i >= n) throw err("unterminated escape sequence");
    char c = src.charAt(i++);
    switch (c) {
      case 'n': return '\n';
      case 't': return '\t';
      case 'r': return '\r';
      case 'a': return 7;
      case 'b': return 8;
      case 'f': return 12;
      case 'v': return 11;
      case 'e': case 'E': return 27;
      case '\\': case '\'': case '"': case '?': return c;
      case 'x': {
        int v = 0;
        int digits = 0;
        while (i < n && Character.digit(src.charAt(i), 16) >= 0) {
          v = v * 16 + Character.digit(src.charAt(i), 16);
          if (v > 0xFFFFFF) v = 0xFFFFFF;
          i++;
          digits++;
        }
        if (digits == 0) throw err("\\x used with no following hex digits");
        return v;
      }
      case 'u': case 'U': {
        int len = c == 'u' ? 4 : 8;
        int v = 0;
        for (int k = 0; k < len; k++) {
          if (i >= n || Character.digit(src.charAt(i), 16) < 0) throw err("incomplete universal character name");
          v = v * 16 + Character.digit(src.charAt(i++), 16);
        }
        return v;
      }
      default:
        if (c >= '0' && c <= '7') {
          int v = c - '0';
          for (int k = 0; k < 2 && i < n && src.charAt(i) >= '0' && src.charAt(i) <= '7'; k++) {
            v = v * 8 + (src.charAt(i++) - '0');
          }
          return v;
        }
        if (c == '\n') throw err("unterminated string literal");
        return c; // unknown escape: gcc warns and uses the character
    }
  }

  /** Reads a quoted literal body starting at the opening quote; returns the decoded bytes as chars. */
  private String stringBody(char quote, SourcePos pos) {
    i++;
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (i >= n) throw new CompileError(pos, quote == '"' ? "unterminated string literal" : "unterminated character constant");
      char c = src.charAt(i);
      if (c == quote) {
        i++;
        return sb.toString();
      }
      if (c == '\n') throw new CompileError(pos, quote == '"' ? "unterminated string literal" : "unterminated character constant");
      if (c == '\\') {
        i++;
        if (i < n && src.charAt(i) == '\n') { // line continuation inside a literal
          i++;
          line++;
          lineStart = i;
          continue;
        }
        int v = escape();
        sb.append((char) (v & 0xFF));
      } else if (c < 0x80) {
        sb.append(c);
        i++;
      } else {
        // non-ASCII source char: store its UTF-8 bytes, as gcc does
        int cp = src.codePointAt(i);
        i += Character.charCount(cp);
        for (byte b : new String(Character.toChars(cp)).getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
          sb.append((char) (b & 0xFF));
        }
      }
    }
  }

  private void charConst(SourcePos pos, boolean wide) {
    String body = stringBody('\'', pos);
    if (body.isEmpty()) throw new CompileError(pos, "empty character constant");
    long v;
    if (wide) {
      v = body.charAt(body.length() - 1);
    } else if (body.length() == 1) {
      v = (byte) body.charAt(0); // plain char is signed on x86
    } else {
      v = 0; // multi-character constant: gcc packs the bytes big-endian into an int
      for (int k = 0; k < body.length(); k++) v = (v << 8) | (body.charAt(k) & 0xFF);
      v = (int) v;
    }
    out.add(new Token(Token.Kind.CHAR, Long.toString(v), pos));
  }

  private static final String[] PUNCTS = {
    "%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:",
    "[", "]", "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|",
    "?", ":", ";", "=", ",", "#"
  };

  private void punct(SourcePos pos) {
    for (String p : PUNCTS) {
      if (src.startsWith(p, i)) {
        i += p.length();
        String canon = switch (p) {
          case "<:" -> "[";
          case ":>" -> "]";
          case "<%" -> "{";
          case "%>" -> "}";
          case "%:" -> "#";
          case "%:%:" -> "##";
          default -> p;
        };
        out.add(new Token(Token.Kind.PUNCT, canon, pos));
        return;
      }
    }
    char c = src.charAt(i);
    String shown = c >= 0x20 && c < 0x7F ? "'" + c + "'" : String.format("U+%04X", (int) c);
    throw new CompileError(pos, "invalid character " + shown);
  }
}
