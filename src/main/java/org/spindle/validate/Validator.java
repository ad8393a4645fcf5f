package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Property;
import org.spindle.task.PropertyFile;
import org.spindle.witness.WitnessTask;

/**
 * {@code spindle validate}: replays a violation witness through the interpreter (D35). First the
 * witness is checked against the task (its specification must be the property's, its lines must
 * exist in the program), then the strict replay is tried, then the product search with bounded
 * drift, and, if neither confirms, the full product search decides.
 */
public final class Validator {
  private static final Pattern CALL = Pattern.compile("call\\s*\\(\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\(\\s*\\)\\s*\\)");

  private Validator() {}

  /** The largest thread bound {@link #threadBound} chooses (a witness may name any number of threads). */
  public static final int MAX_THREAD_BOUND = 1024;

  /**
   * The thread bound to lower the program with for {@code witness}, given {@code bound} (D52): a
   * witnessed run may need more threads of a pool than the bound (threads beyond it are dormant
   * and never follow the witness). A run in which the witness names N threads (main included)
   * creates at most N - 1 at any site, so that many instances suffice for the threads it names.
   * Any bound is sound here: only a replayed run confirms.
   */
  public static int threadBound(WitnessReader.WitnessFile witness, int bound) {
    return Math.max(bound, Math.min(MAX_THREAD_BOUND, witness.namedThreads() - 1));
  }

  /**
   * As {@link #threadBound(WitnessReader.WitnessFile, int)}, counting for a YAML sequence also its
   * thread-creating {@code function_enter} waypoints (format 2.2: at a line where {@code program}
   * creates threads): a created thread that takes no step of the witness is named by no waypoint,
   * but a run with C creations needs up to C instances at one site before the threads behind them
   * are dormant (whose handles stop a run that reads them, D44).
   */
  public static int threadBound(WitnessReader.WitnessFile witness, int bound, org.spindle.program.Program program) {
    int base = threadBound(witness, bound);
    if (!(witness instanceof WitnessReader.Sequence seq)) return base;
    java.util.Set<Integer> createLines = new java.util.HashSet<>();
    for (org.spindle.program.ThreadCfa t : program.threads()) {
      for (org.spindle.program.Edge e : t.edges()) {
        if (e.stmt() instanceof org.spindle.program.Stmt.Create) createLines.add(e.pos().line());
      }
    }
    long creations = seq.sequence().segments().stream().flatMap(x -> x.waypoints().stream())
        .filter(w -> w.type() == ViolationSequence.Type.FUNCTION_ENTER && createLines.contains(w.line())).count();
    return Math.max(base, (int) Math.min(MAX_THREAD_BOUND, creations));
  }

  /**
   * Validates {@code witness} for {@code program} (lowered from {@code sourceFile}, with the
   * property's error function) against {@code property}, which must be supported.
   */
  public static ValidationResult validate(Program program, Path sourceFile, WitnessReader.WitnessFile witness,
      PropertyFile property, ValidateOptions opt) throws IOException {
    long start = System.nanoTime();
    Property prop = property.supported().orElseThrow(() -> new IllegalArgumentException("unsupported property"));
    Set<String> notes = new LinkedHashSet<>();
    WitnessInfo info = witness.info();
    String specProblem = specificationProblem(info.specification(), prop, property.errorFunction());
    if (specProblem != null) return rejected(specProblem, notes);
    if (info.specification() == null) notes.add("the witness names no specification");
    hashNote(info, sourceFile, notes);

    ProgramView pv = new ProgramView(program);
    WitnessAutomaton a;
    if (witness instanceof WitnessReader.Graphml g) {
      a = g.automaton();
    } else {
      SequenceAutomaton.Result r = SequenceAutomaton.build(((WitnessReader.Sequence) witness).sequence(), pv, prop);
      notes.addAll(r.notes());
      a = r.automaton();
    }
    if (!a.violationReachable()) return rejected("the witness has no violation node reachable from its entry", notes);
    String lines = lineProblem(a, sourceFile);
    if (lines != null) return rejected(lines, notes);

    StepMatcher m = new StepMatcher(a, pv, notes);
    String unmatchable = unmatchable(a, pv, m, sourceFile);
    if (unmatchable != null) return rejected(unmatchable, notes);
    Interpreter in = new Interpreter(program);
    RaceAtViolation races = new RaceAtViolation(in, new InputRange(opt.nondetLo(), opt.nondetHi()));
    try {
      ValidationResult strict = StrictReplay.run(in, m, prop, races, opt, notes);
      if (strict != null) return strict;
      ValidationResult.Confirmed bounded = ProductSearch.boundedDrift(in, m, prop, races, opt, notes, start);
      if (bounded != null) return bounded;
      return new ProductSearch(in, m, prop, races, opt, notes).run(start);
    } catch (UnsupportedFeature u) {
      return rejected("unsupported: " + u.construct() + " at " + u.pos().fileLine(), notes);
    }
  }

  /** Why the witness' specification is not the property file's, or null if it is (or names none). */
  static String specificationProblem(String spec, Property prop, String errorFunction) {
    if (spec == null || spec.isBlank()) return null;
    if (spec.contains("data-race")) {
      return prop == Property.NO_DATA_RACE ? null
          : "the witness is for no-data-race (" + spec.strip() + "), the property is unreach-call";
    }
    Matcher call = CALL.matcher(spec);
    if (!call.find()) return "the witness' specification '" + spec.strip() + "' is neither unreach-call nor no-data-race";
    if (prop != Property.UNREACH_CALL) {
      return "the witness is for unreach-call (" + spec.strip() + "), the property is no-data-race";
    }
    if (!call.group(1).equals(errorFunction)) {
      return "the witness' specification calls " + call.group(1) + "(), the property " + errorFunction + "()";
    }
    return null;
  }

  /** A witness whose lines lie beyond the end of the program was written for another file. */
  private static String lineProblem(WitnessAutomaton a, Path sourceFile) throws IOException {
    int max = 0;
    for (WitnessEdge e : a.edges()) if (e.startLine() != null) max = Math.max(max, e.startLine());
    for (WitnessNode n : a.nodes()) for (WitnessNode.ThreadLine t : n.targets()) max = Math.max(max, t.line());
    long lines;
    try (var s = Files.lines(sourceFile, java.nio.charset.StandardCharsets.ISO_8859_1)) {
      lines = s.count();
    }
    if (max > lines) {
      return "the witness refers to line " + max + ", but " + sourceFile.getFileName() + " has " + lines
          + " lines: it was written for another program file";
    }
    return null;
  }

  /**
   * Edges no step can ever match, because their line holds no statement of the program, cannot
   * be part of a run; if every way to a violation node needs one, no search is needed to say so.
   */
  private static String unmatchable(WitnessAutomaton a, ProgramView pv, StepMatcher m, Path sourceFile) {
    boolean[] reached = new boolean[a.nodes().size()];
    java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
    reached[a.entry()] = true;
    queue.add(a.entry());
    WitnessEdge firstDead = null;
    while (!queue.isEmpty()) {
      int n = queue.poll();
      WitnessNode node = a.node(n);
      if (node.violation() && node.targets().stream().allMatch(t -> pv.statementLines.contains(t.line()))) return null;
      for (WitnessEdge e : a.outgoing(n)) {
        if (a.node(e.target()).sink()) continue;
        Integer line = e.startLine();
        boolean possible = line == null || pv.statementLines.contains(line) || m.endsThread(e)
            || (m.startsThread(e) && pv.entryLines.contains(line));
        if (!possible) {
          if (firstDead == null) firstDead = e;
        } else if (!reached[e.target()]) {
          reached[e.target()] = true;
          queue.add(e.target());
        }
      }
    }
    if (firstDead != null) {
      return "no run can follow the witness: its edge " + firstDead.label() + " names line " + firstDead.startLine()
          + ", where " + sourceFile.getFileName() + " has no statement";
    }
    return "no run can follow the witness: its race targets name lines where " + sourceFile.getFileName()
        + " has no statement";
  }

  private static void hashNote(WitnessInfo info, Path sourceFile, Set<String> notes) throws IOException {
    if (info.programHash() == null || info.programHash().isBlank()) return;
    String actual = WitnessTask.sha256(Files.readAllBytes(sourceFile));
    if (!actual.equalsIgnoreCase(info.programHash().strip())) {
      notes.add("the witness' program hash " + info.programHash().strip() + " is not the SHA-256 of "
          + sourceFile.getFileName() + " (" + actual + ")");
    }
  }

  private static ValidationResult rejected(String reason, Set<String> notes) {
    return new ValidationResult.Rejected(reason, 0, ImmutableList.copyOf(notes));
  }
}
