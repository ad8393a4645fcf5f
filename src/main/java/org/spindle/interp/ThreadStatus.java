package org.spindle.interp;

/** Life cycle of one thread instance. */
public enum ThreadStatus {
  NOT_STARTED, RUNNING, EXITED;

  static final ThreadStatus[] VALUES = values();
}
