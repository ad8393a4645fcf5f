/**
 * Engine-neutral results: {@link org.spindle.report.Verdict}, the {@link
 * org.spindle.report.CheckResult} every engine returns (property, deciding engine, UNKNOWN reason
 * as an enum, replayed counterexample as a structured {@link org.spindle.report.ExecutionTrace},
 * proof artefacts, statistics). Printers and witness writers read these records; no engine logic
 * lives here.
 */
package org.spindle.report;
