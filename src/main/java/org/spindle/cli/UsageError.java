package org.spindle.cli;

/**
 * Bad command-line input found while a command runs rather than by picocli's parser (whose errors
 * add a second "Try --help" line): {@link CommandSupport} prints the message as one line, exit 2.
 */
final class UsageError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  UsageError(String message) {
    super(message);
  }
}
