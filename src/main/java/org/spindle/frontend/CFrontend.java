package org.spindle.frontend;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.lex.Lexer;
import org.spindle.frontend.lex.Token;
import org.spindle.frontend.parse.CParser;
import org.spindle.program.DataModel;
import org.spindle.program.SourcePos;

/** Entry point of the C front end: (preprocess,) lex, parse and type-check one translation unit. */
public final class CFrontend {
  /** The parser recurses; a dedicated thread with a big stack makes the depth limit the only limit. */
  private static final long PARSER_STACK_BYTES = 64L * 1024 * 1024;

  private CFrontend() {}

  /**
   * Parses a .c or .i file. Runs the preprocessor when the file has '#' directives other than line
   * markers. Throws CompileError for malformed input.
   */
  public static TranslationUnit parseFile(Path file, DataModel dm) throws IOException {
    return parseFile(file, dm, List.of());
  }

  /**
   * As {@link #parseFile(Path, DataModel)} with macros predefined: then the preprocessor always
   * runs (a program may use a macro without any directive). A .i file is already preprocessed, so
   * predefined macros cannot reach it: that is bad input rather than a silently ignored option.
   */
  public static TranslationUnit parseFile(Path file, DataModel dm, List<MacroDefinition> defines)
      throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    String name = file.toString();
    if (!defines.isEmpty() && name.endsWith(".i")) {
      throw new CompileError(new SourcePos(name, 1, 1), "--define " + defines.get(0)
          + " cannot apply to an already preprocessed .i file");
    }
    String text = decode(bytes, name);
    if (text.startsWith("\uFEFF")) text = " " + text.substring(1); // UTF-8 byte order mark (keeps columns)
    if (!defines.isEmpty() || Lexer.needsPreprocessing(text)) {
      text = Preprocessor.run(file, dm, defines);
    }
    return parseString(text, name, dm);
  }

  /** Parses already-preprocessed text (line markers allowed); fileName is used in positions. */
  public static TranslationUnit parseString(String text, String fileName, DataModel dm) {
    AtomicReference<Object> result = new AtomicReference<>();
    Thread t = new Thread(null, () -> {
      try {
        List<Token> toks = new Lexer(text, fileName).tokenize();
        result.set(new CParser(toks, fileName, dm).parseTranslationUnit());
      } catch (RuntimeException | StackOverflowError e) {
        result.set(e);
      }
    }, "spindle-parser", PARSER_STACK_BYTES);
    t.start();
    try {
      t.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while parsing", e);
    }
    Object r = result.get();
    if (r instanceof TranslationUnit tu) return tu;
    if (r instanceof StackOverflowError) {
      throw new CompileError(new SourcePos(fileName, 1, 1), "program too deeply nested");
    }
    throw (RuntimeException) r;
  }

  private static String decode(byte[] bytes, String name) {
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      // report the line of the first bad byte
      int line = 1;
      int col = 1;
      for (int k = 0; k < bytes.length; k++) {
        int b = bytes[k] & 0xFF;
        if (b >= 0x80) {
          byte[] prefix = java.util.Arrays.copyOf(bytes, k);
          try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes, k, Math.min(4, bytes.length - k)));
          } catch (CharacterCodingException bad) {
            String before = new String(prefix, StandardCharsets.UTF_8);
            int nl = before.lastIndexOf('\n');
            line = (int) before.chars().filter(c -> c == '\n').count() + 1;
            col = before.length() - nl;
            break;
          }
        }
      }
      throw new CompileError(new SourcePos(name, line, col), "invalid UTF-8 in source file");
    }
  }
}
