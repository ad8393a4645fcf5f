package org.spindle.race;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.analysis.ProgramValidator;
import org.spindle.report.Verdict;

/**
 * Random programs: the brute-force oracle search over the original program must agree with the
 * explicit search over the instrumented one on every program, and with IMPACT wherever IMPACT
 * decides; every FALSE maps back to a confirmed race.
 */
class RaceDifferentialTest {
  private static Program lower(String c) {
    return Lowering.lower(CFrontend.parseString(c, "random.c", DataModel.LP64), DataModel.LP64);
  }

  @Test
  void explicitSearchOnInstrumentedAgreesWithOracle() {
    RandomRacePrograms gen = new RandomRacePrograms(20261201L);
    int races = 0;
    int decided = 0;
    for (int i = 0; i < 150; i++) {
      String src = i % 3 == 2 ? gen.disciplined() : gen.next();
      Program p = lower(src);
      Program q = DataRaces.instrument(p);
      assertEquals(List.of(), ProgramValidator.validate(q), src);
      OracleSearch.Result o = OracleSearch.search(p, 120_000);
      if (o.answer() == OracleSearch.Answer.LIMIT) continue;
      ExploreResult r = Explorer.explore(q, ExploreOptions.DEFAULT.withMaxStates(300_000)
          .withTimeout(Duration.ofSeconds(30)));
      if (r.verdict() == Verdict.UNKNOWN) continue;
      decided++;
      boolean race = o.answer() == OracleSearch.Answer.RACE;
      assertEquals(race ? Verdict.UNSAFE : Verdict.SAFE, r.verdict(), "program " + i + ":\n" + src + "\noracle: " + o.race());
      if (race) {
        races++;
        RaceProgramsTest.assertMapsBack(p, q, r.counterexample());
      }
    }
    // the generator must exercise both answers
    assertEquals(true, decided >= 140, "decided " + decided);
    assertEquals(true, races > 30 && races < decided - 30, "races " + races + " of " + decided);
  }

  @Test
  void impactOnInstrumentedAgreesWithOracle() {
    RandomRacePrograms gen = new RandomRacePrograms(7L);
    int decided = 0;
    int safe = 0;
    for (int i = 0; i < 10; i++) {
      String src = i % 2 == 0 ? gen.disciplined() : gen.next();
      Program p = lower(src);
      Program q = DataRaces.instrument(p);
      OracleSearch.Result o = OracleSearch.search(p, 300_000);
      if (o.answer() == OracleSearch.Answer.LIMIT) continue;
      ImpactResult r = Impact.verify(q, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(8)));
      if (r.verdict() == Verdict.UNKNOWN) continue;
      if (r.verdict() == Verdict.SAFE) safe++;
      decided++;
      boolean race = o.answer() == OracleSearch.Answer.RACE;
      assertEquals(race ? Verdict.UNSAFE : Verdict.SAFE, r.verdict(), "program " + i + ":\n" + src + "\noracle: " + o.race());
      if (race) RaceProgramsTest.assertMapsBack(p, q, r.counterexample().trace());
    }
    assertEquals(true, decided >= 6 && safe >= 2 && decided - safe >= 2,
        "IMPACT decided " + decided + " of 10, " + safe + " without a race");
  }
}
