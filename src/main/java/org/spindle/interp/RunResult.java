package org.spindle.interp;

import com.google.common.collect.ImmutableList;

/** One execution: its events, the replayable trace and how it ended. */
public record RunResult(ImmutableList<Event> events, Trace trace, Outcome outcome) {}
