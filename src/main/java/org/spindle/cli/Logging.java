package org.spindle.cli;

import java.util.Locale;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The one way diagnostics leave the engines: java.util.logging under the logger {@code
 * org.spindle}, written to stderr ({@code spindle: message} for warnings and errors, the bare
 * message for debug output) at the level of {@code --log-level}.
 */
final class Logging {
  /** Held strongly: java.util.logging keeps loggers only weakly, and the level lives in it. */
  private static final Logger ROOT = Logger.getLogger("org.spindle");
  private static final Handler HANDLER = new StderrHandler();

  private Logging() {}

  static synchronized void configure(Level level) {
    ROOT.setUseParentHandlers(false);
    ROOT.removeHandler(HANDLER);
    ROOT.addHandler(HANDLER);
    ROOT.setLevel(level);
    HANDLER.setLevel(level);
  }

  /** Writes to the current System.err (tests replace it), one line per record. */
  private static final class StderrHandler extends Handler {
    private final Formatter messages = new Formatter() {
      @Override
      public String format(LogRecord r) {
        return formatMessage(r);
      }
    };

    @Override
    public void publish(LogRecord r) {
      if (!isLoggable(r)) return;
      String msg = messages.format(r);
      boolean warning = r.getLevel().intValue() >= Level.WARNING.intValue();
      System.err.println(warning ? "spindle: " + msg : msg);
      if (r.getThrown() != null && !warning) r.getThrown().printStackTrace(System.err);
    }

    @Override
    public void flush() {
      System.err.flush();
    }

    @Override
    public void close() {}
  }

  /** {@code off|error|warning|info|debug|trace} to a java.util.logging level. */
  static final class LevelConverter implements ITypeConverter<Level> {
    @Override
    public Level convert(String value) {
      return switch (value.strip().toLowerCase(Locale.ROOT)) {
        case "off" -> Level.OFF;
        case "error" -> Level.SEVERE;
        case "warning" -> Level.WARNING;
        case "info" -> Level.INFO;
        case "debug" -> Level.FINE;
        case "trace" -> Level.FINER;
        default -> throw new TypeConversionException(
            "expected off, error, warning, info, debug or trace, got '" + value + "'");
      };
    }
  }
}
