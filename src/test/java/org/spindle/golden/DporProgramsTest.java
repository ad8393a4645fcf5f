package org.spindle.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * The DPOR benchmark programs (cprograms/dpor, README.md there): every header is complete, and at
 * the default parameters the exhaustive explicit search (default options) gives exactly the
 * header's verdict, an UNSAFE one with a counterexample that replays to the error. A program whose
 * state space is beyond that search ("state-space: large") must carry a witness schedule, which
 * must replay to the error, and the search must not contradict it.
 */
class DporProgramsTest {
  private static final Path DIR = Path.of("cprograms", "dpor");
  private static final List<String> KEYS =
      List.of("expect", "state-space", "Source", "Papers report", "Parameters");
  private static final Pattern KEY = Pattern.compile("^// (expect|state-space|Source|Papers report|Parameters|witness):\\s?(.*)$");
  private static final Pattern CONTINUATION = Pattern.compile("^//\\s{2,}(.*)$");
  private static final Pattern DEFAULTED = Pattern.compile("^#ifndef\\s+(\\w+)\\s*$");

  static List<Path> programs() throws IOException {
    try (var s = Files.list(DIR)) {
      return s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
    }
  }

  /** The leading comment's sections, key to text (continuation lines joined with spaces). */
  static Map<String, String> header(Path file) throws IOException {
    Map<String, String> out = new LinkedHashMap<>();
    String current = null;
    for (String line : Files.readAllLines(file)) {
      if (!line.startsWith("//")) break;
      Matcher k = KEY.matcher(line);
      Matcher c = CONTINUATION.matcher(line);
      if (k.matches()) {
        current = k.group(1);
        if (out.containsKey(current)) throw new IllegalStateException(file + ": two '" + current + "' lines");
        out.put(current, k.group(2).strip());
      } else if (c.matches() && current != null) {
        out.put(current, out.get(current) + " " + c.group(1).strip());
      } else {
        throw new IllegalStateException(file + ": header line outside a section: " + line);
      }
    }
    return out;
  }

  /** finite or large (an explanation may follow). */
  private static String space(Map<String, String> h) {
    return h.get("state-space").split(" ")[0];
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void headerIsComplete(Path file) throws IOException {
    Map<String, String> h = header(file);
    assertEquals(KEYS, new ArrayList<>(h.keySet()).subList(0, Math.min(KEYS.size(), h.size())),
        file + ": the header sections, in this order");
    for (String key : KEYS) assertTrue(h.get(key).length() > 3, file + ": empty '" + key + "'");
    assertTrue(List.of("SAFE", "UNSAFE").contains(h.get("expect")), file + ": " + h.get("expect"));
    assertTrue(List.of("finite", "large").contains(space(h)), file + ": " + h.get("state-space"));
    if (space(h).equals("large")) {
      assertEquals("UNSAFE", h.get("expect"), file + ": a large SAFE program cannot be checked here");
      assertTrue(h.containsKey("witness"), file + ": a large state space needs a witness schedule");
    }
    // every parameter the file defaults is explained
    for (String line : Files.readAllLines(file)) {
      Matcher m = DEFAULTED.matcher(line);
      if (m.matches()) {
        assertTrue(Pattern.compile("\\b" + m.group(1) + "\\b").matcher(h.get("Parameters")).find(),
            file + ": parameter " + m.group(1) + " is not described under 'Parameters:'");
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void exploreAtTheDefaultsGivesTheExpectedVerdict(Path file) throws IOException {
    Map<String, String> h = header(file);
    Verdict expected = Verdict.valueOf(h.get("expect"));
    Program p = ProgramLoader.load(ProgramLoader.resolve(file, null));
    if (space(h).equals("large")) {
      ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT.withMaxStates(100_000));
      assertNotEquals(Verdict.SAFE, r.verdict(), "wrong SAFE: " + r.reason());
      String w = h.get("witness");
      List<Integer> schedule = Arrays.stream(w.substring(w.lastIndexOf(':') + 1).split(","))
          .map(String::strip).map(Integer::valueOf).toList();
      VisibleStepReplay.Result run = VisibleStepReplay.replay(p, schedule);
      assertNull(run.problem(), file + ": witness: " + run.problem());
      assertEquals(Outcome.Kind.ERROR, run.end().kind(), file + ": witness ends in " + run.end());
      return;
    }
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(expected, r.verdict(), file + ": " + r.reason());
    assertTrue(!r.inputsRestricted(), file + ": the verdict holds only for inputs in a range");
    if (expected == Verdict.UNSAFE) {
      assertNotNull(r.counterexample());
      assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind(),
          file + ": the counterexample must replay to the error");
    }
  }
}
