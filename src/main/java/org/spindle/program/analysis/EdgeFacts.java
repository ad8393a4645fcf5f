package org.spindle.program.analysis;

import com.google.common.collect.ImmutableSet;
import org.spindle.program.Edge;

/**
 * Static facts about one edge.
 *
 * @param mayBlock the edge may be disabled at its source location: Lock, Join, or an Assume whose
 *     location's Assume conditions are not recognisably exhaustive
 * @param backEdge a DFS back edge of its thread's CFA (closes a loop)
 * @param exitsThread the edge ends its thread: ThreadExit, or its target location is final
 * @param joinsThreads for Join edges, the thread ids it may wait for; empty otherwise
 */
public record EdgeFacts(
    Edge edge,
    AccessSets access,
    boolean mayBlock,
    boolean backEdge,
    boolean exitsThread,
    ImmutableSet<Integer> joinsThreads) {}
