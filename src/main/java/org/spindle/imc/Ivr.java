package org.spindle.imc;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.spindle.interp.RunResult;
import org.spindle.schedule.ProgramSchedule;

/**
 * One incomplete verification result: safe (a fair, deadlock-free sub-ART under whose schedule
 * every input is handled safely) or unsafe (a counterexample that was checked bit-precisely and
 * replayed in the interpreter). {@code nodes}, {@code threadsScheduled} and {@code coverings}
 * describe the IVR's sub-ART (for an unsafe IVR: the ART size, the threads on the trace and the
 * ART's coverings). {@code json}/{@code dot} are the export, if requested; {@code schedule} is the
 * program schedule of a safe IVR (null for unsafe ones).
 */
public record Ivr(int index, boolean safe, double seconds, int nodes, int threadsScheduled,
    int coverings, RunResult trace, String json, String dot, ProgramSchedule schedule) {

  /** One line for streaming output. */
  public String line() {
    return String.format("IVR %d: %s, %.2f s, %d nodes, %d threads scheduled, %d coverings",
        index, safe ? "safe" : "unsafe", seconds, nodes, threadsScheduled, coverings);
  }

  /** One JSON object for streaming output ({@code imc --json}). */
  public String summaryJson() {
    ObjectNode o = new ObjectMapper().createObjectNode();
    o.put("ivr", index).put("safe", safe).put("seconds", Math.round(seconds * 1000) / 1000.0)
        .put("nodes", nodes).put("threadsScheduled", threadsScheduled).put("coverings", coverings);
    return o.toString();
  }
}
