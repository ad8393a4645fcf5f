package org.spindle.witness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.spindle.program.SourcePos;
import org.spindle.report.ProofArtefacts;

/**
 * YAML correctness witness, format 2.0: one {@code invariant_set} whose invariants are the
 * proof's location invariants written as C expressions.
 *
 * <p>A source position may stand for several CFA locations (every thread instance running the
 * function, every inlined or unrolled copy): the invariant there must hold whichever of them the
 * validator is at. So all entries of {@link ProofArtefacts} with one position and kind are
 * combined by disjunction, and a position is left out if any of them has no C expression ({@link
 * ProofArtefacts} lists every CFA location that is the start of a statement, unreachable ones
 * with the invariant {@code 0}). {@code loop_invariant} for the heads of {@code while}/{@code
 * for} loops, {@code location_invariant} before other statements; trivial ({@code 1})
 * invariants are left out, and so are positions that are not real lines or columns of the file.
 */
public final class YamlCorrectnessWitness {
  public static final String FORMAT_VERSION = "2.0";

  private YamlCorrectnessWitness() {}

  public static String write(ProofArtefacts proof, WitnessTask task) {
    SourceText source = new SourceText(task.programText(), task.sourceName());
    Map<Place, List<ProofArtefacts.LocationInvariant>> byPlace = new LinkedHashMap<>();
    for (ProofArtefacts.LocationInvariant inv : proof.invariants()) {
      byPlace.computeIfAbsent(new Place(inv.pos(), inv.loopHead()), k -> new ArrayList<>()).add(inv);
    }
    List<Map<String, Object>> content = new ArrayList<>();
    for (Map.Entry<Place, List<ProofArtefacts.LocationInvariant>> e : byPlace.entrySet()) {
      String value = combined(e.getValue());
      if (value == null || value.equals("1")) continue;
      Optional<Loc> at = source.locate(e.getKey().pos());
      // without a column the validator takes the first statement of the line: maybe another one
      if (at.isEmpty() || at.get().column() == 0) continue;
      Map<String, Object> inv = new LinkedHashMap<>();
      inv.put("type", e.getKey().loopHead() ? "loop_invariant" : "location_invariant");
      inv.put("location", YamlEntries.location(task, at.get(), function(e.getValue())));
      inv.put("value", value);
      inv.put("format", "c_expression");
      content.add(Map.of("invariant", inv));
    }
    return YamlEntries.write(List.of(YamlEntries.entry("invariant_set",
        YamlEntries.metadata(task, FORMAT_VERSION), content)));
  }

  private record Place(SourcePos pos, boolean loopHead) {}

  /** The disjunction of the entries' C expressions; null if one has none. */
  static String combined(List<ProofArtefacts.LocationInvariant> entries) {
    Set<String> parts = new LinkedHashSet<>();
    for (ProofArtefacts.LocationInvariant inv : entries) {
      if (inv.cExpression() == null) return null;
      if (inv.cExpression().equals("1")) return "1";
      if (!inv.cExpression().equals("0")) parts.add(inv.cExpression());
    }
    if (parts.isEmpty()) return "0";
    if (parts.size() == 1) return parts.iterator().next();
    return String.join(" || ", parts.stream().map(p -> "(" + p + ")").toList());
  }

  private static String function(List<ProofArtefacts.LocationInvariant> entries) {
    Set<String> fs = new LinkedHashSet<>();
    for (ProofArtefacts.LocationInvariant inv : entries) fs.add(inv.function());
    return fs.size() == 1 ? fs.iterator().next() : null;
  }
}
