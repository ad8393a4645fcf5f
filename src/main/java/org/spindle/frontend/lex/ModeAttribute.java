package org.spindle.frontend.lex;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/**
 * {@code __attribute__((__mode__(M)))} changes the width of an integer type (glibc:
 * {@code typedef int register_t __attribute__((__mode__(__word__)));}, 8 bytes under LP64).
 * Attributes are otherwise dropped by the lexer, so here the type keywords of a typedef are
 * rewritten to a C type of the mode's width; any other use is unsupported rather than ignored. So
 * are attributes that change layout or behaviour ({@code packed}, {@code vector_size}, {@code cleanup}).
 */
final class ModeAttribute {
  private static final Pattern MODE = Pattern.compile("\\b(?:__mode__|mode)\\s*\\(\\s*(\\w+)\\s*\\)");
  private static final List<String> INT_WORDS = List.of("signed", "unsigned", "int", "short", "long", "char",
      "__signed__");

  /** Attributes that change values or behaviour the model would silently get wrong if dropped. */
  private static final Pattern UNSUPPORTED = Pattern.compile(
      "\\b(?:__)?(packed|vector_size|cleanup|scalar_storage_order)(?:__)?\\b");

  private static final Pattern ALIGNED = Pattern.compile("\\b(?:__)?aligned(?:__)?\\s*\\(");

  private ModeAttribute() {}

  /** Applies a mode attribute found in {@code text} to the typedef just lexed into {@code out}. */
  static void apply(String text, List<Token> out, SourcePos pos) {
    Matcher u = UNSUPPORTED.matcher(text);
    if (u.find()) throw new UnsupportedFeature(pos, "__attribute__((" + u.group(1) + "))");
    Token last = out.isEmpty() ? null : out.get(out.size() - 1);
    if (ALIGNED.matcher(text).find() && last != null && (last.is("}") || last.is("struct") || last.is("union"))) {
      // on a struct type it changes sizeof (gcc: struct { char c; } __attribute__((aligned(8))) has size 8)
      throw new UnsupportedFeature(pos, "__attribute__((aligned(N))) on a struct type");
    }
    Matcher m = MODE.matcher(text);
    if (!m.find()) return;
    String mode = m.group(1).replaceAll("^__|__$", "");
    String[] width = switch (mode) {
      case "QI", "byte" -> new String[] {"char"};
      case "HI" -> new String[] {"short"};
      case "SI" -> new String[] {"int"};
      case "DI" -> new String[] {"long", "long"};
      case "word", "pointer" -> new String[] {"long"}; // long is word/pointer sized in ILP32 and LP64
      default -> throw new UnsupportedFeature(pos, "__attribute__((mode(" + mode + ")))");
    };
    int end = out.size();
    if (end > 0 && out.get(end - 1).kind() == Token.Kind.IDENT) end--; // the typedef name
    int start = end;
    while (start > 0 && out.get(start - 1).kind() == Token.Kind.KEYWORD
        && INT_WORDS.contains(out.get(start - 1).text())) {
      start--;
    }
    if (start == end || start == 0 || !out.get(start - 1).is("typedef")) {
      throw new UnsupportedFeature(pos, "__attribute__((mode)) outside a typedef of an integer type");
    }
    boolean unsigned = false;
    for (Token t : out.subList(start, end)) unsigned |= t.text().equals("unsigned");
    SourcePos at = out.get(start).pos();
    List<Token> span = out.subList(start, end);
    span.clear();
    span.add(new Token(Token.Kind.KEYWORD, unsigned ? "unsigned" : "signed", at));
    for (String w : width) span.add(new Token(Token.Kind.KEYWORD, w, at));
  }
}
