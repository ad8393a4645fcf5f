package org.spindle.art;

/** Control status of one thread instance in a global location. */
public enum ThreadState {
  NOT_STARTED, RUNNING, EXITED
}
