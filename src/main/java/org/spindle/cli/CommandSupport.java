package org.spindle.cli;

import java.io.IOException;
import java.io.PrintStream;
import org.spindle.frontend.CompileError;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.CheckResult;
import org.spindle.report.Property;
import org.spindle.report.ResultPrinter;
import org.spindle.report.UnknownReason;

/**
 * Uniform error handling of all commands: malformed input -> one line {@code file:line:col: error:
 * ...} and exit 2; unsupported construct or out of memory -> an UNKNOWN result (its verdict line,
 * or its JSON object for {@code --json}) and exit 0; anything else is an internal error, exit 1
 * (stack trace only with --debug).
 */
final class CommandSupport {
  private CommandSupport() {}

  interface Body {
    int run() throws Exception;
  }

  static int execute(InputOptions in, Body body) {
    return execute(in, false, body);
  }

  /** As {@link #execute(InputOptions, Body)}; an UNKNOWN result goes out as JSON if {@code json}. */
  static int execute(InputOptions in, boolean json, Body body) {
    Logging.configure(in.logLevel);
    PrintStream out = System.out;
    PrintStream err = System.err;
    try {
      return body.run();
    } catch (CompileError e) {
      err.println(e.getMessage());
      return ExitCodes.USAGE;
    } catch (UsageError e) {
      err.println("spindle: " + e.getMessage());
      return ExitCodes.USAGE;
    } catch (UnsupportedFeature e) {
      out.println(unknown(in, json, UnknownReason.UNSUPPORTED,
          "unsupported: " + e.construct() + " at " + e.pos()));
      return ExitCodes.FINISHED;
    } catch (IOException e) {
      err.println("spindle: " + e.getMessage());
      return ExitCodes.USAGE;
    } catch (StackOverflowError e) {
      err.println("spindle: internal error: stack overflow" + (in.debug ? "" : " (use --debug for details)"));
      if (in.debug) e.printStackTrace(err);
      return ExitCodes.INTERNAL;
    } catch (Exception | AssertionError e) {
      err.println("spindle: internal error: " + e + (in.debug ? "" : " (use --debug for a stack trace)"));
      if (in.debug) e.printStackTrace(err);
      return ExitCodes.INTERNAL;
    } catch (OutOfMemoryError e) {
      out.println(unknown(in, json, UnknownReason.OUT_OF_MEMORY,
          "out of memory; raise -Xmx via SPINDLE_JAVA_OPTS"));
      return ExitCodes.FINISHED;
    }
  }

  private static String unknown(InputOptions in, boolean json, UnknownReason why, String detail) {
    CheckResult r = CheckResult.unknown(Property.UNREACH_CALL, why, detail, null);
    return json ? ResultPrinter.json(in.file == null ? null : in.file.toString(), r)
        : ResultPrinter.verdictLine(r);
  }
}
